// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "cards/card.h"

namespace rummy {

// What the table games (Straight Rummy, Rummy 500, Rummy 51) ask of a hand: the melds it could
// lay down now that are worth most, and what the cards left would cost. Their melds are sets
// (one rank, distinct suits, at most four cards counting jokers) and runs (one suit, three or
// more in a row); they differ in the ace, the jokers and what a card is worth in a meld:
// - Straight: ace low only, no jokers, A 1, courts 10 wherever the card is.
// - 500: ace low or high (never both: no K-A-2), jokers wild without limit (a meld keeps one
//   natural card), A and joker 15, courts 10 wherever they are.
// - 51: ace low or high; at most one joker per meld; in a meld an ace counts 1 before a 2 and
//   11 after a K or in a set, a joker counts as the card it stands for; in hand A 11, joker 20.
// This is a search of its own, not the one hand solver's: what it maximises is the value of
// the melds, and in 51 that value depends on where each ace and joker sits, which a least-
// deadwood search cannot see. For Straight the answer is the Gin deadwood's complement
// (tests/core/test_table_hand.cpp checks that too).
struct TableMeldRules {
    bool aceHigh = false;   // Q-K-A is a run (A-2-3 always is)
    int jokersPerMeld = 0;  // 0: jokers cannot meld
    int maxSetSize = 4;
    int aceLowInRun = 1;   // an ace's meld value before a 2
    int aceHighInRun = 1;  // ... after a K
    int aceInSet = 1;      // ... in a set
    int jokerInMeld = -1;  // a joker's meld value; -1: that of the card it stands for
    int aceInHand = 1;     // what a card left in hand costs
    int jokerInHand = 0;
    int courtValue = 10;  // J Q K, in a meld and in hand

    static TableMeldRules straight();
    static TableMeldRules rummy500();
    static TableMeldRules rummy51();

    int handValue(Face f) const;

    friend bool operator==(const TableMeldRules&, const TableMeldRules&) = default;
};

struct TableHand {
    std::vector<std::vector<Face>> melds;  // runs low to high with jokers where they stand
    int meldValue = 0;
    std::vector<Face> left;  // by face
    int leftValue = 0;
};

// The non-overlapping melds of greatest value; among equals, the one leaving least in hand.
// `cards` may hold up to two of a face and up to four jokers (the two-deck games); the caller
// checks what its game allows. Deterministic.
TableHand bestTableHand(const TableMeldRules& rules, std::span<const Face> cards);

// How many of `counts` (cards by face index) could stand beside the natural face `index` in a
// meld: its rank in the other suits, and its suit within two places (the ace at both ends when
// `aceHigh`). A meld with it needs two of them, or one and a joker; the solver and the legal
// list skip a card without them.
int meldPartners(std::span<const std::uint8_t, 52> counts, int index, bool aceHigh);
// The same answer by reference to this thread's memo of recent hands, without a copy (the hot
// paths of the legal list and the bots): valid until this thread's next call of either.
const TableHand& recentBestTableHand(const TableMeldRules& rules, std::span<const Face> cards);
// Forgets this thread's memo of recent hands: for tests and benchmarks of the cold path.
void clearRecentTableHands();

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

#include "cards/card.h"
#include "indian/indian_rules.h"

namespace rummy {

// The physical cards of a game and the two draws that chance decides: the order of the shoe
// for a deal and the toss for seats. Both come from the project's own Rng, so a seed means
// the same cards on every platform.
class Shoe {
public:
    // Every card of the shoe in id order: deck 0 (spades A..K, hearts, diamonds, clubs),
    // deck 1, ..., then the printed jokers.
    static std::vector<Card> ordered(const IndianRules& rules);
    // The shoe shuffled by Rng(seed).shuffle. Index 0 is the top card, the first one dealt.
    static std::vector<Card> shuffled(const IndianRules& rules, std::uint64_t seed);
};

// Toss strength: a printed joker beats everything, then rank (ace low, king high), then suit
// spades > hearts > diamonds > clubs. Returns <0, 0 or >0 like a three-way comparison; 0 only
// for identical faces, which the toss draws again.
int compareTossCards(Face a, Face b);

// The toss at the start of a match: each seat is dealt one card from a shuffled shoe; the
// highest card wins. Seats holding identical faces that would decide the winner draw again
// (from the same shuffled shoe) until the winner is unique.
struct TossResult {
    std::vector<std::vector<Card>> cards;  // per seat, every card drawn (last one counts)
    std::vector<int> order;                // seats from the highest toss card to the lowest
    int winner = 0;                        // order[0]: plays first in the first deal

    friend bool operator==(const TossResult&, const TossResult&) = default;
};

TossResult toss(const IndianRules& rules, int players, std::uint64_t seed);

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "cards/card.h"
#include "melds/meld_rules.h"

namespace rummy {

// What a card does for its hand, as the bots read it.
enum class CardRole : std::uint8_t {
    Joker,    // printed joker or wild rank: never thrown
    PureRun,  // in three or more natural cards in a row of one suit
    Set,      // in three or more of a rank in different suits
    RunDraw,  // one card away from a run (a neighbour or a gap in the same suit)
    SetDraw,  // a pair of a rank in two suits
    Loose,    // helps nothing: deadwood
};

// A quick reading of a hand (13 or 14 cards; 21-card's 21 to 23), the way a player sorts it: pure
// runs first (the declaration needs one and a pure run is the hardest meld to build), then sets
// among the rest, then the pairs that one card would turn into a meld, weighted by how many copies
// of that card are still live. It is a heuristic, not the exact solver: it costs well under a
// microsecond and, unlike the solver's points, it still tells hands apart before they can be
// declared (the solver counts every card of such a hand).
struct HandPlan {
    static constexpr int kMaxCards = 24;  // 21-card: 22 in hand and the open card
    static constexpr int kJokerKeep = 100000;

    struct Entry {
        CardRole role = CardRole::Loose;
        int keep = 0;   // how much the hand loses by throwing this card
        int value = 0;  // its points as deadwood
    };
    std::array<Entry, kMaxCards> cards{};
    int count = 0;
    int jokers = 0;
    int pureRuns = 0;
    int sets = 0;
    int runDraws = 0;       // cards one card away from a run
    int looseValue = 0;     // points of the Loose cards
    int unmeldedValue = 0;  // points of every card in no meld (draws included)

    // live[f]: copies of face f that may still come (see CardMemory). `chasePure`: a deal that
    // has gone on far too long without a pure run (every set in hand is useless until one is
    // built, and hoarding them can stall a deal for ever): a hand without a pure run then
    // values its sets below the cards that start a pure run, counting a set's cards as
    // partners of those starts, so that it breaks sets to build one.
    static HandPlan of(std::span<const Face> hand, WildRank wild,
                       const std::array<int, Face::kCount>& live, bool chasePure = false);
    // The same with every wild card of a deal (21-card's value cards are jokers too; like a
    // wild-rank card they still stand in their own places in a run).
    static HandPlan of(std::span<const Face> hand, const WildCards& wild,
                       const std::array<int, Face::kCount>& live);
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <span>

#include "cards/card.h"
#include "game/variant.h"
#include "melds/meld_rules.h"
#include "solver/hand_solver.h"

namespace rummy::test {

// The slow, independent reference for 21-card Indian Rummy (and any Indian game with three
// decks): it knows the rules only through classify() and the Qualification, the same checks a
// declaration goes through, and shares nothing with the solver.
//
// It searches every way to lay the hand out: the first card left (natural cards before wild
// ones) is either left out of every meld, or in some group of three to five of the cards left
// that classify() accepts; the rest is the same problem, memoised by the multiset of cards
// left. Groups of more than five cards are never needed: a meld of six or more splits into two
// melds that hold the same cards and count at least as much (a pure run into two pure runs, an
// impure run into two runs, a set into two sets or a set and a run of jokers), and a tunnela
// is three cards. The multiset, not the cards, is the state: copies of a card are alike.
//
// It is meant to be easy to believe, not fast: tens of microseconds for a random hand, up to
// milliseconds for a joker- and tunnela-dense one, seconds for the worst.
struct MultisetResult {
    int points = 0;          // the qualifying arrangement's deadwood, else every card; capped
    bool valid = false;      // every card in a meld and the qualification met
    bool qualifies = false;  // some arrangement meets the qualification
    int total = 0;           // every card's value, uncapped
};

class MultisetReference {
public:
    // The game's melds, values and qualification (21-card: defaultRules(Variant::Indian21)) and
    // the deal's wild cards. `largestGroup` is 5 by the argument above; larger values are for
    // the test that checks the argument.
    MultisetReference(const VariantRules& rules, const WildCards& wild, int largestGroup = 5);
    ~MultisetReference();
    MultisetReference(const MultisetReference&) = delete;
    MultisetReference& operator=(const MultisetReference&) = delete;

    // The hand as it is (any number of cards).
    MultisetResult evaluate(std::span<const Face> hand, ScoringOptions opts);
    // A hand one card over size: the best over every card put on the finish slot (valid first,
    // then the fewest points).
    MultisetResult evaluateFinish(std::span<const Face> hand, ScoringOptions opts);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace rummy::test

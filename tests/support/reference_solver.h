// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>

#include "cards/card.h"
#include "solver/hand_solver.h"

namespace rummy::test {

// What the slow reference says about a hand. It knows the rules only through classifyMeld:
// it tries every group of 3+ cards that could possibly be a meld (one suit plus jokers, one
// rank plus jokers, or jokers alone), keeps the ones classifyMeld accepts, and searches every
// way to lay them out with an exact subset DP. It is meant to be easy to believe, not fast.
struct ReferenceResult {
    // As HandSolver::points: capped; with pureSequenceAlone, the cheaper of the usual count
    // and "every card but the most valuable pure sequence".
    int points = 0;
    bool valid = false;      // every card in a meld, >= 1 pure sequence, >= 2 sequences
    bool qualifies = false;  // some arrangement has >= 1 pure and >= 2 sequences
    bool hasPure = false;    // some group of its cards is a pure sequence
    int bestCover = 0;       // fewest leftover points over every arrangement, qualifying or not
    int total = 0;           // all the cards' points, uncapped
};

// Up to 16 cards. With exactly handSize + 1 cards, one card goes to the finish slot: the
// result is the best over every choice of that card (valid first, then fewest points), and
// only `points` and `valid` are filled in, since ties make the other fields ambiguous.
ReferenceResult referenceEvaluate(std::span<const Face> hand, WildRank wild,
                                  ScoringOptions opts = {}, int handSize = 13);

}  // namespace rummy::test

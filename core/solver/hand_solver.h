// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "cards/card.h"
#include "melds/meld.h"
#include "melds/meld_rules.h"
#include "solver/solver_rules.h"

namespace rummy {

// The scoring options the solver needs (a slice of IndianRules).
struct ScoringOptions {
    static constexpr int kNoCap = std::numeric_limits<int>::max();
    int maxPoints = 80;
    bool pureSequenceAlone = false;  // house rule: a pure sequence alone lowers the count

    // What the calls with rules assume unless told: every point counts.
    static constexpr ScoringOptions uncapped() { return {kNoCap, false}; }
};

struct Group {
    MeldType type = MeldType::None;
    std::vector<Face> cards;
    friend bool operator==(const Group&, const Group&) = default;
};

struct HandEvaluation {
    int points = 0;      // what the hand would score as a loser, capped at maxPoints
    bool valid = false;  // every card melded and the qualification met (13-card: >= 1 pure
                         // sequence, >= 2 sequences)
    // The best arrangement: melds first, then at most one None group with the leftovers.
    // When the hand cannot reach a pure and a second sequence, the melds shown are still the
    // ones that cover the most points, so a player sees what they have.
    std::vector<Group> groups;
    // Only for a hand one card over size (14 of 13): the card to put on the finish slot;
    // points, valid and groups then describe the hand without it.
    std::optional<Face> finish;
};

// How far a hand is from a declaration, for players deciding what to keep: the least
// deadwood (uncapped points of the cards left out of melds) over every arrangement, over those
// with a pure sequence, and over those that qualify (a pure and a second sequence). -1 when no
// arrangement of that kind exists. Early in a deal most hands score the capped 80 points,
// which cannot tell two plans apart; these figures can.
struct Assessment {
    int loose = 0;
    int withPure = -1;
    int qualified = -1;
    friend bool operator==(const Assessment&, const Assessment&) = default;
};

// The exact best arrangement of a hand under a game's rules (SolverRules): if the hand can be
// arranged to meet the qualification, the cards in no meld count; otherwise every card counts.
// Capped at maxPoints. The calls without rules are the 13-card game (SolverRules::indian13()):
// at least one pure sequence and two sequences in all; aces and court cards 10, pip cards face
// value, jokers 0; capped at 80 by default. With Gin's rules (no qualification) the points are
// the least deadwood.
//
// Every call is exact and fast for any rules: the rules are values the one search reads, and
// the per-thread memo keeps the tables of each rule set apart. The wild cards of a deal are a
// WildRank (printed jokers and one rank: 13-card) or a WildCards (also up to two more faces:
// 21-card's value cards, wildCardsFor() in game/variant.h).
class HandSolver {
public:
    // Points only (the hot path for bots and scoring). Any number of cards.
    static int points(std::span<const Face> hand, WildRank wild, ScoringOptions opts = {});
    static int points(const SolverRules& rules, std::span<const Face> hand, WildRank wild,
                      ScoringOptions opts = ScoringOptions::uncapped());
    static int points(const SolverRules& rules, std::span<const Face> hand, const WildCards& wild,
                      ScoringOptions opts = ScoringOptions::uncapped());
    // The points when they are below `limit`, else `limit` (or more): for callers that only ask
    // "at most x?", a search told what it must beat prunes most of its work.
    static int pointsBelow(const SolverRules& rules, std::span<const Face> hand, WildRank wild,
                           int limit, ScoringOptions opts = ScoringOptions::uncapped());
    static int pointsBelow(const SolverRules& rules, std::span<const Face> hand,
                           const WildCards& wild, int limit,
                           ScoringOptions opts = ScoringOptions::uncapped());
    // Points, validity and the arrangement. With `handSize + 1` cards, also picks the card
    // to put on the finish slot (the one whose removal leaves the lowest points).
    static HandEvaluation evaluate(std::span<const Face> hand, WildRank wild,
                                   ScoringOptions opts = {}, int handSize = 13);
    static HandEvaluation evaluate(const SolverRules& rules, std::span<const Face> hand,
                                   WildRank wild, ScoringOptions opts, int handSize);
    static HandEvaluation evaluate(const SolverRules& rules, std::span<const Face> hand,
                                   const WildCards& wild, ScoringOptions opts, int handSize);

    // The hot path of a finishing decision: from a hand one card over size, the card to put
    // on the finish slot and what the rest is worth (no arrangement).
    struct Finish {
        Face card;
        int points = 0;
        bool valid = false;
    };
    static Finish bestFinish(std::span<const Face> hand, WildRank wild, ScoringOptions opts = {});
    // The same under any rules: the card set aside (a discard, in Gin) and the rest's points.
    // Among cards that leave equal points, the rules' FinishTie decides.
    static Finish bestFinish(const SolverRules& rules, std::span<const Face> hand, WildRank wild,
                             ScoringOptions opts = ScoringOptions::uncapped());
    static Finish bestFinish(const SolverRules& rules, std::span<const Face> hand,
                             const WildCards& wild,
                             ScoringOptions opts = ScoringOptions::uncapped());

    // The 13-card game's figures (pure sequence, qualification as 13-card Indian Rummy has them).
    static Assessment assess(std::span<const Face> hand, WildRank wild);

    // Bytes the calling thread's solver memo holds; it is bounded and trimmed between calls.
    static std::size_t memoBytes();
    // Forgets everything the calling thread's solver has memoised (suit tables, the remainders
    // behind them, set choices), so that the next call is as cold as a new thread's first: for
    // tests and benchmarks of the cold path. Answers never depend on the memo.
    static void clearMemo();
};

}  // namespace rummy

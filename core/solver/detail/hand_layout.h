// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <span>
#include <vector>

#include "cards/card.h"
#include "melds/meld_rules.h"
#include "solver/detail/suit_solver.h"
#include "solver/hand_solver.h"
#include "solver/solver_rules.h"

namespace rummy::detail {

// Internal to the hand solver. The card at a run position (0 ace low .. 13 ace high) of a suit.
Face faceAt(int pos, int suit);

// Internal to the hand solver: the outcome of one search.
struct LayoutResult {
    bool qualifies = false;  // the qualification can be met (always, when it asks nothing)
    int deadwood = 0;        // fewest points over qualifying arrangements
    // The arrangement to show (the qualifying one, or else the one covering most points).
    bool hasChoice = false;
    std::vector<std::uint8_t> setChoice;  // option index per set-candidate rank
    std::array<SuitEntry, 4> suitChoice{};
};

// Internal to the hand solver: the best card to put on the finish slot from a hand one
// card over size, and what the rest is then worth.
struct FinishResult {
    Face card;
    bool qualifies = false;  // the rest can meet the qualification
    int deadwood = 0;        // fewest points of the rest when it qualifies
    int fallbackPoints = 0;  // points of the rest without the most valuable card, unmelded
};

// A hand split the way the solver works on it: natural cards per suit, jokers as one
// interchangeable pool (printed jokers and every wild card: the cut rank's, the value cards),
// each suit knowing its own wild cards for where they play as themselves, and sets decided rank
// by rank.
// Sets tie suits together only at their rank, so the search enumerates the few set choices
// and, for each, combines the four suits' precomputed run tables under the joker budget.
// Everything a game decides (values, the ace, the qualification, the set size) comes from
// the rules.
class HandLayout {
public:
    HandLayout(std::span<const Face> hand, const WildCards& wild, const SolverRules& rules);

    int totalValue() const { return total_; }
    // Value of the most valuable pure run the hand holds, or -1 if there is none.
    int mostValuablePureRun() const;
    // withChoice also finds an arrangement to show; without it, only the numbers.
    LayoutResult solve(bool withChoice) const;
    // Points only, looking only for qualifying arrangements below `limit`: qualifies is false
    // when there is none (a search told what it must beat prunes far more).
    LayoutResult solveBelow(int limit) const;
    std::vector<Group> groups(const LayoutResult& result) const;
    FinishResult solveFinish() const;
    Assessment assess() const;
    // Forgets the calling thread's memoised set choices (between searches only).
    static void clearSetOptions();

private:
    struct SetOption {
        std::array<std::uint8_t, 4> take{};  // cards taken per suit
        std::uint8_t jokers = 0;
        // Suits of each set (a bit per suit). Three decks hold twelve cards of a rank: at most
        // six sets of two cards and a joker each.
        std::array<std::uint8_t, 6> masks{};
        std::uint8_t sets = 0;
    };
    struct SetRank {
        int rank = 0;                        // index 0..12
        std::span<const SetOption> options;  // options[0] takes nothing
    };
    // The search and the groups shown read the layout's parts (layout_search.h,
    // layout_groups.h).
    friend class LayoutSearch;
    friend class LayoutGroups;

    std::uint16_t pureMask(int suit) const;
    bool purePossible() const;
    // At least the number of pure runs and tunnelas the hand could lay out at once.
    int pureBound() const;
    // False when the rules' qualification cannot be met (it needs more pure runs than can be
    // made): the search need not run. Most 21-card hands end here.
    bool mayQualify() const {
        if (rules_->pureCap == 0) return true;
        if (rules_->pureCap == 1 && !rules_->tunnela) return purePossible();
        return pureBound() >= rules_->pureCap;
    }
    // What `spare` jokers in no meld add to the status (runs, and tunnelas of printed jokers).
    int spareStatus(int spare) const { return rules_->spareStatus(spare, printed_); }
    Face anyJoker() const;
    Face spareJoker(int deadwood) const;
    // The faces of the jokers the hand holds, once each, in the order they are given up.
    std::vector<Face> jokerKinds() const;
    // FinishTie::HigherCard between two cards of the hand (jokers are worth 0 in hand).
    bool preferred(Face a, Face b) const;
    std::vector<SetRank> setRanks() const;
    static std::vector<SetOption> makeSetOptions(std::array<std::uint8_t, 4> left, int jokerBudget,
                                                 int maxSetSize);
    struct SetOptionMemo;  // the calling thread's memo of setOptions() (hand_layout.cpp)
    static SetOptionMemo& setOptionMemo();
    static std::span<const SetOption> setOptions(std::array<std::uint8_t, 4> left, int jokers,
                                                 int maxSetSize);

    std::array<SuitCards, 4> suits_{};
    std::array<std::uint32_t, 4> packed_{};    // suits_' counts as packCounts() gives them
    std::array<std::uint16_t, 4> rankMask_{};  // ranks each suit holds naturally, a bit each
    int printed_ = 0;
    int jokers_ = 0;  // printed jokers and wild cards (each suit's are also in suits_[s].wild)
    int total_ = 0;
    WildCards wild_;
    const SolverRules* solverRules_;  // the caller's, alive for the call
    const PreparedRules* rules_;
};

}  // namespace rummy::detail

// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/hand_solver.h"

#include <algorithm>
#include <climits>

#include "solver/detail/hand_layout.h"
#include "solver/detail/suit_solver.h"

namespace rummy {

using detail::HandLayout;

namespace {

// What one candidate finish card leaves behind, ordered best first.
struct FinishScore {
    bool valid;
    int points;
    int discardValue;
    int faceIndex;
    bool betterThan(const FinishScore& o) const {
        if (valid != o.valid) return valid;
        if (points != o.points) return points < o.points;
        // Equal outcomes: shed the card that would cost the most if the finish failed.
        if (discardValue != o.discardValue) return discardValue > o.discardValue;
        return faceIndex < o.faceIndex;
    }
};

int applyOptions(const HandLayout& layout, const detail::LayoutResult& r, ScoringOptions opts) {
    int points = r.qualifies ? r.deadwood : layout.totalValue();
    if (opts.pureSequenceAlone) {
        const int pure = layout.mostValuablePureRun();
        if (pure >= 0) points = std::min(points, layout.totalValue() - pure);
    }
    return std::min(points, opts.maxPoints);
}

}  // namespace

int HandSolver::points(std::span<const Face> hand, WildRank wild, ScoringOptions opts) {
    return points(SolverRules::indian13(), hand, wild, opts);
}

int HandSolver::points(const SolverRules& rules, std::span<const Face> hand, WildRank wild,
                       ScoringOptions opts) {
    return points(rules, hand, WildCards::of(wild), opts);
}

int HandSolver::points(const SolverRules& rules, std::span<const Face> hand, const WildCards& wild,
                       ScoringOptions opts) {
    const HandLayout layout(hand, wild, rules);
    return applyOptions(layout, layout.solve(false), opts);
}

int HandSolver::pointsBelow(const SolverRules& rules, std::span<const Face> hand, WildRank wild,
                            int limit, ScoringOptions opts) {
    return pointsBelow(rules, hand, WildCards::of(wild), limit, opts);
}

int HandSolver::pointsBelow(const SolverRules& rules, std::span<const Face> hand,
                            const WildCards& wild, int limit, ScoringOptions opts) {
    const HandLayout layout(hand, wild, rules);
    const auto r = layout.solveBelow(limit);
    // Nothing qualifying below the limit: the points are the total when nothing qualifies at
    // all, else a qualifying deadwood of at least the limit (and the total is no less).
    if (!r.qualifies) return std::min(std::min(layout.totalValue(), limit), opts.maxPoints);
    return applyOptions(layout, r, opts);
}

HandSolver::Finish HandSolver::bestFinish(std::span<const Face> hand, WildRank wild,
                                          ScoringOptions opts) {
    return bestFinish(SolverRules::indian13(), hand, wild, opts);
}

HandSolver::Finish HandSolver::bestFinish(const SolverRules& rules, std::span<const Face> hand,
                                          WildRank wild, ScoringOptions opts) {
    return bestFinish(rules, hand, WildCards::of(wild), opts);
}

HandSolver::Finish HandSolver::bestFinish(const SolverRules& rules, std::span<const Face> hand,
                                          const WildCards& wild, ScoringOptions opts) {
    if (hand.empty()) return {};
    if (!opts.pureSequenceAlone) {
        const auto r = HandLayout(hand, wild, rules).solveFinish();
        const int points = r.qualifies ? std::min(r.deadwood, r.fallbackPoints) : r.fallbackPoints;
        return {r.card, std::min(points, opts.maxPoints), r.qualifies && r.deadwood == 0};
    }
    // The house rule scores a hand by its most valuable pure run, which the one-pass search
    // does not track: try each distinct card instead.
    std::optional<FinishScore> best;
    std::vector<Face> rest;
    for (std::size_t i = 0; i < hand.size(); ++i) {
        const auto first = hand.begin() + static_cast<std::ptrdiff_t>(i);
        if (std::find(hand.begin(), first, hand[i]) != first) continue;  // same face seen
        rest.assign(hand.begin(), hand.end());
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
        const HandLayout layout(rest, wild, rules);
        const auto r = layout.solve(false);
        const int value = wild.isWild(hand[i]) ? 0 : rules.value(hand[i]);
        const FinishScore score{r.qualifies && r.deadwood == 0, applyOptions(layout, r, opts),
                                value, hand[i].index()};
        if (!best || score.betterThan(*best)) best = score;
    }
    return {Face::fromIndex(best->faceIndex), best->points, best->valid};
}

std::size_t HandSolver::memoBytes() {
    return detail::suitMemoBytes();
}

void HandSolver::clearMemo() {
    detail::clearSuitMemo();
    HandLayout::clearSetOptions();
}

Assessment HandSolver::assess(std::span<const Face> hand, WildRank wild) {
    return HandLayout(hand, WildCards::of(wild), SolverRules::indian13()).assess();
}

HandEvaluation HandSolver::evaluate(std::span<const Face> hand, WildRank wild, ScoringOptions opts,
                                    int handSize) {
    return evaluate(SolverRules::indian13(), hand, wild, opts, handSize);
}

HandEvaluation HandSolver::evaluate(const SolverRules& rules, std::span<const Face> hand,
                                    WildRank wild, ScoringOptions opts, int handSize) {
    return evaluate(rules, hand, WildCards::of(wild), opts, handSize);
}

HandEvaluation HandSolver::evaluate(const SolverRules& rules, std::span<const Face> hand,
                                    const WildCards& wild, ScoringOptions opts, int handSize) {
    HandEvaluation out;
    std::vector<Face> kept(hand.begin(), hand.end());
    if (static_cast<int>(hand.size()) == handSize + 1) {
        out.finish = bestFinish(rules, hand, wild, opts).card;
        kept.erase(std::find(kept.begin(), kept.end(), *out.finish));
    }
    const HandLayout layout(kept, wild, rules);
    const auto result = layout.solve(true);
    out.points = applyOptions(layout, result, opts);
    out.valid = result.qualifies && result.deadwood == 0;
    out.groups = layout.groups(result);
    return out;
}

}  // namespace rummy

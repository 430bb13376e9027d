// SPDX-License-Identifier: GPL-3.0-or-later
#include "indian/hand_rules.h"

#include <algorithm>

#include "game/variant.h"
#include "melds/meld.h"
#include "melds/qualification.h"
#include "solver/hand_solver.h"
#include "solver/solved_finish.h"

namespace rummy {

namespace {

bool is21(const IndianRules& rules) {
    return rules.variant == Variant::Indian21;
}

// 21-card's scoring options: its cap, and none of 13-card's house rules (validate() refuses
// pureSequenceAlone there).
ScoringOptions options21(const IndianRules& rules) {
    return {rules.maxPoints, false};
}

}  // namespace

WildCards dealWildCards(const IndianRules& rules, std::optional<Card> cut) {
    if (!cut) return WildCards{};
    const WildPolicy policy = is21(rules) ? WildPolicy::CutRankAndValueCards : WildPolicy::CutRank;
    return wildCardsFor(policy, cut->face());
}

int handPoints(const IndianRules& rules, std::span<const Face> hand, const WildCards& wild) {
    if (!is21(rules)) return HandSolver::points(hand, WildRank{wild.rank}, scoringOptions(rules));
    return HandSolver::points(SolverRules::indian21(), hand, wild, options21(rules));
}

bool handIsValid(const IndianRules& rules, std::span<const Face> hand, const WildCards& wild) {
    if (!is21(rules))
        return HandSolver::evaluate(hand, WildRank{wild.rank}, scoringOptions(rules),
                                    rules.handSize)
            .valid;
    return HandSolver::evaluate(SolverRules::indian21(), hand, wild, options21(rules),
                                rules.handSize)
        .valid;
}

bool declarationIsValid(const IndianRules& rules, const std::vector<std::vector<Face>>& groups,
                        const WildCards& wild) {
    if (!is21(rules)) return checkDeclaration(groups, WildRank{wild.rank}, rules.handSize).valid;
    return checkDeclaration(groups, MeldRules::indian21(), wild, Qualification::indian21(),
                            rules.handSize)
        .valid;
}

int shownPoints(const IndianRules& rules, const std::vector<std::vector<Face>>& groups,
                const WildCards& wild) {
    const bool game21 = is21(rules);
    const MeldRules melds = game21 ? MeldRules::indian21() : MeldRules::indian13();
    const Qualification q = game21 ? Qualification::indian21() : Qualification::indian13();
    const SolverRules& values = game21 ? SolverRules::indian21() : SolverRules::indian13();
    int pure = 0, runs = 0, loose = 0, all = 0, bestPure = 0;
    for (const auto& group : groups) {
        const MeldKind kind = classify(group, melds, wild);
        const bool isPure =
            kind == MeldKind::PureRun || (kind == MeldKind::Tunnela && q.tunnelaCountsAsPure);
        pure += isPure;
        runs += isPure || kind == MeldKind::ImpureRun;
        int value = 0;
        for (const Face f : group) value += wild.isWild(f) ? 0 : values.value(f);
        all += value;
        if (kind == MeldKind::None) loose += value;
        if (isPure) bestPure = std::max(bestPure, value);
    }
    int points = all;
    if (q.met(pure, runs))
        points = loose;
    else if (!game21 && rules.pureSequenceAlone && pure > 0)
        points = all - bestPure;
    return std::min(points, rules.maxPoints);
}

MeldType groupType(const IndianRules& rules, std::span<const Face> group, const WildCards& wild) {
    if (!is21(rules)) return classifyMeld(group, WildRank{wild.rank});
    return meldTypeOf(classify(group, MeldRules::indian21(), wild));
}

int cardPoints(const IndianRules& rules, Face card, const WildCards& wild) {
    if (!is21(rules)) return WildRank{wild.rank}.pointValue(card);
    return wild.isWild(card) ? 0 : SolverRules::indian21().value(card);
}

HandEvaluation evaluateHand(const IndianRules& rules, std::span<const Face> hand,
                            const WildCards& wild, int handSize) {
    if (!is21(rules))
        return HandSolver::evaluate(hand, WildRank{wild.rank}, scoringOptions(rules), handSize);
    return HandSolver::evaluate(SolverRules::indian21(), hand, wild, options21(rules), handSize);
}

bool qualifies(const IndianRules& rules, int pureSequences, int sequences) {
    const Qualification q = is21(rules) ? Qualification::indian21() : Qualification::indian13();
    return q.met(pureSequences, sequences);
}

std::optional<moves::Finish> bestDeclaration(std::span<const Card> hand, const WildCards& wild,
                                             const IndianRules& rules) {
    if (!is21(rules)) return solvedFinish(hand, WildRank{wild.rank}, rules);
    return solvedFinish(SolverRules::indian21(), hand, wild, rules.handSize, options21(rules));
}

}  // namespace rummy

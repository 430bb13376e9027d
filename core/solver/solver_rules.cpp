// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/solver_rules.h"

#include <algorithm>

#include "game/variant.h"

namespace rummy {

SolverRules SolverRules::of(const CardValues& values, const MeldRules& melds,
                            const Qualification& qualification) {
    SolverRules r;
    for (int rank = 1; rank <= 13; ++rank) {
        const int v = values.inHand(Face(static_cast<Rank>(rank), Suit::Spades));
        r.deadwood[static_cast<std::size_t>(rank) - 1] = static_cast<std::uint8_t>(v);
    }
    r.ace = melds.ace;
    // Pure runs are runs: a hand needing p pure runs needs at least p runs.
    const int pure = std::clamp(qualification.pureSequences, 0, kMaxCap);
    r.pureRuns = static_cast<std::uint8_t>(pure);
    r.runs = static_cast<std::uint8_t>(std::clamp(qualification.sequences, pure, kMaxCap));
    r.maxSetSize = static_cast<std::uint8_t>(std::clamp(melds.maxSetSize, 0, MeldRules::kNoLimit));
    r.tunnela = melds.tunnela && qualification.tunnelaCountsAsPure;
    return r;
}

MeldRules SolverRules::meldRules() const {
    MeldRules m;
    m.ace = ace;
    m.maxSetSize = maxSetSize;
    m.tunnela = tunnela;
    return m;
}

SolverRules SolverRules::of(const VariantRules& rules) {
    return of(rules.values, rules.melds, rules.qualification);
}

const SolverRules& SolverRules::indian13() {
    static const SolverRules rules = of(defaultRules(Variant::Indian13));
    return rules;
}

const SolverRules& SolverRules::indian21() {
    static const SolverRules rules = of(defaultRules(Variant::Indian21));
    return rules;
}

const SolverRules& SolverRules::gin() {
    static const SolverRules rules = [] {
        SolverRules r = of(defaultRules(Variant::Gin));
        r.finishTie = FinishTie::HigherCard;
        return r;
    }();
    return rules;
}

}  // namespace rummy

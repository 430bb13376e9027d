// SPDX-License-Identifier: GPL-3.0-or-later
// Turning the solver's choice back into the groups of cards a player would lay out.
#include <algorithm>

#include "melds/meld_rules.h"
#include "solver/detail/hand_layout.h"

namespace rummy::detail {

std::vector<Group> HandLayout::groups(const LayoutResult& result) const {
    // Groups are labelled by the meld rules the solver follows; for the 13-card game that is
    // classifyMeld, their fast path.
    const MeldRules meldRules = solverRules_->meldRules();
    const bool indian = meldRules == MeldRules::indian13();
    const WildCards wildCards = WildCards::of(wild_);
    auto typeOf = [&](const std::vector<Face>& cards) {
        return indian ? classifyMeld(cards, wild_)
                      : meldTypeOf(classify(cards, meldRules, wildCards));
    };
    std::vector<Group> melds;
    std::vector<Face> leftover;
    // The joker pool: printed jokers first for stand-ins; wild cards of a suit are kept
    // for that suit's in-place use until every run has taken what it needs.
    std::array<int, 4> wildLeft = wildBySuit_;
    int printedLeft = printed_;
    std::vector<Group> pendingRuns;  // runs still owed generic jokers
    std::vector<int> owed;

    const auto ranks = setRanks();
    auto suits = suits_;
    for (std::size_t i = 0; i < ranks.size() && i < result.setChoice.size(); ++i) {
        const auto& opt = ranks[i].options[result.setChoice[i]];
        for (int s = 0; s < 4; ++s) suits[s].count[ranks[i].rank] -= opt.take[s];
        for (std::size_t k = 0; k < opt.sets; ++k) {
            Group g;
            for (int s = 0; s < 4; ++s)
                if (opt.masks[k] >> s & 1u) g.cards.push_back(faceAt(ranks[i].rank, s));
            pendingRuns.push_back(g);
            owed.push_back(g.cards.size() < 3 ? 3 - static_cast<int>(g.cards.size()) : 0);
        }
    }
    for (int s = 0; s < 4; ++s) {
        const SuitPlan plan = suitPlan(suits[s], result.suitChoice[s]);
        for (const auto& run : plan.runs) {
            Group g;
            for (int pos = run.start; pos <= run.end; ++pos) {
                if (run.naturals >> pos & 1u) g.cards.push_back(faceAt(pos, s));
                if (run.inPlace >> pos & 1u) {
                    g.cards.push_back(faceAt(pos, s));
                    --wildLeft[s];
                }
            }
            pendingRuns.push_back(g);
            owed.push_back(run.generic);
        }
        for (int pos = 0; pos < 14; ++pos)
            for (int k = 0; k < plan.deadwood[pos]; ++k) leftover.push_back(faceAt(pos, s));
    }
    auto takeJoker = [&]() -> Face {
        if (printedLeft > 0) {
            --printedLeft;
            return Face::joker();
        }
        for (int s = 0; s < 4; ++s)
            if (wildLeft[s] > 0) {
                --wildLeft[s];
                return Face(*wild_.rank, static_cast<Suit>(s));
            }
        return Face::joker();  // unreachable: the search never overspends the pool
    };
    for (std::size_t i = 0; i < pendingRuns.size(); ++i) {
        for (int k = 0; k < owed[i]; ++k) pendingRuns[i].cards.push_back(takeJoker());
        melds.push_back(std::move(pendingRuns[i]));
    }
    std::vector<Face> spare;
    while (printedLeft > 0 ||
           std::any_of(wildLeft.begin(), wildLeft.end(), [](int w) { return w > 0; }))
        spare.push_back(takeJoker());
    // Three or more spare jokers are a run of their own: as many runs of three as the
    // qualification counts (the search counts no more), at least one, the last taking the rest
    // (two runs from six in the 13-card game).
    if (spare.size() >= 3) {
        const std::size_t most = static_cast<std::size_t>(std::max(1, rules_->runCap));
        const std::size_t runs = std::min(most, spare.size() / 3);
        for (std::size_t k = 0; k < runs; ++k) {
            const auto from = spare.begin() + static_cast<std::ptrdiff_t>(3 * k);
            melds.push_back({MeldType::None, {from, k + 1 < runs ? from + 3 : spare.end()}});
        }
        spare.clear();
    }
    for (auto& g : melds) g.type = typeOf(g.cards);
    // One or two spare jokers join a meld whose kind they cannot spoil: a set with room or an
    // impure run first, a pure run only when the pure runs the qualification needs remain.
    const auto setRoom = static_cast<std::size_t>(rules_->maxSetSize);
    for (const Face j : spare) {
        Group* target = nullptr;
        int pure = 0;
        for (auto& g : melds) pure += g.type == MeldType::Pure;
        for (auto& g : melds)
            if ((g.type == MeldType::Set && g.cards.size() < setRoom) ||
                (g.type == MeldType::Impure && g.cards.size() < 13)) {
                target = &g;
                break;
            }
        if (!target)
            for (auto& g : melds)
                if (g.type == MeldType::Pure && (pure > rules_->pureCap || !result.qualifies) &&
                    g.cards.size() < 13) {
                    target = &g;
                    break;
                }
        if (target) {
            target->cards.push_back(j);
            target->type = typeOf(target->cards);
        } else {
            leftover.push_back(j);
        }
    }
    std::stable_sort(melds.begin(), melds.end(), [](const Group& a, const Group& b) {
        return static_cast<int>(a.type) < static_cast<int>(b.type);  // pure, impure, set
    });
    if (!leftover.empty()) melds.push_back({MeldType::None, leftover});
    return melds;
}

}  // namespace rummy::detail

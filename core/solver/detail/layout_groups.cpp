// SPDX-License-Identifier: GPL-3.0-or-later
// Turning the solver's choice back into the groups of cards a player would lay out.
#include "solver/detail/layout_groups.h"

#include <algorithm>
#include <optional>

#include "melds/meld_rules.h"

namespace rummy::detail {

namespace {

bool isPure(MeldType t) {
    return t == MeldType::Pure || t == MeldType::Tunnela;
}

}  // namespace

std::vector<Group> LayoutGroups::of(const HandLayout& hand, const LayoutResult& result) {
    // Groups are labelled by the meld rules the solver follows; for the 13-card game that is
    // classifyMeld, their fast path. Printed jokers are wild to the solver in every game.
    const MeldRules meldRules = hand.solverRules_->meldRules();
    WildCards wildCards = hand.wild_;
    wildCards.printedJokers = true;
    const bool indian =
        meldRules == MeldRules::indian13() && !hand.wild_.faces[0] && !hand.wild_.faces[1];
    auto typeOf = [&](const std::vector<Face>& cards) {
        return indian ? classifyMeld(cards, WildRank{hand.wild_.rank})
                      : meldTypeOf(classify(cards, meldRules, wildCards));
    };
    std::vector<Group> melds;
    std::vector<Face> leftover;
    // The joker pool: printed jokers first for stand-ins; wild cards of a suit are kept
    // for that suit's own use (in place, tunnelas) until every meld has taken what it needs.
    std::array<std::uint32_t, 4> wildLeft{};
    for (int s = 0; s < 4; ++s) wildLeft[s] = hand.suits_[s].wild;
    int printedLeft = hand.printed_;
    std::vector<Group> pendingRuns;  // melds still owed generic jokers
    std::vector<int> owed;

    const auto ranks = hand.setRanks();
    auto suits = hand.suits_;
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
                    wildLeft[s] = withoutOne(wildLeft[s], pos);
                }
            }
            pendingRuns.push_back(g);
            owed.push_back(run.generic);
        }
        for (const auto& t : plan.tunnelas) {
            melds.push_back({MeldType::None, std::vector<Face>(3, faceAt(t.rank, s))});
            if (t.wild) wildLeft[s] -= std::uint32_t{3} << (2 * t.rank);
        }
        for (int pos = 0; pos < 14; ++pos)
            for (int k = 0; k < plan.deadwood[pos]; ++k) leftover.push_back(faceAt(pos, s));
    }
    int wildTotal = 0;
    for (const std::uint32_t w : wildLeft) wildTotal += packedTotal(w);
    int owedTotal = 0;
    for (const int k : owed) owedTotal += k;
    // Printed jokers the stand-ins can spare make tunnelas (the search counted them so).
    if (hand.rules_->tunnela) {
        const int spare = printedLeft + wildTotal - owedTotal;
        for (int t = std::min(printedLeft, spare) / 3; t > 0; --t) {
            melds.push_back({MeldType::None, std::vector<Face>(3, Face::joker())});
            printedLeft -= 3;
        }
    }
    auto takeJoker = [&]() -> Face {
        if (printedLeft > 0) {
            --printedLeft;
            return Face::joker();
        }
        for (int s = 0; s < 4; ++s)
            for (int r = 0; r < 13; ++r)
                if (countAt(wildLeft[s], r) > 0) {
                    wildLeft[s] -= std::uint32_t{1} << (2 * r);
                    return faceAt(r, s);
                }
        return Face::joker();  // unreachable: the search never overspends the pool
    };
    for (std::size_t i = 0; i < pendingRuns.size(); ++i) {
        for (int k = 0; k < owed[i]; ++k) pendingRuns[i].cards.push_back(takeJoker());
        melds.push_back(std::move(pendingRuns[i]));
    }
    std::vector<Face> spare;
    while (printedLeft > 0 ||
           std::any_of(wildLeft.begin(), wildLeft.end(), [](std::uint32_t w) { return w > 0; }))
        spare.push_back(takeJoker());
    // Three or more spare jokers are a run of their own: as many runs of three as the
    // qualification counts (the search counts no more), at least one, the last taking the rest
    // (two runs from six in the 13-card game).
    if (spare.size() >= 3) {
        const std::size_t most = static_cast<std::size_t>(std::max(1, hand.rules_->shownRuns));
        const std::size_t runs = std::min(most, spare.size() / 3);
        for (std::size_t k = 0; k < runs; ++k) {
            const auto from = spare.begin() + static_cast<std::ptrdiff_t>(3 * k);
            melds.push_back({MeldType::None, {from, k + 1 < runs ? from + 3 : spare.end()}});
        }
        spare.clear();
    }
    for (auto& g : melds) g.type = typeOf(g.cards);
    for (const Face j : spare) placeSpare(hand, j, result.qualifies, typeOf, melds, leftover);
    std::stable_sort(melds.begin(), melds.end(), [](const Group& a, const Group& b) {
        return static_cast<int>(a.type) < static_cast<int>(b.type);  // pure, tunnela, impure, set
    });
    if (!leftover.empty()) melds.push_back({MeldType::None, leftover});
    return melds;
}

// One or two spare jokers join a meld whose kind they cannot spoil: a set with room or an
// impure run first, a pure run only when more pure runs remain than the qualification needs,
// or (a wild card) a pure run it extends in its own place. When every meld is a pure run the
// hand needs, a pure run of six cards or more is cut in two, which makes one more to spare
// (three pure runs of 13, 3 and 3 cards and two jokers hold every card of a 21-card hand).
void LayoutGroups::placeSpare(const HandLayout& hand, Face joker, bool qualifies,
                              const TypeOf& typeOf, std::vector<Group>& melds,
                              std::vector<Face>& leftover) {
    const auto setRoom = static_cast<std::size_t>(hand.rules_->maxSetSize);
    auto join = [&](Group& g) {
        g.cards.push_back(joker);
        g.type = typeOf(g.cards);
    };
    for (auto& g : melds)
        if ((g.type == MeldType::Set && g.cards.size() < setRoom) ||
            (g.type == MeldType::Impure && g.cards.size() < 13)) {
            join(g);
            return;
        }
    int pure = 0;
    for (const auto& g : melds) pure += isPure(g.type);
    const bool surplus = pure > hand.rules_->pureCap || !qualifies;
    for (auto& g : melds) {
        if (g.type != MeldType::Pure || g.cards.size() >= 13) continue;
        std::vector<Face> with = g.cards;
        with.push_back(joker);
        if (surplus || typeOf(with) == MeldType::Pure) {
            join(g);
            return;
        }
    }
    for (std::size_t i = 0; i < melds.size(); ++i) {
        if (melds[i].type != MeldType::Pure || melds[i].cards.size() < 6) continue;
        // The run's cards in order (its ace low, then high), cut after the third.
        for (const bool aceHigh : {false, true}) {
            std::vector<Face> cards = melds[i].cards;
            std::sort(cards.begin(), cards.end(), [&](Face a, Face b) {
                auto place = [&](Face f) {
                    const int r = static_cast<int>(f.rank());
                    return r == 1 && aceHigh ? 14 : r;
                };
                return place(a) < place(b);
            });
            Group low{MeldType::None, {cards.begin(), cards.begin() + 3}};
            Group high{MeldType::None, {cards.begin() + 3, cards.end()}};
            low.type = typeOf(low.cards);
            high.type = typeOf(high.cards);
            if (low.type != MeldType::Pure || high.type != MeldType::Pure) continue;
            join(high);
            melds[i] = std::move(low);
            melds.push_back(std::move(high));
            return;
        }
    }
    leftover.push_back(joker);
}

}  // namespace rummy::detail

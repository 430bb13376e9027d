// SPDX-License-Identifier: GPL-3.0-or-later
// Gin hands through the one solver (HandSolver with SolverRules::gin(): no qualification, so its
// points are the least deadwood). tests/support/gin_reference.h keeps the first, simple search
// as the slow reference the tests compare against.
#include "gin/gin_hand.h"

#include <algorithm>

#include "solver/hand_solver.h"

namespace rummy {

namespace {

// The hand without printed jokers (a Gin deck has none; they are ignored). Most hands hold
// none and are used as they are, without a copy.
class Naturals {
public:
    explicit Naturals(std::span<const Face> cards) : view_(cards) {
        if (std::none_of(cards.begin(), cards.end(), [](Face f) { return f.isPrintedJoker(); }))
            return;
        for (const Face f : cards)
            if (!f.isPrintedJoker()) copy_.push_back(f);
        view_ = copy_;
    }
    std::span<const Face> span() const { return view_; }

private:
    std::span<const Face> view_;
    std::vector<Face> copy_;
};

int leastDeadwood(std::span<const Face> cards) {
    return HandSolver::points(SolverRules::gin(), cards, WildRank{});
}

}  // namespace

GinHand bestGinHand(std::span<const Face> cards) {
    const Naturals naturals(cards);
    const auto hand = naturals.span();
    // handSize = the hand's size: no card is set aside.
    const HandEvaluation ev =
        HandSolver::evaluate(SolverRules::gin(), hand, WildRank{}, ScoringOptions::uncapped(),
                             static_cast<int>(hand.size()));
    GinHand out;
    out.deadwood = ev.points;
    for (const Group& g : ev.groups) {
        std::vector<Face> faces = g.cards;
        std::sort(faces.begin(), faces.end());  // runs by rank, sets by suit
        if (g.type == MeldType::None) {
            out.deadwoodCards.insert(out.deadwoodCards.end(), faces.begin(), faces.end());
        } else {
            out.melds.push_back(std::move(faces));
        }
    }
    std::sort(out.deadwoodCards.begin(), out.deadwoodCards.end());
    std::sort(out.melds.begin(), out.melds.end());  // by their first card: deterministic
    return out;
}

int ginDeadwood(std::span<const Face> cards) {
    const Naturals naturals(cards);
    return leastDeadwood(naturals.span());
}

// The solver's finishing search: the least deadwood after one card is set aside, and with
// Gin's rules (FinishTie::HigherCard) the documented card among equal discards.
GinDiscard bestGinDiscard(std::span<const Face> cards) {
    const Naturals naturals(cards);
    const auto hand = naturals.span();
    if (hand.empty()) return {Face(), 1 << 30};
    const HandSolver::Finish finish = HandSolver::bestFinish(SolverRules::gin(), hand, WildRank{});
    return {finish.card, finish.points};
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
// Gin hands through the one solver (HandSolver with SolverRules::gin(): no qualification, so its
// points are the least deadwood). tests/support/gin_reference.h keeps the first, simple search
// as the slow reference the tests compare against.
#include "gin/gin_hand.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>

#include "gin/gin_rules.h"
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

// Whether a card lies in no meld the hand allows: no run of three through it in its suit (the
// ace low only) and fewer than three cards of its rank.
bool inNoMeld(Face f, std::uint64_t held) {
    const int suit = static_cast<int>(f.suit());
    const int rank = static_cast<int>(f.rank()) - 1;
    auto has = [&](int r) { return r >= 0 && r < 13 && (held >> (suit * 13 + r) & 1u); };
    if ((has(rank - 2) && has(rank - 1)) || (has(rank - 1) && has(rank + 1)) ||
        (has(rank + 1) && has(rank + 2)))
        return false;
    int sameRank = 0;
    for (int s = 0; s < 4; ++s) sameRank += held >> (s * 13 + rank) & 1u;
    return sameRank < 3;
}

// The documented order among discards that leave the same deadwood: the higher card, then the
// lower face index.
bool preferred(Face a, Face b) {
    if (ginValue(a) != ginValue(b)) return ginValue(a) > ginValue(b);
    return a.index() < b.index();
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

// The solver's finishing search gives the least deadwood after a discard, D, and one card that
// leaves it; among equal discards it picks by its own order. The documented order is found from
// there: a card preferred to the solver's (as high, or as high and lower in index) leaves D too
// if it lies in no meld (the rest is then the hand's best arrangement without it, at least as
// good as the solver's discard), and otherwise is checked by solving the rest.
GinDiscard bestGinDiscard(std::span<const Face> cards) {
    const Naturals naturals(cards);
    const auto hand = naturals.span();
    if (hand.empty()) return {Face(), 1 << 30};
    const HandSolver::Finish finish = HandSolver::bestFinish(SolverRules::gin(), hand, WildRank{});
    std::uint64_t held = 0;
    for (const Face f : hand) held |= std::uint64_t{1} << f.index();
    // The cards preferred to the solver's, best first; usually none or a few, so each is
    // found by a scan rather than by sorting the hand.
    std::optional<Face> last;
    std::vector<Face> rest;
    for (;;) {
        std::optional<Face> next;
        for (const Face f : hand)
            if (preferred(f, finish.card) && (!last || preferred(*last, f)) &&
                (!next || preferred(f, *next)))
                next = f;
        if (!next) return {finish.card, finish.points};
        last = next;
        if (inNoMeld(*next, held)) return {*next, finish.points};
        rest.assign(hand.begin(), hand.end());
        rest.erase(std::find(rest.begin(), rest.end(), *next));
        // At most D is all that is asked (no discard leaves less).
        const int d =
            HandSolver::pointsBelow(SolverRules::gin(), rest, WildRank{}, finish.points + 1);
        if (d == finish.points) return {*next, finish.points};
    }
}

}  // namespace rummy

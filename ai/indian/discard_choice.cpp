// SPDX-License-Identifier: GPL-3.0-or-later
#include "indian/discard_choice.h"

#include <algorithm>
#include <climits>

#include "indian/declaration.h"
#include "solver/hand_solver.h"

namespace rummy {

namespace {
// "Early" is the first couple of rounds of the table: high loose cards are cheapest to shed
// before anyone collects them, and costliest to be caught with.
constexpr int kEarlyTurns = 3;
constexpr int kHighCard = 10;
// Counting the draws that would finish the hand is worth its cost (a few dozen solver calls)
// only when at most this many cards are outside melds.
constexpr int kNearlyDone = 4;
// Moves of a deal after which it counts as long: twice round a two-player closed deck (78
// cards), over three times the longest deal of the recorded bot matches (tests/data/records);
// the arena's fixed-seed counts (tests/data/arena) never reach it.
constexpr int kLongDealMoves = 300;
}  // namespace

bool longDeal(const PlayerView& view) {
    return view.moves() >= kLongDealMoves;
}

FaceBuffer FaceBuffer::of(const PlayerView& view) {
    FaceBuffer b;
    for (const Card c : view.hand)
        if (b.size < HandPlan::kMaxCards) b.push(c.face());
    return b;
}

DiscardChooser::DiscardChooser(const PlayerView& view, const CardMemory& memory,
                               const DiscardWeights& w)
    : view_(view), memory_(memory), w_(w) {
    for (int s = 0, n = int(view.seats.size()); s < n && next_ < 0; ++s) {
        const int seat = (view.seat + 1 + s) % n;
        if (seat != view.seat && view.seats[std::size_t(seat)].outcome == Outcome::Playing)
            next_ = seat;
    }
    const int players = std::max(1, int(view.seats.size()));
    early_ = view.moves() < 2 * kEarlyTurns * players;
}

int DiscardChooser::danger(Face f) const {
    if (next_ < 0) return 0;
    int d = w_.nextSeat * memory_.interest(next_, f, view_.wild);
    if (w_.otherSeats > 0)
        for (int s = 0, n = int(view_.seats.size()); s < n; ++s)
            if (s != view_.seat && s != next_ &&
                view_.seats[std::size_t(s)].outcome == Outcome::Playing)
                d += w_.otherSeats * memory_.interest(s, f, view_.wild);
    return d;
}

// Live cards that would make the hand valid after throwing `index`: the chance of declaring on
// the next draw. Only cards that touch the hand (a rank it holds, a suit neighbour, a joker)
// can matter, so the others are skipped without asking the solver.
int DiscardChooser::outsAfter(std::span<const Face> faces, int index) const {
    FaceBuffer rest;
    std::array<bool, Face::kCount> near{};
    for (int i = 0; i < int(faces.size()); ++i) {
        if (i == index) continue;
        const Face f = faces[std::size_t(i)];
        rest.push(f);
        if (f.isPrintedJoker()) continue;
        const int s = int(f.suit()), r = int(f.rank()) - 1;
        for (int t = 0; t < 4; ++t) near[std::size_t(t * 13 + r)] = true;
        for (int d = -2; d <= 2; ++d) near[std::size_t(s * 13 + (r + d + 13) % 13)] = true;
    }
    near[Face::kJokerIndex] = true;
    const ScoringOptions opts = scoringOptions(view_.indian().rules);
    int outs = 0;
    rest.push(Face{});
    for (int f = 0; f < Face::kCount; ++f) {
        const Face face = Face::fromIndex(f);
        const int live = memory_.live(face);
        if (live == 0 || !(near[std::size_t(f)] || view_.wild.isJoker(face))) continue;
        rest.faces[std::size_t(rest.size - 1)] = face;
        if (HandSolver::bestFinish(rest.span(), view_.wild, opts).valid) outs += live;
    }
    return outs;
}

int DiscardChooser::utility(std::span<const Face> faces, const HandPlan& plan, int index) const {
    const auto& e = plan.cards[std::size_t(index)];
    const Face f = faces[std::size_t(index)];
    int u = e.keep - w_.value * e.value;
    if (early_ && e.value >= kHighCard && e.role == CardRole::Loose) u -= w_.early * e.value;
    if (e.role != CardRole::Joker) {
        u += danger(f);
        if (w_.thrownBonus > 0 && memory_.thrownByOthers(f)) u -= w_.thrownBonus;
    }
    if (w_.solver > 0 && e.role != CardRole::Joker) {
        FaceBuffer rest;
        for (int i = 0; i < int(faces.size()); ++i)
            if (i != index) rest.push(faces[std::size_t(i)]);
        u += w_.solver *
             HandSolver::points(rest.span(), view_.wild, scoringOptions(view_.indian().rules));
    }
    return u;
}

DiscardChoice DiscardChooser::choose(std::span<const Face> faces, const HandPlan& plan,
                                     bool lookahead) const {
    const int n = int(faces.size());
    std::array<int, HandPlan::kMaxCards> u{};
    int best = -1, plain = -1;
    int plainU = INT_MAX;
    for (int i = 0; i < n; ++i) {
        // Two copies of a face are the same decision: score the first only.
        bool dup = false;
        for (int k = 0; k < i && !dup; ++k) dup = faces[std::size_t(k)] == faces[std::size_t(i)];
        u[std::size_t(i)] = dup ? INT_MAX : utility(faces, plan, i);
        if (dup) continue;
        if (best < 0 || u[std::size_t(i)] < u[std::size_t(best)]) best = i;
        const auto& e = plan.cards[std::size_t(i)];
        const int pu = e.keep - w_.value * e.value;
        if (pu < plainU) plainU = pu, plain = i;
    }
    int unmelded = 0;
    for (int i = 0; i < n; ++i) {
        const CardRole r = plan.cards[std::size_t(i)].role;
        unmelded += r == CardRole::Loose || r == CardRole::RunDraw || r == CardRole::SetDraw;
    }
    if (lookahead && w_.outs > 0 && plan.pureRuns > 0 && unmelded <= kNearlyDone) {
        // Close to declaring: among the few best candidates, keep the most ways to finish.
        std::array<int, HandPlan::kMaxCards> order{};
        int m = 0;
        for (int i = 0; i < n; ++i)
            if (u[std::size_t(i)] != INT_MAX && plan.cards[std::size_t(i)].role != CardRole::Joker)
                order[std::size_t(m++)] = i;
        const int k = std::min(m, 3);
        std::partial_sort(order.begin(), order.begin() + k, order.begin() + m,
                          [&](int a, int b) { return u[std::size_t(a)] < u[std::size_t(b)]; });
        int bestScore = INT_MAX;
        for (int j = 0; j < k; ++j) {
            const int t = order[std::size_t(j)];
            const int score = u[std::size_t(t)] - w_.outs * outsAfter(faces, t);
            if (score < bestScore) bestScore = score, best = t;
        }
    }
    DiscardChoice out;
    out.index = best;
    const auto& e = plan.cards[std::size_t(best)];
    const Face f = faces[std::size_t(best)];
    Explanation& why = out.why;
    why.value = e.value;
    if (!f.isPrintedJoker() && !memory_.anyoneCollects(f.suit())) why.suit = f.suit();
    if (best != plain && plain >= 0)
        why.reason = Reason::DiscardSafe;
    else if (e.role != CardRole::Loose)
        why.reason = Reason::DiscardBreaksLeast;
    else if (early_ && e.value >= kHighCard)
        why.reason = Reason::DiscardHighCard;
    else
        why.reason = Reason::DiscardDeadwood;
    return out;
}

}  // namespace rummy

namespace rummy {

std::optional<Explanation> DiscardChooser::openCardWorth(std::span<const Face> withTop,
                                                         int margin) const {
    const int top = int(withTop.size()) - 1;
    const Face card = withTop[std::size_t(top)];
    Explanation why{Reason::DrawOpenCompletes, std::nullopt, 0, std::nullopt};
    if (view_.wild.isJoker(card)) return why;
    if (HandSolver::bestFinish(withTop, view_.wild, scoringOptions(view_.indian().rules)).valid)
        return why;
    const HandPlan plan = HandPlan::of(withTop, view_.wild, memory_.liveCounts(), longDeal(view_));
    const DiscardChoice c = choose(withTop, plan, false);
    if (c.index == top || withTop[std::size_t(c.index)] == card) return std::nullopt;
    const CardRole role = plan.cards[std::size_t(top)].role;
    if (role == CardRole::PureRun || role == CardRole::Set) return why;
    const int gain = utility(withTop, plan, top) - utility(withTop, plan, c.index);
    if (gain < margin) return std::nullopt;
    why.reason = Reason::DrawOpenImproves;
    why.value = plan.cards[std::size_t(top)].value;
    return why;
}

Decision decideDraw(const PlayerView& view, const DiscardChooser& chooser, int margin) {
    if (view.canDrawOpen) {
        FaceBuffer withTop = FaceBuffer::of(view);
        withTop.push(view.pile.back().card.face());
        auto why = chooser.openCardWorth(withTop.span(), margin);
        if (why || !canDrawClosed(view)) {
            Explanation e =
                why.value_or(Explanation{Reason::DrawOpenImproves, std::nullopt, 0, std::nullopt});
            e.card = view.pile.back().card;
            return {moves::DrawOpen{}, e};
        }
    }
    return {moves::DrawClosed{}, {Reason::DrawClosed, std::nullopt, 0, std::nullopt}};
}

}  // namespace rummy

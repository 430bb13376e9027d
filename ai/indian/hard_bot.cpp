// SPDX-License-Identifier: GPL-3.0-or-later
#include "indian/hard_bot.h"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>

#include "card_memory.h"
#include "indian/declaration.h"
#include "indian/discard_choice.h"
#include "indian/play21.h"
#include "solver/hand_solver.h"

namespace rummy::indian {

namespace {

// The draw (DiscardChooser) keeps these weights; the discard uses danger() and thrownBonus.
constexpr DiscardWeights kHardWeights{2, 1, 8, 2, 8, 4, 6};
// Hard takes the open card only when it completes a meld or the hand: in the arena, taking it
// for a mere draw lost more (it tells the next seat what to hold back) than it gained.
constexpr int kOpenMargin = 1 << 20;
// A middle drop is considered only after this many of the seat's own turns: by then a hand
// with no pure run and no joker is unlikely to finish before someone else.
constexpr int kMiddleDropTurns = 6;
// "Well behind" in Pool: this many points more than the best seat still playing.
constexpr int kBehindBy = 30;

// The discard is scored in units: kPerPoint per point of assessed deadwood, on the scale of
// HandPlan's draw worth and DiscardChooser::danger.
constexpr int kPerPoint = 6;
// A hand that cannot qualify yet is this much worse with a pure run, and this much without
// one, than its least deadwood says (a pure run is the hardest meld to build).
constexpr int kNoQualify = 25;
constexpr int kNoPure = 50;
// One draw ahead: for the best three candidates within kClose units of the best, the
// deadwood the live cards would bring into melds, in points * kPerPoint / kAbsorbDiv units.
constexpr int kClose = 30;
constexpr int kAbsorbDiv = 16;
// Close to declaring (a pure run and at most kNearEnd cards outside melds): the best
// kOutsCandidates are worth kPerOut units per live card that would let the hand declare.
constexpr int kNearEnd = 6;
constexpr int kOutsCandidates = 3;
constexpr int kPerOut = 100;
// Solver calls per decision, shared equally by the candidates, so that a decision stays well
// under a millisecond. A call costs a few microseconds, several times that when the hand holds
// more than one joker or set rank, so such calls count more (callCost). In the arena these
// caps lost nothing measurable against 100 and 150 plain calls.
constexpr int kLookBudget = 60;
constexpr int kOutsBudget = 60;

using FaceSet = std::array<bool, Face::kCount>;

int scoreOf(const Assessment& a) {
    if (a.qualified >= 0) return a.qualified;
    if (a.withPure >= 0) return a.withPure + kNoQualify;
    return a.loose + kNoPure;
}

// Marks what could meld with `f`: its rank in every suit and its suit neighbours within two.
void markAround(FaceSet& set, Face f) {
    if (f.isPrintedJoker()) return;
    const int s = int(f.suit()), rank = int(f.rank()) - 1;
    for (int t = 0; t < 4; ++t) set[std::size_t(t * 13 + rank)] = true;
    for (int d = -2; d <= 2; ++d) set[std::size_t(s * 13 + (rank + d + 13) % 13)] = true;
}

struct Candidate {
    int index = 0;
    int score = 0;  // scoreOf the thirteen cards that would remain
    int plain = 0;  // units without the table's signals (danger, thrown cards)
    int u = 0;      // units, lower is a better card to throw
};

// Hard's discard: every candidate scored by the exact assessment of the rest of the hand, then
// the few best refined by looking one draw ahead (see the header's strategy, item 2).
class HardDiscard {
public:
    HardDiscard(const PlayerView& view, const CardMemory& memory, const DiscardChooser& chooser,
                std::span<const Face> faces, const HandPlan& plan)
        : view_(view), memory_(memory), chooser_(chooser), faces_(faces), plan_(plan) {
        std::array<int, 13> suits{};  // bit per suit, by rank
        for (const Face f : faces)
            if (!f.isPrintedJoker()) suits[std::size_t(int(f.rank()) - 1)] |= 1 << int(f.suit());
        for (const int s : suits) setRanks_ += std::popcount(unsigned(s)) >= 3;
    }
    DiscardChoice choose();

private:
    // What a solver call on the rest of `index` plus one card costs against the budget: each
    // joker beyond the first, and each rank beyond the first held in three suits or more,
    // multiplies the arrangements the solver weighs.
    int callCost(int index, bool drawJoker) const {
        int jokers = drawJoker;
        for (int i = 0; i < int(faces_.size()); ++i)
            jokers += i != index && view_.wild.isJoker(faces_[std::size_t(i)]);
        return 1 + std::max(0, jokers - 1) + std::max(0, setRanks_ - 1);
    }
    FaceBuffer rest(int index) const {
        FaceBuffer b;
        for (int i = 0; i < int(faces_.size()); ++i)
            if (i != index) b.push(faces_[std::size_t(i)]);
        return b;
    }
    // The live faces of `set` plus every joker, the faces with two live copies first (they
    // count double, so they go first when the budget cuts the list).
    int drawsOf(FaceSet set, std::array<Face, Face::kCount>& out) const;
    // Whether a wild-rank face could sit in its own place in a run of the rest; otherwise it
    // can only stand in for another card, and the printed joker's answer is its answer.
    bool natural(int index, Face f) const;
    bool asJoker(int index, Face f) const {
        return view_.wild.isJoker(f) && (f.isPrintedJoker() || !natural(index, f));
    }
    int lookBonus(const Candidate& c, const FaceSet& around, int budget);
    int outs(const Candidate& c, const FaceSet& around, int budget);
    // The whole hand's score: what any candidate becomes when the thrown card comes back.
    int handScore() {
        if (handScore_ < 0) handScore_ = scoreOf(HandSolver::assess(faces_, view_.wild));
        return handScore_;
    }

    const PlayerView& view_;
    const CardMemory& memory_;
    const DiscardChooser& chooser_;
    std::span<const Face> faces_;
    const HandPlan& plan_;
    int handScore_ = -1;
    int setRanks_ = 0;
};

int HardDiscard::drawsOf(FaceSet set, std::array<Face, Face::kCount>& out) const {
    set[Face::kJokerIndex] = true;
    int n = 0;
    for (int copies = 2; copies >= 1; --copies)
        for (int f = 0; f < Face::kCount; ++f) {
            const Face face = Face::fromIndex(f);
            const int live = memory_.live(face);
            if ((set[std::size_t(f)] || view_.wild.isJoker(face)) &&
                (copies == 2 ? live >= 2 : live == 1))
                out[std::size_t(n++)] = face;
        }
    return n;
}

bool HardDiscard::natural(int index, Face f) const {
    for (int i = 0; i < int(faces_.size()); ++i) {
        const Face g = faces_[std::size_t(i)];
        if (i == index || g.isPrintedJoker() || g.suit() != f.suit() || g == f) continue;
        const int d = (int(g.rank()) - int(f.rank()) + 13) % 13;
        if (d <= 2 || d >= 11) return true;
    }
    return false;
}

// The deadwood the draws `around` would bring into melds (a card that melds nothing adds its
// own points), each weighted by its copies still live.
int HardDiscard::lookBonus(const Candidate& c, const FaceSet& around, int budget) {
    std::array<Face, Face::kCount> draws{};
    const int count = drawsOf(around, draws);
    FaceBuffer b = rest(c.index);
    b.push(Face{});
    const Face thrown = faces_[std::size_t(c.index)];
    long sum = 0;
    int jokerAfter = -1;
    for (int k = 0; k < count && budget > 0; ++k) {
        const Face face = draws[std::size_t(k)];
        const bool joker = asJoker(c.index, face);
        int after = 0;
        if (face == thrown) {
            after = handScore();  // the thrown card back: the hand as it is
        } else if (joker && jokerAfter >= 0) {
            after = jokerAfter;
        } else {
            b.faces[std::size_t(b.size - 1)] = joker ? Face::joker() : face;
            after = scoreOf(HandSolver::assess(b.span(), view_.wild));
            if (joker) jokerAfter = after;
            budget -= callCost(c.index, view_.wild.isJoker(b.faces[std::size_t(b.size - 1)]));
        }
        sum +=
            long(memory_.live(face)) * std::max(0, c.score + view_.wild.pointValue(face) - after);
    }
    return int(sum * kPerPoint / kAbsorbDiv);
}

// Live cards among `around` that would let the hand declare on the next draw after throwing c.
int HardDiscard::outs(const Candidate& c, const FaceSet& around, int budget) {
    std::array<Face, Face::kCount> draws{};
    const int count = drawsOf(around, draws);
    FaceBuffer b = rest(c.index);
    b.push(Face::joker());
    const Face thrown = faces_[std::size_t(c.index)];
    const ScoringOptions opts = scoringOptions(view_.indian().rules);
    // A joker can stand in for any card except in the only pure run: when it does not finish
    // the hand, only a card that completes that run (a suit neighbour) can.
    const bool jokerOut = HandSolver::bestFinish(b.span(), view_.wild, opts).valid;
    budget -= callCost(c.index, true);
    int n = 0;
    for (int k = 0; k < count && budget > 0; ++k) {
        const Face face = draws[std::size_t(k)];
        // The same card back is the hand as it is, which cannot declare (or it would have).
        if (face == thrown) continue;
        const int live = memory_.live(face);
        if (asJoker(c.index, face)) {
            n += jokerOut ? live : 0;
            continue;
        }
        if (!jokerOut && !natural(c.index, face)) continue;
        b.faces[std::size_t(b.size - 1)] = face;
        budget -= callCost(c.index, false);
        if (HandSolver::bestFinish(b.span(), view_.wild, opts).valid) n += live;
    }
    return n;
}

DiscardChoice HardDiscard::choose() {
    const int n = int(faces_.size());
    const int players = std::max(1, int(view_.seats.size()));
    const bool early = view_.moves() < 6 * players;
    // Candidates: one per face, never a joker, and no card of a pure run or a three-card set
    // while any other card will do.
    std::array<Candidate, HandPlan::kMaxCards> cands{};
    int m = 0;
    for (int pass = 0; pass < 3 && m == 0; ++pass)
        for (int i = 0; i < n; ++i) {
            const Face f = faces_[std::size_t(i)];
            bool dup = false;
            for (int k = 0; k < i && !dup; ++k) dup = faces_[std::size_t(k)] == f;
            if (dup) continue;
            const CardRole r = plan_.cards[std::size_t(i)].role;
            if (pass < 2 && r == CardRole::Joker) continue;
            if (pass == 0 && r == CardRole::PureRun) continue;
            if (pass == 0 && r == CardRole::Set) {
                int same = 0;
                for (int k = 0; k < n; ++k)
                    same += plan_.cards[std::size_t(k)].role == CardRole::Set &&
                            !faces_[std::size_t(k)].isPrintedJoker() &&
                            faces_[std::size_t(k)].rank() == f.rank();
                if (same == 3) continue;
            }
            cands[std::size_t(m++)].index = i;
        }
    for (int j = 0; j < m; ++j) {
        Candidate& c = cands[std::size_t(j)];
        const auto& e = plan_.cards[std::size_t(c.index)];
        const Face f = faces_[std::size_t(c.index)];
        const FaceBuffer r = rest(c.index);
        c.score = scoreOf(HandSolver::assess(r.span(), view_.wild));
        c.plain = kPerPoint * c.score + e.keep;
        if (early && e.value >= 10 && e.role == CardRole::Loose) c.plain -= e.value;
        c.u = c.plain;
        if (e.role != CardRole::Joker) {
            c.u += chooser_.danger(f);
            if (memory_.thrownByOthers(f)) c.u -= kHardWeights.thrownBonus;
        }
    }
    auto byU = [](const Candidate& a, const Candidate& b) {
        return a.u != b.u ? a.u < b.u : a.index < b.index;
    };
    std::sort(cands.begin(), cands.begin() + m, byU);
    int close = 0;
    while (close < std::min(m, 3) && cands[std::size_t(close)].u <= cands[0].u + kClose) ++close;
    if (close >= 2) {
        // Only the draws near one of the close candidates can tell them apart; the rest would
        // add about the same to each.
        FaceSet around{};
        for (int j = 0; j < close; ++j)
            markAround(around, faces_[std::size_t(cands[std::size_t(j)].index)]);
        for (int j = 0; j < close; ++j)
            cands[std::size_t(j)].u -=
                lookBonus(cands[std::size_t(j)], around, kLookBudget / close);
        std::sort(cands.begin(), cands.begin() + m, byU);
    }
    int unmelded = 0;
    for (int i = 0; i < n; ++i) {
        const CardRole r = plan_.cards[std::size_t(i)].role;
        unmelded += r == CardRole::Loose || r == CardRole::RunDraw || r == CardRole::SetDraw;
    }
    if (plan_.pureRuns > 0 && unmelded <= kNearEnd) {
        // As above, only the cards that could meld with a candidate (and jokers) can tell
        // the candidates apart: any other out finishes the hand whichever card goes.
        const int k = std::min(m, kOutsCandidates);
        FaceSet around{};
        for (int j = 0; j < k; ++j)
            markAround(around, faces_[std::size_t(cands[std::size_t(j)].index)]);
        for (int j = 0; j < k; ++j)
            cands[std::size_t(j)].u -=
                kPerOut * outs(cands[std::size_t(j)], around, kOutsBudget / k);
        std::sort(cands.begin(), cands.begin() + k, byU);
    }
    const Candidate& best = cands[0];
    int plain = best.index, plainU = INT_MAX;
    for (int j = 0; j < m; ++j)
        if (cands[std::size_t(j)].plain < plainU)
            plainU = cands[std::size_t(j)].plain, plain = cands[std::size_t(j)].index;

    DiscardChoice out;
    out.index = best.index;
    const auto& e = plan_.cards[std::size_t(best.index)];
    const Face f = faces_[std::size_t(best.index)];
    Explanation& why = out.why;
    why.value = e.value;
    if (!f.isPrintedJoker() && !memory_.anyoneCollects(f.suit())) why.suit = f.suit();
    if (best.index != plain)
        why.reason = Reason::DiscardSafe;
    else if (e.role != CardRole::Loose)
        why.reason = Reason::DiscardBreaksLeast;
    else if (early && e.value >= 10)
        why.reason = Reason::DiscardHighCard;
    else
        why.reason = Reason::DiscardDeadwood;
    return out;
}

bool hopelessForFirstDrop(const HandPlan& plan) {
    return plan.jokers == 0 && plan.pureRuns == 0 && plan.runDraws < 3 && plan.sets == 0;
}

std::optional<Decision> dropDecision(const PlayerView& view, const HandPlan& plan) {
    if (!view.indian().canDrop) return std::nullopt;
    const SeatView& me = view.seats[std::size_t(view.seat)];
    if (!me.hasDrawn) {
        if (!hopelessForFirstDrop(plan)) return std::nullopt;
        return Decision{moves::Drop{},
                        {Reason::FirstDrop, std::nullopt, view.indian().dropPoints, std::nullopt}};
    }
    if (!view.indian().rules.isPool()) return std::nullopt;
    const int myTurns = int(me.discarded.size());
    if (myTurns < kMiddleDropTurns || plan.pureRuns > 0 || plan.jokers > 0) return std::nullopt;
    const int limit = view.indian().rules.poolLimit;
    if (me.score + view.indian().rules.maxPoints < limit ||
        me.score + view.indian().dropPoints >= limit)
        return std::nullopt;
    int leader = me.score;
    for (int s = 0; s < int(view.seats.size()); ++s)
        if (s != view.seat && view.seats[std::size_t(s)].outcome == Outcome::Playing)
            leader = std::min(leader, view.seats[std::size_t(s)].score);
    if (me.score - leader < kBehindBy) return std::nullopt;
    return Decision{moves::Drop{},
                    {Reason::MiddleDrop, std::nullopt, view.indian().dropPoints, std::nullopt}};
}

}  // namespace

Decision HardBot::decide(const PlayerView& view) {
    if (view.indian().rules.variant == Variant::Indian21)
        return decide21(view, Style21::Hard, seed_);
    (void)seed_;  // Hard is deterministic by construction; the seed is the interface's.
    const CardMemory memory(view, true);
    const DiscardChooser chooser(view, memory, kHardWeights);
    if (view.phase == Phase::Draw) {
        if (view.indian().canDrop) {
            const FaceBuffer faces = FaceBuffer::of(view);
            const HandPlan plan =
                HandPlan::of(faces.span(), view.wild, memory.liveCounts(), longDeal(view));
            if (auto d = dropDecision(view, plan)) return std::move(*d);
        }
        return decideDraw(view, chooser, kOpenMargin);
    }
    if (auto d = declareIfValid(view)) return std::move(*d);
    const FaceBuffer faces = FaceBuffer::of(view);
    const HandPlan plan =
        HandPlan::of(faces.span(), view.wild, memory.liveCounts(), longDeal(view));
    DiscardChoice c = HardDiscard(view, memory, chooser, faces.span(), plan).choose();
    const Card card = view.hand[std::size_t(c.index)];
    c.why.card = card;
    return {moves::Discard{card}, c.why};
}

bool HardBot::wantsRejoin([[maybe_unused]] const PlayerView& view) {
    return true;
}

}  // namespace rummy::indian

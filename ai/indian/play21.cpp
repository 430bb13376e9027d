// SPDX-License-Identifier: GPL-3.0-or-later
#include "indian/play21.h"

#include <algorithm>
#include <array>
#include <climits>
#include <optional>

#include "card_memory.h"
#include "cards/rng.h"
#include "game/variant.h"
#include "indian/declaration.h"
#include "indian/discard_choice.h"
#include "indian/hand_plan.h"
#include "solver/hand_solver.h"

namespace rummy {

namespace {

// The measure counts every card left out of melds kBase points above its value: the race to
// declare is about how many cards are still loose, their points only break ties (in the arena
// a plain count of points lost to Easy more often).
constexpr int kBase = 20;
// Each pure sequence short of three costs this much measure: four or five loose cards. Smaller
// penalties (25, 50) let the hand drift towards cheap sets and lost in the arena.
constexpr int kPurePenalty = 120;
// Medium weighs only the hand's pure sequences down to two (the solver's searches for one or
// none cost several times more on 21 cards, and the arena could not tell the difference), and
// only the quick reading's best kMediumCandidates discards.
constexpr int kMediumMinPure = 2;
constexpr int kMediumCandidates = 4;
// The discard is scored in units: kPerPoint per point of measure, on the scale of HandPlan's
// draw worth and DiscardChooser::danger.
constexpr int kPerPoint = 6;
// Medium takes the open card when, in place of the card it would throw, it lowers the measure
// by this much (a closed draw is a free lottery ticket and tells the table nothing).
constexpr int kMediumOpenMargin = 20;
// Hard takes it when it beats the measure the next closed draw may expect by this much.
constexpr int kHardOpenEdge = 5;
// Hard looks one draw ahead for its best few discards.
constexpr int kLookCandidates = 3;
constexpr std::uint64_t kCarelessOneIn = 3;
// Hard's first drop: no wild card, no pure run, few run draws, and three pure sequences short
// even at best. It rarely fires: 21 cards seldom hold nothing.
constexpr int kHopeless = 3 * kPurePenalty + 70;
// The weights of the table's signals (DiscardChooser::danger and thrownBonus).
constexpr DiscardWeights kMediumSignals{2, 0, 6, 0, 8, 0, 0};
constexpr DiscardWeights kHardSignals{2, 0, 8, 2, 8, 0, 0};

// The solver's rules with k pure sequences (and k sequences) needed: 21-card's melds, its
// values plus kBase, and a weaker qualification for k < 3 to rank hands that do not qualify.
const SolverRules& pureRules(int k) {
    static const std::array<SolverRules, 4> rules = [] {
        std::array<SolverRules, 4> r{};
        const VariantRules v = defaultRules(Variant::Indian21);
        for (int i = 0; i < 4; ++i) {
            r[std::size_t(i)] = SolverRules::of(v.values, v.melds, Qualification{i, i, true});
            for (auto& d : r[std::size_t(i)].deadwood) d = std::uint8_t(d + kBase);
        }
        return r;
    }();
    return rules[std::size_t(k)];
}

// The measure of a 21-card hand (lower is better): the least deadwood with three pure
// sequences, or with fewer (down to `minPure`) plus kPurePenalty for each one short. Exact below
// `limit`; at or above it, `limit` or more (the solver prunes what cannot beat it).
int progress(std::span<const Face> hand, const WildCards& wild, int minPure,
             int limit = INT_MAX / 2) {
    int best = limit;
    for (int k = 3; k >= minPure; --k) {
        const int pen = (3 - k) * kPurePenalty;
        if (pen >= best) break;
        best = std::min(best, HandSolver::pointsBelow(pureRules(k), hand, wild, best - pen) + pen);
    }
    return best;
}

FaceBuffer without(std::span<const Face> faces, int index) {
    FaceBuffer b;
    for (int i = 0; i < int(faces.size()); ++i)
        if (i != index) b.push(faces[std::size_t(i)]);
    return b;
}

int plainUnits(const HandPlan& plan, int i) {
    return plan.cards[std::size_t(i)].keep - 2 * plan.cards[std::size_t(i)].value;
}

// The card the quick reading would throw: the costliest that helps least, never a wild card.
int plainChoice(std::span<const Face> faces, const HandPlan& plan, const WildCards& wild) {
    int best = -1;
    for (int i = 0; i < int(faces.size()); ++i)
        if (!wild.isWild(faces[std::size_t(i)]) &&
            (best < 0 || plainUnits(plan, i) < plainUnits(plan, best)))
            best = i;
    return best < 0 ? 0 : best;  // a hand of wild cards only: any will do
}

// The cards worth weighing as discards, into `order`: every card but the wild ones, one per
// face, the quick reading's favourites first (so that the bound the solver searches against is
// tight early). Returns how many.
int candidates(std::span<const Face> faces, const HandPlan& plan, const WildCards& wild,
               std::array<int, HandPlan::kMaxCards>& order) {
    int n = 0;
    for (int i = 0; i < int(faces.size()); ++i) {
        const Face f = faces[std::size_t(i)];
        bool dup = wild.isWild(f);
        for (int k = 0; k < i && !dup; ++k) dup = faces[std::size_t(k)] == f;
        if (!dup) order[std::size_t(n++)] = i;
    }
    std::sort(order.begin(), order.begin() + n,
              [&](int a, int b) { return plainUnits(plan, a) < plainUnits(plan, b); });
    return n;
}

// The draw units of a card the quick reading keeps as a draw (thrown, the hand loses them).
int drawKeep(const HandPlan& plan, int i) {
    const auto& e = plan.cards[std::size_t(i)];
    return e.role == CardRole::RunDraw || e.role == CardRole::SetDraw ? e.keep : 0;
}

Explanation discardWhy(const HandPlan& plan, int index, Card card) {
    const auto& e = plan.cards[std::size_t(index)];
    const Reason r =
        e.role == CardRole::Loose ? Reason::DiscardDeadwood : Reason::DiscardBreaksLeast;
    return {r, card, e.value, std::nullopt};
}

class Player21 {
public:
    Player21(const PlayerView& view, Style21 style)
        : view_(view),
          style_(style),
          minPure_(style == Style21::Medium ? kMediumMinPure : 0),
          memory_(view, style == Style21::Hard),
          chooser_(view, memory_, style == Style21::Hard ? kHardSignals : kMediumSignals),
          faces_(FaceBuffer::of(view)) {}

    Decision draw();
    Decision discard(Rng& rng);

private:
    HandPlan planOf(std::span<const Face> faces) const {
        return HandPlan::of(faces, view_.wildCards, memory_.liveCounts());
    }
    int measure(std::span<const Face> hand, int limit = INT_MAX / 2) const {
        return progress(hand, view_.wildCards, minPure_, limit);
    }
    bool openWorth(Face top) const;
    // The face of the card this seat took from the open deck this turn, if it did.
    std::optional<Face> takenFromOpen() const {
        const auto& picked = view_.seats[std::size_t(view_.seat)].pickedFromOpen;
        if (!view_.drawnThisTurn || picked.empty() || picked.back() != *view_.drawnThisTurn)
            return std::nullopt;
        return view_.drawnThisTurn->face();
    }
    bool hopeless() const;
    int afterDraw(std::span<const Face> hand22) const;
    int expectedAfterDraw(std::span<const Face> hand21, int own) const;

    const PlayerView& view_;
    Style21 style_;
    int minPure_;
    CardMemory memory_;
    DiscardChooser chooser_;
    FaceBuffer faces_;
};

// The measure of a hand of 22 once its best card is set aside.
int Player21::afterDraw(std::span<const Face> hand22) const {
    int best = INT_MAX / 2;
    for (int k = 3; k >= minPure_; --k) {
        const int pen = (3 - k) * kPurePenalty;
        if (pen >= best) break;
        const auto fin = HandSolver::bestFinish(pureRules(k), hand22, view_.wildCards);
        best = std::min(best, fin.points + pen);
    }
    return best;
}

// The measure a hand of 21 may expect after its next closed draw and discard, in hundredths:
// every live face weighted by its copies still live. A face that melds with nothing in the
// hand (no rank in common, no suit neighbour within two, not wild) goes straight back: `own`.
int Player21::expectedAfterDraw(std::span<const Face> hand21, int own) const {
    std::array<bool, Face::kCount> near{};
    for (const Face f : hand21) {
        if (f.isPrintedJoker()) continue;
        const int s = int(f.suit()), r = int(f.rank()) - 1;
        for (int t = 0; t < 4; ++t) near[std::size_t(t * 13 + r)] = true;
        for (int d = -2; d <= 2; ++d) near[std::size_t(s * 13 + (r + d + 13) % 13)] = true;
    }
    FaceBuffer hand;
    for (const Face f : hand21) hand.push(f);
    hand.push(Face{});
    long sum = 0, copies = 0;
    for (int i = 0; i < Face::kCount; ++i) {
        const Face face = Face::fromIndex(i);
        const int live = memory_.live(face);
        if (live == 0) continue;
        copies += live;
        int after = own;
        if (near[std::size_t(i)] || view_.wildCards.isWild(face)) {
            hand.faces[std::size_t(hand.size - 1)] = face;
            after = std::min(own, afterDraw(hand.span()));
        }
        sum += long(live) * after;
    }
    return copies > 0 ? int(sum * 100 / copies) : own * 100;
}

bool Player21::openWorth(Face top) const {
    if (view_.wildCards.isWild(top)) return true;  // a joker, or a value card to be paid for
    FaceBuffer withTop = faces_;
    withTop.push(top);
    switch (style_) {
        case Style21::Easy: {
            // When it lands in a meld and is not what the hand would throw straight back.
            const HandPlan plan = planOf(withTop.span());
            const int topIndex = withTop.size - 1;
            const CardRole r = plan.cards[std::size_t(topIndex)].role;
            return (r == CardRole::PureRun || r == CardRole::Set) &&
                   plainChoice(withTop.span(), plan, view_.wildCards) != topIndex;
        }
        case Style21::Medium: {
            const int now = measure(faces_.span());
            const int worst = plainChoice(faces_.span(), planOf(faces_.span()), view_.wildCards);
            FaceBuffer swapped = without(faces_.span(), worst);
            swapped.push(top);
            const int goal = now - kMediumOpenMargin;
            return measure(swapped.span(), goal + 1) <= goal;
        }
        case Style21::Hard: {
            const int own = measure(faces_.span());
            const int open = std::min(own, afterDraw(withTop.span()));
            return open * 100 < expectedAfterDraw(faces_.span(), own) - kHardOpenEdge * 100;
        }
    }
    return false;
}

bool Player21::hopeless() const {
    const HandPlan plan = planOf(faces_.span());
    if (plan.jokers > 0 || plan.pureRuns > 0 || plan.runDraws > 4) return false;
    return measure(faces_.span(), kHopeless) >= kHopeless;
}

Decision Player21::draw() {
    const bool firstTurn = !view_.seats[std::size_t(view_.seat)].hasDrawn;
    if (style_ == Style21::Hard && view_.indian().canDrop && firstTurn && hopeless())
        return {moves::Drop{},
                {Reason::FirstDrop, std::nullopt, view_.indian().dropPoints, std::nullopt}};
    if (view_.canDrawOpen) {
        const Card top = view_.pile.back().card;
        if (!canDrawClosed(view_) || openWorth(top.face()))
            return {moves::DrawOpen{}, {Reason::DrawOpenCompletes, top, 0, std::nullopt}};
    }
    return {moves::DrawClosed{}, {Reason::DrawClosed, std::nullopt, 0, std::nullopt}};
}

Decision Player21::discard(Rng& rng) {
    if (auto d = declareIfValid(view_)) return std::move(*d);
    const std::span<const Face> faces = faces_.span();
    const HandPlan plan = planOf(faces);
    // The card just taken from the open deck is not thrown straight back (its face, whichever
    // copy): two seats that each value the top card above what they would throw, and throw it
    // again, would pass it back and forth for ever (the soak found such a deal).
    const std::optional<Face> taken = takenFromOpen();
    const auto thrownBack = [&](int i) { return taken && faces[std::size_t(i)] == *taken; };
    int plain = plainChoice(faces, plan, view_.wildCards);
    if (thrownBack(plain))
        for (int i = 0; i < int(faces.size()); ++i)
            if (!thrownBack(i) && !view_.wildCards.isWild(faces[std::size_t(i)]) &&
                (thrownBack(plain) || plainUnits(plan, i) < plainUnits(plan, plain)))
                plain = i;
    int best = plain;
    if (style_ == Style21::Easy) {
        if (rng.below(kCarelessOneIn) == 0) {  // a careless throw: any card but a wild one
            const int i = int(rng.below(faces.size()));
            if (!view_.wildCards.isWild(faces[std::size_t(i)])) best = i;
        }
    } else {
        std::array<int, HandPlan::kMaxCards> order{};
        int n = candidates(faces, plan, view_.wildCards, order);
        if (style_ == Style21::Medium) n = std::min(n, kMediumCandidates);
        struct Scored {
            int index = 0, measure = 0, extra = 0, cost = INT_MAX;
        };
        std::array<Scored, HandPlan::kMaxCards> scored{};
        int bestCost = INT_MAX;
        for (int j = 0; j < n; ++j) {
            Scored& c = scored[std::size_t(j)];
            c.index = order[std::size_t(j)];
            if (thrownBack(c.index)) continue;  // cost stays INT_MAX
            c.extra = drawKeep(plan, c.index) + chooser_.danger(faces[std::size_t(c.index)]);
            // Only a measure that could beat the best cost so far needs its exact value.
            const int limit =
                bestCost == INT_MAX ? INT_MAX / 2 : (bestCost - c.extra) / kPerPoint + 1;
            if (limit <= 0) continue;
            c.measure = measure(without(faces, c.index).span(), limit);
            if (c.measure < limit) c.cost = kPerPoint * c.measure + c.extra;
            bestCost = std::min(bestCost, c.cost);
        }
        std::sort(scored.begin(), scored.begin() + n,
                  [](const Scored& a, const Scored& b) { return a.cost < b.cost; });
        if (n > 0 && scored[0].cost != INT_MAX) best = scored[0].index;
        if (style_ == Style21::Hard) {
            // One draw ahead: the best few by what the hand may expect after the next closed
            // draw (the cards that would let it declare included).
            long bestScore = LONG_MAX;
            for (int j = 0; j < std::min(n, kLookCandidates); ++j) {
                const Scored& c = scored[std::size_t(j)];
                if (c.cost == INT_MAX) break;
                const FaceBuffer rest = without(faces, c.index);
                const long score =
                    long(kPerPoint) * expectedAfterDraw(rest.span(), c.measure) + 100L * c.extra;
                if (score < bestScore) bestScore = score, best = c.index;
            }
        }
    }
    const Card card = view_.hand[std::size_t(best)];
    Explanation why = discardWhy(plan, best, card);
    if (best != plain && chooser_.danger(faces[std::size_t(plain)]) > 0)
        why.reason = Reason::DiscardSafe;
    return {moves::Discard{card}, why};
}

}  // namespace

Decision decide21(const PlayerView& view, Style21 style, std::uint64_t seed) {
    Player21 player(view, style);
    if (view.phase == Phase::Draw) return player.draw();
    Rng rng(decisionSeed(seed, view));
    return player.discard(rng);
}

}  // namespace rummy

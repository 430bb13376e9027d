// SPDX-License-Identifier: GPL-3.0-or-later
#include "hard_bot.h"

#include <algorithm>

#include "card_memory.h"
#include "declaration.h"
#include "discard_choice.h"

namespace rummy {

namespace {

constexpr DiscardWeights kHardWeights{2, 1, 8, 2, 8, 4, 6};
// Hard takes the open card only when it completes a meld or the hand: in the arena, taking it
// for a mere draw lost more (it tells the next seat what to hold back) than it gained.
constexpr int kOpenMargin = 1 << 20;
// A middle drop is considered only after this many of the seat's own turns: by then a hand
// with no pure run and no joker is unlikely to finish before someone else.
constexpr int kMiddleDropTurns = 6;
// "Well behind" in Pool: this many points more than the best seat still playing.
constexpr int kBehindBy = 30;

bool hopelessForFirstDrop(const HandPlan& plan) {
    return plan.jokers == 0 && plan.pureRuns == 0 && plan.runDraws < 3 && plan.sets == 0;
}

std::optional<Decision> dropDecision(const PlayerView& view, const HandPlan& plan) {
    if (!view.canDrop) return std::nullopt;
    const SeatView& me = view.seats[std::size_t(view.seat)];
    if (!me.hasDrawn) {
        if (!hopelessForFirstDrop(plan)) return std::nullopt;
        return Decision{Action::drop(),
                        {Reason::FirstDrop, std::nullopt, view.dropPoints, std::nullopt}};
    }
    if (!view.rules.isPool()) return std::nullopt;
    const int myTurns = int(me.discarded.size());
    if (myTurns < kMiddleDropTurns || plan.pureRuns > 0 || plan.jokers > 0) return std::nullopt;
    const int limit = view.rules.poolLimit;
    if (me.score + view.rules.maxPoints < limit || me.score + view.dropPoints >= limit)
        return std::nullopt;
    int leader = me.score;
    for (int s = 0; s < int(view.seats.size()); ++s)
        if (s != view.seat && view.seats[std::size_t(s)].outcome == Outcome::Playing)
            leader = std::min(leader, view.seats[std::size_t(s)].score);
    if (me.score - leader < kBehindBy) return std::nullopt;
    return Decision{Action::drop(),
                    {Reason::MiddleDrop, std::nullopt, view.dropPoints, std::nullopt}};
}

}  // namespace

Decision HardBot::decide(const PlayerView& view) {
    (void)seed_;  // Hard is deterministic by construction; the seed is the interface's.
    const CardMemory memory(view, true);
    const DiscardChooser chooser(view, memory, kHardWeights);
    if (view.phase == Phase::Draw) {
        if (view.canDrop) {
            const FaceBuffer faces = FaceBuffer::of(view);
            const HandPlan plan = HandPlan::of(faces.span(), view.wild, memory.liveCounts());
            if (auto d = dropDecision(view, plan)) return std::move(*d);
        }
        return decideDraw(view, chooser, kOpenMargin);
    }
    if (auto d = declareIfValid(view)) return std::move(*d);
    const FaceBuffer faces = FaceBuffer::of(view);
    const HandPlan plan = HandPlan::of(faces.span(), view.wild, memory.liveCounts());
    DiscardChoice c = chooser.choose(faces.span(), plan);
    const Card card = view.hand[std::size_t(c.index)];
    c.why.card = card;
    return {Action::discard(card), c.why};
}

bool HardBot::wantsRejoin([[maybe_unused]] const PlayerView& view) {
    return true;
}

}  // namespace rummy

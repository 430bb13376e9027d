// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/medium_bot.h"

#include "cards/rng.h"

#include "gin/gin_memory.h"
#include "gin/gin_play.h"

namespace rummy::gin {

namespace {

// Deadwood a non-melding upcard must save to be taken: a stock draw brings a meld often enough
// that a small saving is not worth giving up the chance.
constexpr int kTakeMargin = 6;
// The judgement on knocking: with a stock this short or shorter, an opponent that took at least
// kLatePickups cards from the pile is close to its own knock, and a knock over kLateDeadwood is
// likely undercut.
constexpr int kLateStock = 10;
constexpr int kLatePickups = 2;
constexpr int kLateDeadwood = 6;

Decision draw(const PlayerView& view, const GinMemory& mem) {
    const CardMask hand = mem.mine;
    // Never a card it threw itself this hand (see thrownBy).
    // A card that melds with nothing saves at most 10 - its value (it replaces a loose card), so
    // one worth more than 10 - kTakeMargin is not even weighed.
    if (mem.top && canDrawOpen(view) && !(thrownBy(view, view.seat) & bitOf(*mem.top)) &&
        (meldsWith(*mem.top, hand) || ginValue(*mem.top) <= 10 - kTakeMargin)) {
        const Face t = *mem.top;
        const int now = deadwoodOf(hand);
        const CardMask keep = view.gin().rules.mayDiscardTakenCard ? 0 : bitOf(t);
        const int after = bestDiscardOf(hand | bitOf(t), keep).deadwood;
        if (meldsWith(t, hand) && after < now)
            return drawOpen(view, Reason::DrawOpenCompletes, now - after);
        if (after <= now - kTakeMargin)
            return drawOpen(view, Reason::DrawOpenImproves, now - after);
    }
    return drawClosedOrPass(
        view, view.gin().phase == GinPhase::Draw ? Reason::DrawClosed : Reason::PassUpcard);
}

}  // namespace

Decision MediumBot::decide(const PlayerView& view) {
    const GinMemory mem = GinMemory::of(view, true);
    switch (view.gin().phase) {
        case GinPhase::Wall:
            if (mem.top && canDrawOpen(view) && takeAllowsKnock(view, *mem.top))
                return drawOpen(view, Reason::DrawOpenCompletes);
            return drawClosedOrPass(view, Reason::PassUpcard);
        case GinPhase::FirstUpcard:
        case GinPhase::Draw:
            return draw(view, mem);
        case GinPhase::Discard:
            break;
        case GinPhase::Over:
            return anyLegal(view);
    }
    const CardMask hand = mem.mine;
    const CardMask throwable = discardable(view) | knockable(view);
    if (throwable == 0) return anyLegal(view);
    // Exact deadwood of every throw; among the least, one that feeds no pair the opponent is
    // known to hold, drawn at random (the pairs it builds for itself are not weighed: that is
    // Hard's look-ahead).
    const LeastThrows least = leastThrows(hand, throwable);
    const CardMask ties = least.cards;
    CardMask safe = 0;
    for (CardMask m = ties; m; m &= m - 1)
        if (!meldsWith(lowestFace(m), mem.oppHolds)) safe |= m & (~m + 1);
    CardMask pick = safe ? safe : ties;
    Rng rng(decisionSeed(seed_, view));
    for (auto skip = rng.below(static_cast<std::uint64_t>(countOf(pick))); skip > 0; --skip)
        pick &= pick - 1;
    struct {
        Face card;
        int deadwood;
    } best{lowestFace(pick), least.deadwood};
    const Face f = best.card;
    if (knockable(view) & bitOf(f)) {
        const bool late = view.stock <= kLateStock && mem.oppPickups >= kLatePickups &&
                          best.deadwood > kLateDeadwood;
        // The last chance before the wall voids the hand: knock even late.
        const bool lastChance = view.stock <= GinRules::kWallStock + 1;
        if (!late || lastChance || !(discardable(view) & bitOf(f)))
            return knock(view, f, best.deadwood);
    }
    return discard(f, Reason::DiscardDeadwood, ginValue(f));
}

}  // namespace rummy::gin

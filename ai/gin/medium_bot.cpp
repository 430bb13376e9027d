// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/medium_bot.h"

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

// Unseen cards that make a meld with two cards of `hand`.
int outsOf(CardMask hand, CardMask unseen) {
    return countOf(meldersOf(hand) & unseen);
}

Decision draw(const GinView& view, const GinMemory& mem) {
    const CardMask hand = mem.mine;
    // Never a card it threw itself this hand (see thrownBy).
    if (mem.top && canDrawOpen(view) && !(thrownBy(view, view.seat) & bitOf(*mem.top))) {
        const Face t = *mem.top;
        const int now = deadwoodOf(hand);
        const CardMask keep = view.rules.mayDiscardTakenCard ? 0 : bitOf(t);
        const int after = bestDiscardOf(hand | bitOf(t), keep).deadwood;
        if (meldsWith(t, hand) && after < now)
            return drawOpen(view, Reason::DrawOpenCompletes, now - after);
        if (after <= now - kTakeMargin)
            return drawOpen(view, Reason::DrawOpenImproves, now - after);
    }
    return drawClosedOrPass(view,
                            view.phase == GinPhase::Draw ? Reason::DrawClosed : Reason::PassUpcard);
}

}  // namespace

Decision MediumBot::decide(const GinView& view) {
    const GinMemory mem = GinMemory::of(view, true);
    switch (view.phase) {
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
    // Exact deadwood of every throw; ties by outs kept, then a throw that feeds no known
    // pair of the opponent, then the higher card.
    struct Choice {
        Face card;
        int deadwood = 1 << 30;
        int outs = 0;
        bool feeds = false;
    };
    Choice best;
    for (CardMask m = throwable; m; m &= m - 1) {
        const Face f = lowestFace(m);
        const CardMask rest = hand & ~bitOf(f);
        Choice c{f, deadwoodOf(rest), 0, meldsWith(f, mem.oppHolds)};
        if (c.deadwood > best.deadwood) continue;
        c.outs = outsOf(rest, mem.unseen);
        const auto key = [](const Choice& x) {
            return std::tuple(x.deadwood, x.feeds, -x.outs, -ginValue(x.card));
        };
        if (key(c) < key(best)) best = c;
    }
    const Face f = best.card;
    if (knockable(view) & bitOf(f)) {
        const bool late = view.stock <= kLateStock && mem.oppPickups >= kLatePickups &&
                          best.deadwood > kLateDeadwood;
        // The last chance before the wall voids the hand: knock even late.
        const bool lastChance = view.stock <= GinRules::kWallStock;
        if (!late || lastChance || !(discardable(view) & bitOf(f)))
            return knock(view, f, best.deadwood);
    }
    return discard(f, Reason::DiscardDeadwood, ginValue(f));
}

}  // namespace rummy::gin

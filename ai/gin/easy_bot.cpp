// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/easy_bot.h"

#include "cards/rng.h"
#include "gin/gin_play.h"

namespace rummy::gin {

namespace {
constexpr std::uint64_t kOverlookOneIn = 5;
constexpr std::uint64_t kCarelessOneIn = 4;

// The card of `m` with the highest gin value (the lower face on a tie).
Face highest(CardMask m) {
    Face best = lowestFace(m);
    for (; m; m &= m - 1)
        if (ginValue(lowestFace(m)) > ginValue(best)) best = lowestFace(m);
    return best;
}

Face randomOf(CardMask m, Rng& rng) {
    for (auto skip = rng.below(static_cast<std::uint64_t>(countOf(m))); skip > 0; --skip)
        m &= m - 1;
    return lowestFace(m);
}

}  // namespace

Decision EasyBot::decide(const PlayerView& view) {
    Rng rng(decisionSeed(seed_, view));
    const CardMask hand = maskOf(view.hand);
    std::optional<Face> top;
    if (!view.pile.empty()) top = view.pile.back().card.face();
    switch (view.gin().phase) {
        case GinPhase::Wall:
            if (top && canDrawOpen(view) && takeAllowsKnock(view, *top))
                return drawOpen(view, Reason::DrawOpenCompletes);
            return drawClosedOrPass(view, Reason::PassUpcard);
        case GinPhase::FirstUpcard:
        case GinPhase::Draw:
            if (top && canDrawOpen(view) && meldsWith(*top, hand) &&
                !(thrownBy(view, view.seat) & bitOf(*top)) && rng.below(kOverlookOneIn) != 0)
                return drawOpen(view, Reason::DrawOpenCompletes);
            return drawClosedOrPass(
                view, view.gin().phase == GinPhase::Draw ? Reason::DrawClosed : Reason::PassUpcard);
        case GinPhase::Discard:
            break;
        case GinPhase::Over:
            return anyLegal(view);
    }
    if (const CardMask knocks = knockable(view)) {
        Face best = lowestFace(knocks);
        int least = 1 << 30;
        for (CardMask m = knocks; m; m &= m - 1) {
            const int d = deadwoodOf(hand & ~bitOf(lowestFace(m)));
            if (d < least || (d == least && ginValue(lowestFace(m)) > ginValue(best))) {
                least = d;
                best = lowestFace(m);
            }
        }
        return knock(view, best, least);
    }
    const CardMask throwable = discardable(view);
    if (throwable == 0) return anyLegal(view);
    CardMask loose = unmatchedOf(hand) & throwable;
    if (loose == 0) {
        // Every card melds (eleven in melds, and no knock listed): break the least.
        const MaskDiscard d = bestDiscardOf(hand, hand & ~throwable);
        return discard(d.discard, Reason::DiscardBreaksLeast, ginValue(d.discard));
    }
    const Face f = rng.below(kCarelessOneIn) == 0 ? randomOf(loose, rng) : highest(loose);
    return discard(f, Reason::DiscardDeadwood, ginValue(f));
}

}  // namespace rummy::gin

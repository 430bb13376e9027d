// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/classic_bot.h"

#include "cards/rng.h"
#include "gin/gin_play.h"

namespace rummy::gin {

Decision ClassicBot::decide(const GinView& view) {
    Rng rng(decisionSeed(seed_, view));
    const CardMask hand = maskOf(view.hand);
    const std::optional<Face> top =
        view.discards.empty() ? std::nullopt : std::optional<Face>(view.discards.back().face());
    switch (view.phase) {
        case GinPhase::Wall:
            if (top && canDrawOpen(view) && takeAllowsKnock(view, *top))
                return drawOpen(view, Reason::DrawOpenCompletes);
            return drawClosedOrPass(view, Reason::PassUpcard);
        case GinPhase::FirstUpcard:
        case GinPhase::Draw:
            if (top && canDrawOpen(view) && meldsWith(*top, hand))
                return drawOpen(view, Reason::DrawOpenCompletes);
            return drawClosedOrPass(
                view, view.phase == GinPhase::Draw ? Reason::DrawClosed : Reason::PassUpcard);
        case GinPhase::Discard:
            break;
        case GinPhase::Over:
            return anyLegal(view);
    }
    // Every throw with the least deadwood left; one of them at random.
    CardMask throwable = discardable(view) | knockable(view);
    // Never the same draw and throw twice in a hand (else two players can cycle for ever).
    if (const CardMask fresh = throwable & ~repeatedThrows(view)) throwable = fresh;
    int least = 1 << 30;
    CardMask ties = 0;
    for (CardMask m = throwable; m; m &= m - 1) {
        const Face f = lowestFace(m);
        const int d = deadwoodOf(hand & ~bitOf(f));
        if (d < least) {
            least = d;
            ties = 0;
        }
        if (d == least) ties |= bitOf(f);
    }
    if (ties == 0) return anyLegal(view);
    CardMask pick = ties;
    for (auto skip = rng.below(static_cast<std::uint64_t>(countOf(ties))); skip > 0; --skip)
        pick &= pick - 1;
    const Face f = lowestFace(pick);
    if (knockable(view) & bitOf(f)) return knock(view, f, least);
    return discard(f, Reason::DiscardDeadwood, ginValue(f));
}

}  // namespace rummy::gin

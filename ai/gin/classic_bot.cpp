// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/classic_bot.h"

#include "cards/rng.h"
#include "gin/gin_play.h"

namespace rummy::gin {

Decision ClassicBot::decide(const PlayerView& view) {
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
            if (top && canDrawOpen(view) && meldsWith(*top, hand))
                return drawOpen(view, Reason::DrawOpenCompletes);
            return drawClosedOrPass(
                view, view.gin().phase == GinPhase::Draw ? Reason::DrawClosed : Reason::PassUpcard);
        case GinPhase::Discard:
            break;
        case GinPhase::Over:
            return anyLegal(view);
    }
    CardMask throwable = discardable(view) | knockable(view);
    // Never the same draw and throw twice in a hand (else two players can cycle for ever).
    if (const CardMask fresh = throwable & ~repeatedThrows(view)) throwable = fresh;
    // Every throw with the least deadwood left; one of them at random.
    const LeastThrows least = leastThrows(hand, throwable);
    const CardMask ties = least.cards;
    if (ties == 0) return anyLegal(view);
    CardMask pick = ties;
    for (auto skip = rng.below(static_cast<std::uint64_t>(countOf(ties))); skip > 0; --skip)
        pick &= pick - 1;
    const Face f = lowestFace(pick);
    if (knockable(view) & bitOf(f)) return knock(view, f, least.deadwood);
    return discard(f, Reason::DiscardDeadwood, ginValue(f));
}

}  // namespace rummy::gin

// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/random_bot.h"

#include "cards/rng.h"
#include "gin/gin_play.h"

namespace rummy::gin {

Decision RandomBot::decide(const PlayerView& view) {
    Rng rng(decisionSeed(seed_, view));
    const CardMask hand = maskOf(view.hand);
    if (view.gin().phase == GinPhase::Wall) {
        const bool take = !view.pile.empty() && canDrawOpen(view) &&
                          takeAllowsKnock(view, view.pile.back().card.face());
        return take ? drawOpen(view, Reason::Random) : drawClosedOrPass(view, Reason::Random);
    }
    if (view.gin().phase != GinPhase::Discard) {
        if (canDrawOpen(view) && rng.below(2) == 0) return drawOpen(view, Reason::Random);
        return drawClosedOrPass(view, Reason::Random);
    }
    if (const CardMask knocks = knockable(view)) {
        Face best = lowestFace(knocks);
        int least = 1 << 30;
        for (CardMask m = knocks; m; m &= m - 1) {
            const int d = deadwoodOf(hand & ~bitOf(lowestFace(m)));
            if (d < least) {
                least = d;
                best = lowestFace(m);
            }
        }
        return knock(view, best, least);
    }
    CardMask pick = discardable(view);
    if (pick == 0) return anyLegal(view);
    for (auto skip = rng.below(static_cast<std::uint64_t>(countOf(pick))); skip > 0; --skip)
        pick &= pick - 1;
    const Face f = lowestFace(pick);
    return discard(f, Reason::Random, ginValue(f));
}

}  // namespace rummy::gin

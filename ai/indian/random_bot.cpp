// SPDX-License-Identifier: GPL-3.0-or-later
#include "indian/random_bot.h"

#include "cards/rng.h"
#include "indian/declaration.h"
#include "solver/hand_solver.h"

namespace rummy::indian {

namespace {
// One drop in this many draw turns where a drop is allowed: rare, so that most deals are
// played out, yet the drop path is exercised.
constexpr std::uint64_t kDropOneIn = 64;
}  // namespace

Decision RandomBot::decide(const PlayerView& view) {
    Rng rng(decisionSeed(seed_, view));
    const Explanation why{Reason::Random, std::nullopt, 0, std::nullopt};
    if (view.phase == Phase::Draw) {
        if (view.indian().canDrop && rng.below(kDropOneIn) == 0) return {moves::Drop{}, why};
        if (view.canDrawOpen && (rng.below(2) == 0 || !canDrawClosed(view)))
            return {moves::DrawOpen{}, why};
        return {moves::DrawClosed{}, why};
    }
    if (auto d = declareIfValid(view)) return std::move(*d);
    const Card c = view.hand[static_cast<std::size_t>(rng.below(view.hand.size()))];
    return {moves::Discard{c}, {Reason::Random, c, 0, std::nullopt}};
}

}  // namespace rummy::indian

// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/random_bot.h"

#include <vector>

#include "cards/rng.h"
#include "table/table_decision_seed.h"

namespace rummy::table {

namespace {

const Move& pick(Rng& rng, const std::vector<const Move*>& from) {
    return *from[static_cast<std::size_t>(rng.below(from.size()))];
}

}  // namespace

Decision RandomBot::decide(const PlayerView& view) {
    Rng rng(decisionSeed(seed_, view));
    std::vector<const Move*> draws, places, ends;
    for (const Move& m : view.legal) {
        if (const auto* open = std::get_if<moves::DrawOpen>(&m)) {
            if (open->count <= 1) draws.push_back(&m);
        } else if (std::holds_alternative<moves::DrawClosed>(m)) {
            draws.push_back(&m);
        } else if (std::holds_alternative<moves::Meld>(m) ||
                   std::holds_alternative<moves::LayOff>(m) ||
                   std::holds_alternative<moves::Swap>(m)) {
            places.push_back(&m);
        } else if (std::holds_alternative<moves::Discard>(m) ||
                   std::holds_alternative<moves::Done>(m)) {
            ends.push_back(&m);
        }
    }
    const auto decided = [](const Move& m) {
        return Decision{m, Explanation{Reason::Random, std::nullopt, 0, std::nullopt}};
    };
    if (view.table().phase == TablePhase::Draw && !draws.empty()) return decided(pick(rng, draws));
    if (!places.empty() && (view.table().obligation || ends.empty() || rng.below(2) == 0))
        return decided(pick(rng, places));
    if (!ends.empty()) return decided(pick(rng, ends));
    return decided(view.legal[static_cast<std::size_t>(rng.below(view.legal.size()))]);
}

}  // namespace rummy::table

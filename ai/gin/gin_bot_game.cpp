// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_bot_game.h"

#include <memory>

#include "cards/rng.h"
#include "gin/gin_bot.h"

namespace rummy {

Result<GinGame> playGinBotGame(const GinRules& rules, const std::array<BotLevel, 2>& levels,
                               std::uint64_t seed, int handLimit, int moveLimit) {
    auto created = GinGame::create(rules, 2, seed);
    if (!created) return created.error();
    GinGame game = std::move(created).value();
    std::uint64_t state = seed;
    std::array<std::unique_ptr<GinBot>, 2> bots;
    for (int s = 0; s < 2; ++s)
        bots[static_cast<std::size_t>(s)] =
            GinBot::create(levels[static_cast<std::size_t>(s)], Rng::splitMix64(state));
    for (int hand = 0; !game.isOver(); ++hand) {
        if (hand >= handLimit) return ErrorCode::Limit;
        if (hand > 0)
            if (Status s = game.nextDeal(); !s) return s.error();
        for (int moves = 0; !game.round().isOver(); ++moves) {
            if (moves >= moveLimit) return ErrorCode::Limit;
            const int seat = game.round().currentSeat();
            const Decision d = bots[static_cast<std::size_t>(seat)]->decide(game.view(seat));
            if (Status s = game.apply(d.move); !s) return s.error();
        }
    }
    return game;
}

}  // namespace rummy

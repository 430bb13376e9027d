// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>

#include "bot.h"
#include "game/result.h"
#include "gin/gin_game.h"

namespace rummy {

// A whole Gin game played by two bots from `seed`, as rummy-cli record writes it: each seat's
// bot is seeded from the game seed and its seat, so the same arguments play the same game.
// Limit when a game runs past `handLimit` hands or a hand past `moveLimit` moves (a bug).
Result<GinGame> playGinBotGame(const GinRules& rules, const std::array<BotLevel, 2>& levels,
                               std::uint64_t seed, int handLimit = 500, int moveLimit = 2000);

}  // namespace rummy

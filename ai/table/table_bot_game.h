// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

#include "bot.h"
#include "game/result.h"
#include "table/table_game.h"

namespace rummy {

// A whole table game (Straight Rummy, Rummy 500, Rummy 51, Kaluki) played by bots from `seed`,
// one level per seat, as rummy-cli record writes it: each seat's bot is seeded from the game
// seed and its seat, so the same arguments play the same game. Limit when the game runs past
// `handLimit` hands or a hand past `moveLimit` moves (the round's own turn limit ends a hand
// long before that: reaching it is a bug).
Result<TableGame> playTableBotGame(const TableRules& rules, const std::vector<BotLevel>& levels,
                                   std::uint64_t seed, int handLimit = 500, int moveLimit = 20000);

}  // namespace rummy

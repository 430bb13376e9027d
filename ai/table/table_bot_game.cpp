// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_bot_game.h"

#include <memory>

#include "cards/rng.h"
#include "table/table_bot.h"

namespace rummy {

Result<TableGame> playTableBotGame(const TableRules& rules, const std::vector<BotLevel>& levels,
                                   std::uint64_t seed, int handLimit, int moveLimit) {
    auto created = TableGame::create(rules, static_cast<int>(levels.size()), seed);
    if (!created) return created.error();
    TableGame game = std::move(created).value();
    std::uint64_t state = seed;
    std::vector<std::unique_ptr<TableBot>> bots;
    for (const BotLevel level : levels)
        bots.push_back(TableBot::create(level, Rng::splitMix64(state)));
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

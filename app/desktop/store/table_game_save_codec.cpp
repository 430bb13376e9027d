// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/table_game_save_codec.h"

#include "io/record_replay.h"
#include "store/save_record.h"

namespace rummy {

QByteArray TableGameSaveCodec::encode(const TableGame& game,
                                      const TableGameController::Options& o) {
    SaveRecord::Seats seats;
    for (int seat = 0; seat < game.players(); ++seat) {
        const bool bot = seat != TableGameController::kHumanSeat || o.humanIsBot;
        seats.add(seat < static_cast<int>(o.levels.size())
                      ? o.levels[static_cast<std::size_t>(seat)]
                      : BotLevel::Medium,
                  o.names.value(seat), bot);
    }
    Json desktop = SaveRecord::member(std::move(seats.seats), BotLevel::Medium, o.botDelayMs,
                                      o.humanIsBot, o.matchId);
    Json copies = Json::array();
    auto written = [&](const std::vector<PlayedMove>& moves) {
        for (const PlayedMove& m : moves)
            for (Card c : cardsNamed(m.move)) copies.push(c.id());
    };
    for (const TableHandRecord& h : game.deals()) written(h.moves);
    if (!game.round().isOver()) written(game.round().history());
    desktop.set("copies", std::move(copies));
    return SaveRecord::bytes(recordOfTableGame(game, std::move(seats.players)), std::move(desktop));
}

SaveStore::LoadResult TableGameSaveCodec::decode(GameRecord& rec) {
    rec.isMatch = true;  // a single hand is a game's first hand: the desktop plays a game
    const SaveRecord::Replayed read = SaveRecord::replay(rec);
    if (!read.error.isEmpty()) return SaveStore::LoadResult{std::monostate{}, read.error};
    if (!read.replay.game || !read.replay.game->table())
        return SaveStore::LoadResult{std::monostate{}, tr("This file is not a Rummy saved game.")};
    const TableGame& game = *read.replay.game->table();
    TableGameController::Options o;
    o.rules = game.rules();
    o.seats = game.players();
    o.seed = game.seed();
    o.levels = read.options->seatLevels;
    if (!o.levels.empty()) o.levels[0] = BotLevel::Hard;  // the hint's, as a new game's
    o.names = read.options->seatNames;
    o.botDelayMs = read.options->botDelayMs;
    o.humanIsBot = read.options->humanIsBot;
    o.matchId = read.options->matchId;
    SaveStore::LoadResult out;
    out.saved = SaveStore::SavedTableGame{game, o};
    return out;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/gin_save_codec.h"

#include "io/record_replay.h"
#include "store/save_record.h"

namespace rummy {

QByteArray GinSaveCodec::encode(const GinGame& game, const GinController::Options& options) {
    SaveRecord::Seats seats;
    for (int seat = 0; seat < GinRound::kSeats; ++seat) {
        const bool bot = seat == GinController::kBotSeat || options.humanIsBot;
        seats.add(options.level, seat == GinController::kBotSeat ? options.opponentName : QString(),
                  bot);
    }
    Json desktop = SaveRecord::member(std::move(seats.seats), options.level, options.botDelayMs,
                                      options.humanIsBot, options.matchId);
    return SaveRecord::bytes(recordOfGinGame(game, std::move(seats.players)), std::move(desktop));
}

SaveStore::LoadResult GinSaveCodec::decode(GameRecord& rec) {
    auto fail = [](QString why) { return SaveStore::LoadResult{std::monostate{}, std::move(why)}; };
    if (rec.players.size() != static_cast<std::size_t>(GinRound::kSeats))
        return fail(tr("The file is damaged: the players' settings are unreadable."));
    // A single hand is a game's first hand: the desktop always plays a game.
    rec.isMatch = true;
    // The Gin replay deals from one deck: no copies to follow.
    const SaveRecord::Replayed read = SaveRecord::replay(rec, false);
    if (!read.error.isEmpty()) return fail(read.error);
    if (!read.replay.game || !read.replay.game->gin())
        return fail(tr("This file is not a Rummy saved game."));
    const GinGame& game = *read.replay.game->gin();
    GinController::Options o;
    o.rules = game.rules();
    o.seed = game.seed();
    o.level = read.options->levelOf(GinController::kBotSeat);
    o.opponentName = read.options->seatNames.value(GinController::kBotSeat);
    o.botDelayMs = read.options->botDelayMs;
    o.humanIsBot = read.options->humanIsBot;
    o.matchId = read.options->matchId;
    return SaveStore::LoadResult{SaveStore::SavedGinGame{game, o}, {}};
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
// SaveStore's Gin games: the game record of the game so far with the desktop's member, and
// loading such a record (or any Gin record) into a game the Gin table resumes.
#include "bot.h"
#include "io/game_record.h"
#include "io/record_replay.h"
#include "store/save_store.h"
#include "text/desktop_text.h"

namespace rummy {

QByteArray SaveStore::encodeGin(const GinGame& game, const GinController::Options& options) {
    std::vector<std::string> players;
    Json seats = Json::array();
    for (int seat = 0; seat < GinRound::kSeats; ++seat) {
        const bool bot = seat == GinController::kBotSeat || options.humanIsBot;
        const QString name = seat == GinController::kBotSeat ? options.opponentName : QString();
        const std::string level = botLevelName(options.level);
        const QByteArray utf8 = name.toUtf8();
        players.push_back(!name.isEmpty() ? utf8.toStdString() : bot ? level : "you");
        Json s = Json::object();
        s.set("level", level);
        s.set("name", utf8.toStdString());
        seats.push(std::move(s));
    }
    Json desktop = Json::object();
    desktop.set("version", kVersion);
    desktop.set("level", botLevelName(options.level));
    desktop.set("botDelayMs", options.botDelayMs);
    desktop.set("humanIsBot", options.humanIsBot);
    desktop.set("seats", std::move(seats));
    desktop.set("matchId", options.matchId.toUtf8().toStdString());
    GameRecord record = recordOfGinGame(game, std::move(players));
    record.desktop = std::move(desktop);
    return QByteArray::fromStdString(writeRecord(record));
}

SaveStore::LoadResult SaveStore::decodeGin(GameRecord& rec) {
    auto fail = [](QString why) { return LoadResult{std::nullopt, std::move(why), std::nullopt}; };
    if (rec.players.size() != static_cast<std::size_t>(GinRound::kSeats))
        return fail(tr("The file is damaged: the players' settings are unreadable."));
    // A single hand is a game's first hand: the desktop always plays a game.
    rec.isMatch = true;
    CopyHints hints;
    const auto seats = desktopOptions(rec.desktop, rec.players, hints);
    if (!seats) return fail(tr("The file is damaged: the players' settings are unreadable."));
    const Replay replay = replayRecord(rec);
    if (replay.failure)
        return fail(tr("The saved match holds a move the rules do not allow: %1")
                        .arg(text::errorReason(replay.failure->code)));
    if (!replay.ginGame) return fail(tr("This file is not a Rummy saved game."));
    GinController::Options o;
    o.rules = replay.ginGame->rules();
    o.seed = replay.ginGame->seed();
    o.level = seats->levelOf(GinController::kBotSeat);
    o.opponentName = seats->seatNames.value(GinController::kBotSeat);
    o.botDelayMs = seats->botDelayMs;
    o.humanIsBot = seats->humanIsBot;
    o.matchId = seats->matchId;
    return LoadResult{std::nullopt, {}, SavedGinGame{*replay.ginGame, o}};
}

}  // namespace rummy

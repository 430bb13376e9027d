// SPDX-License-Identifier: GPL-3.0-or-later
// SaveStore's table games (Straight Rummy, Rummy 500, Rummy 51, Kaluki): the game record of the
// game so far with the desktop's member, as for Gin, plus which physical copy each written card
// was (51 and 500 play two decks: the replay must deal out the very same cards).
#include "bot.h"
#include "io/game_record.h"
#include "io/record_replay.h"
#include "store/save_store.h"
#include "text/desktop_text.h"

namespace rummy {

QByteArray SaveStore::encodeMeld(const TableGame& game, const MeldGameController::Options& o) {
    std::vector<std::string> players;
    Json seats = Json::array();
    for (int seat = 0; seat < game.seats(); ++seat) {
        const bool bot = seat != MeldGameController::kHumanSeat || o.humanIsBot;
        const std::string level = botLevelName(seat < static_cast<int>(o.levels.size())
                                                   ? o.levels[static_cast<std::size_t>(seat)]
                                                   : BotLevel::Medium);
        const QByteArray name = o.names.value(seat).toUtf8();
        players.push_back(!name.isEmpty() ? name.toStdString() : bot ? level : "you");
        Json s = Json::object();
        s.set("level", level);
        s.set("name", name.toStdString());
        seats.push(std::move(s));
    }
    Json desktop = Json::object();
    desktop.set("version", kVersion);
    desktop.set("level", botLevelName(BotLevel::Medium));
    desktop.set("botDelayMs", o.botDelayMs);
    desktop.set("humanIsBot", o.humanIsBot);
    desktop.set("seats", std::move(seats));
    desktop.set("matchId", o.matchId.toUtf8().toStdString());
    Json copies = Json::array();
    auto written = [&](const std::vector<PlayedMove>& moves) {
        for (const PlayedMove& m : moves)
            for (Card c : cardsNamed(m.move)) copies.push(c.id());
    };
    for (const TableHandRecord& h : game.hands()) written(h.moves);
    if (!game.round().isOver()) written(game.round().history());
    desktop.set("copies", std::move(copies));
    GameRecord record = recordOfTableGame(game, std::move(players));
    record.desktop = std::move(desktop);
    return QByteArray::fromStdString(writeRecord(record));
}

SaveStore::LoadResult SaveStore::decodeMeld(GameRecord& rec) {
    auto fail = [](QString why) { return LoadResult{std::nullopt, std::move(why), std::nullopt}; };
    rec.isMatch = true;  // a single hand is a game's first hand: the desktop plays a game
    CopyHints hints;
    const auto seats = desktopOptions(rec.desktop, rec.players, hints);
    if (!seats) return fail(tr("The file is damaged: the players' settings are unreadable."));
    const Replay replay = replayRecord(rec, &hints);
    if (replay.failure)
        return fail(tr("The saved match holds a move the rules do not allow: %1")
                        .arg(text::errorReason(replay.failure->code)));
    if (!replay.tableGame) return fail(tr("This file is not a Rummy saved game."));
    MeldGameController::Options o;
    o.rules = replay.tableGame->rules();
    o.seats = replay.tableGame->seats();
    o.seed = replay.tableGame->seed();
    o.levels = seats->seatLevels;
    if (!o.levels.empty()) o.levels[0] = BotLevel::Hard;  // the hint's, as a new game's
    o.names = seats->seatNames;
    o.botDelayMs = seats->botDelayMs;
    o.humanIsBot = seats->humanIsBot;
    o.matchId = seats->matchId;
    LoadResult out{std::nullopt, {}, std::nullopt};
    out.meld = SavedMeldGame{*replay.tableGame, o};
    return out;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>
#include <string>
#include <vector>

#include "controller/indian_controller.h"
#include "io/game_record.h"
#include "io/json.h"
#include "io/record_replay.h"

namespace rummy {

// What every saved game is made of, whichever game it holds (SaveStore's comment shows a file):
// its game record, with the desktop's member beside it keeping each seat's level and name, the
// bots' pace and the match id. Each game's encoding (SaveStore's own for Indian Rummy,
// GinSaveCodec, TableGameSaveCodec) lists its seats in a Seats, adds what only it keeps (the
// written cards' copies, the hand's groups) to member() and writes through bytes(); each decoding
// reads the member back and replays the moves through replay(). Kept in one place so that the
// games' saves cannot drift apart.
class SaveRecord {
    Q_DECLARE_TR_FUNCTIONS(SaveRecord)
public:
    // The seats as the record names them ("players", for anyone reading it: the name given, else
    // "you" or the bot's level) and as the member keeps them (an empty name stays empty, so the
    // default name follows the language).
    struct Seats {
        std::vector<std::string> players;
        Json seats = Json::array();
        void add(BotLevel level, const QString& name, bool bot);
    };
    // The member's part every save has, in this order: version, level, botDelayMs, humanIsBot,
    // seats, matchId.
    static Json member(Json seats, BotLevel level, int botDelayMs, bool humanIsBot,
                       const QString& matchId);
    // The file: the record with `desktop` as its member.
    static QByteArray bytes(GameRecord record, Json desktop);

    // Each seat's level and name and the bots' pace from a record's "desktop" member (or a
    // 0.1.0 save's top level, which keeps the same keys), the written cards' copies into
    // `hints`; none when the member is not one we write.
    static std::optional<IndianController::Options> desktopOptions(
        const Json& desktop, const std::vector<std::string>& players, CopyHints& hints);

    // A record's member read and its moves replayed through the rules (dealing the copies the
    // member names when `withCopies`); `error`, for people, when either failed.
    struct Replayed {
        std::optional<IndianController::Options> options;
        Replay replay;
        QString error;
    };
    static Replayed replay(const GameRecord& record, bool withCopies = true);
};

}  // namespace rummy

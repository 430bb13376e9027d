// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/save_store.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "io/game_record.h"
#include "io/json.h"
#include "io/record_replay.h"
#include "io/serialization.h"
#include "store/atomic_file.h"
#include "store/file_kind.h"
#include "store/gin_save_codec.h"
#include "store/save_record.h"
#include "store/table_game_save_codec.h"
#include "text/desktop_text.h"

namespace rummy {

QString SaveStore::defaultAutosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave.rummy");
}

QByteArray SaveStore::encode(const IndianMatch& match, const IndianController::Options& options) {
    // "players" says who sat where for anyone reading the record; "desktop" keeps the raw
    // choices (an empty name stays empty, so the default name follows the language).
    SaveRecord::Seats seats;
    for (int seat = 0; seat < match.players(); ++seat) {
        const QString name = seat < options.seatNames.size() ? options.seatNames[seat] : QString();
        const bool human = seat == IndianController::kHumanSeat && !options.humanIsBot;
        seats.add(options.levelOf(seat), name, !human);
    }
    Json desktop = SaveRecord::member(std::move(seats.seats), options.level, options.botDelayMs,
                                      options.humanIsBot, options.matchId);
    // Which physical card each written card was: the replay then deals out the very same
    // cards, so a resumed match goes on exactly as it would have.
    Json copies = Json::array();
    for (const MatchEvent& e : match.events())
        for (Card c : cardsNamed(e.move)) copies.push(c.id());
    desktop.set("copies", std::move(copies));
    // The player's own arrangement of the hand, card ids by group.
    if (!options.handGroups.empty()) {
        Json groups = Json::array();
        for (const auto& g : options.handGroups) {
            Json ids = Json::array();
            for (Card c : g) ids.push(c.id());
            groups.push(std::move(ids));
        }
        desktop.set("handGroups", std::move(groups));
    }
    return SaveRecord::bytes(recordOfMatch(match, std::move(seats.players)), std::move(desktop));
}

SaveStore::LoadResult SaveStore::decode(const QByteArray& bytes) {
    auto fail = [](QString why) { return LoadResult{std::monostate{}, std::move(why)}; };
    const std::string_view text(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    JsonError where;
    const auto parsed = Json::parse(text, &where);
    if (!parsed) {
        if (where.code == JsonErrorCode::UnexpectedEnd)
            return fail(tr("The file is cut short: it ends in the middle of the saved game."));
        return fail(tr("The file is damaged: it is not readable as a saved game (line %1, "
                       "column %2).")
                        .arg(where.line)
                        .arg(where.column));
    }
    const Json& j = *parsed;
    // Saves of version 0.1.0 wrapped core's own match file; they still load.
    if (j.isObject() && j["kind"].asString() == kLegacyKind) return decodeLegacy(j);
    if (!j.isObject() || !j.contains("record"))
        return fail(tr("This file is not a Rummy saved game."));
    if (j["record"].isInt() && j["record"].asInt() > kRecordVersion) {
        return fail(tr("This game was saved by a newer version of Rummy (save format %1; "
                       "this version reads format %2).")
                        .arg(j["record"].asInt())
                        .arg(kRecordVersion));
    }
    const Json& desktop = j["desktop"];
    if (desktop.isObject() && desktop["version"].isInt() && desktop["version"].asInt() > kVersion) {
        return fail(tr("This game was saved by a newer version of Rummy (save format %1; "
                       "this version reads format %2).")
                        .arg(desktop["version"].asInt())
                        .arg(kVersion));
    }
    RecordParse read = parseRecord(text);
    if (!read.record) {
        switch (read.error.code) {
            case ErrorCode::NotInThisGame:
                return fail(tr("This version of Rummy cannot play the game this file holds."));
            case ErrorCode::BadRules:
                return fail(tr("The file is damaged: its rules cannot be played."));
            default:
                return fail(tr("The file is damaged: the record of the match is unreadable "
                               "(at %1).")
                                .arg(QString::fromStdString(read.error.path)));
        }
    }
    GameRecord& rec = *read.record;
    if (rec.variant == Variant::Gin) return GinSaveCodec::decode(rec);
    if (familyOf(rec.variant) == Family::Table) return TableGameSaveCodec::decode(rec);
    // The desktop plays Indian Rummy (13 and 21 cards) and Gin; other records replay in
    // rummy-cli.
    if (rec.variant != Variant::Indian13 && rec.variant != Variant::Indian21)
        return fail(tr("This version of Rummy cannot play the game this file holds."));
    // A single deal is a match's first deal: the desktop always plays a match.
    rec.isMatch = true;
    const int players = static_cast<int>(rec.players.size());
    SaveRecord::Replayed replayed = SaveRecord::replay(rec);
    if (!replayed.error.isEmpty()) return fail(replayed.error);
    const IndianMatch& match = *replayed.replay.game->indian();
    IndianController::Options& o = *replayed.options;
    o.players = players;
    o.rules = match.rules();
    o.format = match.rules().format;
    o.seed = match.seed();
    return LoadResult{SavedIndianGame{match, std::move(o)}, {}};
}

SaveStore::LoadResult SaveStore::decodeLegacy(const Json& j) {
    auto fail = [](QString why) { return LoadResult{std::monostate{}, std::move(why)}; };
    if (!j["version"].isInt())
        return fail(tr("The file is damaged: it does not say which save format it uses."));
    if (j["version"].asInt() != kLegacyVersion)
        return fail(tr("This game uses an old save format (%1) that this version of Rummy "
                       "cannot read.")
                        .arg(j["version"].asInt()));
    auto match = Serialization::loadMatch(j["match"].dump());
    if (!match) {
        switch (match.error()) {
            case ErrorCode::Parse:
                return fail(tr("The file is damaged: the record of the match is unreadable."));
            case ErrorCode::BadRules:
                return fail(tr("The file is damaged: its rules cannot be played."));
            default:
                return fail(tr("The saved match holds a move the rules do not allow: %1")
                                .arg(text::errorReason(match.error())));
        }
    }
    CopyHints none;
    auto options = SaveRecord::desktopOptions(
        j, std::vector<std::string>(static_cast<std::size_t>(match->players())), none);
    if (!options) return fail(tr("The file is damaged: the players' settings are unreadable."));
    IndianController::Options& o = *options;
    o.players = match->players();
    o.rules = match->rules();
    o.format = match->rules().format;
    o.seed = match->seed();
    return LoadResult{SavedIndianGame{std::move(match).value(), std::move(o)}, {}};
}

QByteArray SaveStore::encode(const GameController& table) {
    if (const auto* gin = qobject_cast<const GinController*>(&table))
        return GinSaveCodec::encode(gin->game(), gin->options());
    if (const auto* meld = qobject_cast<const TableGameController*>(&table))
        return TableGameSaveCodec::encode(meld->game(), meld->options());
    const auto& indian = static_cast<const IndianController&>(table);  // the only other table
    return encode(indian.match(), indian.options());
}

bool SaveStore::save(const QString& path, const GameController& table, QString* error) {
    return writeFile(path, encode(table), error);
}

bool SaveStore::save(const QString& path, const IndianMatch& match,
                     const IndianController::Options& options, QString* error) {
    return writeFile(path, encode(match, options), error);
}

bool SaveStore::writeFile(const QString& path, const QByteArray& bytes, QString* error) {
    QString why;
    if (writeFileAtomically(path, bytes, &why)) return true;
    if (error) *error = tr("Could not save the game to %1: %2").arg(path, why);
    return false;
}

SaveStore::LoadResult SaveStore::load(const QString& path) {
    if (!isOrdinaryFileOrMissing(path))
        return {std::monostate{}, tr("Could not open %1: %2").arg(path, notOrdinaryFileReason())};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {std::monostate{}, tr("Could not open %1: %2").arg(path, file.errorString())};
    if (file.size() > kMaxBytes)
        return {std::monostate{}, tr("This file is not a Rummy saved game.")};
    return decode(file.read(kMaxBytes + 1));
}

QString SaveStore::setAside(const QString& path) {
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = QStringLiteral("%1.corrupt-%2").arg(path, stamp);
    // Two bad files within a second (or a clock set back) must not overwrite an earlier one.
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QStringLiteral("%1.corrupt-%2-%3").arg(path, stamp).arg(n);
    return QFile::rename(path, target) ? target : QString();
}

}  // namespace rummy

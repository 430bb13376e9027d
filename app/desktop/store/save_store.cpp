// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/save_store.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "bot.h"
#include "io/game_record.h"
#include "io/json.h"
#include "io/record_replay.h"
#include "io/serialization.h"
#include "store/atomic_file.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {
// Longer names than this are not typed at a table; a file holding one was not written by us.
constexpr qsizetype kMaxNameLength = 64;
// Bots never need more than a few seconds of cosmetic thought.
constexpr std::int64_t kMaxBotDelayMs = 60'000;

std::string utf8(const QString& s) {
    return s.toUtf8().toStdString();
}
}  // namespace

QString SaveStore::defaultAutosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave.rummy");
}

QByteArray SaveStore::encode(const Match& match, const GameController::Options& options) {
    // "players" says who sat where for anyone reading the record; "desktop" keeps the raw
    // choices (an empty name stays empty, so the default name follows the language).
    std::vector<std::string> players;
    Json seats = Json::array();
    for (int seat = 0; seat < match.players(); ++seat) {
        const QString name = seat < options.seatNames.size() ? options.seatNames[seat] : QString();
        const bool human = seat == GameController::kHumanSeat && !options.humanIsBot;
        const std::string level = botLevelName(options.levelOf(seat));
        players.push_back(!name.isEmpty() ? utf8(name) : human ? "you" : level);
        Json s = Json::object();
        s.set("level", level);
        s.set("name", utf8(name));
        seats.push(std::move(s));
    }
    Json desktop = Json::object();
    desktop.set("version", kVersion);
    desktop.set("level", botLevelName(options.level));
    desktop.set("botDelayMs", options.botDelayMs);
    desktop.set("humanIsBot", options.humanIsBot);
    desktop.set("seats", std::move(seats));
    desktop.set("matchId", utf8(options.matchId));
    // Which physical card each written card was: the replay then deals out the very same
    // cards, so a resumed match goes on exactly as it would have.
    Json copies = Json::array();
    for (const MatchEvent& e : match.events())
        for (Card c : cardsNamed(e.move)) copies.push(c.id());
    desktop.set("copies", std::move(copies));
    // The player's own arrangement of the hand, card ids by group (issue 16, item 15).
    if (!options.handGroups.empty()) {
        Json groups = Json::array();
        for (const auto& g : options.handGroups) {
            Json ids = Json::array();
            for (Card c : g) ids.push(c.id());
            groups.push(std::move(ids));
        }
        desktop.set("handGroups", std::move(groups));
    }
    GameRecord record = recordOfMatch(match, std::move(players));
    record.desktop = std::move(desktop);
    return QByteArray::fromStdString(writeRecord(record));
}

// Each seat's level and name, the bots' pace: from the record's "desktop" member when it has
// one, else what a plain record (rummy-cli record, another program) implies: the human at
// seat 0 and each other seat at the level its player's name gives, Medium otherwise.
// `d` is the record's "desktop" member, or a 0.1.0 save, which keeps the same keys at its top;
// `players` the record's names, one per seat.
std::optional<GameController::Options> SaveStore::desktopOptions(
    const Json& d, const std::vector<std::string>& players, CopyHints& hints) {
    GameController::Options o;
    if (d.isNull()) {
        for (const std::string& player : players) {
            const auto level = parseBotLevel(player);
            o.seatLevels.push_back(level.value_or(BotLevel::Medium));
            o.seatNames << QString();
        }
        return o;
    }
    const auto level = parseBotLevel(d["level"].asString());
    const Json& delay = d["botDelayMs"];
    if (!level || !delay.isInt() || delay.asInt() < 0 || delay.asInt() > kMaxBotDelayMs)
        return std::nullopt;
    o.level = *level;
    o.botDelayMs = static_cast<int>(delay.asInt());
    o.humanIsBot = d["humanIsBot"].asBool();
    const Json& seats = d["seats"];
    if (!seats.isArray() || seats.size() != players.size()) return std::nullopt;
    for (const Json& s : seats.asArray()) {
        const auto seatLevel = parseBotLevel(s["level"].asString());
        if (!seatLevel || !s["name"].isString()) return std::nullopt;
        const QString name = QString::fromStdString(s["name"].asString());
        if (name.size() > kMaxNameLength) return std::nullopt;
        o.seatLevels.push_back(*seatLevel);
        o.seatNames << name;
    }
    // Saves before the statistics counted deals by match have none: the match gets a new id.
    if (d.contains("matchId")) {
        const Json& id = d["matchId"];
        if (!id.isString() || id.asString().size() > static_cast<std::size_t>(kMaxNameLength))
            return std::nullopt;
        o.matchId = QString::fromStdString(id.asString());
    }
    for (const Json& id : d["copies"].asArray()) {
        if (!id.isInt() || id.asInt() < 0 || id.asInt() >= Card::kMaxId) return std::nullopt;
        hints.cards.push_back(Card::fromId(static_cast<int>(id.asInt())));
    }
    // Saves before it have no arrangement; one that is not card ids is left out (the hand then
    // shows the automatic arrangement), since it changes nothing of the game.
    for (const Json& g : d["handGroups"].asArray()) {
        std::vector<Card> group;
        for (const Json& id : g.asArray()) {
            if (!id.isInt() || id.asInt() < 0 || id.asInt() >= Card::kMaxId) {
                o.handGroups.clear();
                return o;
            }
            group.push_back(Card::fromId(static_cast<int>(id.asInt())));
        }
        o.handGroups.push_back(std::move(group));
    }
    return o;
}

SaveStore::LoadResult SaveStore::decode(const QByteArray& bytes) {
    auto fail = [](QString why) { return LoadResult{std::nullopt, std::move(why)}; };
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
    if (rec.variant == Variant::Gin) return decodeGin(rec);
    if (familyOf(rec.variant) == Family::Table) return decodeMeld(rec);
    // The desktop plays Indian Rummy (13 and 21 cards) and Gin; other records replay in
    // rummy-cli.
    if (rec.variant != Variant::Indian13 && rec.variant != Variant::Indian21)
        return fail(tr("This version of Rummy cannot play the game this file holds."));
    // A single deal is a match's first deal: the desktop always plays a match.
    rec.isMatch = true;
    const int players = static_cast<int>(rec.players.size());
    CopyHints hints;
    auto options = desktopOptions(rec.desktop, rec.players, hints);
    if (!options) return fail(tr("The file is damaged: the players' settings are unreadable."));
    const Replay replay = replayRecord(rec, &hints);
    if (replay.failure) {
        // The replay went through the rules and one move was refused: an edited file.
        return fail(tr("The saved match holds a move the rules do not allow: %1")
                        .arg(text::errorReason(replay.failure->code)));
    }
    GameController::Options& o = *options;
    o.players = players;
    o.rules = replay.match->rules();
    o.format = replay.match->rules().format;
    o.seed = replay.match->seed();
    return LoadResult{SavedGame{*replay.match, std::move(o)}, {}};
}

SaveStore::LoadResult SaveStore::decodeLegacy(const Json& j) {
    auto fail = [](QString why) { return LoadResult{std::nullopt, std::move(why)}; };
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
    auto options = desktopOptions(
        j, std::vector<std::string>(static_cast<std::size_t>(match->players())), none);
    if (!options) return fail(tr("The file is damaged: the players' settings are unreadable."));
    GameController::Options& o = *options;
    o.players = match->players();
    o.rules = match->rules();
    o.format = match->rules().format;
    o.seed = match->seed();
    return LoadResult{SavedGame{std::move(match).value(), std::move(o)}, {}};
}

QByteArray SaveStore::encode(const TableController& table) {
    if (const auto* gin = qobject_cast<const GinController*>(&table))
        return encodeGin(gin->game(), gin->options());
    if (const auto* meld = qobject_cast<const MeldGameController*>(&table))
        return encodeMeld(meld->game(), meld->options());
    const auto& indian = static_cast<const GameController&>(table);  // the only other table
    return encode(indian.match(), indian.options());
}

bool SaveStore::save(const QString& path, const TableController& table, QString* error) {
    return writeFile(path, encode(table), error);
}

bool SaveStore::save(const QString& path, const Match& match,
                     const GameController::Options& options, QString* error) {
    return writeFile(path, encode(match, options), error);
}

bool SaveStore::writeFile(const QString& path, const QByteArray& bytes, QString* error) {
    QString why;
    if (writeFileAtomically(path, bytes, &why)) return true;
    if (error) *error = tr("Could not save the game to %1: %2").arg(path, why);
    return false;
}

SaveStore::LoadResult SaveStore::load(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {std::nullopt, tr("Could not open %1: %2").arg(path, file.errorString())};
    if (file.size() > kMaxBytes) return {std::nullopt, tr("This file is not a Rummy saved game.")};
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "save_store.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include "bot.h"
#include "desktop_text.h"
#include "json.h"
#include "serialization.h"

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
    Json j = Json::object();
    j.set("kind", kKind);
    j.set("version", kVersion);
    j.set("level", botLevelName(options.level));
    j.set("botDelayMs", options.botDelayMs);
    j.set("humanIsBot", options.humanIsBot);
    Json seats = Json::array();
    for (int seat = 0; seat < match.players(); ++seat) {
        Json s = Json::object();
        s.set("level", botLevelName(options.levelOf(seat)));
        // The raw choice: an empty name stays empty, so the default name follows the language.
        s.set("name", seat < options.seatNames.size() ? utf8(options.seatNames[seat]) : "");
        seats.push(std::move(s));
    }
    j.set("seats", std::move(seats));
    // saveMatch's text is valid JSON by construction; nesting it keeps the file one document.
    auto record = Json::parse(Serialization::saveMatch(match));
    j.set("match", record ? std::move(record).value() : Json());
    return QByteArray::fromStdString(j.dump(1) + "\n");
}

SaveStore::LoadResult SaveStore::decode(const QByteArray& bytes) {
    auto fail = [](QString why) { return LoadResult{std::nullopt, std::move(why)}; };
    JsonError where;
    const auto parsed = Json::parse(std::string_view(bytes.constData(), bytes.size()), &where);
    if (!parsed) {
        if (where.code == JsonErrorCode::UnexpectedEnd)
            return fail(tr("The file is cut short: it ends in the middle of the saved game."));
        return fail(tr("The file is damaged: it is not readable as a saved game (line %1, "
                       "column %2).")
                        .arg(where.line)
                        .arg(where.column));
    }
    const Json& j = *parsed;
    if (!j.isObject() || j["kind"].asString() != kKind)
        return fail(tr("This file is not a Rummy saved game."));
    if (!j["version"].isInt())
        return fail(tr("The file is damaged: it does not say which save format it uses."));
    if (j["version"].asInt() != kVersion) {
        return fail(j["version"].asInt() > kVersion
                        ? tr("This game was saved by a newer version of Rummy (save format %1; "
                             "this version reads format %2).")
                              .arg(j["version"].asInt())
                              .arg(kVersion)
                        : tr("This game uses an old save format (%1) that this version of Rummy "
                             "cannot read.")
                              .arg(j["version"].asInt()));
    }

    auto match = Serialization::loadMatch(j["match"].dump());
    if (!match) {
        switch (match.error()) {
            case ErrorCode::Parse:
                return fail(tr("The file is damaged: the record of the match is unreadable."));
            case ErrorCode::BadRules:
                return fail(tr("The file is damaged: its rules cannot be played."));
            default:
                // The replay went through the rules and one move was refused: an edited file.
                return fail(tr("The saved match holds a move the rules do not allow: %1")
                                .arg(text::errorReason(match.error())));
        }
    }

    const QString badSeats = tr("The file is damaged: the players' settings are unreadable.");
    GameController::Options o;
    const auto level = parseBotLevel(j["level"].asString());
    if (!level) return fail(badSeats);
    o.level = *level;
    const Json& delay = j["botDelayMs"];
    if (!delay.isInt() || delay.asInt() < 0 || delay.asInt() > kMaxBotDelayMs)
        return fail(badSeats);
    o.botDelayMs = static_cast<int>(delay.asInt());
    o.humanIsBot = j["humanIsBot"].asBool();
    const Json& seats = j["seats"];
    if (!seats.isArray() || static_cast<int>(seats.size()) != match->players())
        return fail(badSeats);
    for (const Json& s : seats.asArray()) {
        const auto seatLevel = parseBotLevel(s["level"].asString());
        if (!seatLevel || !s["name"].isString()) return fail(badSeats);
        const QString name = QString::fromStdString(s["name"].asString());
        if (name.size() > kMaxNameLength) return fail(badSeats);
        o.seatLevels.push_back(*seatLevel);
        o.seatNames << name;
    }
    o.players = match->players();
    o.rules = match->rules();
    o.format = match->rules().format;
    o.seed = match->seed();
    return LoadResult{SavedGame{std::move(match).value(), std::move(o)}, {}};
}

bool SaveStore::save(const QString& path, const GameController& controller, QString* error) {
    return save(path, controller.match(), controller.options(), error);
}

bool SaveStore::save(const QString& path, const Match& match,
                     const GameController::Options& options, QString* error) {
    auto fail = [&](const QString& why) {
        if (error) *error = tr("Could not save the game to %1: %2").arg(path, why);
        return false;
    };
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return fail(tr("the folder %1 cannot be created").arg(info.absolutePath()));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return fail(file.errorString());
    const QByteArray bytes = encode(match, options);
    if (file.write(bytes) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return fail(why);
    }
    if (!file.commit()) return fail(file.errorString());
    return true;
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/save_record.h"

#include "bot.h"
#include "store/save_store.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {
// Longer names than this are not typed at a table; a file holding one was not written by us.
constexpr qsizetype kMaxNameLength = 64;
// Bots never need more than a few seconds of cosmetic thought.
constexpr std::int64_t kMaxBotDelayMs = 60'000;
}  // namespace

void SaveRecord::Seats::add(BotLevel level, const QString& name, bool bot) {
    const std::string levelName = botLevelName(level);
    const std::string utf8 = name.toUtf8().toStdString();
    players.push_back(!utf8.empty() ? utf8 : bot ? levelName : "you");
    Json s = Json::object();
    s.set("level", levelName);
    s.set("name", utf8);
    seats.push(std::move(s));
}

Json SaveRecord::member(Json seats, BotLevel level, int botDelayMs, bool humanIsBot,
                        const QString& matchId) {
    Json desktop = Json::object();
    desktop.set("version", SaveStore::kVersion);
    desktop.set("level", botLevelName(level));
    desktop.set("botDelayMs", botDelayMs);
    desktop.set("humanIsBot", humanIsBot);
    desktop.set("seats", std::move(seats));
    desktop.set("matchId", matchId.toUtf8().toStdString());
    return desktop;
}

QByteArray SaveRecord::bytes(GameRecord record, Json desktop) {
    record.desktop = std::move(desktop);
    return QByteArray::fromStdString(writeRecord(record));
}

// Without a member (rummy-cli record, another program), what a plain record implies: the human
// at seat 0 and each other seat at the level its player's name gives, Medium otherwise.
std::optional<IndianController::Options> SaveRecord::desktopOptions(
    const Json& d, const std::vector<std::string>& players, CopyHints& hints) {
    IndianController::Options o;
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

SaveRecord::Replayed SaveRecord::replay(const GameRecord& record, bool withCopies) {
    Replayed out;
    CopyHints hints;
    out.options = desktopOptions(record.desktop, record.players, hints);
    if (!out.options) {
        out.error = tr("The file is damaged: the players' settings are unreadable.");
        return out;
    }
    out.replay = replayRecord(record, withCopies ? &hints : nullptr);
    // The replay went through the rules and one move was refused: an edited file.
    if (out.replay.failure)
        out.error = tr("The saved match holds a move the rules do not allow: %1")
                        .arg(text::errorReason(out.replay.failure->code));
    return out;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/app_settings.h"

#include <QFileInfo>
#include <QSettings>
#include <algorithm>

#include "game/rule_fields.h"
#include "settings/deck_catalog.h"
#include "settings/gin_options.h"
#include "settings/table_game_options.h"

namespace rummy {

namespace {

const char* animationName(AnimationSpeed s) {
    switch (s) {
        case AnimationSpeed::Fast:
            return "fast";
        case AnimationSpeed::Off:
            return "off";
        case AnimationSpeed::Normal:
            break;
    }
    return "normal";
}

// Reads typed values and writes one line per value it had to replace. QSettings hands back
// strings from an INI file, so every value is parsed from its text.
class Reader {
public:
    Reader(QSettings& s, QStringList* problems) : s_(s), problems_(problems) {}

    void problem(const QString& line) {
        if (problems_) problems_->append(line);
    }
    bool has(const QString& key) const { return s_.contains(key); }
    QString text(const QString& key) const { return s_.value(key).toString().trimmed(); }

    // Absent: `fallback`, silently. Present but unreadable or out of range: false.
    bool readInt(const QString& key, int min, int max, int& out) {
        if (!has(key)) return true;
        bool ok = false;
        const int v = text(key).toInt(&ok);
        if (!ok || v < min || v > max) {
            problem(AppSettings::tr("“%1” is not a number from %2 to %3: %4.")
                        .arg(key)
                        .arg(min)
                        .arg(max)
                        .arg(clip(text(key))));
            return false;
        }
        out = v;
        return true;
    }
    bool readBool(const QString& key, bool& out) {
        if (!has(key)) return true;
        const QString v = text(key).toLower();
        if (v == QLatin1String("true") || v == QLatin1String("1")) {
            out = true;
        } else if (v == QLatin1String("false") || v == QLatin1String("0")) {
            out = false;
        } else {
            problem(AppSettings::tr("“%1” is not true or false: %2.").arg(key, clip(v)));
            return false;
        }
        return true;
    }
    // The quoted value in a problem line stays short whatever the file holds.
    static QString clip(const QString& v) {
        return v.size() > 40 ? v.left(40) + QStringLiteral("…") : v;
    }

private:
    QSettings& s_;
    QStringList* problems_;
};

// A name cut to its longest, as it will read back: without a half of a character outside the
// Basic Multilingual Plane, and without the spaces the cut brought to its end (the reader trims
// them; fuzz_settings found a long name that changed when saved and read again).
QString shortName(const QString& name) {
    QString cut = name.left(AppSettings::kMaxNameLength);
    if (!cut.isEmpty() && cut.back().isHighSurrogate()) cut.chop(1);
    return cut.trimmed();
}

void loadGame(Reader& r, AppSettings& out) {
    if (r.has(QStringLiteral("game/variant"))) {
        const QString name = r.text(QStringLiteral("game/variant"));
        const auto v = parseVariant(name.toStdString());
        if (v && AppSettings::isGameOffered(*v))
            out.game = *v;
        else
            r.problem(AppSettings::tr("Unknown game “%1”; Indian Rummy is used.")
                          .arg(Reader::clip(name)));
    }
    // The Indian game the rules are for: the game itself, or while Gin is chosen the one kept
    // under rules/variant.
    Variant indian = out.game;
    if (familyOf(indian) != Family::Indian) {
        const auto kept = parseVariant(r.text(QStringLiteral("rules/variant")).toStdString());
        indian = kept && familyOf(*kept) == Family::Indian && AppSettings::isGameOffered(*kept)
                     ? *kept
                     : Variant::Indian13;
    }
    out.rules = IndianRules::preset(out.format(), indian);
    if (r.has(QStringLiteral("game/format"))) {
        const QString name = r.text(QStringLiteral("game/format"));
        if (const auto f = parseFormat(name.toStdString()))
            out.rules = IndianRules::preset(*f, out.rules.variant);
        else
            r.problem(AppSettings::tr("Unknown match format “%1”; Points rummy is used.")
                          .arg(Reader::clip(name)));
    }
    if (!r.readInt(QStringLiteral("game/players"), 2, AppSettings::kMaxSeats, out.players))
        r.problem(AppSettings::tr("The number of players is reset to %1.").arg(out.players));
    if (!r.readInt(QStringLiteral("game/expertMs"), AppSettings::kMinExpertMs,
                   AppSettings::kMaxExpertMs, out.expertMs))
        r.problem(
            AppSettings::tr("The Expert's thinking time is reset to %1 ms.").arg(out.expertMs));
    for (int seat = 1; seat < AppSettings::kMaxSeats; ++seat) {
        const QString level = QStringLiteral("game/seat%1/level").arg(seat);
        if (r.has(level)) {
            const auto l = parseBotLevel(r.text(level).toStdString());
            if (l && AppSettings::isBotLevelOffered(*l))
                out.levels[static_cast<std::size_t>(seat)] = *l;
            else
                r.problem(AppSettings::tr("Unknown level “%1” for seat %2; Medium is used.")
                              .arg(Reader::clip(r.text(level)))
                              .arg(seat + 1));
        }
        const QString name = r.text(QStringLiteral("game/seat%1/name").arg(seat));
        if (name.size() > AppSettings::kMaxNameLength)
            r.problem(AppSettings::tr("The name for seat %1 is too long; it is shortened.")
                          .arg(seat + 1));
        out.names[seat] = shortName(name);
    }
}

// The rule fields the player chooses, under "rules/<key>" (the keys of the save files), with
// the ranges of the table of rule fields; the others (the hand size) come from the preset.
QString settingsKey(const RuleField& field) {
    return QStringLiteral("rules/%1").arg(QLatin1String(field.key));
}

void loadRules(Reader& r, AppSettings& out) {
    IndianRules rules = out.rules;  // the preset of the format read above
    bool readable = true;
    for (const RuleField& field : ruleFields()) {
        if (field.section == RuleSection::None) continue;
        if (field.kind == RuleKind::Bool)
            readable &= r.readBool(settingsKey(field), rules.*field.boolMember);
        else
            readable &= r.readInt(settingsKey(field), field.min, field.max, rules.*field.intMember);
    }
    if (r.has(QStringLiteral("rules/valueCards"))) {
        const QString scheme = r.text(QStringLiteral("rules/valueCards"));
        if (const auto v = parseValueScheme(scheme.toStdString())) {
            rules.valueCards = *v;
        } else {
            r.problem(AppSettings::tr("Unknown value-card scheme “%1”.").arg(Reader::clip(scheme)));
            readable = false;
        }
    }
    if (!readable) {
        r.problem(AppSettings::tr("The house rules are reset to the format's standard rules."));
        return;
    }
    if (!rules.validate(out.players)) {
        r.problem(AppSettings::tr("The saved house rules cannot be played by %1 players; the "
                                  "format's standard rules are used.")
                      .arg(out.players));
        return;
    }
    out.rules = rules;
}

// Gin's options under "gin/<key>", with the ranges of settings/gin_options.h.
QString ginKey(const char* key) {
    return QStringLiteral("gin/%1").arg(QLatin1String(key));
}

void loadGin(Reader& r, AppSettings& out) {
    GinRules gin;
    bool readable = true;
    for (const GinOption& o : ginOptions()) {
        if (o.boolMember)
            readable &= r.readBool(ginKey(o.key), gin.*o.boolMember);
        else
            readable &= r.readInt(ginKey(o.key), o.min, o.max, gin.*o.intMember);
    }
    if (r.has(ginKey(kWallKey))) {
        const QString wall = r.text(ginKey(kWallKey));
        if (wall == ginWallName(GinWall::Void)) {
            gin.wall = GinWall::Void;
        } else if (wall == ginWallName(GinWall::TakeToKnock)) {
            gin.wall = GinWall::TakeToKnock;
        } else {
            r.problem(AppSettings::tr("Unknown wall rule “%1”.").arg(Reader::clip(wall)));
            readable = false;
        }
    }
    if (!readable || !gin.validate()) {
        r.problem(AppSettings::tr("The Gin options are reset to the standard rules."));
        return;
    }
    out.gin = gin;
}

// The table games' options under "meld/<key>" over the chosen game's preset (Straight while
// another family is chosen), and their table's size.
QString meldKey(const char* key) {
    return QStringLiteral("meld/%1").arg(QLatin1String(key));
}

void loadTableGame(Reader& r, AppSettings& out) {
    const Variant game = out.playsTable() ? out.game : Variant::Straight;
    TableRules rules = TableRules::preset(game);
    bool readable = true;
    for (const TableGameOption& o : meldOptions()) {
        if (!appliesTo(o, game)) continue;
        if (o.boolMember)
            readable &= r.readBool(meldKey(o.key), rules.*o.boolMember);
        else
            readable &= r.readInt(meldKey(o.key), o.min, o.max, rules.*o.intMember);
    }
    int players = out.tablePlayers;
    readable &= r.readInt(meldKey("players"), rules.minSeats, rules.maxSeats, players);
    if (!readable || rules.invalidField(players)) {
        r.problem(AppSettings::tr("The table game's options are reset to its standard rules."));
        rules = TableRules::preset(game);
        players = std::clamp(out.tablePlayers, rules.minSeats, rules.maxSeats);
    }
    out.table = rules;
    out.tablePlayers = players;
}

void loadTable(Reader& r, AppSettings& out) {
    if (r.has(QStringLiteral("table/deck"))) {
        const QString deck = r.text(QStringLiteral("table/deck"));
        if (DeckCatalog::isBuiltIn(deck) || QFileInfo(deck).isFile())
            out.deck = deck;
        else
            r.problem(AppSettings::tr("The card deck “%1” is not installed; the built-in deck "
                                      "is used.")
                          .arg(Reader::clip(deck)));
    }
    if (r.has(QStringLiteral("table/back"))) {
        const QString back = r.text(QStringLiteral("table/back"));
        if (AppSettings::backs().contains(back))
            out.back = back;
        else
            r.problem(
                AppSettings::tr("Unknown card back “%1”; red is used.").arg(Reader::clip(back)));
    }
    if (r.has(QStringLiteral("table/colour"))) {
        const QString name = r.text(QStringLiteral("table/colour"));
        const QColor c = QColor::fromString(name);
        if (c.isValid())
            out.tableColour = QColor(c.rgb());  // opaque: the felt is never see-through
        else
            r.problem(AppSettings::tr("“%1” is not a colour; the green felt is used.")
                          .arg(Reader::clip(name)));
    }
    if (r.has(QStringLiteral("table/animation"))) {
        const QString name = r.text(QStringLiteral("table/animation"));
        bool found = false;
        for (auto s : {AnimationSpeed::Normal, AnimationSpeed::Fast, AnimationSpeed::Off}) {
            if (name == QLatin1String(animationName(s))) {
                out.animation = s;
                found = true;
            }
        }
        if (!found)
            r.problem(AppSettings::tr("Unknown animation speed “%1”; Normal is used.")
                          .arg(Reader::clip(name)));
    }
    if (!r.readInt(QStringLiteral("table/botDelayMs"), 0, AppSettings::kMaxBotDelayMs,
                   out.botDelayMs))
        r.problem(
            AppSettings::tr("The bots' thinking time is reset to %1 ms.").arg(out.botDelayMs));
    (void)r.readBool(QStringLiteral("table/sound"), out.sound);  // a bad value: on, and said
    (void)r.readInt(QStringLiteral("table/soundVolume"), 0, 100, out.soundVolume);
    if (r.has(QStringLiteral("table/language"))) {
        const QString lang = r.text(QStringLiteral("table/language"));
        if (AppSettings::languages().contains(lang))
            out.language = lang;
        else
            r.problem(AppSettings::tr("Unknown language “%1”; the system language is used.")
                          .arg(Reader::clip(lang)));
    }
}

}  // namespace

QStringList AppSettings::languages() {
    return {QString(),
            QStringLiteral("en"),
            QStringLiteral("hi"),
            QStringLiteral("bn"),
            QStringLiteral("ta"),
            QStringLiteral("te"),
            QStringLiteral("mr"),
            QStringLiteral("de"),
            QStringLiteral("fr"),
            QStringLiteral("es")};
}

QStringList AppSettings::backs() {
    return {QStringLiteral("back-red"), QStringLiteral("back-blue"), QStringLiteral("back-green")};
}

int AppSettings::effectiveBotDelay() const {
    switch (animation) {
        case AnimationSpeed::Fast:
            return botDelayMs / 3;
        case AnimationSpeed::Off:
            return 0;
        case AnimationSpeed::Normal:
            break;
    }
    return botDelayMs;
}

AppSettings AppSettings::load(QSettings& settings, QStringList* problems) {
    AppSettings out;
    Reader r(settings, problems);
    if (settings.allKeys().isEmpty()) return out;  // first start: the defaults, no questions
    if (r.has(QStringLiteral("version"))) {
        bool ok = false;
        const int version = r.text(QStringLiteral("version")).toInt(&ok);
        if (!ok || version != kVersion) {
            r.problem(tr("The settings were saved by another version of Rummy (%1); the "
                         "defaults are used.")
                          .arg(Reader::clip(r.text(QStringLiteral("version")))));
            return out;
        }
    }
    loadGame(r, out);
    loadRules(r, out);
    loadGin(r, out);
    loadTableGame(r, out);
    loadTable(r, out);
    return out;
}

void AppSettings::save(QSettings& s) const {
    s.setValue(QStringLiteral("version"), kVersion);
    s.setValue(QStringLiteral("game/variant"), QString::fromLatin1(variantId(game)));
    s.setValue(QStringLiteral("game/format"), QString::fromLatin1(formatName(rules.format)));
    s.setValue(QStringLiteral("game/players"), players);
    s.setValue(QStringLiteral("game/expertMs"), expertMs);
    for (int seat = 1; seat < kMaxSeats; ++seat) {
        s.setValue(QStringLiteral("game/seat%1/level").arg(seat),
                   QString::fromLatin1(botLevelName(levels[static_cast<std::size_t>(seat)])));
        s.setValue(QStringLiteral("game/seat%1/name").arg(seat), names.value(seat));
    }
    for (const RuleField& field : ruleFields()) {
        if (field.section == RuleSection::None) continue;
        if (field.kind == RuleKind::Bool)
            s.setValue(settingsKey(field), rules.*field.boolMember);
        else
            s.setValue(settingsKey(field), rules.*field.intMember);
    }
    s.setValue(QStringLiteral("rules/variant"), QString::fromLatin1(variantId(rules.variant)));
    s.setValue(QStringLiteral("rules/valueCards"),
               QString::fromLatin1(valueSchemeName(rules.valueCards)));
    for (const GinOption& o : ginOptions()) {
        if (o.boolMember)
            s.setValue(ginKey(o.key), gin.*o.boolMember);
        else
            s.setValue(ginKey(o.key), gin.*o.intMember);
    }
    s.setValue(ginKey(kWallKey), ginWallName(gin.wall));
    for (const TableGameOption& o : meldOptions()) {
        if (o.boolMember)
            s.setValue(meldKey(o.key), table.*o.boolMember);
        else
            s.setValue(meldKey(o.key), table.*o.intMember);
    }
    s.setValue(meldKey("players"), tablePlayers);
    s.setValue(QStringLiteral("table/deck"), deck);
    s.setValue(QStringLiteral("table/back"), back);
    s.setValue(QStringLiteral("table/colour"), tableColour.name(QColor::HexRgb));
    s.setValue(QStringLiteral("table/animation"), QString::fromLatin1(animationName(animation)));
    s.setValue(QStringLiteral("table/botDelayMs"), botDelayMs);
    s.setValue(QStringLiteral("table/language"), language);
    s.setValue(QStringLiteral("table/sound"), sound);
    s.setValue(QStringLiteral("table/soundVolume"), soundVolume);
}

IndianController::Options AppSettings::toOptions(std::uint64_t seed) const {
    IndianController::Options o;
    o.players = players;
    o.format = rules.format;
    o.rules = rules;
    o.seed = seed;
    o.botDelayMs = effectiveBotDelay();
    o.expert.ms = expertMs;
    for (int seat = 0; seat < players; ++seat) {
        o.seatLevels.push_back(levels[static_cast<std::size_t>(seat)]);
        // The human's seat keeps its own name ("You"); the player names the bots.
        o.seatNames << (seat == 0 ? QString() : names.value(seat).trimmed());
    }
    return o;
}

GinController::Options AppSettings::toGinOptions(std::uint64_t seed) const {
    GinController::Options o;
    o.rules = gin;
    o.seed = seed;
    o.botDelayMs = effectiveBotDelay();
    o.expert.ms = expertMs;
    o.level = levels[GinController::kBotSeat];
    o.opponentName = names.value(GinController::kBotSeat).trimmed();
    return o;
}

TableGameController::Options AppSettings::toTableGameOptions(std::uint64_t seed) const {
    TableGameController::Options o;
    o.rules = table;
    o.seats = std::clamp(tablePlayers, table.minSeats, table.maxSeats);
    o.seed = seed;
    o.botDelayMs = effectiveBotDelay();
    o.expert.ms = expertMs;
    for (int seat = 0; seat < o.seats; ++seat) {
        // Seat 0's level is the hint's and a bot's in the player's seat: Hard gives the best.
        o.levels.push_back(seat == 0 ? BotLevel::Hard : levels[static_cast<std::size_t>(seat)]);
        o.names << (seat == 0 ? QString() : names.value(seat).trimmed());
    }
    return o;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <array>
#include <cstdint>

#include "bot.h"
#include "controller/gin_controller.h"
#include "controller/indian_controller.h"
#include "controller/table_game_controller.h"
#include "game/variant.h"
#include "gin/gin_rules.h"
#include "indian/indian_rules.h"
#include "settings/animation_speed.h"

class QSettings;

namespace rummy {

// What the player chose in the Settings dialog, as one value: the game set up for the next
// match (Indian Rummy or Gin; the format, seats, bots and house rules of the one, the options of
// the other) and the table's look (deck, back, felt, pace, language). load() never fails: a missing
// file gives the defaults, and every part that is unreadable, out of range or from an unknown
// version falls back to its default with one line in `problems` saying so, so that a hand-edited or
// damaged file cannot stop the game.
struct AppSettings {
    Q_DECLARE_TR_FUNCTIONS(rummy::AppSettings)

public:
    // Bumped when a key changes meaning; a file from a newer version is not guessed at.
    static constexpr int kVersion = 1;
    static constexpr int kMaxSeats = 6;
    static constexpr int kMaxNameLength = 20;
    static constexpr int kMaxBotDelayMs = 5000;
    // The Expert level's thinking time per decision, in milliseconds.
    static constexpr int kMinExpertMs = 200;
    static constexpr int kMaxExpertMs = 5000;

    // The game (applies from the next match).
    Variant game = Variant::Indian13;  // Indian13, Indian21 or Gin
    int players = 4;                   // Indian Rummy's; Gin is always two
    std::array<BotLevel, kMaxSeats> levels{BotLevel::Medium, BotLevel::Medium, BotLevel::Medium,
                                           BotLevel::Medium, BotLevel::Medium, BotLevel::Medium};
    QStringList names = QStringList(kMaxSeats, QString());  // by seat; empty: the default name
    int expertMs = 1000;  // how long an Expert seat thinks per decision
    // The Indian game's rules: rules.format is the format, rules.variant the game (13 or 21
    // cards; while Gin is chosen, the Indian game last chosen).
    IndianRules rules = IndianRules::preset(MatchFormat::Points);
    // Gin's options; its opponent is seat 1 (levels[1], names[1]).
    GinRules gin;
    // The table games' (Straight, 500, 51, Kaluki): the rules of the one chosen (its preset
    // with the options of settings/table_game_options.h) and how many sit at its table.
    TableRules table = TableRules::straight();
    int tablePlayers = 4;

    // The table (applies at once).
    QString deck = QStringLiteral("2colour");  // "2colour", "4colour" or an SVG deck's path
    QString back = QStringLiteral("back-red");
    QColor tableColour = defaultTableColour();
    AnimationSpeed animation = AnimationSpeed::Normal;
    int botDelayMs = 700;  // the Normal pace; Fast thinks a third of it, Off not at all
    QString language;      // empty: the system's; else a locale name ("hi", "de")
    bool sound = true;     // the table's sound effects
    int soundVolume = 70;  // percent

    MatchFormat format() const { return rules.format; }
    bool playsGin() const { return game == Variant::Gin; }
    bool playsTable() const { return familyOf(game) == Family::Table; }
    static bool isGameOffered(Variant v) { return isPlayable(v); }
    static QColor defaultTableColour() { return QColor(24, 96, 56); }
    // Locale names the game offers, "" (the system's) first.
    static QStringList languages();
    static QStringList backs();
    static bool isBotLevelOffered(BotLevel level) { return level != BotLevel::Random; }
    // The delay a bot waits under `animation`.
    int effectiveBotDelay() const;

    static AppSettings load(QSettings& settings, QStringList* problems);
    void save(QSettings& settings) const;
    IndianController::Options toOptions(std::uint64_t seed) const;
    GinController::Options toGinOptions(std::uint64_t seed) const;
    TableGameController::Options toTableGameOptions(std::uint64_t seed) const;

    friend bool operator==(const AppSettings&, const AppSettings&) = default;
};

}  // namespace rummy

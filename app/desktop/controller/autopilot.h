// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <cstdint>
#include <memory>

#include "bot.h"
#include "gin/gin_bot.h"
#include "table/table_bot.h"

namespace rummy {

class GameController;
class GinController;
class MeldGameController;

// The player's seat played by a bot through the player's own entry (`play`, as a click would),
// for the kill test and soak runs (`rummy --autopilot`, docs/reliability.md). Unlike
// humanIsBot, the deals are the player's: they are saved and counted in the statistics as the
// player's, which is what those tests check. The table goes on by itself: the next deal (or a
// new match) a moment after each deal ends, and at Pool a re-join when the seat's bot wants
// one. The bot is the one humanIsBot would seat (the seat's level, seeded from the match seed
// as GameController seeds its bots), so a match played this way is move for move the match
// the bots would play, and a resumed one goes on as it would have.
class Autopilot : public QObject {
    Q_OBJECT
public:
    explicit Autopilot(GameController* indian, QObject* parent = nullptr);
    void setGin(GinController* gin);         // once the Gin table exists
    void setMeld(MeldGameController* meld);  // once the table games' table exists
    // Only the game on the table is played (the others wait for their player).
    enum class Table { Indian, Gin, Meld };
    void setPlaying(Table table);
    void setPlayingGin(bool gin) { setPlaying(gin ? Table::Gin : Table::Indian); }
    // Milliseconds between a deal's end and the next deal.
    void setPauseMs(int ms) { pauseMs_ = ms; }
    // From now on the seat and the table wait for a player (tests that stop at a match's end).
    void stop() { stopped_ = true; }

private:
    void playIndian();
    void playGin();
    void playMeld();
    void nextDeal();
    void nextHand();
    void nextMeldHand();
    static void report(const char* what, const QString& id, int deal);

    GameController* indian_;
    GinController* gin_ = nullptr;
    MeldGameController* meld_ = nullptr;
    int pauseMs_ = 300;
    Table playing_ = Table::Indian;
    bool stopped_ = false;
    std::shared_ptr<Bot> bot_;
    std::uint64_t botSeed_ = 0;
    std::unique_ptr<GinBot> ginBot_;
    std::uint64_t ginBotSeed_ = 0;
    std::unique_ptr<TableBot> meldBot_;
    std::uint64_t meldBotSeed_ = 0;
};

}  // namespace rummy

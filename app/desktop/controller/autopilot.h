// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

namespace rummy {

class GameController;

// The player's seat played by a bot through the player's own entry (`play`, as a click would),
// for the kill test and soak runs (`rummy --autopilot`, docs/reliability.md). Unlike
// humanIsBot, the deals are the player's: they are saved and counted in the statistics as the
// player's, which is what those tests check. The table goes on by itself: the next deal (or a
// new match) a moment after each deal ends, and at Pool a re-join when the seat's bot wants
// one. The bot is the one humanIsBot would seat (the seat's level, seeded from the match seed
// as the controller seeds its bots: GameController::autopilotMove), so a match played this
// way is move for move the match the bots would play, and a resumed one goes on as it would
// have.
class Autopilot : public QObject {
    Q_OBJECT
public:
    explicit Autopilot(QObject* parent = nullptr);
    // A table's controller, once the table exists; only the game on the table shown is played
    // (the others wait for their player).
    void watch(GameController* table);
    void setPlaying(GameController* table);
    // Milliseconds between a deal's end and the next deal.
    void setPauseMs(int ms) { pauseMs_ = ms; }
    // From now on the seat and the table wait for a player (tests that stop at a match's end).
    void stop() { stopped_ = true; }

private:
    void play();
    void nextDeal();
    // "rummy autopilot: match <id> deal <n> over" (game at Gin, table at the table games).
    void report(const GameController& table);

    GameController* playing_ = nullptr;
    int pauseMs_ = 300;
    bool stopped_ = false;
};

}  // namespace rummy

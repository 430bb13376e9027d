// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/autopilot.h"

#include <QTimer>
#include <cstdio>

#include "controller/game_controller.h"

namespace rummy {

Autopilot::Autopilot(QObject* parent) : QObject(parent) {}

void Autopilot::watch(GameController* table) {
    // Queued: the move is made once the table has taken in the last one, as a player's would.
    connect(table, &GameController::stateChanged, this,
            [this] { QTimer::singleShot(0, this, &Autopilot::play); });
    connect(table, &GameController::dealEnded, this, [this, table] {
        if (table != playing_) return;
        report(*table);
        QTimer::singleShot(pauseMs_, this, &Autopilot::nextDeal);
    });
}

void Autopilot::setPlaying(GameController* table) {
    playing_ = table;
    // The table shown may be waiting for its player: a move, or the next deal.
    QTimer::singleShot(0, this, &Autopilot::play);
    QTimer::singleShot(pauseMs_, this, &Autopilot::nextDeal);
}

void Autopilot::report(const GameController& table) {
    const Family family = familyOf(table.variant());
    const char* what = family == Family::Gin ? "game" : family == Family::Table ? "table" : "match";
    // On standard output, so that a test sees play going on when nothing can be saved.
    std::printf("rummy autopilot: %s %s deal %d over\n", what, qPrintable(table.matchId()),
                table.dealNumber());
    std::fflush(stdout);
}

void Autopilot::play() {
    GameController* t = playing_;
    if (stopped_ || !t || !t->humansTurn() || t->botThinking() || t->paused()) return;
    (void)t->play(t->autopilotMove());
}

void Autopilot::nextDeal() {
    if (!stopped_ && playing_ && playing_->dealOver()) playing_->autopilotNextDeal();
}

}  // namespace rummy

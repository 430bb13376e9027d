// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <functional>

#include "controller/table_pause.h"
#include "game/move.h"
#include "game/result.h"

namespace rummy {

// The computer's turns at a desktop table, as the three controllers (13- and 21-card Indian
// Rummy, Gin, the table games) play them: a bot decides on a worker thread, from a copy of its
// view, so the window never freezes; its move is made on the table's thread a moment later (the
// table's pace), and only once no modal dialog holds the table (TablePause); a decision that
// arrives after a new game began is dropped. One turn at a time.
class BotTurns {
public:
    explicit BotTurns(QObject* owner) : owner_(owner) {}

    // A bot is deciding, or its move waits for its moment.
    bool pending() const { return pending_; }
    TablePause& pause() { return pause_; }
    const TablePause& pause() const { return pause_; }

    // A new game (or a resumed one): a decision still on its way, or held behind a dialog,
    // is dropped.
    void restart() {
        ++generation_;
        pending_ = false;
        pause_.dropHeld();
    }

    // Runs `decide` on a worker thread (it must own what it reads); then, `delayMs(move)`
    // milliseconds later and once the table is not paused, `apply(move)` on the owner's
    // thread, unless restart() came in between.
    void run(std::function<Move()> decide, std::function<int(const Move&)> delayMs,
             std::function<void(const Move&)> apply);

    // Why the player may not move now, for a game (`isOver`) and its deal (`round().isOver`):
    // the game is over, the deal is, or it is not the player's turn.
    template <typename Game>
    static ErrorCode notNow(const Game& game) {
        return game.isOver()           ? ErrorCode::MatchOver
               : game.round().isOver() ? ErrorCode::RoundOver
                                       : ErrorCode::NotYourTurn;
    }

private:
    QObject* owner_;
    bool pending_ = false;
    int generation_ = 0;
    TablePause pause_;
};

}  // namespace rummy

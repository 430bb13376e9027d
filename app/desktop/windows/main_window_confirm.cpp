// SPDX-License-Identifier: GPL-3.0-or-later
// The questions asked before an action that cannot be undone: a drop, and leaving a match
// under way for a new one. One click on either used to act at once (issue 16, item 8).
#include <QMessageBox>

#include "store/stats_store.h"
#include "windows/main_window.h"

namespace rummy {

bool MainWindow::matchUnderWay() const {
    if (playingMeld()) {
        const TableGame& g = meld_->game();
        return !g.isOver() && (!g.hands().empty() || !g.round().history().empty());
    }
    if (playingGin()) {
        const GinGame& g = gin_->game();
        return !g.isOver() && (!g.hands().empty() || !g.round().history().empty());
    }
    const Match& m = controller_->match();
    return !m.isOver() && (!m.deals().empty() || !m.round().history().empty());
}

void MainWindow::confirmNewGame() {
    if (matchUnderWay()) {
        const QString question = playingMeld() ? tr("Abandon this game and start a new one?")
                                 : playingGin()
                                     ? tr("Abandon this game of Gin Rummy and start a new one?")
                                     : tr("Abandon this match and start a new one?");
        if (QMessageBox::question(this, tr("New game"), question,
                                  QMessageBox::Yes | QMessageBox::No,
                                  QMessageBox::No) != QMessageBox::Yes)
            return;
        recordAbandonedMatch();
    }
    newGame();
}

// The match left behind counts in the statistics as abandoned (a bot's match for the player,
// an autopilot or a test without a statistics file, does not).
void MainWindow::recordAbandonedMatch() {
    const QString path = statsPath_;
    if (path.isEmpty()) return;
    const bool botPlayed = playingMeld()  ? meld_->options().humanIsBot
                           : playingGin() ? gin_->options().humanIsBot
                                          : controller_->options().humanIsBot;
    if (botPlayed || autopilot_) return;
    StatsStore store(path);
    if (!store.load()) lastProblem_ = store.notice();
    if (playingMeld()) {
        store.recordAbandonedTableGame(meld_->game().rules().variant);
    } else if (playingGin()) {
        store.recordAbandonedGinGame();
    } else {
        const RuleSet& rules = controller_->match().rules();
        store.recordAbandonedMatch(rules.format, rules.variant);
    }
    if (!store.save()) lastProblem_ = store.notice();
}

void MainWindow::confirmDrop() {
    const PlayerView v = controller_->view();
    // Not the player's drop to make: the controller says why (the button is off then anyway).
    if (!controller_->humansTurn() || !v.canDrop) {
        controller_->play(moves::Drop{});
        return;
    }
    const QString question = controller_->round().hasDrawn(GameController::kHumanSeat)
                                 ? tr("Middle drop for %1 points?").arg(v.dropPoints)
                                 : tr("First drop for %1 points?").arg(v.dropPoints);
    if (QMessageBox::question(this, tr("Drop"), question, QMessageBox::Yes | QMessageBox::Cancel,
                              QMessageBox::Yes) == QMessageBox::Yes)
        controller_->play(moves::Drop{});
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <optional>

#include "controller/indian_controller.h"
#include "windows/game_front.h"

namespace rummy {

class StatsRecorder;
class IndianScene;

// Indian Rummy's part of the window (13 and 21 cards, every format): the match's controller,
// table and toolbar (Draw, Take open card, Sort, Group, Discard, Finish, Drop, Hint), the
// questions before a finish or a drop, the result between deals and the pool's re-join, the
// standings, the discard history and the last deal's result, and the turn clock's warning.
class IndianFront : public GameFront {
    Q_OBJECT
public:
    IndianFront(const Window& window, const IndianController::Options& options);

    IndianController* match() const { return controller_; }
    IndianScene* scene() const { return scene_; }
    QAction* dropAction() const { return dropAction_; }  // its tooltip names the drop and cost
    // Game → Discard history… and Last deal's result…, on the window's menu.
    QAction* historyAction() const { return historyAction_; }
    QAction* lastResultAction() const { return lastResultAction_; }
    void setShowResults(bool on) { showResults_ = on; }  // off in tests: no modal dialog
    // The Drop button and Ctrl+D: asks "Drop for 40 points?" first; a drop cannot be undone.
    void confirmDrop();
    // The header's Standings button: the match's running scores in a dialog.
    void showStandings();
    // A dialog that held back the end of a deal has closed: show it now.
    void showWaitingResult();
    // A match that starts with a deal code's deal (its shuffle, dealer and seats dealt in).
    void playMatch(const IndianMatch& match, const IndianController::Options& options);

    GameController* controller() const override;
    QString title() const override;
    void showHeader(MatchHeader* header) const override;
    QString statusLine(bool keyboard, const QString& problem) override;
    void setNextOptions(const AppSettings& settings) override;
    void newGame() override;
    QString abandonQuestion() const override;
    void recordAbandoned(StatsStore& store) const override;
    void setStatsPath(const QString& path) override;
    void showRules(QWidget* parent) override;
    void showStatistics(StatsDialog& dialog) const override;
    void resume(const SaveStore::LoadResult& loaded) override;
    void shownChanged(bool shown) override;

protected:
    int dealWinner() const override;
    void turnStarted() override;

private:
    void buildActions();
    void connectClockSounds();
    void confirmFinish(Card card);
    void showResult();

    IndianController* controller_;
    IndianScene* scene_;
    StatsRecorder* recorder_;
    QToolBar* bar_ = nullptr;
    QAction* drawClosed_ = nullptr;
    QAction* drawOpen_ = nullptr;
    QAction* sort_ = nullptr;
    QAction* group_ = nullptr;
    QAction* discard_ = nullptr;
    QAction* finish_ = nullptr;
    QAction* dropAction_ = nullptr;
    QAction* historyAction_ = nullptr;
    QAction* lastResultAction_ = nullptr;
    bool showResults_ = true;
    bool resultWaiting_ = false;  // a deal ended behind a dialog: its result shows after it
    // The last deal's end as it was shown, for Game → Last deal's result.
    std::optional<IndianMatch> lastResult_;
    QStringList lastResultNames_;
    int soundDeal_ = -1;  // the deal whose dealing was last heard
    bool warnedThisTurn_ = false;
};

}  // namespace rummy

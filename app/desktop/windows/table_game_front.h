// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "controller/table_game_controller.h"
#include "windows/game_front.h"

namespace rummy {

class TableGameStatsRecorder;
class TableGameScene;

// The table games' part of the window (Straight Rummy, Rummy 500, Rummy 51, Kaluki; made when
// one is first played): their controller, table and toolbar (Draw, Take discard, Meld, Lay off,
// Discard, End turn, Next hand, Hint), the hint, the rules of the table and the status line.
class TableGameFront : public GameFront {
    Q_OBJECT
public:
    TableGameFront(const Window& window, const TableGameController::Options& options,
                   const QString& statsPath);

    TableGameController* meld() const { return meld_; }
    TableGameScene* scene() const { return scene_; }
    // A game with exactly these options (their seed), or one that goes on from `game`.
    void start(const TableGameController::Options& options);
    void resumeGame(const TableGame& game, const TableGameController::Options& options);
    // The Hint action: the Hard bot's move for the player, said and its cards selected.
    void showHint();

    GameController* controller() const override;
    QString title() const override;
    void showHeader(MatchHeader* header) const override;
    QString statusLine(bool keyboard, const QString& problem) override;
    void setNextOptions(const AppSettings& settings) override;
    void newGame() override;
    QString abandonQuestion() const override;
    void recordAbandoned(StatsStore& store) const override;
    void setStatsPath(const QString& path) override;
    // This table's rules (target, options), then the game's page (resources/help).
    void showRules(QWidget* parent) override;
    void showStatistics(StatsDialog& dialog) const override;
    void resume(const SaveStore::LoadResult& loaded) override;

protected:
    int dealWinner() const override;

private:
    void buildActions();

    TableGameController* meld_;
    TableGameScene* scene_;
    TableGameStatsRecorder* recorder_;
    QToolBar* bar_ = nullptr;
    QAction* draw_ = nullptr;
    QAction* take_ = nullptr;
    QAction* meldAction_ = nullptr;
    QAction* layOff_ = nullptr;
    QAction* discard_ = nullptr;
    QAction* done_ = nullptr;
    QAction* next_ = nullptr;
    QAction* hint_ = nullptr;
};

}  // namespace rummy

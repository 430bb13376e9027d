// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <memory>

#include "game_controller.h"

class QAction;
class QLabel;

namespace rummy {

class CardCache;
class TableScene;
class TableView;

// The window: the table, a toolbar (Sort, Discard, Finish, Drop, New game), a status line a
// screen reader can read (whose turn, the last move, why a move was refused), the Game and
// Help menus, and the result dialog between deals.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const GameController::Options& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* controller() const { return controller_; }
    TableScene* scene() const { return scene_; }
    TableView* view() const { return view_; }
    QAction* dropAction() const { return dropAction_; }  // its tooltip names the drop and cost
    void setShowResults(bool on) { showResults_ = on; }  // off in tests: no modal dialog

    // Card glides and the bots' pace.
    enum class AnimationSpeed { Normal, Fast, Off };
    void setAnimationSpeed(AnimationSpeed speed);

private:
    void buildActions();
    void updateStatus();
    void confirmFinish(Card card);
    void showResult();
    void showRules();

    std::unique_ptr<CardCache> cache_;
    GameController* controller_;
    TableScene* scene_;
    TableView* view_;
    QLabel* status_;
    QAction* drawClosedAction_ = nullptr;
    QAction* drawOpenAction_ = nullptr;
    QAction* sortAction_ = nullptr;
    QAction* discardAction_ = nullptr;
    QAction* finishAction_ = nullptr;
    QAction* dropAction_ = nullptr;
    QAction* groupAction_ = nullptr;
    QString lastProblem_;
    bool showResults_ = true;
    int normalBotDelay_ = 700;
};

}  // namespace rummy

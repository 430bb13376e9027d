// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/game_front.h"

#include <QMainWindow>
#include <QToolBar>
#include <optional>

#include "controller/game_controller.h"
#include "scene/card_table_scene.h"
#include "scene/card_table_view.h"
#include "sound/sound_player.h"

namespace rummy {

namespace {
std::optional<Sound> soundOfMove(const Move& move) {
    switch (kindOf(move)) {
        case MoveKind::DrawClosed:
        case MoveKind::DrawOpen:
            return Sound::Draw;
        case MoveKind::Discard:
            return Sound::Discard;
        case MoveKind::Finish:
        case MoveKind::Knock:
            return Sound::Declare;
        default:
            return std::nullopt;
    }
}
}  // namespace

GameFront::GameFront(const Window& window) : QObject(window.window), w_(window) {}

GameFront::~GameFront() {
    delete view_;
    delete scene_;
}

void GameFront::setTable(CardTableScene* scene) {
    scene_ = scene;
    view_ = new CardTableView(scene);
}

void GameFront::setLook(const QString& backElement, const QColor& tableColour) {
    scene_->setBackElement(backElement);  // redraws every card from the (new) deck
    scene_->setTableColour(tableColour);
}

void GameFront::setAnimationMs(int ms) {
    scene_->setAnimationMs(ms);
}

QToolBar* GameFront::makeToolBar(const QString& title, const char* objectName) {
    auto* bar = new QToolBar(title, w_.window);
    bar->setObjectName(QString::fromLatin1(objectName));
    bar->setAccessibleName(title);
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    w_.window->addToolBar(bar);
    bar->hide();
    bar_ = bar;
    return bar;
}

void GameFront::setShown(bool shown) {
    // A table not shown stands still, as behind a dialog: its clock and its bots wait.
    if (shown_ != shown) controller()->setPaused(!shown);
    shown_ = shown;
    shownChanged(shown);
}

void GameFront::setPace(AnimationSpeed speed, int normalBotDelayMs) {
    switch (speed) {
        case AnimationSpeed::Normal:
            setAnimationMs(200);
            controller()->setBotDelay(normalBotDelayMs);
            break;
        case AnimationSpeed::Fast:
            setAnimationMs(90);
            controller()->setBotDelay(normalBotDelayMs / 3);
            break;
        case AnimationSpeed::Off:
            setAnimationMs(0);
            controller()->setBotDelay(0);
            break;
    }
}

bool GameFront::underWay() const {
    const GameController* c = controller();
    return !c->gameOver() && !c->untouched();
}

void GameFront::connectTable() {
    GameController* c = controller();
    w_.autosaver->watch(c);  // first: the status line then tells of a failed save at once
    connect(c, &GameController::stateChanged, this, &GameFront::statusChanged);
    // Draws, discards, the player's turn, a deal won or lost.
    connect(c, &GameController::moved, this, [this](int, const Move& move) {
        if (!shown_) return;
        if (const auto s = soundOfMove(move)) w_.sounds->play(*s);
    });
    connect(c, &GameController::stateChanged, this, [this] {
        if (!shown_) return;
        const bool mine = controller()->humansTurn();
        if (mine && !myTurn_) {
            turnStarted();
            w_.sounds->play(Sound::YourTurn);
        }
        myTurn_ = mine;
    });
    connect(c, &GameController::dealEnded, this, [this] {
        if (!shown_) return;
        if (const int winner = dealWinner(); winner >= 0)
            w_.sounds->play(winner == GameController::kHumanSeat ? Sound::Win : Sound::Loss);
    });
}

QString GameFront::withMoves(QString line, const QString& problem) const {
    if (const QString last = controller()->lastMove(); !last.isEmpty())
        line += QStringLiteral("  ") + tr("Last move: %1.").arg(last);
    if (!problem.isEmpty()) line = problem + QStringLiteral("  ") + line;
    return line;
}

}  // namespace rummy

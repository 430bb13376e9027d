// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's Gin side: the Gin controller, table and toolbar (made when Gin is first played),
// switching between the two tables, the knock's question and the status line of a Gin hand.
#include <QAction>
#include <QLabel>
#include <QMessageBox>
#include <QStackedWidget>
#include <QToolBar>
#include <algorithm>

#include "controller/autopilot.h"
#include "controller/gin_hint_provider.h"
#include "gin/gin_hand.h"
#include "io/deal_code.h"
#include "settings/app_settings.h"
#include "store/autosaver.h"
#include "store/gin_stats_recorder.h"
#include "table/gin_table_scene.h"
#include "table/gin_table_view.h"
#include "table/indian_table_view.h"
#include "table/table_scene.h"
#include "text/desktop_text.h"
#include "windows/main_window.h"
#include "windows/match_header.h"

namespace rummy {

namespace {
int deadwoodWithout(const std::vector<Card>& hand, Card card) {
    std::vector<Face> rest;
    for (Card c : hand)
        if (c != card) rest.push_back(c.face());
    return ginDeadwood(rest);
}
}  // namespace

bool MainWindow::playingGin() const {
    return gin_ && stack_->currentWidget() == ginView_;
}

void MainWindow::createGin(const GinController::Options& options) {
    gin_ = new GinController(options, this);
    autosaver_->watch(gin_);  // first: the status line then tells of a failed save at once
    ginScene_ = new GinTableScene(gin_, cache_.get(), this);
    ginView_ = new GinTableView(ginScene_);
    watchInput(ginView_);
    stack_->addWidget(ginView_);
    ginScene_->setBackElement(appSettings_->back);
    ginScene_->setTableColour(scene_->tableColour());
    connect(gin_, &GinController::stateChanged, this, &MainWindow::updateStatus);
    connectGinSounds();
    connect(gin_, &GinController::illegalMove, this, [this](ErrorCode code) {
        // Two turns of a Gin hand where "not now" would not say enough.
        const GinView v = gin_->view();
        const bool mayTake =
            std::find(v.legal.begin(), v.legal.end(), Move(moves::DrawOpen{})) != v.legal.end();
        if (code == ErrorCode::WrongPhase && v.phase == GinPhase::FirstUpcard)
            lastProblem_ = tr("Take the upcard or pass first.");
        else if (code == ErrorCode::WrongPhase && v.phase == GinPhase::Draw && !mayTake)
            lastProblem_ = tr("Both players passed the upcard: the first draw is from the stock.");
        else
            lastProblem_ = text::errorReason(code);
        updateStatus();
    });
    connect(ginScene_, &GinTableScene::knockRequested, this,
            [this](Card card) { confirmKnock(card); });
    connect(ginScene_, &GinTableScene::nextHandRequested, gin_, &GinController::nextHand);
    auto* recorder = new GinStatsRecorder(gin_, this, statsPath_);
    connect(recorder, &GinStatsRecorder::notice, this, [this](const QString& text) {
        lastProblem_ = text;
        updateStatus();
    });
    connect(recorder, &GinStatsRecorder::saveFailed, this, &MainWindow::cannotSave);
    connect(recorder, &GinStatsRecorder::aboutToRecord, autosaver_, &Autosaver::flush);
    connect(recorder, &GinStatsRecorder::settled, autosaver_, [this] { autosaver_->settle(gin_); });
    buildGinActions();
    applyGinPace();
    // After the recorder: a hand the autopilot reports over is in the statistics already.
    if (autopilot_) autopilot_->watch(gin_);
}

void MainWindow::buildGinActions() {
    ginBar_ = new QToolBar(tr("Gin moves"), this);
    ginBar_->setObjectName(QStringLiteral("ginMoves"));
    ginBar_->setAccessibleName(tr("Gin moves"));
    ginBar_->setMovable(false);
    ginBar_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addToolBar(ginBar_);
    ginDraw_ = ginBar_->addAction(tr("Draw"), gin_, [this] { gin_->play(moves::DrawClosed{}); });
    ginDraw_->setShortcut(QKeySequence(Qt::Key_C));
    ginDraw_->setObjectName(QStringLiteral("ginDraw"));
    ginTake_ =
        ginBar_->addAction(tr("Take discard"), gin_, [this] { gin_->play(moves::DrawOpen{}); });
    ginTake_->setShortcut(QKeySequence(Qt::Key_O));
    ginTake_->setObjectName(QStringLiteral("ginTake"));
    ginPass_ = ginBar_->addAction(tr("Pass"), gin_, [this] { gin_->play(moves::Pass{}); });
    ginPass_->setShortcut(QKeySequence(Qt::Key_P));
    ginPass_->setObjectName(QStringLiteral("ginPass"));
    ginBar_->addSeparator();
    ginDiscard_ = ginBar_->addAction(tr("Discard"), this, [this] {
        if (auto c = ginScene_->selectedCard())
            gin_->play(moves::Discard{*c});
        else
            lastProblem_ = tr("Select a card first (click it), then Discard.");
        updateStatus();
    });
    ginDiscard_->setShortcut(QKeySequence(Qt::Key_D));
    ginDiscard_->setObjectName(QStringLiteral("ginDiscard"));
    QAction* sort = ginBar_->addAction(tr("Sort"), this, [this] { ginScene_->sortHand(); });
    sort->setObjectName(QStringLiteral("ginSort"));
    sort->setShortcut(QKeySequence(Qt::Key_S));
    sort->setToolTip(tr("Back to the automatic grouping: melds first, then the deadwood (S)"));
    ginKnock_ = ginBar_->addAction(tr("Knock"), this, [this] { confirmKnock(); });
    ginKnock_->setObjectName(QStringLiteral("knock"));
    ginKnock_->setShortcut(QKeySequence(Qt::Key_K));
    ginNext_ = ginBar_->addAction(tr("Next hand"), gin_, &GinController::nextHand);
    ginNext_->setShortcut(QKeySequence(Qt::Key_N));
    ginNext_->setObjectName(QStringLiteral("ginNext"));
    ginHints_ = new GinHintProvider(gin_, ginScene_, this);
    ginBar_->addAction(ginHints_->action());
    connect(ginHints_, &GinHintProvider::message, this, [this](const QString& text) {
        lastProblem_ = text;
        updateStatus();
    });
    ginBar_->addSeparator();
    ginBar_->addAction(newGameAction_);
    for (QAction* a : {ginDraw_, ginTake_, ginPass_, ginDiscard_, ginKnock_, ginNext_})
        a->setToolTip(a->text() + QStringLiteral(" (%1)").arg(a->shortcut().toString()));
    ginBar_->hide();
}

void MainWindow::applyGinPace() {
    if (!gin_) return;
    switch (animation_) {
        case AnimationSpeed::Normal:
            ginScene_->setAnimationMs(200);
            gin_->setBotDelay(normalBotDelay_);
            break;
        case AnimationSpeed::Fast:
            ginScene_->setAnimationMs(90);
            gin_->setBotDelay(normalBotDelay_ / 3);
            break;
        case AnimationSpeed::Off:
            ginScene_->setAnimationMs(0);
            gin_->setBotDelay(0);
            break;
    }
}

void MainWindow::showTable(bool gin) {
    if (gin && !gin_) return;
    // The table games' table, when it was shown, stands still behind the other.
    if (meld_ && !meldStill_) meld_->setPaused(meldStill_ = true);
    if (meldBar_) meldBar_->hide();
    header_->show();
    if (indianStill_ != gin) controller_->setPaused(indianStill_ = gin);
    if (gin_ && ginStill_ != !gin) gin_->setPaused(ginStill_ = !gin);
    stack_->setCurrentWidget(gin ? static_cast<QWidget*>(ginView_) : view_);
    movesBar_->setVisible(!gin);
    if (ginBar_) ginBar_->setVisible(gin);
    discardHistoryAction_->setEnabled(!gin);  // the Indian deal's; Gin's pile is on the table
    lastResultAction_->setEnabled(!gin && lastResult_.has_value());
    setWindowTitle(gin ? tr("Rummy — Gin") : tr("Rummy"));
    TableController* shown = gin ? static_cast<TableController*>(gin_) : controller_;
    autosaver_->setPlaying(shown);  // the game on the table is the one kept
    if (autopilot_) autopilot_->setPlaying(shown);
    (gin ? static_cast<QWidget*>(ginView_) : view_)->setFocus();
    updateStatus();
}

void MainWindow::startGinGame(const GinController::Options& options) {
    if (!gin_) {
        createGin(options);
    } else {
        gin_->start(options);
    }
    applyGinPace();
    showTable(true);
}

void MainWindow::resumeGin(const GinGame& game, const GinController::Options& options) {
    if (!gin_) createGin(options);
    gin_->resume(game, options);
    applyGinPace();
    showTable(true);
}

void MainWindow::newGame() {
    if (appSettings_->playsTable()) {
        if (!meld_) {
            startMeldGame(appSettings_->toMeldOptions(controller_->options().seed + 1));
        } else {
            showMeldTable();
            meld_->newGame();
        }
        return;
    }
    if (appSettings_->playsGin()) {
        if (!gin_)
            startGinGame(appSettings_->toGinOptions(controller_->options().seed + 1));
        else {
            showTable(true);
            gin_->newGame();
        }
        return;
    }
    showTable(false);
    controller_->newMatch();
}

void MainWindow::confirmKnock(std::optional<Card> card) {
    if (!gin_ || !gin_->humansTurn() || gin_->view().phase != GinPhase::Discard) {
        lastProblem_ = text::errorReason(gin_ && gin_->humansTurn() ? ErrorCode::WrongPhase
                                                                    : ErrorCode::NotYourTurn);
        updateStatus();
        return;
    }
    const GinView v = gin_->view();
    if (!card) {
        // No card picked: the knock that leaves least deadwood, or why there is none.
        int best = 1 << 20;
        for (const Move& m : v.legal)
            if (const auto* k = std::get_if<moves::Knock>(&m)) {
                const int dw = deadwoodWithout(v.hand, k->card);
                if (dw < best) {
                    best = dw;
                    card = k->card;
                }
            }
        if (!card) {
            const int least = bestGinDiscard([&] {
                                  std::vector<Face> f;
                                  for (Card c : v.hand) f.push_back(c.face());
                                  return f;
                              }())
                                  .deadwood;
            lastProblem_ = tr("You cannot knock yet: your best discard leaves deadwood %1, and "
                              "a knock needs %2 or less.")
                               .arg(least)
                               .arg(v.knockLimit);
            updateStatus();
            return;
        }
    }
    const Move knock = moves::Knock{*card, {}};
    if (std::find(v.legal.begin(), v.legal.end(), knock) == v.legal.end()) {
        gin_->play(knock);  // the engine says why (too much deadwood, the card just taken)
        return;
    }
    std::vector<Face> all;
    for (Card c : v.hand) all.push_back(c.face());
    const bool bigGin =
        v.rules.bigGinBonus > 0 && all.size() > GinRules::kHandSize && ginDeadwood(all) == 0;
    const int dw = deadwoodWithout(v.hand, *card);
    QMessageBox box(this);
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(tr("Knock"));
    if (bigGin)
        box.setText(tr("Big gin! Lay down all eleven cards?"));
    else if (dw == 0)
        box.setText(tr("Gin! Knock, discarding %1?").arg(text::cardName(*card)));
    else
        box.setText(tr("Knock, discarding %1? Deadwood %2").arg(text::cardName(*card)).arg(dw));
    box.setStandardButtons(QMessageBox::Yes | QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Yes);
    if (box.exec() == QMessageBox::Yes) gin_->play(knock);
}

void MainWindow::updateGinStatus() {
    const GinRound& round = gin_->round();
    const GinView v = gin_->view();
    QString line;
    if (gin_->game().isOver())
        line = tr("The game is over: press New game to play again.");
    else if (round.isOver())
        line = tr("The hand is over: press Next hand to deal the next one.");
    // The hand's code where it can be selected and copied (the table's panel cannot).
    if (round.isOver())
        line += QStringLiteral("  ") +
                tr("Code of this hand: %1")
                    .arg(QString::fromStdString(DealCode::of(gin_->game()).toString()));
    else if (gin_->humansTurn()) {
        switch (v.phase) {
            case GinPhase::FirstUpcard:
                line = tr("Your turn: take the upcard (O) or pass (P).");
                break;
            case GinPhase::Wall:
                line =
                    tr("Two cards are left: take the discard to knock (O), or pass (P) and "
                       "the hand is void.");
                break;
            case GinPhase::Draw:
                line = keyboardPlay_ ? tr("Your turn: press C to draw from the stock, or O to "
                                          "take the discard.")
                                     : tr("Your turn: click the stock or the discard pile to "
                                          "draw.");
                break;
            case GinPhase::Discard:
                line = v.mustKnock ? tr("You took the discard at the wall: knock now (K).")
                       : keyboardPlay_
                           ? tr("Your turn: choose a card with the arrow keys and Space, then D "
                                "to discard it or K to knock.")
                           : tr("Your turn: drag a card onto the discard pile, or onto Knock.");
                break;
            case GinPhase::Over:
                break;
        }
    } else {
        line = tr("%1's turn.").arg(gin_->seatName(round.currentSeat()));
    }
    if (!gin_->lastMove().isEmpty())
        line += QStringLiteral("  ") + tr("Last move: %1.").arg(gin_->lastMove());
    if (!lastProblem_.isEmpty()) {
        line = lastProblem_ + QStringLiteral("  ") + line;
        lastProblem_.clear();
    }
    status_->setText(line);
    status_->setAccessibleDescription(line);
    const bool mine = gin_->humansTurn();
    auto legal = [&](const Move& m) {
        return std::find(v.legal.begin(), v.legal.end(), m) != v.legal.end();
    };
    ginDraw_->setEnabled(mine && legal(moves::DrawClosed{}));
    ginTake_->setEnabled(mine && legal(moves::DrawOpen{}));
    ginPass_->setEnabled(mine && legal(moves::Pass{}));
    ginDiscard_->setEnabled(mine && v.phase == GinPhase::Discard && !v.mustKnock);
    ginKnock_->setEnabled(mine && v.phase == GinPhase::Discard);
    ginNext_->setEnabled(round.isOver());
}

}  // namespace rummy

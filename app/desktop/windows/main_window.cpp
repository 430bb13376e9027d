// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/main_window.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <utility>

#include "melds/meld.h"
#include "settings/app_settings.h"
#include "solver/hand_solver.h"
#include "store/autosaver.h"
#include "table/card_cache.h"
#include "table/gin_table_scene.h"
#include "table/gin_table_view.h"
#include "table/indian_table_view.h"
#include "table/meld_table_scene.h"
#include "table/meld_table_view.h"
#include "table/table_scene.h"
#include "text/desktop_text.h"
#include "windows/discard_history_dialog.h"
#include "windows/help_dialogs.h"
#include "windows/match_header.h"
#include "windows/result_dialog.h"

namespace rummy {

MainWindow::MainWindow(const GameController::Options& options, QWidget* parent)
    : QMainWindow(parent),
      cache_(std::make_unique<CardCache>()),
      controller_(new GameController(options, this)),
      scene_(new TableScene(controller_, cache_.get(), this)),
      view_(new IndianTableView(scene_)),
      appSettings_(std::make_unique<AppSettings>()) {
    normalBotDelay_ = options.botDelayMs;  // --bot-delay is the Normal pace
    setWindowTitle(tr("Rummy"));
    stack_ = new QStackedWidget;
    stack_->addWidget(view_);
    header_ = new MatchHeader;
    auto* central = new QWidget;
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(header_);
    column->addWidget(stack_, 1);
    setCentralWidget(central);
    connect(header_, &MatchHeader::standingsRequested, this, &MainWindow::showStandings);
    watchInput(view_);
    status_ = new QLabel;
    status_->setAccessibleName(tr("Game status"));
    status_->setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    statusBar()->addWidget(status_, 1);
    notSaved_ = new QLabel(tr("Not saved"));
    notSaved_->setObjectName(QStringLiteral("notSaved"));
    notSaved_->setAccessibleName(tr("Not saved"));
    notSaved_->hide();
    statusBar()->addPermanentWidget(notSaved_);
    autosaver_ = new Autosaver(this);
    autosaver_->watch(controller_);
    autosaver_->setPlaying(controller_);
    connect(autosaver_, &Autosaver::failed, this, &MainWindow::cannotSave);
    connect(autosaver_, &Autosaver::recovered, notSaved_, &QWidget::hide);
    buildActions();
    connectSounds();
    connect(controller_, &GameController::stateChanged, this, &MainWindow::updateStatus);
    connect(controller_, &GameController::illegalMove, this, [this](ErrorCode code) {
        lastProblem_ = text::errorReason(code);
        updateStatus();
    });
    connect(controller_, &GameController::dealEnded, this, [this] {
        if (showResults_) QTimer::singleShot(600, this, &MainWindow::showResult);
    });
    connect(scene_, &TableScene::finishRequested, this, &MainWindow::confirmFinish);
    updateStatus();
    // Most of the screen, never less than the smallest size the layout is made for.
    const QSize avail = screen() ? screen()->availableGeometry().size() : QSize(1280, 720);
    resize(QSize(1280, 800).boundedTo(avail * 0.9).expandedTo(QSize(1024, 640)));
}

MainWindow::~MainWindow() {
    // The scenes' items hold pixmaps from the cache: drop them before the cache goes.
    delete view_;
    delete scene_;
    delete ginView_;
    delete ginScene_;
    delete meldView_;
    delete meldScene_;
}

void MainWindow::buildActions() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newGame = game->addAction(tr("&New game"), this, &MainWindow::confirmNewGame);
    newGame->setObjectName(QStringLiteral("newGame"));
    newGame->setShortcut(QKeySequence::New);
    newGameAction_ = newGame;
    addSaveActions(game);
    addSettingsAction(game);
    addStatsAction(game);
    QAction* history = game->addAction(tr("Discard &history…"), this, [this] {
        DiscardHistoryDialog dialog(controller_, this);
        dialog.exec();
    });
    history->setObjectName(QStringLiteral("discardHistory"));
    history->setShortcut(QKeySequence(tr("Ctrl+H")));
    discardHistoryAction_ = history;
    lastResultAction_ = game->addAction(tr("Last deal's &result…"), this, [this] {
        if (!lastResult_) return;
        ResultDialog dialog(*lastResult_, this, lastResultNames_, cache_.get(), true);
        dialog.exec();
    });
    lastResultAction_->setObjectName(QStringLiteral("lastResult"));
    lastResultAction_->setEnabled(false);  // until a deal has ended
    QMenu* speed = game->addMenu(tr("&Animation speed"));
    auto* speeds = new QActionGroup(this);
    for (auto [name, value] : {std::pair{tr("&Normal"), AnimationSpeed::Normal},
                               std::pair{tr("&Fast"), AnimationSpeed::Fast},
                               std::pair{tr("&Off"), AnimationSpeed::Off}}) {
        QAction* a = speed->addAction(name, this, [this, v = value] {
            setAnimationSpeed(v);
            appSettings_->animation = v;  // the Settings dialog opens with the pace in use
        });
        a->setObjectName(QStringLiteral("speed%1").arg(static_cast<int>(value)));
        a->setCheckable(true);
        a->setChecked(value == AnimationSpeed::Normal);
        speeds->addAction(a);
    }
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), qApp, &QApplication::quit);
    // Some platforms (and offscreen) have no standard Quit key: fall back to Ctrl+Q.
    quit->setShortcut(QKeySequence(QKeySequence::Quit).isEmpty() ? QKeySequence(tr("Ctrl+Q"))
                                                                 : QKeySequence::Quit);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* rules = help->addAction(tr("&Rules"), this, &MainWindow::showRules);
    rules->setShortcut(QKeySequence::HelpContents);
    if (rules->shortcut().isEmpty()) rules->setShortcut(QKeySequence(Qt::Key_F1));
    help->addAction(tr("&Keyboard shortcuts"), this, [this] {
        ShortcutsDialog dialog(this);
        dialog.exec();
    });
    help->addSeparator();
    help->addAction(tr("&About Rummy"), this, [this] { showAboutDialog(this); });

    QToolBar* bar = addToolBar(tr("Moves"));
    movesBar_ = bar;
    bar->setObjectName(QStringLiteral("moves"));
    bar->setAccessibleName(tr("Moves"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    QAction* drawClosed =
        bar->addAction(tr("Draw"), controller_, [this] { controller_->play(moves::DrawClosed{}); });
    drawClosed->setShortcut(QKeySequence(Qt::Key_C));
    QAction* drawOpen = bar->addAction(tr("Take open card"), controller_,
                                       [this] { controller_->play(moves::DrawOpen{}); });
    drawOpen->setShortcut(QKeySequence(Qt::Key_O));
    drawClosedAction_ = drawClosed;
    drawOpenAction_ = drawOpen;
    bar->addSeparator();
    sortAction_ = bar->addAction(tr("Sort by suit"), this, [this] {
        // After the player's own grouping, Sort first brings back the automatic arrangement.
        if (scene_->hasOwnGroups()) {
            scene_->setHandOrder(scene_->handOrder());
            return;
        }
        const bool bySuit = scene_->handOrder() == HandOrder::Melds;
        scene_->setHandOrder(bySuit ? HandOrder::Suits : HandOrder::Melds);
        sortAction_->setText(bySuit ? tr("Sort by melds") : tr("Sort by suit"));
    });
    sortAction_->setShortcut(QKeySequence(Qt::Key_S));
    groupAction_ = bar->addAction(tr("Group"), this, [this] {
        if (!scene_->groupSelected())
            lastProblem_ = tr("Select cards first (click them or press Space), then Group.");
        updateStatus();
    });
    groupAction_->setShortcut(QKeySequence(Qt::Key_G));
    discardAction_ = bar->addAction(tr("Discard"), this, [this] {
        if (auto c = scene_->selectedCard())
            controller_->play(moves::Discard{*c});
        else
            lastProblem_ = tr("Select a card first (click it), then Discard.");
        updateStatus();
    });
    discardAction_->setShortcut(QKeySequence(Qt::Key_D));
    finishAction_ = bar->addAction(tr("Finish"), this, [this] {
        if (auto c = scene_->selectedCard())
            confirmFinish(*c);
        else
            lastProblem_ = tr("Select the card to put on the finish slot, then Finish.");
        updateStatus();
    });
    finishAction_->setShortcut(QKeySequence(Qt::Key_F));
    dropAction_ = bar->addAction(tr("Drop"), this, &MainWindow::confirmDrop);
    dropAction_->setObjectName(QStringLiteral("drop"));
    // A drop costs points and cannot be undone: a modifier keeps it from a stray key press.
    dropAction_->setShortcut(QKeySequence(tr("Ctrl+D")));
    addHintAction(bar);
    bar->addSeparator();
    bar->addAction(newGame);
    for (QAction* a :
         {drawClosed, drawOpen, sortAction_, groupAction_, discardAction_, finishAction_, newGame})
        a->setToolTip(a->text() + (a->shortcut().isEmpty()
                                       ? QString()
                                       : QStringLiteral(" (%1)").arg(a->shortcut().toString())));
}

void MainWindow::updateStatus() {
    if (playingMeld()) {
        updateMeldStatus();
        return;
    }
    if (playingGin()) {
        header_->showGin(gin_);
        updateGinStatus();
        return;
    }
    header_->showIndian(controller_);
    const PlayerView v = controller_->view();
    const RoundState& round = controller_->round();
    QString turn;
    if (round.isOver())
        turn = tr("The deal is over.");
    else if (controller_->humansTurn())
        turn = v.phase == Phase::Draw
                   ? (keyboardPlay_
                          ? tr("Your turn: press C to draw from the closed deck, or O to take "
                               "the open card.")
                          : tr("Your turn: click the closed deck or the open deck to draw."))
                   : (keyboardPlay_ ? tr("Your turn: choose a card with the arrow keys and "
                                         "Space, then D to discard it or F to finish.")
                                    : tr("Your turn: drag a card onto the open deck to "
                                         "discard, or onto Finish."));
    else
        turn = tr("%1's turn.").arg(controller_->seatName(round.currentSeat()));
    QString line = turn;
    if (!controller_->lastMove().isEmpty())
        line += QStringLiteral("  ") + tr("Last move: %1.").arg(controller_->lastMove());
    if (!lastProblem_.isEmpty()) {
        line = lastProblem_ + QStringLiteral("  ") + line;
        lastProblem_.clear();
    }
    if (const QString warning = controller_->turnWarning(); !warning.isEmpty())
        line = warning + QStringLiteral("  ") + line;
    status_->setText(line);
    status_->setAccessibleDescription(line);
    const bool mine = controller_->humansTurn();
    discardAction_->setEnabled(mine && v.phase == Phase::Discard);
    finishAction_->setEnabled(mine && v.phase == Phase::Discard);
    dropAction_->setEnabled(mine && v.canDrop);
    // Say which drop it would be and what it costs, or why there is none.
    const RuleSet& rules = round.rules();
    QString dropTip;
    if (!rules.dropAllowed())
        dropTip = text::errorReason(ErrorCode::DropNotAllowed);
    else if (round.hasDrawn(GameController::kHumanSeat))
        dropTip = tr("Middle drop: %1 points").arg(rules.middleDrop);
    else
        dropTip = tr("First drop: %1 points").arg(rules.firstDrop);
    dropAction_->setToolTip(dropTip);
    dropAction_->setStatusTip(dropTip);
    drawClosedAction_->setEnabled(mine && v.phase == Phase::Draw);
    drawOpenAction_->setEnabled(mine && v.phase == Phase::Draw && v.canDrawOpen);
}

void MainWindow::confirmFinish(Card card) {
    if (!controller_->humansTurn() || controller_->view().phase != Phase::Discard) {
        lastProblem_ = text::errorReason(controller_->humansTurn() ? ErrorCode::WrongPhase
                                                                   : ErrorCode::NotYourTurn);
        updateStatus();
        return;
    }
    // The player's own groups when they arranged the hand, else the solver's best.
    const auto own = scene_->declaredGroups(card);
    const std::vector<std::vector<Card>> groups = own ? *own : controller_->finishGroups(card);
    std::vector<std::vector<Face>> faces;
    for (const auto& g : groups) {
        faces.emplace_back();
        for (Card c : g) faces.back().push_back(c.face());
    }
    const DeclarationCheck check = checkDeclaration(faces, controller_->round().wildRank(),
                                                    controller_->round().rules().handSize);
    QMessageBox box(this);
    box.setWindowTitle(tr("Finish and declare"));
    if (check.valid) {
        box.setIcon(QMessageBox::Question);
        box.setText(
            tr("Put %1 on the finish slot and declare your hand?").arg(text::cardName(card)));
    } else {
        box.setIcon(QMessageBox::Warning);
        box.setText(
            tr("Your groups are not a valid declaration (you need a pure sequence, a "
               "second sequence, and every card in a meld)."));
        box.setInformativeText(tr("Declaring now costs %1 points. Declare anyway?")
                                   .arg(controller_->round().rules().wrongDeclaration));
    }
    box.setStandardButtons(QMessageBox::Yes | QMessageBox::Cancel);
    box.setDefaultButton(check.valid ? QMessageBox::Yes : QMessageBox::Cancel);
    if (box.exec() == QMessageBox::Yes) controller_->play(moves::Finish{card, groups});
}

void MainWindow::setAnimationSpeed(AnimationSpeed speed) {
    switch (speed) {
        case AnimationSpeed::Normal:
            scene_->setAnimationMs(200);
            controller_->setBotDelay(normalBotDelay_);
            break;
        case AnimationSpeed::Fast:
            scene_->setAnimationMs(90);
            controller_->setBotDelay(normalBotDelay_ / 3);
            break;
        case AnimationSpeed::Off:
            scene_->setAnimationMs(0);
            controller_->setBotDelay(0);
            break;
    }
    animation_ = speed;
    applyGinPace();
    applyMeldPace();
}

// The status line speaks of keys to a player using the keyboard and of clicks and drags to
// one using the mouse: whichever they used last (issue 16, item 15).
bool MainWindow::eventFilter(QObject* watched, QEvent* e) {
    const QEvent::Type t = e->type();
    const bool key = t == QEvent::KeyPress || t == QEvent::ShortcutOverride;
    const bool mouse = t == QEvent::MouseButtonPress;
    if ((key || mouse) && keyboardPlay_ != key) {
        keyboardPlay_ = key;
        updateStatus();
    }
    return QMainWindow::eventFilter(watched, e);
}

void MainWindow::watchInput(QWidget* w) {
    w->installEventFilter(this);
    if (auto* area = qobject_cast<QAbstractScrollArea*>(w))
        area->viewport()->installEventFilter(this);
}

bool MainWindow::event(QEvent* e) {
    if (e->type() == QEvent::WindowBlocked) {
        controller_->setPaused(true);
        if (gin_) gin_->setPaused(true);
        if (meld_) meld_->setPaused(true);
    } else if (e->type() == QEvent::WindowUnblocked) {
        controller_->setPaused(false);
        if (gin_) gin_->setPaused(false);
        if (meld_) meld_->setPaused(false);
        if (std::exchange(resultWaiting_, false))
            QTimer::singleShot(0, this, &MainWindow::showResult);
    }
    return QMainWindow::event(e);
}

void MainWindow::showStandings() {
    QStringList names;
    for (int seat = 0; seat < controller_->match().players(); ++seat)
        names << controller_->seatName(seat);
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Standings"));
    auto* text = new QTextBrowser(&dialog);
    text->setHtml(ResultDialog::scoreboardHtml(controller_->match(), names));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog.resize(520, 420);
    dialog.exec();
}

void MainWindow::showResult() {
    if (!controller_->round().isOver()) return;
    // The end of a deal never opens on top of another dialog: it waits for it to close.
    if (QApplication::activeModalWidget()) {
        resultWaiting_ = true;
        return;
    }
    QStringList names;
    for (int seat = 0; seat < controller_->match().players(); ++seat)
        names << controller_->seatName(seat);
    lastResult_ = controller_->match();
    lastResultNames_ = names;
    lastResultAction_->setEnabled(true);
    ResultDialog dialog(controller_->match(), this, names, cache_.get());
    dialog.exec();
    // Pool: out, but the table lets the player buy back in; bots decide in nextDeal().
    if (controller_->humanMayRejoin()) {
        const int score = GameController::rejoinScore(controller_->match());
        const auto answer = QMessageBox::question(
            this, tr("Re-join the pool?"),
            tr("You are out of the pool. Re-join the game at %1 points?").arg(score),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes) controller_->rejoinHuman();
    }
    controller_->nextDeal();
}

}  // namespace rummy

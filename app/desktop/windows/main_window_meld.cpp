// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's table games (Straight Rummy, Rummy 500, Rummy 51, Kaluki): their controller,
// table and toolbar, made when one is first played, showing that table, and its status line.
#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>

#include "controller/autopilot.h"
#include "io/deal_code.h"
#include "settings/settings_game_page.h"
#include "store/autosaver.h"
#include "store/meld_stats_recorder.h"
#include "table/meld_table_scene.h"
#include "table/meld_table_view.h"
#include "table/meld_texts.h"
#include "table/table_bot.h"
#include "table/table_scene.h"
#include "text/desktop_text.h"
#include "text/help_pages.h"
#include "windows/main_window.h"
#include "windows/match_header.h"

namespace rummy {

bool MainWindow::playingMeld() const {
    return meld_ && stack_->currentWidget() == meldView_;
}

void MainWindow::createMeld(const MeldGameController::Options& options) {
    meld_ = new MeldGameController(options, this);
    autosaver_->watch(meld_);
    meldScene_ = new MeldTableScene(meld_, cache_.get(), this);
    meldView_ = new MeldTableView(meldScene_);
    watchInput(meldView_);
    stack_->addWidget(meldView_);
    meldScene_->setBackElement(appSettings_->back);
    meldScene_->setTableColour(scene_->tableColour());
    connect(meld_, &MeldGameController::stateChanged, this, &MainWindow::updateStatus);
    connectMeldSounds();
    connect(meld_, &MeldGameController::illegalMove, this, [this](ErrorCode code) {
        // The scene's refusals say more; this catches those from elsewhere (the toolbar).
        if (lastProblem_.isEmpty()) lastProblem_ = MeldTexts::refusal(code, meld_->view());
        updateStatus();
    });
    connect(meldScene_, &MeldTableScene::problem, this, [this](const QString& text) {
        lastProblem_ = text;
        updateStatus();
    });
    connect(meldScene_, &MeldTableScene::selectionChanged, this, [this] {
        if (playingMeld()) updateStatus();
    });
    connect(meldScene_, &MeldTableScene::nextHandRequested, meld_, &MeldGameController::nextHand);
    auto* recorder = new MeldStatsRecorder(meld_, this, statsPath_);
    connect(recorder, &MeldStatsRecorder::notice, this, [this](const QString& text) {
        lastProblem_ = text;
        updateStatus();
    });
    connect(recorder, &MeldStatsRecorder::saveFailed, this, &MainWindow::cannotSave);
    connect(recorder, &MeldStatsRecorder::aboutToRecord, autosaver_, &Autosaver::flush);
    connect(recorder, &MeldStatsRecorder::settled, autosaver_,
            [this] { autosaver_->settle(meld_); });
    // After the recorder: a hand the autopilot reports over is in the statistics already.
    if (autopilot_) autopilot_->watch(meld_);
    buildMeldActions();
    applyMeldPace();
}

void MainWindow::buildMeldActions() {
    meldBar_ = new QToolBar(tr("Rummy moves"), this);
    meldBar_->setObjectName(QStringLiteral("meldMoves"));
    meldBar_->setAccessibleName(tr("Rummy moves"));
    meldBar_->setMovable(false);
    meldBar_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addToolBar(meldBar_);
    auto add = [this](const QString& text, const char* name, Qt::Key key, auto slot) {
        QAction* a = meldBar_->addAction(text, this, slot);
        a->setObjectName(QString::fromLatin1(name));
        a->setShortcut(QKeySequence(key));
        a->setToolTip(text + QStringLiteral(" (%1)").arg(a->shortcut().toString()));
        return a;
    };
    meldDraw_ = add(tr("Draw"), "meldDraw", Qt::Key_C, [this] { (void)meldScene_->drawStock(); });
    meldTake_ = add(tr("Take discard"), "meldTake", Qt::Key_O, [this] {
        const int n = static_cast<int>(meld_->round().pile().size());
        (void)meldScene_->takeFromPile(n - 1);
    });
    meldBar_->addSeparator();
    meldMeld_ =
        add(tr("Meld"), "meldMeld", Qt::Key_M, [this] { (void)meldScene_->meldSelection(); });
    meldLayOff_ = add(tr("Lay off"), "meldLayOff", Qt::Key_L,
                      [this] { (void)meldScene_->layOffSelection(); });
    meldDiscard_ = add(tr("Discard"), "meldDiscard", Qt::Key_D,
                       [this] { (void)meldScene_->discardSelection(); });
    meldDone_ = add(tr("End turn"), "meldDone", Qt::Key_E, [this] { (void)meldScene_->done(); });
    meldNext_ = add(tr("Next hand"), "meldNext", Qt::Key_N, [this] { meld_->nextHand(); });
    meldHint_ = add(tr("Hint"), "meldHint", Qt::Key_H, [this] { showMeldHint(); });
    meldBar_->addSeparator();
    meldBar_->addAction(newGameAction_);
    meldBar_->hide();
}

void MainWindow::showMeldHint() {
    if (!meld_->humansTurn()) return;
    // The Hard bot's move for the player's seat, seeded like seat 0's bot.
    const TableGameView v = meld_->view();
    const auto bot =
        TableBot::create(BotLevel::Hard, meld_->botSeed(MeldGameController::kHumanSeat));
    const Move move = bot->decide(v).move;
    std::vector<Card> cards;
    if (const auto* m = std::get_if<moves::Meld>(&move))
        for (const auto& meld : m->melds)
            for (const MeldCard& c : meld) cards.push_back(c.card);
    if (auto c = cardOf(move)) cards.push_back(*c);
    if (!cards.empty()) meldScene_->setSelection(cards);
    lastProblem_ = tr("Hint: %1.").arg(MeldTexts::moveText(move));
    updateStatus();
}

void MainWindow::showMeldRules() {
    const TableRules& r = meld_->game().rules();
    // Kaluki is a preset of 51: its page has a section of its own.
    const QString page = r.variant == Variant::Straight   ? QStringLiteral("straight")
                         : r.variant == Variant::Rummy500 ? QStringLiteral("rummy500")
                                                          : QStringLiteral("rummy51");
    QString body = helpPageText(page);
    if (body.isEmpty()) body = tr("The rules text is missing.");
    QString markdown = QStringLiteral("## %1\n\n").arg(tr("This table's rules"));
    if (r.hands > 0)
        markdown += QStringLiteral("- %1\n").arg(
            tr("A game of %1 hands; the best total wins.").arg(r.hands));
    else
        markdown += QStringLiteral("- %1\n").arg(tr("Game to %1 points.").arg(r.target));
    if (r.outToWin && r.hands == 0 && r.scoring != TableScoring::Penalty)
        markdown +=
            QStringLiteral("- %1\n").arg(tr("Only the player who goes out can win the game."));
    if (r.floats())
        markdown += QStringLiteral("- %1\n").arg(
            tr("Floating: a player may lay down every card; the hand ends with a discard."));
    if (r.unplayableLastDiscard)
        markdown += QStringLiteral("- %1\n").arg(
            tr("The discard that ends the hand must fit no meld on the table."));
    if (r.opening > 0)
        markdown += QStringLiteral("- %1\n").arg(
            tr("The first lay-down must be worth %1 points or more.").arg(r.opening));
    markdown += QStringLiteral("\n---\n\n") + body;
    QDialog dialog(this);
    dialog.setWindowTitle(SettingsGamePage::gameTitle(r.variant));
    auto* layout = new QVBoxLayout(&dialog);
    auto* browser = new QTextBrowser;
    browser->setAccessibleName(tr("Rules"));
    browser->setOpenExternalLinks(true);
    browser->setMarkdown(markdown);
    layout->addWidget(browser);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(720, 600);
    dialog.exec();
}

void MainWindow::applyMeldPace() {
    if (!meld_) return;
    switch (animation_) {
        case AnimationSpeed::Normal:
            meldScene_->setAnimationMs(200);
            meld_->setBotDelay(normalBotDelay_);
            break;
        case AnimationSpeed::Fast:
            meldScene_->setAnimationMs(90);
            meld_->setBotDelay(normalBotDelay_ / 3);
            break;
        case AnimationSpeed::Off:
            meldScene_->setAnimationMs(0);
            meld_->setBotDelay(0);
            break;
    }
}

void MainWindow::showMeldTable() {
    if (!meld_) return;
    if (!indianStill_) controller_->setPaused(indianStill_ = true);
    if (gin_ && !ginStill_) gin_->setPaused(ginStill_ = true);
    if (meldStill_) meld_->setPaused(meldStill_ = false);
    stack_->setCurrentWidget(meldView_);
    movesBar_->hide();
    if (ginBar_) ginBar_->hide();
    meldBar_->show();
    header_->hide();
    discardHistoryAction_->setEnabled(false);
    lastResultAction_->setEnabled(false);
    setWindowTitle(
        tr("Rummy — %1").arg(SettingsGamePage::gameTitle(meld_->options().rules.variant)));
    autosaver_->setPlaying(meld_);  // the game on the table is the one kept
    if (autopilot_) autopilot_->setPlaying(meld_);
    meldView_->setFocus();
    updateStatus();
}

void MainWindow::startMeldGame(const MeldGameController::Options& options) {
    if (!meld_)
        createMeld(options);
    else
        meld_->start(options);
    applyMeldPace();
    showMeldTable();
}

void MainWindow::resumeMeld(const TableGame& game, const MeldGameController::Options& options) {
    if (!meld_) createMeld(options);
    meld_->resume(game, options);
    applyMeldPace();
    showMeldTable();
}

void MainWindow::updateMeldStatus() {
    const TableRound& round = meld_->round();
    const TableGameView v = meld_->view();
    QString line;
    if (meld_->game().isOver())
        line = tr("The game is over: press New game to play again.");
    else if (round.isOver())
        line = tr("The hand is over: press Next hand to deal the next one.");
    // The hand's code where it can be selected and copied (Game → Play a deal by code).
    if (round.isOver())
        line += QStringLiteral("  ") +
                tr("Code of this hand: %1")
                    .arg(QString::fromStdString(DealCode::of(meld_->game()).toString()));
    else if (meld_->humansTurn())
        line = v.phase == TablePhase::Draw
                   ? tr("Your turn: click the stock or the discard pile to draw (C, O).")
                   : tr("Select cards and Meld (M), drag a card onto a meld to lay it off, "
                        "or onto the pile to discard (D).");
    else
        line = tr("%1's turn.").arg(meld_->seatName(round.currentSeat()));
    if (!meld_->lastMove().isEmpty())
        line += QStringLiteral("  ") + tr("Last move: %1.").arg(meld_->lastMove());
    if (!lastProblem_.isEmpty()) {
        line = lastProblem_ + QStringLiteral("  ") + line;
        lastProblem_.clear();
    }
    status_->setText(line);
    status_->setAccessibleDescription(line);
    const bool mine = meld_->humansTurn();
    auto legalKind = [&](MoveKind k) {
        return std::any_of(v.legal.begin(), v.legal.end(),
                           [k](const Move& m) { return kindOf(m) == k; });
    };
    meldDraw_->setEnabled(mine && legalKind(MoveKind::DrawClosed));
    meldTake_->setEnabled(mine && legalKind(MoveKind::DrawOpen));
    const bool play = mine && v.phase == TablePhase::Play;
    meldMeld_->setEnabled(play);
    meldLayOff_->setEnabled(play);
    meldDiscard_->setEnabled(play);
    meldDone_->setEnabled(mine && legalKind(MoveKind::Done));
    meldNext_->setEnabled(round.isOver());
    meldHint_->setEnabled(mine);
}

}  // namespace rummy

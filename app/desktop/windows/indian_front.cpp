// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/indian_front.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMainWindow>
#include <QMessageBox>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include "controller/hint_provider.h"
#include "melds/meld.h"
#include "scene/indian_scene.h"
#include "settings/app_settings.h"
#include "settings/settings_game_page.h"
#include "sound/sound_player.h"
#include "store/stats_recorder.h"
#include "store/stats_store.h"
#include "text/desktop_text.h"
#include "windows/discard_history_dialog.h"
#include "windows/match_header.h"
#include "windows/result_dialog.h"
#include "windows/rules_dialog.h"
#include "windows/stats_dialog.h"

namespace rummy {

namespace {
constexpr int kWarnSeconds = 5;  // the turn clock's warning: this many seconds before it runs out
}

IndianFront::IndianFront(const Window& window, const IndianController::Options& options)
    : GameFront(window), controller_(new IndianController(options, this)) {
    scene_ = new IndianScene(controller_, w_.cache, this);
    setTable(scene_);
    connectClockSounds();
    connect(controller_, &IndianController::illegalMove, this,
            [this](ErrorCode code) { emit problem(text::errorReason(code)); });
    connect(controller_, &IndianController::dealEnded, this, [this] {
        if (showResults_) QTimer::singleShot(600, this, &IndianFront::showResult);
    });
    connect(scene_, &IndianScene::finishRequested, this, &IndianFront::confirmFinish);
    // The statistics start with no file: nothing is recorded until the window is given one.
    recorder_ = new StatsRecorder(controller_, this, QString());
    connectRecorder(recorder_);
    buildActions();
}

GameController* IndianFront::controller() const {
    return controller_;
}

void IndianFront::buildActions() {
    historyAction_ = new QAction(tr("Discard &history…"), this);
    connect(historyAction_, &QAction::triggered, this, [this] {
        DiscardHistoryDialog dialog(controller_, w_.window);
        dialog.exec();
    });
    historyAction_->setObjectName(QStringLiteral("discardHistory"));
    historyAction_->setShortcut(QKeySequence(tr("Ctrl+H")));
    lastResultAction_ = new QAction(tr("Last deal's &result…"), this);
    connect(lastResultAction_, &QAction::triggered, this, [this] {
        if (!lastResult_) return;
        ResultDialog dialog(*lastResult_, w_.window, lastResultNames_, w_.cache, true);
        dialog.exec();
    });
    lastResultAction_->setObjectName(QStringLiteral("lastResult"));
    lastResultAction_->setEnabled(false);  // until a deal has ended

    bar_ = makeToolBar(tr("Moves"), "moves");
    drawClosed_ = bar_->addAction(tr("Draw"), controller_,
                                  [this] { controller_->play(moves::DrawClosed{}); });
    drawClosed_->setShortcut(QKeySequence(Qt::Key_C));
    drawOpen_ = bar_->addAction(tr("Take open card"), controller_,
                                [this] { controller_->play(moves::DrawOpen{}); });
    drawOpen_->setShortcut(QKeySequence(Qt::Key_O));
    bar_->addSeparator();
    sort_ = bar_->addAction(tr("Sort by suit"), this, [this] {
        // After the player's own grouping, Sort first brings back the automatic arrangement.
        if (scene_->hasOwnGroups()) {
            scene_->setHandOrder(scene_->handOrder());
            return;
        }
        const bool bySuit = scene_->handOrder() == HandOrder::Melds;
        scene_->setHandOrder(bySuit ? HandOrder::Suits : HandOrder::Melds);
        sort_->setText(bySuit ? tr("Sort by melds") : tr("Sort by suit"));
    });
    sort_->setShortcut(QKeySequence(Qt::Key_S));
    group_ = bar_->addAction(tr("Group"), this, [this] {
        if (!scene_->groupSelected())
            emit problem(tr("Select cards first (click them or press Space), then Group."));
        emit statusChanged();
    });
    group_->setShortcut(QKeySequence(Qt::Key_G));
    discard_ = bar_->addAction(tr("Discard"), this, [this] {
        if (auto c = scene_->selectedCard())
            controller_->play(moves::Discard{*c});
        else
            emit problem(tr("Select a card first (click it), then Discard."));
        emit statusChanged();
    });
    discard_->setShortcut(QKeySequence(Qt::Key_D));
    finish_ = bar_->addAction(tr("Finish"), this, [this] {
        if (auto c = scene_->selectedCard())
            confirmFinish(*c);
        else
            emit problem(tr("Select the card to put on the finish slot, then Finish."));
        emit statusChanged();
    });
    finish_->setShortcut(QKeySequence(Qt::Key_F));
    dropAction_ = bar_->addAction(tr("Drop"), this, &IndianFront::confirmDrop);
    dropAction_->setObjectName(QStringLiteral("drop"));
    // A drop costs points and cannot be undone: a modifier keeps it from a stray key press.
    dropAction_->setShortcut(QKeySequence(tr("Ctrl+D")));
    auto* hints = new HintProvider(controller_, scene_, this);
    bar_->addAction(hints->action());
    connect(hints, &HintProvider::message, this, &GameFront::problem);
    bar_->addSeparator();
    bar_->addAction(w_.newGame);
    for (QAction* a : {drawClosed_, drawOpen_, sort_, group_, discard_, finish_, w_.newGame})
        a->setToolTip(a->text() + (a->shortcut().isEmpty()
                                       ? QString()
                                       : QStringLiteral(" (%1)").arg(a->shortcut().toString())));
}

// The deal's cards going round, and the turn clock's warning.
void IndianFront::connectClockSounds() {
    connect(controller_, &IndianController::stateChanged, this, [this] {
        if (!shown()) return;
        const IndianRound& round = controller_->round();
        const auto deal = static_cast<int>(controller_->match().deals().size());
        if (round.history().empty() && !round.isOver() && deal != soundDeal_) {
            soundDeal_ = deal;
            w_.sounds->play(Sound::Deal);
        }
    });
    connect(controller_, &IndianController::timerTick, this, [this] {
        if (!shown() || !controller_->humansTurn() || warnedThisTurn_) return;
        const int left = controller_->turnSecondsLeft();
        if (left >= 0 && left <= kWarnSeconds) {
            warnedThisTurn_ = true;
            w_.sounds->play(Sound::TimerWarning);
        }
    });
}

void IndianFront::turnStarted() {
    warnedThisTurn_ = false;  // the clock's warning is heard once a turn
}

int IndianFront::dealWinner() const {
    return controller_->round().result().winner;
}

void IndianFront::shownChanged(bool shown) {
    historyAction_->setEnabled(shown);  // the Indian deal's; the other tables show their pile
    lastResultAction_->setEnabled(shown && lastResult_.has_value());
}

// The game's name: the window system adds the application's.
QString IndianFront::title() const {
    return SettingsGamePage::gameTitle(controller_->variant());
}

void IndianFront::showHeader(MatchHeader* header) const {
    header->show();
    header->showIndian(controller_);
}

QString IndianFront::statusLine(bool keyboard, const QString& problem) {
    const PlayerView v = controller_->view();
    const IndianRound& round = controller_->round();
    QString turn;
    if (round.isOver())
        turn = tr("The deal is over.");
    else if (controller_->humansTurn())
        turn = v.phase == Phase::Draw
                   ? (keyboard ? tr("Your turn: press C to draw from the closed deck, or O to "
                                    "take the open card.")
                               : tr("Your turn: click the closed deck or the open deck to draw."))
                   : (keyboard ? tr("Your turn: choose a card with the arrow keys and "
                                    "Space, then D to discard it or F to finish.")
                               : tr("Your turn: drag a card onto the open deck to "
                                    "discard, or onto Finish."));
    else
        turn = tr("%1's turn.").arg(controller_->seatName(round.currentSeat()));
    QString line = withMoves(turn, problem);
    if (const QString warning = controller_->turnWarning(); !warning.isEmpty())
        line = warning + QStringLiteral("  ") + line;
    const bool mine = controller_->humansTurn();
    discard_->setEnabled(mine && v.phase == Phase::Discard);
    finish_->setEnabled(mine && v.phase == Phase::Discard);
    dropAction_->setEnabled(mine && v.indian().canDrop);
    // Say which drop it would be and what it costs, or why there is none.
    const IndianRules& rules = round.rules();
    QString dropTip;
    if (!rules.dropAllowed())
        dropTip = text::errorReason(ErrorCode::DropNotAllowed);
    else if (round.hasDrawn(IndianController::kHumanSeat))
        dropTip = tr("Middle drop: %1 points").arg(rules.middleDrop);
    else
        dropTip = tr("First drop: %1 points").arg(rules.firstDrop);
    dropAction_->setToolTip(dropTip);
    dropAction_->setStatusTip(dropTip);
    drawClosed_->setEnabled(mine && v.phase == Phase::Draw);
    drawOpen_->setEnabled(mine && v.phase == Phase::Draw && v.canDrawOpen);
    return line;
}

void IndianFront::confirmFinish(Card card) {
    if (!controller_->humansTurn() || controller_->view().phase != Phase::Discard) {
        emit problem(text::errorReason(controller_->humansTurn() ? ErrorCode::WrongPhase
                                                                 : ErrorCode::NotYourTurn));
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
    QMessageBox box(w_.window);
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

void IndianFront::confirmDrop() {
    const PlayerView v = controller_->view();
    // Not the player's drop to make: the controller says why (the button is off then anyway).
    if (!controller_->humansTurn() || !v.indian().canDrop) {
        controller_->play(moves::Drop{});
        return;
    }
    const QString question = controller_->round().hasDrawn(IndianController::kHumanSeat)
                                 ? tr("Middle drop for %1 points?").arg(v.indian().dropPoints)
                                 : tr("First drop for %1 points?").arg(v.indian().dropPoints);
    if (QMessageBox::question(w_.window, tr("Drop"), question,
                              QMessageBox::Yes | QMessageBox::Cancel,
                              QMessageBox::Yes) == QMessageBox::Yes)
        controller_->play(moves::Drop{});
}

void IndianFront::showStandings() {
    QStringList names;
    for (int seat = 0; seat < controller_->match().players(); ++seat)
        names << controller_->seatName(seat);
    QDialog dialog(w_.window);
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

void IndianFront::showWaitingResult() {
    if (std::exchange(resultWaiting_, false)) QTimer::singleShot(0, this, &IndianFront::showResult);
}

void IndianFront::showResult() {
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
    ResultDialog dialog(controller_->match(), w_.window, names, w_.cache);
    dialog.exec();
    // Pool: out, but the table lets the player buy back in; bots decide in nextDeal().
    if (controller_->humanMayRejoin()) {
        const int score = IndianController::rejoinScore(controller_->match());
        const auto answer = QMessageBox::question(
            w_.window, tr("Re-join the pool?"),
            tr("You are out of the pool. Re-join the game at %1 points?").arg(score),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes) controller_->rejoinHuman();
    }
    controller_->nextDeal();
}

void IndianFront::setNextOptions(const AppSettings& settings) {
    // The match under way keeps its rules; the next one starts with the new ones, from the
    // seed the controller would have used anyway.
    controller_->setNextMatchOptions(settings.toOptions(controller_->options().seed + 1));
}

void IndianFront::newGame() {
    controller_->newMatch();
}

QString IndianFront::abandonQuestion() const {
    return tr("Abandon this match and start a new one?");
}

void IndianFront::recordAbandoned(StatsStore& store) const {
    const IndianRules& rules = controller_->match().rules();
    store.recordAbandonedMatch(rules.format, rules.variant);
}

void IndianFront::setStatsPath(const QString& path) {
    recorder_->setPath(path);
}

void IndianFront::showRules(QWidget* parent) {
    RulesDialog dialog(controller_->match().rules(), controller_->match().players(), parent);
    dialog.exec();
}

void IndianFront::showStatistics(StatsDialog& dialog) const {
    dialog.setFormat(controller_->match().rules().format, controller_->match().rules().variant);
}

void IndianFront::resume(const SaveStore::LoadResult& loaded) {
    controller_->resume(loaded.indian()->match, loaded.indian()->options);
    scene_->setOwnGroups(loaded.indian()->options.handGroups);
}

void IndianFront::playMatch(const IndianMatch& match, const IndianController::Options& options) {
    controller_->resume(match, options);
}

}  // namespace rummy

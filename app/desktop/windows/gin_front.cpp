// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/gin_front.h"

#include <QAction>
#include <QMainWindow>
#include <QMessageBox>
#include <QToolBar>
#include <algorithm>

#include "controller/gin_hint_provider.h"
#include "gin/gin_hand.h"
#include "io/deal_code.h"
#include "scene/gin_table_scene.h"
#include "settings/app_settings.h"
#include "settings/settings_game_page.h"
#include "store/gin_stats_recorder.h"
#include "store/stats_store.h"
#include "text/desktop_text.h"
#include "windows/gin_rules_dialog.h"
#include "windows/match_header.h"
#include "windows/stats_dialog.h"

namespace rummy {

namespace {
std::vector<Face> facesOf(const std::vector<Card>& hand) {
    std::vector<Face> faces;
    for (Card c : hand) faces.push_back(c.face());
    return faces;
}

int deadwoodWithout(const std::vector<Card>& hand, Card card) {
    std::vector<Face> rest;
    for (Card c : hand)
        if (c != card) rest.push_back(c.face());
    return ginDeadwood(rest);
}
}  // namespace

GinFront::GinFront(const Window& window, const GinController::Options& options,
                   const QString& statsPath)
    : GameFront(window), gin_(new GinController(options, this)) {
    scene_ = new GinTableScene(gin_, w_.cache, this);
    setTable(scene_);
    connect(gin_, &GinController::illegalMove, this, [this](ErrorCode code) {
        // Two turns of a Gin hand where "not now" would not say enough.
        const PlayerView v = gin_->view();
        const bool mayTake =
            std::find(v.legal.begin(), v.legal.end(), Move(moves::DrawOpen{})) != v.legal.end();
        if (code == ErrorCode::WrongPhase && v.gin().phase == GinPhase::FirstUpcard)
            emit problem(tr("Take the upcard or pass first."));
        else if (code == ErrorCode::WrongPhase && v.gin().phase == GinPhase::Draw && !mayTake)
            emit problem(tr("Both players passed the upcard: the first draw is from the stock."));
        else
            emit problem(text::errorReason(code));
    });
    connect(scene_, &GinTableScene::knockRequested, this,
            [this](Card card) { confirmKnock(card); });
    connect(scene_, &GinTableScene::nextHandRequested, gin_, &GinController::nextHand);
    recorder_ = new GinStatsRecorder(gin_, this, statsPath);
    connectRecorder(recorder_);
    buildActions();
}

GameController* GinFront::controller() const {
    return gin_;
}

void GinFront::buildActions() {
    bar_ = makeToolBar(tr("Gin moves"), "ginMoves");
    draw_ = bar_->addAction(tr("Draw"), gin_, [this] { gin_->play(moves::DrawClosed{}); });
    draw_->setShortcut(QKeySequence(Qt::Key_C));
    draw_->setObjectName(QStringLiteral("ginDraw"));
    take_ = bar_->addAction(tr("Take discard"), gin_, [this] { gin_->play(moves::DrawOpen{}); });
    take_->setShortcut(QKeySequence(Qt::Key_O));
    take_->setObjectName(QStringLiteral("ginTake"));
    pass_ = bar_->addAction(tr("Pass"), gin_, [this] { gin_->play(moves::Pass{}); });
    pass_->setShortcut(QKeySequence(Qt::Key_P));
    pass_->setObjectName(QStringLiteral("ginPass"));
    bar_->addSeparator();
    discard_ = bar_->addAction(tr("Discard"), this, [this] {
        if (auto c = scene_->selectedCard())
            gin_->play(moves::Discard{*c});
        else
            emit problem(tr("Select a card first (click it), then Discard."));
        emit statusChanged();
    });
    discard_->setShortcut(QKeySequence(Qt::Key_D));
    discard_->setObjectName(QStringLiteral("ginDiscard"));
    QAction* sort = bar_->addAction(tr("Sort"), this, [this] { scene_->sortHand(); });
    sort->setObjectName(QStringLiteral("ginSort"));
    sort->setShortcut(QKeySequence(Qt::Key_S));
    sort->setToolTip(tr("Back to the automatic grouping: melds first, then the deadwood (S)"));
    knock_ = bar_->addAction(tr("Knock"), this, [this] { confirmKnock(); });
    knock_->setObjectName(QStringLiteral("knock"));
    knock_->setShortcut(QKeySequence(Qt::Key_K));
    next_ = bar_->addAction(tr("Next hand"), gin_, &GinController::nextHand);
    next_->setShortcut(QKeySequence(Qt::Key_N));
    next_->setObjectName(QStringLiteral("ginNext"));
    hints_ = new GinHintProvider(gin_, scene_, this);
    bar_->addAction(hints_->action());
    connect(hints_, &GinHintProvider::message, this, &GameFront::problem);
    bar_->addSeparator();
    bar_->addAction(w_.newGame);
    for (QAction* a : {draw_, take_, pass_, discard_, knock_, next_})
        a->setToolTip(a->text() + QStringLiteral(" (%1)").arg(a->shortcut().toString()));
}

int GinFront::dealWinner() const {
    return gin_->round().result().winner;
}

void GinFront::start(const GinController::Options& options) {
    gin_->start(options);
}

void GinFront::resumeGame(const GinGame& game, const GinController::Options& options) {
    gin_->resume(game, options);
}

// The game's name: the window system adds the application's ("Gin Rummy — Rummy").
QString GinFront::title() const {
    return SettingsGamePage::gameTitle(Variant::Gin);
}

void GinFront::showHeader(MatchHeader* header) const {
    header->show();
    header->showGin(gin_);
}

void GinFront::setNextOptions(const AppSettings& settings) {
    gin_->setNextGameOptions(settings.toGinOptions(gin_->options().seed + 1));
}

void GinFront::newGame() {
    gin_->newGame();
}

QString GinFront::abandonQuestion() const {
    return tr("Abandon this game of Gin Rummy and start a new one?");
}

void GinFront::recordAbandoned(StatsStore& store) const {
    store.recordAbandonedGinGame();
}

void GinFront::setStatsPath(const QString& path) {
    recorder_->setPath(path);
}

void GinFront::showRules(QWidget* parent) {
    GinRulesDialog dialog(gin_->game().rules(), parent);
    dialog.exec();
}

void GinFront::showStatistics(StatsDialog& dialog) const {
    dialog.showGin();
}

void GinFront::resume(const SaveStore::LoadResult& loaded) {
    resumeGame(loaded.gin()->game, loaded.gin()->options);
}

void GinFront::confirmKnock(std::optional<Card> card) {
    if (!gin_->humansTurn() || gin_->view().gin().phase != GinPhase::Discard) {
        emit problem(
            text::errorReason(gin_->humansTurn() ? ErrorCode::WrongPhase : ErrorCode::NotYourTurn));
        return;
    }
    const PlayerView v = gin_->view();
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
            const int least = bestGinDiscard(facesOf(v.hand)).deadwood;
            emit problem(tr("You cannot knock yet: your best discard leaves deadwood %1, and "
                            "a knock needs %2 or less.")
                             .arg(least)
                             .arg(v.gin().knockLimit));
            return;
        }
    }
    const Move knock = moves::Knock{*card, {}};
    if (std::find(v.legal.begin(), v.legal.end(), knock) == v.legal.end()) {
        gin_->play(knock);  // the engine says why (too much deadwood, the card just taken)
        return;
    }
    const std::vector<Face> all = facesOf(v.hand);
    const bool bigGin =
        v.gin().rules.bigGinBonus > 0 && all.size() > GinRules::kHandSize && ginDeadwood(all) == 0;
    const int dw = deadwoodWithout(v.hand, *card);
    QMessageBox box(w_.window);
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

QString GinFront::statusLine(bool keyboard, const QString& problem) {
    const GinRound& round = gin_->round();
    const PlayerView v = gin_->view();
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
        switch (v.gin().phase) {
            case GinPhase::FirstUpcard:
                line = tr("Your turn: take the upcard (O) or pass (P).");
                break;
            case GinPhase::Wall:
                line =
                    tr("Two cards are left: take the discard to knock (O), or pass (P) and "
                       "the hand is void.");
                break;
            case GinPhase::Draw:
                line = keyboard ? tr("Your turn: press C to draw from the stock, or O to "
                                     "take the discard.")
                                : tr("Your turn: click the stock or the discard pile to "
                                     "draw.");
                break;
            case GinPhase::Discard:
                line = v.gin().mustKnock ? tr("You took the discard at the wall: knock now (K).")
                       : keyboard
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
    const bool mine = gin_->humansTurn();
    auto legal = [&](const Move& m) {
        return std::find(v.legal.begin(), v.legal.end(), m) != v.legal.end();
    };
    draw_->setEnabled(mine && legal(moves::DrawClosed{}));
    take_->setEnabled(mine && legal(moves::DrawOpen{}));
    pass_->setEnabled(mine && legal(moves::Pass{}));
    discard_->setEnabled(mine && v.gin().phase == GinPhase::Discard && !v.gin().mustKnock);
    knock_->setEnabled(mine && v.gin().phase == GinPhase::Discard);
    next_->setEnabled(round.isOver());
    return withMoves(line, problem);
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/autopilot.h"

#include <QTimer>
#include <cstdio>

#include "controller/game_controller.h"
#include "controller/gin_controller.h"
#include "controller/meld_game_controller.h"

namespace rummy {

Autopilot::Autopilot(GameController* indian, QObject* parent) : QObject(parent), indian_(indian) {
    // Queued: the move is made once the table has taken in the last one, as a player's would.
    connect(indian_, &GameController::stateChanged, this,
            [this] { QTimer::singleShot(0, this, &Autopilot::playIndian); });
    connect(indian_, &GameController::roundOver, this, [this] {
        report("match", indian_->options().matchId, indian_->match().currentDeal().number);
        QTimer::singleShot(pauseMs_, this, &Autopilot::nextDeal);
    });
    QTimer::singleShot(0, this, &Autopilot::playIndian);
}

void Autopilot::setPlaying(Table table) {
    playing_ = table;
    // The table shown may be waiting for its player: a move, or the next deal.
    switch (table) {
        case Table::Indian:
            QTimer::singleShot(0, this, &Autopilot::playIndian);
            QTimer::singleShot(pauseMs_, this, &Autopilot::nextDeal);
            break;
        case Table::Gin:
            QTimer::singleShot(0, this, &Autopilot::playGin);
            QTimer::singleShot(pauseMs_, this, &Autopilot::nextHand);
            break;
        case Table::Meld:
            QTimer::singleShot(0, this, &Autopilot::playMeld);
            QTimer::singleShot(pauseMs_, this, &Autopilot::nextMeldHand);
            break;
    }
}

void Autopilot::setMeld(MeldGameController* meld) {
    meld_ = meld;
    connect(meld_, &MeldGameController::stateChanged, this,
            [this] { QTimer::singleShot(0, this, &Autopilot::playMeld); });
    connect(meld_, &MeldGameController::handOver, this, [this] {
        report("table", meld_->options().matchId, meld_->game().currentHand().number);
        QTimer::singleShot(pauseMs_, this, &Autopilot::nextMeldHand);
    });
    QTimer::singleShot(0, this, &Autopilot::playMeld);
}

void Autopilot::setGin(GinController* gin) {
    gin_ = gin;
    connect(gin_, &GinController::stateChanged, this,
            [this] { QTimer::singleShot(0, this, &Autopilot::playGin); });
    connect(gin_, &GinController::handOver, this, [this] {
        report("game", gin_->options().matchId, gin_->game().currentHand().number);
        QTimer::singleShot(pauseMs_, this, &Autopilot::nextHand);
    });
    QTimer::singleShot(0, this, &Autopilot::playGin);
}

void Autopilot::report(const char* what, const QString& id, int deal) {
    // On standard output, so that a test sees play going on when nothing can be saved.
    std::printf("rummy autopilot: %s %s deal %d over\n", what, qPrintable(id), deal);
    std::fflush(stdout);
}

void Autopilot::playIndian() {
    if (stopped_ || playing_ != Table::Indian || !indian_->humansTurn() || indian_->botThinking() ||
        indian_->paused())
        return;
    const std::uint64_t seed = indian_->match().seed() * 31 + GameController::kHumanSeat;
    if (!bot_ || botSeed_ != seed) {
        bot_ = Bot::create(indian_->seatLevel(GameController::kHumanSeat), seed);
        botSeed_ = seed;
    }
    (void)indian_->play(bot_->decide(indian_->view()).move);
}

void Autopilot::playGin() {
    if (stopped_ || playing_ != Table::Gin || !gin_ || !gin_->humansTurn() || gin_->botThinking())
        return;
    const std::uint64_t seed = gin_->botSeed(GinController::kHumanSeat);
    if (!ginBot_ || ginBotSeed_ != seed) {
        ginBot_ = GinBot::create(gin_->seatLevel(GinController::kHumanSeat), seed);
        ginBotSeed_ = seed;
    }
    (void)gin_->play(ginBot_->decide(gin_->view()).move);
}

void Autopilot::nextDeal() {
    if (stopped_ || playing_ != Table::Indian || !indian_->round().isOver()) return;
    if (indian_->humanMayRejoin() && bot_ &&
        bot_->wantsRejoin(PlayerView::of(indian_->match(), GameController::kHumanSeat)))
        indian_->rejoinHuman();
    indian_->nextDeal();
}

void Autopilot::nextHand() {
    if (!stopped_ && playing_ == Table::Gin && gin_ && gin_->round().isOver()) gin_->nextHand();
}

void Autopilot::playMeld() {
    if (stopped_ || playing_ != Table::Meld || !meld_ || !meld_->humansTurn() ||
        meld_->botThinking() || meld_->paused())
        return;
    const std::uint64_t seed = meld_->botSeed(MeldGameController::kHumanSeat);
    if (!meldBot_ || meldBotSeed_ != seed) {
        meldBot_ = TableBot::create(meld_->seatLevel(MeldGameController::kHumanSeat), seed);
        meldBotSeed_ = seed;
    }
    (void)meld_->play(meldBot_->decide(meld_->view()).move);
}

void Autopilot::nextMeldHand() {
    if (!stopped_ && playing_ == Table::Meld && meld_ && meld_->round().isOver()) meld_->nextHand();
}

}  // namespace rummy

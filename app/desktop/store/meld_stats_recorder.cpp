// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/meld_stats_recorder.h"

#include "controller/meld_game_controller.h"
#include "store/stats_store.h"

namespace rummy {

MeldStatsRecorder::MeldStatsRecorder(MeldGameController* controller, QObject* parent, QString path)
    : QObject(parent), controller_(controller), path_(std::move(path)) {
    connect(controller_, &MeldGameController::handOver, this, [this] {
        if (path_.isEmpty() || controller_->options().humanIsBot) return;
        const QString problem = record(path_, controller_->game(), controller_->options().matchId);
        if (!problem.isEmpty()) emit notice(problem);
    });
}

QString MeldStatsRecorder::record(const QString& path, const TableGame& game,
                                  const QString& matchId) {
    if (game.hands().empty() || !game.round().isOver()) return {};
    const TableHandRecord& hand = game.hands().back();
    StatsStore store(path);
    if (!store.load()) return store.notice();
    if (store.isCounted(matchId, hand.number)) return {};
    const Variant v = game.rules().variant;
    const int me = MeldGameController::kHumanSeat;
    const int winner = hand.outcome.winner;
    store.recordTableHand(v, winner == me, winner >= 0 && winner != me,
                          hand.outcome.seats[static_cast<std::size_t>(me)].points);
    if (game.isOver())
        store.recordTableGame(v, game.winner() == me, game.scores()[static_cast<std::size_t>(me)]);
    store.markCounted(matchId, hand.number);
    if (!store.save()) return store.notice();
    return {};
}

}  // namespace rummy

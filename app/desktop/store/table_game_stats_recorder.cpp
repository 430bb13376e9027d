// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/table_game_stats_recorder.h"

#include "controller/table_game_controller.h"
#include "store/stats_store.h"

namespace rummy {

TableGameStatsRecorder::TableGameStatsRecorder(TableGameController* controller, QObject* parent,
                                               QString path)
    : QObject(parent), controller_(controller), path_(std::move(path)) {
    connect(controller_, &TableGameController::dealEnded, this,
            &TableGameStatsRecorder::recordFinishedHand);
}

void TableGameStatsRecorder::recordFinishedHand() {
    if (!controller_->round().isOver()) return;
    if (path_.isEmpty() || controller_->options().humanIsBot) {
        emit settled();
        return;
    }
    emit aboutToRecord();
    const StatsRecorder::Recording r =
        record(path_, controller_->game(), controller_->options().matchId);
    if (r.counting == StatsRecorder::Counting::Failed) {
        emit saveFailed(r.notice);
        return;
    }
    if (!r.notice.isEmpty()) emit notice(r.notice);
    emit settled();
}

StatsRecorder::Recording TableGameStatsRecorder::record(const QString& path, const TableGame& game,
                                                        const QString& matchId) {
    using Counting = StatsRecorder::Counting;
    StatsRecorder::Recording out;
    if (game.deals().empty() || !game.round().isOver()) {
        out.counting = Counting::AlreadyCounted;  // nothing finished to count
        return out;
    }
    const TableHandRecord& hand = game.deals().back();
    StatsStore store(path);
    // A damaged file is set aside (the notice says where) and the count starts again.
    if (!store.load()) out.notice = store.notice();
    if (store.isCounted(matchId, hand.number)) {
        out.counting = Counting::AlreadyCounted;
        return out;
    }
    const Variant v = game.rules().variant;
    const int me = TableGameController::kHumanSeat;
    const int winner = hand.outcome.winner;
    store.recordTableHand(v, winner == me, winner >= 0 && winner != me,
                          hand.outcome.seats[static_cast<std::size_t>(me)].points);
    if (game.isOver())
        store.recordTableGame(v, game.winner() == me, game.scores()[static_cast<std::size_t>(me)]);
    store.markCounted(matchId, hand.number);
    if (!store.save()) {
        out.notice = store.notice();
        return out;
    }
    out.counting = Counting::Recorded;
    return out;
}

}  // namespace rummy

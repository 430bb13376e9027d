// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/gin_stats_recorder.h"

#include "controller/gin_controller.h"

namespace rummy {

GinStatsRecorder::GinStatsRecorder(GinController* controller, QObject* parent, QString path)
    : QObject(parent), controller_(controller), path_(std::move(path)) {
    connect(controller_, &GinController::dealEnded, this, &GinStatsRecorder::recordFinishedHand);
}

GinHandSummary GinStatsRecorder::summarize(const GinRound& round, int seat) {
    const GinHandResult& r = round.outcome();
    GinHandSummary s;
    s.won = r.winner == seat;
    s.lost = r.winner >= 0 && r.winner != seat;
    s.points = r.points;
    s.gin = s.won && (r.ending == GinEnding::Gin || r.ending == GinEnding::BigGin);
    s.undercut = s.won && r.ending == GinEnding::Undercut;
    return s;
}

StatsRecorder::Recording GinStatsRecorder::record(const QString& path, const GinGame& game,
                                                  const QString& matchId, bool countGame) {
    using Counting = StatsRecorder::Counting;
    StatsRecorder::Recording out;
    StatsStore store(path);
    if (!store.load()) out.notice = store.notice();
    // Gin's games and the Indian matches share the ledger; their ids never meet.
    const QString id = QStringLiteral("gin:") + matchId;
    const int hand = game.currentDeal().number;
    if (store.isCounted(id, hand)) {
        out.counting = Counting::AlreadyCounted;
        return out;
    }
    const int seat = GinController::kHumanSeat;
    store.recordGinHand(summarize(game.round(), seat));
    if (game.isOver() && countGame)
        store.recordGinGame(game.winner() == seat,
                            game.totals().totals[static_cast<std::size_t>(seat)]);
    store.markCounted(id, hand);
    if (!store.save()) {
        out.notice = store.notice();
        return out;
    }
    out.counting = Counting::Recorded;
    return out;
}

void GinStatsRecorder::recordFinishedHand() {
    const GinGame& game = controller_->game();
    if (!game.round().isOver()) return;
    if (controller_->options().humanIsBot) botPlayedGame_ = game.seed();
    if (controller_->options().humanIsBot || path_.isEmpty()) {
        emit settled();
        return;
    }
    emit aboutToRecord();
    const StatsRecorder::Recording r =
        record(path_, game, controller_->options().matchId, botPlayedGame_ != game.seed());
    if (r.counting == StatsRecorder::Counting::Failed) {
        emit saveFailed(r.notice);
        return;
    }
    if (!r.notice.isEmpty()) emit notice(r.notice);
    if (r.counting == StatsRecorder::Counting::Recorded) emit recorded();
    emit settled();
}

}  // namespace rummy

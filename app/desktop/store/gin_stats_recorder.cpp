// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/gin_stats_recorder.h"

#include "controller/gin_controller.h"

namespace rummy {

GinStatsRecorder::GinStatsRecorder(GinController* controller, QObject* parent, QString path)
    : QObject(parent), controller_(controller), path_(std::move(path)) {
    connect(controller_, &GinController::handOver, this, &GinStatsRecorder::recordFinishedHand);
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

void GinStatsRecorder::recordFinishedHand() {
    const GinGame& game = controller_->game();
    const GinRound& round = game.round();
    if (!round.isOver() || path_.isEmpty()) return;
    if (controller_->options().humanIsBot) {
        botPlayedGame_ = game.seed();
        return;
    }
    // A hand shown again (a saved game reopened at its end) is not counted twice.
    const QString key = QStringLiteral("gin:%1:%2:%3")
                            .arg(game.seed())
                            .arg(game.currentHand().number)
                            .arg(round.history().size());
    StatsStore store(path_);
    if (!store.load()) emit notice(store.notice());
    if (store.lastDealKey() == key) return;
    const int seat = GinController::kHumanSeat;
    store.recordGinHand(summarize(round, seat));
    if (game.isOver() && botPlayedGame_ != game.seed())
        store.recordGinGame(game.winner() == seat,
                            game.totals().totals[static_cast<std::size_t>(seat)]);
    store.setLastDealKey(key);
    if (!store.save()) {
        emit notice(store.notice());
        return;
    }
    emit recorded();
}

}  // namespace rummy

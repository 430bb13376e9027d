// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/stats_recorder.h"

#include <algorithm>

#include "controller/indian_controller.h"

namespace rummy {

StatsRecorder::StatsRecorder(IndianController* controller, QObject* parent, QString path)
    : QObject(parent), controller_(controller), path_(std::move(path)) {
    connect(controller_, &IndianController::dealEnded, this, &StatsRecorder::recordFinishedDeal);
}

DealSummary StatsRecorder::summarize(const IndianRound& round, int seat) {
    const RoundResult result = round.result();
    const auto s = static_cast<std::size_t>(seat);
    const Outcome outcome = result.outcomes[s];
    DealSummary d;
    d.won = outcome == Outcome::Won;
    d.points = result.points[s];
    d.declared =
        std::any_of(round.history().begin(), round.history().end(), [&](const PlayedMove& m) {
            return m.seat == seat && std::holds_alternative<moves::Finish>(m.move);
        });
    d.validDeclaration = d.declared && outcome != Outcome::WrongDeclaration;
    d.dropped = outcome == Outcome::FirstDrop || outcome == Outcome::MiddleDrop;
    return d;
}

StatsRecorder::Recording StatsRecorder::record(const QString& path, const IndianMatch& match,
                                               const QString& matchId, bool countMatch) {
    Recording out;
    StatsStore store(path);
    if (!store.load()) out.notice = store.notice();
    const IndianRound& round = match.round();
    const int deal = match.currentDeal().number;
    if (store.isCounted(matchId, deal)) {
        out.counting = Counting::AlreadyCounted;
        return out;
    }
    const MatchFormat format = match.rules().format;
    const int seat = IndianController::kHumanSeat;
    const Variant game = match.rules().variant;
    if (round.outcome(seat) != Outcome::SittingOut)
        store.recordDeal(format, summarize(round, seat), game);
    if (match.isOver() && countMatch) store.recordMatch(format, match.winner() == seat, game);
    // In the same write as the figures: the deal is counted and marked, or neither.
    store.markCounted(matchId, deal);
    if (!store.save()) {
        out.notice = store.notice();
        return out;
    }
    out.counting = Counting::Recorded;
    return out;
}

void StatsRecorder::recordFinishedDeal() {
    const IndianMatch& match = controller_->match();
    if (!match.round().isOver()) return;
    if (controller_->options().humanIsBot) botPlayedMatch_ = match.seed();
    if (controller_->options().humanIsBot || path_.isEmpty()) {
        emit settled();
        return;
    }
    emit aboutToRecord();
    const Recording r =
        record(path_, match, controller_->options().matchId, botPlayedMatch_ != match.seed());
    if (r.counting == Counting::Failed) {
        emit saveFailed(r.notice);
        return;
    }
    if (!r.notice.isEmpty()) emit notice(r.notice);
    if (r.counting == Counting::Recorded) emit recorded();
    emit settled();
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/stats_recorder.h"

#include <algorithm>

#include "controller/game_controller.h"

namespace rummy {

StatsRecorder::StatsRecorder(GameController* controller, QObject* parent, QString path)
    : QObject(parent), controller_(controller), path_(std::move(path)) {
    connect(controller_, &GameController::roundOver, this, &StatsRecorder::recordFinishedDeal);
}

DealSummary StatsRecorder::summarize(const RoundState& round, int seat) {
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

void StatsRecorder::recordFinishedDeal() {
    const Match& match = controller_->match();
    const RoundState& round = match.round();
    if (!round.isOver() || path_.isEmpty()) return;
    if (controller_->options().humanIsBot) {
        botPlayedMatch_ = match.seed();
        return;
    }
    const QString key = QStringLiteral("%1:%2:%3")
                            .arg(match.seed())
                            .arg(match.currentDeal().number)
                            .arg(match.events().size());
    StatsStore store(path_);
    if (!store.load()) emit notice(store.notice());
    if (store.lastDealKey() == key) return;  // shown again after a reload: counted already
    const MatchFormat format = match.rules().format;
    const int seat = GameController::kHumanSeat;
    if (round.outcome(seat) != Outcome::SittingOut)
        store.recordDeal(format, summarize(round, seat));
    if (match.isOver() && botPlayedMatch_ != match.seed())
        store.recordMatch(format, match.winner() == seat);
    store.setLastDealKey(key);
    if (!store.save()) {
        emit notice(store.notice());
        return;
    }
    emit recorded();
}

}  // namespace rummy

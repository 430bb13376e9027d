// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/record_review.h"

#include <map>

#include "review/draw_luck.h"

namespace rummy::review {

namespace {

// Stops a replay from the observer when the caller cancels.
struct Cancelled {};

}  // namespace

RecordReview reviewRecord(const GameRecord& record, const ReviewOptions& options) {
    RecordReview out;
    out.variant = record.variant;
    // A record that does not replay is refused whole, as `replay` refuses it.
    const Replay checked = replayRecord(record);
    out.replaySummary = checked.summary;
    if (checked.failure) {
        out.failure = checked.failure;
        return out;
    }
    const int players = static_cast<int>(record.players.size());
    for (int s = 0; s < players; ++s)
        if (!options.seat || *options.seat == s) out.seats.push_back(SeatReview{s});
    const auto reviewed = [&](int seat) -> SeatReview* {
        for (SeatReview& s : out.seats)
            if (s.seat == seat) return &s;
        return nullptr;
    };
    int total = 0;
    for (const RecordDeal& d : record.deals) total += static_cast<int>(d.moves.size());

    DecisionGrader grader(record.variant, options.seed, options.budget);
    std::map<std::pair<int, int>, DealLuck> luck;  // by deal and seat
    int done = 0;
    const ReplayObserver observe = [&](const ReplayStep& step) {
        const int seat = step.before.currentSeat();
        const bool dealWanted = !options.deal || *options.deal == step.deal;
        if (SeatReview* s = seat >= 0 && dealWanted ? reviewed(seat) : nullptr) {
            const PlayerView view = step.before.view(seat);
            if (auto g = grader.grade(view, step.before.legalMoves(), step.move)) {
                ++s->decisions;
                s->totalLoss += g->loss;
                if (g->mark != Mark::None) ++s->marks[static_cast<std::size_t>(g->mark) - 1];
                out.decisions.push_back(ReviewedDecision{step.deal, step.index, seat, *g});
            }
            if (const auto l = drawLuck(step.before, step.move)) {
                DealLuck& dl = luck[{step.deal, seat}];
                dl.deal = step.deal;
                dl.seat = seat;
                ++dl.draws;
                dl.luck += *l;
                s->luck += *l;
            }
        }
        ++done;
        if (options.progress && !options.progress(done, total)) throw Cancelled{};
    };
    try {
        replayRecord(record, nullptr, &observe);
    } catch (const Cancelled&) {
        // The review keeps what was graded before the caller stopped it.
    }
    for (auto& [key, dl] : luck) {
        dl.mark = luckMarkOf(record.variant, dl.luck);
        out.luck.push_back(dl);
    }
    return out;
}

}  // namespace rummy::review

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <vector>

#include "io/game_record.h"
#include "io/record_replay.h"
#include "review/decision_grade.h"

namespace rummy::review {

// One graded decision of a record, where `replay` counts it: the deal and the move's index in
// that deal's "moves", both from 0.
struct ReviewedDecision {
    int deal = 0;
    int index = 0;
    int seat = 0;
    DecisionGrade grade;
};

// What the closed deck did for one seat in one deal (review/draw_luck.h), summed.
struct DealLuck {
    int deal = 0;
    int seat = 0;
    int draws = 0;
    double luck = 0;
    LuckMark mark = LuckMark::None;
};

struct SeatReview {
    int seat = 0;
    int decisions = 0;  // graded ones (forced moves are not)
    double totalLoss = 0;
    std::array<int, 3> marks{};  // doubtful, bad, very bad
    double luck = 0;             // over every deal
    double meanLoss() const { return decisions > 0 ? totalLoss / decisions : 0; }
};

struct RecordReview {
    Variant variant = Variant::Indian13;
    std::vector<SeatReview> seats;  // the seats reviewed, in order
    std::vector<ReviewedDecision> decisions;
    std::vector<DealLuck> luck;
    // Set when the record does not replay (nothing is graded then): what `replay` says of it.
    std::optional<ReplayFailure> failure;
    Json replaySummary;
};

// Reviews a record: every decision of `seat` (every seat when nothing) in every deal (or `deal`
// alone), each from that seat's view at that moment alone, graded by a DecisionGrader with
// `budget`; and the luck of every closed draw. `progress(done, total)` is told after each move
// (total: the record's moves) and stops the review when it answers false (the review then has
// what was done).
struct ReviewOptions {
    std::optional<int> seat;
    std::optional<int> deal;  // only this deal (counted from 0), when given
    SearchBudget budget;
    std::uint64_t seed = 0x5EEDC0DEULL;
    std::function<bool(int done, int total)> progress;
};
RecordReview reviewRecord(const GameRecord& record, const ReviewOptions& options);

}  // namespace rummy::review

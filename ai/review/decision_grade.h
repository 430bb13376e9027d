// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "bot.h"
#include "review/grading.h"
#include "search/move_search.h"

namespace rummy::review {

struct MoveValue {
    Move move;
    double value = 0;  // the mean over the worlds it was played in (search/move_search.h)
    int worlds = 0;
};

// One decision graded: the engine's value of each candidate, its best move and what the move
// played lost against it, in the game's points from the seat's side.
struct DecisionGrade {
    Move played;
    Move best;
    double loss = 0;  // value(best) - value(played) >= 0, over the worlds both were played in
    Mark mark = Mark::None;
    std::vector<MoveValue> candidates;  // best first
    int worlds = 0;
};

// Grades decisions with the Expert's search: the move played, Hard's move and the seat's other
// legal moves (at most 16 in all) are played in the same sampled worlds, the played move and
// Hard's never dropped; the best is the survivor with the highest mean, and the loss the played
// move's shortfall against it on the same worlds. Deterministic for a fixed number of worlds:
// each position's generator comes from `seed` and the position.
class DecisionGrader {
public:
    static constexpr std::size_t kMaxCandidates = 16;

    DecisionGrader(Variant variant, std::uint64_t seed, SearchBudget budget);
    ~DecisionGrader();

    // `legal` is the seat's legal moves in `view`; nothing for a forced move (no other one).
    std::optional<DecisionGrade> grade(const PlayerView& view, const std::vector<Move>& legal,
                                       const Move& played);

private:
    Variant variant_;
    std::uint64_t seed_;
    SearchBudget budget_;
    std::unique_ptr<Bot> hard_;
    search::MoveSearch search_;
};

}  // namespace rummy::review

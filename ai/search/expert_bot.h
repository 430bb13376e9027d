// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "bot.h"
#include "game/round.h"
#include "search/move_search.h"

namespace rummy::search {

// Expert: a search over the worlds the seat cannot tell apart, in every family.
//
// Strategy (determinized sampling with playouts, "perfect information Monte Carlo", with
// common random numbers and successive halving; docs/bots.md argues the choice):
// - The candidates are the seat's legal moves (draws, drops, discards, knocks, Gin's upcard,
//   the table games' melds and lay-offs), Hard's choice first; at most kMaxCandidates.
// - The candidates are played in sampled worlds by search/move_search.h (common random numbers,
//   short playouts by Medium, successive halving that never drops Hard's move).
// - The move chosen replaces Hard's only after 8 worlds or more, and only when its mean gain
//   over Hard's move is more than two standard errors of the paired differences: a search too
//   short to tell plays as Hard (docs/bots.md has what this buys, and what it does not yet).
// - The budget is a time per decision (SearchBudget::ms) or a fixed number of worlds
//   (SearchBudget::playouts: the same seed and view then always give the same move).
class ExpertBot : public Bot {
public:
    static constexpr int kMaxCandidates = 16;

    ExpertBot(Variant variant, std::uint64_t seed, SearchBudget budget);
    ~ExpertBot() override;
    const char* name() const override { return "expert"; }
    Decision decide(const PlayerView& view) override;
    bool wantsRejoin(const PlayerView& view) override { return hard_->wantsRejoin(view); }

private:
    std::uint64_t seed_;
    SearchBudget budget_;
    std::unique_ptr<Bot> hard_;  // the first candidate, and the fallback
    std::unique_ptr<MoveSearch> search_;
};

}  // namespace rummy::search

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "bot.h"
#include "game/round.h"

namespace rummy::search {

// Expert: a search over the worlds the seat cannot tell apart, in every family.
//
// Strategy (determinized sampling with playouts, "perfect information Monte Carlo", with
// common random numbers and successive halving; docs/bots.md argues the choice):
// - The candidates are the seat's legal moves (draws, drops, discards, knocks, Gin's upcard,
//   the table games' melds and lay-offs), Hard's choice first; at most kMaxCandidates.
// - Each iteration deals one world (search/world_sampler.h) and plays every candidate still in
//   the running in it for about three turns of every seat, every seat then played by Medium
//   (fast, sound), with the same world and the same bots for every candidate, so differences
//   between candidates are the moves', not the cards'. The candidate's score in that world is
//   what the deal is worth to the seat if it ended, else how its hand stands against the
//   others' (search/deal_value.h): whole deals were tried and told the moves apart less well.
// - After 2, 4, 8, ... worlds the worse half of the candidates is dropped (never Hard's), so
//   the time goes to the moves that are close.
// - The move chosen replaces Hard's only after 8 worlds or more, and only when its mean gain
//   over Hard's move is more than two standard errors of the paired differences: a search too
//   short to tell plays as Hard (docs/bots.md has what this buys, and what it does not yet).
// - The budget is a time per decision (SearchBudget::ms) or a fixed number of worlds
//   (SearchBudget::playouts: the same seed and view then always give the same move).
class ExpertBot : public Bot {
public:
    static constexpr int kMaxCandidates = 16;

    ExpertBot(Variant variant, std::uint64_t seed, SearchBudget budget);
    const char* name() const override { return "expert"; }
    Decision decide(const PlayerView& view) override;
    bool wantsRejoin(const PlayerView& view) override { return hard_->wantsRejoin(view); }

private:
    // The deal played on from `world` after `move`; what it is worth to `seat`.
    double playout(const Round& world, const Move& move, int seat);

    Variant variant_;
    std::uint64_t seed_;
    SearchBudget budget_;
    std::unique_ptr<Bot> hard_;                   // the first candidate, and the fallback
    std::vector<std::unique_ptr<Bot>> playouts_;  // one per seat, made on first use
};

}  // namespace rummy::search

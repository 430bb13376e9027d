// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "bot.h"
#include "cards/rng.h"
#include "game/round.h"

namespace rummy::search {

// One candidate move of a search and what it was worth in each world it was played in (the
// game's points, from the seat's side: search/deal_value.h).
struct CandidateValues {
    Move move;
    std::vector<double> values;  // in the order of the worlds; cut candidates have fewer
    double mean() const;
};

struct MoveSearchResult {
    std::vector<CandidateValues> candidates;  // in the order given
    std::vector<std::size_t> survivors;       // candidates played in every world, kept first
    int worlds = 0;                           // worlds every survivor was played in
};

// The search both the Expert level and game review stand on: the seat's candidate moves played
// in worlds it cannot tell from the real deal (search/world_sampler.h), each world the same for
// every candidate (common random numbers: the differences are the moves', not the cards'), each
// played on for about three turns of every seat by Medium (fast and sound) and scored by what
// the deal is then worth to the seat. After 2, 4, 8, ... worlds the worse half of the candidates
// that may go is dropped (successive halving), so the time goes to the moves that are close.
class MoveSearch {
public:
    using Clock = std::chrono::steady_clock;

    MoveSearch(Variant variant, std::uint64_t seed);
    ~MoveSearch();

    // `candidates` are legal moves of the seat to play in `view`; the first `keep` are never
    // dropped. Stops at `budget` (a number of worlds, or the time from `start`); with fewer than
    // two candidates, or a view whose worlds cannot be dealt, nothing is played (worlds 0).
    MoveSearchResult run(const PlayerView& view, std::vector<Move> candidates, std::size_t keep,
                         SearchBudget budget, Rng& rng, Clock::time_point start);

    // The deal played on from `world` after `move`: what it is worth to `seat`.
    double playout(const Round& world, const Move& move, int seat);

private:
    Variant variant_;
    std::uint64_t seed_;
    std::vector<std::unique_ptr<Bot>> playouts_;  // one per seat, made on first use
};

// The seat's legal moves in `view`: its list where the family's views carry one, else those
// of a world dealt from it (the Indian views leave the list out: it costs a declaration search
// every view, and the Indian bots make their own).
std::vector<Move> legalMovesOf(const PlayerView& view);

// `first` (without repeats), then the other moves of `legal`, at most `limit` in all.
std::vector<Move> candidateMoves(const std::vector<Move>& first, const std::vector<Move>& legal,
                                 std::size_t limit);

// A generator for one decision: `seed` mixed with the position (the deal, how far it has gone,
// the seat and its hand), so that a position asked about twice with a fixed number of worlds
// gets the same answer.
std::uint64_t positionSeed(std::uint64_t seed, const PlayerView& view);

}  // namespace rummy::search

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The arena's inside (arena.h is its outside): what every family's games share (the seating of
// one rotation, a timed decision, the end of a deal in every family's terms) and the one
// function per family that plays a shuffle group. A family adds its game loop and its own
// counts; the threads, the seeds, the totals and the JSON are arena.cpp's and
// arena_summary.cpp's, written once.

#include <cstdint>
#include <memory>
#include <vector>

#include "arena/arena.h"
#include "bot.h"
#include "game/player_view.h"

namespace rummy::arena {

// One game's table: which level holds each seat and the bot playing it. Seat s of rotation r
// is played by slot (s - r) mod players of the expanded seat list, so that over the rotations
// every slot holds every seat on the same cards.
struct Seating {
    std::vector<int> levelOf;  // per seat: index into the summary's levels
    std::vector<std::unique_ptr<Bot>> bots;

    Seating(const ArenaConfig& cfg, const ArenaSummary& out, const std::vector<int>& slotLevel,
            std::uint64_t groupSeed, int rotation);
    LevelStats& level(ArenaSummary& out, int seat) const {
        return out.levels[static_cast<std::size_t>(levelOf[static_cast<std::size_t>(seat)])];
    }
};

// The bot of `seat` decides; timed into its level when the run times decisions.
Decision decide(const ArenaConfig& cfg, Seating& seating, ArenaSummary& out, int seat,
                const PlayerView& view);

// Plays `round` on to its end or `turnLimit` moves, each seat's bot answering from
// viewOf(round, seat); a move the round refuses counts against the bot's level and the view's
// first legal move is played instead. Returns the moves made. (Gin and the table games; the
// Indian deals also settle drops and re-joins as they go.)
template <class R, class ViewOf>
int playMoves(const ArenaConfig& cfg, Seating& seating, ArenaSummary& out, R& round, int turnLimit,
              ViewOf&& viewOf) {
    int moves = 0;
    while (!round.isOver() && moves < turnLimit) {
        const int seat = round.currentSeat();
        const PlayerView& view = viewOf(round, seat);
        const Decision d = decide(cfg, seating, out, seat, view);
        if (!round.apply(d.move)) {
            ++seating.level(out, seat).illegalMoves;
            if (view.legal.empty() || !round.apply(view.legal.front())) break;
        }
        ++moves;
    }
    return moves;
}

// The end of one deal in every family's terms.
struct DealEnd {
    std::vector<bool> played;  // per seat: dealt in (a pool's knocked-out seats are not)
    int winner = -1;           // the seat that won it, -1 for nobody
    std::vector<int> points;   // per seat, in the family's sense (ArenaSummary::pointsAgainst)
    bool turnLimit = false;    // ended by a turn limit (the arena's, or the rules' own)
};

// Counts a finished (or given-up) deal: the table's deals and void deals, and per level the
// deals it sat in, decided and won (once per deal however many seats it holds), its seat-deals,
// points and deals by seat.
void recordDeal(ArenaSummary& out, const Seating& seating, const DealEnd& end);

// Each plays shuffle group `group` (its seed `groupSeed`) once per rotation of the seats.
void playIndianGroup(const ArenaConfig& cfg, const std::vector<int>& slotLevel, std::int64_t group,
                     std::uint64_t groupSeed, ArenaSummary& out);
void playGinGroup(const ArenaConfig& cfg, const std::vector<int>& slotLevel, std::int64_t group,
                  std::uint64_t groupSeed, ArenaSummary& out);
void playTableGroup(const ArenaConfig& cfg, const std::vector<int>& slotLevel, std::int64_t group,
                    std::uint64_t groupSeed, ArenaSummary& out);

}  // namespace rummy::arena

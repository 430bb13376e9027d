// SPDX-License-Identifier: GPL-3.0-or-later
// The table games in the arena: a game is one hand. Group g is dealt by seat g % players and
// played once per rotation of the seats. The winner of a hand is the seat with the best points
// of the hand alone (TableSeatScore::points: lowest under penalty scoring, else highest); a tie
// at the top decides nothing. Going out and blocked hands are counted beside.
#include "arena/arena_games.h"
#include "table/table_round.h"
#include "table/table_view_cache.h"

namespace rummy::arena {

namespace {

constexpr int kDefaultTurnLimit = 20000;

std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

// The seat with the best points of a finished hand, alone; -1 on a shared best.
int handWinner(const TableRules& rules, const TableOutcome& o) {
    const bool lowWins = rules.scoring == TableScoring::Penalty;
    int best = -1;
    bool shared = false;
    for (int s = 0; s < static_cast<int>(o.seats.size()); ++s) {
        const int p = o.seats[idx(s)].points;
        if (best < 0) {
            best = s;
            continue;
        }
        const int b = o.seats[idx(best)].points;
        if (p == b) {
            shared = true;
        } else if (lowWins ? p < b : p > b) {
            best = s;
            shared = false;
        }
    }
    return shared ? -1 : best;
}

void playHand(const ArenaConfig& cfg, Seating seating, std::uint64_t seed, int dealer,
              ArenaSummary& out) {
    const int p = cfg.players;
    const int turnLimit = cfg.turnLimit > 0 ? cfg.turnLimit : kDefaultTurnLimit;
    const TableRules& rules = std::get<TableRules>(cfg.rules);
    TableRound round(rules, p, dealer, seed);
    table::TableViewCache views(p);
    const int moves = playMoves(cfg, seating, out, round, turnLimit,
                                [&views](const TableRound& r, int seat) -> const PlayerView& {
                                    return views.view(r, seat);
                                });
    ++out.games;
    out.moves += moves;
    DealEnd end;
    end.played.assign(idx(p), true);
    if (!round.isOver()) {
        end.turnLimit = true;
        recordDeal(out, seating, end);
        return;
    }
    const TableOutcome o = round.outcome();
    if (o.block) {
        ++std::get<TableTotals>(out.family).blockDeals;
        end.turnLimit = round.turns() >= rules.turnLimit;
    }
    for (int seat = 0; seat < p; ++seat) end.points.push_back(o.seats[idx(seat)].points);
    if (o.winner >= 0) ++std::get<TableLevelCounts>(seating.level(out, o.winner).family).wentOut;
    end.winner = handWinner(rules, o);
    recordDeal(out, seating, end);
}

}  // namespace

void playTableGroup(const ArenaConfig& cfg, const std::vector<int>& slotLevel, std::int64_t group,
                    std::uint64_t groupSeed, ArenaSummary& out) {
    const int dealer = static_cast<int>(group % cfg.players);
    for (int r = 0; r < cfg.players; ++r)
        playHand(cfg, Seating(cfg, out, slotLevel, groupSeed, r), groupSeed, dealer, out);
}

}  // namespace rummy::arena

// SPDX-License-Identifier: GPL-3.0-or-later
// Gin in the arena: a game is one hand. Group g is dealt by seat g % 2 and played once with the
// slots' bots in each order; knocks, gins, undercuts and the dealer's wins are counted beside
// the arena's own figures.
#include "arena/arena_games.h"
#include "gin/gin_round.h"

namespace rummy::arena {

namespace {

constexpr int kDefaultTurnLimit = 400;

GinLevelCounts& counts(ArenaSummary& out, const Seating& seating, int seat) {
    return std::get<GinLevelCounts>(seating.level(out, seat).family);
}

void playHand(const ArenaConfig& cfg, Seating seating, std::uint64_t seed, int dealer,
              ArenaSummary& out) {
    const int turnLimit = cfg.turnLimit > 0 ? cfg.turnLimit : kDefaultTurnLimit;
    GinRound round(std::get<GinRules>(cfg.rules), dealer, seed);
    const int moves =
        playMoves(cfg, seating, out, round, turnLimit,
                  [](const GinRound& r, int seat) { return PlayerView::of(r, seat); });
    ++out.games;
    out.moves += moves;
    DealEnd end;
    end.played = {true, true};
    end.points = {0, 0};
    if (!round.isOver()) {
        end.turnLimit = true;
        recordDeal(out, seating, end);
        return;
    }
    const GinHandResult& res = round.outcome();
    end.winner = res.winner;
    if (res.winner >= 0) end.points[static_cast<std::size_t>(res.winner)] = res.points;
    recordDeal(out, seating, end);
    if (res.winner < 0) return;
    GinLevelCounts& win = counts(out, seating, res.winner);
    GinLevelCounts& lose = counts(out, seating, 1 - res.winner);
    ++lose.lost;
    if (res.winner == dealer) ++win.wonAsDealer;
    switch (res.ending) {
        case GinEnding::Knock:
            ++win.knocks;
            ++win.knockWins;
            break;
        case GinEnding::Gin:
            ++win.knocks;
            ++win.gins;
            break;
        case GinEnding::BigGin:
            ++win.knocks;
            ++win.bigGins;
            break;
        case GinEnding::Undercut:
            ++win.undercutWins;
            ++lose.knocks;
            ++lose.undercutLosses;
            break;
        case GinEnding::Playing:
        case GinEnding::Void:
            break;
    }
}

}  // namespace

void playGinGroup(const ArenaConfig& cfg, const std::vector<int>& slotLevel, std::int64_t group,
                  std::uint64_t groupSeed, ArenaSummary& out) {
    const int dealer = static_cast<int>(group % 2);
    for (int r = 0; r < 2; ++r)
        playHand(cfg, Seating(cfg, out, slotLevel, groupSeed, r), groupSeed, dealer, out);
}

}  // namespace rummy::arena

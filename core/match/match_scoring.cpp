// SPDX-License-Identifier: GPL-3.0-or-later
#include "match/match_scoring.h"

#include <algorithm>

#include "gin/gin_rules.h"
#include "table/table_rules.h"

namespace rummy {

namespace {

std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

// The highest score among the seats that stayed in the pool (not those back since the last
// deal ended).
int highestLeft(const MatchTally& t) {
    int highest = 0;
    for (int s = 0; s < t.players(); ++s)
        if (!t.out[idx(s)] && (t.rejoinedNow.empty() || !t.rejoinedNow[idx(s)]))
            highest = std::max(highest, t.scores[idx(s)]);
    return highest;
}

template <typename... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <typename... F>
Overloaded(F...) -> Overloaded<F...>;

// The table games' end: after `hands` hands, or once a total reaches the target (with
// outToWin, the total of the player who went out), the best total wins.
void settleTarget(const TargetScoring& g, MatchTally& t, int wentOut, int handsPlayed) {
    if (g.hands > 0) {
        if (handsPlayed < g.hands) return;
    } else if (g.outToWin && !g.lowestWins) {
        if (wentOut < 0 || t.scores[idx(wentOut)] < g.target) return;
        t.over = true;
        t.winner = wentOut;
        return;
    } else if (std::none_of(t.scores.begin(), t.scores.end(),
                            [&](int v) { return v >= g.target; })) {
        return;
    }
    t.over = true;
    t.winner = 0;
    for (int s = 1; s < t.players(); ++s) {
        const int v = t.scores[idx(s)];
        const int best = t.scores[idx(t.winner)];
        if (g.lowestWins ? v < best : v > best) t.winner = s;
    }
}

}  // namespace

MatchScoring scoringFor(const IndianRules& rules) {
    if (rules.isPool()) return PoolScoring{rules.poolLimit, rules.rejoinMax, rules.allowRejoin};
    if (rules.isDeals()) return DealsScoring{rules.dealsCount(), rules.chipsPerDeal};
    return PointsScoring{};
}

MatchScoring scoringFor(const GinRules& rules) {
    return GinScoring{rules.target, rules.gameBonus, rules.boxBonus, rules.shutoutDoubles};
}

MatchScoring scoringFor(const TableRules& rules) {
    return TargetScoring{rules.target, rules.scoring == TableScoring::Penalty, rules.hands,
                         rules.outToWin};
}

MatchTally startTally(const MatchScoring& scoring, int players, const std::vector<bool>& inPlay) {
    MatchTally t;
    t.scores.assign(idx(players), 0);
    t.chips.assign(idx(players), 0);
    t.out.assign(idx(players), 0);
    t.rejoins.assign(idx(players), 0);
    t.dealsWon.assign(idx(players), 0);
    std::visit(
        Overloaded{
            [](const PointsScoring&) {},
            // A pool replay of a later deal: a seat not dealt in was already out.
            [&](const PoolScoring&) {
                for (int s = 0; s < players; ++s) t.out[idx(s)] = inPlay[idx(s)] ? 0 : 1;
            },
            [&](const DealsScoring& d) { t.chips.assign(idx(players), d.chipsPerDeal * d.deals); },
            [](const GinScoring&) {},
            [](const TargetScoring&) {},
        },
        scoring);
    return t;
}

void settleDeal(const MatchScoring& scoring, MatchTally& t, const RoundResult& r,
                int regularDeals) {
    if (r.winner >= 0) ++t.dealsWon[idx(r.winner)];
    std::visit(Overloaded{
                   [&](const PointsScoring&) {
                       t.over = true;
                       t.winner = r.winner;
                   },
                   [&](const PoolScoring& p) {
                       int remaining = 0, last = -1;
                       for (int s = 0; s < t.players(); ++s) {
                           if (t.scores[idx(s)] >= p.limit) t.out[idx(s)] = 1;
                           if (!t.out[idx(s)]) ++remaining, last = s;
                       }
                       if (remaining <= 1) {
                           t.over = true;
                           t.winner = last;
                       }
                   },
                   [&](const DealsScoring& d) {
                       int pot = 0;
                       for (int s = 0; s < t.players(); ++s) {
                           if (s == r.winner) continue;
                           t.chips[idx(s)] -= r.points[idx(s)];
                           pot += r.points[idx(s)];
                       }
                       if (r.winner >= 0) t.chips[idx(r.winner)] += pot;
                       if (regularDeals < d.deals) return;
                       const auto best = std::max_element(t.chips.begin(), t.chips.end());
                       if (std::count(t.chips.begin(), t.chips.end(), *best) == 1) {
                           t.over = true;
                           t.winner = static_cast<int>(best - t.chips.begin());
                       }
                   },
                   [&](const GinScoring& g) {
                       if (r.winner < 0 || t.scores[idx(r.winner)] < g.target) return;
                       t.over = true;
                       t.winner = r.winner;
                   },
                   [&](const TargetScoring& g) { settleTarget(g, t, r.winner, regularDeals); },
               },
               scoring);
}

NextSeats nextSeats(const MatchScoring& scoring, const MatchTally& t, int regularDeals) {
    NextSeats next{std::vector<bool>(idx(t.players()), true), false};
    std::visit(Overloaded{
                   [](const PointsScoring&) {},
                   [](const GinScoring&) {},
                   [](const TargetScoring&) {},
                   [&](const PoolScoring&) {
                       for (int s = 0; s < t.players(); ++s) next.inPlay[idx(s)] = !t.out[idx(s)];
                   },
                   [&](const DealsScoring& d) {
                       if (regularDeals < d.deals) return;
                       next.tieBreaker = true;
                       const int best = *std::max_element(t.chips.begin(), t.chips.end());
                       for (int s = 0; s < t.players(); ++s)
                           next.inPlay[idx(s)] = t.chips[idx(s)] == best;
                   },
               },
               scoring);
    return next;
}

int nextDealer(const MatchScoring& scoring, int dealer, int lastWinner,
               const std::vector<bool>& inPlay) {
    if (std::holds_alternative<GinScoring>(scoring)) return lastWinner >= 0 ? lastWinner : dealer;
    const int players = static_cast<int>(inPlay.size());
    for (int k = 1; k <= players; ++k)
        if (inPlay[idx((dealer + k) % players)]) return (dealer + k) % players;
    return dealer;
}

MatchTotals matchTotals(const MatchScoring& scoring, const MatchTally& t) {
    MatchTotals m{t.scores, false};
    if (std::holds_alternative<DealsScoring>(scoring)) m.totals = t.chips;
    const auto* gin = std::get_if<GinScoring>(&scoring);
    if (!gin) return m;
    for (int s = 0; s < t.players(); ++s) {
        int& total = m.totals[idx(s)];
        if (t.over && s == t.winner) {
            m.shutout = true;
            for (int o = 0; o < t.players(); ++o)
                if (o != s && t.dealsWon[idx(o)] > 0) m.shutout = false;
            if (m.shutout && gin->shutoutDoubles) total *= 2;
            total += gin->gameBonus;
        }
        total += gin->boxBonus * t.dealsWon[idx(s)];
    }
    return m;
}

Status checkRejoin(const MatchScoring& scoring, const MatchTally& t, int seat, bool dealOver) {
    const auto* pool = std::get_if<PoolScoring>(&scoring);
    if (!pool || !pool->allowRejoin || t.players() < 3 || !t.out[idx(seat)])
        return ErrorCode::RejoinNotAllowed;
    // Re-joining happens between deals only, so the next deal can deal the seat in.
    if (!dealOver) return ErrorCode::WrongPhase;
    if (highestLeft(t) > pool->rejoinMax) return ErrorCode::RejoinNotAllowed;
    return Ok{};
}

void rejoin(MatchTally& t, int seat) {
    t.scores[idx(seat)] = rejoinScore(t);
    t.out[idx(seat)] = 0;
    ++t.rejoins[idx(seat)];
    t.rejoinedNow.resize(idx(t.players()), 0);
    t.rejoinedNow[idx(seat)] = 1;
}

int rejoinScore(const MatchTally& t) {
    return highestLeft(t) + 1;
}

void clearRejoins(MatchTally& t) {
    t.rejoinedNow.clear();
}

}  // namespace rummy

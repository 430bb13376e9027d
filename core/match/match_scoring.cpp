// SPDX-License-Identifier: GPL-3.0-or-later
#include "match/match_scoring.h"

#include <algorithm>

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

}  // namespace

MatchScoring scoringFor(const RuleSet& rules) {
    if (rules.isPool()) return PoolScoring{rules.poolLimit, rules.rejoinMax, rules.allowRejoin};
    if (rules.isDeals()) return DealsScoring{rules.dealsCount()};
    return PointsScoring{};
}

MatchTally startTally(const MatchScoring& scoring, const RuleSet& rules, int players,
                      const std::vector<bool>& inPlay) {
    MatchTally t;
    t.scores.assign(idx(players), 0);
    t.chips.assign(idx(players), 0);
    t.out.assign(idx(players), 0);
    t.rejoins.assign(idx(players), 0);
    std::visit(Overloaded{
                   [](const PointsScoring&) {},
                   // A pool replay of a later deal: a seat not dealt in was already out.
                   [&](const PoolScoring&) {
                       for (int s = 0; s < players; ++s) t.out[idx(s)] = inPlay[idx(s)] ? 0 : 1;
                   },
                   [&](const DealsScoring& d) {
                       t.chips.assign(idx(players), rules.chipsPerDeal * d.deals);
                   },
               },
               scoring);
    return t;
}

void settleDeal(const MatchScoring& scoring, MatchTally& t, const RoundResult& r,
                int regularDeals) {
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
               },
               scoring);
}

NextSeats nextSeats(const MatchScoring& scoring, const MatchTally& t, int regularDeals) {
    NextSeats next{std::vector<bool>(idx(t.players()), true), false};
    std::visit(Overloaded{
                   [](const PointsScoring&) {},
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

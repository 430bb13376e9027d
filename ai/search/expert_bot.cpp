// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/expert_bot.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>

#include "search/deal_value.h"
#include "search/world_sampler.h"

namespace rummy::search {

namespace {

using Clock = std::chrono::steady_clock;

// A playout that has not ended after this many moves counts as a deal not over (worth nothing
// either way): a deal the bots drag on through rebuilt stocks says little about the move, and
// would cost the time of many.
constexpr int kPlayoutMoves = 400;

// Playouts stop after about this many turns of every seat (two moves a turn) and count the
// hands as they stand (deal_value.h); 0: to the end of the deal.
constexpr int kHorizonTurns = 3;

// Hard's move is replaced only after this many worlds, by a move whose mean gain over it is
// more than kConfidence standard errors: a few worlds' noise is not a reason to leave Hard.
constexpr int kMinWorlds = 8;
constexpr double kConfidence = 2.0;

// Who plays the playouts, every seat.
constexpr BotLevel kPlayoutLevel = BotLevel::Medium;

bool sameMove(const Move& a, const Move& b) {
    return a == b;
}

// The search's generator for one decision: the bot's seed mixed with the position (the deal,
// how far it has gone, the seat and its hand), so that a position asked about twice with a
// fixed number of worlds gets the same answer.
std::uint64_t searchSeed(std::uint64_t seed, const PlayerView& view) {
    std::uint64_t s = seed ^ 0xE4BE27ULL;
    std::uint64_t mix = Rng::splitMix64(s);
    const auto add = [&](std::uint64_t v) {
        s ^= (v + 1) * 0x9E3779B97F4A7C15ULL;
        mix ^= Rng::splitMix64(s);
    };
    add(static_cast<std::uint64_t>(view.dealNumber));
    add(view.history.size());
    add(static_cast<std::uint64_t>(view.seat));
    for (Card c : view.hand) add(static_cast<std::uint64_t>(c.id()));
    return mix;
}

}  // namespace

ExpertBot::ExpertBot(Variant variant, std::uint64_t seed, SearchBudget budget)
    : variant_(variant),
      seed_(seed),
      budget_(budget),
      hard_(Bot::create(variant, BotLevel::Hard, seed)) {}

double ExpertBot::playout(const Round& world, const Move& move, int seat) {
    Round r = world;
    if (!r.apply(move)) return -1e9;  // never: the candidates are the world's legal moves
    const int horizon = kHorizonTurns > 0 ? kHorizonTurns * r.seats() * 2 : kPlayoutMoves;
    for (int moves = 0; !r.isOver() && moves < std::min(horizon, kPlayoutMoves); ++moves) {
        const int s = r.currentSeat();
        if (s < 0) break;
        if (static_cast<int>(playouts_.size()) <= s)
            playouts_.resize(static_cast<std::size_t>(s) + 1);
        auto& bot = playouts_[static_cast<std::size_t>(s)];
        if (!bot) bot = Bot::create(variant_, kPlayoutLevel, seed_ ^ (0x9E37u + s));
        const Decision d = bot->decide(r.view(s));
        if (!r.apply(d.move)) {
            const std::vector<Move> legal = r.legalMoves();
            if (legal.empty() || !r.apply(legal.front())) break;
        }
    }
    return r.isOver() ? dealValue(r, seat) : handValueLead(r, seat);
}

Decision ExpertBot::decide(const PlayerView& view) {
    const Clock::time_point start = Clock::now();
    const Decision hard = hard_->decide(view);
    const WorldSampler sampler(view);
    if (!sampler.usable()) return hard;
    Rng rng(searchSeed(seed_, view));
    const std::optional<Round> first = sampler.sample(rng);
    if (!first) return hard;

    // Hard's move first, then the other legal moves.
    std::vector<Move> candidates{hard.move};
    for (const Move& m : first->legalMoves()) {
        if (static_cast<int>(candidates.size()) >= kMaxCandidates) break;
        if (!sameMove(m, hard.move)) candidates.push_back(m);
    }
    if (candidates.size() < 2) return hard;

    const bool timed = budget_.playouts <= 0;
    const auto deadline = start + std::chrono::milliseconds(std::max(1, budget_.ms));
    // Per candidate, its value in each world that evaluated every candidate still running.
    std::vector<std::vector<double>> values(candidates.size());
    std::vector<std::size_t> alive(candidates.size());
    std::iota(alive.begin(), alive.end(), std::size_t{0});
    int worlds = 0;
    int nextCut = 2;
    std::optional<Round> world = first;
    while (alive.size() > 1) {
        if (!timed && worlds >= budget_.playouts) break;
        if (timed && Clock::now() >= deadline) break;
        if (worlds > 0) world = sampler.sample(rng);
        if (!world) break;
        // The same bots' seeds and the same chance for every candidate: common random numbers.
        std::vector<double> these;
        bool complete = true;
        for (std::size_t c : alive) {
            these.push_back(playout(*world, candidates[c], view.seat));
            if (timed && Clock::now() >= deadline && these.size() < alive.size()) {
                complete = false;
                break;
            }
        }
        if (!complete) break;
        for (std::size_t i = 0; i < alive.size(); ++i) values[alive[i]].push_back(these[i]);
        ++worlds;
        if (worlds == nextCut && alive.size() > 2) {
            nextCut *= 2;
            // Keep the better half by the mean of these worlds (Hard's move always stays).
            auto meanOf = [&](std::size_t c) {
                const auto& v = values[c];
                return std::accumulate(v.end() - worlds, v.end(), 0.0) / worlds;
            };
            std::vector<std::size_t> rest(alive.begin() + 1, alive.end());
            std::sort(rest.begin(), rest.end(),
                      [&](std::size_t a, std::size_t b) { return meanOf(a) > meanOf(b); });
            rest.resize(std::max<std::size_t>(1, rest.size() / 2));
            alive.assign(1, 0);
            alive.insert(alive.end(), rest.begin(), rest.end());
        }
    }
    if (worlds < kMinWorlds) return hard;
    // The survivor that beats Hard's move by the most, on the worlds both played, when it beats
    // it by more than a standard error of the paired differences.
    std::size_t best = 0;
    double bestGain = 0;
    for (std::size_t c : alive) {
        if (c == 0) continue;
        const auto& v = values[c];
        const auto& h = values[0];
        double sum = 0, sumSq = 0;
        for (int w = 0; w < worlds; ++w) {
            const double d = v[v.size() - worlds + w] - h[h.size() - worlds + w];
            sum += d;
            sumSq += d * d;
        }
        const double mean = sum / worlds;
        const double var = std::max(0.0, (sumSq - worlds * mean * mean) / (worlds - 1));
        const double se = std::sqrt(var / worlds);
        if (mean > kConfidence * se && mean > bestGain) {
            bestGain = mean;
            best = c;
        }
    }
    if (best == 0) return hard;
    Explanation why;
    why.reason = Reason::Searched;
    why.value = static_cast<int>(std::lround(bestGain));
    return Decision{candidates[best], why};
}

}  // namespace rummy::search

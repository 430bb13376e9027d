// SPDX-License-Identifier: GPL-3.0-or-later
// How long a bot takes to decide, per level, over positions from real games, and how many
// complete 6-player Medium deals one core plays per second (views built and moves applied
// included). Prints figures; never fails on time.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

#include "bot.h"
#include "match/match.h"

using namespace rummy;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kTurnCap = 3000;

// Plays `deals` seeded deals of `format` with every seat at `level`, timing each decision.
std::vector<double> timeDecisions(BotLevel level, MatchFormat format, int players, int deals,
                                  std::uint64_t seed0) {
    std::vector<double> micros;
    for (int d = 0; d < deals; ++d) {
        const std::uint64_t seed = seed0 + std::uint64_t(d);
        auto match = IndianMatch::create(IndianRules::preset(format), players, seed).value();
        std::vector<std::unique_ptr<Bot>> bots;
        for (int s = 0; s < players; ++s)
            bots.push_back(Bot::create(Variant::Indian13, level, seed * 8 + s));
        for (int t = 0; t < kTurnCap && !match.round().isOver(); ++t) {
            const int seat = match.round().currentSeat();
            const PlayerView view = PlayerView::of(match, seat);
            const auto t0 = Clock::now();
            const Decision dec = bots[std::size_t(seat)]->decide(view);
            micros.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
            if (!match.apply(dec.move).ok()) {
                std::printf("illegal move by %s: %s\n", botLevelName(level),
                            toString(dec.move).c_str());
                break;
            }
        }
    }
    return micros;
}

double percentile(std::vector<double>& v, double p) {
    const auto k = std::size_t(p * double(v.size() - 1));
    std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(k), v.end());
    return v[k];
}

}  // namespace

int main(int argc, char** argv) {
    const int deals = argc > 1 ? std::atoi(argv[1]) : 2000;
    std::printf("decision time per move (us), %d deals per level, 2..6 players, points + pool101\n",
                deals);
    for (BotLevel level : {BotLevel::Random, BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
        std::vector<double> all;
        for (int players = 2; players <= 6; ++players)
            for (MatchFormat f : {MatchFormat::Points, MatchFormat::Pool101}) {
                auto part = timeDecisions(level, f, players, deals / 10,
                                          1000003ULL * std::uint64_t(players) + std::uint64_t(f));
                all.insert(all.end(), part.begin(), part.end());
            }
        const std::size_t n = all.size();
        const double mx = *std::max_element(all.begin(), all.end());
        const double med = percentile(all, 0.5), p99 = percentile(all, 0.99);
        std::printf("  %-6s moves %8zu  median %7.2f  p99 %8.2f  max %9.2f\n", botLevelName(level),
                    n, med, p99, mx);
    }

    // Throughput: complete 6-player Medium deals, one thread.
    const int throughputDeals = deals * 2;
    long moves = 0;
    const auto t0 = Clock::now();
    for (int d = 0; d < throughputDeals; ++d) {
        auto match =
            IndianMatch::create(IndianRules::preset(MatchFormat::Points), 6, 77 + d).value();
        std::vector<std::unique_ptr<Bot>> bots;
        for (int s = 0; s < 6; ++s)
            bots.push_back(Bot::create(Variant::Indian13, BotLevel::Medium, d * 8 + s));
        for (int t = 0; t < kTurnCap && !match.round().isOver(); ++t, ++moves) {
            const int seat = match.round().currentSeat();
            const Decision dec = bots[std::size_t(seat)]->decide(PlayerView::of(match, seat));
            if (!match.apply(dec.move).ok()) break;
        }
    }
    const double sec = std::chrono::duration<double>(Clock::now() - t0).count();
    std::printf("6-player Medium deals: %d in %.2f s = %.0f deals/s (%.1f moves per deal)\n",
                throughputDeals, sec, throughputDeals / sec, double(moves) / throughputDeals);
    return 0;
}

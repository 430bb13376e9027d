// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game/result.h"
#include "gin/gin_bot.h"
#include "gin/gin_rules.h"
#include "io/json.h"

namespace rummy {

// Two Gin bots, by name (GinBot::create: the levels and "classic").
struct GinArenaConfig {
    GinRules rules;
    std::array<std::string, 2> bots{"medium", "medium"};
    // Hands to play, rounded up to an even number: every deal is played twice, the bots in
    // swapped seats, so that each holds both hands of each deal (duplicate deals).
    std::int64_t hands = 1000;
    std::uint64_t seed = 1;
    int threads = 1;  // worker threads; the summary does not depend on it (timings aside)
    // Moves after which a hand is given up (it cannot happen: the stock runs out first).
    int turnLimit = 400;
    // Time every decision (the summary's "timing" then holds each bot's percentiles).
    bool timeDecisions = false;
    // Makes the bot of a slot; GinBot::create when empty. Tests put misbehaving bots here.
    // Called from the worker threads.
    std::function<std::unique_ptr<GinBot>(std::string_view, std::uint64_t)> makeBot;
};

// Decision times in microseconds: one bucket per microsecond below kBuckets - 1, the last for
// everything slower.
struct GinTimes {
    static constexpr int kBuckets = 4001;
    std::vector<std::int64_t> buckets;  // allocated by the first add()
    std::int64_t count = 0;
    double maxMicros = 0;
    void add(double micros);
    void merge(const GinTimes& o);
    double percentile(double p) const;  // upper edge of the bucket holding it
};

// What one bot (one slot of the configuration) did over the run.
struct GinBotStats {
    std::string name;
    std::int64_t hands = 0;
    std::int64_t won = 0;  // hands it scored in
    std::int64_t lost = 0;
    std::int64_t knocks = 0;          // hands it knocked in (gin and big gin included)
    std::int64_t knockWins = 0;       // won by knocking lower
    std::int64_t gins = 0;            // won by gin
    std::int64_t bigGins = 0;         // won by big gin
    std::int64_t undercutWins = 0;    // won as the defender
    std::int64_t undercutLosses = 0;  // knocked and was undercut
    std::int64_t points = 0;          // points scored
    std::int64_t illegalMoves = 0;    // answers the engine refused (replaced by a legal move)
    std::int64_t asDealer = 0;        // hands it dealt
    std::int64_t wonAsDealer = 0;
    GinTimes times;  // only with timeDecisions
};

struct GinArenaSummary {
    std::array<std::string, 2> bots;
    std::uint64_t seed = 0;
    std::int64_t deals = 0;           // distinct deals
    std::int64_t hands = 0;           // hands played (twice the deals)
    std::int64_t voidHands = 0;       // the wall was reached: nobody scored
    std::int64_t turnLimitHands = 0;  // given up at the turn limit (counted void)
    std::int64_t moves = 0;
    std::array<GinBotStats, 2> stats;
    int threads = 1;
    double seconds = 0;

    // "win_rate" is hands won over hands decided (void hands left out), with its 95% Wilson
    // interval; "win_rate_all_hands" counts void hands as not won. Fractions are decimal
    // strings. Everything but "timing" is a function of the configuration without `threads`.
    Json toJson() const;
    void merge(const GinArenaSummary& other);
};

// Plays hands of Gin between two bots with GinRound as the referee, the bots seeing PlayerViews
// only. Deal g (seed derived from the run seed) is dealt by seat g % 2 and played twice: slot 0's
// bot in seat 0, then in seat 1, on the same cards. A refused answer counts against the bot and
// is replaced by the first legal move.
class GinArena {
public:
    // BadCount for no hands, bad thread or turn counts; BadRules for unknown bots or rules that
    // do not validate.
    static Result<GinArenaSummary> run(const GinArenaConfig& config);
    static std::uint64_t dealSeed(std::uint64_t runSeed, std::int64_t deal);
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "arena/arena.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>
#include <thread>

#include "arena/arena_games.h"
#include "cards/rng.h"

namespace rummy {

namespace {

constexpr std::uint64_t kGolden = 0x9E3779B97F4A7C15ULL;
// Shuffle groups per unit of work handed to a thread: small enough that two threads share a
// short run evenly. The totals are sums of whole numbers, so they do not depend on which
// thread played which group.
constexpr std::int64_t kGroupsPerChunk = 8;
constexpr int kMaxThreads = 256;

std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

FamilyLevelCounts levelCountsOf(Family f) {
    switch (f) {
        case Family::Indian:
            return IndianLevelCounts{};
        case Family::Gin:
            return GinLevelCounts{};
        case Family::Table:
            return TableLevelCounts{};
    }
    return IndianLevelCounts{};
}

FamilyTotals totalsOf(Family f) {
    switch (f) {
        case Family::Indian:
            return IndianTotals{};
        case Family::Gin:
            return GinTotals{};
        case Family::Table:
            return TableTotals{};
    }
    return IndianTotals{};
}

using GroupPlayer = void (*)(const ArenaConfig&, const std::vector<int>&, std::int64_t,
                             std::uint64_t, ArenaSummary&);

GroupPlayer groupPlayerOf(Family f) {
    switch (f) {
        case Family::Indian:
            return arena::playIndianGroup;
        case Family::Gin:
            return arena::playGinGroup;
        case Family::Table:
            return arena::playTableGroup;
    }
    return arena::playIndianGroup;
}

}  // namespace

Interval wilsonInterval(std::int64_t successes, std::int64_t trials, double z) {
    if (trials <= 0) return {0.0, 1.0};
    const double n = static_cast<double>(trials);
    const double p = static_cast<double>(successes) / n;
    const double z2 = z * z;
    const double denom = 1.0 + z2 / n;
    const double centre = (p + z2 / (2.0 * n)) / denom;
    const double half = z / denom * std::sqrt(p * (1.0 - p) / n + z2 / (4.0 * n * n));
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::uint64_t Arena::groupSeed(std::uint64_t runSeed, std::int64_t group) {
    std::uint64_t state = runSeed + static_cast<std::uint64_t>(group) * kGolden;
    return Rng::splitMix64(state);
}

std::uint64_t Arena::botSeed(std::uint64_t groupSeed, int rotation, int slot) {
    std::uint64_t state = groupSeed ^ (static_cast<std::uint64_t>(rotation + 1) << 32) ^
                          static_cast<std::uint64_t>(slot + 1);
    Rng::splitMix64(state);
    return Rng::splitMix64(state);
}

Result<ArenaSummary> Arena::run(const ArenaConfig& cfg) {
    const int p = cfg.players;
    if (cfg.seats.empty() || static_cast<int>(cfg.seats.size()) > p || cfg.games < 1 ||
        cfg.threads < 1 || cfg.threads > kMaxThreads || cfg.turnLimit < 0 || cfg.dealLimit < 1)
        return ErrorCode::BadCount;
    if (Status s = validateFor(cfg.rules, p); !s) return s.error();
    const Variant variant = variantOf(cfg.rules);
    for (const std::string& name : cfg.seats)
        if (!cfg.makeBot && !Bot::create(variant, name, 0)) return ErrorCode::BadRules;

    const Family family = familyOf(variant);
    ArenaSummary base;
    base.rules = cfg.rules;
    base.players = p;
    base.seed = cfg.seed;
    base.threads = cfg.threads;
    base.family = totalsOf(family);
    std::vector<int> slotLevel;
    for (int slot = 0; slot < p; ++slot) {
        const std::string& name = cfg.seats[idx(slot) % cfg.seats.size()];
        base.seats.push_back(name);
        auto it = std::find_if(base.levels.begin(), base.levels.end(),
                               [&](const LevelStats& s) { return s.name == name; });
        if (it == base.levels.end()) {
            LevelStats ls;
            ls.name = name;
            ls.dealsBySeat.assign(idx(p), 0);
            ls.family = levelCountsOf(family);
            base.levels.push_back(std::move(ls));
            it = base.levels.end() - 1;
        }
        ++it->seats;
        slotLevel.push_back(static_cast<int>(it - base.levels.begin()));
    }

    const GroupPlayer playGroup = groupPlayerOf(family);
    const std::int64_t groups = (cfg.games + p - 1) / p;
    const std::int64_t chunks = (groups + kGroupsPerChunk - 1) / kGroupsPerChunk;
    ArenaSummary total = base;
    std::mutex totalMutex;
    std::atomic<std::int64_t> next{0};
    auto worker = [&] {
        ArenaSummary part = base;  // this thread's running totals
        for (std::int64_t c = next++; c < chunks; c = next++) {
            const std::int64_t end = std::min(groups, (c + 1) * kGroupsPerChunk);
            for (std::int64_t g = c * kGroupsPerChunk; g < end; ++g)
                playGroup(cfg, slotLevel, g, groupSeed(cfg.seed, g), part);
        }
        const std::lock_guard lock(totalMutex);
        total.merge(part);
    };
    const auto start = std::chrono::steady_clock::now();
    const int threads = static_cast<int>(std::min<std::int64_t>(cfg.threads, chunks));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
    for (auto& t : pool) t.join();
    const auto stop = std::chrono::steady_clock::now();
    total.seconds = std::chrono::duration<double>(stop - start).count();
    return total;
}

namespace arena {

Seating::Seating(const ArenaConfig& cfg, const ArenaSummary& out, const std::vector<int>& slotLevel,
                 std::uint64_t groupSeed, int rotation) {
    const int p = cfg.players;
    const Variant variant = variantOf(cfg.rules);
    levelOf.resize(idx(p));
    for (int seat = 0; seat < p; ++seat) {
        const int slot = (seat - rotation + p) % p;
        levelOf[idx(seat)] = slotLevel[idx(slot)];
        const std::string& name = out.seats[idx(slot)];
        const std::uint64_t seed = Arena::botSeed(groupSeed, rotation, slot);
        auto bot = cfg.makeBot ? cfg.makeBot(name, seed) : nullptr;
        bots.push_back(bot ? std::move(bot) : Bot::create(variant, name, seed, cfg.expert));
    }
}

Decision decide(const ArenaConfig& cfg, Seating& seating, ArenaSummary& out, int seat,
                const PlayerView& view) {
    Bot& bot = *seating.bots[idx(seat)];
    if (!cfg.timeDecisions) return bot.decide(view);
    const auto t0 = std::chrono::steady_clock::now();
    Decision d = bot.decide(view);
    const auto t1 = std::chrono::steady_clock::now();
    seating.level(out, seat).times.add(std::chrono::duration<double, std::micro>(t1 - t0).count());
    return d;
}

void recordDeal(ArenaSummary& out, const Seating& seating, const DealEnd& end) {
    ++out.deals;
    if (end.turnLimit) ++out.turnLimitDeals;
    if (end.winner < 0) ++out.voidDeals;
    std::vector<bool> sat(out.levels.size(), false);
    for (int seat = 0; seat < static_cast<int>(end.played.size()); ++seat) {
        if (!end.played[idx(seat)]) continue;
        LevelStats& ls = seating.level(out, seat);
        ++ls.seatDeals;
        ++ls.dealsBySeat[idx(seat)];
        ls.points += end.points.empty() ? 0 : end.points[idx(seat)];
        sat[idx(seating.levelOf[idx(seat)])] = true;
    }
    for (std::size_t l = 0; l < sat.size(); ++l) {
        if (!sat[l]) continue;
        ++out.levels[l].deals;
        if (end.winner >= 0) ++out.levels[l].decided;
    }
    if (end.winner >= 0) ++seating.level(out, end.winner).won;
}

}  // namespace arena

}  // namespace rummy

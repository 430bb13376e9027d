// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_arena.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <thread>

#include "arena.h"
#include "cards/rng.h"
#include "gin/gin_round.h"

namespace rummy {

namespace {

constexpr std::uint64_t kGolden = 0x9E3779B97F4A7C15ULL;
// Deals per unit of work: fixed, so that the split does not depend on the thread count.
constexpr std::int64_t kDealsPerChunk = 16;
constexpr int kMaxThreads = 256;

std::string fixed(double v, int decimals) {
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, decimals);
    return std::string(buf, r.ptr);
}

Json rateJson(std::int64_t k, std::int64_t n) {
    return Json(fixed(n > 0 ? static_cast<double>(k) / static_cast<double>(n) : 0.0, 4));
}

Json intervalJson(std::int64_t k, std::int64_t n) {
    const Interval ci = wilsonInterval(k, n);
    Json a = Json::array();
    a.push(fixed(ci.low, 4));
    a.push(fixed(ci.high, 4));
    return a;
}

std::uint64_t botSeed(std::uint64_t dealSeed, int swap, int slot) {
    std::uint64_t state = dealSeed ^ (static_cast<std::uint64_t>(swap + 1) << 32) ^
                          static_cast<std::uint64_t>(slot + 1);
    Rng::splitMix64(state);
    return Rng::splitMix64(state);
}

// One hand: one deal, one seating. `slotOfSeat[s]` is the slot whose bot sits in seat s.
void playHand(const GinArenaConfig& cfg, std::uint64_t seed, int dealer, int swap,
              GinArenaSummary& out) {
    const std::array<int, 2> slotOfSeat{swap, 1 - swap};
    std::array<std::unique_ptr<GinBot>, 2> bots;
    for (int seat = 0; seat < 2; ++seat) {
        const int slot = slotOfSeat[static_cast<std::size_t>(seat)];
        const auto& name = cfg.bots[static_cast<std::size_t>(slot)];
        const std::uint64_t s = botSeed(seed, swap, slot);
        auto bot = cfg.makeBot ? cfg.makeBot(name, s) : nullptr;
        bots[static_cast<std::size_t>(seat)] = bot ? std::move(bot) : GinBot::create(name, s);
    }
    GinRound round(cfg.rules, dealer, seed);
    int moves = 0;
    while (!round.isOver() && moves < cfg.turnLimit) {
        const int seat = round.currentSeat();
        GinBotStats& st =
            out.stats[static_cast<std::size_t>(slotOfSeat[static_cast<std::size_t>(seat)])];
        const PlayerView view = PlayerView::of(round, seat);
        Decision d;
        if (cfg.timeDecisions) {
            const auto t0 = std::chrono::steady_clock::now();
            d = bots[static_cast<std::size_t>(seat)]->decide(view);
            const auto t1 = std::chrono::steady_clock::now();
            st.times.add(std::chrono::duration<double, std::micro>(t1 - t0).count());
        } else {
            d = bots[static_cast<std::size_t>(seat)]->decide(view);
        }
        if (!round.apply(d.move)) {
            ++st.illegalMoves;
            if (view.legal.empty() || !round.apply(view.legal.front())) break;
        }
        ++moves;
    }
    ++out.hands;
    out.moves += moves;
    for (int seat = 0; seat < 2; ++seat) {
        GinBotStats& st =
            out.stats[static_cast<std::size_t>(slotOfSeat[static_cast<std::size_t>(seat)])];
        ++st.hands;
        if (seat == dealer) ++st.asDealer;
    }
    if (!round.isOver()) {
        ++out.turnLimitHands;
        ++out.voidHands;
        return;
    }
    const GinHandResult& res = round.outcome();
    if (res.winner < 0) {
        ++out.voidHands;
        return;
    }
    GinBotStats& win =
        out.stats[static_cast<std::size_t>(slotOfSeat[static_cast<std::size_t>(res.winner)])];
    GinBotStats& lose =
        out.stats[static_cast<std::size_t>(slotOfSeat[static_cast<std::size_t>(1 - res.winner)])];
    ++win.won;
    ++lose.lost;
    win.points += res.points;
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

Json statsJson(const GinBotStats& s) {
    const std::int64_t decided = s.won + s.lost;
    Json j = Json::object();
    j.set("bot", s.name);
    j.set("hands", s.hands);
    j.set("won", s.won);
    j.set("lost", s.lost);
    j.set("win_rate", rateJson(s.won, decided));
    j.set("win_rate_ci95", intervalJson(s.won, decided));
    j.set("win_rate_all_hands", rateJson(s.won, s.hands));
    j.set("knocks", s.knocks);
    j.set("knock_wins", s.knockWins);
    j.set("gins", s.gins);
    j.set("big_gins", s.bigGins);
    j.set("undercut_wins", s.undercutWins);
    j.set("undercut_losses", s.undercutLosses);
    j.set("points", s.points);
    j.set(
        "mean_points_per_hand",
        fixed(s.hands > 0 ? static_cast<double>(s.points) / static_cast<double>(s.hands) : 0.0, 2));
    j.set("won_as_dealer", s.wonAsDealer);
    j.set("won_as_non_dealer", s.won - s.wonAsDealer);
    j.set("illegal_moves", s.illegalMoves);
    return j;
}

}  // namespace

void GinTimes::add(double micros) {
    if (buckets.empty()) buckets.assign(kBuckets, 0);
    const auto b = std::min<std::int64_t>(kBuckets - 1, static_cast<std::int64_t>(micros));
    ++buckets[static_cast<std::size_t>(std::max<std::int64_t>(0, b))];
    ++count;
    maxMicros = std::max(maxMicros, micros);
}

void GinTimes::merge(const GinTimes& o) {
    if (o.count == 0) return;
    if (buckets.empty()) buckets.assign(kBuckets, 0);
    for (std::size_t i = 0; i < buckets.size() && i < o.buckets.size(); ++i)
        buckets[i] += o.buckets[i];
    count += o.count;
    maxMicros = std::max(maxMicros, o.maxMicros);
}

double GinTimes::percentile(double p) const {
    if (count == 0) return 0;
    const auto want = static_cast<std::int64_t>(std::ceil(p * static_cast<double>(count)));
    std::int64_t seen = 0;
    for (std::size_t i = 0; i < buckets.size(); ++i) {
        seen += buckets[i];
        if (seen >= want) return i + 1 == buckets.size() ? maxMicros : static_cast<double>(i + 1);
    }
    return maxMicros;
}

void GinArenaSummary::merge(const GinArenaSummary& o) {
    deals += o.deals;
    hands += o.hands;
    voidHands += o.voidHands;
    turnLimitHands += o.turnLimitHands;
    moves += o.moves;
    for (std::size_t i = 0; i < 2; ++i) {
        GinBotStats& a = stats[i];
        const GinBotStats& b = o.stats[i];
        a.hands += b.hands;
        a.won += b.won;
        a.lost += b.lost;
        a.knocks += b.knocks;
        a.knockWins += b.knockWins;
        a.gins += b.gins;
        a.bigGins += b.bigGins;
        a.undercutWins += b.undercutWins;
        a.undercutLosses += b.undercutLosses;
        a.points += b.points;
        a.illegalMoves += b.illegalMoves;
        a.asDealer += b.asDealer;
        a.wonAsDealer += b.wonAsDealer;
        a.times.merge(b.times);
    }
}

Json GinArenaSummary::toJson() const {
    Json botList = Json::array();
    for (const GinBotStats& s : stats) botList.push(statsJson(s));
    Json timing = Json::object();
    timing.set("threads", threads);
    timing.set("seconds", fixed(seconds, 3));
    const double perSecond = seconds > 0 ? static_cast<double>(hands) / seconds : 0.0;
    timing.set("hands_per_second", static_cast<std::int64_t>(std::llround(perSecond)));
    timing.set("hands_per_second_per_thread",
               static_cast<std::int64_t>(std::llround(perSecond / std::max(1, threads))));
    if (stats[0].times.count > 0) {
        Json decisions = Json::array();
        for (const GinBotStats& s : stats) {
            Json d = Json::object();
            d.set("bot", s.name);
            d.set("decisions", s.times.count);
            d.set("median_us", fixed(s.times.percentile(0.5), 0));
            d.set("p99_us", fixed(s.times.percentile(0.99), 0));
            d.set("max_us", fixed(s.times.maxMicros, 0));
            decisions.push(std::move(d));
        }
        timing.set("decisions", std::move(decisions));
    }
    Json out = Json::object();
    out.set("variant", "gin");
    Json names = Json::array();
    for (const auto& n : bots) names.push(n);
    out.set("seats", std::move(names));
    out.set("seed", std::to_string(seed));  // a string: JSON readers often lose 64-bit ints
    out.set("deals", deals);
    out.set("hands", hands);
    out.set("void_hands", voidHands);
    out.set("turn_limit_hands", turnLimitHands);
    out.set("moves", moves);
    out.set("bots", std::move(botList));
    out.set("timing", std::move(timing));
    return out;
}

std::uint64_t GinArena::dealSeed(std::uint64_t runSeed, std::int64_t deal) {
    std::uint64_t state = runSeed + static_cast<std::uint64_t>(deal) * kGolden;
    return Rng::splitMix64(state);
}

Result<GinArenaSummary> GinArena::run(const GinArenaConfig& cfg) {
    if (cfg.hands < 1 || cfg.threads < 1 || cfg.threads > kMaxThreads || cfg.turnLimit < 1)
        return ErrorCode::BadCount;
    if (!cfg.rules.validate()) return ErrorCode::BadRules;
    for (const auto& name : cfg.bots)
        if (!cfg.makeBot && !GinBot::create(name, 0)) return ErrorCode::BadRules;

    GinArenaSummary base;
    base.bots = cfg.bots;
    base.seed = cfg.seed;
    base.threads = cfg.threads;
    for (std::size_t i = 0; i < 2; ++i) base.stats[i].name = cfg.bots[i];

    const std::int64_t deals = (cfg.hands + 1) / 2;
    const std::int64_t chunks = (deals + kDealsPerChunk - 1) / kDealsPerChunk;
    std::vector<GinArenaSummary> parts(static_cast<std::size_t>(chunks), base);
    std::atomic<std::int64_t> next{0};
    auto worker = [&] {
        for (std::int64_t c = next++; c < chunks; c = next++) {
            GinArenaSummary& part = parts[static_cast<std::size_t>(c)];
            const std::int64_t end = std::min(deals, (c + 1) * kDealsPerChunk);
            for (std::int64_t g = c * kDealsPerChunk; g < end; ++g) {
                const std::uint64_t seed = dealSeed(cfg.seed, g);
                const int dealer = static_cast<int>(g % 2);
                ++part.deals;
                for (int swap = 0; swap < 2; ++swap) playHand(cfg, seed, dealer, swap, part);
            }
        }
    };
    const auto start = std::chrono::steady_clock::now();
    const int threads = static_cast<int>(std::min<std::int64_t>(cfg.threads, chunks));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
    for (auto& t : pool) t.join();
    const auto stop = std::chrono::steady_clock::now();

    GinArenaSummary total = base;
    for (const GinArenaSummary& part : parts) total.merge(part);
    total.seconds = std::chrono::duration<double>(stop - start).count();
    return total;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_arena.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <thread>

#include "arena.h"
#include "cards/rng.h"
#include "game/player_view.h"
#include "table/table_round.h"
#include "table/table_view_cache.h"

namespace rummy {

namespace {

constexpr std::uint64_t kGolden = 0x9E3779B97F4A7C15ULL;
// Shuffles per unit of work: fixed, so that the split does not depend on the thread count.
constexpr std::int64_t kDealsPerChunk = 8;
constexpr int kMaxThreads = 256;

std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

std::string fixed(double v, int decimals) {
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, decimals);
    return std::string(buf, r.ptr);
}

std::string rate(std::int64_t k, std::int64_t n) {
    return fixed(n > 0 ? static_cast<double>(k) / static_cast<double>(n) : 0.0, 4);
}

std::uint64_t botSeed(std::uint64_t dealSeed, int rotation, int slot) {
    std::uint64_t state = dealSeed ^ (static_cast<std::uint64_t>(rotation + 1) << 32) ^
                          static_cast<std::uint64_t>(slot + 1);
    Rng::splitMix64(state);
    return Rng::splitMix64(state);
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

// One hand: one shuffle, one rotation. `levelOf[seat]` indexes the summary's levels.
void playHand(const TableArenaConfig& cfg, const std::vector<int>& slotLevel, std::uint64_t seed,
              int dealer, int rotation, TableArenaSummary& out) {
    const int p = cfg.players;
    std::vector<int> levelOf(idx(p));
    std::vector<std::unique_ptr<TableBot>> bots;
    for (int seat = 0; seat < p; ++seat) {
        const int slot = (seat - rotation + p) % p;
        levelOf[idx(seat)] = slotLevel[idx(slot)];
        const std::string& name = out.seats[idx(slot)];
        const std::uint64_t s = botSeed(seed, rotation, slot);
        auto bot = cfg.makeBot ? cfg.makeBot(name, s) : nullptr;
        bots.push_back(bot ? std::move(bot) : TableBot::create(name, s));
    }
    TableRound round(cfg.rules, p, dealer, seed);
    table::TableViewCache views(p);
    int moves = 0;
    while (!round.isOver() && moves < cfg.moveLimit) {
        const int seat = round.currentSeat();
        const PlayerView& view = views.view(round, seat);
        const Decision d = bots[idx(seat)]->decide(view);
        if (!round.apply(d.move)) {
            ++out.levels[idx(levelOf[idx(seat)])].illegalMoves;
            if (view.legal.empty() || !round.apply(view.legal.front())) break;
        }
        ++moves;
    }
    ++out.hands;
    out.moves += moves;
    for (int seat = 0; seat < p; ++seat) ++out.levels[idx(levelOf[idx(seat)])].hands;
    if (!round.isOver()) {
        ++out.turnLimitHands;
        ++out.undecided;
        return;
    }
    const TableOutcome o = round.outcome();
    if (o.block) {
        ++out.blocks;
        if (round.turns() >= cfg.rules.turnLimit) ++out.turnLimitHands;
    }
    for (int seat = 0; seat < p; ++seat)
        out.levels[idx(levelOf[idx(seat)])].points += o.seats[idx(seat)].points;
    if (o.winner >= 0) ++out.levels[idx(levelOf[idx(o.winner)])].wentOut;
    const int w = handWinner(cfg.rules, o);
    if (w < 0) {
        ++out.undecided;
        return;
    }
    ++out.levels[idx(levelOf[idx(w)])].won;
}

}  // namespace

void TableArenaSummary::merge(const TableArenaSummary& o) {
    deals += o.deals;
    hands += o.hands;
    undecided += o.undecided;
    blocks += o.blocks;
    turnLimitHands += o.turnLimitHands;
    moves += o.moves;
    for (std::size_t i = 0; i < levels.size() && i < o.levels.size(); ++i) {
        TableLevelStats& a = levels[i];
        const TableLevelStats& b = o.levels[i];
        a.hands += b.hands;
        a.won += b.won;
        a.wentOut += b.wentOut;
        a.points += b.points;
        a.illegalMoves += b.illegalMoves;
    }
}

Json TableArenaSummary::toJson() const {
    const std::int64_t decided = hands - undecided;
    Json levelList = Json::array();
    for (const TableLevelStats& s : levels) {
        Json j = Json::object();
        j.set("bot", s.name);
        j.set("seats", s.seats);
        j.set("hands", s.hands);
        j.set("won", s.won);
        j.set("win_rate", rate(s.won, decided));
        const Interval ci = wilsonInterval(s.won, decided);
        Json interval = Json::array();
        interval.push(fixed(ci.low, 4));
        interval.push(fixed(ci.high, 4));
        j.set("win_rate_ci95", std::move(interval));
        j.set("fair_share", rate(s.seats, players));
        j.set("went_out", s.wentOut);
        j.set("points", s.points);
        j.set(
            "mean_points_per_seat_hand",
            fixed(s.hands > 0 ? static_cast<double>(s.points) / static_cast<double>(s.hands) : 0.0,
                  2));
        j.set("illegal_moves", s.illegalMoves);
        levelList.push(std::move(j));
    }
    Json timing = Json::object();
    timing.set("threads", threads);
    timing.set("seconds", fixed(seconds, 3));
    const double perSecond = seconds > 0 ? static_cast<double>(hands) / seconds : 0.0;
    timing.set("hands_per_second", static_cast<std::int64_t>(std::llround(perSecond)));
    timing.set("hands_per_second_per_thread",
               static_cast<std::int64_t>(std::llround(perSecond / std::max(1, threads))));
    Json out = Json::object();
    out.set("variant", variantId(rules.variant));
    out.set("players", players);
    Json names = Json::array();
    for (const auto& n : seats) names.push(n);
    out.set("seats", std::move(names));
    out.set("seed", std::to_string(seed));  // a string: JSON readers often lose 64-bit ints
    out.set("deals", deals);
    out.set("hands", hands);
    out.set("decided_hands", decided);
    out.set("block_hands", blocks);
    out.set("turn_limit_hands", turnLimitHands);
    out.set("moves", moves);
    std::int64_t illegal = 0;
    for (const TableLevelStats& s : levels) illegal += s.illegalMoves;
    out.set("illegal_moves", illegal);
    out.set("bots", std::move(levelList));
    out.set("timing", std::move(timing));
    return out;
}

std::uint64_t TableArena::dealSeed(std::uint64_t runSeed, std::int64_t deal) {
    std::uint64_t state = runSeed + static_cast<std::uint64_t>(deal) * kGolden;
    return Rng::splitMix64(state);
}

Result<TableArenaSummary> TableArena::run(const TableArenaConfig& cfg) {
    if (cfg.hands < 1 || cfg.threads < 1 || cfg.threads > kMaxThreads || cfg.seats.empty() ||
        cfg.moveLimit < 1 || static_cast<int>(cfg.seats.size()) > cfg.players)
        return ErrorCode::BadCount;
    if (cfg.rules.invalidField(cfg.players)) return ErrorCode::BadRules;
    for (const auto& name : cfg.seats)
        if (!cfg.makeBot && !TableBot::create(name, 0)) return ErrorCode::BadRules;

    TableArenaSummary base;
    base.rules = cfg.rules;
    base.players = cfg.players;
    base.seed = cfg.seed;
    base.threads = cfg.threads;
    std::vector<int> slotLevel;
    for (int s = 0; s < cfg.players; ++s) {
        const std::string& name = cfg.seats[idx(s) % cfg.seats.size()];
        base.seats.push_back(name);
        auto it = std::find_if(base.levels.begin(), base.levels.end(),
                               [&](const TableLevelStats& l) { return l.name == name; });
        if (it == base.levels.end()) {
            base.levels.push_back(TableLevelStats{name, 0, 0, 0, 0, 0, 0});
            it = base.levels.end() - 1;
        }
        ++it->seats;
        slotLevel.push_back(static_cast<int>(it - base.levels.begin()));
    }

    const std::int64_t deals = (cfg.hands + cfg.players - 1) / cfg.players;
    const std::int64_t chunks = (deals + kDealsPerChunk - 1) / kDealsPerChunk;
    std::vector<TableArenaSummary> parts(static_cast<std::size_t>(chunks), base);
    std::atomic<std::int64_t> next{0};
    auto worker = [&] {
        for (std::int64_t c = next++; c < chunks; c = next++) {
            TableArenaSummary& part = parts[static_cast<std::size_t>(c)];
            const std::int64_t end = std::min(deals, (c + 1) * kDealsPerChunk);
            for (std::int64_t g = c * kDealsPerChunk; g < end; ++g) {
                const std::uint64_t seed = dealSeed(cfg.seed, g);
                const int dealer = static_cast<int>(g % cfg.players);
                ++part.deals;
                for (int r = 0; r < cfg.players; ++r)
                    playHand(cfg, slotLevel, seed, dealer, r, part);
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

    TableArenaSummary total = base;
    for (const TableArenaSummary& part : parts) total.merge(part);
    total.seconds = std::chrono::duration<double>(stop - start).count();
    return total;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "arena.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <memory>
#include <thread>

#include "cards/rng.h"
#include "game/player_view.h"
#include "match/match.h"

namespace rummy {

namespace {

constexpr std::uint64_t kGolden = 0x9E3779B97F4A7C15ULL;
// Shuffle groups per unit of work. Fixed, so that the split of the work does not depend on the
// thread count; small enough that two threads share a short run evenly.
constexpr std::int64_t kGroupsPerChunk = 8;
// An "early" win (LevelStats::earlyWins): declared within the winner's first three turns.
constexpr int kEarlyTurns = 3;
constexpr int kMaxThreads = 256;

std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

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

// The action that keeps a game going when a bot's action was refused: a closed draw, or
// throwing back the card just drawn. Neither can be refused on the seat's turn; the legal list
// is the last resort. Nothing: the round cannot go on (the caller gives the game up).
std::optional<Move> fallback(const RoundState& round) {
    const int seat = round.currentSeat();
    if (seat < 0) return std::nullopt;
    if (round.phase() == Phase::Draw) {
        if (round.check(moves::DrawClosed{}).ok()) return moves::DrawClosed{};
    } else if (!round.history().empty()) {
        const PlayedMove& last = round.history().back();
        if (last.seat == seat && last.card && round.check(moves::Discard{*last.card}).ok())
            return moves::Discard{*last.card};
    }
    for (const Move& a : round.legalMoves())
        if (!std::holds_alternative<moves::Finish>(a) && !std::holds_alternative<moves::Drop>(a))
            return a;
    return std::nullopt;
}

// One game: one match seed, one rotation of the seats. Adds its counts to `out`.
class Game {
public:
    Game(const ArenaConfig& cfg, const std::vector<int>& slotLevel, std::uint64_t seed,
         int rotation, ArenaSummary& out)
        : cfg_(cfg), out_(out), seed_(seed) {
        const int p = cfg.players;
        seatLevel_.resize(idx(p));
        for (int seat = 0; seat < p; ++seat) {
            const int slot = (seat - rotation + p) % p;
            seatLevel_[idx(seat)] = slotLevel[idx(slot)];
            const BotLevel level = out.seats[idx(slot)];
            const std::uint64_t botSeed = Arena::botSeed(seed, rotation, slot);
            auto bot = cfg.makeBot ? cfg.makeBot(level, botSeed) : nullptr;
            bots_.push_back(bot ? std::move(bot) : Bot::create(level, botSeed));
        }
    }

    void play() {
        auto created =
            Match::create(RuleSet::preset(cfg_.format, cfg_.variant), cfg_.players, seed_);
        if (!created) return;  // run() validated the rules: cannot happen
        Match& m = created.value();
        ++out_.games;
        const bool isMatch = cfg_.format != MatchFormat::Points;
        for (int deal = 0;; ++deal) {
            if (deal >= cfg_.dealLimit || !playDeal(m)) {
                ++out_.abandonedMatches;
                break;
            }
            if (m.isOver()) break;
            offerRejoins(m);
            if (!m.nextDeal().ok()) {
                ++out_.abandonedMatches;
                break;
            }
        }
        if (!isMatch) return;
        for (int seat = 0; seat < cfg_.players; ++seat) {
            LevelStats& ls = level(seat);
            ++ls.matches;
            if (m.isOver() && m.winner() == seat) ++ls.matchesWon;
        }
    }

private:
    LevelStats& level(int seat) { return out_.levels[idx(seatLevel_[idx(seat)])]; }

    // Plays the current deal to its end and records it. False when it hit the turn limit.
    bool playDeal(Match& m) {
        ++out_.deals;
        if (m.currentDeal().tieBreaker) ++out_.tieBreakerDeals;
        int actions = 0;
        while (!m.round().isOver()) {
            if (actions >= cfg_.turnLimit) {
                recordUnfinished(m.round());
                return false;
            }
            const int seat = m.round().currentSeat();
            const Decision d = bots_[idx(seat)]->decide(PlayerView::of(m, seat));
            if (!m.apply(d.move).ok()) {
                ++level(seat).illegalMoves;
                const auto safe = fallback(m.round());
                if (!safe || !m.apply(*safe).ok()) {
                    recordUnfinished(m.round());
                    return false;
                }
            }
            ++actions;
            ++out_.actions;
        }
        record(m.deals().back().result);
        const auto& history = m.round().history();
        // Only a declaration counts: a deal won because everyone else dropped is no early
        // finish (the rest of the table's first drops would otherwise be counted here).
        const int w = m.deals().back().result.winner;
        if (w >= 0 && !history.empty() && history.back().seat == w &&
            std::holds_alternative<moves::Finish>(history.back().move)) {
            int turns = 0;  // the winner's draws, the declaring turn included
            for (const PlayedMove& mv : history)
                turns += mv.seat == w && (std::holds_alternative<moves::DrawClosed>(mv.move) ||
                                          std::holds_alternative<moves::DrawOpen>(mv.move));
            if (turns <= kEarlyTurns) ++level(w).earlyWins;
        }
        return true;
    }

    void record(const RoundResult& r) {
        if (r.winner < 0) ++out_.voidDeals;
        for (int seat = 0; seat < cfg_.players; ++seat) {
            const Outcome o = r.outcomes[idx(seat)];
            if (o == Outcome::SittingOut) continue;
            LevelStats& ls = level(seat);
            ++ls.deals;
            ++ls.dealsBySeat[idx(seat)];
            ls.points += r.points[idx(seat)];
            ls.won += r.winner == seat;
            ls.firstDrops += o == Outcome::FirstDrop;
            ls.middleDrops += o == Outcome::MiddleDrop;
            ls.wrongDeclarations += o == Outcome::WrongDeclaration;
            if (!r.net.empty()) {
                ls.net += r.net[idx(seat)];
                ls.valueNet += r.valueReceived[idx(seat)] - r.valuePaid[idx(seat)];
            }
        }
    }

    // A deal given up at the turn limit: played by its seats, won by nobody, no points.
    void recordUnfinished(const RoundState& round) {
        ++out_.turnLimitDeals;
        ++out_.voidDeals;
        for (int seat = 0; seat < cfg_.players; ++seat) {
            if (round.outcome(seat) == Outcome::SittingOut) continue;
            ++level(seat).deals;
            ++level(seat).dealsBySeat[idx(seat)];
        }
    }

    void offerRejoins(Match& m) {
        for (int seat = 0; seat < cfg_.players; ++seat) {
            if (!m.checkRejoin(seat).ok()) continue;
            if (bots_[idx(seat)]->wantsRejoin(PlayerView::of(m, seat)) && m.rejoin(seat).ok())
                ++level(seat).rejoins;
        }
    }

    const ArenaConfig& cfg_;
    ArenaSummary& out_;
    std::uint64_t seed_ = 0;
    std::vector<int> seatLevel_;  // index into out_.levels, per seat
    std::vector<std::unique_ptr<Bot>> bots_;
};

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

std::uint64_t Arena::matchSeed(std::uint64_t runSeed, std::int64_t group) {
    std::uint64_t state = runSeed + static_cast<std::uint64_t>(group) * kGolden;
    return Rng::splitMix64(state);
}

std::uint64_t Arena::botSeed(std::uint64_t matchSeed, int rotation, int slot) {
    std::uint64_t state = matchSeed ^ (static_cast<std::uint64_t>(rotation + 1) << 32) ^
                          static_cast<std::uint64_t>(slot + 1);
    Rng::splitMix64(state);
    return Rng::splitMix64(state);
}

void ArenaSummary::merge(const ArenaSummary& o) {
    games += o.games;
    deals += o.deals;
    voidDeals += o.voidDeals;
    turnLimitDeals += o.turnLimitDeals;
    abandonedMatches += o.abandonedMatches;
    tieBreakerDeals += o.tieBreakerDeals;
    actions += o.actions;
    for (std::size_t i = 0; i < levels.size() && i < o.levels.size(); ++i) {
        LevelStats& a = levels[i];
        const LevelStats& b = o.levels[i];
        a.deals += b.deals;
        a.won += b.won;
        a.earlyWins += b.earlyWins;
        a.points += b.points;
        a.firstDrops += b.firstDrops;
        a.middleDrops += b.middleDrops;
        a.wrongDeclarations += b.wrongDeclarations;
        a.illegalMoves += b.illegalMoves;
        a.rejoins += b.rejoins;
        a.matches += b.matches;
        a.matchesWon += b.matchesWon;
        a.net += b.net;
        a.valueNet += b.valueNet;
        for (std::size_t s = 0; s < a.dealsBySeat.size() && s < b.dealsBySeat.size(); ++s)
            a.dealsBySeat[s] += b.dealsBySeat[s];
    }
}

Json ArenaSummary::toJson() const {
    const bool isMatch = format != MatchFormat::Points;
    Json seatNames = Json::array();
    for (const BotLevel l : seats) seatNames.push(botLevelName(l));
    Json levelList = Json::array();
    for (const LevelStats& ls : levels) {
        Json bySeat = Json::array();
        for (const auto n : ls.dealsBySeat) bySeat.push(n);
        Json j = Json::object();
        j.set("level", botLevelName(ls.level));
        j.set("seats", ls.seats);
        j.set("deals", ls.deals);
        j.set("won", ls.won);
        j.set("early_wins", ls.earlyWins);
        j.set("win_rate", rateJson(ls.won, ls.deals));
        j.set("win_rate_ci95", intervalJson(ls.won, ls.deals));
        j.set("points_lost", ls.points);
        j.set("mean_points_lost",
              fixed(ls.deals > 0 ? static_cast<double>(ls.points) / static_cast<double>(ls.deals)
                                 : 0.0,
                    2));
        j.set("drops", ls.firstDrops + ls.middleDrops);
        j.set("first_drops", ls.firstDrops);
        j.set("middle_drops", ls.middleDrops);
        j.set("invalid_declarations", ls.wrongDeclarations);
        j.set("illegal_moves", ls.illegalMoves);
        j.set("deals_by_seat", std::move(bySeat));
        if (variant == Variant::Indian21) {
            // Per deal: the net (points won + value received - paid) and its value-card part.
            const double n = static_cast<double>(std::max<std::int64_t>(ls.deals, 1));
            j.set("mean_net", fixed(static_cast<double>(ls.net) / n, 2));
            j.set("mean_value_net", fixed(static_cast<double>(ls.valueNet) / n, 2));
        }
        if (isMatch) {
            j.set("rejoins", ls.rejoins);
            j.set("matches", ls.matches);
            j.set("matches_won", ls.matchesWon);
            j.set("match_win_rate", rateJson(ls.matchesWon, ls.matches));
            j.set("match_win_rate_ci95", intervalJson(ls.matchesWon, ls.matches));
        }
        levelList.push(std::move(j));
    }
    Json timing = Json::object();
    timing.set("threads", threads);
    timing.set("seconds", fixed(seconds, 3));
    const double perSecond = seconds > 0 ? static_cast<double>(deals) / seconds : 0.0;
    timing.set("deals_per_second", static_cast<std::int64_t>(std::llround(perSecond)));
    timing.set("deals_per_second_per_thread",
               static_cast<std::int64_t>(std::llround(perSecond / std::max(1, threads))));

    Json out = Json::object();
    if (variant != Variant::Indian13) out.set("variant", variantId(variant));
    out.set("format", formatName(format));
    out.set("players", players);
    out.set("seats", std::move(seatNames));
    out.set("seed", std::to_string(seed));  // a string: JSON readers often lose 64-bit ints
    out.set(isMatch ? "matches" : "games", games);
    out.set("deals", deals);
    out.set("void_deals", voidDeals);
    out.set("turn_limit_deals", turnLimitDeals);
    if (isMatch) {
        out.set("abandoned_matches", abandonedMatches);
        out.set("tie_breaker_deals", tieBreakerDeals);
    }
    out.set("fair_share", fixed(1.0 / players, 4));
    out.set("actions", actions);
    out.set("levels", std::move(levelList));
    out.set("timing", std::move(timing));
    return out;
}

Result<ArenaSummary> Arena::run(const ArenaConfig& cfg) {
    const int p = cfg.players;
    if (cfg.seats.empty() || static_cast<int>(cfg.seats.size()) > p || cfg.games < 1 ||
        cfg.threads < 1 || cfg.threads > kMaxThreads || cfg.turnLimit < 1 || cfg.dealLimit < 1)
        return ErrorCode::BadCount;
    if (Status s = RuleSet::preset(cfg.format, cfg.variant).validate(p); !s) return s.error();

    ArenaSummary base;
    base.variant = cfg.variant;
    base.format = cfg.format;
    base.players = p;
    base.seed = cfg.seed;
    base.threads = cfg.threads;
    std::vector<int> slotLevel;
    for (int slot = 0; slot < p; ++slot) {
        const BotLevel l = cfg.seats[idx(slot) % cfg.seats.size()];
        base.seats.push_back(l);
        auto it = std::find_if(base.levels.begin(), base.levels.end(),
                               [l](const LevelStats& s) { return s.level == l; });
        if (it == base.levels.end()) {
            LevelStats ls;
            ls.level = l;
            ls.dealsBySeat.assign(idx(p), 0);
            base.levels.push_back(ls);
            it = base.levels.end() - 1;
        }
        ++it->seats;
        slotLevel.push_back(static_cast<int>(it - base.levels.begin()));
    }

    const std::int64_t groups = (cfg.games + p - 1) / p;
    const std::int64_t chunks = (groups + kGroupsPerChunk - 1) / kGroupsPerChunk;
    std::vector<ArenaSummary> parts(static_cast<std::size_t>(chunks), base);
    std::atomic<std::int64_t> next{0};
    auto worker = [&] {
        for (std::int64_t c = next++; c < chunks; c = next++) {
            ArenaSummary& part = parts[static_cast<std::size_t>(c)];
            const std::int64_t end = std::min(groups, (c + 1) * kGroupsPerChunk);
            for (std::int64_t g = c * kGroupsPerChunk; g < end; ++g) {
                const std::uint64_t seed = matchSeed(cfg.seed, g);
                for (int r = 0; r < p; ++r) Game(cfg, slotLevel, seed, r, part).play();
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

    // Merged in chunk order: the same sums whatever thread played which chunk.
    ArenaSummary total = base;
    for (const ArenaSummary& part : parts) total.merge(part);
    total.seconds = std::chrono::duration<double>(stop - start).count();
    return total;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
// The arena's summary: adding two up, and the one JSON schema of every game (docs/bots.md,
// "The arena's summary"). Every family writes the same top-level and per-level keys; its own
// counts follow them.
#include <algorithm>
#include <charconv>
#include <cmath>

#include "arena/arena.h"

namespace rummy {

namespace {

std::string fixed(double v, int decimals) {
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, decimals);
    return std::string(buf, r.ptr);
}

double ratio(std::int64_t k, std::int64_t n) {
    return n > 0 ? static_cast<double>(k) / static_cast<double>(n) : 0.0;
}

Json rateJson(std::int64_t k, std::int64_t n) {
    return Json(fixed(ratio(k, n), 4));
}

Json intervalJson(std::int64_t k, std::int64_t n) {
    const Interval ci = wilsonInterval(k, n);
    Json a = Json::array();
    a.push(fixed(ci.low, 4));
    a.push(fixed(ci.high, 4));
    return a;
}

void add(IndianLevelCounts& a, const IndianLevelCounts& b) {
    a.earlyWins += b.earlyWins;
    a.firstDrops += b.firstDrops;
    a.middleDrops += b.middleDrops;
    a.wrongDeclarations += b.wrongDeclarations;
    a.rejoins += b.rejoins;
    a.matches += b.matches;
    a.matchesWon += b.matchesWon;
    a.net += b.net;
    a.valueNet += b.valueNet;
}

void add(GinLevelCounts& a, const GinLevelCounts& b) {
    a.lost += b.lost;
    a.knocks += b.knocks;
    a.knockWins += b.knockWins;
    a.gins += b.gins;
    a.bigGins += b.bigGins;
    a.undercutWins += b.undercutWins;
    a.undercutLosses += b.undercutLosses;
    a.wonAsDealer += b.wonAsDealer;
}

void add(TableLevelCounts& a, const TableLevelCounts& b) {
    a.wentOut += b.wentOut;
}

void add(IndianTotals& a, const IndianTotals& b) {
    a.abandonedMatches += b.abandonedMatches;
    a.tieBreakerDeals += b.tieBreakerDeals;
}

void add(GinTotals&, const GinTotals&) {}

void add(TableTotals& a, const TableTotals& b) {
    a.blockDeals += b.blockDeals;
}

// Adds `b` into `a` when both hold the same family's counts.
template <class Variant>
void addSame(Variant& a, const Variant& b) {
    std::visit(
        [&](auto& x) {
            using T = std::decay_t<decltype(x)>;
            if (const T* y = std::get_if<T>(&b)) add(x, *y);
        },
        a);
}

bool isMatchFormat(const GameRules& rules) {
    const IndianRules* r = std::get_if<IndianRules>(&rules);
    return r && r->format != MatchFormat::Points;
}

void setFamilyJson(Json& j, const LevelStats& ls, const GameRules& rules) {
    if (const auto* c = std::get_if<IndianLevelCounts>(&ls.family)) {
        j.set("early_wins", c->earlyWins);
        j.set("drops", c->firstDrops + c->middleDrops);
        j.set("first_drops", c->firstDrops);
        j.set("middle_drops", c->middleDrops);
        j.set("invalid_declarations", c->wrongDeclarations);
        if (variantOf(rules) == Variant::Indian21) {
            // Per seat-deal: the net (points won + value received - paid), its value part.
            const double n = static_cast<double>(std::max<std::int64_t>(ls.seatDeals, 1));
            j.set("mean_net", fixed(static_cast<double>(c->net) / n, 2));
            j.set("mean_value_net", fixed(static_cast<double>(c->valueNet) / n, 2));
        }
        if (isMatchFormat(rules)) {
            j.set("rejoins", c->rejoins);
            j.set("matches", c->matches);
            j.set("matches_won", c->matchesWon);
            j.set("match_win_rate", rateJson(c->matchesWon, c->matches));
            j.set("match_win_rate_ci95", intervalJson(c->matchesWon, c->matches));
        }
    } else if (const auto* g = std::get_if<GinLevelCounts>(&ls.family)) {
        j.set("lost", g->lost);
        j.set("knocks", g->knocks);
        j.set("knock_wins", g->knockWins);
        j.set("gins", g->gins);
        j.set("big_gins", g->bigGins);
        j.set("undercut_wins", g->undercutWins);
        j.set("undercut_losses", g->undercutLosses);
        j.set("won_as_dealer", g->wonAsDealer);
        j.set("won_as_non_dealer", ls.won - g->wonAsDealer);
    } else if (const auto* t = std::get_if<TableLevelCounts>(&ls.family)) {
        j.set("went_out", t->wentOut);
    }
}

Json levelJson(const LevelStats& ls, const ArenaSummary& s) {
    Json bySeat = Json::array();
    for (const auto n : ls.dealsBySeat) bySeat.push(n);
    Json j = Json::object();
    j.set("level", ls.name);
    j.set("seats", ls.seats);
    j.set("deals", ls.deals);
    j.set("seat_deals", ls.seatDeals);
    j.set("decided_deals", ls.decided);
    j.set("won", ls.won);
    j.set("win_rate", rateJson(ls.won, ls.decided));
    j.set("win_rate_ci95", intervalJson(ls.won, ls.decided));
    j.set("fair_share", fixed(ratio(ls.seats, s.players), 4));
    j.set("points", ls.points);
    j.set("mean_points", fixed(ratio(ls.points, ls.seatDeals), 2));
    j.set("illegal_moves", ls.illegalMoves);
    j.set("deals_by_seat", std::move(bySeat));
    setFamilyJson(j, ls, s.rules);
    return j;
}

}  // namespace

bool ArenaSummary::pointsAgainst() const {
    if (std::holds_alternative<IndianRules>(rules)) return true;
    if (const auto* t = std::get_if<TableRules>(&rules)) return t->scoring == TableScoring::Penalty;
    return false;
}

void ArenaSummary::merge(const ArenaSummary& o) {
    games += o.games;
    deals += o.deals;
    voidDeals += o.voidDeals;
    turnLimitDeals += o.turnLimitDeals;
    moves += o.moves;
    addSame(family, o.family);
    for (std::size_t i = 0; i < levels.size() && i < o.levels.size(); ++i) {
        LevelStats& a = levels[i];
        const LevelStats& b = o.levels[i];
        a.deals += b.deals;
        a.seatDeals += b.seatDeals;
        a.decided += b.decided;
        a.won += b.won;
        a.points += b.points;
        a.illegalMoves += b.illegalMoves;
        for (std::size_t s = 0; s < a.dealsBySeat.size() && s < b.dealsBySeat.size(); ++s)
            a.dealsBySeat[s] += b.dealsBySeat[s];
        addSame(a.family, b.family);
        a.times.merge(b.times);
    }
}

Json ArenaSummary::toJson() const {
    Json seatNames = Json::array();
    for (const std::string& n : seats) seatNames.push(n);
    Json levelList = Json::array();
    std::int64_t illegal = 0;
    for (const LevelStats& ls : levels) {
        levelList.push(levelJson(ls, *this));
        illegal += ls.illegalMoves;
    }

    Json timing = Json::object();
    timing.set("threads", threads);
    timing.set("seconds", fixed(seconds, 3));
    const double perSecond = seconds > 0 ? static_cast<double>(deals) / seconds : 0.0;
    timing.set("deals_per_second", static_cast<std::int64_t>(std::llround(perSecond)));
    timing.set("deals_per_second_per_thread",
               static_cast<std::int64_t>(std::llround(perSecond / std::max(1, threads))));
    if (std::any_of(levels.begin(), levels.end(),
                    [](const LevelStats& l) { return l.times.count > 0; })) {
        Json decisions = Json::array();
        for (const LevelStats& ls : levels) {
            Json d = Json::object();
            d.set("level", ls.name);
            d.set("decisions", ls.times.count);
            d.set("median_us", fixed(ls.times.percentile(0.5), 0));
            d.set("p99_us", fixed(ls.times.percentile(0.99), 0));
            d.set("max_us", fixed(ls.times.maxMicros, 0));
            decisions.push(std::move(d));
        }
        timing.set("decisions", std::move(decisions));
    }

    Json out = Json::object();
    out.set("variant", variantId(variantOf(rules)));
    if (const IndianRules* r = std::get_if<IndianRules>(&rules))
        out.set("format", formatName(r->format));
    out.set("players", players);
    out.set("seats", std::move(seatNames));
    out.set("seed", std::to_string(seed));  // a string: JSON readers often lose 64-bit ints
    out.set("games", games);
    out.set("deals", deals);
    out.set("void_deals", voidDeals);
    out.set("turn_limit_deals", turnLimitDeals);
    out.set("moves", moves);
    out.set("illegal_moves", illegal);
    out.set("points_sense", pointsAgainst() ? "against" : "for");
    if (const auto* t = std::get_if<IndianTotals>(&family); t && isMatchFormat(rules)) {
        out.set("abandoned_matches", t->abandonedMatches);
        out.set("tie_breaker_deals", t->tieBreakerDeals);
    } else if (const auto* b = std::get_if<TableTotals>(&family)) {
        out.set("block_deals", b->blockDeals);
    }
    out.set("levels", std::move(levelList));
    out.set("timing", std::move(timing));
    return out;
}

}  // namespace rummy

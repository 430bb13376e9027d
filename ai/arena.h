// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "bot.h"
#include "game/result.h"
#include "game/rule_set.h"
#include "io/json.h"

namespace rummy {

// What to play: bots at a table, a format, how many games, from which seed.
struct ArenaConfig {
    Variant variant = Variant::Indian13;  // a game of the Indian family
    MatchFormat format = MatchFormat::Points;
    int players = 2;
    // One level per seat; a shorter list is repeated round the table ("hard,medium" at six
    // seats is hard, medium, hard, medium, hard, medium).
    std::vector<BotLevel> seats;
    // Games to play: deals in the Points format (a Points match is one deal), complete
    // matches in the Pool and Deals formats. Rounded up to a multiple of `players`, since
    // every shuffle is played once per rotation of the seats.
    std::int64_t games = 0;
    std::uint64_t seed = 0;
    int threads = 1;  // worker threads; the summary does not depend on it (timings aside)
    // Actions after which a deal is given up and reported ("should never happen").
    int turnLimit = 2000;
    // Deals after which a match is given up (a pool match with endless re-joins).
    int dealLimit = 1000;
    // Makes the bot for a seat; Bot::create when empty. Tests put misbehaving bots here. Called
    // from the worker threads: it must be safe to call concurrently.
    std::function<std::unique_ptr<Bot>(BotLevel, std::uint64_t)> makeBot;
};

// Everything one level did, summed over the seats it held. A "deal" here is a seat-deal: a
// level holding five seats of a table plays five deals per deal of the table.
struct LevelStats {
    BotLevel level = BotLevel::Random;
    int seats = 0;           // seats of the table this level holds
    std::int64_t deals = 0;  // deals it was dealt into
    std::int64_t won = 0;    // deals it won
    // Deals it won by declaring on or before its own third turn: luck of the deal that no
    // opponent, however strong, has time to answer (see docs/bots.md on Hard vs Random). A
    // deal won because the others dropped is not one (their drops are counted on their side).
    std::int64_t earlyWins = 0;
    std::int64_t points = 0;  // points it scored against itself, summed
    std::int64_t firstDrops = 0;
    std::int64_t middleDrops = 0;
    std::int64_t wrongDeclarations = 0;
    std::int64_t illegalMoves = 0;  // actions the engine refused (replaced by a fallback)
    std::int64_t rejoins = 0;
    std::int64_t matches = 0;  // matches it sat in (Pool and Deals formats)
    std::int64_t matchesWon = 0;
    std::vector<std::int64_t> dealsBySeat;  // deals played in each seat of the table
    // 21-card: the nets of its finished deals (points won and lost, value cards) and the
    // value-card part alone, summed.
    std::int64_t net = 0;
    std::int64_t valueNet = 0;

    friend bool operator==(const LevelStats&, const LevelStats&) = default;
};

struct ArenaSummary {
    Variant variant = Variant::Indian13;
    MatchFormat format = MatchFormat::Points;
    int players = 2;
    std::vector<BotLevel> seats;  // expanded to one level per seat
    std::uint64_t seed = 0;
    std::int64_t games = 0;             // deals (Points) or matches played
    std::int64_t deals = 0;             // deals of the table, tie-breakers included
    std::int64_t voidDeals = 0;         // deals without a winner (turn-limit deals included)
    std::int64_t turnLimitDeals = 0;    // deals given up at the turn limit
    std::int64_t abandonedMatches = 0;  // matches stopped by the turn or deal limit
    std::int64_t tieBreakerDeals = 0;
    std::int64_t actions = 0;        // actions applied, fallbacks included
    std::vector<LevelStats> levels;  // in order of first appearance in `seats`
    // Timing: the only figures that depend on the machine and the thread count.
    int threads = 1;
    double seconds = 0;

    // The summary as JSON. Fractions are decimal strings ("0.5512"): the project's JSON holds
    // integers only. Everything but the "timing" member is a function of the configuration
    // without `threads`.
    Json toJson() const;

    // Adds the counts of `other` (same configuration) to this one.
    void merge(const ArenaSummary& other);
};

// A 95% (by default) Wilson score interval for `successes` out of `trials`; [0, 1] when
// there are no trials. Chosen over the normal approximation because it stays inside [0, 1]
// and behaves near rates of 0 and 1 (Hard against Random).
struct Interval {
    double low = 0;
    double high = 1;
};
Interval wilsonInterval(std::int64_t successes, std::int64_t trials, double z = 1.959963984540054);

// Plays bots against each other with duplicate deals and seat rotation, so that the luck of
// the cards cancels: every shuffle (a match seed) is played `players` times, the seat
// assignment rotated by one each time, so that every level holds every seat on the same cards
// (with two players: both orders). The bots see a PlayerView only; the arena is the referee.
class Arena {
public:
    // BadCount for an empty or too long seat list, no games or no threads; BadRules when the
    // format's preset of the variant cannot seat `players` (or the variant is no Indian game).
    static Result<ArenaSummary> run(const ArenaConfig& config);

    // The seed of the match that shuffle group `group` plays, and the seed of the bot in
    // table slot `slot` (its index in the expanded seat list) of that group's `rotation`.
    static std::uint64_t matchSeed(std::uint64_t runSeed, std::int64_t group);
    static std::uint64_t botSeed(std::uint64_t matchSeed, int rotation, int slot);
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "arena/decision_times.h"
#include "bot.h"
#include "game/game_rules.h"
#include "game/result.h"
#include "io/json.h"

namespace rummy {

// What to play: bots at a table of any game, how many games, from which seed.
struct ArenaConfig {
    // The game and its rules: an Indian game's IndianRules (its format: a Points "game" is one
    // deal, a Pool or Deals game a whole match), GinRules (a game is one hand) or a table
    // game's TableRules (one hand).
    GameRules rules = IndianRules::preset(MatchFormat::Points);
    int players = 2;
    // One bot name per seat (Bot::create's names for the game); a shorter list is repeated
    // round the table ("hard,medium" at six seats is hard, medium, hard, medium, ...).
    std::vector<std::string> seats{"medium"};
    // Games to play, rounded up to a multiple of `players`: every shuffle is played once per
    // rotation of the seats, so that every bot holds every seat's cards (duplicate deals).
    std::int64_t games = 1000;
    std::uint64_t seed = 1;
    int threads = 1;  // worker threads; the summary does not depend on it (timing aside)
    // Moves after which a deal is given up and counted in turn_limit_deals (it should never
    // happen); 0: the family's own (Indian 2000, Gin 400, the table games 20000, whose rules
    // also end a hand after their own turn limit).
    int turnLimit = 0;
    // Deals after which a match is given up (a pool match with endless re-joins).
    int dealLimit = 1000;
    // Time every decision: the summary's timing then holds each bot's percentiles.
    bool timeDecisions = false;
    // Makes the bot of a seat; Bot::create for the game when empty or when it returns nothing.
    // Called from the worker threads: it must be safe to call concurrently. Tests put
    // misbehaving bots here.
    std::function<std::unique_ptr<Bot>(std::string_view name, std::uint64_t seed)> makeBot;
    // How long an Expert seat thinks per decision (bot.h).
    SearchBudget expert;
};

// What only one family counts, per bot name.
struct IndianLevelCounts {
    // Deals won by declaring on or before its own third turn: luck of the deal that no
    // opponent, however strong, has time to answer. A deal won because the others dropped is
    // not one (their drops are counted on their side).
    std::int64_t earlyWins = 0;
    std::int64_t firstDrops = 0;
    std::int64_t middleDrops = 0;
    std::int64_t wrongDeclarations = 0;
    std::int64_t rejoins = 0;
    std::int64_t matches = 0;  // matches it sat in (Pool and Deals formats)
    std::int64_t matchesWon = 0;
    // 21-card: the nets of its finished deals (points won and lost, value cards) and the
    // value-card part alone, summed.
    std::int64_t net = 0;
    std::int64_t valueNet = 0;
    friend bool operator==(const IndianLevelCounts&, const IndianLevelCounts&) = default;
};

struct GinLevelCounts {
    std::int64_t lost = 0;
    std::int64_t knocks = 0;          // hands it knocked in (gin and big gin included)
    std::int64_t knockWins = 0;       // won by knocking lower
    std::int64_t gins = 0;            // won by gin
    std::int64_t bigGins = 0;         // won by big gin
    std::int64_t undercutWins = 0;    // won as the defender
    std::int64_t undercutLosses = 0;  // knocked and was undercut
    std::int64_t wonAsDealer = 0;
    friend bool operator==(const GinLevelCounts&, const GinLevelCounts&) = default;
};

struct TableLevelCounts {
    std::int64_t wentOut = 0;  // hands it ended by going out
    friend bool operator==(const TableLevelCounts&, const TableLevelCounts&) = default;
};

using FamilyLevelCounts = std::variant<IndianLevelCounts, GinLevelCounts, TableLevelCounts>;

// Everything one bot name did, summed over the seats it held.
struct LevelStats {
    std::string name;
    int seats = 0;                  // seats of the table it holds
    std::int64_t deals = 0;         // deals of the table it sat in
    std::int64_t seatDeals = 0;     // deals summed over its seats (two seats: two per deal)
    std::int64_t decided = 0;       // deals it sat in that somebody won
    std::int64_t won = 0;           // deals it won
    std::int64_t points = 0;        // its points, summed over its seat-deals (ArenaSummary::points)
    std::int64_t illegalMoves = 0;  // answers the engine refused (replaced so play goes on)
    std::vector<std::int64_t> dealsBySeat;  // deals played in each seat of the table
    FamilyLevelCounts family;
    DecisionTimes times;  // only with timeDecisions

    friend bool operator==(const LevelStats&, const LevelStats&) = default;
};

// What only one family counts, for the whole run.
struct IndianTotals {
    std::int64_t abandonedMatches = 0;  // matches stopped by the turn or deal limit
    std::int64_t tieBreakerDeals = 0;
    friend bool operator==(const IndianTotals&, const IndianTotals&) = default;
};
struct GinTotals {
    friend bool operator==(const GinTotals&, const GinTotals&) = default;
};
struct TableTotals {
    std::int64_t blockDeals = 0;  // hands the rules ended without anyone going out
    friend bool operator==(const TableTotals&, const TableTotals&) = default;
};
using FamilyTotals = std::variant<IndianTotals, GinTotals, TableTotals>;

// The one summary of every game (docs/bots.md, "The arena's summary"): the same keys for every
// family, the family's own counts beside them.
struct ArenaSummary {
    GameRules rules;
    int players = 2;
    std::vector<std::string> seats;  // expanded to one name per seat
    std::uint64_t seed = 0;
    std::int64_t games = 0;           // deals played, or matches in the Indian match formats
    std::int64_t deals = 0;           // deals of the table, tie-breakers included
    std::int64_t voidDeals = 0;       // deals nobody won (turn-limit deals included)
    std::int64_t turnLimitDeals = 0;  // deals given up at a turn limit
    std::int64_t moves = 0;           // moves applied, replacements of refused ones included
    std::vector<LevelStats> levels;   // in order of first appearance in `seats`
    FamilyTotals family;
    // Timing: the only figures that depend on the machine and the thread count.
    int threads = 1;
    double seconds = 0;

    // True when a deal's points count against the seat (the Indian games, Straight's
    // penalties): "points_sense" in the JSON.
    bool pointsAgainst() const;

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
// the cards cancels: every shuffle (a seed) is played `players` times, the seat assignment
// rotated by one each time, so that every bot holds every seat on the same cards (with two
// players: both orders). The bots see a PlayerView only; the arena is the referee. A refused
// answer counts against its bot and is replaced by a move that keeps the game going. Memory
// does not grow with the number of games: each thread keeps running totals.
class Arena {
public:
    // BadCount for an empty or too long seat list, no games, or a bad thread count or limit;
    // BadRules for rules that cannot seat `players` or a bot name the game does not know.
    static Result<ArenaSummary> run(const ArenaConfig& config);

    // The seed of shuffle group `group`, and the seed of the bot in table slot `slot` (its
    // index in the expanded seat list) of that group's `rotation`.
    static std::uint64_t groupSeed(std::uint64_t runSeed, std::int64_t group);
    static std::uint64_t botSeed(std::uint64_t groupSeed, int rotation, int slot);
};

}  // namespace rummy

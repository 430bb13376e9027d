// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game/result.h"
#include "io/json.h"
#include "table/table_bot.h"
#include "table/table_rules.h"

namespace rummy {

// Table-game bots (TableBot::create's names) at one table of `players`.
struct TableArenaConfig {
    TableRules rules = TableRules::straight();
    int players = 2;
    // One name per seat; a shorter list is repeated round the table ("hard,medium" at four
    // seats is hard, medium, hard, medium).
    std::vector<std::string> seats{"medium", "medium"};
    // Hands to play, rounded up to a multiple of `players`: every shuffle is played once per
    // rotation of the seats, so that every bot holds every seat's cards (duplicate deals).
    std::int64_t hands = 1000;
    std::uint64_t seed = 1;
    int threads = 1;  // worker threads; the summary does not depend on it (timings aside)
    // Moves after which the arena gives a hand up (counted with the turn-limit hands; the
    // rules' own turnLimit ends a hand first).
    int moveLimit = 20000;
    // Makes the bot of a seat; TableBot::create when empty. Called from the worker threads.
    std::function<std::unique_ptr<TableBot>(std::string_view, std::uint64_t)> makeBot;
};

// What one bot name did, summed over the seats it held.
struct TableLevelStats {
    std::string name;
    int seats = 0;
    std::int64_t hands = 0;         // seat-hands: a name holding two seats plays two per hand
    std::int64_t won = 0;           // hands it won (the best points of the hand, alone)
    std::int64_t wentOut = 0;       // hands it ended by going out
    std::int64_t points = 0;        // its hand points, summed (penalties count against in Straight)
    std::int64_t illegalMoves = 0;  // answers the engine refused (replaced by a legal move)
};

struct TableArenaSummary {
    TableRules rules;
    int players = 2;
    std::vector<std::string> seats;  // expanded to one name per seat
    std::uint64_t seed = 0;
    std::int64_t deals = 0;           // distinct shuffles
    std::int64_t hands = 0;           // hands played (deals times rotations)
    std::int64_t undecided = 0;       // hands whose best points were shared
    std::int64_t blocks = 0;          // hands ended by the rules without anyone going out
    std::int64_t turnLimitHands = 0;  // ended by the turn-limit guard (rules' or the arena's)
    std::int64_t moves = 0;
    std::vector<TableLevelStats> levels;  // in order of first appearance in `seats`
    int threads = 1;
    double seconds = 0;

    // "win_rate": hands won over hands decided, with its 95% Wilson interval; "fair_share"
    // what an equal bot would win (its seats over the table's). Fractions are decimal strings.
    Json toJson() const;
    void merge(const TableArenaSummary& other);
};

// Plays hands of a table game between bots with TableRound as the referee, each bot seeing its
// PlayerView only. The winner of a hand is the seat with the best points of the hand
// (TableSeatScore::points: lowest under penalty scoring, else highest); a tie at the top
// decides nothing.
class TableArena {
public:
    // BadCount for no hands, bad thread counts or an empty seat list; BadRules for unknown
    // bots or rules that cannot seat `players`.
    static Result<TableArenaSummary> run(const TableArenaConfig& config);
    static std::uint64_t dealSeed(std::uint64_t runSeed, std::int64_t deal);
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bot.h"
#include "game/game_rules.h"
#include "game/result.h"
#include "match/match_fwd.h"

namespace rummy {

// A whole match of any game played by bots, one name per seat, as `rummy-cli record` writes it
// and the golden records replay it: the Indian formats to their end, Gin's game to 100, a table
// game to its target. The same rules, seats and seed give the same match, move for move, on
// every machine. Bots are asked to re-join a pool between deals in seat order. A bot whose
// move is refused is a bug: the match stops there with the error the engine gave, rather than
// being patched up, so that a record never hides one.
struct BotMatchLimits {
    int turnLimit = 2000;  // moves in one deal
    int dealLimit = 1000;  // deals in one match
    SearchBudget expert;   // how long an Expert seat thinks
};

// The seed of seat `seat`'s bot in a match from `seed`. The Indian games seed as the arena's
// first rotation does (Arena::botSeed(seed, 0, seat)); Gin and the table games draw one seed a
// seat from the match seed, in seat order. Each family keeps the seeds its records were made
// with, so that a record written before still plays again the same.
std::uint64_t botMatchSeed(Family family, std::uint64_t seed, int seat);

// BadRules for an unknown bot name, the match's own errors for rules it cannot seat.
Result<IndianMatch> playBotMatch(const IndianRules& rules, const std::vector<std::string>& seats,
                                 std::uint64_t seed, BotMatchLimits limits = {});
Result<GinGame> playBotMatch(const GinRules& rules, const std::vector<std::string>& seats,
                             std::uint64_t seed, BotMatchLimits limits = {});
Result<TableGame> playBotMatch(const TableRules& rules, const std::vector<std::string>& seats,
                               std::uint64_t seed, BotMatchLimits limits = {});

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

#include "bot.h"
#include "game/result.h"
#include "game/rule_set.h"
#include "match/match.h"

namespace rummy {

// A whole match played by bots, one level per seat, as `rummy-cli record` writes it and the
// golden records replay it. The bot of seat s is seeded with Arena::botSeed(seed, 0, s), so
// the same seed and seats give the same match, move for move, on every machine. Bots are
// asked to re-join a pool between deals in seat order. A bot whose move is refused is a bug:
// the match stops there with the error the engine gave, rather than being
// patched up, so a record never hides one.
struct BotMatchLimits {
    int turnLimit = 2000;  // actions in one deal
    int dealLimit = 1000;  // deals in one match
};

Result<Match> playBotMatch(const RuleSet& rules, const std::vector<BotLevel>& seats,
                           std::uint64_t seed, BotMatchLimits limits = {});

}  // namespace rummy

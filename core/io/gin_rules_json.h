// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

#include "game/result.h"
#include "gin/gin_rules.h"
#include "io/json.h"

namespace rummy {

// Gin's rules as JSON, the same object in game records ("rules") and in the bot protocol's
// requests: {"knock": 10, "oklahoma": false, "ace_upcard_gin_only": true, "spades_double":
// false, "straight_gin": false, "gin_bonus": 25, "undercut_bonus": 25, "big_gin_bonus": 31,
// "tie_is_undercut": true, "discard_taken_card": false, "wall": "void" | "take_to_knock",
// "target": 100, "game_bonus": 100, "box_bonus": 25, "shutout_doubles": true}. Every key is
// optional (the default then holds). The keys are those of the bot protocol (snake case),
// which the Gin issue fixed before records had Gin.

// Everything, for a full description.
Json ginRulesToJson(const GinRules& rules);
// Only what differs from the defaults (records).
Json ginRulesDiff(const GinRules& rules);

// From `j` over the defaults. `strict`: a key not listed above is an error (records, where a
// typo must not silently play the default); otherwise unknown keys are ignored (the bot
// protocol, whose hosts may send more). Parse for a wrong type or an unknown key (its name in
// `badKey`), BadRules for a value out of range.
Result<GinRules> ginRulesFromJson(const Json& j, bool strict, std::string* badKey = nullptr);

}  // namespace rummy

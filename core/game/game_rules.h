// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <variant>

#include "game/result.h"
#include "game/variant.h"
#include "gin/gin_rules.h"
#include "indian/indian_rules.h"
#include "table/table_rules.h"

namespace rummy {

// The rules of any game: its family's rule value (the Indian games' IndianRules, GinRules, the
// table games' TableRules), for the code that holds "a game" without knowing which: the arena, the
// front ends' options. A variant for the reasons of game/move.h.
using GameRules = std::variant<IndianRules, GinRules, TableRules>;

Variant variantOf(const GameRules& rules);
Family familyOf(const GameRules& rules);
// The rules a game is played by unless told otherwise (the Indian games: the points format).
GameRules defaultGameRules(Variant variant);
// BadRules (or BadCount for a seat count the game does not seat) when the rules cannot be
// played at a table of `players`.
Status validateFor(const GameRules& rules, int players);

}  // namespace rummy

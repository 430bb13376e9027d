// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "table/table_round.h"
#include "table/table_rules.h"

namespace rummy {

// What a seat of a table-game hand (Straight Rummy, Rummy 500, Rummy 51, Kaluki) knows beyond
// the public table (PlayerView's table extras). The whole view is the only thing a table-game
// bot is given, and what the bot protocol's request carries (docs/bot-protocol.md).
struct TableExtras {
    TableRules rules;
    TablePhase phase = TablePhase::Draw;
    int rebuilds = 0;  // piles turned into a stock this hand
    int turns = 0;     // turns played this hand
    // This seat's pending duty (the card it must play with its next move), on its turn.
    std::optional<TableObligation> obligation;
    friend bool operator==(const TableExtras&, const TableExtras&) = default;
};

}  // namespace rummy

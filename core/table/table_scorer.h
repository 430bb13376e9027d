// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "table/table_round.h"

namespace rummy {

// What a table game's hand counts for each seat under the rules' scoring (TableScoring): what
// it melded, what it holds, and its points for the game (TableRound::outcome and ::result).
// Reads the round's state as a friend; changes nothing.
class TableScorer {
public:
    static TableOutcome outcome(const TableRound& round);
    static RoundResult result(const TableRound& round);
};

}  // namespace rummy

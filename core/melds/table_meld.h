// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "game/move.h"
#include "melds/meld_rules.h"

namespace rummy {

// A meld laid face up on the table (the table games and Gin's spread): what it is, who laid
// it, who laid each card (a Rummy 500 lay-off scores for whoever laid it), and what each joker
// stands for (fixed once laid: 500 scores it, 51 swaps it for the natural card). Melds are
// numbered from 1 in the order they were laid, as the move notation's `layoff C T` counts.
struct TableMeld {
    int number = 0;
    int owner = -1;  // the seat that laid the meld
    MeldKind kind = MeldKind::None;
    std::vector<MeldCard> cards;  // in run order for runs; standsFor set for every joker
    std::vector<int> laidBy;      // per card, the seat that laid it (lay-offs included)

    friend bool operator==(const TableMeld&, const TableMeld&) = default;
};

}  // namespace rummy

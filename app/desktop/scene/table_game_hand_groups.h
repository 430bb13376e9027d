// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <utility>
#include <vector>

#include "cards/card.h"
#include "table/table_rules.h"

namespace rummy {

// The player's hand at a table game as the table shows it: the melds bestTableHand finds first
// (each a group), then the rest by suit and rank (printed jokers last), so that what the cards
// make shows at a glance.
struct TableGameHandGroups {
    std::vector<Card> order;
    std::vector<std::pair<int, int>> groups;  // [first, end) of each meld in order

    static TableGameHandGroups of(const std::vector<Card>& hand, const TableRules& rules);
};

}  // namespace rummy

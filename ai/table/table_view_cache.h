// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "game/player_view.h"
#include "table/table_round.h"

namespace rummy::table {

// The arena's views: each seat's PlayerView kept up to date in place as a hand goes on, the
// same value PlayerView::of gives (tests/ai/test_table_arena.cpp checks it move by move), without
// copying the whole history at every decision: the history only grows, so only what is new is
// added (with the other seats' stock draws hidden).
class TableViewCache {
public:
    explicit TableViewCache(int seats) : views_(static_cast<std::size_t>(seats)) {}
    const PlayerView& view(const TableRound& round, int seat);

private:
    std::vector<PlayerView> views_;
};

}  // namespace rummy::table

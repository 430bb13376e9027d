// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/player_view.h"
#include "table/table_round.h"

namespace rummy {

// The part of a table game's view of `seat` that is read afresh at every move: the table
// extras, the turn, the hand, the pile, the stock, every seat's count, opening and outcome, and
// on the seat's turn what it may do. What only grows as the hand goes on (the history, the
// seats' draws and throws, the melds) is left to the caller: PlayerView::of copies it whole,
// the table arena's view cache (ai/table/table_view_cache.h) adds only what is new. `v.seats`
// must already hold one entry per seat.
void refreshTableView(PlayerView& v, const TableRound& round, int seat);

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
// "A view hides the other hands": what a bot is given (a PlayerView, in every family) shows no
// card that lies hidden (in another seat's hand, the closed deck or the stock) unless the table has
// seen it face up (a discard, a card taken from the open pile, the cut wild card). Checked by the
// soak (rummy-soak) at every step for every seat, since a bot that could peek would still play
// legal moves and no other check would notice.
#pragma once

#include <string>

#include "game/player_view.h"
#include "gin/gin_round.h"
#include "gin/gin_view.h"
#include "match/match.h"
#include "table/table_round.h"

namespace rummy::soak {

// What is wrong with the view of `seat`, or "" when it shows only what the seat may know.
std::string checkIndianView(const IndianMatch& match, int seat);
std::string checkGinView(const GinRound& round, int seat);
std::string checkTableView(const TableRound& round, int seat);

}  // namespace rummy::soak

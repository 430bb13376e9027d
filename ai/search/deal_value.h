// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/round.h"

namespace rummy::search {

// What a finished deal is worth to `seat`, in the game's own points, from its side: what it
// scored less the mean of what the others scored where points are won (Gin, Rummy 500's melded
// less in hand, the winner-collects table games), the others' mean less its own where points
// are paid (the Indian games and the penalty table games), and 21-card's net (the settlement
// with value cards). 0 for a deal that is not over.
double dealValue(const Round& round, int seat);

// For a deal still on: the others' mean hand value less the seat's, each hand counted as its
// game scores what is left in it (the Indian games' points, Gin's deadwood, a table game's
// cards outside its best melds). The playouts' estimate where they stop before the end.
double handValueLead(const Round& round, int seat);

// What `hand` would count as the round's game scores what is left in a hand (lower is better in
// every family): the Indian games' points, Gin's deadwood, a table game's cards outside its best
// melds.
int handValue(const Round& round, const std::vector<Card>& hand);

}  // namespace rummy::search

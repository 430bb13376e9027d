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

}  // namespace rummy::search

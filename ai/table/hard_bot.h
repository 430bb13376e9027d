// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "table/table_player.h"

namespace rummy::table {

// Hard: Medium reading the table.
//
// Strategy: Medium's play, plus: a partial meld whose missing cards are all gone (on the
// table, down the pile, in its own hand) counts as dead and is broken first; the next seat's
// pickups from the pile (cards it collects) and its throws (ranks it does not) steer the
// discard away from what it wants; in Rummy 500 it digs up to ten cards deep.
inline TableKnobs hardKnobs() {
    TableKnobs k;
    k.pileDepth = 10;
    k.drawForLayOff = true;
    k.swapJokers = true;
    k.keepPartials = true;
    k.safeDiscards = true;
    k.readTable = true;
    return k;
}

class HardTableBot : public TablePlayer {
public:
    explicit HardTableBot(std::uint64_t seed) : TablePlayer("hard", hardKnobs(), seed) {}
};

}  // namespace rummy::table

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "table/table_player.h"

namespace rummy::table {

// Hard: Medium without the lapses, reading the table.
//
// Strategy: Medium's play with every discard considered, plus: in Rummy 500 it digs up to ten
// cards deep (the deepest card played at once, the points laid weighed against the junk
// taken); it takes the pile's top card when it lays off at once or makes a partial meld with
// live outs; it swaps a joker off the table for a card in no meld (51, Kaluki); a partial meld
// whose missing cards are all gone (on the table, down the pile, in its hand) counts as dead
// and is broken first; the next seat's pickups (what it collects) and throws (what it does
// not) steer the discard; partial melds weigh more against a card's points.
inline TableKnobs hardKnobs() {
    TableKnobs k;
    k.pileDepth = 10;
    k.drawForLayOff = true;
    k.drawForPartial = 8;
    k.swapJokers = true;
    k.keepPartials = true;
    k.keepWeight = 8;
    k.safeDiscards = true;
    k.readTable = true;
    return k;
}

class HardTableBot : public TablePlayer {
public:
    explicit HardTableBot(std::uint64_t seed) : TablePlayer("hard", hardKnobs(), seed) {}
};

}  // namespace rummy::table

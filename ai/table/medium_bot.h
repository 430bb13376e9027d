// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "table/table_player.h"

namespace rummy::table {

// Medium: a careful club player.
//
// Strategy: Easy's melding (as soon as it may; in 51 it opens as soon as its melds reach 51,
// since waiting risks the never-melded penalty), plus: takes the pile's top card when it lays
// off at once; in Rummy 500 digs up to four cards deep when the points it can then lay beat
// the points of the junk taken with them; swaps a joker off the table for a card in no meld;
// keeps pairs and near-runs when discarding; and never throws a card that lays off on a table
// meld while a safe card is at hand (the next player could take it).
inline TableKnobs mediumKnobs() {
    TableKnobs k;
    k.pileDepth = 4;
    k.drawForLayOff = true;
    k.swapJokers = true;
    k.keepPartials = true;
    k.safeDiscards = true;
    return k;
}

class MediumTableBot : public TablePlayer {
public:
    explicit MediumTableBot(std::uint64_t seed) : TablePlayer("medium", mediumKnobs(), seed) {}
};

}  // namespace rummy::table

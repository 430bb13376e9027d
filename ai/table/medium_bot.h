// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "table/table_player.h"

namespace rummy::table {

// Medium: a fair club player with lapses.
//
// Strategy: Easy's melding (as soon as it may; in 51 it opens as soon as its melds reach 51,
// since waiting risks the never-melded penalty and the others' lay-offs), plus: in Rummy 500
// it digs two cards deep when the points it can then lay beat the points of the junk taken;
// it keeps pairs and near-runs when discarding and will not throw a card that lays off on a
// table meld while a safe card is at hand. It does not swap jokers; one discard in five is a
// lapse (a card in no meld picked at random), and one pile card in five that would meld goes
// unnoticed (it draws the stock).
inline TableKnobs mediumKnobs() {
    TableKnobs k;
    k.pileDepth = 2;
    k.keepPartials = true;
    k.safeDiscards = true;
    k.slipPercent = 20;
    k.missPercent = 20;
    return k;
}

class MediumTableBot : public TablePlayer {
public:
    explicit MediumTableBot(std::uint64_t seed) : TablePlayer("medium", mediumKnobs(), seed) {}
};

}  // namespace rummy::table

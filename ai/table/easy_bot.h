// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "table/table_player.h"

namespace rummy::table {

// Easy: a beginner who knows the rules and little else.
//
// Strategy: takes the pile's top card only when it completes a meld (never deeper in Rummy
// 500), lays its best melds as soon as it may (in 51 as soon as they reach the opening), lays
// off what it can, never swaps a joker, and throws the highest card in no meld, with no
// thought for partial melds or the next player; about one discard in three is a slip, a card
// in no meld picked at random.
inline TableKnobs easyKnobs() {
    TableKnobs k;
    k.pileDepth = 1;
    k.slipPercent = 35;
    return k;
}

class EasyTableBot : public TablePlayer {
public:
    explicit EasyTableBot(std::uint64_t seed) : TablePlayer("easy", easyKnobs(), seed) {}
};

}  // namespace rummy::table

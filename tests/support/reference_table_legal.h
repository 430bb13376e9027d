// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "game/move.h"
#include "table/table_round.h"

namespace rummy {

// The table games' legal moves as they were first written (tests/support/
// reference_table_legal.cpp): every candidate listed by brute force, each checked, each looked
// for among those already listed. TableRound::legalMoves is made fast; this is what it must
// still return, move for move and in the same order. The checks that search the hand for a meld
// holding a card (a deep or forced pile draw, a take, a swap, an opening with a pile card) are
// the reference's own too, through every meld candidate of the hand; the other checks are
// TableRound::check. A friend of TableRound, to read the turn's state.
class TableMoveLister {
public:
    static std::vector<Move> legalMoves(const TableRound& round);
    static Status check(const TableRound& round, const Move& move);
};

}  // namespace rummy

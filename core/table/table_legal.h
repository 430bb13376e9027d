// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "table/table_round.h"

namespace rummy {

// What the seat to play at a table game may do (TableRound::legalMoves: what the list holds is
// said there), and the searches for a meld that holds one card which TableRound::check shares
// with it: a pile card that must be played at once, a take, a swap's joker, an opening with a
// pile card. Reads the round's state as a friend; changes nothing.
class TableLegal {
public:
    static std::vector<Move> moves(const TableRound& round);

    // Whether `card` (in `hand`) can be played at once: laid off on one of `melds` (unless it
    // must start a new meld), or melded with cards of the hand. `swapped`, when given, stands
    // for melds[swappedAt] (a joker swap's table).
    static bool canPlace(const TableRound& round, Card card, const std::vector<Card>& hand,
                         const std::vector<TableMeld>& melds, bool newMeld,
                         const TableMeld* swapped = nullptr, std::size_t swappedAt = 0);
    // Whether the seat to play, unopened, could open at once with `card` added to its hand, in
    // a lay-down that holds it (TableRules::pileToOpen).
    static bool canOpenWith(const TableRound& round, Card card);

private:
    // What check() says of a move the list holds, without copying the hand: a meld candidate
    // (cards of the hand, each once) and a lay-off of a card of the hand on table meld `m`.
    static bool candidateMeldOk(const TableRound& round, const std::vector<MeldCard>& cards);
    static bool candidateLayOffOk(const TableRound& round, Card card, const TableMeld& m);
    // What TableRound::leaves says of `hand` without `gone` (cards of the hand, each once).
    static bool leavesWithout(const TableRound& round, const std::vector<Card>& hand,
                              std::span<const MeldCard> gone);
    // The most valuable opening lay-down of `hand` (the seat's, unopened) that holds `card`,
    // accepted as it stands: a meld with it, and the hand's best other melds where one meld
    // does not reach the opening. With `first`, the first such lay-down found: enough to know
    // there is one.
    static std::optional<moves::Meld> openingWith(const TableRound& round, Card card,
                                                  const std::vector<Card>& hand,
                                                  bool first = false);
};

}  // namespace rummy

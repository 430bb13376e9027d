// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <vector>

#include "cards/card.h"
#include "game/player_view.h"

namespace rummy::table {

// What a table bot reads off its view: cheap card arithmetic on faces, no search (the exact
// search is bestTableHand, core/table/table_hand.h).

std::vector<Face> facesOf(const std::vector<Card>& cards);

// Whether natural `face` could be added to `meld` (a set missing its suit, a run's next card
// at either end). A quick reading of the meld's played faces, not the engine's check.
bool extends(const TableMeld& meld, Face face, const TableRules& rules);
bool extendsAny(const std::vector<TableMeld>& melds, Face face, const TableRules& rules);

// Copies of each face no longer live: on the table, in the pile (below the top) or in `hand`.
std::array<int, 52> seenFaces(const PlayerView& view);

// How much `face` (one card of `left`, the cards in no meld) helps toward a new meld: a
// partner of its rank, neighbours of its suit, fewer when the cards it needs are gone
// (`seen`, may be null; `copies` of each face are in the shoe).
int partialWorth(Face face, const std::vector<Face>& left, const TableRules& rules,
                 const std::array<int, 52>* seen, int copies);

// The next seat's pile takes and throws this hand, read from the history once for all the
// throws a decision weighs (left empty by a level that does not read the table).
struct NextSeatCards {
    std::vector<Face> took, threw;  // natural cards only
    static NextSeatCards of(const PlayerView& view);
};

// How likely the next seat wants `face` if thrown: it lays off on the table (the next seat may
// take it from the pile where the rules let it), the next seat took its neighbours from the
// pile or never threw its rank (`next`). 0: safe.
int danger(Face face, const PlayerView& view, const NextSeatCards& next);

}  // namespace rummy::table

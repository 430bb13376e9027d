// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/move.h"
#include "game/move_notation.h"
#include "game/result.h"
#include "table/table_round.h"

namespace rummy {

// A written move (faces) as the physical cards of the table game's seat to play: each face of
// the hand takes the first card of that face not used yet by the move (the copies of a face
// are the same card to every rule), or the hinted copy (move_notation.h's CopyHints, which
// saves keep); `take C T` names a card of table meld T. The draws, meld,
// layoff, swap, take, discard and done; the others are NotInThisGame, a face the hand (or the
// meld) lacks CardNotInHand, a meld number not on the table NoSuchMeld.
Result<Move> tableMoveOf(const TableRound& round, const MoveText& text, CopyHints* hints = nullptr);

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/move.h"
#include "game/move_notation.h"
#include "game/result.h"

namespace rummy {

// A written move (faces) as a Gin move: Gin has one deck, so each face is one card. The moves
// of Gin are draw-closed, draw-open, pass, discard C and knock C [M]...; the others are
// NotInThisGame, and so is a joker or a "JK=..." in a meld (Gin has no jokers).
Result<Move> ginMoveOf(const MoveText& text);

}  // namespace rummy

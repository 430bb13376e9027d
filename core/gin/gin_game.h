// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game of Gin Rummy is the one match of every family (match/match.h) over Gin's round:
// GinGame = BasicMatch<GinRound>, GinHandRecord its deal record. What is Gin's own there:
// - the first dealer is decided by a draw of one card each from one deck (the higher card
//   plays first, the other deals); afterwards the winner of a hand deals the next one, so the
//   loser plays first; after a void hand the same dealer deals again (GinScoring);
// - hands until one player's hand points reach the target; then the winner gets the game
//   bonus, each player a box bonus per hand won, and with shutoutDoubles a winner whose
//   opponent won no hand doubles its hand points (ginTotals(game)).
#include "match/match.h"

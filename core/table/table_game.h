// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game of a table variant is the one match of every family (match/match.h) over the table
// games' round: TableGame = BasicMatch<TableRound>, TableHandRecord its deal record. What is
// the family's own there: the first dealer is drawn from the seed (Rng(tossSeed).below(seats));
// the deal then passes to the left, one seat a hand (with two players the deal alternates);
// each hand's points (TableSeatScore::points) add to the seat's total, and TargetScoring says
// when the game ends and who wins.
#include "match/match.h"

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <span>

#include "cards/card.h"
#include "game/move.h"
#include "indian/indian_rules.h"
#include "solver/hand_solver.h"

namespace rummy {

// The solver options a rule set asks for.
ScoringOptions scoringOptions(const IndianRules& rules);

// For a hand one card over size: the Finish move that declares it with the solver's best
// arrangement, its Face groups turned back into the hand's own physical cards; nothing when
// the hand cannot be declared validly. The cheap HandSolver::bestFinish decides that first;
// the arrangement (HandSolver::evaluate) is built only for a valid hand. Used by
// IndianRound::legalMoves and by the bots.
std::optional<moves::Finish> solvedFinish(std::span<const Card> hand, WildRank wild,
                                          const IndianRules& rules);
// The same under any game's solver rules and wild cards, for a hand of `handSize` + 1 cards
// (21-card Indian Rummy: SolverRules::indian21() and the deal's value cards).
std::optional<moves::Finish> solvedFinish(const SolverRules& solver, std::span<const Card> hand,
                                          const WildCards& wild, int handSize, ScoringOptions opts);

}  // namespace rummy

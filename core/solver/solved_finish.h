// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <span>

#include "cards/card.h"
#include "game/move.h"
#include "game/rule_set.h"
#include "solver/hand_solver.h"

namespace rummy {

// The solver options a rule set asks for.
ScoringOptions scoringOptions(const RuleSet& rules);

// For a hand one card over size: the Finish move that declares it with the solver's best
// arrangement, its Face groups turned back into the hand's own physical cards; nothing when
// the hand cannot be declared validly. The cheap HandSolver::bestFinish decides that first;
// the arrangement (HandSolver::evaluate) is built only for a valid hand. Used by
// RoundState::legalMoves and by the bots.
std::optional<moves::Finish> solvedFinish(std::span<const Card> hand, WildRank wild,
                                          const RuleSet& rules);

}  // namespace rummy

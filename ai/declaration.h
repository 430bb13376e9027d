// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>

#include "action.h"
#include "bot.h"
#include "hand_solver.h"
#include "player_view.h"

namespace rummy {

// The Finish action for the seat's hand one card over size, built from the solver's best
// arrangement (its Face groups turned back into the hand's physical cards), or nothing when
// the hand cannot be declared validly. Calls HandSolver::evaluate, so only call it once the
// cheap HandSolver::bestFinish has said the hand is valid.
std::optional<Action> validFinish(const PlayerView& view);

// Declares when the hand (one card over size) is valid: the cheap bestFinish first, then the
// arrangement. Nothing when the hand is not valid.
std::optional<Decision> declareIfValid(const PlayerView& view);

// Whether a closed draw is possible (an empty closed deck is rebuilt from the open deck, which
// must keep its top card).
inline bool canDrawClosed(const PlayerView& view) {
    return view.closedDeckSize > 0 || view.openDeck.size() >= 2;
}

// The solver options of the view's rules.
ScoringOptions scoringOptions(const RuleSet& rules);

// A generator seed for one decision: the bot's seed, the position (moves so far) and the seat,
// mixed so that nearby positions get unrelated streams.
std::uint64_t decisionSeed(std::uint64_t botSeed, const PlayerView& view);

}  // namespace rummy

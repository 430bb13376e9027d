// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>

#include "bot.h"
#include "game/move.h"
#include "game/player_view.h"
#include "solver/hand_solver.h"
#include "solver/solved_finish.h"

namespace rummy {

// Declares when the hand (one card over size) is valid, with core's solvedFinish (the solver's
// arrangement in the hand's own cards; 21-card: indian/hand_rules.h's bestDeclaration). Nothing
// when the hand is not valid.
std::optional<Decision> declareIfValid(const PlayerView& view);

// Whether a closed draw is possible (an empty closed deck is rebuilt from the open deck, which
// must keep its top card).
inline bool canDrawClosed(const PlayerView& view) {
    return view.stock > 0 || view.pile.size() >= 2;
}

// A generator seed for one decision: the bot's seed, the position (moves so far) and the seat,
// mixed so that nearby positions get unrelated streams.
std::uint64_t decisionSeed(std::uint64_t botSeed, const PlayerView& view);

}  // namespace rummy

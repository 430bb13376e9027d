// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "game/player_view.h"

namespace rummy::table {

// The generator seed of one decision: the bot's seed mixed with the position (the seat and
// how far the hand has gone), so that a position asked about twice gets the same answer.
std::uint64_t decisionSeed(std::uint64_t botSeed, const PlayerView& view);

}  // namespace rummy::table

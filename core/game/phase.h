// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "cards/card.h"

namespace rummy {

// Where the seat to play stands in its turn, as every view tells it (game/player_view.h): about to
// draw, then playing on (discarding; the table games' melds and lay-offs; Gin's knock), or the deal
// is over. Each family's round keeps its own finer phase (GinPhase, TablePhase; the Indian round
// uses this one) and its view maps it here.
enum class Phase : std::uint8_t { Draw, Discard, Over };

const char* phaseName(Phase p);  // "draw", "discard", "over"

// A card on the open deck (the discard pile) and the seat that discarded it (-1: turned up by the
// dealer).
struct OpenCard {
    Card card;
    int by = -1;
    friend bool operator==(const OpenCard&, const OpenCard&) = default;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>

#include "cards/card.h"
#include "gin/gin_rules.h"

namespace rummy {

// Where a Gin hand stands.
enum class GinPhase : std::uint8_t {
    FirstUpcard,  // the first upcard is offered: take it (draw-open) or pass
    Draw,         // draw the stock top or the discard top
    Discard,      // discard, or knock with a discard
    Wall,         // two cards left: the next player may take the last discard only to knock
                  // (GinWall::TakeToKnock), or pass and the hand is void
    Over,
};

// What a seat of a Gin hand knows beyond the public table (PlayerView's Gin extras). The
// whole view is the only thing a Gin bot is given, and what the bot protocol's request
// carries (docs/bot-protocol.md).
struct GinExtras {
    GinRules rules;
    GinPhase phase = GinPhase::FirstUpcard;
    int knockLimit = 10;  // the knock value in force this hand (Oklahoma changes it); 0 gin only
    std::optional<Face> firstUpcard;  // the hand's first upcard (Oklahoma reads it)
    bool mustKnock = false;           // took the wall discard: only a knock is allowed
    friend bool operator==(const GinExtras&, const GinExtras&) = default;
};

}  // namespace rummy

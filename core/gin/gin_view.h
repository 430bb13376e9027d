// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
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

// Everything the seat `seat` of a Gin hand knows, and nothing more: the only thing a Gin bot
// is given, and what the bot protocol's request carries (docs/bot-protocol.md).
struct GinView {
    GinRules rules;
    int seat = 0;
    int dealer = 0;
    int currentSeat = -1;  // -1 once over
    GinPhase phase = GinPhase::FirstUpcard;
    int knockLimit = 10;  // the knock value in force this hand (Oklahoma changes it); 0 gin only
    std::optional<Face> firstUpcard;  // the hand's first upcard (Oklahoma reads it)
    std::vector<Card> hand;           // 10 cards, 11 after drawing
    // The card this seat took from the discard pile this turn: unless the rules allow it, it may
    // not be discarded again at once. After a wall take it must be knocked with.
    std::optional<Card> takenFromPile;
    bool mustKnock = false;      // took the wall discard: only a knock is allowed
    std::vector<Card> discards;  // the discard pile, bottom first; back() is the upcard
    int stock = 0;               // cards left in the stock
    int opponentCards = 10;      // cards in the opponent's hand
    // The public history of the hand as this seat saw it: the opponent's stock draws carry no
    // card; a draw from the pile carries the card taken.
    std::vector<PlayedMove> history;
    std::array<int, 2> scores{};  // game totals so far, per seat
    std::array<int, 2> boxes{};   // hands won so far in this game, per seat
    std::vector<Move> legal;      // what this seat may do now (empty when not its turn)

    bool myTurn() const { return currentSeat == seat; }
    int opponent() const { return 1 - seat; }
};

}  // namespace rummy

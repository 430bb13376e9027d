// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cards/card.h"

namespace rummy {

enum class ActionType : std::uint8_t {
    DrawClosed,  // take the top card of the closed deck
    DrawOpen,    // take the top card of the open deck
    Discard,     // put `card` on the open deck
    Finish,      // put `card` on the finish slot and declare `groups` (the rest of the hand)
    Drop,        // leave the round: first drop before one's first draw, middle drop after
    MissTurn,    // the turn timer ran out (the engine discards the drawn card if any)
};

// One move of a round. A small typed value: what the move is, and its card and groups where
// it has them.
struct Action {
    ActionType type = ActionType::DrawClosed;
    Card card;                              // Discard, Finish
    std::vector<std::vector<Card>> groups;  // Finish

    static Action drawClosed() { return {ActionType::DrawClosed, {}, {}}; }
    static Action drawOpen() { return {ActionType::DrawOpen, {}, {}}; }
    static Action discard(Card c) { return {ActionType::Discard, c, {}}; }
    static Action finish(Card c, std::vector<std::vector<Card>> g) {
        return {ActionType::Finish, c, std::move(g)};
    }
    static Action drop() { return {ActionType::Drop, {}, {}}; }
    static Action missTurn() { return {ActionType::MissTurn, {}, {}}; }

    // "draw-closed", "draw-open", "discard 10H", "finish KS [AS 2S 3S] [...]", "drop",
    // "miss-turn". For logs and tests; the save format stores card ids.
    std::string toString() const;

    friend bool operator==(const Action&, const Action&) = default;
};

const char* actionTypeName(ActionType t);

}  // namespace rummy

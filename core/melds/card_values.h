// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>

#include "cards/card.h"

namespace rummy {

// What a card is worth, as values of a game's rules rather than constants: the ace alone is
// 1, 10, 11 or 15 depending on the game (and, in Rummy 51, on where it lies), a printed joker
// 0, 15, 20 or 25 or the card it stands for. Sources: docs/rules.md and docs/gin.md.
//
// Face::pointValue() is the Indian preset, kept as the solver's hot path; a test checks that
// the two agree card for card.
struct CardValues {
    int aceInHand = 10;        // an ace left in hand (deadwood, a penalty)
    int aceLow = 10;           // an ace in a meld below the two (A-2-3)
    int aceHigh = 10;          // an ace in a meld above the king (Q-K-A)
    int aceInSet = 10;         // an ace in a set
    int court = 10;            // J, Q, K
    bool pipsFiveTen = false;  // Rummy 500's 5/10/15 option: 2-9 are 5, 10 and courts 10
    int jokerInHand = 0;
    // A joker in a meld: its own value (jokerInMeld), or the card it stands for.
    bool jokerAsCard = false;
    int jokerInMeld = 0;

    static CardValues indian();
    static CardValues gin();       // A 1, courts 10: Gin and Straight Rummy
    static CardValues rummy500();  // A 15 everywhere, joker 15
    static CardValues rummy51();   // A 1 low, 11 high or in a set or in hand; joker 20 in hand
    static CardValues kaluki();    // A 15, joker 25 in hand

    // A natural card in hand, or a printed joker in hand.
    int inHand(Face f) const;
    // A card in a meld: `asAce` says how an ace plays there; `standsFor` what a joker is.
    enum class AcePlace : std::uint8_t { Low, High, Set };
    int inMeld(Face f, AcePlace asAce, std::optional<Face> standsFor = std::nullopt) const;

    friend bool operator==(const CardValues&, const CardValues&) = default;
};

}  // namespace rummy

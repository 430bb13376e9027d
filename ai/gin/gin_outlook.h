// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>

#include "gin/gin_cards.h"

namespace rummy::gin {

// The cards the next stock draw may bring, each with its chance (summing to 1).
struct DrawOdds {
    CardMask cards = 0;
    std::array<double, 52> chance{};
    // The card the opponent will throw before this seat draws again, which this seat may take
    // instead of drawing: its chance per card (summing to 1 or less). Empty: not modelled.
    std::array<double, 52> thrown{};
    bool withThrown = false;
    // Every card of `cards` alike.
    static DrawOdds uniform(CardMask cards);
};

// A ten-card hand's prospects one stock draw ahead: the draw is a card of `odds`, and after
// it the hand throws the card that leaves least deadwood.
//
// Why it is cheap: a drawn card that makes no meld with two cards of the hand (most of them)
// can only be kept as deadwood, so the best throw is then either that card or the throw that
// is best for the hand alone; only the few cards that meld call the solver. That is what lets
// Hard score every candidate discard, and every draw, by this within its time budget.
struct Outlook {
    int deadwood = 0;        // now
    double next = 0;         // expected least deadwood after the draw and the best throw
    double knockChance = 0;  // chance that the draw lets it knock (deadwood <= limit)
    double ginChance = 0;    // chance that the draw gives gin
    // The expected credit of the deadwood the draw leaves (`Credit`): by default the knock
    // chance with part credit for coming close. Early in a hand no draw lets a hand knock, and
    // this still tells the hand that gets close from the one that stays far.
    double reach = 0;
};

// What a draw leaving each deadwood (0 to 100) is worth to the caller.
using Credit = std::array<double, 101>;
// 1 within the knock limit; exp(-(d - limit) / tau) for d above it (nothing when tau is 0).
Credit knockCredit(int knockLimit, double tau);

Outlook outlookOf(CardMask hand, const DrawOdds& odds, int knockLimit, const Credit& credit);

}  // namespace rummy::gin

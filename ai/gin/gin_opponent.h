// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>

#include "gin/gin_cards.h"
#include "gin/gin_memory.h"
#include "gin/gin_outlook.h"

namespace rummy::gin {

// What the opponent probably holds, card by card, from the public record.
//
// Every unseen card starts with the opponent's share of the unseen cards. A card it took from
// the pile it holds; and since a player takes the upcard to make a meld, it then also held two
// cards making a meld with it: the pairs that could have done so share that certainty between
// them, in proportion to their prior chance (a pair already in its known cards explains the take
// alone). A card it refused tells the opposite: a card that would have made a meld with the
// refused card and a card it is known to hold is unlikely. The chances are then scaled back so
// that they add up to the cards of its hand that are not known.
struct OpponentModel {
    std::array<double, 52> held{};  // chance the opponent holds the card (0 for seen cards)
    CardMask unseen = 0;
    // Filled by sampleOpponent (gin_inference.h): for the cards of `sampledFor`, the chance
    // that each makes a meld with the opponent's hand, and the chance (with part credit for
    // coming close) that taking it lets the opponent knock at once.
    CardMask sampledFor = 0;
    std::array<double, 52> sampledRisk{};
    std::array<double, 52> sampledKnock{};

    static OpponentModel of(const GinMemory& memory);

    double heldChance(Face f) const { return held[static_cast<std::size_t>(f.index())]; }
    // The chance that the opponent holds two cards making a meld with `d`, so that throwing
    // `d` feeds it (pairs taken as independent).
    double meldRisk(Face d) const;
    // The chance that taking `d` lets the opponent knock at once (sampled cards only, else 0).
    double knockRisk(Face d) const {
        return (sampledFor & bitOf(d)) ? sampledKnock[static_cast<std::size_t>(d.index())] : 0.0;
    }
    // The next stock card: an unseen card the opponent does not hold, each alike.
    DrawOdds stockOdds() const;
    // The same, with the chance of each card being the opponent's next throw: a card it
    // holds outside its melds, the higher the likelier (players shed high cards), weighted
    // by `bias` per point of value.
    DrawOdds stockAndThrowOdds(double bias) const;
};

}  // namespace rummy::gin

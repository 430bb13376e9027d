// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "bot.h"

namespace rummy::indian {

// The everyday opponent: the design card's heuristics, in order.
//
// Strategy:
// 1. Keep (and complete) a pure sequence first. The hand is read the way a player sorts it
//    (HandPlan): natural runs first, sets among what is left, then the pairs one card away from
//    a meld. A card in a pure run is worth more than a card in a set, so when every card is in
//    something and one must go, the set breaks before the run; while the hand has no pure run
//    yet, run draws (neighbours and gaps of one suit) count half again as much as set pairs.
// 2. Shed high deadwood: each card costs twice its points, and in the first turns the loose
//    aces and court cards go first, before anyone collects them.
// 3. Avoid feeding the open deck: a card near what the next seat took from the open deck (same
//    rank, or same suit within two ranks) is expensive to throw; a rank others have thrown away
//    is cheap.
// 4. It takes the open card when the card completes a meld, makes the hand declarable, or beats
//    the card it would replace by a clear margin; otherwise it draws closed (which also tells the
//    table nothing).
// 5. It declares as soon as the hand is valid, with the solver's arrangement. It does not count
//    cards beyond its own hand and the open card, and it never drops.
// 21-card Indian Rummy: this level's style of indian/play21.h.
class MediumBot : public Bot {
public:
    explicit MediumBot(std::uint64_t seed) : seed_(seed) {}
    const char* name() const override { return "medium"; }
    Decision decide(const PlayerView& view) override;
    bool wantsRejoin(const PlayerView& view) override;

private:
    std::uint64_t seed_;
};

}  // namespace rummy::indian

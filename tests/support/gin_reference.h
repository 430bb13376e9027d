// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>

#include "cards/card.h"
#include "gin/gin_hand.h"

namespace rummy::test {

// The slow, independent reference for Gin hands: the first search gin_hand.cpp had, kept here
// once the one solver took over. It lists every meld the cards allow (each set of three or four
// of a rank, each run of three or more in a suit with the ace low only) and tries, depth first,
// each meld holding the lowest card left or that card as deadwood. Meant to be easy to believe,
// not fast. Printed jokers are ignored; no duplicates.
GinHand referenceGinHand(std::span<const Face> cards);
int referenceGinDeadwood(std::span<const Face> cards);
// Every card tried as the discard: the least deadwood left, the higher card on a tie, then the
// lower face index (gin_hand.h's promise).
GinDiscard referenceGinDiscard(std::span<const Face> cards);

}  // namespace rummy::test

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>
#include <vector>

#include "cards/card.h"

namespace rummy {

// What happens on the table after a knock, on faces (Gin has one deck, so a face is a card).
//
// The knocker spreads melds and shows its deadwood. Unless it went gin, the defender then lays
// off cards on the knocker's melds: the fourth card of a set, or cards extending a run at either
// end, one after another (so 9♠ goes on J♠Q♠K♠ once 10♠ has been laid there). The defender plays
// its own melds and its lay-offs together, to leave the least deadwood: a card may leave what
// would have been its own meld to be laid off (docs/gin.md, example 3).

using GinMeld = std::vector<Face>;

// A set of three or four of one rank, or a run of three or more of one suit with the ace low.
bool isGinMeld(std::span<const Face> cards);

// A card the defender laid off, and the knocker's meld (index into its melds) it went on.
struct GinLayoff {
    Face card;
    int meld = 0;
    friend bool operator==(const GinLayoff&, const GinLayoff&) = default;
};

struct GinDefence {
    std::vector<GinMeld> melds;      // the defender's own melds
    std::vector<GinLayoff> layoffs;  // in the order they can be laid (each extends the meld)
    std::vector<Face> deadwood;
    int count = 0;  // the deadwood's value
    friend bool operator==(const GinDefence&, const GinDefence&) = default;
};

// The defender's best play against `knockerMelds`: the least deadwood over every choice of cards
// to lay off and every arrangement of the rest; on a tie, fewer cards laid off. With
// `mayLayOff` false (the knocker went gin) only its own melds count.
GinDefence bestDefence(std::span<const Face> defender, const std::vector<GinMeld>& knockerMelds,
                       bool mayLayOff);

// Every least-deadwood arrangement of `cards` (melds only; the rest is deadwood), at most
// `limit` of them, in a fixed order.
std::vector<std::vector<GinMeld>> leastDeadwoodArrangements(std::span<const Face> cards,
                                                            int limit = 256);

// The knocker's spread when it leaves the choice to the engine: among its least-deadwood
// arrangements, the one after which the defender's best play leaves it the most deadwood (the
// knocker's best result), then the one that lets it lay off the fewest cards.
std::vector<GinMeld> bestSpread(std::span<const Face> knocker, std::span<const Face> defender);

}  // namespace rummy

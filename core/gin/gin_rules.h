// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "cards/card.h"
#include "game/result.h"

namespace rummy {

// What happens when the stock is down to two cards and the player who drew the third-last
// card discards without knocking.
enum class GinWall : std::uint8_t {
    Void,         // the hand is void: nobody scores, the same dealer deals again
    TakeToKnock,  // the next player may take that discard only in order to knock (OpenSpiel)
};

// The rules of Gin Rummy that a hand and a game read (docs/rules.md, docs/gin.md).
// Defaults are the common rules: knock at 10 or less, gin 25, undercut 25, big gin 31, game
// to 100 with a 100 game bonus and 25 a box, a shutout doubles the hand points.
struct GinRules {
    int knock = 10;                // most deadwood a knock may leave (0: gin only)
    bool oklahoma = false;         // the knock value is the first upcard's value
    bool aceUpcardGinOnly = true;  // Oklahoma: an ace upcard allows gin only (else knock at 1)
    bool spadesDouble = false;     // Oklahoma: a spade upcard doubles the hand, bonuses included
    bool straightGin = false;      // only gin ends a hand (no knock with deadwood)
    int ginBonus = 25;
    int undercutBonus = 25;
    int bigGinBonus = 31;              // all eleven cards melded, no discard; 0: no big gin
    bool tieIsUndercut = true;         // equal counts are an undercut (OpenSpiel: a 0-point knock)
    bool mayDiscardTakenCard = false;  // the card just taken from the pile may be thrown back
    GinWall wall = GinWall::Void;
    int target = 100;  // the game ends when a player reaches it
    int gameBonus = 100;
    int boxBonus = 25;           // per hand won, added at the game's end
    bool shutoutDoubles = true;  // a winner whose opponent won no hand doubles its hand points

    static constexpr int kHandSize = 10;
    static constexpr int kWallStock = 2;  // cards left in the stock when the wall is reached

    // The most deadwood a knock may leave in a hand whose first upcard is `upcard`: the knock
    // value, or with Oklahoma the upcard's value (A 1, courts 10), 0 for an ace when
    // aceUpcardGinOnly; 0 with straightGin.
    int knockLimit(Face upcard) const;
    // 2 when the hand's points are doubled (Oklahoma with spadesDouble and a spade upcard).
    int multiplier(Face upcard) const;

    Status validate() const;
    friend bool operator==(const GinRules&, const GinRules&) = default;
};

// A card's deadwood value in Gin: ace 1, two to ten their number, courts 10.
constexpr int ginValue(Face f) {
    const int r = static_cast<int>(f.rank());
    return r > 10 ? 10 : r;
}

}  // namespace rummy

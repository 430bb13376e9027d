// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_rules.h"

namespace rummy {

int GinRules::knockLimit(Face upcard) const {
    if (straightGin) return 0;
    if (!oklahoma) return knock;
    if (upcard.rank() == Rank::Ace) return aceUpcardGinOnly ? 0 : 1;
    return ginValue(upcard);
}

int GinRules::multiplier(Face upcard) const {
    return oklahoma && spadesDouble && upcard.suit() == Suit::Spades ? 2 : 1;
}

Status GinRules::validate() const {
    const bool ok = knock >= 0 && knock <= 10 && ginBonus >= 0 && ginBonus <= 100 &&
                    undercutBonus >= 0 && undercutBonus <= 100 && bigGinBonus >= 0 &&
                    bigGinBonus <= 100 && target >= 1 && target <= 10000 && gameBonus >= 0 &&
                    gameBonus <= 1000 && boxBonus >= 0 && boxBonus <= 100;
    if (!ok) return ErrorCode::BadRules;
    return Ok{};
}

}  // namespace rummy

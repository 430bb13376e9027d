// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/player_view.h"
#include "gin/gin_cards.h"

namespace rummy::gin {

// What a Gin seat can work out from its view alone. The discard pile is public, so every card
// ever discarded is known; what the opponent took from the pile it still holds unless it threw
// it again; and each time it drew from the stock (or passed the first upcard) it refused the
// card on top of the pile, which a player who takes what melds would not have done holding two
// cards that meld with it. Every card not seen is in the stock or in the opponent's hand.
struct GinMemory {
    CardMask mine = 0;        // this seat's hand
    CardMask pile = 0;        // the discard pile now
    CardMask oppHolds = 0;    // taken from the pile by the opponent, not thrown since
    CardMask oppThrew = 0;    // every card the opponent discarded
    CardMask oppRefused = 0;  // pile tops the opponent could have taken and did not
    // Those of its last two draws (its hand has changed since the older ones).
    CardMask oppRecentRefused = 0;
    CardMask unseen = 0;               // in the stock or the opponent's hand
    int oppUnknown = 0;                // cards of the opponent's hand among `unseen`
    int oppPickups = 0;                // times the opponent took from the pile
    int myDraws = 0;                   // draws this seat made this hand
    int oppDraws = 0;                  // draws the opponent made
    std::optional<Face> oppLastThrow;  // the opponent's latest discard
    double oppRecentThrows = 10;       // mean value of its last two discards (10 before any)
    std::optional<Face> top;           // the pile's top card

    // `fullCount`: remember the whole history (Hard). Without it only the own hand and the
    // pile as it lies now are known (a player who does not follow the opponent).
    static GinMemory of(const PlayerView& view, bool fullCount = true);

    // The chance that one given unseen card is in the opponent's hand.
    double oppShare() const {
        const int n = countOf(unseen);
        return n == 0 ? 0.0 : double(oppUnknown) / double(n);
    }
};

}  // namespace rummy::gin

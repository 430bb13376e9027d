// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "cards/card.h"

namespace rummy {

class CardItem;

// The player's hand on the table games' table, as it lies along the bottom: the cards in the
// order shown, overlapping, centred, with a gap after each meld group so that the groups read
// apart; a selected card raised, the keyboard's card ringed, the card the rules say must be
// played next edged. The cards are the scene's items, faced at the size asked.
class TableGameHandZone {
public:
    using ItemFor = std::function<CardItem*(Card, QSizeF)>;
    using GlideMs = std::function<int(CardItem*)>;

    explicit TableGameHandZone(ItemFor item) : item_(std::move(item)) {}

    struct Hand {
        std::vector<Card> order;                  // as shown
        std::vector<std::pair<int, int>> groups;  // [first, end) of each meld group in order
        std::vector<Card> selected;
        int focus = -1;                // the keyboard's card in order; -1: none
        bool draggable = false;        // the player's turn
        std::optional<Card> mustPlay;  // edged
    };

    // Lays `hand` out across `width` around `centreX`, the cards' top edge at `y` and `card` in
    // size, each gliding for as long as `glideMs` says; returns where it lies with the room
    // above it for a raised card (the drop area of a card dragged back into the hand).
    QRectF show(const Hand& hand, qreal centreX, qreal width, qreal y, QSizeF card,
                const GlideMs& glideMs) const;

    static constexpr qreal kRaise = 18;  // a selected card, above the others

private:
    ItemFor item_;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>
#include <functional>
#include <map>
#include <vector>

#include "melds/table_meld.h"

namespace rummy {

class CardItem;

// One seat's melds on the table games' table, as they lie in the room of its zone below its
// caption: each meld fanned so that every card's index shows, the melds side by side in rows,
// the cards at the largest size (up to `maxCardWidth`) at which all of them fit. A card another
// seat laid off onto the meld is edged (500 scores it for whoever laid it). The cards are the
// scene's items: it says which item shows a card, faced at a size, and how long each glides to
// its place, given who laid it.
class SeatMeldsZone {
public:
    using ItemFor = std::function<CardItem*(Card, QSizeF)>;
    using GlideMs = std::function<int(CardItem*, int laidBy)>;

    explicit SeatMeldsZone(ItemFor item) : item_(std::move(item)) {}

    // Lays `melds` (the seat's, in the order laid) in `room`; returns where each lies, by meld
    // number (the drop targets of lay-offs).
    std::map<int, QRectF> show(QRectF room, const std::vector<const TableMeld*>& melds,
                               qreal maxCardWidth, const GlideMs& glideMs) const;

    // The largest card width up to `maxCardWidth` at which melds of these lengths fit `room`.
    static qreal cardWidthFor(QSizeF room, const std::vector<int>& lengths, qreal maxCardWidth);

private:
    ItemFor item_;
};

}  // namespace rummy

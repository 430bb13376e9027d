// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>
#include <vector>

#include "scene/card_zones.h"
#include "table/table_rules.h"

namespace rummy {

// Where things go on the table games' table (Straight Rummy, Rummy 500, Rummy 51, Kaluki):
// the stock and the discard pile along the top (the pile spread to the right where the rules let
// a player take from any depth), a zone per seat for the melds it lays, in a grid with the
// player's own zone nearest the hand, and the hand along the bottom. Pure geometry, no items.
struct TableGameLayout {
    static constexpr qreal kMargin = 8;

    QSizeF pileCard;            // the stock's and the pile's cards
    QRectF stock;               // the stock's top card
    QRectF pileArea;            // where the pile may spread, its first card at the left
    bool pileFanned = false;    // every depth may be taken: the pile is spread
    std::vector<QRectF> seats;  // each seat's zone, by seat
    QSizeF handCard;            // the hand's cards
    qreal handY = 0;            // the hand's cards' top edge (a selected card rises above it)
    QRectF handBand;            // the hand and the room above it for labels, across the table

    static TableGameLayout compute(QRectF scene, int seats, const TableRules& rules);
    // The table's captions' size: they grow with the table, 13 px at 720 lines, 18 px at 1080.
    static int captionPixels(QRectF scene);

    CardZones zones() const;
};

}  // namespace rummy

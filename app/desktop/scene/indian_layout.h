// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>
#include <vector>

#include "scene/card_zones.h"

namespace rummy {

// Where things go on the table, in card units scaled to the window: opponents around the top,
// the piles in the middle row (wild card, closed deck, open deck, finish slot) between the
// player's panel and the turn banner, the hand along the bottom. Pure geometry, no items.
struct IndianLayout {
    qreal cardW = 80, cardH = 112, margin = 20;
    qreal seatH = 68;  // the opponents' panels
    QRectF wild, closed, open, finish, leftPanel, rightPanel;
    qreal handTop = 0;

    // `handSize`: the cards dealt (13, or 21 for 21-card Indian Rummy, whose longer hand gets
    // smaller cards so that 22 of them still fit one row).
    static IndianLayout compute(QRectF scene, int handSize = 13);
    int handSize = 13;  // what compute() was given

    // The opponents' panels, in seat order. Up to two: a row along the top. Three to five:
    // the first on the left and the last on the right (lower, beside the piles' row, clear of
    // them), the others along the top between them.
    std::vector<QRectF> seatRects(int opponents, QRectF scene) const;

    // The hand's spacing for groups of these sizes: overlap inside a group, space between
    // groups (squeezed when the window is narrow) and the total width.
    struct HandSpacing {
        qreal step = 0, gap = 0, width = 0;
    };
    HandSpacing handSpacing(const std::vector<int>& groupSizes, qreal sceneWidth) const;
    // The card zones: the wild card, the closed deck (the stock), the open deck (the pile) and
    // the finish slot in a row, the hand along the bottom with the room above it for its labels.
    CardZones zones(QRectF scene) const;
};

}  // namespace rummy

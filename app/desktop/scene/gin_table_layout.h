// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>
#include <vector>

#include "scene/card_zones.h"

namespace rummy {

// Where things go on the Gin table, in card units scaled to the window. Top to bottom: the
// opponent's name and score on the left with its cards (smaller, face down until the
// showdown) beside them; the middle band with the player's panel on the left, the stock, the
// discard pile and the Knock target (or the hand's result) in the centre and the score sheet
// on the right; the player's hand along the bottom. Pure geometry, no items.
struct GinTableLayout {
    static constexpr qreal kOpponentScale = 0.7;  // the opponent's cards, of a full card

    qreal cardW = 80, cardH = 112, margin = 20;
    QRectF opponentPanel;  // name, score, the last move
    QRectF opponentRow;    // where the opponent's cards may lie
    QRectF stock, discard, knock;
    QRectF centre;      // the three piles' band: the showdown's result panel goes here
    QRectF leftPanel;   // the player's name, deadwood and knock value
    QRectF scoreSheet;  // the running score sheet
    qreal labelY = 0;   // the pile captions' centre line
    qreal handTop = 0;

    static GinTableLayout compute(QRectF scene);
    // The card zones: the opponent's cards along the top, the stock, the discard pile and the
    // Knock slot in the middle, the hand along the bottom with the room above it for its labels.
    CardZones zones(QRectF scene) const;

    qreal opponentCardW() const { return cardW * kOpponentScale; }
    qreal opponentCardH() const { return cardH * kOpponentScale; }

    // A row of groups of these sizes, cards `w` wide, within `width`: the overlap inside a
    // group and the space between groups (squeezed when the room is short), and the total.
    struct Spacing {
        qreal step = 0, gap = 0, width = 0;
    };
    static Spacing rowSpacing(const std::vector<int>& groupSizes, qreal w, qreal width);
};

}  // namespace rummy

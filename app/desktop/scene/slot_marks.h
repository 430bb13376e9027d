// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPainter>
#include <QPainterPath>
#include <QRectF>

namespace rummy {

// Marks every table draws alike.

// The dashed slots (a pile's place, Finish, Knock, a new group's place): a rounded outline.
inline QPainterPath slotPath(QRectF r, qreal radius) {
    QPainterPath p;
    p.addRoundedRect(r, radius, radius);
    return p;
}

// The edge of the card the player just drew, until the turn ends.
inline const QColor kDrawnCardColour(110, 200, 255);

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QRectF>
#include <algorithm>

namespace rummy {

// Marks both tables draw alike.

// The dashed slots (a pile's place, Finish, Knock, a new group's place): a rounded outline.
inline QPainterPath slotPath(QRectF r, qreal radius) {
    QPainterPath p;
    p.addRoundedRect(r, radius, radius);
    return p;
}

// The edge of the card the player just drew, until the turn ends.
inline const QColor kDrawnCardColour(110, 200, 255);

// The felt under `rect` of a table laid out in `scene`: lit from above the centre, darker
// towards the rim.
inline void paintFelt(QPainter* painter, const QRectF& rect, const QRectF& scene,
                      const QColor& colour) {
    QRadialGradient g(scene.center() - QPointF(0, scene.height() * 0.15),
                      std::max(scene.width(), scene.height()) * 0.75);
    g.setColorAt(0.0, colour.lighter(132));
    g.setColorAt(0.6, colour);
    g.setColorAt(1.0, colour.darker(185));
    painter->fillRect(rect, g);
}

}  // namespace rummy

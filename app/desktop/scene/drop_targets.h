// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QRectF>

class QGraphicsPathItem;
class QGraphicsScene;

namespace rummy {

class CardItem;

// The two places on a table a card from the hand can be dropped on, each a dashed slot: the
// pile it is thrown on (the Indian open deck, the Gin discard pile) and the one that ends the
// hand with it (Finish, Knock). Says which one a dragged card is over and lights it while the
// card hovers there. Both tables use it.
class DropTargets {
public:
    enum class Target { None, Pile, GoOut };

    // `goOutBrush`: the go-out slot's fill (Gin's Knock target is shaded).
    DropTargets(QGraphicsScene* scene, QColor goOutBrush = QColor());

    void setGeometry(QRectF pile, QRectF goOut, qreal radius);
    void show(bool pile, bool goOut);
    void setPileToolTip(const QString& text);
    Target under(const CardItem* item) const;  // the one the card covers more of
    // Lights the slot `over` (None: both unlit), the go-out slot in `goOutLit`.
    void light(Target over, QColor goOutLit = QColor(255, 205, 60));

private:
    QGraphicsPathItem* pileFrame_;
    QGraphicsPathItem* goOutFrame_;
    QRectF pile_, goOut_;
};

// How much of one rectangle covers another (0: none).
qreal overlapArea(QRectF a, QRectF b);

}  // namespace rummy

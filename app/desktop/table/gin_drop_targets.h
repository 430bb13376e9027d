// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>

class QGraphicsPathItem;
class QGraphicsScene;

namespace rummy {

class CardItem;
struct GinTableLayout;

// The two places on the Gin table a card from the hand can be dropped on: the discard pile
// and the Knock target, each a dashed slot. Says which one a dragged card is over and lights
// it while the card hovers there (the Knock target green when the card would knock, red when
// it would not).
class GinDropTargets {
public:
    enum class Target { None, Discard, Knock };

    explicit GinDropTargets(QGraphicsScene* scene);

    void setGeometry(const GinTableLayout& geo);
    void show(bool discard, bool knock);
    Target under(const CardItem* item) const;  // the one the card covers more of
    void light(Target over, bool knocks);      // None: both unlit

private:
    QGraphicsPathItem* discardFrame_;
    QGraphicsPathItem* knockFrame_;
    QRectF discard_, knock_;
};

}  // namespace rummy

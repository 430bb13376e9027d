// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPixmap>
#include <functional>
#include <vector>

#include "scene/card_zones.h"

class QGraphicsScene;

namespace rummy {

class CardItem;

// The stock (the closed deck) as it lies in its zone, on every table: face-down cards squared
// at the zone's corner, up to `depth` of them a little apart so that the stack reads as a pile,
// none once it is empty. A click on it draws (the `draw` given). The scene gives it the backs'
// picture and, at each layout, its zone and how many cards to show.
class StockZone {
public:
    StockZone(QGraphicsScene* scene, int depth, std::function<void()> draw);

    // The backs' picture: after a resize, or a new back chosen in Settings.
    void setBack(const QPixmap& pixmap, QSizeF size);
    // Lays the stack in `zone` with `cards` of it showing (at most the depth; 0 hides it).
    void show(const CardZone& zone, int cards);

    // The card a click draws: the highest one showing (the lowest while none shows).
    CardItem* top() const;
    QRectF rect() const { return zone_.rect; }
    bool contains(const CardItem* item) const;

private:
    std::vector<CardItem*> backs_;  // from the bottom of the stack up; the scene owns them
    CardZone zone_;
    int shown_ = 0;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <vector>

#include "scene/gin_group_row.h"

namespace rummy {

// The opponent's side of the Gin table (GinTableScene): its cards face down in a fan while a
// hand is played, opposite the player and above the piles, and spread face up in labelled
// groups (smaller than the player's) at the showdown. Owns the backs; the face-up cards are
// the scene's items.
class GinOpponentZone {
public:
    using PaintBack = std::function<void(CardItem*)>;  // a back at the opponent's size

    explicit GinOpponentZone(QGraphicsScene* scene);

    // `count` backs (none at the showdown); new ones come off the stock.
    void layoutBacks(int count, const GinTableLayout& geo, qreal centreX, int animateMs,
                     const PaintBack& paint);
    void layoutShowdown(const std::vector<GinShownGroup>& groups, const GinTableLayout& geo,
                        qreal centreX, int animateMs, const GinGroupRow::PlaceCard& place);
    const std::vector<CardItem*>& backs() const { return backs_; }

private:
    QGraphicsScene* scene_;
    GinGroupRow row_;
    std::vector<CardItem*> backs_;
};

}  // namespace rummy

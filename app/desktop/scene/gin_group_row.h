// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>
#include <functional>
#include <optional>
#include <vector>

#include "cards/card.h"
#include "scene/gin_shown_groups.h"
#include "scene/hand_arrangement.h"

class QGraphicsScene;

namespace rummy {

class CardItem;
class LabelItem;
struct GinTableLayout;

// One row of labelled groups on the Gin table: the player's hand along the bottom, or the
// opponent's spread at the showdown (its cards smaller, the labels below). Centred on the
// table when it fits, squeezed within its room when it does not. The row keeps its labels and
// where each group came to lie (a card dropped on the hand needs that); the card items are the
// scene's, handed over one at a time.
class GinGroupRow {
public:
    // The scene's item for a card, sized for the row (small: the opponent's size).
    using PlaceCard = std::function<CardItem*(Card card, bool small)>;

    GinGroupRow(QGraphicsScene* scene, bool small, bool labelsBelow);

    // Lays `groups` out within `row`; `lift` (the selected card) stands a little higher.
    // The cards' items, in the row's order.
    std::vector<CardItem*> layout(const std::vector<GinShownGroup>& groups, QRectF row,
                                  const GinTableLayout& geo, qreal centreX,
                                  std::optional<Card> lift, int animateMs, const PlaceCard& place);
    void hideLabels();
    const std::vector<GroupSpan>& spans() const { return spans_; }

private:
    QGraphicsScene* scene_;
    bool small_;
    bool labelsBelow_;
    std::vector<LabelItem*> labels_;
    std::vector<GroupSpan> spans_;
};

}  // namespace rummy

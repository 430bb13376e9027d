// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/gin_opponent_zone.h"

#include <QCursor>
#include <QGraphicsScene>
#include <algorithm>

#include "scene/card_item.h"
#include "scene/gin_table_layout.h"

namespace rummy {

namespace {
constexpr int kHandZ = 100;
}  // namespace

GinOpponentZone::GinOpponentZone(QGraphicsScene* scene) : scene_(scene), row_(scene, true, true) {}

void GinOpponentZone::layoutBacks(int count, const GinTableLayout& geo, qreal centreX,
                                  int animateMs, const PaintBack& paint) {
    while (static_cast<int>(backs_.size()) < count) {
        auto* back = new CardItem(Card());
        back->setAcceptedMouseButtons(Qt::NoButton);
        back->setCursor(Qt::ArrowCursor);
        back->setPos(geo.stock.topLeft());
        scene_->addItem(back);
        paint(back);
        backs_.push_back(back);
    }
    const qreal w = geo.opponentCardW();
    const qreal step = w * 0.26;
    const qreal width = w + step * std::max(0, count - 1);
    // Opposite the player, above the piles, unless that would run into the opponent's panel.
    const qreal x0 = std::clamp(centreX - width / 2, geo.opponentRow.left(),
                                std::max(geo.opponentRow.left(), geo.opponentRow.right() - width));
    for (std::size_t i = 0; i < backs_.size(); ++i) {
        CardItem* b = backs_[i];
        const bool shown = static_cast<int>(i) < count;
        b->setVisible(shown);
        if (shown)
            b->setHome(QPointF(x0 + step * static_cast<qreal>(i), geo.opponentRow.top()),
                       kHandZ + static_cast<qreal>(i), animateMs);
    }
    row_.hideLabels();
}

void GinOpponentZone::layoutShowdown(const std::vector<GinShownGroup>& groups,
                                     const GinTableLayout& geo, qreal centreX, int animateMs,
                                     const GinGroupRow::PlaceCard& place) {
    row_.layout(groups, geo.opponentRow, geo, centreX, std::nullopt, animateMs, place);
}

}  // namespace rummy

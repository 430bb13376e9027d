// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/pile_zone.h"

#include <QColor>
#include <algorithm>

#include "scene/card_item.h"

namespace rummy {

void PileZone::show(const CardZone& zone, QSizeF card, const std::vector<OpenCard>& pile, qreal z,
                    const GlideMs& glideMs) {
    shown_.clear();
    const int n = static_cast<int>(pile.size());
    const qreal step = fannedStep(zone, card.width(), n);
    // Squared, the cards under the top lie hidden beneath it and need no item.
    const int first = zone.spread == ZoneSpread::Fanned ? 0 : std::max(0, n - 1);
    const QPointF corner = zone.rect.topLeft();
    for (int i = first; i < n; ++i) {
        const OpenCard& o = pile[static_cast<std::size_t>(i)];
        CardItem* item = item_(o.card);
        item->setSelectedCard(false);
        item->setDraggable(false);
        item->setOutline(QColor());
        const auto at = static_cast<qreal>(i - first);
        item->setHome(corner + QPointF(step * static_cast<qreal>(i), 0), z + at,
                      glideMs(item, o.by));
        item->show();
        shown_.push_back(item);
    }
    rect_ = QRectF(corner, QSizeF(card.width() + step * std::max(0, n - 1), card.height()));
}

}  // namespace rummy

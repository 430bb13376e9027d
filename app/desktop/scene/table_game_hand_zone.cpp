// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/table_game_hand_zone.h"

#include <QColor>
#include <algorithm>

#include "scene/card_item.h"

namespace rummy {

namespace {
const QColor kMustPlay(255, 200, 40);
constexpr qreal kOverlap = 0.75;   // the most a card's neighbour shows of it, of its width
constexpr qreal kGroupGap = 0.35;  // after a group, of a card's width
}  // namespace

QRectF TableGameHandZone::show(const Hand& hand, qreal centreX, qreal width, qreal y, QSizeF card,
                               const GlideMs& glideMs) const {
    const int n = static_cast<int>(hand.order.size());
    const auto groups = static_cast<qreal>(hand.groups.size());
    const qreal gap = card.width() * kGroupGap;
    const qreal room = width - card.width() - gap * groups;
    const qreal step = n < 2 ? 0 : std::min(card.width() * kOverlap, room / (n - 1));
    const qreal span = card.width() + step * std::max(0, n - 1) + gap * groups;
    qreal x = centreX - span / 2;
    const QRectF area(QPointF(x, y - kRaise - 2), QSizeF(span, card.height() + kRaise + 2));
    std::size_t group = 0;
    for (int i = 0; i < n; ++i) {
        const Card c = hand.order[static_cast<std::size_t>(i)];
        CardItem* item = item_(c, card);
        const bool sel =
            std::find(hand.selected.begin(), hand.selected.end(), c) != hand.selected.end();
        item->setSelectedCard(sel);
        item->setDraggable(hand.draggable);
        item->setHighlighted(i == hand.focus);
        item->setOutline(hand.mustPlay == c ? kMustPlay : QColor());
        item->setHome(QPointF(x, y - (sel ? kRaise : 0)), 1000 + i, glideMs(item));
        item->show();
        if (group < hand.groups.size() && i == hand.groups[group].second - 1) {
            x += gap;
            ++group;
        }
        x += step;
    }
    return area;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/seat_melds_zone.h"

#include <QColor>
#include <algorithm>

#include "scene/card_cache.h"
#include "scene/card_item.h"

namespace rummy {

namespace {
constexpr qreal kAspect = CardCache::kAspect;
constexpr qreal kStep = 0.34;    // from card to card in a meld, of a card's width
constexpr qreal kGap = 0.3;      // between melds in a row, of a card's width
constexpr qreal kRowGap = 4;     // between rows, in pixels
constexpr qreal kSmallest = 22;  // the narrowest card tried
const QColor kLaidOff(140, 200, 255);

qreal meldWidth(qreal cardW, std::size_t cards) {
    return cardW + cardW * kStep * static_cast<qreal>(cards - 1);
}

}  // namespace

qreal SeatMeldsZone::cardWidthFor(QSizeF room, const std::vector<int>& lengths,
                                  qreal maxCardWidth) {
    auto fits = [&](qreal w) {
        qreal x = 0, y = w * kAspect;
        for (int n : lengths) {
            const qreal mw = meldWidth(w, static_cast<std::size_t>(n));
            if (x > 0 && x + mw > room.width()) {
                x = 0;
                y += w * kAspect + kRowGap;
            }
            x += mw + w * kGap;
        }
        return y <= room.height();
    };
    qreal w = std::min(room.height() / kAspect, maxCardWidth);
    while (w > kSmallest && !fits(w)) w -= 2;
    return w;
}

std::map<int, QRectF> SeatMeldsZone::show(QRectF room, const std::vector<const TableMeld*>& melds,
                                          qreal maxCardWidth, const GlideMs& glideMs) const {
    std::vector<int> lengths;
    for (const TableMeld* m : melds) lengths.push_back(static_cast<int>(m->cards.size()));
    const qreal cw = cardWidthFor(room.size(), lengths, maxCardWidth);
    const QSizeF size(cw, cw * kAspect);
    std::map<int, QRectF> rects;
    qreal x = room.left(), y = room.top();
    for (const TableMeld* m : melds) {
        const qreal mw = meldWidth(cw, m->cards.size());
        if (x > room.left() && x + mw > room.right()) {
            x = room.left();
            y += size.height() + kRowGap;
        }
        rects[m->number] = QRectF(QPointF(x, y), QSizeF(mw, size.height()));
        for (std::size_t i = 0; i < m->cards.size(); ++i) {
            CardItem* item = item_(m->cards[i].card, size);
            item->setDraggable(false);
            item->setSelectedCard(false);
            item->setOutline(m->laidBy[i] != m->owner ? kLaidOff : QColor());
            item->setHome(QPointF(x + cw * kStep * static_cast<qreal>(i), y),
                          200 + static_cast<qreal>(i), glideMs(item, m->laidBy[i]));
            item->show();
        }
        x += mw + cw * kGap;
    }
    return rects;
}

}  // namespace rummy

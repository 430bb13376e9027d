// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/table_game_layout.h"

#include <algorithm>

#include "scene/card_cache.h"

namespace rummy {

namespace {
constexpr qreal kAspect = CardCache::kAspect;
// Above the hand: room for a selected card's rise, the groups' labels and the selection's line.
constexpr qreal kAboveHand = 66;
}  // namespace

int TableGameLayout::captionPixels(QRectF scene) {
    return static_cast<int>(std::clamp(scene.height() / 58.0, 12.0, 20.0));
}

TableGameLayout TableGameLayout::compute(QRectF r, int seats, const TableRules& rules) {
    TableGameLayout t;
    const qreal h = std::clamp(r.height() * 0.14, 70.0, 150.0);
    t.pileCard = QSizeF(h / kAspect, h);
    t.stock = QRectF(QPointF(r.left() + kMargin, r.top() + kMargin), t.pileCard);
    const qreal left = t.stock.right() + kMargin * 3;
    t.pileFanned = rules.pileDepth;
    t.pileArea = t.pileFanned ? QRectF(QPointF(left, t.stock.top()),
                                       QPointF(r.right() - kMargin, t.stock.bottom()))
                              : QRectF(QPointF(left, t.stock.top()), t.pileCard);
    const qreal handH = std::clamp(r.height() * 0.17, 80.0, 190.0);
    t.handCard = QSizeF(handH / kAspect, handH);
    t.handY = r.bottom() - kMargin - handH;
    // The zones: below the piles' captions, above the hand and its labels.
    const qreal top = t.stock.bottom() + captionPixels(r) + 10;
    const qreal bottom = t.handY - kAboveHand;
    t.handBand =
        QRectF(QPointF(r.left() + kMargin, bottom), QPointF(r.right() - kMargin, r.bottom()));
    const int cols = seats <= 2 ? 1 : seats <= 4 ? 2 : 3;
    const int rows = (seats + cols - 1) / cols;
    // Reading order for the others, the player's own zone first in the last row (nearest the
    // hand); a lone seat in a row takes the whole row.
    std::vector<int> cells;
    for (int s = 1; s < seats; ++s) cells.push_back(s);
    const int lastRowStart = (rows - 1) * cols;
    cells.insert(cells.begin() + std::min<int>(lastRowStart, static_cast<int>(cells.size())), 0);
    t.seats.assign(static_cast<std::size_t>(seats), QRectF());
    const qreal zh = (bottom - top) / rows;
    for (int i = 0; i < seats; ++i) {
        const int row = i / cols, col = i % cols;
        const int inRow = std::min(cols, seats - row * cols);
        const qreal zw = (r.width() - kMargin) / inRow;
        t.seats[static_cast<std::size_t>(cells[static_cast<std::size_t>(i)])] =
            QRectF(r.left() + kMargin + col * zw, top + row * zh, zw - kMargin, zh - 4);
    }
    return t;
}

CardZones TableGameLayout::zones() const {
    CardZones z;
    z.zones.push_back({ZoneKind::Stock, -1, stock, ZoneSpread::Squared});
    z.zones.push_back(
        {ZoneKind::Pile, -1, pileArea, pileFanned ? ZoneSpread::Fanned : ZoneSpread::Squared});
    for (std::size_t s = 0; s < seats.size(); ++s)
        z.zones.push_back({ZoneKind::SeatMelds, static_cast<int>(s), seats[s], ZoneSpread::Fanned});
    z.zones.push_back({ZoneKind::Hand, -1, handBand, ZoneSpread::Fanned});
    return z;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/gin_table_layout.h"

#include <algorithm>
#include <cmath>

#include "scene/card_cache.h"

namespace rummy {

namespace {
// Card units. The hand's worst case is eleven cards in four groups (three melds and the
// deadwood) and up to four more laid off on its melds at a showdown; the budget below keeps
// the cards large and lets rowSpacing squeeze the overlaps when a row must.
constexpr qreal kHandUnits = 10.0;
constexpr qreal kStep = 0.55;  // overlap step inside a group, in card widths
constexpr qreal kGap = 0.34;   // extra space between groups
constexpr qreal kMinStep = 0.3;
// Top to bottom: margin, the opponent's row and its labels, a gap, the piles, their
// captions, the hand's group labels, the hand, margin.
constexpr qreal kOpponentRowH = GinTableLayout::kOpponentScale * CardCache::kAspect;
constexpr qreal kHeightUnits = 0.2 + kOpponentRowH + 0.34 + 0.12 + 1.4 + 0.38 + 0.34 + 1.4 + 0.25;
constexpr qreal kPanelUnits = 2.7;  // the opponent's panel, beside its cards
}  // namespace

GinTableLayout GinTableLayout::compute(QRectF r) {
    GinTableLayout t;
    t.cardW =
        std::floor(std::max(24.0, std::min(r.width() / kHandUnits, r.height() / kHeightUnits)));
    t.cardH = std::round(t.cardW * CardCache::kAspect);
    t.margin = std::round(t.cardW * 0.22);
    const qreal w = t.cardW;
    const qreal top = r.top() + 0.2 * w;
    const qreal rowH = t.opponentCardH();
    t.opponentPanel = QRectF(r.left() + t.margin, top, kPanelUnits * w, rowH);
    t.opponentRow = QRectF(QPointF(t.opponentPanel.right() + 0.3 * w, top),
                           QPointF(r.right() - t.margin, top + rowH));
    const qreal midTop = top + rowH + 0.34 * w + 0.12 * w;
    const qreal gap = 0.45 * w;
    const QSizeF card(w, t.cardH);
    const qreal left = r.center().x() - (3 * w + 2 * gap) / 2;
    t.stock = QRectF(QPointF(left, midTop), card);
    t.discard = QRectF(QPointF(left + w + gap, midTop), card);
    t.knock = QRectF(QPointF(left + 2 * (w + gap), midTop), card);
    t.centre = QRectF(QPointF(t.stock.left() - 0.2 * w, midTop - 0.1 * w),
                      QPointF(t.knock.right() + 0.2 * w, midTop + t.cardH + 0.5 * w));
    t.labelY = t.stock.bottom() + 0.2 * w;
    t.leftPanel = QRectF(QPointF(r.left() + t.margin, midTop),
                         QPointF(t.centre.left() - 0.25 * w, midTop + t.cardH));
    // Below the opponent's row and its labels, which may reach this far right at a showdown.
    t.scoreSheet = QRectF(QPointF(t.centre.right() + 0.25 * w, midTop - 0.08 * w),
                          QPointF(r.right() - t.margin, t.stock.bottom() + 0.36 * w));
    t.handTop = r.bottom() - 0.25 * w - t.cardH;
    return t;
}

GinTableLayout::Spacing GinTableLayout::rowSpacing(const std::vector<int>& groupSizes, qreal w,
                                                   qreal width) {
    Spacing s{kStep * w, kGap * w, 0};
    qreal shrinkable = 0;  // the steps and the gaps
    for (int n : groupSizes) shrinkable += s.step * std::max(0, n - 1);
    const qreal groups = static_cast<qreal>(groupSizes.size());
    shrinkable += s.gap * std::max(0.0, groups - 1);
    const qreal room = width - groups * w;
    if (shrinkable > room && shrinkable > 0) {
        const qreal k = std::max(kMinStep / kStep, room / shrinkable);
        s.step *= k;
        s.gap *= k;
        shrinkable *= k;
    }
    s.width = groups * w + shrinkable;
    return s;
}

CardZones GinTableLayout::zones(QRectF scene) const {
    CardZones z;
    z.zones.push_back({ZoneKind::OpponentHand, -1, opponentRow, ZoneSpread::Fanned});
    z.zones.push_back({ZoneKind::Stock, -1, stock, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::Pile, -1, discard, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::KnockSlot, -1, knock, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::Hand, -1,
                       QRectF(QPointF(scene.left() + margin, handTop - 0.34 * cardW),
                              QPointF(scene.right() - margin, scene.bottom())),
                       ZoneSpread::Fanned});
    return z;
}

}  // namespace rummy

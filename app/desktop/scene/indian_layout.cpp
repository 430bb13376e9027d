// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/indian_layout.h"

#include <algorithm>
#include <cmath>

#include "scene/card_cache.h"

namespace rummy {

namespace {
// Card units: the hand's worst case (14 cards in up to six groups) and the rows from top to
// bottom decide the card width that fits the window.
constexpr qreal kStep = 0.52;      // overlap step inside a group, in card widths
constexpr qreal kGroupGap = 0.32;  // extra space between groups
// Every group starts with a whole card: 14 cards in six groups (four melds, the leftovers, the
// spare card) need 6 + 8 * kStep + 5 * kGroupGap widths. The hand is budgeted a little less and
// squeezes its overlaps when it must (handSpacing), so that the cards stay large.
constexpr qreal kHandUnits = 10.6;
// 21-card's worst case, 22 cards in nine groups (seven melds of three, the leftovers, the
// spare card), would need 9 + 13 * kStep + 8 * kGroupGap = 18.3 widths; budgeted the same way.
constexpr qreal kHandUnits21 = 16.5;
constexpr qreal kMinStep = 0.3;  // the corner index stays readable
constexpr qreal kSeatH = 0.85;
// Top to bottom: margin, seats, gap, piles, pile labels, group labels, hand, margin.
constexpr qreal kHeightUnits = 0.25 + kSeatH + 0.5 + 1.4 + 0.45 + 0.38 + 1.4 + 0.3;
}  // namespace

IndianLayout IndianLayout::compute(QRectF r, int handSize) {
    IndianLayout t;
    t.handSize = handSize;
    const qreal handUnits = handSize > 13 ? kHandUnits21 : kHandUnits;
    t.cardW =
        std::floor(std::max(24.0, std::min(r.width() / handUnits, r.height() / kHeightUnits)));
    t.cardH = std::round(t.cardW * CardCache::kAspect);
    t.margin = std::round(t.cardW * 0.25);
    t.seatH = kSeatH * t.cardW;
    const qreal midTop = r.top() + t.margin + t.seatH + 0.5 * t.cardW;
    const qreal gap = 0.35 * t.cardW;
    qreal x = r.center().x() - (4 * t.cardW + 5 * gap) / 2;
    const QSizeF card(t.cardW, t.cardH);
    t.wild = QRectF(QPointF(x, midTop), card);
    x += t.cardW + gap;
    t.closed = QRectF(QPointF(x, midTop), card);
    x += t.cardW + 2 * gap;
    t.open = QRectF(QPointF(x, midTop), card);
    x += t.cardW + 2 * gap;
    t.finish = QRectF(QPointF(x, midTop), card);
    t.leftPanel = QRectF(QPointF(r.left() + t.margin, midTop),
                         QPointF(t.wild.left() - 0.4 * t.cardW, midTop + t.cardH));
    t.rightPanel = QRectF(QPointF(t.finish.right() + 0.4 * t.cardW, midTop),
                          QPointF(r.right() - t.margin, midTop + t.cardH));
    t.handTop = r.bottom() - 0.3 * t.cardW - t.cardH;
    return t;
}

std::vector<QRectF> IndianLayout::seatRects(int n, QRectF r) const {
    std::vector<QRectF> out;
    if (n <= 0) return out;
    const qreal gap = margin * 0.6;
    const qreal maxW = 2.8 * cardW;
    auto row = [&](int count, qreal left, qreal right, qreal y) {
        const qreal w = std::min(maxW, (right - left - (count - 1) * gap) / count);
        const qreal total = count * w + (count - 1) * gap;
        const qreal x0 = (left + right) / 2 - total / 2;
        for (int i = 0; i < count; ++i) out.emplace_back(x0 + i * (w + gap), y, w, seatH);
    };
    if (n <= 2) {
        row(n, r.left() + margin, r.right() - margin, r.top() + margin);
        return out;
    }
    // The side panels end above the piles' row and left of the wild card.
    const qreal sideW = std::min(maxW, wild.left() - 0.3 * cardW - r.left() - margin);
    const qreal sideY = std::min(r.top() + margin + 0.6 * seatH, wild.top() - seatH);
    out.emplace_back(r.left() + margin, sideY, sideW, seatH);
    row(n - 2, r.left() + margin + sideW + gap, r.right() - margin - sideW - gap, r.top() + margin);
    out.emplace_back(r.right() - margin - sideW, sideY, sideW, seatH);
    return out;
}

IndianLayout::HandSpacing IndianLayout::handSpacing(const std::vector<int>& groupSizes,
                                                    qreal sceneWidth) const {
    HandSpacing s{kStep * cardW, kGroupGap * cardW, 0};
    qreal overlapped = 0;  // the widths that can shrink: steps and gaps
    for (int n : groupSizes) overlapped += s.step * (n - 1);
    const qreal groups = static_cast<qreal>(groupSizes.size());
    overlapped += s.gap * std::max(0.0, groups - 1);
    const qreal room = sceneWidth - 2 * margin - groups * cardW;
    if (overlapped > room && overlapped > 0) {
        const qreal k = std::max(kMinStep / kStep, room / overlapped);
        s.step *= k;
        s.gap *= k;
        overlapped *= k;
    }
    s.width = groups * cardW + overlapped;
    return s;
}

CardZones IndianLayout::zones(QRectF scene) const {
    CardZones z;
    z.zones.push_back({ZoneKind::WildCard, -1, wild, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::Stock, -1, closed, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::Pile, -1, open, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::FinishSlot, -1, finish, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::Hand, -1,
                       QRectF(QPointF(scene.left() + margin, handTop - 0.38 * cardW),
                              QPointF(scene.right() - margin, scene.bottom())),
                       ZoneSpread::Fanned});
    return z;
}

}  // namespace rummy

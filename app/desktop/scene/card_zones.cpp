// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/card_zones.h"

#include <algorithm>

#include "scene/gin_table_layout.h"
#include "scene/indian_layout.h"
#include "scene/table_game_layout.h"

namespace rummy {

const char* zoneKindName(ZoneKind k) {
    switch (k) {
        case ZoneKind::Stock:
            return "stock";
        case ZoneKind::Pile:
            return "pile";
        case ZoneKind::WildCard:
            return "wild card";
        case ZoneKind::FinishSlot:
            return "finish slot";
        case ZoneKind::KnockSlot:
            return "knock slot";
        case ZoneKind::SeatMelds:
            return "seat melds";
        case ZoneKind::OpponentHand:
            return "opponent's hand";
        case ZoneKind::Hand:
            return "hand";
    }
    return "?";
}

const CardZone* CardZones::find(ZoneKind kind, int seat) const {
    for (const CardZone& z : zones)
        if (z.kind == kind && z.seat == seat) return &z;
    return nullptr;
}

QRectF CardZones::rect(ZoneKind kind, int seat) const {
    const CardZone* z = find(kind, seat);
    return z ? z->rect : QRectF();
}

qreal fannedStep(const CardZone& zone, qreal cardWidth, int cards) {
    if (zone.spread != ZoneSpread::Fanned || cards < 2) return 0;
    const qreal room = std::max<qreal>(0, zone.rect.width() - cardWidth);
    return std::min(cardWidth * 0.42, room / static_cast<qreal>(cards - 1));
}

CardZones tableZones(Variant variant, int seats, QRectF scene) {
    switch (variant) {
        case Variant::Indian13:
        case Variant::Indian21:
            return IndianLayout::compute(scene, variant == Variant::Indian21 ? 21 : 13)
                .zones(scene);
        case Variant::Gin:
            return GinTableLayout::compute(scene).zones(scene);
        case Variant::Straight:
        case Variant::Rummy500:
        case Variant::Rummy51:
        case Variant::Kaluki:
            return TableGameLayout::compute(scene, seats, TableRules::preset(variant)).zones();
    }
    return {};
}

}  // namespace rummy

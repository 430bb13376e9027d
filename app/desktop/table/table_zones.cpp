// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_zones.h"

#include "table/gin_table_layout.h"
#include "table/meld_table_layout.h"
#include "table/table_layout.h"

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

const CardZone* TableZones::find(ZoneKind kind, int seat) const {
    for (const CardZone& z : zones)
        if (z.kind == kind && z.seat == seat) return &z;
    return nullptr;
}

QRectF TableZones::rect(ZoneKind kind, int seat) const {
    const CardZone* z = find(kind, seat);
    return z ? z->rect : QRectF();
}

namespace {

// The 13-card and 21-card table: the wild card, the closed and open decks and the finish slot
// in a row, the hand (a bigger one, smaller cards, in 21-card) along the bottom with its labels.
TableZones indianZones(Variant variant, QRectF scene) {
    const TableLayout t = TableLayout::compute(scene, variant == Variant::Indian21 ? 21 : 13);
    TableZones z;
    z.zones.push_back({ZoneKind::WildCard, -1, t.wild, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::Stock, -1, t.closed, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::Pile, -1, t.open, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::FinishSlot, -1, t.finish, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::Hand, -1,
                       QRectF(QPointF(scene.left() + t.margin, t.handTop - 0.38 * t.cardW),
                              QPointF(scene.right() - t.margin, scene.bottom())),
                       ZoneSpread::Fanned});
    return z;
}

// Gin: the opponent's cards along the top, the stock, the discard pile and the Knock slot in
// the middle, the hand along the bottom with its labels.
TableZones ginZones(QRectF scene) {
    const GinTableLayout t = GinTableLayout::compute(scene);
    TableZones z;
    z.zones.push_back({ZoneKind::OpponentHand, -1, t.opponentRow, ZoneSpread::Fanned});
    z.zones.push_back({ZoneKind::Stock, -1, t.stock, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::Pile, -1, t.discard, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::KnockSlot, -1, t.knock, ZoneSpread::Squared});
    z.zones.push_back({ZoneKind::Hand, -1,
                       QRectF(QPointF(scene.left() + t.margin, t.handTop - 0.34 * t.cardW),
                              QPointF(scene.right() - t.margin, scene.bottom())),
                       ZoneSpread::Fanned});
    return z;
}

}  // namespace

TableZones tableZones(Variant variant, int seats, QRectF scene) {
    switch (variant) {
        case Variant::Indian13:
        case Variant::Indian21:
            return indianZones(variant, scene);
        case Variant::Gin:
            return ginZones(scene);
        case Variant::Straight:
        case Variant::Rummy500:
        case Variant::Rummy51:
        case Variant::Kaluki:
            return MeldTableLayout::compute(scene, seats, TableRules::preset(variant)).zones();
    }
    return {};
}

}  // namespace rummy

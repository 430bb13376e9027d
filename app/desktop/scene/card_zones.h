// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>
#include <cstdint>
#include <vector>

#include "game/variant.h"

namespace rummy {

// The places cards lie on a table, in every game: the stock (the closed deck), the discard pile,
// the Indian games' wild card and finish slot, Gin's knock slot, each seat's melds on the table
// (the table games), the opponent's hand (Gin, face down until the showdown) and the player's
// hand. A layout per variant places them (`tableZones`); the scenes put their cards in them.
enum class ZoneKind : std::uint8_t {
    Stock,
    Pile,
    WildCard,
    FinishSlot,
    KnockSlot,
    SeatMelds,     // one per seat
    OpponentHand,  // Gin's opponent
    Hand,          // the player's hand, with the room above it for its groups' labels
};

const char* zoneKindName(ZoneKind k);  // "stock", "pile", ...

// How a zone shows its cards: the top one only (a squared pile), or spread so that each shows.
enum class ZoneSpread : std::uint8_t { Squared, Fanned };

struct CardZone {
    ZoneKind kind = ZoneKind::Stock;
    int seat = -1;  // SeatMelds: whose melds; -1 otherwise
    QRectF rect;    // where its cards may lie, in scene coordinates
    ZoneSpread spread = ZoneSpread::Squared;
};

struct CardZones {
    std::vector<CardZone> zones;

    const CardZone* find(ZoneKind kind, int seat = -1) const;
    QRectF rect(ZoneKind kind, int seat = -1) const;  // empty when the table has no such zone
};

// The step from card to card of `cards` cards `cardWidth` wide spread in `zone`, the first at
// its left edge: at most 0.42 of a card (enough to read each index), less as they grow so that
// the last still lies inside the zone; 0 for a squared zone or a single card.
qreal fannedStep(const CardZone& zone, qreal cardWidth, int cards);

// The zones of a table of `variant` for `seats` players in a scene of `scene`: the layout of
// the 13-card and 21-card table (IndianLayout), of Gin's (GinTableLayout) or of the table games'
// (TableGameLayout), whichever the variant plays on.
CardZones tableZones(Variant variant, int seats, QRectF scene);

}  // namespace rummy

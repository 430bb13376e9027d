// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>
#include <functional>
#include <vector>

#include "game/player_view.h"
#include "scene/card_zones.h"

namespace rummy {

class CardItem;

// The discard pile as it lies in its zone, on every table. Squared, only its top card shows;
// fanned (where a player may take from any depth), every card shows, the oldest at the zone's
// left and the step shrinking as the pile grows, so that the newest stays inside the zone. The
// cards are the scene's items: it says which item shows a card (faced at the pile's size) and,
// at each layout, how long each glides to its place, given who threw it.
class PileZone {
public:
    using ItemFor = std::function<CardItem*(Card)>;
    using GlideMs = std::function<int(CardItem*, int thrower)>;

    explicit PileZone(ItemFor item) : item_(std::move(item)) {}

    // Lays `pile` (bottom first) in `zone`, its cards `card` in size and stacked upwards from
    // `z`. The cards it shows are neither selected, nor draggable, nor edged: the scene makes
    // its top one draggable where the rules let the player take it.
    void show(const CardZone& zone, QSizeF card, const std::vector<OpenCard>& pile, qreal z,
              const GlideMs& glideMs);

    CardItem* top() const { return shown_.empty() ? nullptr : shown_.back(); }
    // The cards showing, from the deepest up (one for a squared pile).
    const std::vector<CardItem*>& shown() const { return shown_; }
    // Where the cards lie: one card at the zone's corner while the pile is empty.
    QRectF rect() const { return rect_; }

private:
    ItemFor item_;
    std::vector<CardItem*> shown_;
    QRectF rect_;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QPointF>
#include <QSet>
#include <functional>

#include "cards/card.h"

class QGraphicsScene;

namespace rummy {

class CardItem;

// The face-up cards on a table, one item a card, looked up by card id so that a card keeps its
// item (and glides) from the stock to a hand to the pile. Every table keeps its cards here
// (CardTableScene); which size a card is drawn at is the table's to say. Backs are not here:
// Card() is the ace of spades, so they are told apart by item, not by card.
class CardItems {
public:
    // `setUp` wires a new item to the table (its clicks, drags and drops).
    CardItems(QGraphicsScene* scene, std::function<void(CardItem*)> setUp);

    // The glide home of a card whose drop was refused, for every item.
    void setReturnMs(int ms);

    // The card's item; a new one starts at `from`, not yet painted.
    CardItem* item(Card card, QPointF from);
    CardItem* find(int id) const { return items_.value(id, nullptr); }
    bool contains(int id) const { return items_.contains(id); }
    const QHash<int, CardItem*>& all() const { return items_; }

    // Removes the items of every card but those (a carried one is let go first).
    void keepOnly(const QSet<int>& ids);
    void clear();

private:
    void drop(int id);

    QGraphicsScene* scene_;
    std::function<void(CardItem*)> setUp_;
    int returnMs_ = 200;
    QHash<int, CardItem*> items_;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QSet>
#include <functional>
#include <vector>

#include "cards/card.h"

class QGraphicsScene;
class QPointF;

namespace rummy {

class CardCache;
class CardItem;

// The face-up cards on the Gin table (GinTableScene), one item a card, looked up by card id so
// that a card keeps its item (and glides) from the stock to the hand to the pile. Each is drawn
// at full size or, in the opponent's row at the showdown, at the opponent's size. Backs are not
// here: Card() is the ace of spades, so they are told apart by item, not by card.
class GinCardItems {
public:
    // `setUp` wires a new item to the scene (its clicks, its hover).
    GinCardItems(QGraphicsScene* scene, CardCache* cache, std::function<void(CardItem*)> setUp);

    // The sizes from the layout; refresh() draws them.
    void setMetrics(qreal cardW, qreal smallW, qreal dpr);
    void setReturnMs(int ms);
    void refresh();

    // The card's item; a new one starts at `from` (off the stock).
    CardItem* item(Card card, QPointF from);
    // The card's item at a row's size (small: the opponent's).
    CardItem* place(Card card, bool small, QPointF from);
    CardItem* find(int id) const { return items_.value(id, nullptr); }
    bool contains(int id) const { return items_.contains(id); }
    const QHash<int, CardItem*>& all() const { return items_; }
    std::vector<CardItem*> smallOnes() const;

    void keepOnly(const QSet<int>& ids);
    void clear();

private:
    void drop(int id);
    void paint(CardItem* item);

    QGraphicsScene* scene_;
    CardCache* cache_;
    std::function<void(CardItem*)> setUp_;
    qreal cardW_ = 80, smallW_ = 56, dpr_ = 1.0;
    int returnMs_ = 200;
    QHash<int, CardItem*> items_;
    QSet<int> small_;  // of those, the ones drawn at the opponent's size
};

}  // namespace rummy

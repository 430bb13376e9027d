// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/card_items.h"

#include <QGraphicsScene>

#include "scene/card_item.h"

namespace rummy {

CardItems::CardItems(QGraphicsScene* scene, std::function<void(CardItem*)> setUp)
    : scene_(scene), setUp_(std::move(setUp)) {}

void CardItems::setReturnMs(int ms) {
    returnMs_ = ms;
    for (CardItem* item : std::as_const(items_)) item->setReturnMs(ms);
}

CardItem* CardItems::item(Card card, QPointF from) {
    if (CardItem* existing = items_.value(card.id(), nullptr)) return existing;
    auto* item = new CardItem(card);
    scene_->addItem(item);
    item->setPos(from);
    setUp_(item);
    item->setReturnMs(returnMs_);
    items_.insert(card.id(), item);
    return item;
}

void CardItems::keepOnly(const QSet<int>& ids) {
    for (int id : items_.keys())
        if (!ids.contains(id)) drop(id);
}

void CardItems::clear() {
    const QList<int> ids = items_.keys();
    for (int id : ids) drop(id);
}

void CardItems::drop(int id) {
    CardItem* gone = items_.take(id);
    if (!gone) return;
    if (gone->isDragging()) gone->ungrabMouse();
    scene_->removeItem(gone);
    gone->deleteLater();
}

}  // namespace rummy

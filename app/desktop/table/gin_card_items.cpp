// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/gin_card_items.h"

#include <QGraphicsScene>
#include <cmath>

#include "table/card_cache.h"
#include "table/card_item.h"
#include "text/desktop_text.h"

namespace rummy {

GinCardItems::GinCardItems(QGraphicsScene* scene, CardCache* cache,
                           std::function<void(CardItem*)> setUp)
    : scene_(scene), cache_(cache), setUp_(std::move(setUp)) {}

void GinCardItems::setMetrics(qreal cardW, qreal smallW, qreal dpr) {
    cardW_ = cardW;
    smallW_ = smallW;
    dpr_ = dpr;
}

void GinCardItems::setReturnMs(int ms) {
    returnMs_ = ms;
    for (CardItem* item : std::as_const(items_)) item->setReturnMs(ms);
}

void GinCardItems::refresh() {
    for (CardItem* item : std::as_const(items_)) paint(item);
}

void GinCardItems::paint(CardItem* item) {
    const qreal w = small_.contains(item->card().id()) ? smallW_ : cardW_;
    const QSize size(static_cast<int>(w), static_cast<int>(std::round(w * CardCache::kAspect)));
    item->setPixmap(cache_->pixmapOrStale(text::elementId(item->card()), size, dpr_), QSizeF(size));
}

CardItem* GinCardItems::item(Card card, QPointF from) {
    if (CardItem* existing = items_.value(card.id(), nullptr)) return existing;
    auto* item = new CardItem(card);
    scene_->addItem(item);
    item->setPos(from);
    setUp_(item);
    item->setReturnMs(returnMs_);
    items_.insert(card.id(), item);
    paint(item);
    return item;
}

CardItem* GinCardItems::place(Card card, bool small, QPointF from) {
    CardItem* it = item(card, from);
    if (small)
        small_.insert(card.id());
    else
        small_.remove(card.id());
    paint(it);
    return it;
}

std::vector<CardItem*> GinCardItems::smallOnes() const {
    std::vector<CardItem*> out;
    for (auto it = items_.begin(); it != items_.end(); ++it)
        if (small_.contains(it.key())) out.push_back(it.value());
    return out;
}

void GinCardItems::keepOnly(const QSet<int>& ids) {
    for (int id : items_.keys())
        if (!ids.contains(id)) drop(id);
}

void GinCardItems::clear() {
    const QList<int> ids = items_.keys();
    for (int id : ids) drop(id);
}

void GinCardItems::drop(int id) {
    CardItem* gone = items_.take(id);
    small_.remove(id);
    if (!gone) return;
    if (gone->isDragging()) gone->ungrabMouse();
    scene_->removeItem(gone);
    gone->deleteLater();
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/stock_zone.h"

#include <QGraphicsScene>
#include <algorithm>

#include "scene/card_item.h"

namespace rummy {

namespace {
constexpr qreal kOffset = 2;  // each back above the last, up and to the right, in pixels
}

StockZone::StockZone(QGraphicsScene* scene, int depth, std::function<void()> draw) {
    for (int i = 0; i < std::max(1, depth); ++i) {
        auto* back = new CardItem(Card());
        scene->addItem(back);
        QObject::connect(back, &CardItem::clicked, scene, [draw] { draw(); });
        back->hide();
        backs_.push_back(back);
    }
}

void StockZone::setBack(const QPixmap& pixmap, QSizeF size) {
    for (CardItem* back : backs_) back->setPixmap(pixmap, size);
}

void StockZone::show(const CardZone& zone, int cards) {
    zone_ = zone;
    shown_ = std::clamp(cards, 0, static_cast<int>(backs_.size()));
    for (std::size_t i = 0; i < backs_.size(); ++i) {
        const auto level = static_cast<qreal>(i);
        backs_[i]->setHome(zone.rect.topLeft() + QPointF(kOffset * level, -kOffset * level),
                           1 + level, 0);
        backs_[i]->setVisible(static_cast<int>(i) < shown_);
    }
}

CardItem* StockZone::top() const {
    return backs_[static_cast<std::size_t>(std::max(0, shown_ - 1))];
}

bool StockZone::contains(const CardItem* item) const {
    return std::find(backs_.begin(), backs_.end(), item) != backs_.end();
}

}  // namespace rummy

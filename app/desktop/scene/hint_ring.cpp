// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/hint_ring.h"

#include <QPainter>
#include <algorithm>

#include "scene/card_item.h"

namespace rummy {

namespace {
constexpr qreal kRingZ = 5000;  // above the hand, whose cards stack from z 100 upwards
}

HintRing::HintRing() {
    setZValue(kRingZ);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    hide();
}

void HintRing::follow(CardItem* target) {
    for (const auto& c : connections_) disconnect(c);
    connections_.clear();
    target_ = target;
    if (!target) {
        hide();
        return;
    }
    for (auto signal :
         {&QGraphicsObject::xChanged, &QGraphicsObject::yChanged, &QGraphicsObject::visibleChanged})
        connections_.push_back(connect(target, signal, this, [this] { track(); }));
    connections_.push_back(connect(target, &QObject::destroyed, this, [this] { follow(nullptr); }));
    track();
}

QRectF HintRing::boundingRect() const {
    const qreal m = margin();
    return rect_.adjusted(-m, -m, m, m);
}

void HintRing::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const qreal w = margin() * 0.6;
    const QRectF r = rect_.adjusted(-w / 2, -w / 2, w / 2, w / 2);
    const qreal radius = rect_.width() * 0.08;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(20, 20, 20, 160), w + 2));  // dark edge: visible on any card
    painter->drawRoundedRect(r, radius, radius);
    painter->setPen(QPen(QColor(80, 230, 255), w));
    painter->drawRoundedRect(r, radius, radius);
}

qreal HintRing::margin() const {
    return std::max<qreal>(4.0, rect_.width() * 0.07);
}

void HintRing::track() {
    if (!target_) return;
    prepareGeometryChange();
    rect_ = QRectF(QPointF(0, 0), target_->size());
    setPos(target_->scenePos());
    setVisible(target_->isVisible());
}

}  // namespace rummy

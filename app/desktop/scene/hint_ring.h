// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsObject>
#include <vector>

namespace rummy {

class CardItem;

// The hint's ring: a bright outline drawn over the card (or pile) a hint points at. A separate
// top-level item rather than a child of the card: a child would be covered by the card's
// right-hand neighbours in the hand. It follows the card as it glides, and lets every click
// through to the cards underneath. Both tables use it.
class HintRing : public QGraphicsObject {
    Q_OBJECT
public:
    HintRing();

    void follow(CardItem* target);  // null: hidden
    CardItem* target() const { return target_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    qreal margin() const;
    void track();

    CardItem* target_ = nullptr;
    QRectF rect_;
    std::vector<QMetaObject::Connection> connections_;
};

}  // namespace rummy

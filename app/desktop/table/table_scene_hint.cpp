// SPDX-License-Identifier: GPL-3.0-or-later
// TableScene's hint ring: a bright outline drawn over the card (or deck) a hint points at.
#include <QPainter>
#include <algorithm>
#include <vector>

#include "controller/game_controller.h"
#include "table/card_item.h"
#include "table/table_scene.h"

namespace rummy {

namespace {

constexpr qreal kRingZ = 5000;  // above the hand, whose cards stack from z 100 upwards

// A separate top-level item rather than a child of the card: a child would be covered by the
// card's right-hand neighbours in the hand. It follows the card as it glides, and lets every
// click through to the cards underneath.
class HintRing : public QGraphicsObject {
public:
    HintRing() {
        setZValue(kRingZ);
        setAcceptedMouseButtons(Qt::NoButton);
        setAcceptHoverEvents(false);
        hide();
    }

    void follow(CardItem* target) {
        for (const auto& c : connections_) disconnect(c);
        connections_.clear();
        target_ = target;
        if (!target) {
            hide();
            return;
        }
        for (auto signal : {&QGraphicsObject::xChanged, &QGraphicsObject::yChanged,
                            &QGraphicsObject::visibleChanged})
            connections_.push_back(connect(target, signal, this, [this] { track(); }));
        connections_.push_back(
            connect(target, &QObject::destroyed, this, [this] { follow(nullptr); }));
        track();
    }

    QRectF boundingRect() const override {
        const qreal m = margin();
        return rect_.adjusted(-m, -m, m, m);
    }

    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
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

private:
    qreal margin() const { return std::max<qreal>(4.0, rect_.width() * 0.07); }

    void track() {
        if (!target_) return;
        prepareGeometryChange();
        rect_ = QRectF(QPointF(0, 0), target_->size());
        setPos(target_->scenePos());
        setVisible(target_->isVisible());
    }

    CardItem* target_ = nullptr;
    QRectF rect_;
    std::vector<QMetaObject::Connection> connections_;
};

}  // namespace

void TableScene::showHintOn(CardItem* target) {
    if (!hintRing_) {
        auto* ring = new HintRing;
        addItem(ring);
        hintRing_ = ring;
    }
    static_cast<HintRing*>(hintRing_.data())->follow(target);
    // Any move, a new deal or a new match makes the hint stale.
    connect(controller_, &GameController::stateChanged, this, &TableScene::clearHint,
            Qt::UniqueConnection);
}

void TableScene::setHintCard(std::optional<Card> card) {
    clearHint();
    CardItem* item = card ? cards_.value(card->id(), nullptr) : nullptr;
    if (!item) return;
    hintCard_ = card;
    showHintOn(item);
}

void TableScene::setHintPile(HintPile pile) {
    clearHint();
    CardItem* item = pile == HintPile::Closed ? closedItem_
                     : pile == HintPile::Open ? openTopItem()
                                              : nullptr;
    if (!item) return;
    hintPile_ = pile;
    showHintOn(item);
}

void TableScene::clearHint() {
    hintCard_.reset();
    hintPile_ = HintPile::None;
    if (hintRing_) static_cast<HintRing*>(hintRing_.data())->follow(nullptr);
}

}  // namespace rummy

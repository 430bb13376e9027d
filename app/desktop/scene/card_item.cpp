// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/card_item.h"

#include <QApplication>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPropertyAnimation>
#include <algorithm>

namespace rummy {

namespace {
constexpr qreal kDragZ = 1000;  // above everything while carried
// The card with the keyboard focus rises by this share of its height, in its own place in
// the stack: its ring and corner show above its neighbours, and the next card's corner stays
// in sight (a card brought to the top hid it).
constexpr qreal kFocusRise = 0.12;
const QColor kFocusColour(255, 255, 255);
}  // namespace

CardItem::CardItem(Card card, QGraphicsItem* parent) : QGraphicsObject(parent), card_(card) {
    setAcceptedMouseButtons(Qt::LeftButton);
    setCursor(Qt::OpenHandCursor);
}

void CardItem::setPixmap(const QPixmap& pm, QSizeF size) {
    if (size != size_) prepareGeometryChange();
    pixmap_ = pm;
    size_ = size;
    update();
}

void CardItem::setSelectedCard(bool on) {
    if (selected_ == on) return;
    selected_ = on;
    update();
}

void CardItem::setHighlighted(bool on) {
    if (highlighted_ == on) return;
    prepareGeometryChange();  // it rises or settles
    highlighted_ = on;
    update();
}

qreal CardItem::rise() const {
    return highlighted_ && !dragging_ ? size_.height() * kFocusRise : 0;
}

void CardItem::setOutline(const QColor& colour) {
    if (colour == outline_) return;
    outline_ = colour;
    update();
}

void CardItem::setHome(QPointF pos, qreal z, int animateMs) {
    home_ = pos;
    homeZ_ = z;
    if (dragging_) return;  // the drop decides where it goes
    setZValue(homeZ_);
    glideTo(pos, animateMs);
}

void CardItem::glideTo(QPointF pos, int ms) {
    if (animation_) animation_->stop();
    if (ms <= 0 || pos == this->pos()) {
        setPos(pos);
        return;
    }
    auto* anim = new QPropertyAnimation(this, "pos", this);
    anim->setDuration(ms);
    anim->setEndValue(pos);
    anim->setEasingCurve(QEasingCurve::OutCubic);
    animation_ = anim;
    anim->start(QAbstractAnimation::DeleteWhenStopped);
}

QRectF CardItem::boundingRect() const {
    return QRectF(QPointF(-3, -3 - rise()), size_ + QSizeF(6, 6 + rise()));
}

void CardItem::setBadge(bool on) {
    if (badge_ == on) return;
    badge_ = on;
    update();
}

void CardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->translate(0, -rise());
    const QRectF r(QPointF(0, 0), size_);
    // A soft shadow so that overlapping cards read as separate objects on the felt.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, dragging_ ? 90 : 45));
    const qreal radius = size_.width() * 0.065;
    painter->drawRoundedRect(r.translated(dragging_ ? 4 : 1.5, dragging_ ? 5 : 2), radius, radius);
    painter->drawPixmap(r, pixmap_, QRectF(QPointF(0, 0), QSizeF(pixmap_.size())));
    if (outline_.isValid()) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(outline_, std::max<qreal>(3.0, size_.width() * 0.04)));
        painter->drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius);
    }
    if (badge_) {
        const qreal d = size_.width() * 0.2;
        const QRectF disc(size_.width() * 0.04, size_.height() * 0.42, d, d);
        painter->setPen(QPen(QColor(120, 80, 0), std::max<qreal>(1.0, d * 0.08)));
        painter->setBrush(QColor(250, 200, 40));
        painter->drawEllipse(disc);
        QFont font = painter->font();
        font.setPixelSize(std::max(6, static_cast<int>(d * 0.75)));
        painter->setFont(font);
        painter->setPen(QColor(110, 60, 0));
        painter->drawText(disc, Qt::AlignCenter, QStringLiteral("\u2605"));
    }
    painter->setBrush(Qt::NoBrush);
    if (selected_) {
        painter->setPen(QPen(QColor(255, 200, 40), 3));
        painter->drawRoundedRect(r.adjusted(-1, -1, 1, 1), radius, radius);
    }
    if (highlighted_) {
        // The keyboard focus: white dashes on a dark edge, unlike the hint's solid cyan ring
        // and the selection's yellow one, and visible on any card face.
        const QRectF ring = r.adjusted(-2, -2, 2, 2);
        painter->setPen(QPen(QColor(20, 20, 20, 170), 5));
        painter->drawRoundedRect(ring, radius, radius);
        painter->setPen(QPen(kFocusColour, 3, Qt::DashLine));
        painter->drawRoundedRect(ring, radius, radius);
    }
}

void CardItem::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    pressed_ = true;
    pressScene_ = event->scenePos();
    pressOffset_ = event->scenePos() - pos();
    event->accept();
}

void CardItem::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    if (!pressed_ || !draggable_) return;
    if (!dragging_) {
        if ((event->scenePos() - pressScene_).manhattanLength() < QApplication::startDragDistance())
            return;
        prepareGeometryChange();  // a carried card does not rise
        dragging_ = true;
        if (animation_) animation_->stop();
        setZValue(kDragZ);
        setCursor(Qt::ClosedHandCursor);
    }
    setPos(event->scenePos() - pressOffset_);
    if (hoverHandler_) hoverHandler_(this);
}

void CardItem::mouseReleaseEvent(QGraphicsSceneMouseEvent*) {
    const bool wasDragging = dragging_;
    pressed_ = false;
    if (!wasDragging) {
        emit clicked(this);
        return;
    }
    prepareGeometryChange();
    dragging_ = false;
    setCursor(Qt::OpenHandCursor);
    update();
    const QPointer<CardItem> self(this);
    const bool accepted = dropHandler_ && dropHandler_(this);
    if (!self) return;
    if (!accepted) {
        // Back home above its neighbours until it lands, then at its own depth.
        glideTo(home_, returnMs_);
        setZValue(homeZ_);
    }
}

}  // namespace rummy

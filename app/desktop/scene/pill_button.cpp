// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/pill_button.h"

#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <algorithm>

namespace rummy {

namespace {
QFont pillFont(int px) {
    QFont f;
    f.setPixelSize(px);
    f.setBold(true);
    return f;
}
}  // namespace

PillButton::PillButton(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setAcceptedMouseButtons(Qt::LeftButton);
    setAcceptHoverEvents(true);
    setCursor(Qt::PointingHandCursor);
    setZValue(60);
}

void PillButton::setText(const QString& text) {
    if (text == text_) return;
    text_ = text;
    updateSize();
}

void PillButton::setPixelSize(int px) {
    pixelSize_ = std::max(10, px);
    updateSize();
}

void PillButton::setColors(QColor background, QColor foreground) {
    bg_ = background;
    fg_ = foreground;
    update();
}

void PillButton::setMinimumWidth(qreal w) {
    minWidth_ = w;
    updateSize();
}

void PillButton::updateSize() {
    prepareGeometryChange();
    const QFontMetricsF fm(pillFont(pixelSize_));
    size_ = QSizeF(std::max(minWidth_, fm.horizontalAdvance(text_) + 2.0 * pixelSize_),
                   fm.height() + pixelSize_ * 0.8);
    update();
}

void PillButton::placeAt(QPointF centre) {
    setPos(centre - QPointF(size_.width() / 2, size_.height() / 2));
}

QRectF PillButton::boundingRect() const {
    return QRectF(QPointF(-3, -3), size_ + QSizeF(6, 6));
}

void PillButton::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF r(QPointF(0, 0), size_);
    const qreal radius = size_.height() / 2;
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0, 0, 0, 70));  // a shadow: the pill stands above the felt
    p->drawRoundedRect(r.translated(1.5, 2.5), radius, radius);
    p->setBrush(hovered_ ? bg_.lighter(115) : bg_);
    p->setPen(QPen(QColor(255, 255, 255, hovered_ ? 220 : 120), hovered_ ? 2.5 : 1.5));
    p->drawRoundedRect(r, radius, radius);
    p->setFont(pillFont(pixelSize_));
    p->setPen(fg_);
    p->drawText(r, Qt::AlignCenter, text_);
}

void PillButton::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = true;
    update();
}

void PillButton::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = false;
    update();
}

void PillButton::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    event->accept();
}

void PillButton::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (QRectF(QPointF(0, 0), size_).contains(event->pos())) emit clicked();
}

}  // namespace rummy

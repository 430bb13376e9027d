// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/label_item.h"

#include <QFontMetricsF>
#include <QPainter>

#include "scene/dealer_chip.h"

namespace rummy {

namespace {
constexpr qreal kLabelZ = 900;
QFont labelFont(int px) {
    QFont f;
    f.setPixelSize(px);
    f.setBold(true);
    return f;
}
}  // namespace

LabelItem::LabelItem(QGraphicsItem* parent) : QGraphicsItem(parent) {
    // Above the hand's cards (z 100 and up), so that a card rising for the keyboard focus does
    // not hide its group's label; below a carried card (1000) and cards in flight.
    setZValue(kLabelZ);
}

void LabelItem::setText(const QString& text) {
    if (text == text_) return;
    text_ = text;
    updateSize();
}

void LabelItem::setColors(QColor background, QColor foreground) {
    bg_ = background;
    fg_ = foreground;
    update();
}

void LabelItem::setPixelSize(int px) {
    pixelSize_ = std::max(9, px);
    updateSize();
}

void LabelItem::setDealerChip(bool on) {
    if (on == chip_) return;
    chip_ = on;
    updateSize();
}

void LabelItem::setMaxWidth(qreal w) {
    maxWidth_ = w;
    updateSize();
}

void LabelItem::updateSize() {
    prepareGeometryChange();
    // Shrink a little before eliding: a whole sentence in a smaller font reads better.
    shownSize_ = pixelSize_;
    while (shownSize_ > pixelSize_ * 0.72 && shownSize_ > 9 &&
           QFontMetricsF(labelFont(shownSize_)).horizontalAdvance(text_) + 1.2 * shownSize_ >
               maxWidth_)
        --shownSize_;
    const QFontMetricsF fm(labelFont(shownSize_));
    const qreal padX = shownSize_ * 0.6;
    const qreal chipRoom = chip_ ? fm.height() * 1.2 : 0;
    shown_ = fm.elidedText(text_, Qt::ElideRight, std::max(0.0, maxWidth_ - 2 * padX - chipRoom));
    size_ =
        QSizeF(fm.horizontalAdvance(shown_) + 2 * padX + chipRoom, fm.height() + shownSize_ * 0.35);
    update();
}

void LabelItem::placeAt(QPointF anchor) {
    qreal x = anchor.x() - size_.width() / 2;
    if (align_ & Qt::AlignLeft) x = anchor.x();
    if (align_ & Qt::AlignRight) x = anchor.x() - size_.width();
    setPos(x, anchor.y() - size_.height() / 2);
}

QRectF LabelItem::boundingRect() const {
    return QRectF(QPointF(0, 0), size_);
}

void LabelItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    if (text_.isEmpty()) return;
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(Qt::NoPen);
    p->setBrush(bg_);
    const qreal r = size_.height() / 2;
    p->drawRoundedRect(boundingRect(), r, r);
    const QFont font = labelFont(shownSize_);
    p->setFont(font);
    p->setPen(fg_);
    const qreal chipRoom = chip_ ? QFontMetricsF(font).height() * 1.2 : 0;
    const QRectF textBox = boundingRect().adjusted(0, 0, -chipRoom, 0);
    p->drawText(textBox, Qt::AlignCenter, shown_);
    if (chip_) {
        const qreal d = QFontMetricsF(font).height() * 0.85;
        DealerChip::paint(
            p, QRectF(textBox.right() - shownSize_ * 0.2, size_.height() / 2 - d / 2, d, d), font);
    }
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/seat_item.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

#include "scene/dealer_chip.h"

namespace rummy {

SeatItem::SeatItem(QGraphicsItem* parent) : QGraphicsObject(parent) {}

void SeatItem::setInfo(const Info& info) {
    info_ = info;
    update();
}

void SeatItem::setGeometry(QSizeF size, const QPixmap& back, QSizeF backSize) {
    prepareGeometryChange();
    size_ = size;
    back_ = back;
    backSize_ = backSize;
    update();
}

QRectF SeatItem::boundingRect() const {
    return QRectF(QPointF(-4, -4), size_ + QSizeF(8, 8));
}

void SeatItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF r(QPointF(0, 0), size_);
    const qreal radius = std::min(size_.height() * 0.14, 12.0);
    p->setPen(info_.active ? QPen(QColor(255, 205, 60), 3) : QPen(QColor(255, 255, 255, 40), 1));
    p->setBrush(QColor(0, 0, 0, info_.active ? 95 : 70));
    p->drawRoundedRect(r, radius, radius);

    // A fan of up to seven backs stands for the hand; the count is in the text.
    const qreal pad = size_.height() * 0.08;
    QFont name = p->font();
    name.setPixelSize(std::max(11, static_cast<int>(size_.height() * 0.2)));
    name.setBold(true);
    QFont small = name;
    small.setBold(false);
    small.setPixelSize(std::max(10, static_cast<int>(size_.height() * 0.16)));
    // A long name ("Meera · Medium") on a narrow seat: a smaller bold line rather than "Me…".
    auto nameWidth = [&] {
        const QFontMetricsF fm(name);
        return fm.horizontalAdvance(info_.name) + (info_.dealer ? fm.height() * 1.3 : 0);
    };
    // Three backs at least show a hand; with a long name on a narrow seat, fewer rather than
    // an elided name.
    const int fullSize = name.pixelSize();
    int minBacks = std::clamp(info_.cards, 1, 3);
    for (;; --minBacks) {
        const qreal minFan = backSize_.width() * (1 + 0.1 * (minBacks - 1));
        const qreal nameRoom = size_.width() - 4 * pad - minFan;
        name.setPixelSize(fullSize);
        while (nameWidth() > nameRoom && name.pixelSize() > small.pixelSize())
            name.setPixelSize(name.pixelSize() - 1);
        if (nameWidth() <= nameRoom || minBacks <= 1) break;
    }
    // The text has the room it needs on one line each; the fan shrinks to what is left.
    const qreal textNeed =
        std::max(nameWidth(), QFontMetricsF(small).horizontalAdvance(info_.detail));
    // At least three backs show a hand, closer together when the text leaves little room.
    // (One pad of slack: text measured to the pixel would otherwise be elided by rounding.)
    const qreal fanRoom = size_.width() - 4 * pad - textNeed - backSize_.width();
    const int wanted = std::min(info_.cards, 7);
    const qreal step = wanted > 1 ? std::clamp(fanRoom / (wanted - 1), backSize_.width() * 0.1,
                                               backSize_.width() * 0.22)
                                  : 0;
    const int fits = step > 0 ? 1 + std::max(0, static_cast<int>(fanRoom / step)) : 1;
    const int shown = std::min(wanted, std::max(fits, minBacks));
    const qreal fanWidth = shown > 0 ? backSize_.width() + step * (shown - 1) : 0;
    p->setOpacity(info_.out ? 0.35 : 1.0);
    for (int i = 0; i < shown; ++i)
        p->drawPixmap(QRectF(QPointF(pad + step * i, pad), backSize_), back_,
                      QRectF(QPointF(0, 0), QSizeF(back_.size())));
    p->setOpacity(1.0);

    const qreal textX = pad * 2 + std::max(fanWidth, backSize_.width());
    const QRectF textRect(textX, pad, size_.width() - textX - pad, size_.height() - 2 * pad);
    p->setFont(name);
    p->setPen(info_.out ? QColor(200, 200, 200) : QColor(255, 255, 255));
    QRectF nameBox;
    const qreal chipRoom = info_.dealer ? QFontMetricsF(name).height() * 1.3 : 0;
    const QString shownName =
        QFontMetricsF(name).elidedText(info_.name, Qt::ElideRight, textRect.width() - chipRoom);
    p->drawText(textRect, Qt::AlignLeft | Qt::AlignTop, shownName, &nameBox);
    if (info_.dealer) {
        const qreal d = nameBox.height() * 0.8;
        DealerChip::paint(p, QRectF(nameBox.right() + d * 0.4, nameBox.center().y() - d / 2, d, d),
                          name);
    }
    if (info_.timeLeft >= 0) {
        // The turn timer: a bar along the bottom edge that empties, turning red near the end.
        const qreal h = std::max(3.0, size_.height() * 0.05);
        const QRectF track(radius, size_.height() - h - 2, size_.width() - 2 * radius, h);
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(255, 255, 255, 50));
        p->drawRoundedRect(track, h / 2, h / 2);
        QRectF left = track;
        left.setWidth(track.width() * info_.timeLeft);
        p->setBrush(info_.timeLeft > 0.25 ? QColor(255, 205, 60) : QColor(230, 80, 60));
        p->drawRoundedRect(left, h / 2, h / 2);
    }
    p->setFont(small);
    p->setPen(QColor(225, 235, 225));
    p->drawText(textRect, Qt::AlignLeft | Qt::AlignBottom,
                QFontMetricsF(small).elidedText(info_.detail, Qt::ElideRight, textRect.width()));
}

}  // namespace rummy

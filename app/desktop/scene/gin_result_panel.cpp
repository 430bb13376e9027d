// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/gin_result_panel.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

namespace rummy {

namespace {
QFont titleFont(int px) {
    QFont f;
    f.setPixelSize(static_cast<int>(px * 1.6));
    f.setBold(true);
    return f;
}
QFont lineFont(int px) {
    QFont f;
    f.setPixelSize(px);
    return f;
}
constexpr int kTextFlags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;
}  // namespace

GinResultPanel::GinResultPanel(QGraphicsItem* parent) : QGraphicsItem(parent) {
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(40);
}

void GinResultPanel::setContent(const QString& title, const QStringList& lines,
                                const QColor& accent) {
    title_ = title;
    lines_ = lines;
    accent_ = accent;
    updateSize();
}

void GinResultPanel::setMetrics(int pixelSize, qreal maxWidth) {
    pixelSize_ = std::max(10, pixelSize);
    maxWidth_ = maxWidth;
    updateSize();
}

void GinResultPanel::updateSize() {
    prepareGeometryChange();
    const qreal pad = pixelSize_ * 0.9;
    const qreal textW = maxWidth_ - 2 * pad;
    const QFontMetricsF tm(titleFont(pixelSize_)), lm(lineFont(pixelSize_));
    qreal w = tm.horizontalAdvance(title_);
    qreal h = tm.height() + pixelSize_ * 0.4;
    for (const QString& line : lines_) {
        const QRectF b = lm.boundingRect(QRectF(0, 0, textW, 1e6), kTextFlags, line);
        w = std::max(w, b.width());
        h += b.height() + pixelSize_ * 0.25;
    }
    size_ = QSizeF(std::min(maxWidth_, w + 2 * pad), h + 2 * pad * 0.8);
    update();
}

void GinResultPanel::placeAt(QPointF centre) {
    setPos(centre - QPointF(size_.width() / 2, size_.height() / 2));
}

QRectF GinResultPanel::boundingRect() const {
    return QRectF(QPointF(-2, -2), size_ + QSizeF(6, 6));
}

void GinResultPanel::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    if (title_.isEmpty()) return;
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF r(QPointF(0, 0), size_);
    const qreal radius = pixelSize_ * 0.7;
    p->setPen(QPen(accent_, 2));
    p->setBrush(QColor(10, 30, 20, 200));
    p->drawRoundedRect(r, radius, radius);
    const qreal pad = pixelSize_ * 0.9;
    qreal y = pad * 0.8;
    const QFont tf = titleFont(pixelSize_);
    p->setFont(tf);
    p->setPen(accent_);
    const QFontMetricsF tm(tf);
    p->drawText(QRectF(pad, y, r.width() - 2 * pad, tm.height()), Qt::AlignCenter, title_);
    y += tm.height() + pixelSize_ * 0.4;
    const QFont lf = lineFont(pixelSize_);
    p->setFont(lf);
    p->setPen(QColor(240, 240, 235));
    const QFontMetricsF lm(lf);
    for (const QString& line : lines_) {
        const QRectF box(pad, y, r.width() - 2 * pad, 1e6);
        const QRectF b = lm.boundingRect(box, kTextFlags, line);
        p->drawText(box, kTextFlags, line);
        y += b.height() + pixelSize_ * 0.25;
    }
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/gin_drop_targets.h"

#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QPen>

#include "table/card_item.h"
#include "table/gin_table_layout.h"
#include "table/table_marks.h"

namespace rummy {

namespace {
qreal overlap(QRectF a, QRectF b) {
    const QRectF i = a.intersected(b);
    return i.isValid() ? i.width() * i.height() : 0;
}
}  // namespace

GinDropTargets::GinDropTargets(QGraphicsScene* scene) {
    const QPen dashed(QColor(255, 255, 255, 110), 2, Qt::DashLine);
    discardFrame_ = scene->addPath(QPainterPath(), dashed);
    knockFrame_ = scene->addPath(QPainterPath(), dashed);
    knockFrame_->setBrush(QColor(0, 0, 0, 40));
}

void GinDropTargets::setGeometry(const GinTableLayout& geo) {
    discard_ = geo.discard;
    knock_ = geo.knock;
    const qreal radius = geo.cardW * 0.065;
    discardFrame_->setPath(slotPath(discard_, radius));
    knockFrame_->setPath(slotPath(knock_, radius));
}

void GinDropTargets::show(bool discard, bool knock) {
    discardFrame_->setVisible(discard);
    knockFrame_->setVisible(knock);
}

GinDropTargets::Target GinDropTargets::under(const CardItem* item) const {
    const QRectF r(item->pos(), item->size());
    const qreal discard = overlap(r, discard_), knock = overlap(r, knock_);
    if (discard <= 0 && knock <= 0) return Target::None;
    return discard >= knock ? Target::Discard : Target::Knock;
}

void GinDropTargets::light(Target over, bool knocks) {
    const QPen normal(QColor(255, 255, 255, 110), 2, Qt::DashLine);
    const QPen lit(QColor(255, 205, 60), 4, Qt::SolidLine);
    const QPen knockPen(knocks ? QColor(110, 230, 110) : QColor(235, 90, 80), 4, Qt::SolidLine);
    discardFrame_->setPen(over == Target::Discard ? lit : normal);
    knockFrame_->setPen(over == Target::Knock ? knockPen : normal);
    discardFrame_->setZValue(over == Target::Discard ? 50 : 0);
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/drop_targets.h"

#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QPen>

#include "scene/card_item.h"
#include "scene/slot_marks.h"

namespace rummy {

qreal overlapArea(QRectF a, QRectF b) {
    const QRectF i = a.intersected(b);
    return i.isValid() ? i.width() * i.height() : 0;
}

DropTargets::DropTargets(QGraphicsScene* scene, QColor goOutBrush) {
    const QPen dashed(QColor(255, 255, 255, 110), 2, Qt::DashLine);
    pileFrame_ = scene->addPath(QPainterPath(), dashed);
    goOutFrame_ = scene->addPath(QPainterPath(), dashed);
    if (goOutBrush.isValid()) goOutFrame_->setBrush(goOutBrush);
}

void DropTargets::setGeometry(QRectF pile, QRectF goOut, qreal radius) {
    pile_ = pile;
    goOut_ = goOut;
    pileFrame_->setPath(slotPath(pile_, radius));
    goOutFrame_->setPath(slotPath(goOut_, radius));
}

void DropTargets::show(bool pile, bool goOut) {
    pileFrame_->setVisible(pile);
    goOutFrame_->setVisible(goOut);
}

void DropTargets::setPileToolTip(const QString& text) {
    pileFrame_->setToolTip(text);
}

DropTargets::Target DropTargets::under(const CardItem* item) const {
    const QRectF r(item->pos(), item->size());
    const qreal pile = overlapArea(r, pile_), goOut = overlapArea(r, goOut_);
    if (pile <= 0 && goOut <= 0) return Target::None;
    return pile >= goOut ? Target::Pile : Target::GoOut;
}

void DropTargets::light(Target over, QColor goOutLit) {
    const QPen normal(QColor(255, 255, 255, 110), 2, Qt::DashLine);
    const QPen lit(QColor(255, 205, 60), 4, Qt::SolidLine);
    pileFrame_->setPen(over == Target::Pile ? lit : normal);
    goOutFrame_->setPen(over == Target::GoOut ? QPen(goOutLit, 4, Qt::SolidLine) : normal);
    pileFrame_->setZValue(over == Target::Pile ? 50 : 0);
}

}  // namespace rummy

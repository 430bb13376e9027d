// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/card_flights.h"

#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QVariantAnimation>

namespace rummy {

namespace {
constexpr qreal kFlightZ = 5000;  // above the hand and the piles
}  // namespace

CardFlights::CardFlights(QGraphicsScene* scene) : QObject(scene), scene_(scene) {}

void CardFlights::fly(const QPixmap& pixmap, QPointF from, QPointF to, qreal endScale,
                      int durationMs, int delayMs) {
    auto* ghost = new QGraphicsPixmapItem(pixmap);
    ghost->setTransformationMode(Qt::SmoothTransformation);
    ghost->setZValue(kFlightZ);
    ghost->setPos(from);
    ghost->setVisible(delayMs == 0);
    scene_->addItem(ghost);
    auto* anim = new QVariantAnimation(this);
    anim->setDuration(durationMs);
    anim->setStartValue(0.0);
    anim->setEndValue(1.0);
    anim->setEasingCurve(QEasingCurve::InOutCubic);
    connect(anim, &QVariantAnimation::valueChanged, this,
            [ghost, from, to, endScale](const QVariant& v) {
                const qreal t = v.toReal();
                ghost->setVisible(true);
                ghost->setPos(from + (to - from) * t);
                ghost->setScale(1.0 + (endScale - 1.0) * t);
            });
    connect(anim, &QVariantAnimation::finished, this, [this, ghost] {
        scene_->removeItem(ghost);
        delete ghost;
    });
    if (delayMs > 0) {
        auto* wait = new QVariantAnimation(this);  // a pause that dies with the scene
        wait->setDuration(delayMs);
        wait->setStartValue(0);
        wait->setEndValue(1);
        connect(wait, &QVariantAnimation::finished, anim,
                [anim] { anim->start(QAbstractAnimation::DeleteWhenStopped); });
        wait->start(QAbstractAnimation::DeleteWhenStopped);
    } else {
        anim->start(QAbstractAnimation::DeleteWhenStopped);
    }
}

}  // namespace rummy

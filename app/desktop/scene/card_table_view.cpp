// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/card_table_view.h"

#include "scene/card_table_scene.h"

namespace rummy {

CardTableView::CardTableView(CardTableScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), table_(scene) {
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setAccessibleName(scene->accessibleName());
    setAccessibleDescription(scene->accessibleDescription());
    setMinimumSize(640, 400);
    setFocusPolicy(Qt::StrongFocus);  // arrows and Space play the hand (the scene's keys)
}

void CardTableView::fitScene() {
    const QRectF r(QPointF(0, 0), QSizeF(viewport()->size()));
    table_->setDevicePixelRatio(devicePixelRatioF());
    if (table_->sceneRect() != r) {
        table_->setSceneRect(r);
        table_->relayout();
    }
    setSceneRect(r);
}

void CardTableView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fitScene();
}

void CardTableView::showEvent(QShowEvent* event) {
    QGraphicsView::showEvent(event);
    fitScene();
}

}  // namespace rummy

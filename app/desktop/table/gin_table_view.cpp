// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/gin_table_view.h"

#include "table/gin_table_scene.h"

namespace rummy {

GinTableView::GinTableView(GinTableScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), table_(scene) {
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setAccessibleName(tr("Gin table"));
    setAccessibleDescription(
        tr("The opponent's cards at the top, the stock, the discard pile and the Knock target in "
           "the middle, the score sheet on the right, your hand at the bottom"));
    setMinimumSize(640, 400);
    setFocusPolicy(Qt::StrongFocus);  // arrows and Space play the hand
}

void GinTableView::fitScene() {
    const QRectF r(QPointF(0, 0), QSizeF(viewport()->size()));
    table_->setDevicePixelRatio(devicePixelRatioF());
    if (table_->sceneRect() != r) {
        table_->setSceneRect(r);
        table_->relayout();
    }
    setSceneRect(r);
}

void GinTableView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fitScene();
}

void GinTableView::showEvent(QShowEvent* event) {
    QGraphicsView::showEvent(event);
    fitScene();
}

}  // namespace rummy

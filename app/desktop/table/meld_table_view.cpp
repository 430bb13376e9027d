// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/meld_table_view.h"

#include "table/meld_table_scene.h"

namespace rummy {

MeldTableView::MeldTableView(MeldTableScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), table_(scene) {
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setAccessibleName(tr("Rummy table"));
    setAccessibleDescription(
        tr("The stock and the discard pile at the top, each player's melds "
           "in the middle, your hand at the bottom"));
    setMinimumSize(640, 400);
    setFocusPolicy(Qt::StrongFocus);  // arrows and Space play the hand
}

void MeldTableView::fitScene() {
    const QRectF r(QPointF(0, 0), QSizeF(viewport()->size()));
    table_->setDevicePixelRatio(devicePixelRatioF());
    if (table_->sceneRect() != r) {
        table_->setSceneRect(r);
        table_->relayout();
    }
    setSceneRect(r);
}

void MeldTableView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fitScene();
}

void MeldTableView::showEvent(QShowEvent* event) {
    QGraphicsView::showEvent(event);
    fitScene();
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/indian_table_view.h"

#include "table/table_scene.h"

namespace rummy {

IndianTableView::IndianTableView(TableScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), table_(scene) {
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setAccessibleName(tr("Card table"));
    setAccessibleDescription(
        tr("Opponents around the top, the decks in the middle, your hand at the bottom"));
    setMinimumSize(640, 400);
    setFocusPolicy(Qt::StrongFocus);  // arrows and Space play the hand (TableScene)
}

void IndianTableView::fitScene() {
    const QRectF r(QPointF(0, 0), QSizeF(viewport()->size()));
    table_->setDevicePixelRatio(devicePixelRatioF());
    if (table_->sceneRect() != r) {
        table_->setSceneRect(r);
        table_->relayout();
    }
    setSceneRect(r);
}

void IndianTableView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fitScene();
}

void IndianTableView::showEvent(QShowEvent* event) {
    QGraphicsView::showEvent(event);
    fitScene();
}

}  // namespace rummy

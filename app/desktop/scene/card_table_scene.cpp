// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/card_table_scene.h"

#include <QKeyEvent>
#include <QPainter>
#include <QRadialGradient>
#include <algorithm>

#include "controller/game_controller.h"
#include "scene/card_cache.h"
#include "scene/card_item.h"
#include "scene/pile_zone.h"
#include "scene/stock_zone.h"
#include "text/desktop_text.h"

namespace rummy {

CardTableScene::CardTableScene(GameController* controller, CardCache* cache, int stockDepth,
                               QObject* parent)
    : QGraphicsScene(parent),
      cards_(this,
             [this](CardItem* item) {
                 connect(item, &CardItem::clicked, this, [this](CardItem* i) { cardClicked(i); });
                 item->setHoverHandler([this](CardItem* i) { cardDragged(i); });
                 item->setDropHandler([this](CardItem* i) { return cardDropped(i); });
             }),
      cache_(cache),
      table_(controller) {
    setItemIndexMethod(QGraphicsScene::NoIndex);  // few items that move a lot
    stock_ = std::make_unique<StockZone>(this, stockDepth, [this] { drawFromStock(); });
    pile_ = std::make_unique<PileZone>([this](Card c) { return pileCardItem(c); });
    // The family's sync first, then the hint goes: it pointed at the position before.
    connect(controller, &GameController::stateChanged, this, &CardTableScene::sync);
    connect(controller, &GameController::stateChanged, this, &CardTableScene::clearHint);
    connect(cache, &CardCache::rendered, this, &CardTableScene::refreshPixmaps);
}

CardTableScene::~CardTableScene() = default;

void CardTableScene::setDevicePixelRatio(qreal dpr) {
    if (!qFuzzyCompare(dpr, dpr_)) {
        dpr_ = dpr;
        relayout();
    }
}

void CardTableScene::setAnimationMs(int ms) {
    animationMs_ = ms;
    cards_.setReturnMs(ms);
}

void CardTableScene::setBackElement(const QString& elementId) {
    backElement_ = elementId;
    refreshPixmaps();
}

void CardTableScene::setTableColour(const QColor& colour) {
    tableColour_ = colour;
    update();
}

void CardTableScene::drawFromStock() {
    (void)table_->play(moves::DrawClosed{});
}

QPixmap CardTableScene::pixmap(const QString& elementId, QSize size) const {
    return cache_->pixmapOrStale(elementId, size, dpr_);
}

void CardTableScene::paintFace(CardItem* item, QSizeF size) const {
    item->setPixmap(pixmap(text::elementId(item->card()), size.toSize()), size);
}

void CardTableScene::paintBack(CardItem* item, QSizeF size) const {
    item->setPixmap(backPixmap(size.toSize()), size);
}

void CardTableScene::setStockBack(QSizeF size) {
    stock_->setBack(backPixmap(size.toSize()), size);
}

void CardTableScene::pointHintAt(CardItem* item) {
    if (!hintRing_ && item) {
        // Made at the first hint, above everything added before it.
        auto* ring = new HintRing;
        addItem(ring);
        hintRing_ = ring;
    }
    if (hintRing_) hintRing_->follow(item);
}

void CardTableScene::clearHint() {
    if (hintRing_) hintRing_->follow(nullptr);
}

void CardTableScene::keyPressEvent(QKeyEvent* event) {
    if (!keyPressed(event->key())) return QGraphicsScene::keyPressEvent(event);
    event->accept();
}

// The felt, alike at every table: lit from above the centre, darker towards the rim.
void CardTableScene::drawBackground(QPainter* painter, const QRectF& rect) {
    const QRectF scene = sceneRect();
    QRadialGradient g(scene.center() - QPointF(0, scene.height() * 0.15),
                      std::max(scene.width(), scene.height()) * 0.75);
    g.setColorAt(0.0, tableColour_.lighter(132));
    g.setColorAt(0.6, tableColour_);
    g.setColorAt(1.0, tableColour_.darker(185));
    painter->fillRect(rect, g);
}

}  // namespace rummy

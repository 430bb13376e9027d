// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QGraphicsScene>
#include <QPixmap>
#include <QPointer>
#include <memory>

#include "cards/card.h"
#include "scene/card_items.h"
#include "scene/hint_ring.h"

namespace rummy {

class CardCache;
class CardItem;
class PileZone;
class StockZone;
class GameController;

// What every desktop table shares, whatever the game: the felt in the colour chosen in
// Settings; the look of the cards (the deck's back, the device pixel ratio) and the pace of
// their glides; one item a face-up card, by card id (CardItems); the stock and the discard
// pile (StockZone, PileZone); the hint's ring; and the plumbing that hands the cards' clicks,
// drags and drops and the keyboard to the game's input. Each family's scene derives from it
// and adds only its own layout and input: IndianScene (13- and 21-card Indian Rummy),
// GinTableScene, TableGameScene (Straight Rummy, 500, 51, Kaluki). CardTableView shows any of
// them.
class CardTableScene : public QGraphicsScene {
    Q_OBJECT
public:
    ~CardTableScene() override;

    void setDevicePixelRatio(qreal dpr);
    void setAnimationMs(int ms);
    // The look chosen in Settings: which back the face-down cards show, the felt's colour.
    void setBackElement(const QString& elementId);
    QString backElement() const { return backElement_; }
    void setTableColour(const QColor& colour);
    QColor tableColour() const { return tableColour_; }

    // What the view tells a screen reader the table is, and how it is laid out.
    virtual QString accessibleName() const = 0;
    virtual QString accessibleDescription() const = 0;

    // The hint's ring round a card or a pile; null until the first hint.
    HintRing* hintRing() const { return hintRing_; }

public slots:
    virtual void relayout() = 0;        // the size changed: geometry now, no animation
    virtual void sync() = 0;            // the game changed: cards move to their new places
    virtual void refreshPixmaps() = 0;  // the cache has rendered the size, or a new back
    virtual void clearHint();           // any change of the game makes a hint stale

protected:
    // `stockDepth`: how many backs the stock shows stacked.
    CardTableScene(GameController* controller, CardCache* cache, int stockDepth, QObject* parent);

    // The game's input, which the cards and the keyboard lead to. A click on a card (not a
    // drag); a card carried over the table; a card let go where no handler of its role took
    // it (true: accepted); a key (false: not one of the table's).
    virtual void cardClicked(CardItem* item) = 0;
    virtual void cardDragged(CardItem*) {}
    virtual bool cardDropped(CardItem*) { return false; }
    virtual bool keyPressed(int key) = 0;
    // A click on the stock: a draw from it.
    virtual void drawFromStock();
    // The item that shows a card of the discard pile, faced at the pile's size.
    virtual CardItem* pileCardItem(Card card) = 0;

    QPixmap pixmap(const QString& elementId, QSize size) const;
    QPixmap backPixmap(QSize size) const { return pixmap(backElement_, size); }
    void paintFace(CardItem* item, QSizeF size) const;
    void paintBack(CardItem* item, QSizeF size) const;
    void setStockBack(QSizeF size);
    // The hint's ring round `item` (null: no ring).
    void pointHintAt(CardItem* item);

    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void keyPressEvent(QKeyEvent* event) override;

    int animationMs_ = 200;
    QString backElement_ = QStringLiteral("back-red");
    CardItems cards_;  // face up: hands, piles, melds
    std::unique_ptr<StockZone> stock_;
    std::unique_ptr<PileZone> pile_;

private:
    CardCache* cache_;
    qreal dpr_ = 1.0;
    QColor tableColour_ = QColor(24, 96, 56);
    GameController* table_;
    QPointer<HintRing> hintRing_;
};

}  // namespace rummy

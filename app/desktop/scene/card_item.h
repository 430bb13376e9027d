// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QGraphicsObject>
#include <QPixmap>
#include <QPointer>
#include <functional>

#include "cards/card.h"

class QPropertyAnimation;

namespace rummy {

// One card on the table. Dragging uses the item's own mouse events inside the scene (not
// QDrag, which QTest cannot drive and which leaves the scene): it starts after the platform's
// drag distance, and on release the table decides whether the card landed somewhere that
// accepts it; if not, the card glides back home.
class CardItem : public QGraphicsObject {
    Q_OBJECT
public:
    // Returns true when the table accepted the card where it was dropped.
    using DropHandler = std::function<bool(CardItem*)>;

    CardItem(Card card, QGraphicsItem* parent = nullptr);

    Card card() const { return card_; }
    void setPixmap(const QPixmap& pm, QSizeF size);
    QSizeF size() const { return size_; }
    const QPixmap& pixmap() const { return pixmap_; }
    void setDraggable(bool on) { draggable_ = on; }
    void setReturnMs(int ms) { returnMs_ = ms; }  // the glide home after a refused drop
    bool isDragging() const { return dragging_; }
    void setSelectedCard(bool on);
    bool isSelectedCard() const { return selected_; }
    bool hasKeyboardFocusMark() const { return highlighted_; }
    QColor outline() const { return outline_; }
    void setHighlighted(bool on);
    // A coloured edge that says something about the card (on the Gin table: laid off, the
    // upcard on offer); an invalid colour removes it.
    void setOutline(const QColor& colour);
    // A gold star on the card's left edge, the part a fanned hand leaves visible: 21-card's
    // value cards.
    void setBadge(bool on);
    bool hasBadge() const { return badge_; }
    void setHome(QPointF pos, qreal z, int animateMs);  // where the card rests
    QPointF home() const { return home_; }
    void setDropHandler(DropHandler h) { dropHandler_ = std::move(h); }
    void setHoverHandler(std::function<void(CardItem*)> h) { hoverHandler_ = std::move(h); }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

signals:
    void clicked(rummy::CardItem* item);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;

private:
    void glideTo(QPointF pos, int ms);

    Card card_;
    QPixmap pixmap_;
    QSizeF size_{70, 98};
    QPointF home_;
    qreal homeZ_ = 0;
    qreal rise() const;  // how far it is drawn above its place (the keyboard focus)
    QPointF pressScene_;
    QPointF pressOffset_;
    int returnMs_ = 200;
    bool pressed_ = false;
    bool dragging_ = false;
    bool draggable_ = false;
    bool selected_ = false;
    bool highlighted_ = false;
    bool badge_ = false;
    QColor outline_;
    DropHandler dropHandler_;
    std::function<void(CardItem*)> hoverHandler_;
    QPointer<QPropertyAnimation> animation_;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QGraphicsObject>
#include <QString>

namespace rummy {

// A button drawn on the felt (Take and Pass at the first upcard, Next hand after a showdown):
// a rounded pill with a word on it that lights under the mouse. The table's own buttons, so
// that the choice sits beside the cards it is about; each also has a toolbar action and a key.
class PillButton : public QGraphicsObject {
    Q_OBJECT
public:
    explicit PillButton(QGraphicsItem* parent = nullptr);

    void setText(const QString& text);
    QString text() const { return text_; }
    void setPixelSize(int px);
    void setColors(QColor background, QColor foreground);
    void setMinimumWidth(qreal w);
    void placeAt(QPointF centre);
    QSizeF size() const { return size_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

signals:
    void clicked();

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;

private:
    void updateSize();

    QString text_;
    int pixelSize_ = 16;
    qreal minWidth_ = 0;
    QColor bg_{255, 205, 60};
    QColor fg_{30, 30, 30};
    QSizeF size_;
    bool hovered_ = false;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QString>

namespace rummy {

// A line of text on a rounded pill, legible on the felt at any size: group labels, pile
// captions, the hand's points and the turn banner. Positioned by its centre.
class LabelItem : public QGraphicsItem {
public:
    explicit LabelItem(QGraphicsItem* parent = nullptr);
    void setText(const QString& text);
    void setColors(QColor background, QColor foreground);
    void setPixelSize(int px);
    void setMaxWidth(qreal w);                          // elided beyond it
    void setAlignment(Qt::Alignment a) { align_ = a; }  // AlignLeft / AlignHCenter / AlignRight
    void placeAt(QPointF anchor);  // centre (or left / right edge) and vertical centre
    // The dealer button after the text (the player's own panel when they deal).
    void setDealerChip(bool on);
    bool hasDealerChip() const { return chip_; }
    QString text() const { return text_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void updateSize();

    QString text_;
    QString shown_;
    QColor bg_{0, 0, 0, 110};
    QColor fg_{Qt::white};
    int pixelSize_ = 14;
    int shownSize_ = 14;
    qreal maxWidth_ = 1e6;
    QSizeF size_;
    Qt::Alignment align_ = Qt::AlignHCenter;
    bool chip_ = false;
};

}  // namespace rummy

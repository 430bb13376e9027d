// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QStringList>

namespace rummy {

// What a finished Gin hand came to, in the middle of the table: a headline ("Undercut!",
// "Gin!", "Void hand") over a few lines with both counts, the points and, at the end of a
// game, the final score. Sized to its text within the room it is given; centred on a point.
class GinResultPanel : public QGraphicsItem {
public:
    explicit GinResultPanel(QGraphicsItem* parent = nullptr);

    void setContent(const QString& title, const QStringList& lines, const QColor& accent);
    void setMetrics(int pixelSize, qreal maxWidth);
    void placeAt(QPointF centre);
    QString title() const { return title_; }
    const QStringList& lines() const { return lines_; }
    QSizeF size() const { return size_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void updateSize();

    QString title_;
    QStringList lines_;
    QColor accent_{255, 205, 60};
    int pixelSize_ = 16;
    qreal maxWidth_ = 400;
    QSizeF size_;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsObject>
#include <QPixmap>
#include <QString>

namespace rummy {

// An opponent's place at the table: a small fan of card backs, the name, how many cards they
// hold and their score, the dealer mark, and a glow while it is their turn.
class SeatItem : public QGraphicsObject {
    Q_OBJECT
public:
    struct Info {
        QString name;
        QString detail;  // "13 cards · 0 pts" or the outcome when out of the deal
        bool dealer = false;
        bool active = false;  // their turn
        bool out = false;     // dropped, sitting out, lost
        int cards = 0;
        qreal timeLeft = -1;  // the turn timer: 1 at the start, 0 at the end; -1 none
    };

    explicit SeatItem(QGraphicsItem* parent = nullptr);
    void setInfo(const Info& info);
    void setGeometry(QSizeF size, const QPixmap& back, QSizeF backSize);
    const Info& info() const { return info_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Info info_;
    QSizeF size_{160, 90};
    QPixmap back_;
    QSizeF backSize_;
};

}  // namespace rummy

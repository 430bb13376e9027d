// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointF>

class QGraphicsScene;
class QPixmap;

namespace rummy {

// Cards in flight over a table: a bot's draw from a pile to its seat, the backs of a deal.
// A flight is a plain pixmap item that glides (and shrinks or grows) from one place to another
// and deletes itself; the real card items are laid out by the scene as usual, so a flight never
// decides where anything ends up and turning animations off loses nothing. Both tables use it.
class CardFlights : public QObject {
public:
    explicit CardFlights(QGraphicsScene* scene);  // the scene owns the flights

    // Hidden until `delayMs` have passed, then `durationMs` on the way.
    void fly(const QPixmap& pixmap, QPointF from, QPointF to, qreal endScale, int durationMs,
             int delayMs = 0);

private:
    QGraphicsScene* scene_;
};

}  // namespace rummy

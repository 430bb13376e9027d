// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPixmap>
#include <QPointF>
#include <cstdint>
#include <functional>

#include "cards/card.h"
#include "game/move.h"

class QGraphicsScene;

namespace rummy {

class CardFlights;
class IndianController;
struct IndianLayout;

// The bots' moves and the deal on the Indian table (IndianScene), shown as cards in flight
// (CardFlights): a back from the closed deck to the seat that drew it, the open card to the
// seat that took it, a discard from the seat to the open deck, and backs dealt round the table
// at the start of a deal while the player's own cards glide in one after another. Knows which
// deal the table has shown being dealt.
class IndianFlights {
public:
    // What the flights need of the table; geometry, pace and back are the scene's, as they are
    // at each flight.
    struct Table {
        const IndianLayout& geo;
        const int& animationMs;
        const QString& backElement;
        std::function<QPointF(int seat)> seatCardPos;        // where a seat's cards fly to
        std::function<QPixmap(const QString&)> pixmap;       // a card-sized face or back
        std::function<void(Card card, QPointF from)> start;  // the card's item starts there
    };

    IndianFlights(QGraphicsScene* scene, const IndianController& controller, Table table);

    void showMove(int seat, const Move& move);
    // A new deal (or match) since the last call: backs go round the table, and dealing() holds
    // until dealt() (the sync that lays the deal out is over).
    void showDeal();
    bool dealing() const { return dealing_; }
    void dealt() { dealing_ = false; }
    int dealGlideMs(int index) const;  // how long the index-th hand card glides

private:
    const IndianController& controller_;
    Table table_;
    CardFlights* flights_;
    int dealShown_ = -1;               // the deal the table has shown being dealt
    std::uint64_t dealSeedShown_ = 0;  // and its match (a new match restarts the count)
    bool dealing_ = false;             // this sync lays out a fresh deal
};

}  // namespace rummy

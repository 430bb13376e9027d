// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/indian_flights.h"

#include "controller/indian_controller.h"
#include "scene/card_flights.h"
#include "scene/indian_layout.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {
constexpr qreal kSeatCardScale = 0.42;  // an opponent's backs are this fraction of a card
constexpr int kDealStaggerMs = 45;      // between two cards of the deal
}  // namespace

IndianFlights::IndianFlights(QGraphicsScene* scene, const IndianController& controller, Table table)
    : controller_(controller), table_(std::move(table)), flights_(new CardFlights(scene)) {
    // The deal already on the table when the window opens is not dealt again.
    dealShown_ = static_cast<int>(controller_.match().deals().size());
    dealSeedShown_ = controller_.match().seed();
}

void IndianFlights::showMove(int seat, const Move& move) {
    const int ms = table_.animationMs;
    if (ms <= 0 || seat == IndianController::kHumanSeat) return;
    // The move says what was done; which card a draw took is the engine's to say (a draw
    // names no card), so that one comes from the round's history.
    const auto& history = controller_.round().history();
    if (history.empty() || history.back().seat != seat) return;
    const std::optional<Card> drawn = history.back().card;
    const QPointF seatPos = table_.seatCardPos(seat);
    const IndianLayout& geo = table_.geo;
    // Every kind listed, no default: a new move must say how it flies.
    switch (kindOf(move)) {
        case MoveKind::DrawClosed:
            // Only the back: which card it was is the bot's secret.
            flights_->fly(table_.pixmap(table_.backElement), geo.closed.topLeft(), seatPos,
                          kSeatCardScale, ms * 2);
            break;
        case MoveKind::DrawOpen:
            if (drawn)
                flights_->fly(table_.pixmap(text::elementId(*drawn)), geo.open.topLeft(), seatPos,
                              kSeatCardScale, ms * 2);
            break;
        case MoveKind::Discard:
            // The discard's item starts at the seat; sync() glides it onto the open deck.
            table_.start(std::get<moves::Discard>(move).card, seatPos);
            break;
        case MoveKind::Finish:
        case MoveKind::Drop:
        case MoveKind::MissTurn:
        case MoveKind::Pass:
        case MoveKind::Knock:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            break;
    }
}

void IndianFlights::showDeal() {
    const IndianMatch& match = controller_.match();
    const int deal = static_cast<int>(match.deals().size());
    if (deal == dealShown_ && match.seed() == dealSeedShown_) return;
    dealShown_ = deal;
    dealSeedShown_ = match.seed();
    const int ms = table_.animationMs;
    dealing_ = ms > 0;
    if (!dealing_) return;
    // Backs go round the table, one per seat and card, as a dealer would deal them; the
    // player's own cards arrive face up through the hand's layout.
    const IndianRound& round = controller_.round();
    const int hand = match.rules().handSize;
    const QPixmap back = table_.pixmap(table_.backElement);
    int k = 0;
    for (int card = 0; card < std::min(hand, 3); ++card)  // three rounds are enough to read
        for (int seat = 1; seat < match.players(); ++seat)
            if (!round.hand(seat).empty())
                flights_->fly(back, table_.geo.closed.topLeft(), table_.seatCardPos(seat),
                              kSeatCardScale, ms * 2, kDealStaggerMs * k++);
}

int IndianFlights::dealGlideMs(int index) const {
    return dealing_ ? table_.animationMs * 2 + kDealStaggerMs * index : table_.animationMs;
}

}  // namespace rummy

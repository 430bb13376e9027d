// SPDX-License-Identifier: GPL-3.0-or-later
// The bots' moves and the deal, shown as cards in flight: a back from the closed deck to the
// seat that drew it, the open card to the seat that took it, a discard from the seat to the
// open deck, and backs dealt round the table at the start of a deal. Ghosts are plain pixmap
// items that delete themselves; the real card items are laid out by sync() as usual, so a
// flight never decides where anything ends up and turning animations off loses nothing.
#include <QGraphicsPixmapItem>
#include <QVariantAnimation>

#include "controller/game_controller.h"
#include "table/card_cache.h"
#include "table/card_item.h"
#include "table/seat_item.h"
#include "table/table_scene.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {
constexpr qreal kFlightZ = 5000;        // above the hand and the piles
constexpr qreal kSeatCardScale = 0.42;  // an opponent's backs are this fraction of a card
constexpr int kDealStaggerMs = 45;      // between two cards of the deal
}  // namespace

QPointF TableScene::seatCardPos(int seat) const {
    const int i = seat - 1;  // seats_ holds the opponents, seat 1 first
    if (i < 0 || i >= static_cast<int>(seats_.size())) return geo_.closed.topLeft();
    const QRectF r = seats_[static_cast<std::size_t>(i)]->sceneBoundingRect();
    return r.topLeft() + QPointF(r.height() * 0.12, r.height() * 0.12);
}

void TableScene::flyGhost(const QString& elementId, QPointF from, QPointF to, qreal endScale,
                          int delayMs) {
    const QSize size(static_cast<int>(geo_.cardW), static_cast<int>(geo_.cardH));
    auto* ghost = new QGraphicsPixmapItem(cache_->pixmapOrStale(elementId, size, dpr_));
    ghost->setTransformationMode(Qt::SmoothTransformation);
    ghost->setZValue(kFlightZ);
    ghost->setPos(from);
    ghost->setVisible(delayMs == 0);
    addItem(ghost);
    auto* anim = new QVariantAnimation(this);
    anim->setDuration(animationMs_ * 2);
    anim->setStartValue(0.0);
    anim->setEndValue(1.0);
    anim->setEasingCurve(QEasingCurve::InOutCubic);
    connect(anim, &QVariantAnimation::valueChanged, this,
            [ghost, from, to, endScale](const QVariant& v) {
                const qreal t = v.toReal();
                ghost->setVisible(true);
                ghost->setPos(from + (to - from) * t);
                ghost->setScale(1.0 + (endScale - 1.0) * t);
            });
    connect(anim, &QVariantAnimation::finished, this, [this, ghost] {
        removeItem(ghost);
        delete ghost;
    });
    if (delayMs > 0) {
        auto* wait = new QVariantAnimation(this);  // a pause that dies with the scene
        wait->setDuration(delayMs);
        wait->setStartValue(0);
        wait->setEndValue(1);
        connect(wait, &QVariantAnimation::finished, anim,
                [anim] { anim->start(QAbstractAnimation::DeleteWhenStopped); });
        wait->start(QAbstractAnimation::DeleteWhenStopped);
    } else {
        anim->start(QAbstractAnimation::DeleteWhenStopped);
    }
}

void TableScene::showMove(int seat, const Move& move) {
    if (animationMs_ <= 0 || seat == GameController::kHumanSeat) return;
    // The move says what was done; which card a draw took is the engine's to say (a draw
    // names no card), so that one comes from the round's history.
    const auto& history = controller_->round().history();
    if (history.empty() || history.back().seat != seat) return;
    const std::optional<Card> drawn = history.back().card;
    const QPointF seatPos = seatCardPos(seat);
    // Every kind listed, no default: a new move must say how it flies.
    switch (kindOf(move)) {
        case MoveKind::DrawClosed:
            // Only the back: which card it was is the bot's secret.
            flyGhost(backElement_, geo_.closed.topLeft(), seatPos, kSeatCardScale, 0);
            break;
        case MoveKind::DrawOpen:
            if (drawn)
                flyGhost(text::elementId(*drawn), geo_.open.topLeft(), seatPos, kSeatCardScale, 0);
            break;
        case MoveKind::Discard: {
            // The discard's item starts at the seat; sync() glides it onto the open deck.
            const Card card = std::get<moves::Discard>(move).card;
            if (!cards_.contains(card.id())) itemFor(card)->setPos(seatPos);
            break;
        }
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

void TableScene::showDeal() {
    const Match& match = controller_->match();
    const int deal = static_cast<int>(match.deals().size());
    if (deal == dealShown_ && match.seed() == dealSeedShown_) return;
    dealShown_ = deal;
    dealSeedShown_ = match.seed();
    dealing_ = animationMs_ > 0;
    if (!dealing_) return;
    // Backs go round the table, one per seat and card, as a dealer would deal them; the
    // player's own cards arrive face up through layoutHand().
    const RoundState& round = controller_->round();
    const int hand = match.rules().handSize;
    int k = 0;
    for (int card = 0; card < std::min(hand, 3); ++card)  // three rounds are enough to read
        for (int seat = 1; seat < match.players(); ++seat)
            if (!round.hand(seat).empty())
                flyGhost(backElement_, geo_.closed.topLeft(), seatCardPos(seat), kSeatCardScale,
                         kDealStaggerMs * k++);
}

int TableScene::dealGlideMs(int index) const {
    return dealing_ ? animationMs_ * 2 + kDealStaggerMs * index : animationMs_;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
// The Gin table's input (clicks that select, drops on the discard pile and the Knock target,
// the keyboard), the hint ring, and the opponent's moves shown as cards in flight.
#include <QGraphicsPathItem>
#include <QGraphicsPixmapItem>
#include <QKeyEvent>
#include <QTimer>
#include <QVariantAnimation>
#include <algorithm>

#include "controller/gin_controller.h"
#include "table/card_cache.h"
#include "table/card_item.h"
#include "table/gin_table_scene.h"
#include "table/hint_ring.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {
constexpr qreal kFlightZ = 5000;  // above the hand and the piles

qreal overlap(QRectF a, QRectF b) {
    const QRectF i = a.intersected(b);
    return i.isValid() ? i.width() * i.height() : 0;
}
}  // namespace

bool GinTableScene::canKnockWith(Card card) const {
    const GinView v = controller_->view();
    return std::find(v.legal.begin(), v.legal.end(), Move(moves::Knock{card, {}})) != v.legal.end();
}

GinTableScene::Target GinTableScene::targetFor(const CardItem* item) const {
    const QRectF r(item->pos(), item->size());
    const qreal discard = overlap(r, geo_.discard), knock = overlap(r, geo_.knock);
    if (discard <= 0 && knock <= 0) return Target::None;
    return discard >= knock ? Target::Discard : Target::Knock;
}

void GinTableScene::hover(CardItem* item) {
    const bool fromHand =
        std::find(handIds_.begin(), handIds_.end(), item->card().id()) != handIds_.end();
    const Target t = fromHand ? targetFor(item) : Target::None;
    const QPen normal(QColor(255, 255, 255, 110), 2, Qt::DashLine);
    const QPen lit(QColor(255, 205, 60), 4, Qt::SolidLine);
    // Over the Knock target, green when this card would knock, red when it would not.
    const QPen knockPen(canKnockWith(item->card()) ? QColor(110, 230, 110) : QColor(235, 90, 80), 4,
                        Qt::SolidLine);
    discardFrame_->setPen(t == Target::Discard ? lit : normal);
    knockFrame_->setPen(t == Target::Knock ? knockPen : normal);
    discardFrame_->setZValue(t == Target::Discard ? 50 : 0);
}

bool GinTableScene::handCardDropped(CardItem* item) {
    hover(stockItem_);  // clears the highlight
    const Card card = item->card();
    switch (targetFor(item)) {
        case Target::Discard: {
            controller_->play(moves::Discard{card});
            const auto& hand = controller_->round().hand(GinController::kHumanSeat);
            return std::find(hand.begin(), hand.end(), card) == hand.end();
        }
        case Target::Knock:
            // The question is a modal dialog: ask after the mouse release has unwound.
            QTimer::singleShot(0, this, [this, card] { emit knockRequested(card); });
            return false;
        case Target::None:
            return moveWithinHand(item);
    }
    return false;
}

bool GinTableScene::discardDropped(CardItem* item) {
    // Dragged down to the hand: the same as clicking it.
    if (item->pos().y() + item->size().height() / 2 < geo_.handTop - 0.3 * geo_.cardH) return false;
    controller_->play(moves::DrawOpen{});
    return controller_->view().phase == GinPhase::Discard;
}

void GinTableScene::cardClicked(CardItem* item) {
    const Card card = item->card();
    if (item == discardTopItem()) {
        controller_->play(moves::DrawOpen{});
        return;
    }
    if (std::find(handIds_.begin(), handIds_.end(), card.id()) == handIds_.end()) return;
    const auto it = std::find(handIds_.begin(), handIds_.end(), card.id());
    focus_ = static_cast<int>(it - handIds_.begin());
    selectCard(selected_ == card ? std::nullopt : std::optional<Card>(card));
}

void GinTableScene::keyPressEvent(QKeyEvent* event) {
    const std::vector<CardItem*> hand = handItems();
    if (hand.empty() || showdownShown()) return QGraphicsScene::keyPressEvent(event);
    const int n = static_cast<int>(hand.size());
    switch (event->key()) {
        case Qt::Key_Left:
            focus_ = focus_ <= 0 ? n - 1 : focus_ - 1;
            break;
        case Qt::Key_Right:
            focus_ = focus_ < 0 || focus_ >= n - 1 ? 0 : focus_ + 1;
            break;
        case Qt::Key_Home:
            focus_ = 0;
            break;
        case Qt::Key_End:
            focus_ = n - 1;
            break;
        case Qt::Key_Space:
            if (focus_ >= 0 && focus_ < n) cardClicked(hand[static_cast<std::size_t>(focus_)]);
            event->accept();
            return;
        default:
            return QGraphicsScene::keyPressEvent(event);
    }
    for (int i = 0; i < n; ++i) hand[static_cast<std::size_t>(i)]->setHighlighted(i == focus_);
    event->accept();
}

void GinTableScene::setHintCard(std::optional<Card> card) {
    CardItem* item = card ? cards_.value(card->id(), nullptr) : nullptr;
    hintRing_->follow(item);
}

void GinTableScene::setHintPile(HintPile pile) {
    hintRing_->follow(pile == HintPile::Stock     ? stockItem_
                      : pile == HintPile::Discard ? discardTopItem()
                                                  : nullptr);
}

void GinTableScene::clearHint() {
    hintRing_->follow(nullptr);
}

void GinTableScene::flyGhost(const QString& elementId, QPointF from, QPointF to, qreal endScale) {
    const QSize size(static_cast<int>(geo_.cardW), static_cast<int>(geo_.cardH));
    auto* ghost = new QGraphicsPixmapItem(cache_->pixmapOrStale(elementId, size, dpr_));
    ghost->setTransformationMode(Qt::SmoothTransformation);
    ghost->setZValue(kFlightZ);
    ghost->setPos(from);
    addItem(ghost);
    auto* anim = new QVariantAnimation(this);
    anim->setDuration(animationMs_ * 2);
    anim->setStartValue(0.0);
    anim->setEndValue(1.0);
    anim->setEasingCurve(QEasingCurve::InOutCubic);
    connect(anim, &QVariantAnimation::valueChanged, this,
            [ghost, from, to, endScale](const QVariant& v) {
                const qreal t = v.toReal();
                ghost->setPos(from + (to - from) * t);
                ghost->setScale(1.0 + (endScale - 1.0) * t);
            });
    connect(anim, &QVariantAnimation::finished, this, [this, ghost] {
        removeItem(ghost);
        delete ghost;
    });
    anim->start(QAbstractAnimation::DeleteWhenStopped);
}

void GinTableScene::showMove(int seat, const Move& move) {
    if (animationMs_ <= 0 || seat == GinController::kHumanSeat) return;
    const auto& history = controller_->round().history();
    if (history.empty() || history.back().seat != seat) return;
    const QPointF to(geo_.opponentRow.center().x() - geo_.opponentCardW() / 2,
                     geo_.opponentRow.top());
    const qreal scale = GinTableLayout::kOpponentScale;
    // Every kind listed, no default: a new move must say how it flies.
    switch (kindOf(move)) {
        case MoveKind::DrawClosed:
            // Only the back: which card it was is the opponent's secret.
            flyGhost(backElement_, geo_.stock.topLeft(), to, scale);
            break;
        case MoveKind::DrawOpen:
            if (history.back().card)
                flyGhost(text::elementId(*history.back().card), geo_.discard.topLeft(), to, scale);
            break;
        case MoveKind::Discard:
        case MoveKind::Knock: {
            // The thrown card starts at the opponent's row; sync() glides it onto the pile.
            const Card card = kindOf(move) == MoveKind::Discard
                                  ? std::get<moves::Discard>(move).card
                                  : std::get<moves::Knock>(move).card;
            if (!cards_.contains(card.id())) itemFor(card)->setPos(to);
            break;
        }
        case MoveKind::Pass:
        case MoveKind::Finish:
        case MoveKind::Drop:
        case MoveKind::MissTurn:
        case MoveKind::Meld:
        case MoveKind::LayOff:
        case MoveKind::Swap:
        case MoveKind::Take:
        case MoveKind::Done:
            break;
    }
}

}  // namespace rummy

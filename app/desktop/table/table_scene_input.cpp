// SPDX-License-Identifier: GPL-3.0-or-later
// TableScene, the player's input: drops on the piles and in the hand, clicks that select, the
// keyboard. The layout is in table_scene.cpp.
#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QTimer>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "controller/game_controller.h"
#include "table/card_item.h"
#include "table/label_item.h"
#include "table/table_scene.h"

namespace rummy {

namespace {
qreal overlap(QRectF a, QRectF b) {
    const QRectF i = a.intersected(b);
    return i.isValid() ? i.width() * i.height() : 0;
}
}  // namespace

TableScene::Target TableScene::targetFor(const CardItem* item) const {
    const QRectF r(item->pos(), item->size());
    const qreal open = overlap(r, geo_.open), finish = overlap(r, geo_.finish);
    if (open <= 0 && finish <= 0) return Target::None;
    return open >= finish ? Target::Open : Target::Finish;
}

void TableScene::hover(CardItem* item) {
    const bool fromHand =
        std::find(handIds_.begin(), handIds_.end(), item->card().id()) != handIds_.end();
    const Target t = fromHand ? targetFor(item) : Target::None;
    const QPen normal(QColor(255, 255, 255, 110), 2, Qt::DashLine);
    const QPen lit(QColor(255, 205, 60), 4, Qt::SolidLine);
    openFrame_->setPen(t == Target::Open ? lit : normal);
    finishFrame_->setPen(t == Target::Finish ? lit : normal);
    openFrame_->setZValue(t == Target::Open ? 50 : 0);
    // Dragging within the hand: both ends of it are targets for a new group, lit when the card
    // is over one (issue 16, item 10).
    const bool dragging = fromHand && item->isDragging() && t == Target::None;
    showNewGroupZones(dragging ? handEndFor(item) : 2);
}

int TableScene::handEndFor(const CardItem* item) const {
    const QRectF r(item->pos(), item->size());
    if (r.center().y() < geo_.handTop - 0.3 * geo_.cardH) return 0;
    return handEndAt(spans_, r.center().x(), geo_.cardW);
}

bool TableScene::handCardDropped(CardItem* item) {
    hover(closedItem_);  // clears the highlight
    const Card card = item->card();
    switch (targetFor(item)) {
        case Target::Open: {
            controller_->play(moves::Discard{card});
            const auto& hand = controller_->round().hand(GameController::kHumanSeat);
            return std::find(hand.begin(), hand.end(), card) == hand.end();
        }
        case Target::Finish:
            // The confirmation is a modal dialog: ask after the mouse release has unwound.
            QTimer::singleShot(0, this, [this, card] { emit finishRequested(card); });
            return false;
        case Target::None:
            return moveWithinHand(item);
    }
    return false;
}

// A card dropped on the hand joins the group under it at the slot nearest its left edge;
// dropped beyond either end it starts a group of its own there.
bool TableScene::moveWithinHand(CardItem* item) {
    const QRectF r(item->pos(), item->size());
    if (r.center().y() < geo_.handTop - 0.3 * geo_.cardH || spans_.empty()) return false;
    std::vector<std::vector<Card>> groups;
    for (const HandGroup& g : arrangement_.groups) groups.push_back(g.cards);
    if (groups.size() != spans_.size()) return false;
    const HandDrop drop = handDropAt(spans_, r.left(), r.center().x(), geo_.cardW);
    custom_ = moveCard(std::move(groups), item->card(), drop.target, drop.slot);
    layoutHand(animationMs_);
    return true;
}

bool TableScene::openCardDropped(CardItem* item) {
    if (item->pos().y() + item->size().height() / 2 < geo_.handTop - 0.3 * geo_.cardH) return false;
    controller_->play(moves::DrawOpen{});
    return controller_->view().phase == Phase::Discard;
}

void TableScene::cardClicked(CardItem* item) {
    const Card card = item->card();
    const auto& open = controller_->round().openDeck();
    if (!open.empty() && open.back().card == card) {
        controller_->play(moves::DrawOpen{});
        return;
    }
    if (std::find(handIds_.begin(), handIds_.end(), card.id()) == handIds_.end()) return;
    if (auto it = std::find(selection_.begin(), selection_.end(), card); it != selection_.end())
        selection_.erase(it);
    else
        selection_.push_back(card);
    layoutHand(animationMs_ / 2);
}

void TableScene::keyPressEvent(QKeyEvent* event) {
    const std::vector<CardItem*> hand = handItems();
    if (hand.empty()) return QGraphicsScene::keyPressEvent(event);
    const int n = static_cast<int>(hand.size());
    switch (event->key()) {
        case Qt::Key_Left:
            focus_ = focus_ <= 0 ? n - 1 : focus_ - 1;
            break;
        case Qt::Key_Right:
            focus_ = focus_ < 0 || focus_ >= n - 1 ? 0 : focus_ + 1;
            break;
        case Qt::Key_Home:  // the first and last card of the hand, as in any list
            focus_ = 0;
            break;
        case Qt::Key_End:
            focus_ = n - 1;
            break;
        case Qt::Key_Space:
            if (focus_ >= 0 && focus_ < n) cardClicked(hand[static_cast<std::size_t>(focus_)]);
            break;
        default:
            return QGraphicsScene::keyPressEvent(event);
    }
    for (int i = 0; i < n; ++i) hand[static_cast<std::size_t>(i)]->setHighlighted(i == focus_);
    event->accept();
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    const QPointF p = event->scenePos();
    if (openLabel_->sceneBoundingRect().contains(p) || (geo_.open.contains(p) && !openTopItem())) {
        QToolTip::showText(event->screenPos(), openHistoryText());
        event->accept();
        return;
    }
    QGraphicsScene::mousePressEvent(event);
}

}  // namespace rummy

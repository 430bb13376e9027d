// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/indian_scene.h"

#include <QGraphicsSceneMouseEvent>
#include <QTimer>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "controller/indian_controller.h"
#include "indian/value_cards.h"
#include "scene/card_cache.h"
#include "scene/card_item.h"
#include "scene/drop_targets.h"
#include "scene/indian_flights.h"
#include "scene/indian_texts.h"
#include "scene/label_item.h"
#include "scene/pile_zone.h"
#include "scene/seat_item.h"
#include "scene/stock_zone.h"
#include "text/desktop_text.h"

namespace rummy {

IndianScene::IndianScene(IndianController* controller, CardCache* cache, QObject* parent)
    : CardTableScene(controller, cache, 1, parent), controller_(controller) {
    // Made in this order (after the stock), which is the items' stacking order among equals.
    targets_ = std::make_unique<DropTargets>(this);
    hand_ = std::make_unique<IndianHandZone>(
        this, IndianHandZone::Cards{[this](Card c) { return itemFor(c); },
                                    [this](CardItem* i) { return handCardDropped(i); }});
    for (LabelItem** l : {&closedLabel_, &openLabel_, &wildLabel_, &finishLabel_, &handInfo_,
                          &handPoints_, &valueInfo_, &turnBanner_, &lastMove_}) {
        *l = new LabelItem;
        addItem(*l);
    }
    handInfo_->setAlignment(Qt::AlignLeft);
    handPoints_->setAlignment(Qt::AlignLeft);
    valueInfo_->setAlignment(Qt::AlignLeft);
    valueInfo_->setColors(QColor(250, 200, 40, 220), QColor(60, 35, 0));
    turnBanner_->setAlignment(Qt::AlignRight);
    lastMove_->setAlignment(Qt::AlignRight);
    turnBanner_->setColors(QColor(255, 205, 60, 230), QColor(30, 30, 30));
    connect(controller_, &IndianController::timerTick, this, &IndianScene::showTurnTimer);
    flights_ = std::make_unique<IndianFlights>(
        this, *controller_,
        IndianFlights::Table{
            geo_, animationMs_, backElement_, [this](int seat) { return seatCardPos(seat); },
            [this](const QString& elementId) { return pixmap(elementId, cardSize().toSize()); },
            [this](Card card, QPointF from) {
                if (!cards_.contains(card.id())) itemFor(card)->setPos(from);
            }});
    connect(controller_, &IndianController::moved, this,
            [this](int seat, const Move& move) { flights_->showMove(seat, move); });
    setSceneRect(0, 0, 1024, 640);
    relayout();
}

IndianScene::~IndianScene() = default;

QString IndianScene::accessibleName() const {
    return tr("Card table");
}

QString IndianScene::accessibleDescription() const {
    return tr("Opponents around the top, the decks in the middle, your hand at the bottom");
}

void IndianScene::setOwnGroups(const std::vector<std::vector<Card>>& groups) {
    hand_->setOwnGroups(groups);
    sync();
}

void IndianScene::setHandOrder(HandOrder order) {
    hand_->setOrder(order);
    sync();
}

std::optional<Card> IndianScene::selectedCard() const {
    const std::vector<Card>& selection = hand_->selection();
    return selection.empty() ? std::nullopt : std::optional<Card>(selection.back());
}

bool IndianScene::groupSelected() {
    if (!hand_->groupSelected()) return false;
    layoutHand(animationMs_);
    return true;
}

std::optional<std::vector<std::vector<Card>>> IndianScene::declaredGroups(Card card) const {
    return hand_->declaredGroups(card);
}

QRectF IndianScene::groupLabelRect(std::size_t group) const {
    return hand_->groupLabelRect(group);
}

QString IndianScene::openHistoryText(int limit) const {
    return IndianTexts::openHistory(*controller_, limit);
}

CardItem* IndianScene::closedDeckItem() const {
    return stock_->top();
}

CardItem* IndianScene::openTopItem() const {
    const auto& open = controller_->round().openDeck();
    return open.empty() ? nullptr : cards_.find(open.back().card.id());
}

std::vector<CardItem*> IndianScene::handItems() const {
    std::vector<CardItem*> out;
    for (int id : hand_->cardIds())
        if (CardItem* i = cards_.find(id)) out.push_back(i);
    return out;
}

void IndianScene::relayout() {
    geo_ = IndianLayout::compute(sceneRect(), controller_->match().rules().handSize);
    const int px = static_cast<int>(geo_.cardW * 0.15);
    for (LabelItem* l : {closedLabel_, openLabel_, wildLabel_, finishLabel_}) {
        l->setPixelSize(px);
        l->setMaxWidth(geo_.cardW * 1.3);
    }
    for (LabelItem* l : {handInfo_, handPoints_, valueInfo_, turnBanner_, lastMove_})
        l->setPixelSize(px + 1);
    valueInfo_->setMaxWidth(geo_.leftPanel.width());
    handInfo_->setMaxWidth(geo_.leftPanel.width());
    handPoints_->setMaxWidth(geo_.leftPanel.width());
    turnBanner_->setMaxWidth(geo_.rightPanel.width());
    lastMove_->setMaxWidth(geo_.rightPanel.width());
    zones_ = geo_.zones(sceneRect());
    targets_->setGeometry(zones_.rect(ZoneKind::Pile), zones_.rect(ZoneKind::FinishSlot),
                          geo_.cardW * 0.065);
    setStockBack(cardSize());
    for (CardItem* item : cards_.all()) paintFace(item, cardSize());
    layoutItems(0);
}

void IndianScene::sync() {
    // A match of the other Indian game (13 or 21 cards) lays the table out for its hand.
    if (controller_->match().rules().handSize != geo_.handSize) relayout();
    flights_->showDeal();
    layoutItems(animationMs_);
    flights_->dealt();
}

void IndianScene::refreshPixmaps() {
    setStockBack(cardSize());
    for (CardItem* item : cards_.all()) paintFace(item, cardSize());
    layoutSeats();
}

QSizeF IndianScene::cardSize() const {
    return QSizeF(QSize(static_cast<int>(geo_.cardW), static_cast<int>(geo_.cardH)));
}

CardItem* IndianScene::itemFor(Card card) {
    if (CardItem* existing = cards_.find(card.id())) return existing;
    CardItem* item = cards_.item(card, geo_.closed.topLeft());  // new cards come off the deck
    paintFace(item, cardSize());
    return item;
}

void IndianScene::layoutItems(int animateMs) {
    const PlayerView view = controller_->view();
    QSet<int> keep;
    for (Card c : view.hand) keep.insert(c.id());
    if (!view.pile.empty()) keep.insert(view.pile.back().card.id());
    if (view.wildCard) keep.insert(view.wildCard->id());
    cards_.keepOnly(keep);
    hand_->keepSelectionIn(view.hand);
    layoutSeats();
    layoutMiddle(animateMs);
    layoutHand(animateMs);
}

void IndianScene::layoutSeats() {
    const IndianMatch& match = controller_->match();
    const IndianRound& round = controller_->round();
    const int n = match.players() - 1;
    while (static_cast<int>(seats_.size()) < n) {
        seats_.push_back(new SeatItem);
        addItem(seats_.back());
    }
    while (static_cast<int>(seats_.size()) > n) {
        delete seats_.back();
        seats_.pop_back();
    }
    const std::vector<QRectF> rects = geo_.seatRects(n, sceneRect());
    const QSizeF back(geo_.cardW * 0.42, geo_.cardW * 0.42 * CardCache::kAspect);
    const QPixmap backPm = backPixmap(back.toSize());
    for (int i = 0; i < n; ++i) {
        const int seat = i + 1;
        SeatItem* item = seats_[static_cast<std::size_t>(i)];
        const QRectF& rect = rects[static_cast<std::size_t>(i)];
        item->setGeometry(rect.size(), backPm, QSizeF(back.toSize()));
        item->setPos(rect.topLeft());
        SeatItem::Info info;
        info.name = controller_->seatName(seat) + QStringLiteral(" · ") +
                    text::levelName(controller_->seatLevel(seat));
        info.cards = static_cast<int>(round.hand(seat).size());
        info.dealer = round.dealer() == seat;
        info.active = !round.isOver() && round.currentSeat() == seat;
        info.timeLeft = info.active ? controller_->turnTimeFraction() : -1;
        const Outcome o = round.outcome(seat);
        info.out = o != Outcome::Playing && o != Outcome::Won;
        info.detail = IndianTexts::seatDetail(*controller_, seat);
        item->setInfo(info);
    }
}

void IndianScene::layoutMiddle(int animateMs) {
    const PlayerView view = controller_->view();
    const qreal labelY = geo_.closed.bottom() + 0.22 * geo_.cardW;
    // An empty closed deck still shows a back to click while the open deck can be shuffled
    // into a new one (all but its top card): the draw rebuilds it.
    const bool canRebuild = view.stock == 0 && view.pile.size() >= 2;
    stock_->show(*zones_.find(ZoneKind::Stock), canRebuild ? 1 : view.stock);
    closedLabel_->setText(IndianTexts::closedDeck(view.stock, canRebuild));
    closedLabel_->placeAt(QPointF(geo_.closed.center().x(), labelY));
    if (view.wildCard) {
        CardItem* wild = itemFor(*view.wildCard);
        wild->setHome(zones_.rect(ZoneKind::WildCard).topLeft(), 0, animateMs);
    }
    wildLabel_->setText(IndianTexts::wild(view.wild.rank));
    wildLabel_->placeAt(QPointF(geo_.wild.center().x(), labelY));
    openLabel_->setText(IndianTexts::openDeck());
    openLabel_->placeAt(QPointF(geo_.open.center().x(), labelY));
    finishLabel_->setText(IndianTexts::finish());
    finishLabel_->placeAt(QPointF(geo_.finish.center().x(), labelY));
    pile_->show(*zones_.find(ZoneKind::Pile), QSizeF(geo_.cardW, geo_.cardH), view.pile, 2,
                [animateMs](CardItem*, int) { return animateMs; });
    if (CardItem* top = pile_->top()) {
        const bool canTake = controller_->humansTurn() && view.phase == Phase::Draw;
        top->setDraggable(canTake);
        top->setDropHandler([this](CardItem* i) { return openCardDropped(i); });
        top->setToolTip(openHistoryText());
    }
    targets_->setPileToolTip(openHistoryText());
    openLabel_->setToolTip(openHistoryText());

    // The player's panel on the left, the turn and the last move on the right.
    handInfo_->setText(playerStatusText());
    handInfo_->setDealerChip(controller_->round().dealer() == IndianController::kHumanSeat);
    handInfo_->placeAt(QPointF(geo_.leftPanel.left(), geo_.leftPanel.top() + geo_.cardH * 0.3));
    handPoints_->setText(handPointsText());
    handPoints_->placeAt(QPointF(geo_.leftPanel.left(), geo_.leftPanel.top() + geo_.cardH * 0.62));
    const QString values = valueCardsText();
    valueInfo_->setVisible(!values.isEmpty());
    valueInfo_->setText(values);
    valueInfo_->placeAt(QPointF(geo_.leftPanel.left(), geo_.leftPanel.top() + geo_.cardH * 0.94));
    const QString turn = IndianTexts::turn(*controller_);
    turnBanner_->setText(turn);
    turnBanner_->placeAt(
        QPointF(geo_.rightPanel.right(), geo_.rightPanel.top() + geo_.cardH * 0.3));
    lastMove_->setText(controller_->lastMove());
    lastMove_->placeAt(QPointF(geo_.rightPanel.right(), geo_.rightPanel.top() + geo_.cardH * 0.62));
}

std::optional<ValueFaces> IndianScene::dealValueFaces() const {
    const IndianRound& round = controller_->round();
    if (round.rules().variant != Variant::Indian21 || !round.wildCard()) return std::nullopt;
    return valueCardFaces(round.wildCard()->face());
}

QString IndianScene::valueCardsText() const {
    return IndianTexts::valueCards(dealValueFaces());
}

QString IndianScene::handPointsText() const {
    return IndianTexts::handPoints(*controller_, hand_->arrangement());
}

QString IndianScene::playerStatusText() const {
    return IndianTexts::playerStatus(*controller_);
}

void IndianScene::layoutHand(int animateMs) {
    hand_->layout(*controller_, geo_, sceneRect(), animateMs,
                  flights_->dealing() ? [this](int i) { return flights_->dealGlideMs(i); }
                                      : std::function<int(int)>(),
                  dealValueFaces());
    // layoutMiddle ran before the arrangement existed for this state: refresh the points.
    handPoints_->setText(handPointsText());
}

QPointF IndianScene::seatCardPos(int seat) const {
    const int i = seat - 1;  // seats_ holds the opponents, seat 1 first
    if (i < 0 || i >= static_cast<int>(seats_.size())) return geo_.closed.topLeft();
    const QRectF r = seats_[static_cast<std::size_t>(i)]->sceneBoundingRect();
    return r.topLeft() + QPointF(r.height() * 0.12, r.height() * 0.12);
}

void IndianScene::showTurnTimer() {
    turnBanner_->setText(IndianTexts::turn(*controller_));
    turnBanner_->placeAt(
        QPointF(geo_.rightPanel.right(), geo_.rightPanel.top() + geo_.cardH * 0.3));
    layoutSeats();
}

void IndianScene::cardDragged(CardItem* item) {
    const bool fromHand = hand_->holds(item->card());
    const DropTargets::Target t = fromHand ? targets_->under(item) : DropTargets::Target::None;
    targets_->light(t);
    // Dragging within the hand: both ends of it are targets for a new group, lit when the card
    // is over one.
    const bool dragging = fromHand && item->isDragging() && t == DropTargets::Target::None;
    hand_->showNewGroupZones(dragging ? hand_->handEndFor(item, geo_) : 2, geo_, sceneRect());
}

bool IndianScene::handCardDropped(CardItem* item) {
    cardDragged(stock_->top());  // clears the highlight
    const Card card = item->card();
    switch (targets_->under(item)) {
        case DropTargets::Target::Pile: {
            controller_->play(moves::Discard{card});
            const auto& hand = controller_->round().hand(IndianController::kHumanSeat);
            return std::find(hand.begin(), hand.end(), card) == hand.end();
        }
        case DropTargets::Target::GoOut:
            // The confirmation is a modal dialog: ask after the mouse release has unwound.
            QTimer::singleShot(0, this, [this, card] { emit finishRequested(card); });
            return false;
        case DropTargets::Target::None:
            if (!hand_->moveWithinHand(item, geo_)) return false;
            layoutHand(animationMs_);
            return true;
    }
    return false;
}

bool IndianScene::openCardDropped(CardItem* item) {
    if (item->pos().y() + item->size().height() / 2 < geo_.handTop - 0.3 * geo_.cardH) return false;
    controller_->play(moves::DrawOpen{});
    return controller_->view().phase == Phase::Discard;
}

void IndianScene::cardClicked(CardItem* item) {
    const Card card = item->card();
    const auto& open = controller_->round().openDeck();
    if (!open.empty() && open.back().card == card) {
        controller_->play(moves::DrawOpen{});
        return;
    }
    if (!hand_->holds(card)) return;
    hand_->toggle(card);
    layoutHand(animationMs_ / 2);
}

bool IndianScene::keyPressed(int key) {
    const std::vector<CardItem*> hand = handItems();
    if (hand.empty()) return false;
    const int n = static_cast<int>(hand.size());
    if (key == Qt::Key_Space) {
        const int focus = hand_->focus();
        if (focus >= 0 && focus < n) cardClicked(hand[static_cast<std::size_t>(focus)]);
    } else if (!hand_->moveFocus(key, n)) {
        return false;
    }
    for (int i = 0; i < n; ++i)
        hand[static_cast<std::size_t>(i)]->setHighlighted(i == hand_->focus());
    return true;
}

void IndianScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    const QPointF p = event->scenePos();
    if (openLabel_->sceneBoundingRect().contains(p) || (geo_.open.contains(p) && !openTopItem())) {
        QToolTip::showText(event->screenPos(), openHistoryText());
        event->accept();
        return;
    }
    QGraphicsScene::mousePressEvent(event);
}

void IndianScene::setHintCard(std::optional<Card> card) {
    clearHint();
    CardItem* item = card ? cards_.find(card->id()) : nullptr;
    if (!item) return;
    hintCard_ = card;
    pointHintAt(item);
}

void IndianScene::setHintPile(HintPile pile) {
    clearHint();
    CardItem* item = pile == HintPile::Closed ? stock_->top()
                     : pile == HintPile::Open ? openTopItem()
                                              : nullptr;
    if (!item) return;
    hintPile_ = pile;
    pointHintAt(item);
}

void IndianScene::clearHint() {
    hintCard_.reset();
    hintPile_ = HintPile::None;
    CardTableScene::clearHint();
}

}  // namespace rummy

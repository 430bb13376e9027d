// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_scene.h"

#include "indian/value_cards.h"

#include <QGraphicsPathItem>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "controller/game_controller.h"
#include "indian/value_cards.h"
#include "table/card_cache.h"
#include "table/card_item.h"
#include "table/label_item.h"
#include "table/seat_item.h"
#include "table/table_marks.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {

// "Wild: jacks" reads better than "Wild: Js" (and "As" would read as a word).
QString wildRankText(Rank rank) {
    switch (rank) {
        case Rank::Ace:
            return TableScene::tr("Wild: aces");
        case Rank::Two:
            return TableScene::tr("Wild: twos");
        case Rank::Three:
            return TableScene::tr("Wild: threes");
        case Rank::Four:
            return TableScene::tr("Wild: fours");
        case Rank::Five:
            return TableScene::tr("Wild: fives");
        case Rank::Six:
            return TableScene::tr("Wild: sixes");
        case Rank::Seven:
            return TableScene::tr("Wild: sevens");
        case Rank::Eight:
            return TableScene::tr("Wild: eights");
        case Rank::Nine:
            return TableScene::tr("Wild: nines");
        case Rank::Ten:
            return TableScene::tr("Wild: tens");
        case Rank::Jack:
            return TableScene::tr("Wild: jacks");
        case Rank::Queen:
            return TableScene::tr("Wild: queens");
        case Rank::King:
            return TableScene::tr("Wild: kings");
    }
    return {};
}

}  // namespace

TableScene::TableScene(GameController* controller, CardCache* cache, QObject* parent)
    : QGraphicsScene(parent), controller_(controller), cache_(cache) {
    setItemIndexMethod(QGraphicsScene::NoIndex);  // few items that move a lot
    closedItem_ = new CardItem(Card());
    addItem(closedItem_);
    connect(closedItem_, &CardItem::clicked, controller_,
            [this] { controller_->play(moves::DrawClosed{}); });
    const QPen dashed(QColor(255, 255, 255, 110), 2, Qt::DashLine);
    openFrame_ = addPath(QPainterPath(), dashed);
    finishFrame_ = addPath(QPainterPath(), dashed);
    // Where a card dragged past either end of the hand starts a group: shown during a drag.
    for (QGraphicsPathItem** f : {&newGroupFront_, &newGroupBack_}) {
        *f = addPath(QPainterPath(), dashed);
        (*f)->setZValue(90);  // under the hand's cards (z 100 and up), over the felt
        (*f)->hide();
    }
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
    connect(controller_, &GameController::stateChanged, this, &TableScene::sync);
    connect(controller_, &GameController::timerTick, this, &TableScene::showTurnTimer);
    connect(controller_, &GameController::moved, this, &TableScene::showMove);
    connect(cache_, &CardCache::rendered, this, &TableScene::refreshPixmaps);
    setSceneRect(0, 0, 1024, 640);
    relayout();
    // The deal already on the table when the window opens is not dealt again.
    dealShown_ = static_cast<int>(controller_->match().deals().size());
    dealSeedShown_ = controller_->match().seed();
}

void TableScene::setDevicePixelRatio(qreal dpr) {
    if (!qFuzzyCompare(dpr, dpr_)) {
        dpr_ = dpr;
        relayout();
    }
}

void TableScene::setBackElement(const QString& elementId) {
    backElement_ = elementId;
    refreshPixmaps();
}

void TableScene::setTableColour(const QColor& colour) {
    tableColour_ = colour;
    update();
}

void TableScene::setAnimationMs(int ms) {
    animationMs_ = ms;
    for (CardItem* item : std::as_const(cards_)) item->setReturnMs(ms);
}

void TableScene::setOwnGroups(const std::vector<std::vector<Card>>& groups) {
    custom_.reset();
    if (!groups.empty()) custom_ = groups;
    heldGroups_.reset();
    sync();
}

void TableScene::setHandOrder(HandOrder order) {
    order_ = order;
    custom_.reset();
    heldGroups_.reset();  // sorting asks for the automatic arrangement now, drawn card or not
    sync();
}

std::optional<Card> TableScene::selectedCard() const {
    return selection_.empty() ? std::nullopt : std::optional<Card>(selection_.back());
}

bool TableScene::groupSelected() {
    if (selection_.empty()) return false;
    std::vector<std::vector<Card>> groups;
    if (custom_)
        groups = *custom_;
    else
        for (const HandGroup& g : arrangement_.groups) groups.push_back(g.cards);
    custom_ = groupCards(std::move(groups), selection_);
    selection_.clear();
    layoutHand(animationMs_);
    return true;
}

std::optional<std::vector<std::vector<Card>>> TableScene::declaredGroups(Card card) const {
    if (!custom_) return std::nullopt;
    std::vector<std::vector<Card>> groups = *custom_;
    for (auto& g : groups) std::erase(g, card);
    std::erase_if(groups, [](const std::vector<Card>& g) { return g.empty(); });
    return groups;
}

QString TableScene::openHistoryText(int limit) const {
    const auto& open = controller_->round().openDeck();
    if (open.empty()) return tr("The open deck is empty.");
    QStringList lines{tr("Open deck, newest first:")};
    int shown = 0;
    for (auto it = open.rbegin(); it != open.rend() && shown < limit; ++it, ++shown) {
        const QString card = text::cardName(it->card);
        lines << (it->by < 0 ? tr("%1 (turned up by the dealer)").arg(card)
                             : tr("%1 — thrown by %2").arg(card, controller_->seatName(it->by)));
    }
    if (static_cast<int>(open.size()) > limit)
        lines << tr("… and %n older", nullptr, static_cast<int>(open.size()) - limit);
    return lines.join(QLatin1Char('\n'));
}

CardItem* TableScene::openTopItem() const {
    const auto& open = controller_->round().openDeck();
    return open.empty() ? nullptr : cards_.value(open.back().card.id(), nullptr);
}

std::vector<CardItem*> TableScene::handItems() const {
    std::vector<CardItem*> out;
    for (int id : handIds_)
        if (CardItem* i = cards_.value(id, nullptr)) out.push_back(i);
    return out;
}

void TableScene::relayout() {
    geo_ = TableLayout::compute(sceneRect(), controller_->match().rules().handSize);
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
    const qreal radius = geo_.cardW * 0.065;
    openFrame_->setPath(slotPath(geo_.open, radius));
    finishFrame_->setPath(slotPath(geo_.finish, radius));
    refreshPixmap(closedItem_, false);
    for (CardItem* item : std::as_const(cards_)) refreshPixmap(item, true);
    layoutItems(0);
}

void TableScene::sync() {
    // A match of the other Indian game (13 or 21 cards) lays the table out for its hand.
    if (controller_->match().rules().handSize != geo_.handSize) relayout();
    showDeal();
    layoutItems(animationMs_);
    dealing_ = false;
}

void TableScene::refreshPixmaps() {
    refreshPixmap(closedItem_, false);
    for (CardItem* item : std::as_const(cards_)) refreshPixmap(item, true);
    layoutSeats();
}

void TableScene::refreshPixmap(CardItem* item, bool faceUp) {
    const QSize size(static_cast<int>(geo_.cardW), static_cast<int>(geo_.cardH));
    const QString id = faceUp ? text::elementId(item->card()) : backElement_;
    item->setPixmap(cache_->pixmapOrStale(id, size, dpr_), QSizeF(size));
}

CardItem* TableScene::itemFor(Card card) {
    if (CardItem* existing = cards_.value(card.id(), nullptr)) return existing;
    auto* item = new CardItem(card);
    addItem(item);
    item->setPos(geo_.closed.topLeft());  // new cards come off the deck
    refreshPixmap(item, true);
    connect(item, &CardItem::clicked, this, &TableScene::cardClicked);
    item->setReturnMs(animationMs_);
    item->setHoverHandler([this](CardItem* i) { hover(i); });
    cards_.insert(card.id(), item);
    return item;
}

void TableScene::layoutItems(int animateMs) {
    const PlayerView view = controller_->view();
    std::vector<int> keep;
    for (Card c : view.hand) keep.push_back(c.id());
    if (!view.openDeck.empty()) keep.push_back(view.openDeck.back().card.id());
    if (view.wildCard) keep.push_back(view.wildCard->id());
    for (auto it = cards_.begin(); it != cards_.end();) {
        if (std::find(keep.begin(), keep.end(), it.key()) == keep.end()) {
            CardItem* gone = it.value();
            it = cards_.erase(it);
            if (gone->isDragging()) gone->ungrabMouse();
            removeItem(gone);
            gone->deleteLater();
        } else {
            ++it;
        }
    }
    std::erase_if(selection_, [&](Card c) {
        return std::find(view.hand.begin(), view.hand.end(), c) == view.hand.end();
    });
    layoutSeats();
    layoutMiddle(animateMs);
    layoutHand(animateMs);
}

void TableScene::layoutSeats() {
    const Match& match = controller_->match();
    const RoundState& round = controller_->round();
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
    const QPixmap backPm = cache_->pixmapOrStale(backElement_, back.toSize(), dpr_);
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
        // Deals formats are scored in chips, the others in points (issue 16, item 4).
        const QString score =
            match.rules().isDeals()
                ? tr("%n chips", nullptr, match.chips()[static_cast<std::size_t>(seat)])
                : tr("%n pts", nullptr, match.scores()[static_cast<std::size_t>(seat)]);
        info.detail = o == Outcome::Playing
                          ? tr("%n cards", nullptr, info.cards) + QStringLiteral(" · ") + score
                          : text::outcomeName(o) + QStringLiteral(" · ") + score;
        item->setInfo(info);
    }
}

void TableScene::layoutMiddle(int animateMs) {
    const PlayerView view = controller_->view();
    const qreal labelY = geo_.closed.bottom() + 0.22 * geo_.cardW;
    closedItem_->setHome(geo_.closed.topLeft(), 1, 0);
    // An empty closed deck still shows a back to click while the open deck can be shuffled
    // into a new one (all but its top card): the draw rebuilds it (issue 16, item 2).
    const bool canRebuild = view.closedDeckSize == 0 && view.openDeck.size() >= 2;
    closedItem_->setVisible(view.closedDeckSize > 0 || canRebuild);
    closedLabel_->setText(canRebuild ? tr("Deck · empty, click to reshuffle")
                                     : tr("Deck · %1").arg(view.closedDeckSize));
    closedLabel_->placeAt(QPointF(geo_.closed.center().x(), labelY));
    if (view.wildCard) {
        CardItem* wild = itemFor(*view.wildCard);
        wild->setHome(geo_.wild.topLeft(), 0, animateMs);
    }
    wildLabel_->setText(view.wild.rank ? wildRankText(*view.wild.rank) : tr("No wild"));
    wildLabel_->placeAt(QPointF(geo_.wild.center().x(), labelY));
    openLabel_->setText(tr("Open deck"));
    openLabel_->placeAt(QPointF(geo_.open.center().x(), labelY));
    finishLabel_->setText(tr("Finish"));
    finishLabel_->placeAt(QPointF(geo_.finish.center().x(), labelY));
    if (!view.openDeck.empty()) {
        CardItem* top = itemFor(view.openDeck.back().card);
        top->setHome(geo_.open.topLeft(), 2, animateMs);
        top->setSelectedCard(false);
        const bool canTake = controller_->humansTurn() && view.phase == Phase::Draw;
        top->setDraggable(canTake);
        top->setDropHandler([this](CardItem* i) { return openCardDropped(i); });
        top->setToolTip(openHistoryText());
    }
    openFrame_->setToolTip(openHistoryText());
    openLabel_->setToolTip(openHistoryText());

    // The player's panel on the left, the turn and the last move on the right.
    handInfo_->setText(playerStatusText());
    handInfo_->setDealerChip(controller_->round().dealer() == GameController::kHumanSeat);
    handInfo_->placeAt(QPointF(geo_.leftPanel.left(), geo_.leftPanel.top() + geo_.cardH * 0.3));
    handPoints_->setText(handPointsText());
    handPoints_->placeAt(QPointF(geo_.leftPanel.left(), geo_.leftPanel.top() + geo_.cardH * 0.62));
    const QString values = valueCardsText();
    valueInfo_->setVisible(!values.isEmpty());
    valueInfo_->setText(values);
    valueInfo_->placeAt(QPointF(geo_.leftPanel.left(), geo_.leftPanel.top() + geo_.cardH * 0.94));
    const QString turn = turnText();
    turnBanner_->setText(turn);
    turnBanner_->placeAt(
        QPointF(geo_.rightPanel.right(), geo_.rightPanel.top() + geo_.cardH * 0.3));
    lastMove_->setText(controller_->lastMove());
    lastMove_->placeAt(QPointF(geo_.rightPanel.right(), geo_.rightPanel.top() + geo_.cardH * 0.62));
}

QString TableScene::turnText() const {
    const RoundState& round = controller_->round();
    QString turn;
    if (round.isOver())
        turn = tr("Deal over");
    else if (controller_->humansTurn())
        turn = round.phase() == Phase::Draw ? tr("Your turn: draw") : tr("Your turn: discard");
    else
        turn = tr("%1 is playing…").arg(controller_->seatName(round.currentSeat()));
    if (controller_->humansTurn() && controller_->turnSecondsLeft() >= 0)
        turn = tr("%1 · %2 s").arg(turn).arg(controller_->turnSecondsLeft());
    return turn;
}

std::optional<ValueFaces> TableScene::dealValueFaces() const {
    const RoundState& round = controller_->round();
    if (round.rules().variant != Variant::Indian21 || !round.wildCard()) return std::nullopt;
    return valueCardFaces(round.wildCard()->face());
}

QString TableScene::valueCardsText() const {
    const auto faces = dealValueFaces();
    if (!faces) return {};
    // Lower, cut rank, upper: in the order they stand in the suit.
    QStringList names;
    for (ValueKind k : {ValueKind::Lower, ValueKind::SameSuit, ValueKind::Upper})
        names << text::cardName(Card::natural(0, (*faces)[static_cast<std::size_t>(k)]));
    return tr("★ Value cards: %1").arg(names.join(QLatin1Char(' ')));
}

QString TableScene::handPointsText() const {
    const RoundState& round = controller_->round();
    const int me = GameController::kHumanSeat;
    // Out of the deal by a drop or a wrong declaration: the hand's value no longer matters, the
    // price already paid does (issue 16, item 6).
    switch (round.outcome(me)) {
        case Outcome::FirstDrop:
        case Outcome::MiddleDrop:
        case Outcome::WrongDeclaration:
        case Outcome::TimedOut:
            return tr("Deal costs: %1 pts").arg(round.result().points[me]);
        default:
            break;
    }
    const QString hand = arrangement_.valid ? tr("Hand: valid, %1 pts").arg(arrangement_.points)
                                            : tr("Hand: %1 pts").arg(arrangement_.points);
    // 21-card's qualification is the first thing a player counts: three pure sequences.
    if (round.rules().variant == Variant::Indian21 && !arrangement_.valid)
        return tr("%1 · 3 pure needed: %2 so far").arg(hand).arg(pureSequencesIn(arrangement_));
    return hand;
}

QString TableScene::playerStatusText() const {
    const Match& match = controller_->match();
    const int me = GameController::kHumanSeat;
    const int score = match.scores()[static_cast<std::size_t>(me)];
    // Out of the pool (and not re-joined), or out of this deal: the player watches the bots.
    if (match.isOut(me)) return tr("You are out · watching");
    switch (controller_->round().outcome(me)) {
        case Outcome::FirstDrop:
        case Outcome::MiddleDrop:
            return tr("You dropped · watching");
        case Outcome::WrongDeclaration:
            return tr("Wrong declaration · watching");
        case Outcome::TimedOut:
            return tr("Turns missed · watching");
        case Outcome::SittingOut:
            return tr("Sitting out · watching");
        default:
            return match.rules().isDeals()
                       ? tr("You · %n chips", nullptr, match.chips()[static_cast<std::size_t>(me)])
                       : tr("You · score %1").arg(score);
    }
}

void TableScene::showTurnTimer() {
    turnBanner_->setText(turnText());
    turnBanner_->placeAt(
        QPointF(geo_.rightPanel.right(), geo_.rightPanel.top() + geo_.cardH * 0.3));
    layoutSeats();
}

void TableScene::drawBackground(QPainter* painter, const QRectF& rect) {
    // The felt (green unless chosen otherwise): a radial gradient lit from above the centre, darker
    // towards the rim.
    const QRectF r = sceneRect();
    QRadialGradient g(r.center() - QPointF(0, r.height() * 0.15),
                      std::max(r.width(), r.height()) * 0.75);
    g.setColorAt(0.0, tableColour_.lighter(132));
    g.setColorAt(0.6, tableColour_);
    g.setColorAt(1.0, tableColour_.darker(185));
    painter->fillRect(rect, g);
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
// The Gin table while a hand is played: items, geometry and the texts on the felt. The
// showdown is in gin_table_scene_showdown.cpp, input and flights in gin_table_scene_input.cpp.
#include "table/gin_table_scene.h"

#include <QCursor>
#include <QGraphicsPathItem>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "controller/gin_controller.h"
#include "gin/gin_hand.h"
#include "gin/gin_rules.h"
#include "gin/gin_showdown.h"
#include "table/card_cache.h"
#include "table/card_item.h"
#include "table/gin_result_panel.h"
#include "table/gin_score_sheet.h"
#include "table/hand_arrangement.h"
#include "table/hint_ring.h"
#include "table/label_item.h"
#include "table/pill_button.h"
#include "table/table_marks.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {

constexpr int kHandZ = 100;
const QColor kOfferColour(255, 205, 60);

}  // namespace

GinTableScene::GinTableScene(GinController* controller, CardCache* cache, QObject* parent)
    : QGraphicsScene(parent), controller_(controller), cache_(cache) {
    setItemIndexMethod(QGraphicsScene::NoIndex);  // few items that move a lot
    stockItem_ = new CardItem(Card());
    addItem(stockItem_);
    connect(stockItem_, &CardItem::clicked, controller_,
            [this] { controller_->play(moves::DrawClosed{}); });
    const QPen dashed(QColor(255, 255, 255, 110), 2, Qt::DashLine);
    discardFrame_ = addPath(QPainterPath(), dashed);
    knockFrame_ = addPath(QPainterPath(), dashed);
    knockFrame_->setBrush(QColor(0, 0, 0, 40));
    for (LabelItem** l :
         {&stockLabel_, &discardLabel_, &knockLabel_, &knockInside_, &opponentName_,
          &opponentScore_, &lastMove_, &playerName_, &deadwood_, &knockRule_, &turnBanner_}) {
        *l = new LabelItem;
        addItem(*l);
    }
    for (LabelItem* l :
         {opponentName_, opponentScore_, lastMove_, playerName_, deadwood_, knockRule_})
        l->setAlignment(Qt::AlignLeft);
    knockInside_->setColors(Qt::transparent, QColor(255, 255, 255, 200));
    deadwood_->setColors(QColor(255, 205, 60, 235), QColor(30, 30, 30));
    turnBanner_->setColors(QColor(255, 205, 60, 230), QColor(30, 30, 30));
    take_ = new PillButton;
    pass_ = new PillButton;
    next_ = new PillButton;
    for (PillButton* b : {take_, pass_, next_}) addItem(b);
    take_->setObjectName(QStringLiteral("take"));
    pass_->setObjectName(QStringLiteral("pass"));
    next_->setObjectName(QStringLiteral("nextHand"));
    pass_->setColors(QColor(235, 235, 235), QColor(30, 30, 30));
    connect(take_, &PillButton::clicked, controller_,
            [this] { controller_->play(moves::DrawOpen{}); });
    connect(pass_, &PillButton::clicked, controller_, [this] { controller_->play(moves::Pass{}); });
    connect(next_, &PillButton::clicked, this, &GinTableScene::nextHandRequested);
    sheet_ = new GinScoreSheet;
    addItem(sheet_);
    result_ = new GinResultPanel;
    addItem(result_);
    hintRing_ = new HintRing;
    addItem(hintRing_);
    connect(controller_, &GinController::stateChanged, this, &GinTableScene::sync);
    connect(controller_, &GinController::stateChanged, this, &GinTableScene::clearHint);
    connect(controller_, &GinController::moved, this, &GinTableScene::showMove);
    connect(cache_, &CardCache::rendered, this, &GinTableScene::refreshPixmaps);
    setSceneRect(0, 0, 1024, 640);
    handShown_ = {controller_->game().seed(), controller_->game().currentHand().number};
    relayout();
}

void GinTableScene::setDevicePixelRatio(qreal dpr) {
    if (!qFuzzyCompare(dpr, dpr_)) {
        dpr_ = dpr;
        relayout();
    }
}

void GinTableScene::setAnimationMs(int ms) {
    animationMs_ = ms;
    for (CardItem* item : std::as_const(cards_)) item->setReturnMs(ms);
}

void GinTableScene::setBackElement(const QString& elementId) {
    backElement_ = elementId;
    refreshPixmaps();
}

void GinTableScene::setTableColour(const QColor& colour) {
    tableColour_ = colour;
    update();
}

void GinTableScene::selectCard(std::optional<Card> card) {
    selected_ = card;
    layoutItems(animationMs_ / 2);
}

CardItem* GinTableScene::discardTopItem() const {
    const auto& pile = controller_->round().discards();
    return pile.empty() || controller_->round().isOver() ? nullptr
                                                         : cards_.value(pile.back().id(), nullptr);
}

std::vector<CardItem*> GinTableScene::handItems() const {
    std::vector<CardItem*> out;
    for (int id : handIds_)
        if (CardItem* i = cards_.value(id, nullptr)) out.push_back(i);
    return out;
}

std::vector<CardItem*> GinTableScene::opponentItems() const {
    std::vector<CardItem*> out;
    if (showdownShown()) {
        for (auto it = cards_.begin(); it != cards_.end(); ++it)
            if (small_.contains(it.key())) out.push_back(it.value());
        return out;
    }
    for (CardItem* b : backs_)
        if (b->isVisible()) out.push_back(b);
    return out;
}

void GinTableScene::relayout() {
    geo_ = GinTableLayout::compute(sceneRect());
    const qreal w = geo_.cardW;
    const int px = static_cast<int>(w * 0.15);
    for (LabelItem* l : {stockLabel_, discardLabel_, knockLabel_}) {
        l->setPixelSize(px);
        l->setMaxWidth(w * 1.45);
    }
    knockInside_->setPixelSize(static_cast<int>(w * 0.2));
    knockInside_->setMaxWidth(w);
    for (LabelItem* l : {opponentName_, opponentScore_, lastMove_})
        l->setMaxWidth(geo_.opponentPanel.width());
    for (LabelItem* l : {playerName_, deadwood_, knockRule_})
        l->setMaxWidth(geo_.leftPanel.width());
    for (LabelItem* l : {opponentName_, opponentScore_, lastMove_, playerName_, knockRule_})
        l->setPixelSize(px + 1);
    opponentName_->setPixelSize(px + 2);
    deadwood_->setPixelSize(static_cast<int>(w * 0.2));
    turnBanner_->setPixelSize(px + 1);
    turnBanner_->setMaxWidth(geo_.centre.width() + w);
    for (PillButton* b : {take_, pass_, next_}) {
        b->setPixelSize(static_cast<int>(w * 0.16));
        b->setMinimumWidth(w * 1.1);
    }
    const qreal radius = w * 0.065;
    discardFrame_->setPath(slotPath(geo_.discard, radius));
    knockFrame_->setPath(slotPath(geo_.knock, radius));
    sheet_->setPos(geo_.scoreSheet.topLeft());
    sheet_->setGeometry(geo_.scoreSheet.size(), static_cast<int>(std::clamp(w * 0.13, 11.0, 22.0)));
    result_->setMetrics(static_cast<int>(std::clamp(w * 0.14, 11.0, 24.0)),
                        geo_.centre.width() + 0.6 * w);
    refreshPixmaps();
    layoutItems(0);
}

void GinTableScene::sync() {
    const std::pair<std::uint64_t, int> hand{controller_->game().seed(),
                                             controller_->game().currentHand().number};
    if (hand != handShown_) {
        // A new hand: the same 52 cards again, so no item may glide over from the last one.
        handShown_ = hand;
        clearCards();
    }
    layoutItems(animationMs_);
}

void GinTableScene::refreshPixmaps() {
    refreshBack(stockItem_, false);
    for (CardItem* item : std::as_const(cards_)) refreshPixmap(item);
    for (CardItem* item : backs_) refreshBack(item, true);
}

namespace {
QSize cardSize(qreal w) {
    return QSize(static_cast<int>(w), static_cast<int>(std::round(w * CardCache::kAspect)));
}
}  // namespace

void GinTableScene::refreshPixmap(CardItem* item) {
    const bool small = small_.contains(item->card().id());
    const QSize size = cardSize(small ? geo_.opponentCardW() : geo_.cardW);
    item->setPixmap(cache_->pixmapOrStale(text::elementId(item->card()), size, dpr_), QSizeF(size));
}

void GinTableScene::refreshBack(CardItem* item, bool small) {
    const QSize size = cardSize(small ? geo_.opponentCardW() : geo_.cardW);
    item->setPixmap(cache_->pixmapOrStale(backElement_, size, dpr_), QSizeF(size));
}

CardItem* GinTableScene::itemFor(Card card) {
    if (CardItem* existing = cards_.value(card.id(), nullptr)) return existing;
    auto* item = new CardItem(card);
    addItem(item);
    item->setPos(geo_.stock.topLeft());  // new cards come off the stock
    connect(item, &CardItem::clicked, this, &GinTableScene::cardClicked);
    item->setReturnMs(animationMs_);
    item->setHoverHandler([this](CardItem* i) { hover(i); });
    cards_.insert(card.id(), item);
    refreshPixmap(item);
    return item;
}

void GinTableScene::dropItem(int id) {
    CardItem* gone = cards_.take(id);
    small_.remove(id);
    if (!gone) return;
    if (gone->isDragging()) gone->ungrabMouse();
    removeItem(gone);
    gone->deleteLater();
}

void GinTableScene::clearCards() {
    const QList<int> ids = cards_.keys();
    for (int id : ids) dropItem(id);
    selected_.reset();
    focus_ = -1;
}

bool GinTableScene::showdownShown() const {
    return controller_->round().isOver() && controller_->round().outcome().showdown.has_value();
}

void GinTableScene::layoutItems(int animateMs) {
    const GinRound& round = controller_->round();
    const GinView view = controller_->view();
    // The cards on the table now: the hand and the discard top while playing; every card of
    // both hands at a showdown.
    QSet<int> keep;
    if (showdownShown()) {
        for (int seat = 0; seat < 2; ++seat)
            for (const Group& g : showdownGroups(seat))
                for (Card c : g.cards) keep.insert(c.id());
    } else {
        for (Card c : view.hand) keep.insert(c.id());
        if (!round.isOver() && !view.discards.empty()) keep.insert(view.discards.back().id());
    }
    for (int id : cards_.keys())
        if (!keep.contains(id)) dropItem(id);
    if (selected_ && !std::count(view.hand.begin(), view.hand.end(), *selected_)) selected_.reset();
    layoutOpponent(animateMs);
    layoutMiddle(animateMs);
    if (showdownShown())
        layoutShowdown(animateMs);
    else
        layoutHand(animateMs);
    layoutPanels();
    layoutResult();
}

void GinTableScene::layoutOpponent(int animateMs) {
    const int count = showdownShown() ? 0 : static_cast<int>(controller_->round().hand(1).size());
    while (static_cast<int>(backs_.size()) < count) {
        auto* back = new CardItem(Card());
        back->setAcceptedMouseButtons(Qt::NoButton);
        back->setCursor(Qt::ArrowCursor);
        back->setPos(geo_.stock.topLeft());
        addItem(back);
        refreshBack(back, true);
        backs_.push_back(back);
    }
    const qreal w = geo_.opponentCardW();
    const qreal step = w * 0.26;
    const qreal width = w + step * std::max(0, count - 1);
    // Opposite the player, above the piles, unless that would run into the opponent's panel.
    const qreal x0 =
        std::clamp(sceneRect().center().x() - width / 2, geo_.opponentRow.left(),
                   std::max(geo_.opponentRow.left(), geo_.opponentRow.right() - width));
    for (std::size_t i = 0; i < backs_.size(); ++i) {
        CardItem* b = backs_[i];
        const bool shown = static_cast<int>(i) < count;
        b->setVisible(shown);
        if (shown)
            b->setHome(QPointF(x0 + step * static_cast<qreal>(i), geo_.opponentRow.top()),
                       kHandZ + static_cast<qreal>(i), animateMs);
    }
    for (LabelItem* l : opponentLabels_) l->setVisible(false);
}

void GinTableScene::layoutMiddle(int animateMs) {
    const GinRound& round = controller_->round();
    const GinView view = controller_->view();
    const bool playing = !round.isOver();
    const qreal w = geo_.cardW;
    stockItem_->setHome(geo_.stock.topLeft(), 1, 0);
    stockItem_->setVisible(playing && view.stock > 0);
    stockLabel_->setText(stockText());
    stockLabel_->setVisible(playing);
    stockLabel_->placeAt(QPointF(geo_.stock.center().x(), geo_.labelY));
    const bool offer = controller_->humansTurn() &&
                       (view.phase == GinPhase::FirstUpcard || view.phase == GinPhase::Wall);
    discardFrame_->setVisible(playing);
    discardLabel_->setVisible(playing);
    discardLabel_->setText(view.phase == GinPhase::FirstUpcard ? tr("Upcard") : tr("Discard pile"));
    discardLabel_->placeAt(QPointF(geo_.discard.center().x(), geo_.labelY));
    if (playing && !view.discards.empty()) {
        CardItem* top = itemFor(view.discards.back());
        small_.remove(top->card().id());
        refreshPixmap(top);
        top->setHome(geo_.discard.topLeft(), 2, animateMs);
        top->setSelectedCard(false);
        top->setHighlighted(false);
        top->setOutline(offer ? kOfferColour : QColor());
        const bool canTake = controller_->humansTurn() && view.phase != GinPhase::Discard;
        top->setDraggable(canTake);
        top->setDropHandler([this](CardItem* i) { return discardDropped(i); });
        top->setToolTip(tr("Cards in the discard pile: %1").arg(view.discards.size()));
    }
    // The Knock target, or the first upcard's Take and Pass in its place.
    const bool knockShown = playing && !offer;
    knockFrame_->setVisible(knockShown);
    knockInside_->setVisible(knockShown);
    knockLabel_->setVisible(knockShown);
    knockInside_->setText(tr("Knock"));
    knockInside_->placeAt(geo_.knock.center());
    knockLabel_->setText(view.knockLimit == 0 ? tr("Gin only")
                                              : tr("Deadwood ≤ %1").arg(view.knockLimit));
    knockLabel_->placeAt(QPointF(geo_.knock.center().x(), geo_.labelY));
    take_->setVisible(offer);
    pass_->setVisible(offer);
    if (offer) {
        take_->setText(view.phase == GinPhase::Wall
                           ? tr("Take to knock")
                           : tr("Take %1").arg(text::cardName(view.discards.back())));
        pass_->setText(tr("Pass"));
        take_->placeAt(geo_.knock.center() - QPointF(0, 0.28 * geo_.cardH));
        pass_->placeAt(geo_.knock.center() + QPointF(0, 0.28 * geo_.cardH));
    }
    QString turn;
    if (playing) {
        const QString who = controller_->seatName(round.currentSeat());
        if (controller_->humansTurn()) {
            switch (view.phase) {
                case GinPhase::FirstUpcard:
                    turn = tr("Your turn: take the upcard or pass");
                    break;
                case GinPhase::Wall:
                    turn = tr("The wall: take the discard to knock, or pass");
                    break;
                case GinPhase::Draw:
                    turn = tr("Your turn: draw from the stock or the discard pile");
                    break;
                case GinPhase::Discard:
                    turn = view.mustKnock ? tr("Knock now: you took the discard at the wall")
                                          : tr("Your turn: discard a card, or knock");
                    break;
                case GinPhase::Over:
                    break;
            }
        } else {
            turn = tr("%1 is playing…").arg(who);
        }
    }
    turnBanner_->setText(turn);
    turnBanner_->setVisible(!turn.isEmpty());
    turnBanner_->placeAt(
        QPointF(geo_.centre.center().x(), (geo_.opponentRow.bottom() + geo_.stock.top()) / 2));
    (void)w;
}

void GinTableScene::layoutRow(const std::vector<Group>& groups, QRectF row, bool small,
                              bool labelsBelow, int animateMs, std::vector<LabelItem*>& labels) {
    const qreal w = small ? geo_.opponentCardW() : geo_.cardW;
    std::vector<int> sizes;
    for (const Group& g : groups) sizes.push_back(static_cast<int>(g.cards.size()));
    const GinTableLayout::Spacing sp = GinTableLayout::rowSpacing(sizes, w, row.width());
    while (labels.size() < groups.size()) {
        labels.push_back(new LabelItem);
        addItem(labels.back());
    }
    for (std::size_t i = 0; i < labels.size(); ++i) labels[i]->setVisible(i < groups.size());
    // Centred on the table when the row fits there, else within its own room.
    qreal x = std::clamp(sceneRect().center().x() - sp.width / 2, row.left(),
                         std::max(row.left(), row.right() - sp.width));
    int z = kHandZ;
    const qreal labelY = labelsBelow ? row.top() + w * CardCache::kAspect + 0.17 * geo_.cardW
                                     : row.top() - 0.2 * geo_.cardW;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const Group& group = groups[g];
        const qreal width = w + sp.step * static_cast<qreal>(group.cards.size() - 1);
        LabelItem* label = labels[g];
        label->setPixelSize(static_cast<int>(geo_.cardW * 0.135));
        label->setMaxWidth(std::max(width, geo_.cardW * 0.9));
        label->setText(group.label);
        label->setColors(group.colour, group.colour.lightness() > 140 && group.colour.alpha() == 255
                                           ? QColor(25, 25, 25)
                                           : QColor(Qt::white));
        label->placeAt(QPointF(x + width / 2, labelY));
        for (Card c : group.cards) {
            CardItem* item = itemFor(c);
            if (small)
                small_.insert(c.id());
            else
                small_.remove(c.id());
            refreshPixmap(item);
            const bool laidOff =
                std::find(group.laidOff.begin(), group.laidOff.end(), c) != group.laidOff.end();
            item->setOutline(laidOff ? QColor(255, 140, 40) : QColor());
            const bool lifted = !small && selected_ == c;
            item->setSelectedCard(lifted);
            item->setHighlighted(false);
            item->setToolTip(text::cardName(c));
            // A small lift: the outline says "selected", and the group's label stays clear.
            item->setHome(QPointF(x, row.top() - (lifted ? 0.06 * geo_.cardH : 0)), z++, animateMs);
            x += sp.step;
        }
        x += w - sp.step + sp.gap;
    }
}

void GinTableScene::drawBackground(QPainter* painter, const QRectF& rect) {
    // The felt, lit from above the centre and darker towards the rim, as on the Indian table.
    const QRectF r = sceneRect();
    QRadialGradient g(r.center() - QPointF(0, r.height() * 0.15),
                      std::max(r.width(), r.height()) * 0.75);
    g.setColorAt(0.0, tableColour_.lighter(132));
    g.setColorAt(0.6, tableColour_);
    g.setColorAt(1.0, tableColour_.darker(185));
    painter->fillRect(rect, g);
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/gin_table_scene.h"

#include <QTimer>
#include <algorithm>
#include <cmath>

#include "controller/gin_controller.h"
#include "gin/gin_showdown.h"
#include "scene/card_cache.h"
#include "scene/card_flights.h"
#include "scene/card_item.h"
#include "scene/drop_targets.h"
#include "scene/gin_hand_zone.h"
#include "scene/gin_opponent_zone.h"
#include "scene/gin_result_panel.h"
#include "scene/gin_score_sheet.h"
#include "scene/gin_table_input.h"
#include "scene/gin_table_labels.h"
#include "scene/gin_table_texts.h"
#include "scene/pile_zone.h"
#include "scene/pill_button.h"
#include "scene/stock_zone.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {

const QColor kOfferColour(255, 205, 60);

QSize cardSize(qreal w) {
    return QSize(static_cast<int>(w), static_cast<int>(std::round(w * CardCache::kAspect)));
}

}  // namespace

GinTableScene::GinTableScene(GinController* controller, CardCache* cache, QObject* parent)
    : CardTableScene(controller, cache, 1, parent), controller_(controller) {
    // Made in this order (after the stock), which is the items' stacking order among equals.
    targets_ = std::make_unique<DropTargets>(this, QColor(0, 0, 0, 40));  // the Knock target shaded
    labels_ = std::make_unique<GinTableLabels>(this);
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
    hand_ = std::make_unique<GinHandZone>(this);
    opponent_ = std::make_unique<GinOpponentZone>(this);
    flights_ = new CardFlights(this);
    GinTableInput::Table table;
    table.select = [this](std::optional<Card> card) { selectCard(card); };
    table.layoutHand = [this] { layoutHand(animationMs_); };
    table.askKnock = [this](Card card) {
        QTimer::singleShot(0, this, [this, card] { emit knockRequested(card); });
    };
    table.discardTop = [this] { return discardTopItem(); };
    input_ = std::make_unique<GinTableInput>(controller_, *hand_, *targets_, geo_, table);
    connect(controller_, &GinController::moved, this, &GinTableScene::showMove);
    setSceneRect(0, 0, 1024, 640);
    handShown_ = {controller_->game().seed(), controller_->game().currentDeal().number};
    relayout();
}

GinTableScene::~GinTableScene() = default;

QString GinTableScene::accessibleName() const {
    return tr("Gin table");
}

QString GinTableScene::accessibleDescription() const {
    return tr(
        "The opponent's cards at the top, the stock, the discard pile and the Knock target in "
        "the middle, the score sheet on the right, your hand at the bottom");
}

void GinTableScene::selectCard(std::optional<Card> card) {
    hand_->select(card);
    layoutItems(animationMs_ / 2);
}

void GinTableScene::sortHand() {
    hand_->sortHand();
    layoutHand(animationMs_);
}

QString GinTableScene::deadwoodText() const {
    return GinTableTexts::deadwood(*controller_, hand_->arrangement());
}

QString GinTableScene::knockRuleText() const {
    return GinTableTexts::knockRule(*controller_, hand_->selected());
}

QString GinTableScene::stockText() const {
    return GinTableTexts::stock(*controller_);
}

QString GinTableScene::resultTitle() const {
    return GinTableTexts::resultTitle(*controller_);
}

QStringList GinTableScene::resultLines() const {
    return GinTableTexts::resultLines(*controller_);
}

CardItem* GinTableScene::stockItem() const {
    return stock_->top();
}

CardItem* GinTableScene::discardTopItem() const {
    const auto& pile = controller_->round().discards();
    return pile.empty() || controller_->round().isOver() ? nullptr : cards_.find(pile.back().id());
}

std::vector<CardItem*> GinTableScene::handItems() const {
    std::vector<CardItem*> out;
    for (int id : hand_->cardIds())
        if (CardItem* i = cards_.find(id)) out.push_back(i);
    return out;
}

std::vector<CardItem*> GinTableScene::opponentItems() const {
    std::vector<CardItem*> out;
    if (showdownShown()) {
        for (auto it = cards_.all().begin(); it != cards_.all().end(); ++it)
            if (small_.contains(it.key())) out.push_back(it.value());
        return out;
    }
    for (CardItem* b : opponent_->backs())
        if (b->isVisible()) out.push_back(b);
    return out;
}

std::vector<Card> GinTableScene::laidOffShown() const {
    std::vector<Card> out;
    if (!showdownShown()) return out;
    const GinShowdown& sd = *controller_->round().outcome().showdown;
    for (const GinLayoff& l : sd.defence.layoffs) out.push_back(Card::natural(0, l.card));
    return out;
}

void GinTableScene::relayout() {
    geo_ = GinTableLayout::compute(sceneRect());
    zones_ = geo_.zones(sceneRect());
    const qreal w = geo_.cardW;
    labels_->setMetrics(geo_);
    for (PillButton* b : {take_, pass_, next_}) {
        b->setPixelSize(static_cast<int>(w * 0.16));
        b->setMinimumWidth(w * 1.1);
    }
    targets_->setGeometry(zones_.rect(ZoneKind::Pile), zones_.rect(ZoneKind::KnockSlot), w * 0.065);
    sheet_->setPos(geo_.scoreSheet.topLeft());
    sheet_->setGeometry(geo_.scoreSheet.size(), static_cast<int>(std::clamp(w * 0.13, 11.0, 22.0)));
    result_->setMetrics(static_cast<int>(std::clamp(w * 0.14, 11.0, 24.0)),
                        geo_.centre.width() + 0.6 * w);
    refreshPixmaps();
    layoutItems(0);
}

void GinTableScene::sync() {
    const std::pair<std::uint64_t, int> hand{controller_->game().seed(),
                                             controller_->game().currentDeal().number};
    if (hand != handShown_) {
        // A new hand: the same 52 cards again, so no item may glide over from the last one.
        handShown_ = hand;
        clearCards();
    }
    layoutItems(animationMs_);
}

void GinTableScene::refreshPixmaps() {
    setStockBack(QSizeF(cardSize(geo_.cardW)));
    for (CardItem* item : cards_.all()) paintCard(item);
    for (CardItem* item : opponent_->backs()) refreshBack(item, true);
}

void GinTableScene::refreshBack(CardItem* item, bool small) {
    paintBack(item, QSizeF(cardSize(small ? geo_.opponentCardW() : geo_.cardW)));
}

void GinTableScene::paintCard(CardItem* item) {
    const bool small = small_.contains(item->card().id());
    paintFace(item, QSizeF(cardSize(small ? geo_.opponentCardW() : geo_.cardW)));
}

CardItem* GinTableScene::itemFor(Card card) {
    if (CardItem* existing = cards_.find(card.id())) return existing;
    CardItem* item = cards_.item(card, geo_.stock.topLeft());  // new cards come off the stock
    paintCard(item);
    return item;
}

CardItem* GinTableScene::placeCard(Card card, bool small) {
    CardItem* item = itemFor(card);
    if (small)
        small_.insert(card.id());
    else
        small_.remove(card.id());
    paintCard(item);
    return item;
}

void GinTableScene::clearCards() {
    cards_.clear();
    small_.clear();
    hand_->reset();
}

bool GinTableScene::showdownShown() const {
    return controller_->round().isOver() && controller_->round().outcome().showdown.has_value();
}

QRectF GinTableScene::handRow() const {
    return QRectF(sceneRect().left() + geo_.margin, geo_.handTop,
                  sceneRect().width() - 2 * geo_.margin, geo_.cardH);
}

void GinTableScene::layoutItems(int animateMs) {
    const GinRound& round = controller_->round();
    const PlayerView view = controller_->view();
    // The cards on the table now: the hand and the discard top while playing; every card of
    // both hands at a showdown.
    QSet<int> keep;
    if (showdownShown()) {
        for (int seat = 0; seat < 2; ++seat)
            for (const GinShownGroup& g : GinShownGroups::showdown(*round.outcome().showdown, seat))
                for (Card c : g.cards) keep.insert(c.id());
    } else {
        for (Card c : view.hand) keep.insert(c.id());
        if (!round.isOver() && !view.pile.empty()) keep.insert(view.pile.back().card.id());
    }
    cards_.keepOnly(keep);
    small_.intersect(keep);
    hand_->keepSelectionIn(view.hand);
    opponent_->layoutBacks(showdownShown() ? 0 : static_cast<int>(round.hand(1).size()), geo_,
                           sceneRect().center().x(), animateMs,
                           [this](CardItem* back) { refreshBack(back, true); });
    layoutMiddle(animateMs);
    if (showdownShown())
        layoutShowdown(animateMs);
    else
        layoutHand(animateMs);
    const bool offer = controller_->humansTurn() && (view.gin().phase == GinPhase::FirstUpcard ||
                                                     view.gin().phase == GinPhase::Wall);
    labels_->update(*controller_, geo_, !round.isOver() && !offer, hand_->arrangement(),
                    hand_->selected());
    const GinController& c = *controller_;
    sheet_->setSheet(GinScoreSheet::sheetOf(
        c.game(), {c.seatName(GinController::kHumanSeat), c.seatName(GinController::kBotSeat)}));
    layoutResult();
}

void GinTableScene::layoutMiddle(int animateMs) {
    const PlayerView view = controller_->view();
    const bool playing = !controller_->round().isOver();
    stock_->show(*zones_.find(ZoneKind::Stock), playing ? view.stock : 0);
    const bool offer = controller_->humansTurn() && (view.gin().phase == GinPhase::FirstUpcard ||
                                                     view.gin().phase == GinPhase::Wall);
    // Once the hand is over the pile makes way for the showdown.
    pile_->show(*zones_.find(ZoneKind::Pile), QSizeF(cardSize(geo_.cardW)),
                playing ? view.pile : std::vector<OpenCard>{}, 2,
                [animateMs](CardItem*, int) { return animateMs; });
    if (CardItem* top = pile_->top()) {
        top->setHighlighted(false);
        top->setOutline(offer ? kOfferColour : QColor());
        const bool canTake = controller_->humansTurn() && view.gin().phase != GinPhase::Discard;
        top->setDraggable(canTake);
        top->setDropHandler([this](CardItem* i) { return input_->discardDropped(i); });
        top->setToolTip(GinTableTexts::discardTooltip(static_cast<int>(view.pile.size())));
    }
    // The Knock target, or the first upcard's Take and Pass in its place.
    targets_->show(playing, playing && !offer);
    take_->setVisible(offer);
    pass_->setVisible(offer);
    if (offer) {
        take_->setText(GinTableTexts::take(view));
        pass_->setText(GinTableTexts::pass());
        take_->placeAt(geo_.knock.center() - QPointF(0, 0.28 * geo_.cardH));
        pass_->placeAt(geo_.knock.center() + QPointF(0, 0.28 * geo_.cardH));
    }
}

void GinTableScene::layoutHand(int animateMs) {
    hand_->layout(
        *controller_, handRow(), geo_, sceneRect().center().x(), animateMs,
        [this](Card c, bool small) { return placeCard(c, small); },
        [this](CardItem* i) { return input_->handCardDropped(i); });
}

// After a knock both hands are spread where they lie: the opponent's cards turn up where its
// backs lay, the player's stay along the bottom; nothing can be dragged.
void GinTableScene::layoutShowdown(int animateMs) {
    const GinShowdown& sd = *controller_->round().outcome().showdown;
    const QPointF oppCentre = geo_.opponentRow.center() - QPointF(geo_.opponentCardW() / 2, 0);
    const std::vector<GinShownGroup> opp = GinShownGroups::showdown(sd, GinController::kBotSeat);
    for (const GinShownGroup& g : opp)
        for (Card c : g.cards)
            if (!cards_.contains(c.id())) itemFor(c)->setPos(oppCentre);
    const auto place = [this](Card c, bool small) { return placeCard(c, small); };
    const qreal centreX = sceneRect().center().x();
    opponent_->layoutShowdown(opp, geo_, centreX, animateMs, place);
    hand_->layoutShowdown(GinShownGroups::showdown(sd, GinController::kHumanSeat), handRow(), geo_,
                          centreX, animateMs, place);
    for (CardItem* item : cards_.all()) {
        item->setDraggable(false);
        item->setDropHandler({});
    }
}

void GinTableScene::layoutResult() {
    const GinRound& round = controller_->round();
    const bool over = round.isOver();
    result_->setVisible(over);
    next_->setVisible(over);
    if (!over) return;
    const GinEnding e = round.outcome().ending;
    const bool mine = round.outcome().winner == GinController::kHumanSeat;
    const QColor accent = e == GinEnding::Void ? QColor(200, 200, 200)
                          : mine               ? QColor(120, 230, 120)
                                               : QColor(255, 170, 90);
    result_->setContent(resultTitle(), resultLines(), accent);
    next_->setText(GinTableTexts::nextButton(controller_->game().isOver()));
    // Between the labels under the opponent's row and those over the hand; a long result
    // (the game's end) takes a smaller font rather than cover the cards' labels.
    const qreal w = geo_.cardW;
    const qreal roomTop = geo_.opponentRow.bottom() + 0.32 * w;
    const qreal roomBottom = geo_.handTop - 0.32 * w;
    const qreal gap = 0.12 * w;
    int px = static_cast<int>(std::clamp(w * 0.14, 11.0, 24.0));
    auto total = [&] { return result_->size().height() + gap + next_->size().height(); };
    result_->setMetrics(px, geo_.centre.width() + 0.6 * w);
    while (total() > roomBottom - roomTop && px > 10)
        result_->setMetrics(--px, geo_.centre.width() + 0.6 * w);
    const qreal top = std::max(roomTop, (roomTop + roomBottom) / 2 - total() / 2);
    result_->placeAt(QPointF(geo_.centre.center().x(), top + result_->size().height() / 2));
    next_->placeAt(QPointF(geo_.centre.center().x(),
                           top + result_->size().height() + gap + next_->size().height() / 2));
}

bool GinTableScene::keyPressed(int key) {
    const std::vector<CardItem*> hand = handItems();
    return !hand.empty() && !showdownShown() && input_->keyPressed(key, hand);
}

void GinTableScene::cardClicked(CardItem* item) {
    input_->cardClicked(item);
}

void GinTableScene::cardDragged(CardItem* item) {
    input_->hover(item);
}

void GinTableScene::setHintCard(std::optional<Card> card) {
    pointHintAt(card ? cards_.find(card->id()) : nullptr);
}

void GinTableScene::setHintPile(HintPile pile) {
    pointHintAt(pile == HintPile::Stock     ? stock_->top()
                : pile == HintPile::Discard ? discardTopItem()
                                            : nullptr);
}

void GinTableScene::showMove(int seat, const Move& move) {
    if (animationMs_ <= 0 || seat == GinController::kHumanSeat) return;
    const auto& history = controller_->round().history();
    if (history.empty() || history.back().seat != seat) return;
    const QPointF to(geo_.opponentRow.center().x() - geo_.opponentCardW() / 2,
                     geo_.opponentRow.top());
    const qreal scale = GinTableLayout::kOpponentScale;
    const QSize size(static_cast<int>(geo_.cardW), static_cast<int>(geo_.cardH));
    auto fly = [&](const QString& elementId, QPointF from) {
        flights_->fly(pixmap(elementId, size), from, to, scale, animationMs_ * 2);
    };
    // Every kind listed, no default: a new move must say how it flies.
    switch (kindOf(move)) {
        case MoveKind::DrawClosed:
            // Only the back: which card it was is the opponent's secret.
            fly(backElement_, geo_.stock.topLeft());
            break;
        case MoveKind::DrawOpen:
            if (history.back().card)
                fly(text::elementId(*history.back().card), geo_.discard.topLeft());
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

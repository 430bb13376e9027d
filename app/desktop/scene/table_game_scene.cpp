// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/table_game_scene.h"

#include <QFont>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <algorithm>
#include <cmath>
#include <utility>

#include "controller/table_game_controller.h"
#include "scene/card_item.h"
#include "scene/pile_zone.h"
#include "scene/seat_melds_zone.h"
#include "scene/stock_zone.h"
#include "scene/table_game_hand_groups.h"
#include "scene/table_game_hand_zone.h"
#include "scene/table_game_input.h"
#include "scene/table_game_result_panel.h"
#include "scene/table_game_texts.h"
#include "table/table_hand.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {
constexpr qreal kMargin = 8;
const QColor kTurn(255, 230, 120);

}  // namespace

TableGameScene::TableGameScene(TableGameController* controller, CardCache* cache, QObject* parent)
    : CardTableScene(controller, cache, 3, parent), controller_(controller) {
    setSceneRect(0, 0, 1280, 720);
    result_ = new TableGameResultPanel;
    addItem(result_);
    // A card of the hand or of a meld, faced at the size of where it lies.
    const auto faced = [this](Card c, QSizeF size) {
        CardItem* item = cardItem(c);
        paintFace(item, size);
        return item;
    };
    hand_ = std::make_unique<TableGameHandZone>(faced);
    seatMelds_ = std::make_unique<SeatMeldsZone>(faced);
    input_ = std::make_unique<TableGameInput>(
        controller_, TableGameInput::Table{
                         .hand = order_,
                         .selected = selected_,
                         .focus = focus_,
                         .stock = stockRect_,
                         .pile = pileRect_,
                         .handArea = handRect_,
                         .melds = meldRects_,
                         .layout = [this] { sync(); },
                         .problem = [this](const QString& text) { emit problem(text); },
                     });
    sync();
}

TableGameScene::~TableGameScene() = default;

QString TableGameScene::accessibleName() const {
    return tr("Rummy table");
}

QString TableGameScene::accessibleDescription() const {
    return tr(
        "The stock and the discard pile at the top, each player's melds "
        "in the middle, your hand at the bottom");
}

bool TableGameScene::resultShown() const {
    return result_->isVisible();
}

QString TableGameScene::resultText() const {
    return result_->text();
}

QGraphicsSimpleTextItem* TableGameScene::label(const QString& key) {
    auto*& item = labels_[key];
    if (!item) {
        item = addSimpleText(QString());
        item->setBrush(Qt::white);
        item->setZValue(3000);
    }
    QFont f = item->font();
    const int px = TableGameLayout::captionPixels(sceneRect());
    if (f.pixelSize() != px) {
        f.setPixelSize(px);
        item->setFont(f);
    }
    return item;
}

// Every card item stays once made: a sync hides them all and shows the ones it lays out.
CardItem* TableGameScene::cardItem(Card card) {
    return cards_.item(card, QPointF());
}

CardItem* TableGameScene::pileCardItem(Card card) {
    CardItem* item = cardItem(card);
    paintFace(item, layout_.pileCard);
    return item;
}

CardItem* TableGameScene::handItem(Card card) const {
    return cards_.find(card.id());
}

CardItem* TableGameScene::pileItem(int index) const {
    const auto& pile = controller_->round().pile();
    if (index < 0 || index >= static_cast<int>(pile.size())) return nullptr;
    return cards_.find(pile[static_cast<std::size_t>(index)].id());
}

QRectF TableGameScene::meldRect(int number) const {
    auto it = meldRects_.find(number);
    return it == meldRects_.end() ? QRectF() : it->second;
}

QRectF TableGameScene::zoneRect(int seat) const {
    return seat >= 0 && seat < static_cast<int>(zones_.size())
               ? zones_[static_cast<std::size_t>(seat)]
               : QRectF();
}

int TableGameScene::glideMs(const CardItem* item) const {
    // A card that was not on show (from a bot's hand, a new deal) appears where it goes: a
    // glide from nowhere would cross the table.
    return shownBefore_.contains(item->card().id()) ? animationMs_ : 0;
}

int TableGameScene::glideMs(CardItem* item, int seat) const {
    const int id = item->card().id();
    // Only for the one move just made: a new hand, a resumed game or a new window shows the
    // table as it lies.
    const bool justPlayed = oneMoveOn_ && !tableBefore_.contains(id) && !shownBefore_.contains(id);
    if (!justPlayed || animationMs_ <= 0 || seat <= 0 || seat >= static_cast<int>(zones_.size()))
        return glideMs(item);
    const QRectF from = zones_[static_cast<std::size_t>(seat)];
    item->setPos(from.topLeft() + QPointF(8, 22));
    return animationMs_ * 2;  // a longer way than a glide within the table
}

void TableGameScene::relayout() {
    sync();
}

void TableGameScene::refreshPixmaps() {
    sync();
}

void TableGameScene::sync() {
    const PlayerView v = controller_->view();
    // A selection keeps only cards still in hand (a meld or a discard took the others).
    std::erase_if(selected_, [&](Card c) {
        return std::find(v.hand.begin(), v.hand.end(), c) == v.hand.end();
    });
    shownBefore_.clear();
    tableBefore_ = std::exchange(onTable_, {});
    oneMoveOn_ = v.history.size() == movesBefore_ + 1;
    movesBefore_ = v.history.size();
    for (const OpenCard& o : v.pile) onTable_.insert(o.card.id());
    for (const TableMeld& m : v.melds)
        for (const MeldCard& c : m.cards) onTable_.insert(c.card.id());
    for (CardItem* item : cards_.all()) {
        if (item->isVisible()) shownBefore_.insert(item->card().id());
        item->hide();
        item->setHighlighted(false);  // the keyboard's ring is the hand's only (layoutHand)
    }
    arrangeHand(v);
    layoutTop(v);
    layoutZones(v);
    layoutHand(v);
    result_->update(*controller_, sceneRect());
    emit selectionChanged();
}

void TableGameScene::arrangeHand(const PlayerView& v) {
    const TableGameHandGroups a = TableGameHandGroups::of(v.hand, v.table().rules);
    order_ = a.order;
    groups_ = a.groups;
    focus_ = std::clamp(focus_, 0, std::max(0, static_cast<int>(order_.size()) - 1));
}

void TableGameScene::layoutTop(const PlayerView& v) {
    layout_ = TableGameLayout::compute(sceneRect(), v.players(), v.table().rules);
    const CardZones zones = layout_.zones();
    // The stock: a few backs stacked, its count below.
    setStockBack(layout_.pileCard);
    stock_->show(*zones.find(ZoneKind::Stock), v.stock);
    stockRect_ = stock_->rect();
    auto* count = label(QStringLiteral("stock"));
    count->setText(tr("Stock: %1").arg(v.stock));
    count->setPos(stockRect_.left(), stockRect_.bottom() + 2);
    // The pile: spread where any depth may be taken, else its top, with the count below.
    pile_->show(*zones.find(ZoneKind::Pile), layout_.pileCard, v.pile, 100,
                [this](CardItem* item, int thrower) { return glideMs(item, thrower); });
    pileRect_ = pile_->rect();
    const int n = static_cast<int>(v.pile.size());
    auto* pileCount = label(QStringLiteral("pile"));
    pileCount->setText(n == 0 ? tr("Discard pile: empty") : tr("Discard pile: %1").arg(n));
    pileCount->setPos(pileRect_.left(), stockRect_.bottom() + 2);
}

// A zone per seat: its frame and caption (name, total, hand size, whose turn), and in the room
// below the melds it laid (SeatMeldsZone).
void TableGameScene::layoutZones(const PlayerView& v) {
    const QRectF r = sceneRect();
    const int seats = v.players();
    zones_ = layout_.seats;
    while (static_cast<int>(zoneFrames_.size()) < TableRules::kMaxSeats) {
        auto* frame = addRect(QRectF(), QPen(QColor(255, 255, 255, 70), 1.5), QColor(0, 0, 0, 40));
        frame->setZValue(-10);
        zoneFrames_.push_back(frame);
    }
    meldRects_.clear();
    const auto& totals = controller_->game().scores();
    for (int s = 0; s < TableRules::kMaxSeats; ++s) {
        auto* frame = zoneFrames_[static_cast<std::size_t>(s)];
        auto* head = label(QStringLiteral("zone%1").arg(s));
        if (s >= seats) {
            frame->hide();
            head->hide();
            label(QStringLiteral("zoneEmpty%1").arg(s))->hide();
            continue;
        }
        const QRectF z = zones_[static_cast<std::size_t>(s)];
        const bool turn = v.currentSeat == s;
        frame->setRect(z);
        frame->setPen(QPen(turn ? kTurn : QColor(255, 255, 255, 70), turn ? 3 : 1.5));
        frame->show();
        QString text = controller_->seatName(s);
        if (s == v.dealer) text += QStringLiteral(" ") + tr("(dealer)");
        text += QStringLiteral(" · ") +
                tr("%1 points").arg(totals.empty() ? 0 : totals[static_cast<std::size_t>(s)]);
        text += QStringLiteral(" · ") + tr("in hand: %1").arg(v.cardsOf(s));
        if (v.table().rules.opening > 0 && !v.seats[static_cast<std::size_t>(s)].opened)
            text += QStringLiteral(" · ") + tr("not opened");
        if (turn) text = QStringLiteral("▶ ") + text;
        head->setText(text);
        head->setBrush(turn ? kTurn : QColor(Qt::white));
        head->setPos(z.left() + 6, z.top() + 2);
        head->show();
        const qreal headH = head->boundingRect().height() + 4;
        // This seat's melds, fanned, in rows: the largest card size at which all fit.
        std::vector<const TableMeld*> mine;
        for (const TableMeld& m : v.melds)
            if (m.owner == s) mine.push_back(&m);
        const QRectF area = z.adjusted(6, headH, -6, -4);
        // A zone with nothing laid yet says so, so that the empty box reads as a place.
        auto* empty = label(QStringLiteral("zoneEmpty%1").arg(s));
        empty->setText(tr("No melds yet"));
        empty->setBrush(QColor(255, 255, 255, 110));
        empty->setPos(area.center() - empty->boundingRect().center());
        empty->setVisible(mine.empty());
        const std::map<int, QRectF> rects =
            seatMelds_->show(area, mine, std::max(76.0, r.height() * 0.09),
                             [this](CardItem* item, int laidBy) { return glideMs(item, laidBy); });
        meldRects_.insert(rects.begin(), rects.end());
    }
}

void TableGameScene::layoutHand(const PlayerView& v) {
    const QRectF r = sceneRect();
    const int n = static_cast<int>(order_.size());
    const qreal y = layout_.handY;
    const bool mine = controller_->humansTurn();
    TableGameHandZone::Hand hand;
    hand.order = order_;
    hand.groups = groups_;
    hand.selected = selected_;
    hand.focus = !views().empty() && views().front()->hasFocus() ? focus_ : -1;
    hand.draggable = mine;
    if (v.table().obligation) hand.mustPlay = v.table().obligation->card;
    handRect_ = hand_->show(hand, r.center().x(), r.width() - 2 * kMargin, y, layout_.handCard,
                            [this](CardItem* item) { return glideMs(item); });
    // What each group the hand makes is, above it.
    for (std::size_t g = 0; g < 8; ++g) {
        auto* tag = label(QStringLiteral("group%1").arg(g));
        if (g >= groups_.size()) {
            tag->hide();
            continue;
        }
        const auto [first, end] = groups_[g];
        std::vector<Card> cards(order_.begin() + first, order_.begin() + end);
        tag->setText(TableGameTexts::selection(cards, v).section(QStringLiteral(" · "), 0, 0));
        tag->setBrush(QColor(200, 240, 200));
        const QPointF at = handItem(cards.front())->home();
        tag->setPos(at.x(), y - 38);
        tag->show();
    }
    // The cards that make no meld yet, and what they would cost if the hand ended now.
    const int looseFrom = groups_.empty() ? 0 : groups_.back().second;
    auto* loose = label(QStringLiteral("loose"));
    if (looseFrom < n) {
        int points = 0;
        for (int i = looseFrom; i < n; ++i)
            points += v.table().rules.handValue(order_[static_cast<std::size_t>(i)].face());
        loose->setText(tr("Unmatched: %1 points").arg(points));
        loose->setBrush(QColor(235, 225, 200));
        loose->setPos(handItem(order_[static_cast<std::size_t>(looseFrom)])->home().x(), y - 38);
        loose->show();
    } else {
        loose->hide();
    }
    auto* line = label(QStringLiteral("selection"));
    QString text = selectionText();
    if (v.table().obligation && mine)
        text = tr("Play %1 now: it must go into a meld.")
                   .arg(text::cardName(v.table().obligation->card)) +
               (text.isEmpty() ? QString() : QStringLiteral("  ") + text);
    line->setText(text);
    QFont f = line->font();
    f.setBold(true);
    line->setFont(f);
    line->setBrush(kTurn);
    line->setPos(r.left() + kMargin, y - 42 - line->boundingRect().height());
}

std::vector<Card> TableGameScene::selection() const {
    return input_->selection();
}

void TableGameScene::setSelection(const std::vector<Card>& cards) {
    input_->setSelection(cards);
}

void TableGameScene::toggleSelected(Card card) {
    input_->toggleSelected(card);
}

QString TableGameScene::caption(const QString& key) const {
    const QGraphicsSimpleTextItem* item = labels_.value(key, nullptr);
    return item && item->isVisible() ? item->text() : QString();
}

QString TableGameScene::selectionText() const {
    const std::vector<Card> cards = selection();
    if (cards.empty()) return {};
    const QString what = TableGameTexts::selection(cards, controller_->view());
    return tr("Selected: %1").arg(TableGameTexts::cards(cards)) +
           (what.isEmpty() ? QString() : QStringLiteral(" — ") + what);
}

Status TableGameScene::drawStock() {
    return input_->drawStock();
}

Status TableGameScene::takeFromPile(int index) {
    return input_->takeFromPile(index);
}

Status TableGameScene::meldSelection() {
    return input_->meldSelection();
}

Status TableGameScene::layOffSelection(int meldNumber) {
    return input_->layOffSelection(meldNumber);
}

Status TableGameScene::discardSelection() {
    return input_->discardSelection();
}

Status TableGameScene::done() {
    return input_->done();
}

void TableGameScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    // A click on the result panel deals the next hand.
    if (resultShown() && result_->sceneBoundingRect().contains(event->scenePos())) {
        emit nextHandRequested();
        event->accept();
        return;
    }
    QGraphicsScene::mousePressEvent(event);
}

bool TableGameScene::keyPressed(int key) {
    return input_->keyPressed(key);
}

void TableGameScene::cardClicked(CardItem* item) {
    input_->cardClicked(item);
}

bool TableGameScene::cardDropped(CardItem* item) {
    return input_->cardDropped(item);
}

void TableGameScene::drawFromStock() {
    (void)input_->drawStock();
}

}  // namespace rummy

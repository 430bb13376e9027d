// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QGraphicsObject>
#include <QGraphicsScene>
#include <QHash>
#include <QPointer>
#include <memory>
#include <optional>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
#include "indian/value_cards.h"
#include "table/hand_arrangement.h"
#include "table/table_hand_zone.h"
#include "table/table_layout.h"
#include "table/table_zones.h"

namespace rummy {

class CardCache;
class CardItem;
class DropTargets;
class GameController;
class LabelItem;
class PileZone;
class SeatItem;
class StockZone;
class TableFlights;

// The table: opponents around the top, the piles in the middle (wild card, closed deck, open
// deck, finish slot) and the player's hand along the bottom in labelled groups. Laid out in
// card units from the scene rect (the view keeps it equal to its viewport), so every window
// size works; cards are looked up by id so that a card keeps its item (and glides) as it moves
// from pile to hand to pile. The scene owns the items and talks to the controller; the hand
// (TableHandZone), the flights (TableFlights), the drop targets (DropTargets) and the words
// (TableTexts) are classes of their own.
class TableScene : public QGraphicsScene {
    Q_OBJECT
public:
    TableScene(GameController* controller, CardCache* cache, QObject* parent = nullptr);
    ~TableScene() override;

    void setDevicePixelRatio(qreal dpr);
    void setAnimationMs(int ms);
    // The look chosen in Settings: which back the face-down cards show, the felt's colour.
    void setBackElement(const QString& elementId);
    QString backElement() const { return backElement_; }
    void setTableColour(const QColor& colour);
    QColor tableColour() const { return tableColour_; }
    HandOrder handOrder() const { return hand_->order(); }
    // Sorting drops the player's own groups and goes back to the automatic arrangement.
    void setHandOrder(HandOrder order);
    // Clicks (or Space) toggle cards in and out of the selection; Discard and Finish act on the
    // card selected last.
    std::optional<Card> selectedCard() const;
    const std::vector<Card>& selectedCards() const { return hand_->selection(); }
    const HandArrangement& arrangement() const { return hand_->arrangement(); }
    // The selected cards become a new group at the end of the hand (false: nothing selected).
    bool groupSelected();
    bool hasOwnGroups() const { return hand_->hasOwnGroups(); }
    QRectF groupLabelRect(std::size_t group) const;  // where group's label lies (tests)
    // What a finish with `card` declares when the player arranged the hand: their groups
    // without that card. None: the player has not arranged it (the solver's groups apply).
    std::optional<std::vector<std::vector<Card>>> declaredGroups(Card card) const;
    // The open deck's discards, newest first, with who threw each (also its tooltip).
    QString openHistoryText(int limit = 12) const;

    // A hint: a ring around a card of the hand, or around the deck to
    // draw from. The next change of the game clears it.
    enum class HintPile { None, Closed, Open };
    void setHintCard(std::optional<Card> card);
    void setHintPile(HintPile pile);
    std::optional<Card> hintCard() const { return hintCard_; }
    HintPile hintPile() const { return hintPile_; }
    QGraphicsObject* hintRing() const { return hintRing_; }  // null until the first hint

    // The player's panel: their score, or why they are watching (dropped, out of the pool).
    QString playerStatusText() const;
    QString handPointsText() const;  // the hand's points, or what the deal cost the player
    QString valueCardsText() const;  // empty but in 21-card
    // 21-card's value cards of this deal; none in the other games.
    std::optional<ValueFaces> dealValueFaces() const;
    // The player's own arrangement, as a resumed save had it (the automatic one when empty or
    // no longer the hand's).
    void setOwnGroups(const std::vector<std::vector<Card>>& groups);

    // For tests and the keyboard: where things are.
    CardItem* closedDeckItem() const;
    CardItem* openTopItem() const;
    QRectF finishSlotRect() const { return geo_.finish; }
    QRectF openDeckRect() const { return geo_.open; }
    std::vector<CardItem*> handItems() const;
    qreal cardWidth() const { return geo_.cardW; }

signals:
    void finishRequested(rummy::Card card);

public slots:
    void relayout();        // the size changed: geometry now, no animation
    void sync();            // the game changed: move cards to their new places
    void refreshPixmaps();  // the cache has rendered the current size
    void clearHint();

    int keyboardFocus() const { return hand_->focus(); }  // index into handItems(), -1: none

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    // Left / Right move a focus ring along the hand, Space selects the focused card: the
    // toolbar's keys (Discard, Finish) then act on it.
    void keyPressEvent(QKeyEvent* event) override;
    // A click on the open deck's caption lists the discards (the top card itself draws).
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;

private:
    void layoutItems(int animateMs);
    void layoutSeats();
    void layoutMiddle(int animateMs);
    void layoutHand(int animateMs);
    void showTurnTimer();  // a tick of the turn timer: banner and seats only
    QPointF seatCardPos(int seat) const;
    CardItem* itemFor(Card card);
    void refreshPixmap(CardItem* item, bool faceUp);
    void refreshStock();
    // Input: drops on the piles and in the hand, clicks that select.
    bool handCardDropped(CardItem* item);
    bool openCardDropped(CardItem* item);
    void hover(CardItem* item);
    void cardClicked(CardItem* item);
    void showHintOn(CardItem* target);

    GameController* controller_;
    CardCache* cache_;
    qreal dpr_ = 1.0;
    int animationMs_ = 200;
    QString backElement_ = QStringLiteral("back-red");
    QColor tableColour_ = QColor(24, 96, 56);
    TableLayout geo_;  // in scene pixels

    TableZones zones_;             // where the layout puts the stock, the pile, ...
    QHash<int, CardItem*> cards_;  // by card id: hand, open top, wild card
    std::unique_ptr<StockZone> stock_;
    std::unique_ptr<PileZone> pile_;
    std::unique_ptr<DropTargets> targets_;  // the open deck and Finish
    std::unique_ptr<TableHandZone> hand_;
    std::unique_ptr<TableFlights> flights_;
    LabelItem* closedLabel_ = nullptr;
    LabelItem* openLabel_ = nullptr;
    LabelItem* wildLabel_ = nullptr;
    LabelItem* finishLabel_ = nullptr;
    LabelItem* handInfo_ = nullptr;
    LabelItem* handPoints_ = nullptr;
    LabelItem* valueInfo_ = nullptr;  // 21-card: which cards are value cards
    LabelItem* turnBanner_ = nullptr;
    LabelItem* lastMove_ = nullptr;
    std::vector<SeatItem*> seats_;
    std::optional<Card> hintCard_;
    HintPile hintPile_ = HintPile::None;
    QPointer<QGraphicsObject> hintRing_;
};

}  // namespace rummy

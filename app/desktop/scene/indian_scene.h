// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
#include "indian/value_cards.h"
#include "scene/card_table_scene.h"
#include "scene/card_zones.h"
#include "scene/hand_arrangement.h"
#include "scene/indian_hand_zone.h"
#include "scene/indian_layout.h"

namespace rummy {

class CardItem;
class DropTargets;
class IndianController;
class LabelItem;
class SeatItem;
class IndianFlights;

// The table: opponents around the top, the piles in the middle (wild card, closed deck, open
// deck, finish slot) and the player's hand along the bottom in labelled groups. Laid out in
// card units from the scene rect (the view keeps it equal to its viewport), so every window
// size works. What every table has (the felt, the card items by id, the stock and the open
// deck's zones, the look, the hint's ring, the input's plumbing) is CardTableScene's; this
// scene lays the Indian table out and takes its input. The hand (IndianHandZone), the flights
// (IndianFlights), the drop targets (DropTargets) and the words (IndianTexts) are classes of
// their own.
class IndianScene : public CardTableScene {
    Q_OBJECT
public:
    IndianScene(IndianController* controller, CardCache* cache, QObject* parent = nullptr);
    ~IndianScene() override;

    QString accessibleName() const override;
    QString accessibleDescription() const override;
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
    void relayout() override;
    void sync() override;
    void refreshPixmaps() override;
    void clearHint() override;

public:
    int keyboardFocus() const { return hand_->focus(); }  // index into handItems(), -1: none

protected:
    // Left / Right move a focus ring along the hand, Space selects the focused card: the
    // toolbar's keys (Discard, Finish) then act on it.
    bool keyPressed(int key) override;
    // A click on the open deck's caption lists the discards (the top card itself draws).
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    // Clicks select, a card carried from the hand lights the place it would land.
    void cardClicked(CardItem* item) override;
    void cardDragged(CardItem* item) override;
    CardItem* pileCardItem(Card card) override { return itemFor(card); }

private:
    void layoutItems(int animateMs);
    void layoutSeats();
    void layoutMiddle(int animateMs);
    void layoutHand(int animateMs);
    void showTurnTimer();  // a tick of the turn timer: banner and seats only
    QPointF seatCardPos(int seat) const;
    CardItem* itemFor(Card card);  // the hand's, the open top's, the wild card's
    QSizeF cardSize() const;
    // Input: drops on the piles and in the hand.
    bool handCardDropped(CardItem* item);
    bool openCardDropped(CardItem* item);

    IndianController* controller_;
    IndianLayout geo_;  // in scene pixels

    CardZones zones_;                       // where the layout puts the stock, the pile, ...
    std::unique_ptr<DropTargets> targets_;  // the open deck and Finish
    std::unique_ptr<IndianHandZone> hand_;
    std::unique_ptr<IndianFlights> flights_;
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
};

}  // namespace rummy

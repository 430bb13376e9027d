// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
#include "gin/gin_hand.h"
#include "scene/card_table_scene.h"
#include "scene/card_zones.h"
#include "scene/gin_hand_zone.h"
#include "scene/gin_table_layout.h"

namespace rummy {

class CardFlights;
class CardItem;
class GinController;
class DropTargets;
class GinOpponentZone;
class GinResultPanel;
class GinScoreSheet;
class GinTableInput;
class GinTableLabels;
class PillButton;

// The Gin table (layout: GinTableLayout). The opponent's cards lie face down at the top; the
// stock, the discard pile and the Knock target in the middle, with the player's panel (name,
// live deadwood, the knock value in force) on the left and the score sheet on the right; the
// player's hand along the bottom, grouped by its least-deadwood melds. At the first upcard the
// table offers Take and Pass beside it. After a knock both hands are spread where they lie:
// melds and deadwood, the defender's lay-offs moved onto the knocker's melds and outlined, and
// the result in the middle. What every table has (the felt, the card items by id, the stock
// and the pile, the look, the hint's ring, the input's plumbing) is CardTableScene's; this
// scene lays Gin's table out. The hand (GinHandZone), the opponent's side (GinOpponentZone),
// the captions (GinTableLabels), the input (GinTableInput), the drop targets (DropTargets) and
// the words (GinTableTexts) are classes of their own.
class GinTableScene : public CardTableScene {
    Q_OBJECT
public:
    GinTableScene(GinController* controller, CardCache* cache, QObject* parent = nullptr);
    ~GinTableScene() override;

    QString accessibleName() const override;
    QString accessibleDescription() const override;

    // One card at a time is selected (click or Space); Discard and Knock act on it.
    std::optional<Card> selectedCard() const { return hand_->selected(); }
    void selectCard(std::optional<Card> card);
    // The hand's groups as shown: melds first, then the deadwood.
    const std::vector<std::vector<Card>>& handGroups() const { return hand_->groups(); }
    const GinHand& arrangement() const { return hand_->arrangement(); }
    // The player's own grouping (dragging a card within the hand), or none: the automatic one.
    bool hasOwnGroups() const { return hand_->hasOwnGroups(); }
    void sortHand();  // back to the automatic grouping

    // The texts on the table (tests, the status line).
    QString deadwoodText() const;
    QString knockRuleText() const;
    QString stockText() const;
    QString resultTitle() const;
    QStringList resultLines() const;

    // Hints: a ring around a card of the hand, the stock or the discard pile.
    enum class HintPile { None, Stock, Discard };
    void setHintCard(std::optional<Card> card);
    void setHintPile(HintPile pile);

    // For tests and the keyboard: where things are.
    CardItem* stockItem() const;
    CardItem* discardTopItem() const;
    std::vector<CardItem*> handItems() const;
    std::vector<CardItem*> opponentItems() const;  // backs while playing, faces after a knock
    std::vector<Card> laidOffShown() const;        // outlined as laid off at the showdown
    QRectF knockRect() const { return geo_.knock; }
    QRectF discardRect() const { return geo_.discard; }
    const GinTableLayout& geometry() const { return geo_; }
    PillButton* takeButton() const { return take_; }
    PillButton* passButton() const { return pass_; }
    PillButton* nextButton() const { return next_; }
    GinScoreSheet* scoreSheet() const { return sheet_; }
    GinResultPanel* resultPanel() const { return result_; }
    int keyboardFocus() const { return hand_->focus(); }

signals:
    // A card dropped on the Knock target: the window asks before knocking.
    void knockRequested(rummy::Card card);
    void nextHandRequested();

public slots:
    void relayout() override;
    void sync() override;
    void refreshPixmaps() override;

protected:
    // Left / Right (Home / End) move a focus ring along the hand, Space selects the card.
    bool keyPressed(int key) override;
    void cardClicked(CardItem* item) override;
    void cardDragged(CardItem* item) override;
    CardItem* pileCardItem(Card card) override { return placeCard(card, false); }

private:
    void layoutItems(int animateMs);
    void layoutMiddle(int animateMs);
    void layoutHand(int animateMs);
    void layoutShowdown(int animateMs);
    void layoutResult();
    void showMove(int seat, const rummy::Move& move);  // the opponent's, as cards in flight

    CardItem* itemFor(Card card);
    CardItem* placeCard(Card card, bool small);  // at a row's size: the opponent's is smaller
    // A back: the stock full size, the opponent's cards smaller.
    void refreshBack(CardItem* item, bool small);
    void clearCards();
    bool showdownShown() const;
    QRectF handRow() const;

    void paintCard(CardItem* item);  // at the size of its row

    GinController* controller_;
    GinTableLayout geo_;
    CardZones zones_;  // where the layout puts the stock, the pile, ...

    QSet<int> small_;  // the cards drawn at the opponent's size (its row at the showdown)
    std::pair<std::uint64_t, int> handShown_{0, -1};  // (game seed, hand number) on the table

    std::unique_ptr<DropTargets> targets_;
    std::unique_ptr<GinTableLabels> labels_;
    std::unique_ptr<GinHandZone> hand_;
    std::unique_ptr<GinOpponentZone> opponent_;
    std::unique_ptr<GinTableInput> input_;
    CardFlights* flights_ = nullptr;
    PillButton* take_ = nullptr;
    PillButton* pass_ = nullptr;
    PillButton* next_ = nullptr;
    GinScoreSheet* sheet_ = nullptr;
    GinResultPanel* result_ = nullptr;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>
#include <functional>
#include <optional>
#include <vector>

#include "cards/card.h"
#include "indian/value_cards.h"
#include "scene/card_item.h"
#include "scene/hand_arrangement.h"

class QGraphicsPathItem;
class QGraphicsScene;

namespace rummy {

class IndianController;
class LabelItem;
struct IndianLayout;

// The player's hand on the Indian table (IndianScene), along the bottom in labelled groups: the
// automatic arrangement (by melds or by suit), or the player's own groups; the card just drawn
// joins at the end, outlined, until the turn ends. Keeps the selection (clicks toggle cards in
// and out of it), the keyboard's focus, where each group lies, and the places past either end
// where a dragged card starts a group. The card items are the scene's, handed over one a time.
class IndianHandZone {
public:
    struct Cards {
        std::function<CardItem*(Card)> item;  // the scene's item for a card
        CardItem::DropHandler dropped;        // a card of the hand let go
    };

    IndianHandZone(QGraphicsScene* scene, Cards cards);

    // `dealMs`, while a deal is shown: how long the index-th card glides in.
    void layout(IndianController& c, const IndianLayout& geo, QRectF scene, int animateMs,
                const std::function<int(int)>& dealMs, const std::optional<ValueFaces>& values);

    HandOrder order() const { return order_; }
    void setOrder(HandOrder order);  // drops the player's own groups
    void setOwnGroups(const std::vector<std::vector<Card>>& groups);  // none: automatic
    bool groupSelected();  // the selected cards become a group at the end (false: none)
    bool hasOwnGroups() const { return custom_.has_value(); }
    std::optional<std::vector<std::vector<Card>>> declaredGroups(Card card) const;
    const HandArrangement& arrangement() const { return arrangement_; }
    QRectF groupLabelRect(std::size_t group) const;

    const std::vector<Card>& selection() const { return selection_; }
    void toggle(Card card);
    void keepSelectionIn(const std::vector<Card>& hand);
    const std::vector<int>& cardIds() const { return handIds_; }
    bool holds(Card card) const;
    int focus() const { return focus_; }
    bool moveFocus(int key, int count);

    // A card dropped on the hand joins the group under it at the slot nearest its left edge;
    // dropped beyond either end it starts a group of its own there. False: not on the hand.
    // The caller lays the hand out again.
    bool moveWithinHand(const CardItem* item, const IndianLayout& geo);
    // While a card of the hand is dragged: the new-group places, the one it is over lit.
    // `lit` -1 or 1 lights that end, 0 shows both unlit, anything else hides them.
    void showNewGroupZones(int lit, const IndianLayout& geo, QRectF scene);
    // -1: the card lies beyond the front of the hand, 1 beyond its back, 0 neither.
    int handEndFor(const CardItem* item, const IndianLayout& geo) const;

private:
    std::optional<Card> cardJustDrawn(const IndianController& c) const;

    QGraphicsScene* scene_;
    Cards cards_;
    HandOrder order_ = HandOrder::Melds;
    HandArrangement arrangement_;
    std::vector<Card> selection_;
    std::optional<std::vector<std::vector<Card>>> custom_;  // the player's own groups
    // The automatic arrangement as it was before this turn's draw, kept until the discard.
    std::optional<std::vector<std::vector<Card>>> heldGroups_;
    std::optional<Card> lastDrawn_;
    std::vector<GroupSpan> spans_;  // where each group of arrangement_ lies
    std::vector<int> handIds_;
    int focus_ = -1;
    std::vector<LabelItem*> groupLabels_;
    QGraphicsPathItem* newGroupFront_;
    QGraphicsPathItem* newGroupBack_;
};

}  // namespace rummy

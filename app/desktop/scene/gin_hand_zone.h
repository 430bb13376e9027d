// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include "cards/card.h"
#include "gin/gin_hand.h"
#include "scene/card_item.h"
#include "scene/gin_group_row.h"

namespace rummy {

class GinController;

// The player's hand on the Gin table (GinTableScene): how it is grouped (the least-deadwood
// melds, or the player's own grouping from dragging cards within it), laid out along the
// bottom; the one selected card and the keyboard's focus ring. The scene owns the card items
// and the input; the hand says where the cards go and what the player picked.
class GinHandZone {
public:
    explicit GinHandZone(QGraphicsScene* scene);

    // While playing: the hand grouped and spread along `row`, the card just drawn outlined,
    // every card draggable and dropped through `onDrop`.
    void layout(const GinController& c, QRectF row, const GinTableLayout& geo, qreal centreX,
                int animateMs, const GinGroupRow::PlaceCard& place,
                const CardItem::DropHandler& onDrop);
    // At the showdown: the player's spread as the showdown groups it; no focus.
    void layoutShowdown(const std::vector<GinShownGroup>& groups, QRectF row,
                        const GinTableLayout& geo, qreal centreX, int animateMs,
                        const GinGroupRow::PlaceCard& place);

    // A card dropped on the hand joins the group under it at the slot nearest its left edge;
    // past either end of the hand it starts a group there (as at the Indian table). False when
    // it was not dropped on the hand. The caller lays the hand out again.
    bool moveWithinHand(const CardItem* item, const GinTableLayout& geo);
    void sortHand() { ownGroups_.reset(); }  // back to the automatic grouping
    bool hasOwnGroups() const { return ownGroups_.has_value(); }

    bool holds(Card card) const;
    const std::vector<int>& cardIds() const { return handIds_; }
    const std::vector<std::vector<Card>>& groups() const { return groups_; }
    const GinHand& arrangement() const { return arrangement_; }

    std::optional<Card> selected() const { return selected_; }
    void select(std::optional<Card> card) { selected_ = card; }
    void keepSelectionIn(const std::vector<Card>& hand);  // a card no longer held is not selected
    int focus() const { return focus_; }
    void focusOn(Card card);
    // Left / Right (Home / End) move the focus ring along `items` (the hand's, in order);
    // false for any other key.
    bool moveFocus(int key, const std::vector<CardItem*>& items);
    void reset();  // a new hand: nothing selected, no focus

private:
    void show(const std::vector<GinShownGroup>& groups);

    GinGroupRow row_;
    std::vector<int> handIds_;
    std::vector<std::vector<Card>> groups_;
    std::optional<std::vector<std::vector<Card>>> ownGroups_;  // the player's, while it lasts
    GinHand arrangement_;
    std::optional<Card> selected_;
    int focus_ = -1;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "cards/card.h"

namespace rummy {

class CardItem;
class GinController;
class DropTargets;
class GinHandZone;
struct GinTableLayout;

// The player's hands on the Gin table (GinTableScene): a click selects a card of the hand or
// takes the discard, a card dragged from the hand is thrown on the discard pile, knocks on the
// Knock target or moves within the hand, the discard dragged down is taken, and the keyboard
// moves a focus ring along the hand (Space selects). The scene forwards its items' clicks,
// drops and hovers and its key presses here; what the input changes on the table goes back
// through Table.
class GinTableInput {
public:
    struct Table {
        std::function<void(std::optional<Card>)> select;  // and lay the table out
        std::function<void()> layoutHand;
        std::function<void(Card)> askKnock;  // after the mouse release has unwound
        std::function<CardItem*()> discardTop;
    };

    GinTableInput(GinController* controller, GinHandZone& hand, DropTargets& targets,
                  const GinTableLayout& geo, Table table);

    void cardClicked(CardItem* item);
    bool handCardDropped(CardItem* item);
    bool discardDropped(CardItem* item);
    void hover(CardItem* item);
    // Left / Right / Home / End / Space on `hand` (its items in order); false: not handled.
    bool keyPressed(int key, const std::vector<CardItem*>& hand);

private:
    bool canKnockWith(Card card) const;

    GinController* controller_;
    GinHandZone& hand_;
    DropTargets& targets_;
    const GinTableLayout& geo_;
    Table table_;
};

}  // namespace rummy

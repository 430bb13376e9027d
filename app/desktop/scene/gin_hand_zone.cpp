// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/gin_hand_zone.h"

#include <algorithm>

#include "controller/gin_controller.h"
#include "gin/gin_rules.h"
#include "scene/gin_table_layout.h"
#include "scene/hand_arrangement.h"
#include "scene/hand_focus.h"
#include "scene/slot_marks.h"

namespace rummy {

GinHandZone::GinHandZone(QGraphicsScene* scene) : row_(scene, false, false) {}

void GinHandZone::show(const std::vector<GinShownGroup>& groups) {
    groups_.clear();
    handIds_.clear();
    for (const GinShownGroup& g : groups) {
        groups_.push_back(g.cards);
        for (Card c : g.cards) handIds_.push_back(c.id());
    }
}

void GinHandZone::layout(const GinController& c, QRectF row, const GinTableLayout& geo,
                         qreal centreX, int animateMs, const GinGroupRow::PlaceCard& place,
                         const CardItem::DropHandler& onDrop) {
    const PlayerView view = c.view();
    std::vector<Face> faces;
    for (Card card : view.hand) faces.push_back(card.face());
    arrangement_ = bestGinHand(faces);
    ownGroups_ = keepOwnGroups(ownGroups_, view.hand);  // a new hand: automatic groups
    const std::vector<GinShownGroup> groups =
        ownGroups_ ? GinShownGroups::own(*ownGroups_) : GinShownGroups::automatic(arrangement_);
    show(groups);
    focus_ = std::min(focus_, static_cast<int>(handIds_.size()) - 1);
    const std::vector<CardItem*> items =
        row_.layout(groups, row, geo, centreX, selected_, animateMs, place);
    // The card just drawn stands out until it is thrown or the turn ends.
    std::optional<Card> drawn;
    const auto& history = c.round().history();
    if (view.hand.size() > GinRules::kHandSize && !history.empty() &&
        history.back().seat == GinController::kHumanSeat)
        drawn = history.back().card;
    for (std::size_t i = 0; i < items.size(); ++i) {
        CardItem* item = items[i];
        item->setHighlighted(static_cast<int>(i) == focus_);
        item->setDraggable(true);
        item->setDropHandler(onDrop);
        if (drawn && item->card() == *drawn) item->setOutline(kDrawnCardColour);
    }
}

void GinHandZone::layoutShowdown(const std::vector<GinShownGroup>& groups, QRectF row,
                                 const GinTableLayout& geo, qreal centreX, int animateMs,
                                 const GinGroupRow::PlaceCard& place) {
    show(groups);
    row_.layout(groups, row, geo, centreX, selected_, animateMs, place);
    focus_ = -1;
}

bool GinHandZone::moveWithinHand(const CardItem* item, const GinTableLayout& geo) {
    const QRectF r(item->pos(), item->size());
    if (r.center().y() < geo.handTop - 0.3 * geo.cardH || groups_.empty()) return false;
    // Where each group lies, as the row last laid it out.
    const HandDrop drop = handDropAt(row_.spans(), r.left(), r.center().x(), geo.cardW);
    ownGroups_ = moveCard(groups_, item->card(), drop.target, drop.slot);
    return true;
}

bool GinHandZone::holds(Card card) const {
    return std::find(handIds_.begin(), handIds_.end(), card.id()) != handIds_.end();
}

void GinHandZone::keepSelectionIn(const std::vector<Card>& hand) {
    if (selected_ && !std::count(hand.begin(), hand.end(), *selected_)) selected_.reset();
}

void GinHandZone::focusOn(Card card) {
    const auto it = std::find(handIds_.begin(), handIds_.end(), card.id());
    if (it != handIds_.end()) focus_ = static_cast<int>(it - handIds_.begin());
}

bool GinHandZone::moveFocus(int key, const std::vector<CardItem*>& items) {
    const int n = static_cast<int>(items.size());
    const std::optional<int> focus = handFocusAfter(key, focus_, n);
    if (!focus) return false;
    focus_ = *focus;
    for (int i = 0; i < n; ++i) items[static_cast<std::size_t>(i)]->setHighlighted(i == focus_);
    return true;
}

void GinHandZone::reset() {
    selected_.reset();
    focus_ = -1;
}

}  // namespace rummy

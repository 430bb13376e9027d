// SPDX-License-Identifier: GPL-3.0-or-later
// GinTableScene, the player's hand: the automatic grouping or the player's own, the card just
// drawn, and a card moved within the hand. The rest of the layout is in gin_table_scene.cpp.
#include <algorithm>

#include "controller/gin_controller.h"
#include "gin/gin_hand.h"
#include "gin/gin_rules.h"
#include "gin/gin_showdown.h"
#include "table/card_item.h"
#include "table/gin_group_style.h"
#include "table/gin_table_scene.h"
#include "table/hand_arrangement.h"
#include "table/table_marks.h"

namespace rummy {

namespace {

Card cardOf(Face f) {
    return Card::natural(0, f);  // Gin has one deck: a face is a card
}

}  // namespace

void GinTableScene::layoutHand(int animateMs) {
    const GinView view = controller_->view();
    std::vector<Face> faces;
    for (Card c : view.hand) faces.push_back(c.face());
    arrangement_ = bestGinHand(faces);
    ownGroups_ = keepOwnGroups(ownGroups_, view.hand);  // a new hand: automatic groups
    std::vector<Group> groups = ownGroups_ ? ownHandGroups(*ownGroups_) : [&] {
        std::vector<Group> automatic;
        for (const auto& meld : arrangement_.melds) {
            Group g;
            for (Face f : meld) g.cards.push_back(cardOf(f));
            const bool set = isGinSet(meld);
            g.label = set ? tr("set") : tr("run");
            g.colour = set ? kGinSetColour : kGinRunColour;
            automatic.push_back(std::move(g));
        }
        if (!arrangement_.deadwoodCards.empty()) {
            Group g;
            std::vector<Face> loose = arrangement_.deadwoodCards;
            // By rank, as a player holds loose cards: pairs and near-runs side by side.
            std::sort(loose.begin(), loose.end(), [](Face a, Face b) {
                return a.rank() != b.rank() ? a.rank() < b.rank() : a.suit() < b.suit();
            });
            for (Face f : loose) g.cards.push_back(cardOf(f));
            g.label = tr("deadwood %1").arg(arrangement_.deadwood);
            g.colour = kGinDeadwoodColour;
            automatic.push_back(std::move(g));
        }
        return automatic;
    }();
    groups_.clear();
    handIds_.clear();
    for (const Group& g : groups) {
        groups_.push_back(g.cards);
        for (Card c : g.cards) handIds_.push_back(c.id());
    }
    focus_ = std::min(focus_, static_cast<int>(handIds_.size()) - 1);
    const QRectF row(sceneRect().left() + geo_.margin, geo_.handTop,
                     sceneRect().width() - 2 * geo_.margin, geo_.cardH);
    layoutRow(groups, row, false, false, animateMs, handLabels_);
    // The card just drawn stands out until it is thrown or the turn ends.
    std::optional<Card> drawn;
    const auto& history = controller_->round().history();
    if (view.hand.size() > GinRules::kHandSize && !history.empty() &&
        history.back().seat == GinController::kHumanSeat)
        drawn = history.back().card;
    for (std::size_t i = 0; i < handIds_.size(); ++i) {
        CardItem* item = cards_.value(handIds_[i]);
        item->setHighlighted(static_cast<int>(i) == focus_);
        item->setDraggable(true);
        item->setDropHandler([this](CardItem* it) { return handCardDropped(it); });
        if (drawn && item->card() == *drawn) item->setOutline(kDrawnCardColour);
    }
}

// The player's own groups, each labelled as what it is: a set, a run, or loose cards with
// their value.
std::vector<GinTableScene::Group> GinTableScene::ownHandGroups(
    const std::vector<std::vector<Card>>& own) const {
    std::vector<Group> out;
    for (const auto& cards : own) {
        std::vector<Face> faces;
        int value = 0;
        for (Card c : cards) {
            faces.push_back(c.face());
            value += ginValue(c.face());
        }
        Group g;
        g.cards = cards;
        if (isGinMeld(faces)) {
            const bool set = isGinSet(faces);
            g.label = set ? tr("set") : tr("run");
            g.colour = set ? kGinSetColour : kGinRunColour;
        } else {
            g.label = tr("deadwood %1").arg(value);
            g.colour = kGinDeadwoodColour;
        }
        out.push_back(std::move(g));
    }
    return out;
}

void GinTableScene::sortHand() {
    ownGroups_.reset();
    layoutHand(animationMs_);
}

// A card dropped on the hand joins the group under it at the slot nearest its left edge;
// past either end of the hand it starts a group there (as at the Indian table).
bool GinTableScene::moveWithinHand(CardItem* item) {
    const QRectF r(item->pos(), item->size());
    if (r.center().y() < geo_.handTop - 0.3 * geo_.cardH || groups_.empty()) return false;
    // Where each group lies: read from its cards' places, which layoutRow set.
    std::vector<GroupSpan> spans;
    for (const auto& g : groups_) {
        const CardItem* first = cards_.value(g.front().id());
        const CardItem* last = cards_.value(g.back().id());
        if (!first || !last) return false;
        const qreal step =
            g.size() > 1 ? (last->home().x() - first->home().x()) / static_cast<qreal>(g.size() - 1)
                         : geo_.cardW;
        spans.push_back({first->home().x(), last->home().x() + geo_.cardW, step});
    }
    const HandDrop drop = handDropAt(spans, r.left(), r.center().x(), geo_.cardW);
    ownGroups_ = moveCard(groups_, item->card(), drop.target, drop.slot);
    layoutHand(animationMs_);
    return true;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/gin_table_input.h"

#include <algorithm>

#include "controller/gin_controller.h"
#include "scene/card_item.h"
#include "scene/drop_targets.h"
#include "scene/gin_hand_zone.h"
#include "scene/gin_table_layout.h"

namespace rummy {

GinTableInput::GinTableInput(GinController* controller, GinHandZone& hand, DropTargets& targets,
                             const GinTableLayout& geo, Table table)
    : controller_(controller),
      hand_(hand),
      targets_(targets),
      geo_(geo),
      table_(std::move(table)) {}

bool GinTableInput::canKnockWith(Card card) const {
    const PlayerView v = controller_->view();
    return std::find(v.legal.begin(), v.legal.end(), Move(moves::Knock{card, {}})) != v.legal.end();
}

void GinTableInput::hover(CardItem* item) {
    const bool fromHand = hand_.holds(item->card());
    // Over the Knock target, green when this card would knock, red when it would not.
    targets_.light(fromHand ? targets_.under(item) : DropTargets::Target::None,
                   canKnockWith(item->card()) ? QColor(110, 230, 110) : QColor(235, 90, 80));
}

bool GinTableInput::handCardDropped(CardItem* item) {
    targets_.light(DropTargets::Target::None);  // clears the highlight
    const Card card = item->card();
    switch (targets_.under(item)) {
        case DropTargets::Target::Pile: {
            controller_->play(moves::Discard{card});
            const auto& hand = controller_->round().hand(GinController::kHumanSeat);
            return std::find(hand.begin(), hand.end(), card) == hand.end();
        }
        case DropTargets::Target::GoOut:
            table_.askKnock(card);  // a modal question
            return false;
        case DropTargets::Target::None:
            if (!hand_.moveWithinHand(item, geo_)) return false;
            table_.layoutHand();
            return true;
    }
    return false;
}

bool GinTableInput::discardDropped(CardItem* item) {
    // Dragged down to the hand: the same as clicking it.
    if (item->pos().y() + item->size().height() / 2 < geo_.handTop - 0.3 * geo_.cardH) return false;
    controller_->play(moves::DrawOpen{});
    return controller_->view().gin().phase == GinPhase::Discard;
}

void GinTableInput::cardClicked(CardItem* item) {
    const Card card = item->card();
    if (item == table_.discardTop()) {
        controller_->play(moves::DrawOpen{});
        return;
    }
    if (!hand_.holds(card)) return;
    hand_.focusOn(card);
    table_.select(hand_.selected() == card ? std::nullopt : std::optional<Card>(card));
}

bool GinTableInput::keyPressed(int key, const std::vector<CardItem*>& hand) {
    if (key != Qt::Key_Space) return hand_.moveFocus(key, hand);
    const int focus = hand_.focus();
    if (focus >= 0 && focus < static_cast<int>(hand.size()))
        cardClicked(hand[static_cast<std::size_t>(focus)]);
    return true;
}

}  // namespace rummy

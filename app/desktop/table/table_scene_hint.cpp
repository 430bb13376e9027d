// SPDX-License-Identifier: GPL-3.0-or-later
// TableScene's hint: the ring (table/hint_ring.h) over the card or deck a hint points at.
#include "controller/game_controller.h"
#include "table/card_item.h"
#include "table/hint_ring.h"
#include "table/table_scene.h"

namespace rummy {

void TableScene::showHintOn(CardItem* target) {
    if (!hintRing_) {
        auto* ring = new HintRing;
        addItem(ring);
        hintRing_ = ring;
    }
    static_cast<HintRing*>(hintRing_.data())->follow(target);
    // Any move, a new deal or a new match makes the hint stale.
    connect(controller_, &GameController::stateChanged, this, &TableScene::clearHint,
            Qt::UniqueConnection);
}

void TableScene::setHintCard(std::optional<Card> card) {
    clearHint();
    CardItem* item = card ? cards_.value(card->id(), nullptr) : nullptr;
    if (!item) return;
    hintCard_ = card;
    showHintOn(item);
}

void TableScene::setHintPile(HintPile pile) {
    clearHint();
    CardItem* item = pile == HintPile::Closed ? closedItem_
                     : pile == HintPile::Open ? openTopItem()
                                              : nullptr;
    if (!item) return;
    hintPile_ = pile;
    showHintOn(item);
}

void TableScene::clearHint() {
    hintCard_.reset();
    hintPile_ = HintPile::None;
    if (hintRing_) static_cast<HintRing*>(hintRing_.data())->follow(nullptr);
}

}  // namespace rummy

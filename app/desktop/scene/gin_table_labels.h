// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "cards/card.h"

class QGraphicsScene;

namespace rummy {

class GinController;
class LabelItem;
struct GinHand;
struct GinTableLayout;

// The captions and panels on the Gin table's felt (GinTableScene): the piles' and the Knock
// target's captions, the turn banner, the opponent's panel (name and level, score, its last
// move) and the player's (name and score, live deadwood, the knock value in force). Sized from
// the layout, filled from the game (GinTableTexts says the words); the scene's card items and
// buttons are not here.
class GinTableLabels {
public:
    explicit GinTableLabels(QGraphicsScene* scene);

    void setMetrics(const GinTableLayout& geo);
    // `knockShown`: the Knock target stands (not the first upcard's Take and Pass); the hand's
    // arrangement and selected card give the deadwood and what a discard would leave.
    void update(const GinController& c, const GinTableLayout& geo, bool knockShown,
                const GinHand& arrangement, std::optional<Card> selected);

private:
    void updatePanels(const GinController& c, const GinTableLayout& geo, const GinHand& arrangement,
                      std::optional<Card> selected);

    LabelItem* stock_;
    LabelItem* discard_;
    LabelItem* knock_;
    LabelItem* knockInside_;
    LabelItem* opponentName_;
    LabelItem* opponentScore_;
    LabelItem* lastMove_;
    LabelItem* playerName_;
    LabelItem* deadwood_;
    LabelItem* knockRule_;
    LabelItem* turnBanner_;
};

}  // namespace rummy

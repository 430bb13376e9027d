// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>

#include "cards/card.h"
#include "game/player_view.h"
#include "gin/gin_hand.h"

namespace rummy {

class GinController;

// The words of the Gin table (GinTableScene), worked out from the game and nothing else: the
// captions of the piles and the Knock target, whose turn it is, the players' scores, the live
// deadwood and the knock value in force (Oklahoma, straight gin), what discarding the selected
// card would leave, and what a finished hand came to. Apart from the scene so that the rules
// of what the table says can be read (and tested) without its items.
struct GinTableTexts {
    Q_DECLARE_TR_FUNCTIONS(rummy::GinTableTexts)

public:
    static QString stock(const GinController& c);
    static QString discardCaption(GinPhase phase);  // the upcard, or the discard pile
    static QString discardTooltip(int cards);
    static QString knockTarget();                 // inside the target
    static QString knockCaption(int knockLimit);  // under it
    static QString take(const PlayerView& view);  // the first upcard's Take and Pass
    static QString pass();
    static QString turn(const GinController& c);  // the banner: empty when the hand is over
    static QString scoreLine(const GinController& c, int seat);
    // The player's deadwood: the hand as arranged while playing, the count at the showdown.
    static QString deadwood(const GinController& c, const GinHand& arrangement);
    static QString knockRule(const GinController& c, std::optional<Card> selected);
    static QString resultTitle(const GinController& c);
    static QStringList resultLines(const GinController& c);
    static QString nextButton(bool gameOver);  // Next hand, or New game
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <vector>

#include "cards/card.h"

namespace rummy {

struct GinHand;
struct GinShowdown;

// A group of cards as the Gin table shows it: its cards in order, the label over (or under)
// it and the label's colour, and the cards of it the defender laid off (outlined).
struct GinShownGroup {
    std::vector<Card> cards;
    QString label;
    QColor colour;
    std::vector<Card> laidOff;
};

// How the Gin table (GinTableScene) groups and names the cards it spreads: the hand while
// playing (the least-deadwood melds, or the player's own grouping) and both hands at the
// showdown. Values only, no items: one place says what a set, a run and deadwood are called.
struct GinShownGroups {
    Q_DECLARE_TR_FUNCTIONS(rummy::GinShownGroups)

public:
    // The automatic grouping: the melds, then the deadwood by rank.
    static std::vector<GinShownGroup> automatic(const GinHand& arrangement);
    // The player's own groups, each labelled as what it is: a set, a run, or loose cards with
    // their value.
    static std::vector<GinShownGroup> own(const std::vector<std::vector<Card>>& groups);
    // A seat's hand at the showdown: the knocker's melds with the defender's lay-offs on them,
    // or the defender's melds; then the seat's deadwood.
    static std::vector<GinShownGroup> showdown(const GinShowdown& showdown, int seat);
};

}  // namespace rummy

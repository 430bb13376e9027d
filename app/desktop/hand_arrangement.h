// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "card.h"
#include "meld.h"

namespace rummy {

// How the hand along the bottom of the table is split into labelled groups.
enum class HandOrder { Melds, Suits };

struct HandGroup {
    std::vector<Card> cards;
    MeldType type = MeldType::None;
    bool spare = false;  // the card the solver would put on the finish slot (14-card hand)
};

struct HandArrangement {
    std::vector<HandGroup> groups;
    int points = 0;  // what the hand (without the spare card) scores now
    bool valid = false;
};

// Melds: the solver's arrangement (melds first, leftovers last, the spare card apart).
// Suits: by suit, jokers (printed and wild rank) apart, each suit a group.
// Points and validity come from the solver either way.
HandArrangement arrangeHand(const std::vector<Card>& hand, WildRank wild, HandOrder order,
                            int handSize = 13);

// The physical cards of `hand` that show the faces of `groups`, each card used once.
std::vector<std::vector<Card>> cardsForFaces(const std::vector<Card>& hand,
                                             const std::vector<std::vector<Face>>& groups);

}  // namespace rummy

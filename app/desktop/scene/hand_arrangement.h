// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include "cards/card.h"
#include "indian/indian_rules.h"
#include "melds/meld.h"
#include "melds/meld_rules.h"

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
// Points and validity come from the solver either way, under the game's rules (13 or 21
// cards: indian/hand_rules.h) and the deal's wild cards.
HandArrangement arrangeHand(const std::vector<Card>& hand, const IndianRules& rules,
                            const WildCards& wild, HandOrder order);

// The player's own groups, as laid out: each labelled as the game reads it (groupType).
// Points as the engine counts a hand: once the groups meet the game's qualification only the
// cards outside melds count, else all of them (capped at rules.maxPoints); with handSize + 1
// cards the dearest loose card is left out (it is the one to throw). Valid: it would declare
// as it stands.
HandArrangement arrangeOwnGroups(const std::vector<std::vector<Card>>& groups,
                                 const IndianRules& rules, const WildCards& wild);

// How many pure sequences (tunnelas included where they count) the groups hold: what
// 21-card's "3 pure needed" counts.
int pureSequencesIn(const HandArrangement& arrangement);

// `groups` brought up to date with `hand`: cards no longer held leave, cards not in any
// group (just drawn) form a group at the end, empty groups go.
std::vector<std::vector<Card>> reconcileGroups(std::vector<std::vector<Card>> groups,
                                               const std::vector<Card>& hand);

// The player's own groups kept for `hand`: brought up to date (reconcileGroups) while they
// share a card with it; none once the hand is a new deal's.
std::optional<std::vector<std::vector<Card>>> keepOwnGroups(
    const std::optional<std::vector<std::vector<Card>>>& groups, const std::vector<Card>& hand);

// Where a group of the hand lies along the table (scene x), and the distance between its cards.
struct GroupSpan {
    double left = 0, right = 0, step = 0;
};
// -1 when a card centred at `centre` lies past the middle of the front card's outer half (it
// would start a group there), 1 likewise at the back, 0 otherwise: both ends are generous.
int handEndAt(const std::vector<GroupSpan>& spans, double centre, double cardW);
// Where a card dropped on the hand goes (for moveCard): the group nearest its centre, at the
// slot nearest its left edge; at either end, a group of its own (-1 front, spans.size() back).
struct HandDrop {
    int target = 0;
    std::size_t slot = 0;
};
HandDrop handDropAt(const std::vector<GroupSpan>& spans, double left, double centre, double cardW);

// `picked` leave their groups and form a new group at the end, in the order they lay.
std::vector<std::vector<Card>> groupCards(std::vector<std::vector<Card>> groups,
                                          const std::vector<Card>& picked);

// `card` leaves its group and joins group `target` at position `slot` (counted among the
// target's other cards). target -1: a group of its own at the front; groups.size(): at the end.
std::vector<std::vector<Card>> moveCard(std::vector<std::vector<Card>> groups, Card card,
                                        int target, std::size_t slot);

// The physical cards of `hand` that show the faces of `groups`, each card used once.
std::vector<std::vector<Card>> cardsForFaces(const std::vector<Card>& hand,
                                             const std::vector<std::vector<Face>>& groups);

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "cards/card.h"

namespace rummy {

// What a group of cards is worth to a declaration. When a group qualifies as several kinds,
// the most useful one is reported: Pure before Impure (a sequence either way) before Set. A
// Tunnela (three identical cards, 21-card Indian Rummy) counts as a pure sequence; the 13-card
// game has none.
enum class MeldType : std::uint8_t { Pure, Tunnela, Impure, Set, None };

const char* meldTypeName(MeldType t);  // "pure", "tunnela", "impure", "set", "none"

constexpr bool isSequence(MeldType t) {
    return t == MeldType::Pure || t == MeldType::Tunnela || t == MeldType::Impure;
}

// Classifies one group laid out by a player (order of cards does not matter).
// - Sequence: 3..13 cards of one suit in consecutive ranks, ace low (A-2-3) or high (Q-K-A),
//   never both. Pure if no card stands in for another; a wild-rank card in its own place
//   keeps it pure, a printed joker never does. Jokers filling gaps or ends make it impure.
//   Three or more jokers alone are an impure sequence.
// - Set: 3+ cards whose natural cards share a rank and have distinct suits (at most four
//   natural cards); jokers may fill and extend it.
MeldType classifyMeld(std::span<const Face> cards, WildRank wild);

// The outcome of checking a player's declared groups.
struct DeclarationCheck {
    bool valid = false;
    int pureSequences = 0;
    int sequences = 0;            // pure + impure
    int invalidGroups = 0;        // groups that are no meld
    std::vector<MeldType> types;  // one per group, in order
};

// A declaration is valid when every group is a meld, at least one is a pure sequence and at
// least two are sequences: melds/qualification.h's check with the 13-card rules. `requiredCards`
// (13 by default) must be the total of all groups.
DeclarationCheck checkDeclaration(const std::vector<std::vector<Face>>& groups, WildRank wild,
                                  int requiredCards = 13);

}  // namespace rummy

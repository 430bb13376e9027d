// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>
#include <vector>

#include "cards/card.h"
#include "melds/meld_rules.h"

namespace rummy {

// What an Indian hand needs before its melds lower its count, and before it may be declared:
// 13-card Indian Rummy one pure sequence and two sequences in all; 21-card three pure
// sequences, a tunnela counting as one. Games that score every meld (Gin, the table games)
// need nothing: the default.
struct Qualification {
    int pureSequences = 0;
    int sequences = 0;  // pure and impure together (tunnelas included when they count as pure)
    bool tunnelaCountsAsPure = true;

    static Qualification indian13() { return {1, 2, true}; }
    static Qualification indian21() { return {3, 3, true}; }
    static Qualification none() { return {}; }

    bool met(int pure, int runs) const { return pure >= pureSequences && runs >= sequences; }
    friend bool operator==(const Qualification&, const Qualification&) = default;
};

// A declaration under any game's rules: every group a meld, the qualification met, and the
// groups holding `requiredCards` cards in all.
struct Declaration {
    bool valid = false;
    int pureSequences = 0;  // tunnelas included when they count as pure
    int sequences = 0;
    int invalidGroups = 0;
    std::vector<MeldKind> kinds;  // one per group, in order
};

Declaration checkDeclaration(const std::vector<std::vector<Face>>& groups, const MeldRules& rules,
                             const WildCards& wild, const Qualification& q, int requiredCards);

}  // namespace rummy

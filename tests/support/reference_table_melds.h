// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>

#include "cards/card.h"
#include "table/table_hand.h"

namespace rummy::test {

// A slow, independent answer to bestTableHand's question for hands of at most 14 cards:
// every subset of the hand is judged as a meld on its own (a set, or a run with the ace low
// or high, its jokers placed every possible way), then the best packing of disjoint melds is
// found by dynamic programming over subsets. Only the two values are compared: several
// arrangements may reach them.
struct ReferenceValues {
    int meldValue = 0;
    int leftValue = 0;
};
ReferenceValues referenceTableValues(const TableMeldRules& rules, std::span<const Face> cards);

// The value of `cards` as one meld under `rules`, or -1 when they are not a meld.
int referenceMeldValue(const TableMeldRules& rules, std::span<const Face> cards);

}  // namespace rummy::test

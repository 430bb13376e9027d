// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "game/round.h"

namespace rummy::review {

// What a draw from the closed deck did for the seat that made it, beside the skill of its
// decisions: the value of its hand with the card it drew, less the mean value over every card
// it could have drawn (each card whose place it did not know). A hand's value here is the
// best it can keep after one discard, as its game counts what is left in a hand, negated
// (search/deal_value.h's handValue: more is better). Positive: a better card than the average.
// Nothing when `move` is no closed draw in `before`.
std::optional<double> drawLuck(const Round& before, const Move& move);

}  // namespace rummy::review

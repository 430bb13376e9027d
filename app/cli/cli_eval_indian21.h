// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rummy::cli {

// eval --variant indian21: a 21-card Indian Rummy hand given as "CUT CARD...", the card cut for
// the wild cards (8H: every 8 and the value cards 7H and 9H; JK: every ace, 2S and KS) and 21 or
// 22 cards, to {"valid": bool, "points": N, "groups": [{"type": "pure"|"tunnela"|"impure"|
// "set"|"none", "cards": [...]}...]} and for 22 cards "finish", the card for the finish slot
// (the rest then describes the 21 cards kept). `words` from the command line, or with `batch`
// one such line of `in` per hand, one answer per line (a bad line gets {"error": "..."}).
int runIndian21Eval(const std::vector<std::string>& words, bool batch);

}  // namespace rummy::cli

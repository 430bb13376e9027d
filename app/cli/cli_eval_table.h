// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include "game/variant.h"

namespace rummy::cli {

// eval --variant straight|500|51: a hand of the table games (JK for a joker) to the melds of
// greatest value under the game's default rules, {"melds": [[...]...], "meld_value": N,
// "left": [...], "left_value": M}, for 51 also "opens": meld_value >= 51. Straight takes one
// deck without jokers; 500 and 51 up to two of a card and four jokers (their two-deck games).
// `cards` from the command line, or with `batch` one hand per line of `in`, one answer per
// line (a bad line gets {"error": "..."}).
int runTableEval(Variant variant, const std::vector<std::string>& cards, bool batch);

}  // namespace rummy::cli

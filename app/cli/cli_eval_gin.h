// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rummy::cli {

// eval --variant gin: 10 or 11 cards (one deck, no jokers) to the least-deadwood arrangement,
// {"deadwood": N, "melds": [["AS","2S","3S"], ...], "deadwood_cards": [...]}, and for 11 cards
// also "discard": the card whose discard leaves the least deadwood (the arrangement is then of
// the ten cards kept). `cards` from the command line, or with `batch` one hand per line of
// standard input, one answer per line (a bad line gets {"error": "..."}).
int runGinEval(const std::vector<std::string>& cards, bool batch);

}  // namespace rummy::cli

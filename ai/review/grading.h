// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>

#include "game/variant.h"

namespace rummy::review {

// How a graded decision is marked by what it lost against the engine's best move, in the game's
// own points (docs/review.md has the thresholds per game and how they were chosen).
enum class Mark : std::uint8_t { None, Doubtful, Bad, VeryBad };
const char* markName(Mark mark);  // "doubtful", "bad", "very_bad" (None: nullptr)

// How a deal's draws from the closed deck went for a seat, by the luck they summed to.
enum class LuckMark : std::uint8_t { None, Lucky, Unlucky };
const char* luckMarkName(LuckMark mark);  // "lucky", "unlucky" (None: nullptr)

// The thresholds of one game, in its own points. The marks grow as 1 : 2 : 4 (GNU Backgammon's
// proportions), from a unit measured for each game; a rating is the band that a seat's mean
// loss per decision falls in.
struct Grading {
    double doubtful = 0;  // a loss at least this is doubtful,
    double bad = 0;       // at least this bad,
    double veryBad = 0;   // at least this very bad
    double luck = 0;      // a deal's luck at least this is lucky, at most minus this unlucky
    // The upper ends of the rating bands, best first (kRatings has one name more).
    double bands[5] = {};
};
const Grading& gradingOf(Variant variant);

Mark markOf(Variant variant, double loss);
LuckMark luckMarkOf(Variant variant, double luck);

// The rating of a mean loss per decision: "master", "expert", "strong", "club", "casual" or
// "beginner".
const char* ratingOf(Variant variant, double meanLoss);
inline constexpr const char* kRatings[6] = {"master", "expert", "strong",
                                            "club",   "casual", "beginner"};

}  // namespace rummy::review

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "bot.h"

namespace rummy {

// How the Indian levels play 21-card Indian Rummy. The 13-card strategies of easy_bot.h,
// medium_bot.h and hard_bot.h are tuned to 13 cards and one pure sequence; with 21 cards the
// question is how far a hand is from three pure sequences, and each level asks it here with
// its own style. The 13-card game never comes here, so its play stays what it was.
//
// The measure of a hand: the exact solver's least deadwood of the hand arranged with three pure
// sequences, or with two, one or none, each pure sequence short costing a fixed penalty (a
// pure sequence is the hardest meld to build, and without three of them every card counts);
// every loose card counts a fixed amount above its points, since the race to declare is about
// how many cards are still loose. The levels:
// - Easy: reads its hand the quick way only (HandPlan: runs, sets, draws), throws its costliest
//   card that helps nothing and one time in five a careless one; takes the open card when it
//   lands in a meld; never drops.
// - Medium: of the quick reading's four best discards, throws the one whose removal leaves
//   the best measure (counting pure sequences down to two only: the solver's searches for one
//   or none cost several times more on 21 cards), the draws it would break and what the next
//   seat seems to collect weighed in; takes the open card when it is wild or, in place of the card
//   it would throw, lowers the measure by a clear margin. Never drops.
// - Hard: every public card counted, every candidate weighed with the full measure, and one
//   draw ahead: its three best discards compared by the measure the hand may expect after the
//   next closed draw (every live card weighted by its copies, the cards that would let it
//   declare included), and the open card taken only when it beats that expectation. The later
//   seats' interests count as well. It drops first on a hopeless hand (no wild card, no pure
//   run, few run draws), which costs 30 against a likely full 120; 21 cards seldom hold so
//   little.
//
// Every level keeps its wild cards, the value cards among them (they are never thrown, so
// their holder is paid for them at the end; a wild open card is always taken where the rules
// allow it), and declares the moment the solver says the hand is valid.
enum class Style21 : std::uint8_t { Easy, Medium, Hard };

// The decision of a level for a 21-card view on its turn. `seed` is the bot's own seed.
Decision decide21(const PlayerView& view, Style21 style, std::uint64_t seed);

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "gin/gin_memory.h"
#include "gin/gin_opponent.h"

namespace rummy::gin {

// The opponent's hand, sampled: hands made of the cards it is known to hold and unseen cards,
// drawn in proportion to how well they explain what it did, by a Markov chain that swaps one
// unseen card at a time (Metropolis). What a player does tells, softly (a factor per sign, not a
// rule, since not every player plays so):
// - a card it took from the pile and still holds makes a meld with its other cards;
// - a card it passed on its last two draws makes no meld with them;
// - it threw its highest loose card last, so no loose card it keeps is higher (a card counts as
//   loose when no two other cards of the hand make a meld with it);
// - it did not knock then, so its loose cards came to more than the knock limit (reading its
//   exact deadwood instead, with the solver, measured the same).
// From the samples, for each card of this seat's hand: how likely it would make the opponent a
// meld, which is what throwing it would feed (OpponentModel::meldRisk), and how likely taking it
// would let the opponent knock at once (OpponentModel::knockRisk): it takes the card, throws
// its best and is within the limit; a sample leaving it `d` over the limit counts
// exp(-d / knockTau) (none with knockTau 0). Feeding a knock is what loses hands: a Hard that
// knew the classic player's hand and avoided only those throws won 66% of hands against it
// rather than 57.5%. Against the classic player the meld risk is worth about 0.4 points of hands
// won, the knock risk about 0.6 more. (The same samples also tell which cards the opponent holds
// and will throw next; used for the stock's odds they measured worse, and are left out.)
// Deterministic for a seed; the chain costs a few hundred bit-mask steps and no solver call,
// the knock risk a solver call for a sample and card only when the loose cards left do not rule
// a knock out.
void sampleOpponent(const GinMemory& memory, int knockLimit, std::uint64_t seed, int steps,
                    OpponentModel& model, double knockTau = 0);

}  // namespace rummy::gin

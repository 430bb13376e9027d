// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "bot.h"

namespace rummy {

// The strongest level, and the desktop game's hint: Medium's judgement made exact and
// informed.
//
// Strategy:
// 1. Counting: it remembers every public card (its hand, the wild card, the open deck, all
//    that was taken from or thrown to it), so the draws it hopes for are weighted by the
//    copies still live: a gap whose two cards are both gone is no draw at all.
// 2. The exact solver on every candidate: each card it could throw is also scored by the
//    solver's points of the thirteen that would remain, so once the hand can be declared in
//    principle (a pure and a second sequence), it sheds exactly the deadwood that costs most.
//    When at most four cards are outside melds, it counts for its three best candidates the
//    live cards that would let it declare on the next draw, and keeps the most ways out.
// 3. Opponent modelling: what each seat took from the open deck tells what it collects, what
//    it threw tells what it does not; the next seat (the one that can take the discard) counts
//    most, later seats a little.
// 4. The open card: taken only when it completes a meld or makes the hand declarable (taking
//    it for a mere draw tells the next seat what to hold back, and lost in the arena).
// 5. Timing: it declares the moment its hand is valid (a turn's wait only gives the table a
//    chance to finish first).
// 6. Drops, only where the format allows them (view.canDrop): a first drop on a hopeless hand
//    (no joker, no pure run, hardly a run draw) costs a quarter of a full loss; in Pool, a
//    middle drop when a full loss would knock it out while a drop keeps it in, its hand is
//    still far from a pure run after several turns, and it is well behind the leader.
class HardBot : public Bot {
public:
    explicit HardBot(std::uint64_t seed) : seed_(seed) {}
    BotLevel level() const override { return BotLevel::Hard; }
    Decision decide(const PlayerView& view) override;
    bool wantsRejoin(const PlayerView& view) override;

private:
    std::uint64_t seed_;
};

}  // namespace rummy

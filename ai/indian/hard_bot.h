// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "bot.h"

namespace rummy::indian {

// The strongest level, and the desktop game's hint: Medium's judgement made exact and
// informed.
//
// Strategy:
// 1. Counting: it remembers every public card (its hand, the wild card, the open deck, all
//    that was taken from or thrown to it), so the draws it hopes for are weighted by the
//    copies still live: a gap whose two cards are both gone is no draw at all.
// 2. The exact solver on every candidate: each card it could throw is scored by
//    HandSolver::assess of the thirteen that would remain: the least deadwood of a qualifying
//    arrangement, or, while the hand cannot qualify yet, the least deadwood with a pure run
//    plus 25 points, or without one plus 50 (a pure run is the hardest meld to build). This
//    ranks hands all through the deal, where the capped points cannot. The quick reading of
//    the hand adds the worth of draws (cards one card away from a meld), and cards in a pure
//    run or a three-card set are not even candidates while another card is.
//    When the best three candidates are close, it looks one draw ahead: for each, the
//    deadwood the live cards would bring into melds, summed over the copies still live (only
//    the cards that could meld with one of those candidates, and any joker, can tell them
//    apart; one answer serves every card that can only act as a joker).
//    Close to declaring (a pure run and at most six cards outside melds), it compares its three
//    best candidates by the live cards that would let it declare on the next draw, each worth
//    more than any difference in deadwood (again only the cards near a candidate can tell
//    them apart, and when a joker would not finish the hand, only a card completing its one
//    pure run can). Solver calls are budgeted per decision, the costly ones (hands with
//    several jokers or sets) counting more, so that no decision takes a millisecond.
// 3. Opponent modelling: what each seat took from the open deck tells what it collects, what
//    it threw tells what it does not; the next seat (the one that can take the discard) counts
//    most, later seats a little.
// 4. The open card: taken only when it completes a meld or makes the hand declarable (taking
//    it for a mere draw tells the next seat what to hold back, and lost in the arena).
// 5. Timing: it declares the moment its hand is valid (a turn's wait only gives the table a
//    chance to finish first).
// 6. Drops, only where the format allows them (view.indian().canDrop): a first drop on a hopeless
// hand
//    (no joker, no pure run, hardly a run draw) costs a quarter of a full loss (played on
//    against Medium, such hands win about 28% and cost about 29 points a deal, against 20 for
//    the drop; against Random they would nearly all win, but no seat's level is known); in
//    Pool, a middle drop when a full loss would knock it out while a drop keeps it in, its hand
//    is still far from a pure run after several turns, and it is well behind the leader.
// 21-card Indian Rummy: this level's style of indian/play21.h.
class HardBot : public Bot {
public:
    explicit HardBot(std::uint64_t seed) : seed_(seed) {}
    const char* name() const override { return "hard"; }
    Decision decide(const PlayerView& view) override;
    bool wantsRejoin(const PlayerView& view) override;

private:
    std::uint64_t seed_;
};

}  // namespace rummy::indian

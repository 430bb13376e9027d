// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>
#include <vector>

#include "cards/card.h"

namespace rummy {

// The exact least-deadwood arrangement of a Gin hand: sets of three or four of a rank, runs of
// three or more in one suit with the ace low only; each card in at most one meld. Deadwood is
// the value (gin values: A 1, courts 10) of the cards in no meld. These ask the one hand solver
// (HandSolver with SolverRules::gin()).
struct GinHand {
    int deadwood = 0;
    std::vector<std::vector<Face>> melds;  // each sorted: runs by rank, sets by suit
    std::vector<Face> deadwoodCards;       // sorted by face
    friend bool operator==(const GinHand&, const GinHand&) = default;
};

// Any number of natural cards (no jokers, no duplicates). The arrangement among equal ones is
// deterministic.
GinHand bestGinHand(std::span<const Face> cards);
// The deadwood alone (the hot path of the bots).
int ginDeadwood(std::span<const Face> cards);

// From a hand one card over size (11 after a draw): the discard that leaves the least deadwood,
// the higher card on a tie (it would cost more if kept), then the lower face index.
struct GinDiscard {
    Face discard;
    int deadwood = 0;
    friend bool operator==(const GinDiscard&, const GinDiscard&) = default;
};
GinDiscard bestGinDiscard(std::span<const Face> cards);

// Forgets the calling thread's recent Gin answers and its solver memo (HandSolver::clearMemo()):
// for tests and benchmarks of the cold path. Answers never depend on them.
void clearGinMemo();

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <span>

#include "bot.h"
#include "card_memory.h"
#include "indian/hand_plan.h"

namespace rummy {

// How a level weighs a discard (Medium and Hard share the machinery, not the weights).
struct DiscardWeights {
    int value = 2;        // per point of deadwood: shed the costly cards
    int early = 0;        // extra per point on high cards (>= 10) in the first turns
    int nextSeat = 0;     // per point of the next seat's interest in the card
    int otherSeats = 0;   // per point of any later seat's interest
    int thrownBonus = 0;  // a rank others threw away is unlikely to help them
    int solver = 0;       // per point the exact solver gives the rest of the hand
    int outs = 0;         // per live card that would let the hand declare next turn
};

struct DiscardChoice {
    int index = 0;  // into the hand
    Explanation why;
};

// Scores every card of a hand one over size and picks the one to throw. `faces` is the hand
// (view.hand's faces, or view.hand plus the open card when weighing a draw).
class DiscardChooser {
public:
    DiscardChooser(const PlayerView& view, const CardMemory& memory, const DiscardWeights& w);

    // lookahead: let the outs weight count the draws that would finish the hand (Hard).
    DiscardChoice choose(std::span<const Face> faces, const HandPlan& plan,
                         bool lookahead = true) const;
    // Whether the open card (last of `withTop`) is worth taking: never when it is the card
    // the hand would throw straight back; always when it makes the hand declarable or lands
    // in a meld; otherwise when it beats the card it replaces by `margin`.
    std::optional<Explanation> openCardWorth(std::span<const Face> withTop, int margin) const;
    // Lower is a better card to throw. Public so that the draw decision can compare cards.
    int utility(std::span<const Face> faces, const HandPlan& plan, int index) const;
    // How much the seats after this one seem to want `f` (weighted by nextSeat, otherSeats).
    int danger(Face f) const;

private:
    int outsAfter(std::span<const Face> faces, int index) const;
    const PlayerView& view_;
    const CardMemory& memory_;
    DiscardWeights w_;
    int next_ = -1;
    bool early_ = false;
};

// The draw of a level that weighs the open card with `chooser` (see openCardWorth).
Decision decideDraw(const PlayerView& view, const DiscardChooser& chooser, int margin);

// Whether the deal has gone on far past any ordinary deal (the closed deck has gone round):
// the 13-card bots then chase a pure run by breaking sets (HandPlan::of's chasePure).
bool longDeal(const PlayerView& view);

// The faces of a hand plus one more card, without allocating.
struct FaceBuffer {
    std::array<Face, HandPlan::kMaxCards> faces{};
    int size = 0;
    std::span<const Face> span() const { return {faces.data(), std::size_t(size)}; }
    void push(Face f) { faces[std::size_t(size++)] = f; }
    static FaceBuffer of(const PlayerView& view);
};

}  // namespace rummy

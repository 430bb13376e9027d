// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <vector>

#include "cards/card.h"
#include "game/player_view.h"

namespace rummy {

// What a seat can remember of the table, from its PlayerView alone: which cards it has seen
// (its hand, the wild card, the open deck, every card taken from or thrown to the open deck)
// and therefore how many copies of each face may still come, and what each opponent seems to
// collect (cards near what it took from the open deck) or not to want (what it threw away).
class CardMemory {
public:
    // `fullCount`: remember every public card (Hard). Without it only the own hand, the wild
    // card and the open deck's top count as seen (a player who does not count cards).
    CardMemory(const PlayerView& view, bool fullCount);

    // Copies of `f` not seen yet: in the closed deck or in other hands.
    int live(Face f) const { return live_[static_cast<std::size_t>(f.index())]; }
    const std::array<int, Face::kCount>& liveCounts() const { return live_; }

    // How much `seat` seems to want `f`, from its open-deck picks (same rank: a set; same suit
    // within two ranks: a run) minus what its own discards say it does not need. 0 = no sign.
    int interest(int seat, Face f, WildRank wild) const;
    // Whether any opponent has taken a card of this suit from the open deck.
    bool anyoneCollects(Suit s) const;
    // Whether some seat other than `me` threw a card of f's rank or f itself away.
    bool thrownByOthers(Face f) const;

private:
    std::array<int, Face::kCount> live_{};
    const PlayerView& view_;
};

}  // namespace rummy

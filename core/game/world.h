// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

#include "cards/card.h"
#include "game/player_view.h"
#include "game/result.h"
#include "game/round.h"

namespace rummy {

// A world: a whole deal one seat cannot tell from the real one. The search level deals the
// cards a seat cannot see (ai/search/world_sampler.h) and asks core for the round they make with
// everything the seat can see; PlayerView::of that round for the seat equals the view it came
// from (tests/core/test_world.cpp). Core knows each family's round, so core builds it; the
// sampler knows nothing of the rounds' insides.

// What the seat of `view` knows of the cards it cannot see.
struct UnseenCards {
    // Cards whose place the seat does not know: in another hand or in the stock.
    std::vector<Card> pool;
    // By seat: cards known to be in that hand (taken from the pile, or from a meld, and not
    // played since), which every world puts there. Empty for the seat itself.
    std::vector<std::vector<Card>> known;
};
UnseenCards unseenCards(const PlayerView& view);

// The hidden half of a world: every other seat's hand (the seat's own entry is ignored) and
// the stock, top last.
struct HiddenCards {
    std::vector<std::vector<Card>> hands;
    std::vector<Card> stock;
};

// The round `view` describes with `hidden` in place, to be played on from the seat's decision.
// `seed` draws what chance is left (a rebuilt stock's order). The history is the view's: the
// other seats' stock draws keep no card (bots read their history only through views, which
// hide those cards anyway). BadCount when `hidden` does not fit the view's counts.
Result<Round> worldOf(const PlayerView& view, const HiddenCards& hidden, std::uint64_t seed);

}  // namespace rummy

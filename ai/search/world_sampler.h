// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>

#include "cards/rng.h"
#include "game/player_view.h"
#include "game/round.h"
#include "game/world.h"

namespace rummy::search {

// Deals worlds a seat cannot tell from the real deal: the cards it cannot see, shuffled
// uniformly into the other hands and the stock, with every card the public history puts in a
// hand (taken from the pile and not played since) kept there (core's game/world.h builds the
// round). Uniform over what the view allows: no weighting by what the opponents' picks and
// throws suggest (docs/bots.md says why).
class WorldSampler {
public:
    explicit WorldSampler(const PlayerView& view);

    // False when the view's counts and the cards left over disagree (a view not made by core).
    bool usable() const { return usable_; }
    // A world, or nothing when the sampler is not usable.
    std::optional<Round> sample(Rng& rng) const;

private:
    const PlayerView& view_;
    UnseenCards unseen_;
    bool usable_ = false;
};

}  // namespace rummy::search

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "bot.h"

namespace rummy::gin {

// The legal-move baseline for tests and the arena (never offered in the game).
//
// Strategy: none. It takes the upcard or leaves it with equal odds and throws a card chosen
// uniformly among the legal throws. The one concession to sense: when a knock is allowed it
// knocks (with the throw leaving least deadwood), and at the wall it takes the discard only
// when that lets it knock, so that hands between Random bots still end.
class RandomBot : public Bot {
public:
    explicit RandomBot(std::uint64_t seed) : seed_(seed) {}
    const char* name() const override { return "random"; }
    Decision decide(const PlayerView& view) override;

private:
    std::uint64_t seed_;
};

}  // namespace rummy::gin

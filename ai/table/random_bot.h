// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "bot.h"

namespace rummy::table {

// The legal-move baseline for tests and the arena (never offered in the game).
//
// Strategy: none, beyond what makes hands end. It draws from the stock or the pile top with
// equal odds (never deeper); in its play it lays a listed meld or lay-off it picks at random
// half of the time, and otherwise throws a card chosen uniformly among the legal throws (or
// ends the turn where no throw is due). A card it must play is played at once.
class RandomBot : public Bot {
public:
    explicit RandomBot(std::uint64_t seed) : seed_(seed) {}
    const char* name() const override { return "random"; }
    Decision decide(const PlayerView& view) override;

private:
    std::uint64_t seed_;
};

}  // namespace rummy::table

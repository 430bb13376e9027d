// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "bot.h"

namespace rummy::gin {

// The classic heuristic Gin player, the yardstick of the Gin literature (the "simple player" of
// the 2021 EAAI Gin Rummy challenge, which the best learned bot of that challenge beat in 55.4%
// of hands). Not a level: the arena and the tests measure the levels against it.
//
// Strategy:
// 1. Draw: take the upcard (first offer included) only when it makes a meld with two cards
//    of the hand; otherwise draw from the stock (or pass the first offer).
// 2. Discard: a card whose throw leaves the least deadwood, drawn at random among equals
//    (in effect the highest unmatched card), never the card just taken from the pile.
// 3. Knock as soon as allowed, with that discard.
// 4. At the wall (the host's take-to-knock rule): take the discard only when it lets it knock.
class ClassicBot : public Bot {
public:
    explicit ClassicBot(std::uint64_t seed) : seed_(seed) {}
    const char* name() const override { return "classic"; }
    Decision decide(const PlayerView& view) override;

private:
    std::uint64_t seed_;
};

}  // namespace rummy::gin

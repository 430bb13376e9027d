// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "bot.h"

namespace rummy::gin {

// A beginner's opponent: the classic heuristic as a person plays it, with some slack.
//
// Strategy:
// 1. Draw: take the upcard when it makes a meld with two cards of the hand, but one time in
//    five it does not notice; otherwise draw from the stock (or pass the first offer).
// 2. Discard: the highest card left out of the melds of its best arrangement (of the eleven
//    cards), except that about one turn in four it throws another unmatched card at random:
//    it keeps a pair "because it might come", or lets a low card go. It follows nothing the
//    opponent does, so it feeds it.
// 3. Knock as soon as any knock is allowed, with the throw leaving least deadwood; it never
//    waits for gin.
// 4. At the wall: take the discard only when it lets it knock.
class EasyBot : public Bot {
public:
    explicit EasyBot(std::uint64_t seed) : seed_(seed) {}
    const char* name() const override { return "easy"; }
    Decision decide(const PlayerView& view) override;

private:
    std::uint64_t seed_;
};

}  // namespace rummy::gin

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "bot.h"

namespace rummy::indian {

// The beginner's opponent: plays sensible-looking moves with simple greed, and is beatable.
//
// Strategy: it reads its hand the quick way (HandPlan: runs, sets, pairs that one card would
// complete) and counts no cards but its own. It takes the open card whenever the card joins
// something in its hand and is not what it would throw straight back; otherwise it draws
// closed. It throws its costliest card that helps nothing, and about one time in five it
// throws a card it should have kept (a careless player). It never looks at what the other
// seats collect, so it feeds them; it never drops. It declares as soon as its hand is valid.
// 21-card Indian Rummy: this level's style of indian/play21.h.
class EasyBot : public Bot {
public:
    explicit EasyBot(std::uint64_t seed) : seed_(seed) {}
    const char* name() const override { return "easy"; }
    Decision decide(const PlayerView& view) override;

private:
    std::uint64_t seed_;
};

}  // namespace rummy::indian

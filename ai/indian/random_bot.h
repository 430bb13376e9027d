// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "bot.h"

namespace rummy::indian {

// The legal-move baseline for tests and the arena (never offered in the UI).
//
// Strategy: none. On its turn it draws from the closed or (when allowed) the open deck with
// equal odds, drops now and then when the format allows, and discards a card chosen uniformly
// from its hand. The one concession to sense: when its hand can be declared validly it does so,
// so that games between Random bots still end.
class RandomBot : public Bot {
public:
    explicit RandomBot(std::uint64_t seed) : seed_(seed) {}
    const char* name() const override { return "random"; }
    Decision decide(const PlayerView& view) override;

private:
    std::uint64_t seed_;
};

}  // namespace rummy::indian

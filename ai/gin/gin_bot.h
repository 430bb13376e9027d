// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "bot.h"
#include "game/player_view.h"

namespace rummy {

// A Gin seat played by the computer. It sees a PlayerView only (what that seat knows) and answers
// with one of `view.legal` and the reason for it. Deterministic: the same view and seed give the
// same decision (the generator of each decision is seeded from the bot's seed and the
// position), so a bot asked twice about one position answers the same, and the bot protocol
// (rummy-cli bot), which keeps no state between requests, plays as the arena does.
//
// The levels (each header starts with its strategy): Random (the legal-move baseline), Easy,
// Medium, Hard; and Classic, the textbook heuristic the literature measures Gin bots against,
// kept as a yardstick for tests and the arena rather than offered as a level.
class GinBot {
public:
    virtual ~GinBot() = default;
    // "random", "easy", "medium", "hard" or "classic".
    virtual const char* name() const = 0;
    // Called on the bot's turn (view.myTurn(), view.legal not empty).
    virtual Decision decide(const PlayerView& view) = 0;

    static std::unique_ptr<GinBot> create(BotLevel level, std::uint64_t seed);
    // The levels by name, and "classic".
    static std::unique_ptr<GinBot> create(std::string_view name, std::uint64_t seed);
    static const std::vector<std::string_view>& names();
};

}  // namespace rummy

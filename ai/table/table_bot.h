// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "bot.h"
#include "game/player_view.h"

namespace rummy {

// A seat of a table game (Straight Rummy, Rummy 500, Rummy 51, Kaluki) played by the computer.
// It sees a PlayerView only (what that seat knows) and answers with one of `view.legal`, or
// another move TableRound::check accepts (e.g. a meld of more cards than the listed ones), and
// the reason for it. One move per call: a turn of several moves (draw, melds, lay-offs, the
// discard) is several calls. Deterministic: the same view and seed give the same decision, so
// the bot protocol (rummy-cli bot), which keeps no state between requests, plays as the arena.
//
// The levels: Random (the legal-move baseline), Easy, Medium, Hard; one family of bots whose
// knobs read the rules (every preset plays with the same code).
class TableBot {
public:
    virtual ~TableBot() = default;
    // "random", "easy", "medium", "hard".
    virtual const char* name() const = 0;
    // Called on the bot's turn (view.myTurn(), view.legal not empty).
    virtual Decision decide(const PlayerView& view) = 0;

    static std::unique_ptr<TableBot> create(BotLevel level, std::uint64_t seed);
    static std::unique_ptr<TableBot> create(std::string_view name, std::uint64_t seed);
    static const std::vector<std::string_view>& names();
};

namespace table {

// The generator seed of one decision: the bot's seed mixed with the position (the seat and
// how far the hand has gone), so that a position asked about twice gets the same answer.
std::uint64_t decisionSeed(std::uint64_t botSeed, const PlayerView& view);

}  // namespace table

}  // namespace rummy

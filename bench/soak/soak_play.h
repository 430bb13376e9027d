// SPDX-License-Identifier: GPL-3.0-or-later
// Bots playing under the random-play harness (tests/support/random_play.h): the same checks
// as the engine's random-play tests at every step (cards conserved, every listed move accepted
// by check(), illegal candidates refused with nothing changed, apply() on a copy agreeing, the
// save replaying to an equal state, a sane result), with the moves chosen by the real bots
// from what they are shown, and each seat's view checked to hide the other hands.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bot.h"
#include "game/variant.h"
#include "indian/indian_rules.h"
#include "soak_counts.h"

namespace rummy::soak {

// One piece of a soak: `deals` deals (at least; the last match is played out) of one game.
struct SoakChunk {
    Variant variant = Variant::Indian13;
    MatchFormat format = MatchFormat::Points;  // the Indian games'
    int players = 2;
    std::vector<std::string> seats;  // a bot name per seat (the Gin names include "classic")
    // (players: the table games deal to at most their rules' seats)
    std::int64_t deals = 100;
    std::uint64_t seed = 1;
    int turnLimit = 2000;  // moves in one deal
    int saveEvery = 8;     // the save round trip every this many moves, and at each deal's end

    std::string describe() const;
};

SoakCounts playIndian(const SoakChunk& chunk);
SoakCounts playGin(const SoakChunk& chunk);
SoakCounts playTable(const SoakChunk& chunk);  // Straight, 500, 51, Kaluki: one hand a deal
inline SoakCounts play(const SoakChunk& chunk) {
    switch (familyOf(chunk.variant)) {
        case Family::Gin:
            return playGin(chunk);
        case Family::Table:
            return playTable(chunk);
        case Family::Indian:
            break;
    }
    return playIndian(chunk);
}

}  // namespace rummy::soak

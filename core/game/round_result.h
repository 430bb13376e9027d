// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace rummy {

// What became of a seat in a round. Playing while the round runs; at the end every seat that
// was dealt in and did not leave is Won or Lost.
enum class Outcome : std::uint8_t {
    Playing,
    Won,
    Lost,
    FirstDrop,         // dropped before their first draw
    MiddleDrop,        // dropped later (or missed too many turns in a row)
    WrongDeclaration,  // declared an invalid hand: out of the round
    // Missed too many turns in a row where the format allows no drop (Deals best of 2 or 3):
    // out of the round, charged the full count (rules.maxPoints). Not a drop.
    TimedOut,
    SittingOut,  // not dealt in (out of a pool, or not in a tie-breaker deal)
};

const char* outcomeName(Outcome o);  // "playing", "won", "lost", "first_drop", ...

// How a round ended for every seat, in every family. Indian games: the points each seat pays;
// Gin: the points the winner scores (the other seat 0).
//
// 21-card Indian Rummy adds, once over, its value-card settlement (indian/value_cards.h) and
// the net of every seat: the points it won (the winner: every other seat's points; the others
// nothing) minus its points, plus the value it received, minus the value it paid. The three are
// empty in every other game, and while a 21-card round is on.
struct RoundResult {
    int winner = -1;                   // -1 while playing, or when no one won (see IndianRound)
    std::vector<int> points;           // per seat, for this round
    std::vector<Outcome> outcomes;     // per seat
    std::vector<int> valueReceived{};  // 21-card: per seat, from every other seat in the deal
    std::vector<int> valuePaid{};      // 21-card: per seat, to the holders
    std::vector<int> net{};            // 21-card: per seat; the seats' nets add up to 0 when
                                       // the round has a winner
    friend bool operator==(const RoundResult&, const RoundResult&) = default;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "suit_solver.h"

namespace rummy::detail {

inline constexpr int kMaxSuitJokers = 15;

// Internal to the hand solver: the full table of one suit, by dynamic programming over what
// is left of the suit. The lowest remaining card is deadwood or the lowest natural card of a
// run; either way the rest is a smaller instance of the same problem, memoised by the
// remaining counts and wild cards. The tables of the rest are merged into this one, so the work
// grows with the number of distinct remainders, not with the number of arrangements (a suit
// of seven cards and three jokers has millions of those).
class SuitTableSearch {
public:
    struct Cell {
        std::uint16_t keep;     // least deadwood
        std::uint16_t freed;    // least deadwood with one deadwood card not counted
        std::uint8_t freedPos;  // where that card is
    };
    using Table = std::array<std::array<Cell, kStatusCount>, kMaxSuitJokers + 1>;

    // One search object per thread is reused suit after suit: reset() keeps the memo of
    // remainders, which does not depend on the suit it came from.
    void reset(const SuitCards& cards);

    // The table with `acesHigh` of the suit's aces placed above the king.
    const Table& solve(int acesHigh);

private:
    using Counts = std::array<std::uint8_t, 14>;

    const Table& solve(Counts& v, int wildLeft);
    void runsFrom(Counts& v, int& wildLeft, RunPlan& run, Table& out);
    void closeRun(Counts& v, int& wildLeft, const RunPlan& run, Table& out);
    bool inPlaceSpot(int pos, int wildLeft) const;

    const Table* find(std::uint64_t key) const;
    const Table& remember(std::uint64_t key, const Table& table);

    static constexpr std::size_t kMaxTables = 16384;  // about 9 MB

    SuitCards cards_;
    int jokerCap_ = 0;
    // A small open-addressing index into a vector: a suit has at most a few hundred distinct
    // remainders, and a node-based map would allocate for each. References handed out by
    // solve() are used before the next solve() call, so the vector may grow.
    std::vector<std::uint64_t> slots_;  // key + 1, 0 = empty
    std::vector<std::uint32_t> where_;
    std::vector<Table> tables_;
};

}  // namespace rummy::detail

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

namespace rummy::detail {

// Internal to the hand solver. The best ways to arrange the cards of ONE suit into runs,
// given how many jokers the suit may borrow from the hand's pool.
//
// Positions: 0 = ace low, 1..12 = two..king, 13 = ace high. A run is an interval of
// positions of length 3..13 that never holds both 0 and 13.
//
// A status packs what the runs contribute to a declaration: (has a pure run) * 3 +
// (number of runs, capped at 2). Values 0..5; 5 means "a pure run and a second run".
inline constexpr int kStatusCount = 6;
inline constexpr int kQualified = 5;
constexpr int statusOf(int pure, int runs) {
    return pure * 3 + runs;
}
constexpr int statusPure(int s) {
    return s / 3;
}
constexpr int statusRuns(int s) {
    return s % 3;
}
constexpr int combineStatus(int a, int b) {
    const int p = statusPure(a) | statusPure(b);
    const int r = statusRuns(a) + statusRuns(b);
    return statusOf(p, r > 2 ? 2 : r);
}
// True when status a is at least as good as b for every purpose.
constexpr bool statusCovers(int a, int b) {
    return statusPure(a) >= statusPure(b) && statusRuns(a) >= statusRuns(b);
}

// Bits set in a 16-bit mask. std::popcount becomes a library call on targets built without
// a population-count instruction, and the searches count small masks in their inner loops.
constexpr int bitCount16(unsigned x) {
    x = x - ((x >> 1) & 0x5555u);
    x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
    x = (x + (x >> 4)) & 0x0F0Fu;
    return static_cast<int>((x + (x >> 8)) & 0x1Fu);
}
static_assert(bitCount16(0xFFFFu) == 16 && bitCount16(0x8001u) == 2 && bitCount16(0) == 0);

struct SuitEntry {
    std::uint8_t jokers;  // jokers borrowed (generic ones plus wild cards in their place)
    std::uint8_t status;
    std::uint16_t deadwood;  // value of this suit's natural cards left out of every run
    // Finishing: one deadwood card of this suit goes to the finish slot and no longer
    // counts. For such an entry, deadwood excludes it and freedPos says where it was.
    // No default member initialisers: the search keeps scratch arrays of entries that it
    // need not clear (aggregate initialisation still zeroes what it leaves out).
    std::uint8_t freed;
    std::uint8_t freedPos;
};

// The entries of one suit: those that keep all cards, then those that free one.
struct SuitTable {
    std::span<const SuitEntry> keep;
    std::span<const SuitEntry> freeOne;
};

// One suit as the solver sees it: natural counts per rank (ace = index 0), and the wild
// cards of this suit that may stand in their own place to keep a run pure.
struct SuitCards {
    std::array<std::uint8_t, 13> count{};
    int wildPos = -1;   // rank index of the wild rank, -1 if none
    int wildCount = 0;  // wild-rank cards of this suit in the hand
    int jokerCap = 0;   // jokers the hand holds in all
};

struct RunPlan {
    int start = 0, end = 0;      // positions, inclusive, padding included
    std::uint16_t naturals = 0;  // bit per position holding a natural card
    std::uint16_t inPlace = 0;   // bit per position holding this suit's wild card as itself
    int generic = 0;             // jokers standing in (gaps and padding)
};

// The rules both searches share. A run ending on a natural or in-place card is closed by padding
// it to three cards with jokers: what that costs and what the run then counts as.
struct RunClosing {
    int pad = 0;     // jokers added to reach three cards
    int jokers = 0;  // every joker the closed run holds (in place, gaps, padding)
    int status = 0;  // statusOf(pure, 1)
};
inline RunClosing closeRunCost(const RunPlan& run) {
    const int length = run.end - run.start + 1;
    const int pad = length < 3 ? 3 - length : 0;
    const int generic = run.generic + pad;
    return {pad, bitCount16(run.inPlace) + generic, statusOf(generic == 0 ? 1 : 0, 1)};
}
// Whether this suit's wild card may stand at `pos` in its own place (an ace wild card also
// stands above the king).
inline bool inPlaceSpot(const SuitCards& cards, int pos, int wildLeft) {
    return wildLeft > 0 && (pos == cards.wildPos || (cards.wildPos == 0 && pos == 13));
}

// Whether this suit's wild card could stand in its own place in a pure run, given the
// positions holding natural cards: some window of three positions, each natural or a spot of
// the wild card, holds a spot. Otherwise its wild cards are generic jokers to the suit (a card
// in its own place differs from a generic joker only by keeping a run pure).
inline bool inPlaceMatters(unsigned naturalPositions, int wildPos) {
    if (wildPos < 0) return false;
    const unsigned spots = (1u << wildPos) | (wildPos == 0 ? 1u << 13 : 0u);
    const unsigned all = naturalPositions | spots;
    for (int lo = 0; lo + 2 <= 13; ++lo) {
        const unsigned window = 7u << lo;
        if ((all & window) == window && (spots & window) != 0) return true;
    }
    return false;
}

struct SuitPlan {
    std::vector<RunPlan> runs;
    std::array<std::uint8_t, 14> deadwood{};  // per position
};

inline constexpr int kMaxSuitJokers = 15;  // a suit never borrows more: the search's limit
// Room for a short table's entries, which a lookup copies out of the memo (a table fetched
// once per hand search is then read from the caller's own memory).
inline constexpr std::size_t kInlineSuitEntries = 7;
using SuitEntryStore = std::array<SuitEntry, kInlineSuitEntries>;

// A suit's table with the figures the combination search bounds by.
struct SuitFetch {
    SuitTable table;       // points into the caller's store
    int least = 0;         // least deadwood of a keep entry
    int leastFreeing = 0;  // least deadwood of any entry
    int bestStatus = 0;    // optimistic: any pure entry, the most runs of any entry
};

// Pareto-optimal entries (no other entry uses no more jokers, has at least the status and
// no more deadwood), copied into `store`. Results are memoised per thread, so repeated
// patterns cost a lookup.
SuitFetch suitEntries(const SuitCards& cards, SuitEntryStore& store);
// The same when the memo already holds the suit's table; false (and nothing built) otherwise.
bool cachedSuitEntries(const SuitCards& cards, SuitEntryStore& store, SuitFetch& out);
// Bounds the memo's memory; call between searches, never while holding tables.
void trimSuitCache();
// Memory the calling thread's memo holds (suit tables and the remainders behind them).
std::size_t suitMemoBytes();

// Rebuilds one arrangement that achieves a `keep` entry (jokers <= target.jokers, status
// covering target.status, deadwood <= target.deadwood).
SuitPlan suitPlan(const SuitCards& cards, SuitEntry target);

int positionValue(int pos);

}  // namespace rummy::detail

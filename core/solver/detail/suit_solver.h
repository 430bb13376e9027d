// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "solver/detail/prepared_rules.h"

namespace rummy::detail {

// Internal to the hand solver. The best ways to arrange the cards of ONE suit into runs,
// given how many jokers the suit may borrow from the hand's pool.
//
// Positions: 0 = ace low, 1..12 = two..king, 13 = ace high. A run is an interval of
// positions of length 3..13 that never holds both 0 and 13; with the ace low only
// (PreparedRules::aceHigh false) no run reaches 13.
//
// A status packs what the runs contribute to the qualification (PreparedRules: pure runs and
// runs, each capped at the qualification's count); the rules decide how many there are.

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
    std::uint8_t jokers;     // jokers borrowed (generic ones plus wild cards in their place)
    std::uint8_t status;     // PreparedRules' status
    std::uint16_t deadwood;  // value of this suit's natural cards left out of every run
    // Finishing: one deadwood card of this suit goes to the finish slot and no longer
    // counts. For such an entry, deadwood excludes it and freedPos says where it was.
    // No default member initialisers: the search keeps scratch arrays of entries that it
    // need not clear (aggregate initialisation still zeroes what it leaves out).
    std::uint8_t freed;
    std::uint8_t freedPos;
};

// The entries of one suit: those that keep all cards, then those that free one. Plain fields
// (no initialisers): a hand search keeps dozens of these in scratch arrays it fills as it goes,
// and setting them up front cost a fifth of a small hand's search.
struct SuitTable {
    const SuitEntry* entries;
    std::uint8_t keepCount;
    std::uint8_t count;
    std::span<const SuitEntry> keep() const { return {entries, keepCount}; }
    std::span<const SuitEntry> freeOne() const {
        return {entries + keepCount, static_cast<std::size_t>(count - keepCount)};
    }
};

// Cards of one suit packed two bits a rank (ace lowest), as the memo keys them: counts of one
// card are at most 3.
inline int countAt(std::uint32_t packed, int rank) {
    return static_cast<int>(packed >> (2 * rank) & 3u);
}
// The rank a run position holds: 13, the ace above the king, is the ace.
inline int rankAt(int pos) {
    return pos == 13 ? 0 : pos;
}
// Bits set in a 32-bit mask (see bitCount16).
constexpr int bitCount32(std::uint32_t x) {
    return bitCount16(x & 0xFFFFu) + bitCount16(x >> 16);
}
// Cards in a packed count: its two-bit fields summed in place (each byte ends at most 12, the
// four together at most 39).
constexpr int packedTotal(std::uint32_t packed) {
    std::uint32_t x = (packed & 0x33333333u) + ((packed >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return static_cast<int>((x * 0x01010101u) >> 24);
}
static_assert(packedTotal(0) == 0 && packedTotal(0x3FFFFFFu) == 39 && packedTotal(0x2000001u) == 3);

// One suit as the solver sees it: natural counts per rank (ace = index 0), and the wild
// cards of this suit that may play as themselves: in their own place in a run (keeping it
// pure) or, with tunnelas, three of one face together. Every wild card is also in the hand's
// pool of jokers; a suit that uses one as itself borrows it from the pool like any joker.
struct SuitCards {
    std::array<std::uint8_t, 13> count{};
    // This suit's wild cards by rank, packed two bits a rank: the cut rank's card, and in the
    // cut suit the two value cards (21-card), so at most three ranks hold any.
    std::uint32_t wild = 0;
    int jokerCap = 0;  // jokers the hand holds in all
    // The rules the suit is arranged under (values, the ace, statuses); never null in a search.
    const PreparedRules* rules = nullptr;
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
    int status = 0;  // the status of one run, pure or not
};
inline RunClosing closeRunCost(const RunPlan& run, const PreparedRules& rules) {
    const int length = run.end - run.start + 1;
    const int pad = length < 3 ? 3 - length : 0;
    const int generic = run.generic + pad;
    return {pad, bitCount16(run.inPlace) + generic, rules.runStatus(generic == 0)};
}
// Whether one of the wild cards left (`wild`, packed) may stand at `pos` in its own place (an
// ace also stands above the king when the ace plays high).
inline bool inPlaceSpot(std::uint32_t wild, int pos, const PreparedRules& rules) {
    return wild != 0 && countAt(wild, rankAt(pos)) > 0 && (pos != 13 || rules.aceHigh);
}
// The wild cards left once one at `pos` stands in its own place.
inline std::uint32_t withoutOne(std::uint32_t wild, int pos) {
    return wild - (std::uint32_t{1} << (2 * rankAt(pos)));
}

// A bit per rank (0..12) held in a packed count: the even bits gathered, as a fixed sequence of
// shifts (the searches ask this of every suit they look at).
inline unsigned ranksOf(std::uint32_t packed) {
    std::uint32_t x = (packed | packed >> 1) & 0x55555555u;
    x = (x | x >> 1) & 0x33333333u;
    x = (x | x >> 2) & 0x0F0F0F0Fu;
    x = (x | x >> 4) & 0x00FF00FFu;
    x = (x | x >> 8) & 0x0000FFFFu;
    return x;
}
// The inverse: two bits (both set) per rank of `ranks`, as packed counts lay them out.
inline std::uint32_t fieldsOf(unsigned ranks) {
    std::uint32_t x = ranks & 0x1FFFu;
    x = (x | x << 8) & 0x00FF00FFu;
    x = (x | x << 4) & 0x0F0F0F0Fu;
    x = (x | x << 2) & 0x33333333u;
    x = (x | x << 1) & 0x55555555u;
    return x * 3;
}

// The places (bit per position 0..13) where the packed cards stand.
inline unsigned placesOf(std::uint32_t packed, const PreparedRules& rules) {
    unsigned m = ranksOf(packed);
    if ((m & 1u) && rules.aceHigh) m |= 1u << 13;
    return m;
}

// The wild cards that could play as themselves, given the positions holding natural cards: one
// in some window of three positions each natural or a wild card's place (only there can it keep
// a run pure, or be a run of wild cards alone), or, with tunnelas, three of one face. The others
// are generic jokers to the suit (a card in its own place differs from a generic joker only by
// keeping a run pure), and are left out: more suits then share a table. The natural positions
// hold 13 only when the ace plays high.
inline std::uint32_t wildThatMatters(unsigned naturalPositions, std::uint32_t wild,
                                     const PreparedRules& rules) {
    if (wild == 0) return 0;
    const unsigned spots = placesOf(wild, rules);
    const unsigned all = naturalPositions | spots;
    // Bit lo of `full`: positions lo..lo+2 are all held; `covered`: positions in such a window.
    const unsigned full = all & (all >> 1) & (all >> 2);
    unsigned covered = full | (full << 1) | (full << 2);
    if (covered & (1u << 13)) covered |= 1u;  // the ace's one card stands at 0 and 13
    std::uint32_t keep = fieldsOf(covered);
    if (rules.tunnela) keep |= (wild & (wild >> 1) & 0x1555555u) * 3;  // three of a face
    return wild & keep;
}

// At least the number of pure melds (runs, tunnelas) one suit's cards could lay out at once: a
// card is in one only where three positions in a row are held (naturally or by the suit's wild
// cards in their places) or, with tunnelas, as one of three identical cards; a third of those.
inline int purePlacesBound(std::uint32_t naturals, std::uint32_t wild, const PreparedRules& rules) {
    // A face is natural or wild, never both: the two counts add without carrying.
    const std::uint32_t held = naturals + wild;
    const unsigned places = placesOf(held, rules);
    const unsigned full = places & (places >> 1) & (places >> 2);
    unsigned covered = full | (full << 1) | (full << 2);
    if (covered & (1u << 13)) covered |= 1u;  // the ace's cards stand at 0 and 13
    const std::uint32_t inRuns = held & fieldsOf(covered);
    int cards = packedTotal(inRuns);
    if (rules.tunnela) cards += 3 * bitCount32(held & (held >> 1) & ~inRuns & 0x1555555u);
    return cards / 3;
}

// The wild cards of a suit in few bits for the memo keys: up to three ranks hold any, each
// (rank + 1, count) in six bits.
inline constexpr int kWildKeyBits = 18;
inline std::uint64_t wildKey(std::uint32_t wild) {
    std::uint64_t key = 0;
    int shift = 0;
    for (std::uint32_t any = (wild | wild >> 1) & 0x1555555u; any != 0; any &= any - 1) {
        const int bit = std::countr_zero(any);
        key |= static_cast<std::uint64_t>((bit / 2 + 1) << 2 | (wild >> bit & 3u)) << shift;
        shift += 6;
    }
    return key;
}

// A tunnela found in a suit: three natural cards of one rank, or three wild cards of one face.
struct TunnelaPlan {
    int rank = 0;  // index 0..12
    bool wild = false;
};

struct SuitPlan {
    std::vector<RunPlan> runs;
    std::vector<TunnelaPlan> tunnelas;
    std::array<std::uint8_t, 14> deadwood{};  // per position
};

// A suit never borrows more: the search's limit. A hand of 22 cards never lends one suit more
// than 17: n natural cards of the suit borrow at most 2n + w (w its wild cards, at most nine),
// and the jokers and the natural cards are all in the hand.
inline constexpr int kMaxSuitJokers = 20;
// A suit's table with the figures the combination search bounds by; filled whole by the calls
// below (no initialisers, as SuitTable).
struct SuitFetch {
    SuitTable table;   // points into the memo, valid until it is trimmed or cleared
    int least;         // least deadwood of a keep entry
    int leastFreeing;  // least deadwood of any entry
    int bestStatus;    // optimistic: the most pure runs and runs of any entry
};

// cards.count packed two bits a rank (ace lowest), as the memo keys it: the hand search keeps
// its suits this way too and passes them along, so that a lookup reads no array.
std::uint32_t packCounts(const SuitCards& cards);

// Pareto-optimal entries (no other entry uses no more jokers, has at least the status and
// no more deadwood). Results are memoised per thread, so repeated patterns cost a lookup.
// `counts` is packCounts(cards).
SuitFetch suitEntries(const SuitCards& cards, std::uint32_t counts);
// The same when the memo already holds the suit's table; false (and nothing built) otherwise.
bool cachedSuitEntries(const SuitCards& cards, std::uint32_t counts, SuitFetch& out);
// Bounds the memo's memory; call between searches, never while holding tables.
void trimSuitCache();
// Forgets every table of the calling thread (its rule ids are about to be reused).
void clearSuitMemo();
// Memory the calling thread's memo holds (suit tables and the remainders behind them).
std::size_t suitMemoBytes();

// Rebuilds one arrangement that achieves a `keep` entry (jokers <= target.jokers, status
// covering target.status, deadwood <= target.deadwood).
SuitPlan suitPlan(const SuitCards& cards, SuitEntry target);

}  // namespace rummy::detail

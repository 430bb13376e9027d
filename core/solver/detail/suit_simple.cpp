// SPDX-License-Identifier: GPL-3.0-or-later
// The table of a suit that needs no search (simpleSuitEntries, suit_table_search.h).
#include <algorithm>
#include <array>
#include <bit>
#include <climits>

#include "solver/detail/suit_table_search.h"

namespace rummy::detail {

// One deck's cards (a face at most once), no joker to borrow, no wild card, runs that count for
// nothing (one status) and the ace low only: Gin's suits. The least deadwood of the ranks from
// i up, and the least with one of their deadwood cards freed (the preferred card among equals,
// FinishTie::HigherCard), follow from those of the ranks above i: card i is deadwood (freed or
// not), or the lowest card of a run i..j. These are the entries SuitTableSearch finds through
// its memo of remainders, whose set-up cost a Gin hand met for the first time five times the
// rest of its search.
bool simpleSuitEntries(const SuitCards& cards, std::uint32_t counts, EntryList& out,
                       std::size_t& keepCount) {
    const PreparedRules& rules = *cards.rules;
    if (rules.statusCount != 1 || rules.aceHigh || !rules.tieHigh || cards.jokerCap != 0 ||
        cards.wild != 0 || (counts & 0x2AAAAAAu) != 0)
        return false;
    constexpr int kNoFree = INT_MAX / 2;  // no deadwood card to free
    const unsigned held = ranksOf(counts);
    // The figures of the ranks from k up are those from the lowest held rank >= k up (13 when
    // none is left), so only held ranks are visited, from the highest down.
    std::array<int, 14> keep, freed, freedPos;
    keep[13] = 0;
    freed[13] = kNoFree;
    freedPos[13] = 0;
    auto from = [held](int k) {
        return k >= 13 || (held >> k) == 0 ? 13 : k + std::countr_zero(held >> k);
    };
    for (unsigned left = held; left != 0;) {
        const int i = std::bit_width(left) - 1;
        left &= ~(1u << i);
        const int above = from(i + 1);
        const int value = rules.value[i];
        int bestKeep = value + keep[above];
        int bestFreed = keep[above];  // card i is the one freed
        int bestPos = i;
        auto consider = [&](int d, int pos) {
            if (d < bestFreed || (d == bestFreed && rules.prefer(pos, bestPos))) {
                bestFreed = d;
                bestPos = pos;
            }
        };
        if (freed[above] < kNoFree) consider(value + freed[above], freedPos[above]);
        // Runs i..j of three cards or more: as far as the ranks held in a row from i go.
        const int end = i + std::countr_one(held >> i);
        for (int j = i + 2; j < end; ++j) {
            const int rest = j + 1 < end ? j + 1 : from(end);
            bestKeep = std::min(bestKeep, keep[rest]);
            if (freed[rest] < kNoFree) consider(freed[rest], freedPos[rest]);
        }
        keep[i] = bestKeep;
        freed[i] = bestFreed;
        freedPos[i] = bestPos;
    }
    const int lowest = from(0);
    out.clear();
    out.push_back({0, 0, static_cast<std::uint16_t>(keep[lowest]), 0, 0});
    if (freed[lowest] < kNoFree)
        out.push_back({0, 0, static_cast<std::uint16_t>(freed[lowest]), 1,
                       static_cast<std::uint8_t>(freedPos[lowest])});
    keepCount = 1;
    return true;
}

}  // namespace rummy::detail

// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/reference_table_melds.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace rummy::test {

namespace {

int rankOf(Face f) {
    return f.index() % 13 + 1;  // 1 ace .. 13 king
}

// The meld value of a natural card of `rank` standing at run place `place` (1 ace low ..
// 13 king, 14 ace high) or in a set (place 0).
int valueAt(const TableMeldRules& r, int rank, int place) {
    if (rank == 1) return place == 0 ? r.aceInSet : place == 14 ? r.aceHighInRun : r.aceLowInRun;
    return rank >= 10 ? (rank == 10 ? 10 : r.courtValue) : rank;
}

int jokerAt(const TableMeldRules& r, int rank, int place) {
    return r.jokerInMeld >= 0 ? r.jokerInMeld : valueAt(r, rank, place);
}

int setValue(const TableMeldRules& r, const std::vector<Face>& naturals, int jokers) {
    const int size = static_cast<int>(naturals.size()) + jokers;
    if (size < 3 || size > r.maxSetSize) return -1;
    std::vector<int> suits;
    for (Face f : naturals) {
        if (rankOf(f) != rankOf(naturals.front())) return -1;
        suits.push_back(f.index() / 13);
    }
    std::sort(suits.begin(), suits.end());
    if (std::adjacent_find(suits.begin(), suits.end()) != suits.end()) return -1;
    const int rank = rankOf(naturals.front());
    return static_cast<int>(naturals.size()) * valueAt(r, rank, 0) + jokers * jokerAt(r, rank, 0);
}

// A run read with the ace at place 1 (low) or 14 (high): the naturals' places, the gaps filled
// by jokers, the jokers left over put below and above in every split that stays on the board.
int runValue(const TableMeldRules& r, const std::vector<Face>& naturals, int jokers, bool high) {
    const int size = static_cast<int>(naturals.size()) + jokers;
    if (size < 3) return -1;
    std::vector<int> places;
    for (Face f : naturals) {
        if (f.index() / 13 != naturals.front().index() / 13) return -1;
        const int rank = rankOf(f);
        places.push_back(rank == 1 && high ? 14 : rank);
    }
    std::sort(places.begin(), places.end());
    if (std::adjacent_find(places.begin(), places.end()) != places.end()) return -1;
    const int lowest = high ? 2 : 1, highest = high ? 14 : 13;
    const int span = places.back() - places.front() + 1;
    const int gaps = span - static_cast<int>(naturals.size());
    if (gaps > jokers) return -1;
    const int extra = jokers - gaps;
    int best = -1;
    for (int below = 0; below <= extra; ++below) {
        const int lo = places.front() - below, hi = places.back() + (extra - below);
        if (lo < lowest || hi > highest) continue;
        int value = 0;
        for (int place = lo; place <= hi; ++place) {
            const int rank = place == 14 ? 1 : place;
            const bool natural = std::find(places.begin(), places.end(), place) != places.end();
            value += natural ? valueAt(r, rank, place) : jokerAt(r, rank, place);
        }
        best = std::max(best, value);
    }
    return best;
}

}  // namespace

int referenceMeldValue(const TableMeldRules& rules, std::span<const Face> cards) {
    std::vector<Face> naturals;
    int jokers = 0;
    for (Face f : cards) {
        if (f.isPrintedJoker())
            ++jokers;
        else
            naturals.push_back(f);
    }
    if (naturals.empty() || jokers > rules.jokersPerMeld) return -1;
    int best = setValue(rules, naturals, jokers);
    best = std::max(best, runValue(rules, naturals, jokers, false));
    if (rules.aceHigh) best = std::max(best, runValue(rules, naturals, jokers, true));
    return best;
}

ReferenceValues referenceTableValues(const TableMeldRules& rules, std::span<const Face> cards) {
    const int n = static_cast<int>(cards.size());
    const int full = (1 << n) - 1;
    std::vector<int> meld(static_cast<std::size_t>(full + 1), -1);
    std::vector<Face> subset;
    for (int m = 1; m <= full; ++m) {
        if (__builtin_popcount(static_cast<unsigned>(m)) < 3) continue;
        subset.clear();
        for (int i = 0; i < n; ++i)
            if (m >> i & 1) subset.push_back(cards[static_cast<std::size_t>(i)]);
        meld[static_cast<std::size_t>(m)] = referenceMeldValue(rules, subset);
    }
    // best[mask]: (meld value, -left value) of the cards in mask, greatest first.
    std::vector<std::pair<int, int>> best(static_cast<std::size_t>(full + 1));
    for (int mask = 1; mask <= full; ++mask) {
        const int i = __builtin_ctz(static_cast<unsigned>(mask));
        const int bit = 1 << i;
        const int rest = mask ^ bit;
        auto leave = best[static_cast<std::size_t>(rest)];
        leave.second -= rules.handValue(cards[static_cast<std::size_t>(i)]);
        std::pair<int, int> top = leave;
        for (int sub = rest;; sub = (sub - 1) & rest) {
            const int m = sub | bit;
            if (const int v = meld[static_cast<std::size_t>(m)]; v >= 0) {
                auto with = best[static_cast<std::size_t>(mask ^ m)];
                with.first += v;
                top = std::max(top, with);
            }
            if (sub == 0) break;
        }
        best[static_cast<std::size_t>(mask)] = top;
    }
    return {best[static_cast<std::size_t>(full)].first,
            -best[static_cast<std::size_t>(full)].second};
}

}  // namespace rummy::test

// SPDX-License-Identifier: GPL-3.0-or-later
#include "suit_table_search.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace rummy::detail {

namespace {

constexpr std::uint16_t kNone = std::numeric_limits<std::uint16_t>::max();

void keepMin(SuitTableSearch::Cell& cell, int keep, int freed, int freedPos) {
    if (keep < cell.keep) cell.keep = static_cast<std::uint16_t>(keep);
    if (freed < cell.freed) {
        cell.freed = static_cast<std::uint16_t>(freed);
        cell.freedPos = static_cast<std::uint8_t>(freedPos);
    }
}

std::size_t slotOf(std::uint64_t key, std::size_t mask) {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 29) & mask;
}

}  // namespace

void SuitTableSearch::reset(const SuitCards& cards) {
    cards_ = cards;
    jokerCap_ = std::min(cards.jokerCap, kMaxSuitJokers);
    rows_ = jokerCap_ + 1;
    // The remainders of one suit are the remainders of many others (a set takes a card out,
    // the next hand holds the same high cards): keep them until the memo grows large.
    if (pool_.size() > kMaxRows) {
        pool_.clear();
        slots_.clear();
        tables_ = 0;
    }
    if (pool_.capacity() == 0) pool_.reserve(kMaxRows + 4096);
}

bool SuitTableSearch::inPlaceSpot(int pos, int wildLeft) const {
    return detail::inPlaceSpot(cards_, pos, wildLeft);
}

void SuitTableSearch::solve(int acesHigh, Table& out) {
    Counts v{};
    for (int r = 0; r < 13; ++r) v[r] = cards_.count[r];
    v[0] = static_cast<std::uint8_t>(v[0] - acesHigh);
    v[13] = static_cast<std::uint8_t>(acesHigh);
    const Ref ref = solve(v, cards_.wildCount);
    std::copy(pool_.begin() + ref.at, pool_.begin() + ref.at + ref.rows, out.begin());
    for (int u = ref.rows; u <= jokerCap_; ++u) out[u].fill({kNone, kNone, 0});
}

SuitTableSearch::Ref SuitTableSearch::solve(Counts& v, int wildLeft) {
    // Normalise the remainder (see suitEntries): in-place wild cards that cannot keep a run
    // pure are generic jokers to it, and no Pareto entry borrows more than 2n + w jokers.
    // Leaving out rows that only dominated entries would use changes no Pareto entry above.
    int n = 0;
    unsigned held = 0;
    for (int pos = 0; pos < 14; ++pos) {
        n += v[pos];
        if (v[pos]) held |= 1u << pos;
    }
    const int wild = wildLeft > 0 && inPlaceMatters(held, cards_.wildPos) ? wildLeft : 0;
    const int cap = std::min(jokerCap_, 2 * n + wild);
    std::uint64_t key = static_cast<std::uint64_t>(wild & 3) |
                        static_cast<std::uint64_t>(wild ? cards_.wildPos + 1 : 0) << 30 |
                        static_cast<std::uint64_t>(cap) << 34;
    for (int pos = 0; pos < 14; ++pos)
        key |= static_cast<std::uint64_t>(v[pos] & 3) << (2 + 2 * pos);
    if (const Ref* known = find(key)) return *known;
    const int outer = jokerCap_;
    jokerCap_ = cap;
    rows_ = cap + 1;
    const Ref ref = build(v, wild, key);
    jokerCap_ = outer;
    rows_ = outer + 1;
    return ref;
}

SuitTableSearch::Ref SuitTableSearch::build(Counts& v, int wildLeft, std::uint64_t key) {
    Table table;
    Row* out = table.data();
    for (int u = 0; u < rows_; ++u) out[u].fill({kNone, kNone, 0});
    int p = 0;
    while (p < 14 && v[p] == 0) ++p;
    if (p == 14) {
        out[0][0] = {0, kNone, 0};
        return remember(key, out);
    }
    --v[p];
    {
        // The card at p is deadwood: it counts, or it is the one card freed.
        const Ref ref = solve(v, wildLeft);
        const Row* rest = pool_.data() + ref.at;
        const int value = positionValue(p);
        for (int u = 0; u < ref.rows; ++u)
            for (int s = 0; s < kStatusCount; ++s) {
                const Cell& c = rest[u][s];
                if (c.keep == kNone) continue;
                const bool freeHere = c.freed == kNone || c.keep < c.freed + value;
                keepMin(out[u][s], c.keep + value, freeHere ? c.keep : c.freed + value,
                        freeHere ? p : c.freedPos);
            }
    }
    // Runs whose lowest natural card is p: from p, or from p - 1 with this suit's wild card in
    // its own place (the only way a run can start below p and stay pure).
    RunPlan run{p, p, static_cast<std::uint16_t>(1u << p), 0, 0};
    runsFrom(v, wildLeft, run, out);
    if (p >= 1 && inPlaceSpot(p - 1, wildLeft)) {
        --wildLeft;
        RunPlan low{p - 1, p, static_cast<std::uint16_t>(1u << p),
                    static_cast<std::uint16_t>(1u << (p - 1)), 0};
        runsFrom(v, wildLeft, low, out);
        ++wildLeft;
    }
    ++v[p];
    return remember(key, out);
}

const SuitTableSearch::Ref* SuitTableSearch::find(std::uint64_t key) const {
    if (slots_.empty()) return nullptr;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = slotOf(key, mask);; i = (i + 1) & mask) {
        if (slots_[i].key == 0) return nullptr;
        if (slots_[i].key == key + 1) return &slots_[i].ref;
    }
}

SuitTableSearch::Ref SuitTableSearch::remember(std::uint64_t key, const Row* table) {
    if ((tables_ + 1) * 2 > slots_.size()) {
        // Grow and re-insert every key: the tables themselves stay where they are.
        std::vector<Slot> old(std::max<std::size_t>(64, slots_.size() * 2));
        old.swap(slots_);
        const std::size_t mask = slots_.size() - 1;
        for (const Slot& s : old) {
            if (s.key == 0) continue;
            std::size_t i = slotOf(s.key - 1, mask);
            while (slots_[i].key != 0) i = (i + 1) & mask;
            slots_[i] = s;
        }
    }
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = slotOf(key, mask);
    while (slots_[i].key != 0) i = (i + 1) & mask;
    const Ref ref{static_cast<std::uint32_t>(pool_.size()), rows_};
    slots_[i] = {key + 1, ref};
    ++tables_;
    pool_.insert(pool_.end(), table, table + rows_);
    return ref;
}

// `run` ends on a natural or in-place card: close it here, or grow it through further
// positions (a generic joker may fill any position, even one with a natural card left: with
// two decks that card may belong to another run).
void SuitTableSearch::runsFrom(Counts& v, int& wildLeft, RunPlan& run, Row* out) {
    closeRun(v, wildLeft, run, out);
    const int fixed = bitCount16(run.inPlace);
    for (int next = run.end + 1, gaps = 0; next <= 13 && next - run.start <= 12; ++next, ++gaps) {
        if (fixed + run.generic + gaps > jokerCap_) return;
        RunPlan grown = run;
        grown.end = next;
        grown.generic = run.generic + gaps;
        if (v[next] > 0) {
            --v[next];
            grown.naturals = static_cast<std::uint16_t>(run.naturals | (1u << next));
            runsFrom(v, wildLeft, grown, out);
            grown.naturals = run.naturals;
            ++v[next];
        }
        if (inPlaceSpot(next, wildLeft)) {
            --wildLeft;
            grown.inPlace = static_cast<std::uint16_t>(run.inPlace | (1u << next));
            runsFrom(v, wildLeft, grown, out);
            ++wildLeft;
        }
    }
}

void SuitTableSearch::closeRun(Counts& v, int& wildLeft, const RunPlan& run, Row* out) {
    const RunClosing cost = closeRunCost(run);
    const int jokers = cost.jokers;
    const int runStatus = cost.status;
    if (jokers > jokerCap_) return;
    const Ref ref = solve(v, wildLeft);
    const Row* rest = pool_.data() + ref.at;
    for (int u = 0; u < ref.rows && u + jokers <= jokerCap_; ++u)
        for (int s = 0; s < kStatusCount; ++s) {
            const Cell& c = rest[u][s];
            if (c.keep == kNone) continue;
            keepMin(out[u + jokers][combineStatus(s, runStatus)], c.keep, c.freed, c.freedPos);
        }
}

}  // namespace rummy::detail

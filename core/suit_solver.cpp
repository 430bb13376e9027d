// SPDX-License-Identifier: GPL-3.0-or-later
#include "suit_solver.h"

#include "suit_table_search.h"

#include <algorithm>
#include <bit>
#include <limits>
#include <memory>

namespace rummy::detail {

int positionValue(int pos) {
    if (pos == 0 || pos == 13) return 10;  // ace, low or high
    return pos >= 9 ? 10 : pos + 1;        // ten and the court cards score 10
}

namespace {

constexpr int kMaxJokers = kMaxSuitJokers;
constexpr std::uint16_t kNone = std::numeric_limits<std::uint16_t>::max();

// Rebuilds one arrangement of a suit that matches a table entry. The same canonical order as
// SuitTableSearch (the lowest remaining card is deadwood or the lowest natural card of a run),
// as a plain depth-first search that stops at the first match: it runs once per shown hand.
class PlanSearch {
public:
    PlanSearch(const SuitCards& cards, int acesHigh, SuitEntry target)
        : cards_(cards), target_(target) {
        for (int r = 0; r < 13; ++r) v_[r] = cards.count[r];
        v_[0] = static_cast<std::uint8_t>(v_[0] - acesHigh);
        v_[13] = static_cast<std::uint8_t>(acesHigh);
        wildLeft_ = cards.wildCount;
        jokerCap_ = std::min(cards.jokerCap, kMaxJokers);
    }

    bool find(SuitPlan& out) {
        visit(0, 0, 0, 0);
        if (found_) out = result_;
        return found_;
    }

private:
    bool inPlaceSpot(int pos) const { return detail::inPlaceSpot(cards_, pos, wildLeft_); }

    void visit(int from, int used, int status, int deadwood) {
        if (found_ || deadwood > target_.deadwood) return;
        int p = from;
        while (p < 14 && v_[p] == 0) ++p;
        if (p == 14) {
            if (used <= target_.jokers && statusCovers(status, target_.status)) {
                found_ = true;
                result_ = plan_;  // the search unwinds plan_ on its way out
            }
            return;
        }
        --v_[p];
        ++plan_.deadwood[p];
        visit(p, used, status, deadwood + positionValue(p));
        --plan_.deadwood[p];
        RunPlan run{p, p, static_cast<std::uint16_t>(1u << p), 0, 0};
        grow(run, p, used, status, deadwood);
        if (p >= 1 && inPlaceSpot(p - 1)) {
            --wildLeft_;
            RunPlan low{p - 1, p, static_cast<std::uint16_t>(1u << p),
                        static_cast<std::uint16_t>(1u << (p - 1)), 0};
            grow(low, p, used, status, deadwood);
            ++wildLeft_;
        }
        ++v_[p];
    }

    // `run` ends on a natural or in-place card: close it, or grow it to a later one with
    // generic jokers in between.
    void grow(const RunPlan& run, int lowest, int used, int status, int deadwood) {
        if (found_) return;
        close(run, lowest, used, status, deadwood);
        const int fixed = std::popcount(run.inPlace);
        for (int next = run.end + 1, gaps = 0; next <= 13 && next - run.start <= 12;
             ++next, ++gaps) {
            if (used + fixed + run.generic + gaps > jokerCap_) return;
            RunPlan grown = run;
            grown.end = next;
            grown.generic = run.generic + gaps;
            if (v_[next] > 0) {
                --v_[next];
                grown.naturals = static_cast<std::uint16_t>(run.naturals | (1u << next));
                grow(grown, lowest, used, status, deadwood);
                grown.naturals = run.naturals;
                ++v_[next];
            }
            if (inPlaceSpot(next)) {
                --wildLeft_;
                grown.inPlace = static_cast<std::uint16_t>(run.inPlace | (1u << next));
                grow(grown, lowest, used, status, deadwood);
                ++wildLeft_;
            }
        }
    }

    void close(const RunPlan& run, int lowest, int used, int status, int deadwood) {
        const RunClosing cost = closeRunCost(run);
        if (used + cost.jokers > jokerCap_) return;
        // Padding goes above the run, or below it when the run already ends on a high ace.
        RunPlan closed = run;
        closed.generic += cost.pad;
        closed.end = run.end + cost.pad;
        if (closed.end > 13) {
            closed.start -= closed.end - 13;
            closed.end = 13;
        }
        plan_.runs.push_back(closed);
        visit(lowest, used + cost.jokers, combineStatus(status, cost.status), deadwood);
        plan_.runs.pop_back();
    }

    const SuitCards& cards_;
    SuitEntry target_;
    std::array<std::uint8_t, 14> v_{};
    int wildLeft_ = 0;
    int jokerCap_ = 0;
    bool found_ = false;
    SuitPlan plan_;
    SuitPlan result_;
};

using Cells = SuitTableSearch::Table;

// Appends the entries of `table` (keep or freed figures) that no other entry beats on every
// count: no more jokers, at least the status, no more deadwood.
void paretoEntries(const Cells& table, int cap, bool freed, std::vector<SuitEntry>& out) {
    auto value = [&](int u, int s) { return freed ? table[u][s].freed : table[u][s].keep; };
    for (int u = 0; u <= cap; ++u) {
        for (int s = 0; s < kStatusCount; ++s) {
            const auto d = value(u, s);
            if (d == kNone) continue;
            bool dominated = false;
            for (int u2 = 0; u2 <= u && !dominated; ++u2)
                for (int s2 = 0; s2 < kStatusCount && !dominated; ++s2)
                    dominated = !(u2 == u && s2 == s) && statusCovers(s2, s) && value(u2, s2) <= d;
            if (dominated) continue;
            SuitEntry e{static_cast<std::uint8_t>(u), static_cast<std::uint8_t>(s), d};
            if (freed) {
                e.freed = 1;
                e.freedPos = table[u][s].freedPos;
            }
            out.push_back(e);
        }
    }
}

// Returns the keep entries followed by the free-one entries; `keepCount` splits them.
std::vector<SuitEntry> solveSuit(const SuitCards& cards, std::size_t& keepCount) {
    const int cap = std::min(cards.jokerCap, kMaxJokers);
    thread_local SuitTableSearch search;
    search.reset(cards);
    // Aces may all play low, or any number of them high: merge the tables of each choice.
    Cells merged = search.solve(0);
    for (int high = 1; high <= cards.count[0]; ++high) {
        const Cells& table = search.solve(high);
        for (int u = 0; u <= cap; ++u)
            for (int s = 0; s < kStatusCount; ++s) {
                auto& cell = merged[u][s];
                cell.keep = std::min(cell.keep, table[u][s].keep);
                if (table[u][s].freed < cell.freed) {
                    cell.freed = table[u][s].freed;
                    cell.freedPos = table[u][s].freedPos;
                }
            }
    }
    std::vector<SuitEntry> entries;
    paretoEntries(merged, cap, false, entries);
    keepCount = entries.size();
    paretoEntries(merged, cap, true, entries);
    // Least deadwood first: the combination search prunes sooner.
    auto byDeadwood = [](const SuitEntry& a, const SuitEntry& b) {
        return a.deadwood < b.deadwood;
    };
    std::stable_sort(entries.begin(), entries.begin() + static_cast<std::ptrdiff_t>(keepCount),
                     byDeadwood);
    std::stable_sort(entries.begin() + static_cast<std::ptrdiff_t>(keepCount), entries.end(),
                     byDeadwood);
    return entries;
}

// A per-thread open-addressing table from a suit's packed key to its entries.
class SuitCache {
public:
    SuitTable get(const SuitCards& cards) {
        const std::uint64_t key = packKey(cards);
        if (slots_.empty()) rehash(1u << 18);
        std::size_t mask = slots_.size() - 1;
        std::size_t i = hash(key) & mask;
        while (slots_[i].key != 0) {
            if (slots_[i].key == key) return table(slots_[i]);
            i = (i + 1) & mask;
        }
        std::size_t keep = 0;
        const auto entries = solveSuit(cards, keep);
        slots_[i] = Slot{key, store(entries), static_cast<std::uint16_t>(keep),
                         static_cast<std::uint16_t>(entries.size())};
        const Slot slot = slots_[i];
        if (++used_ * 2 > slots_.size()) rehash(slots_.size() * 2);
        return table(slot);
    }

private:
    struct Slot {
        std::uint64_t key = 0;
        const SuitEntry* entries = nullptr;
        std::uint16_t keep = 0;
        std::uint16_t count = 0;
    };

    SuitTable table(const Slot& s) const {
        const SuitEntry* base = s.entries;
        return {{base, s.keep}, {base + s.keep, static_cast<std::size_t>(s.count - s.keep)}};
    }

    // Entries live in fixed blocks so that tables handed out earlier stay valid while the
    // cache grows during one search.
    const SuitEntry* store(const std::vector<SuitEntry>& entries) {
        constexpr std::size_t kBlock = 1u << 16;
        if (blocks_.empty() || blockUsed_ + entries.size() > kBlock) {
            blocks_.push_back(std::make_unique<SuitEntry[]>(kBlock));
            blockUsed_ = 0;
        }
        SuitEntry* out = blocks_.back().get() + blockUsed_;
        std::copy(entries.begin(), entries.end(), out);
        blockUsed_ += entries.size();
        return out;
    }

public:
    // Called between searches only: forgets everything once the cache is large.
    void trim() {
        if (blocks_.size() < 64) return;  // 64 blocks of 64K entries: about 25 MB
        blocks_.clear();
        slots_.assign(slots_.size(), Slot{});
        used_ = 0;
    }

private:
    static std::uint64_t packKey(const SuitCards& c) {
        std::uint64_t key = 0;
        for (int r = 0; r < 13; ++r) key |= static_cast<std::uint64_t>(c.count[r] & 3) << (2 * r);
        const bool wild = c.wildCount > 0 && c.wildPos >= 0;
        key |= static_cast<std::uint64_t>(wild ? c.wildPos + 1 : 0) << 26;
        key |= static_cast<std::uint64_t>(wild ? c.wildCount & 3 : 0) << 30;
        key |= static_cast<std::uint64_t>(std::min(c.jokerCap, kMaxJokers)) << 32;
        return key | (1ull << 40);  // never zero: zero marks an empty slot
    }

    static std::size_t hash(std::uint64_t k) {
        k ^= k >> 29;
        k *= 0xbf58476d1ce4e5b9ULL;
        k ^= k >> 32;
        return static_cast<std::size_t>(k);
    }

    void rehash(std::size_t capacity) {
        std::vector<Slot> old;
        old.swap(slots_);
        slots_.assign(capacity, Slot{});
        for (const auto& s : old) {
            if (s.key == 0) continue;
            std::size_t i = hash(s.key) & (capacity - 1);
            while (slots_[i].key != 0) i = (i + 1) & (capacity - 1);
            slots_[i] = s;
        }
    }

    std::vector<Slot> slots_;
    std::vector<std::unique_ptr<SuitEntry[]>> blocks_;
    std::size_t blockUsed_ = 0;
    std::size_t used_ = 0;
};

}  // namespace

namespace {
SuitCache& cache() {
    thread_local SuitCache instance;
    return instance;
}
}  // namespace

SuitTable suitEntries(const SuitCards& cards) {
    return cache().get(cards);
}

void trimSuitCache() {
    cache().trim();
}

SuitPlan suitPlan(const SuitCards& cards, SuitEntry target) {
    SuitPlan plan;
    for (int high = 0; high <= cards.count[0]; ++high) {
        PlanSearch search(cards, high, target);
        if (search.find(plan)) return plan;
    }
    return plan;  // unreachable for a target taken from suitEntries()
}

}  // namespace rummy::detail

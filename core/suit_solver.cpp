// SPDX-License-Identifier: GPL-3.0-or-later
#include "suit_solver.h"

#include <algorithm>
#include <limits>
#include <memory>

namespace rummy::detail {

int positionValue(int pos) {
    if (pos == 0 || pos == 13) return 10;  // ace, low or high
    return pos >= 9 ? 10 : pos + 1;        // ten and the court cards score 10
}

namespace {

constexpr int kMaxJokers = 15;
constexpr std::uint16_t kNone = std::numeric_limits<std::uint16_t>::max();

// Depth-first search over the ways to split one suit into runs and deadwood. The lowest
// remaining card is either deadwood or the lowest natural card of a run; that canonical
// order visits every arrangement while keeping the tree small. Runs may still take a joker
// where a natural card is present: with two decks the natural may belong to another run.
class RunSearch {
public:
    RunSearch(const SuitCards& cards, int acesHigh) : cards_(cards) {
        for (int r = 0; r < 13; ++r) v_[r] = cards.count[r];
        v_[0] = static_cast<std::uint8_t>(v_[0] - acesHigh);
        v_[13] = static_cast<std::uint8_t>(acesHigh);
        wildLeft_ = cards.wildCount;
        jokerCap_ = std::min(cards.jokerCap, kMaxJokers);
        for (auto& row : best_) row.fill(kNone);
        for (auto& row : bestFreed_) row.fill(kNone);
    }

    void run() { visit(0, 0, 0, 0, -1); }

    // Plan mode: stop at the first arrangement as good as `target`.
    bool findPlan(SuitEntry target, SuitPlan& out) {
        planMode_ = true;
        target_ = target;
        visit(0, 0, 0, 0, -1);
        if (found_) out = result_;
        return found_;
    }

    using Table = std::array<std::array<std::uint16_t, kStatusCount>, kMaxJokers + 1>;
    const Table& best() const { return best_; }
    const Table& bestFreed() const { return bestFreed_; }
    const std::array<std::array<std::uint8_t, kStatusCount>, kMaxJokers + 1>& freedPos() const {
        return freedPos_;
    }

private:
    bool inPlaceSpot(int pos) const {
        return wildLeft_ > 0 && (pos == cards_.wildPos || (cards_.wildPos == 0 && pos == 13));
    }

    // maxDead: position of the most valuable deadwood card so far (-1: none), the one a
    // finishing player would put on the finish slot.
    void visit(int from, int used, int status, int deadwood, int maxDead) {
        if (found_) return;
        int p = from;
        while (p < 14 && v_[p] == 0) ++p;
        if (p == 14) {
            record(used, status, deadwood, maxDead);
            return;
        }
        --v_[p];
        ++plan_.deadwood[p];
        const bool higher = maxDead < 0 || positionValue(p) > positionValue(maxDead);
        visit(p, used, status, deadwood + positionValue(p), higher ? p : maxDead);
        --plan_.deadwood[p];
        // Runs whose lowest natural card is p: starting at p, or one below with this suit's
        // wild card in its own place (the only way a run can start below p and stay pure).
        RunPlan run{p, p, static_cast<std::uint16_t>(1u << p), 0, 0};
        extend(run, p, used, status, deadwood, maxDead);
        if (p >= 1 && inPlaceSpot(p - 1)) {
            --wildLeft_;
            RunPlan low{p - 1, p, static_cast<std::uint16_t>(1u << p),
                        static_cast<std::uint16_t>(1u << (p - 1)), 0};
            extend(low, p, used, status, deadwood, maxDead);
            ++wildLeft_;
        }
        ++v_[p];
    }

    // `run` ends on a natural or in-place card at run.end. Either close it here (padding
    // it to three with jokers) or grow it by one position.
    void extend(RunPlan& run, int lowest, int used, int status, int deadwood, int maxDead) {
        if (found_) return;
        const int length = run.end - run.start + 1;
        const int pad = length < 3 ? 3 - length : 0;
        const int inPlace = __builtin_popcount(run.inPlace);
        const int jokers = inPlace + run.generic + pad;
        if (used + jokers <= jokerCap_) {
            const bool pure = run.generic + pad == 0;
            const int added = combineStatus(status, statusOf(pure ? 1 : 0, 1));
            // Padding goes above the run, or below it when the run already ends on a high ace.
            RunPlan closed = run;
            closed.generic += pad;
            closed.end = run.end + pad;
            if (closed.end > 13) {
                closed.start -= closed.end - 13;
                closed.end = 13;
            }
            plan_.runs.push_back(closed);
            visit(lowest, used + jokers, added, deadwood, maxDead);
            plan_.runs.pop_back();
            if (found_) return;
        }
        const int next = run.end + 1;
        if (next > 13 || next - run.start > 12) return;
        // Jokers already committed; a generic joker only helps if a later card closes.
        if (used + inPlace + run.generic >= jokerCap_ && v_[next] == 0 && !inPlaceSpot(next))
            return;
        RunPlan grown = run;
        grown.end = next;
        if (v_[next] > 0) {
            --v_[next];
            grown.naturals = static_cast<std::uint16_t>(run.naturals | (1u << next));
            extend(grown, lowest, used, status, deadwood, maxDead);
            ++v_[next];
            grown.naturals = run.naturals;
        }
        if (inPlaceSpot(next)) {
            --wildLeft_;
            grown.inPlace = static_cast<std::uint16_t>(run.inPlace | (1u << next));
            extend(grown, lowest, used, status, deadwood, maxDead);
            ++wildLeft_;
            grown.inPlace = run.inPlace;
        }
        if (used + inPlace + run.generic + 1 < jokerCap_ + 1) {
            // A joker at `next`, then the run must reach a later natural or in-place card.
            RunPlan gap = run;
            gap.end = next;
            gap.generic += 1;
            growThroughGap(gap, lowest, used, status, deadwood, maxDead);
        }
    }

    // After a generic joker at run.end: continue only to a position that can close the run.
    void growThroughGap(RunPlan& run, int lowest, int used, int status, int deadwood, int maxDead) {
        const int next = run.end + 1;
        if (next > 13 || next - run.start > 12) return;
        const int committed = used + __builtin_popcount(run.inPlace) + run.generic;
        RunPlan grown = run;
        grown.end = next;
        if (v_[next] > 0) {
            --v_[next];
            grown.naturals = static_cast<std::uint16_t>(run.naturals | (1u << next));
            extend(grown, lowest, used, status, deadwood, maxDead);
            ++v_[next];
            grown.naturals = run.naturals;
        }
        if (inPlaceSpot(next)) {
            --wildLeft_;
            grown.inPlace = static_cast<std::uint16_t>(run.inPlace | (1u << next));
            extend(grown, lowest, used, status, deadwood, maxDead);
            ++wildLeft_;
            grown.inPlace = run.inPlace;
        }
        if (committed + 1 <= jokerCap_) {
            grown.generic += 1;
            growThroughGap(grown, lowest, used, status, deadwood, maxDead);
        }
    }

    void record(int used, int status, int deadwood, int maxDead) {
        if (planMode_) {
            if (used <= target_.jokers && statusCovers(status, target_.status) &&
                deadwood <= target_.deadwood) {
                found_ = true;
                result_ = plan_;  // the search unwinds plan_ on its way out
            }
            return;
        }
        auto& cell = best_[used][status];
        if (deadwood < cell) cell = static_cast<std::uint16_t>(deadwood);
        if (maxDead >= 0) {
            const int freed = deadwood - positionValue(maxDead);
            auto& freeCell = bestFreed_[used][status];
            if (freed < freeCell) {
                freeCell = static_cast<std::uint16_t>(freed);
                freedPos_[used][status] = static_cast<std::uint8_t>(maxDead);
            }
        }
    }

    const SuitCards& cards_;
    std::array<std::uint8_t, 14> v_{};
    int wildLeft_ = 0;
    int jokerCap_ = 0;
    Table best_{};
    Table bestFreed_{};
    std::array<std::array<std::uint8_t, kStatusCount>, kMaxJokers + 1> freedPos_{};
    bool planMode_ = false;
    bool found_ = false;
    SuitEntry target_{};
    SuitPlan plan_;
    SuitPlan result_;
};

using Table = std::array<std::array<std::uint16_t, kStatusCount>, kMaxJokers + 1>;

// Keeps the entries of `best` that no other entry beats on every count.
void paretoEntries(
    const Table& best,
    const std::array<std::array<std::uint8_t, kStatusCount>, kMaxJokers + 1>* freedPos,
    std::vector<SuitEntry>& out) {
    for (int u = 0; u <= kMaxJokers; ++u) {
        for (int s = 0; s < kStatusCount; ++s) {
            const auto d = best[u][s];
            if (d == kNone) continue;
            bool dominated = false;
            for (int u2 = 0; u2 <= u && !dominated; ++u2)
                for (int s2 = 0; s2 < kStatusCount && !dominated; ++s2) {
                    if ((u2 == u && s2 == s) || best[u2][s2] == kNone) continue;
                    dominated = statusCovers(s2, s) && best[u2][s2] <= d;
                }
            if (dominated) continue;
            SuitEntry e{static_cast<std::uint8_t>(u), static_cast<std::uint8_t>(s), d};
            if (freedPos) {
                e.freed = 1;
                e.freedPos = (*freedPos)[u][s];
            }
            out.push_back(e);
        }
    }
}

// Returns the keep entries followed by the free-one entries; `keepCount` splits them.
std::vector<SuitEntry> solveSuit(const SuitCards& cards, std::size_t& keepCount) {
    Table best, bestFreed;
    std::array<std::array<std::uint8_t, kStatusCount>, kMaxJokers + 1> freedPos{};
    for (auto& row : best) row.fill(kNone);
    for (auto& row : bestFreed) row.fill(kNone);
    for (int high = 0; high <= cards.count[0]; ++high) {
        RunSearch search(cards, high);
        search.run();
        for (int u = 0; u <= kMaxJokers; ++u)
            for (int s = 0; s < kStatusCount; ++s) {
                best[u][s] = std::min(best[u][s], search.best()[u][s]);
                if (search.bestFreed()[u][s] < bestFreed[u][s]) {
                    bestFreed[u][s] = search.bestFreed()[u][s];
                    freedPos[u][s] = search.freedPos()[u][s];
                }
            }
    }
    std::vector<SuitEntry> entries;
    paretoEntries(best, nullptr, entries);
    keepCount = entries.size();
    paretoEntries(bestFreed, &freedPos, entries);
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
        if (slots_.empty()) rehash(1u << 14);
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
        if (blocks_.size() < 256) return;  // 256 blocks of 64K entries: about 100 MB
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
        RunSearch search(cards, high);
        if (search.findPlan(target, plan)) return plan;
    }
    return plan;  // unreachable for a target taken from suitEntries()
}

}  // namespace rummy::detail

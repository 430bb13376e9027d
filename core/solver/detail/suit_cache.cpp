// SPDX-License-Identifier: GPL-3.0-or-later
// The per-thread memo of suit tables: suitEntries(), trimSuitCache(), suitMemoBytes().
#include <algorithm>
#include <limits>
#include <memory>
#include <vector>

#include "solver/detail/suit_solver.h"
#include "solver/detail/suit_table_search.h"
#include "solver/detail/zeroed_array.h"

namespace rummy::detail {

namespace {

constexpr int kMaxJokers = kMaxSuitJokers;

using Cells = SuitTableSearch::Table;

// Least deadwood first, ties in their order: what std::stable_sort does, without the buffer it
// allocates (a table holds few entries, and a miss should cost the search, not the heap).
void sortByDeadwood(SuitEntry* first, SuitEntry* last) {
    for (SuitEntry* i = first; i != last; ++i) {
        const SuitEntry x = *i;
        SuitEntry* j = i;
        for (; j != first && (j - 1)->deadwood > x.deadwood; --j) *j = *(j - 1);
        *j = x;
    }
}

SuitTableSearch& tableSearch() {
    thread_local SuitTableSearch search;
    return search;
}

// Fills `entries` with the keep entries followed by the free-one entries; returns how many keep.
std::size_t solveSuit(const SuitCards& cards, EntryList& entries) {
    const int cap = std::min(cards.jokerCap, kMaxJokers);
    SuitTableSearch& search = tableSearch();
    search.reset(cards);
    Cells table;
    search.solve(table);
    entries.clear();
    paretoEntries(table, cap, false, *cards.rules, entries);
    const std::size_t keepCount = entries.size();
    paretoEntries(table, cap, true, *cards.rules, entries);
    // Least deadwood first: the combination search prunes sooner.
    sortByDeadwood(entries.data(), entries.data() + keepCount);
    sortByDeadwood(entries.data() + keepCount, entries.data() + entries.size());
    return keepCount;
}

// A suit as the memo keys it: its cards with what cannot change its table taken out, so that
// more patterns share a memo entry, and the key itself. A wild card in its own place differs
// from a generic joker only by keeping a run pure (or making a tunnela): wild cards that cannot
// are generic jokers to the suit (wildThatMatters). And no Pareto entry borrows more than
// 2n + w jokers (n natural cards, w wild cards): an impure run of k natural cards is never
// better than k runs of one card and two jokers each, and a pure run or a tunnela holds only
// wild cards as themselves. The key: the counts (26 bits), the joker cap (5), a bit that is never
// zero, the rules' id (so that tables of two rule sets never mix), and last the wild cards (18):
// most suits hold none, and their keys stay in the low bits, which the hash mixes best (with the
// wild cards' bits in the middle, Gin's lookups after 13-card's were 15% slower).
struct Normal {
    SuitCards cards;
    std::uint64_t key;
    int mostCap;  // the cap beyond which the table would hold no more entries (2n + w)
};

constexpr int kCapAt = 26;

Normal normalise(const SuitCards& c, std::uint32_t counts) {
    Normal out{c, 0, 0};
    SuitCards& n = out.cards;
    std::uint64_t wild = 0;  // the wild cards' part of the key
    if (c.wild != 0) {
        n.wild = wildThatMatters(placesOf(counts, *c.rules), c.wild, *c.rules);
        wild = wildKey(n.wild);
    }
    int cap = std::min(c.jokerCap, kMaxJokers);
    if (cap > 0) {
        out.mostCap = std::min(kMaxJokers, 2 * packedTotal(counts) + packedTotal(n.wild));
        cap = std::min(cap, out.mostCap);
    }
    n.jokerCap = cap;
    static_assert(kMaxJokers < 32 && kCapAt + 6 + kRuleIdBits + kWildKeyBits <= 64);
    out.key = std::uint64_t{counts} | static_cast<std::uint64_t>(cap) << kCapAt |
              std::uint64_t{1} << (kCapAt + 5) |  // never zero
              static_cast<std::uint64_t>(c.rules->id) << (kCapAt + 6) |
              wild << (kCapAt + 6 + kRuleIdBits);
    return out;
}

// A per-thread open-addressing table from a suit's packed key to its entries. A slot is one
// cache line holding the figures the combination search bounds by and, for most suits, the
// entries themselves: a hand's search fetches dozens of tables, and each costs one memory
// access. Lookups copy inline entries out, so nothing handed out depends on where slots live;
// longer tables live in fixed blocks that stay put until trim().
class SuitCache {
    struct Slot;

public:
    // The slot of the suit's table, or nullptr. Under rules whose suits meet many joker caps
    // (PreparedRules::shareCaps) a table made for a larger cap serves as well: its entries with
    // no more jokers than the cap are the smaller table's, the search spends no more jokers than
    // the hand holds, and its bounds (least, best status) are only more hopeful.
    const Slot* find(const Normal& n) const {
        const Slot* slot = find(n.key);
        if (slot || !n.cards.rules->shareCaps) return slot;
        const int most = std::min(n.mostCap, n.cards.jokerCap + kSharedCaps);
        for (int cap = n.cards.jokerCap + 1; cap <= most && !slot; ++cap) {
            const std::uint64_t key =
                n.key + (static_cast<std::uint64_t>(cap - n.cards.jokerCap) << kCapAt);
            slot = find(key);
        }
        return slot;
    }

    // The slot holding `key`, or nullptr.
    const Slot* find(std::uint64_t key) const {
        if (slots_.empty()) return nullptr;
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = hash(key) & mask; live(slots_[i]); i = (i + 1) & mask)
            if (slots_[i].key == key) return &slots_[i];
        return nullptr;
    }

    bool peek(const SuitCards& raw, std::uint32_t counts, SuitEntryStore& store,
              SuitFetch& out) const {
        const Slot* slot = find(normalise(raw, counts));
        if (slot) out = fetch(*slot, store);
        return slot != nullptr;
    }

    SuitFetch get(const SuitCards& raw, std::uint32_t counts, SuitEntryStore& store) {
        const Normal normal = normalise(raw, counts);
        const auto& [cards, key, mostCap] = normal;
        if (slots_.empty()) rehash(kInitialSlots);
        if (const Slot* known = find(normal)) return fetch(*known, store);
        EntryList entries;
        const std::size_t keep = solvePieces(cards, entries);
        // Looking up the pieces may have filled or moved slots: probe again.
        const std::size_t mask = slots_.size() - 1;
        std::size_t i = hash(key) & mask;
        while (live(slots_[i])) i = (i + 1) & mask;
        Slot& slot = slots_[i];
        slot.key = key;
        slot.epoch = epoch_;
        slot.keep = static_cast<std::uint8_t>(keep);
        slot.count = static_cast<std::uint8_t>(entries.size());
        summarise(entries, keep, *cards.rules, slot);
        if (entries.size() <= kInlineSuitEntries) {
            std::copy(entries.data(), entries.data() + entries.size(), slot.entries.begin());
        } else {
            slot.spill = spill(entries);
        }
        const SuitFetch out = fetch(slot, store);
        if (++used_ * 2 > slots_.size()) rehash(slots_.size() * 2);
        return out;
    }

    std::size_t bytes() const {
        return slots_.size() * sizeof(Slot) + blocks_.size() * kBlock * sizeof(SuitEntry);
    }

    // Called between searches only: forgets everything once the cache is large.
    void trim() {
        if (used_ >= kTrimAt) clear();
    }

    // Called between searches only: forgets everything. A new epoch makes every slot stale at
    // once, and the blocks are reused: clearing costs nothing, where writing zeros over 16 MB
    // (or freeing it, after which the allocator handed the next table out of the heap and
    // wrote the zeros itself) cost a millisecond or two, paid by whichever search came next.
    void clear() {
        if (used_ == 0) return;
        if (++epoch_ == 0) {  // after 65,535 clears: zeros for real, once
            slots_ = ZeroedArray<Slot>(slots_.size());
            epoch_ = 1;
        }
        blockIndex_ = 0;
        blockUsed_ = 0;
        used_ = 0;
    }

private:
    static constexpr std::size_t kBlock = 1u << 16;
    // How many larger caps a lookup tries (shareCaps).
    static constexpr int kSharedCaps = 2;
    // The table is made at its full size (16 MB) on a thread's first search and emptied
    // (keeping its size) between searches before it is half full, so it never doubles: a
    // doubling rehashes inside a search, and 2^17 to 2^18 slots took 6 ms, 2^18 to 2^19 16 ms,
    // where a bot must decide within 10 ms. Growing step by step up to 16 MB instead left
    // Hard's worst decision at 9-10 ms; the one-time cost of the full table (5-13 ms) falls on
    // the thread's first call. The margin below half is far more than one search adds.
    static constexpr std::size_t kInitialSlots = 1u << 18;
    static constexpr std::size_t kTrimAt = kInitialSlots / 2 - (1u << 13);

    struct alignas(64) Slot {
        std::uint64_t key = 0;    // 0 marks a slot never used
        std::uint32_t spill = 0;  // block and offset of the entries when they do not fit here
        std::uint16_t least = 0;
        std::uint16_t leastFreeing = 0;
        std::uint16_t epoch = 0;  // the slot is live only in the cache's current epoch
        std::uint8_t keep = 0;    // entries that keep every card, then those freeing one
        std::uint8_t count = 0;
        std::uint8_t bestStatus = 0;
        std::array<SuitEntry, kInlineSuitEntries> entries{};
    };
    static_assert(sizeof(Slot) == 64);

    bool live(const Slot& s) const { return s.key != 0 && s.epoch == epoch_; }

    // A suit whose natural cards fall into pieces that no run can join is the sum of its
    // pieces: their tables are looked up (most are short, common patterns) and combined.
    std::size_t solvePieces(const SuitCards& cards, EntryList& entries) {
        std::array<unsigned, 14> pieces{};
        const int count = splitPieces(cards, pieces);
        if (count < 2) return solveSuit(cards, entries);
        const int cap = cards.jokerCap;
        EntryList& keep = entries;
        EntryList freed;
        for (int k = 0; k < count; ++k) {
            SuitCards piece;
            for (int r = 0; r < 13; ++r)
                if (pieces[k] & (1u << r)) piece.count[r] = cards.count[r];
            piece.jokerCap = cap;
            piece.rules = cards.rules;
            SuitEntryStore store;
            const SuitFetch f = get(piece, packCounts(piece), store);
            if (k == 0) {
                keep.assign(f.table.keep());
                freed.assign(f.table.freeOne());
            } else {
                combinePieces(cap, *cards.rules, keep, freed, f.table.keep(), f.table.freeOne());
            }
        }
        const std::size_t keepCount = keep.size();
        sortByDeadwood(keep.data(), keep.data() + keep.size());
        sortByDeadwood(freed.data(), freed.data() + freed.size());
        keep.append(freed.view());
        return keepCount;
    }

    static void summarise(const EntryList& entries, std::size_t keep, const PreparedRules& rules,
                          Slot& slot) {
        int least = std::numeric_limits<std::uint16_t>::max();
        int leastFreeing = least;
        int pure = 0, runs = 0;
        for (std::size_t k = 0; k < entries.size(); ++k) {
            const SuitEntry& x = entries[k];
            if (k < keep) least = std::min<int>(least, x.deadwood);
            leastFreeing = std::min<int>(leastFreeing, x.deadwood);
            pure = std::max<int>(pure, rules.pureOf[x.status]);
            runs = std::max<int>(runs, rules.runsOf[x.status]);
        }
        slot.least = static_cast<std::uint16_t>(least);
        slot.leastFreeing = static_cast<std::uint16_t>(leastFreeing);
        slot.bestStatus = static_cast<std::uint8_t>(rules.status(pure, runs));
    }

    // Blocks filled in turn; after a clear the ones already made are filled again.
    std::uint32_t spill(const EntryList& entries) {
        if (blockIndex_ == 0 || blockUsed_ + entries.size() > kBlock) {
            if (blockIndex_ == blocks_.size())
                blocks_.push_back(std::make_unique_for_overwrite<SuitEntry[]>(kBlock));
            ++blockIndex_;
            blockUsed_ = 0;
        }
        std::copy(entries.data(), entries.data() + entries.size(),
                  blocks_[blockIndex_ - 1].get() + blockUsed_);
        const auto at = static_cast<std::uint32_t>((blockIndex_ - 1) * kBlock + blockUsed_);
        blockUsed_ += entries.size();
        return at;
    }

    SuitFetch fetch(const Slot& s, SuitEntryStore& store) const {
        const SuitEntry* base = store.data();
        if (s.count <= kInlineSuitEntries) {
            std::copy(s.entries.begin(), s.entries.begin() + s.count, store.begin());
        } else {
            base = blocks_[s.spill / kBlock].get() + s.spill % kBlock;
        }
        SuitFetch out;
        out.table = {base, s.keep, s.count};
        out.least = s.least;
        out.leastFreeing = s.leastFreeing;
        out.bestStatus = s.bestStatus;
        return out;
    }

    static std::size_t hash(std::uint64_t k) {
        k ^= k >> 29;
        k *= 0xbf58476d1ce4e5b9ULL;
        k ^= k >> 32;
        return static_cast<std::size_t>(k);
    }

    void rehash(std::size_t capacity) {
        ZeroedArray<Slot> old = std::move(slots_);
        slots_ = ZeroedArray<Slot>(capacity);
        for (const auto& s : old) {
            if (!live(s)) continue;
            std::size_t i = hash(s.key) & (capacity - 1);
            while (live(slots_[i])) i = (i + 1) & (capacity - 1);
            slots_[i] = s;
        }
    }

    ZeroedArray<Slot> slots_;
    std::vector<std::unique_ptr<SuitEntry[]>> blocks_;
    std::size_t blockIndex_ = 0;  // blocks in use: blocks_[0, blockIndex_)
    std::size_t blockUsed_ = 0;   // entries used in the last of them
    std::uint16_t epoch_ = 1;
    std::size_t used_ = 0;
};

}  // namespace

namespace {
SuitCache& cache() {
    thread_local SuitCache instance;
    return instance;
}
}  // namespace

std::uint32_t packCounts(const SuitCards& cards) {
    std::uint32_t counts = 0;
    for (int r = 0; r < 13; ++r) counts |= std::uint32_t{cards.count[r] & 3u} << (2 * r);
    return counts;
}

SuitFetch suitEntries(const SuitCards& cards, std::uint32_t counts, SuitEntryStore& store) {
    return cache().get(cards, counts, store);
}

bool cachedSuitEntries(const SuitCards& cards, std::uint32_t counts, SuitEntryStore& store,
                       SuitFetch& out) {
    return cache().peek(cards, counts, store, out);
}

void trimSuitCache() {
    cache().trim();
}

void clearSuitMemo() {
    cache().clear();
    tableSearch().clear();
}

std::size_t suitMemoBytes() {
    return cache().bytes() + tableSearch().bytes();
}

}  // namespace rummy::detail

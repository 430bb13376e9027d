// SPDX-License-Identifier: GPL-3.0-or-later
// The per-thread memo of suit tables: suitEntries(), trimSuitCache(), suitMemoBytes().
#include <algorithm>
#include <limits>
#include <memory>
#include <new>
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

// A per-thread memo from a suit's packed key to its table. The tables are records appended to an
// arena of fixed blocks, and an open-addressing index of 8-byte slots finds them: memory is
// touched only as it is used, densely, and nothing handed out moves until clear(). (A first
// version kept each table in a 64-byte slot of a 16 MB hash table made on a thread's first
// call: every new table landed on a page of its own, and a page touched for the first time
// costs the system far more than the search that fills it, 20 us on a virtual machine, which
// made the first hands a process meets cost hundreds of microseconds each.)
class SuitCache {
    struct Record;

public:
    // The record of the suit's table, or nullptr. Under rules whose suits meet many joker caps
    // (PreparedRules::shareCaps) a table made for a larger cap serves as well: its entries with
    // no more jokers than the cap are the smaller table's, the search spends no more jokers than
    // the hand holds, and its bounds (least, best status) are only more hopeful.
    // Tables of one pattern under different caps start their probes at the same slot (the cap
    // is left out of the slot, kept in the tag), so the caps are all looked for in one pass over
    // one run of slots: a miss costs one cache line, not one per cap.
    const Record* find(const Normal& n) const {
        if (index_.empty()) return nullptr;
        const int cap = n.cards.jokerCap;
        const int most = n.cards.rules->shareCaps ? std::min(n.mostCap, cap + kSharedCaps) : cap;
        const std::uint32_t tag = tagOf(n.key);
        const std::size_t mask = index_.size() - 1;
        const Record* best = nullptr;
        int bestCap = most + 1;
        for (std::size_t i = slotOf(tag) & mask; index_[i] != 0; i = (i + 1) & mask) {
            const auto other = static_cast<std::uint32_t>(index_[i] >> 32);
            const int otherCap = static_cast<int>(other & kCapMask);
            if ((other ^ tag) & ~kCapMask || otherCap < cap || otherCap >= bestCap) continue;
            const Record* r = at(static_cast<std::uint32_t>(index_[i]));
            const std::uint64_t key =
                n.key + (static_cast<std::uint64_t>(otherCap - cap) << kCapAt);
            if (r->key != key) continue;
            best = r;
            bestCap = otherCap;
            if (otherCap == cap) break;
        }
        return best;
    }

    bool peek(const SuitCards& raw, std::uint32_t counts, SuitFetch& out) const {
        const Record* record = find(normalise(raw, counts));
        if (record) out = fetch(*record);
        return record != nullptr;
    }

    SuitFetch get(const SuitCards& raw, std::uint32_t counts) {
        const Normal normal = normalise(raw, counts);
        if (const Record* known = find(normal)) return fetch(*known);
        EntryList entries;
        std::size_t keep = 0;
        if (!simpleSuitEntries(normal.cards, counts, entries, keep))
            keep = solvePieces(normal.cards, entries);
        return fetch(add(normal.key, entries, keep, *normal.cards.rules));
    }

    std::size_t bytes() const {
        return index_.size() * sizeof(std::uint64_t) + blocks_.size() * kBlock;
    }

    // Called between searches only: forgets everything once the memo is large.
    void trim() {
        if (used_ >= kTrimAt) clear();
    }

    // Called between searches only: forgets everything, keeping the memory (its pages stay
    // mapped, and the next tables fill them again). Only the index slots in use are zeroed
    // when they are few (a benchmark clears before every call).
    void clear() {
        if (used_ == 0) return;
        if (used_ * 16 < index_.size()) {
            for (std::size_t b = 0; b < blockCount_; ++b) {
                const std::byte* block = blocks_[b].get();
                const std::size_t end = b + 1 == blockCount_ ? blockUsed_ : blockEnd_[b];
                for (std::size_t at = 0; at < end; at += recordSize(block + at))
                    index_[reinterpret_cast<const Record*>(block + at)->slot] = 0;
            }
        } else {
            std::fill(index_.begin(), index_.end(), std::uint64_t{0});
        }
        blockCount_ = 0;
        blockUsed_ = 0;
        used_ = 0;
    }

private:
    static constexpr std::size_t kBlock = std::size_t{1} << 16;  // bytes
    // How many larger caps a lookup tries (shareCaps).
    static constexpr int kSharedCaps = 2;
    // The index starts small and doubles at half full; the memo is emptied between searches once
    // it holds kTrimAt tables (a bot's long game), before the index passes 2^18 slots (2 MB).
    static constexpr std::size_t kFirstSlots = std::size_t{1} << 10;
    static constexpr std::size_t kTrimAt = (std::size_t{1} << 17) - (std::size_t{1} << 13);

    struct Record {
        std::uint64_t key;
        std::uint32_t slot;  // where the index points at it
        std::uint16_t least;
        std::uint16_t leastFreeing;
        std::uint8_t keep;  // entries that keep every card, then those freeing one
        std::uint8_t count;
        std::uint8_t bestStatus;
        // `count` entries follow the record.
    };
    static_assert(sizeof(Record) == 24 && alignof(Record) == 8);
    static_assert(alignof(SuitEntry) <= alignof(Record));

    static std::size_t recordSize(const std::byte* at) {
        const auto* r = reinterpret_cast<const Record*>(at);
        const std::size_t bytes = sizeof(Record) + r->count * sizeof(SuitEntry);
        return (bytes + alignof(Record) - 1) & ~(alignof(Record) - 1);
    }
    static const SuitEntry* entriesOf(const Record& r) {
        return reinterpret_cast<const SuitEntry*>(&r + 1);
    }

    // A record's place: its block (high bits) and offset, plus one (0 marks an empty slot).
    const Record* at(std::uint32_t place) const {
        const std::uint32_t p = place - 1;
        return reinterpret_cast<const Record*>(blocks_[p / kBlock].get() + p % kBlock);
    }

    // A key's tag: a hash of the key without its joker cap, and the cap in the low five bits
    // (never zero: the top bit is set). The probe starts at slotOf(tag), the same for every cap,
    // and the index grows by its tags alone, without reading the records.
    static constexpr std::uint32_t kCapMask = 31;
    static_assert(kMaxJokers <= static_cast<int>(kCapMask));
    static std::uint32_t tagOf(std::uint64_t key) {
        std::uint64_t k = key & ~(std::uint64_t{kCapMask} << kCapAt);
        k ^= k >> 29;
        k *= 0xbf58476d1ce4e5b9ULL;
        k ^= k >> 32;
        const auto cap = static_cast<std::uint32_t>(key >> kCapAt) & kCapMask;
        return (static_cast<std::uint32_t>(k) & ~kCapMask) | 0x80000000u | cap;
    }
    static std::size_t slotOf(std::uint32_t tag) { return tag >> 5; }

    // Appends a record for `entries` and indexes it.
    const Record& add(std::uint64_t key, const EntryList& entries, std::size_t keep,
                      const PreparedRules& rules) {
        if (index_.empty()) index_ = ZeroedArray<std::uint64_t>(kFirstSlots);
        const std::size_t bytes =
            (sizeof(Record) + entries.size() * sizeof(SuitEntry) + alignof(Record) - 1) &
            ~(alignof(Record) - 1);
        if (blockCount_ == 0 || blockUsed_ + bytes > kBlock) {
            if (blockCount_ > 0) blockEnd_[blockCount_ - 1] = blockUsed_;
            if (blockCount_ == blocks_.size()) {
                blocks_.push_back(std::make_unique_for_overwrite<std::byte[]>(kBlock));
                blockEnd_.push_back(0);
            }
            ++blockCount_;
            blockUsed_ = 0;
        }
        std::byte* place = blocks_[blockCount_ - 1].get() + blockUsed_;
        auto* r = new (place) Record{};
        r->key = key;
        r->keep = static_cast<std::uint8_t>(keep);
        r->count = static_cast<std::uint8_t>(entries.size());
        summarise(entries, keep, rules, *r);
        std::copy(entries.data(), entries.data() + entries.size(),
                  reinterpret_cast<SuitEntry*>(r + 1));
        const auto handle = static_cast<std::uint32_t>((blockCount_ - 1) * kBlock + blockUsed_ + 1);
        blockUsed_ += bytes;
        insert(*r, handle, index_);
        if (++used_ * 2 > index_.size()) grow();
        return *r;
    }

    static void insert(Record& r, std::uint32_t handle, ZeroedArray<std::uint64_t>& index) {
        const std::uint32_t tag = tagOf(r.key);
        const std::size_t mask = index.size() - 1;
        std::size_t i = slotOf(tag) & mask;
        while (index[i] != 0) i = (i + 1) & mask;
        index[i] = static_cast<std::uint64_t>(tag) << 32 | handle;
        r.slot = static_cast<std::uint32_t>(i);
    }

    void grow() {
        ZeroedArray<std::uint64_t> bigger(index_.size() * 2);
        for (const std::uint64_t s : index_)
            if (s != 0)
                insert(const_cast<Record&>(*at(static_cast<std::uint32_t>(s))),
                       static_cast<std::uint32_t>(s), bigger);
        index_ = std::move(bigger);
    }

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
            const SuitFetch f = get(piece, packCounts(piece));
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
                          Record& r) {
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
        r.least = static_cast<std::uint16_t>(least);
        r.leastFreeing = static_cast<std::uint16_t>(leastFreeing);
        r.bestStatus = static_cast<std::uint8_t>(rules.status(pure, runs));
    }

    // The entries are read where the record lies: records never move until clear(), which
    // comes only between searches.
    static SuitFetch fetch(const Record& r) {
        SuitFetch out;
        out.table = {entriesOf(r), r.keep, r.count};
        out.least = r.least;
        out.leastFreeing = r.leastFreeing;
        out.bestStatus = r.bestStatus;
        return out;
    }

    ZeroedArray<std::uint64_t> index_;  // tag << 32 | place, 0 for an empty slot
    std::vector<std::unique_ptr<std::byte[]>> blocks_;
    std::vector<std::size_t> blockEnd_;  // bytes used in each full block
    std::size_t blockCount_ = 0;         // blocks in use: blocks_[0, blockCount_)
    std::size_t blockUsed_ = 0;          // bytes used in the last of them
    std::size_t used_ = 0;               // records
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

SuitFetch suitEntries(const SuitCards& cards, std::uint32_t counts) {
    return cache().get(cards, counts);
}

bool cachedSuitEntries(const SuitCards& cards, std::uint32_t counts, SuitFetch& out) {
    return cache().peek(cards, counts, out);
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

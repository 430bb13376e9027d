// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "solver/detail/suit_solver.h"

namespace rummy::detail {

// Internal to the hand solver: the full table of one suit, by dynamic programming over what
// is left of the suit. The lowest remaining card is deadwood or the lowest natural card of a
// run (an ace may instead top a run above the king, when the rules let it); either way the rest
// is a smaller instance of the same problem, memoised by the remaining counts, wild cards and
// the rules' id. The tables of the rest are merged into this one, so the work
// grows with the number of distinct remainders, not with the number of arrangements (a suit
// of seven cards and three jokers has millions of those). A remainder is memoised under its own
// joker cap and wild cards, normalised the way suit_cache.cpp normalises a suit, so that
// remainders of suits with different caps share tables.
class SuitTableSearch {
public:
    struct Cell {
        std::uint16_t keep;     // least deadwood
        std::uint16_t freed;    // least deadwood with one deadwood card not counted
        std::uint8_t freedPos;  // where that card is
    };
    // A table is jokerCap + 1 rows, one per number of borrowed jokers, each a cell per status
    // of the rules (PreparedRules::statusCount): cell (u, s) is at u * statusCount + s.
    using Table = std::array<Cell, (kMaxSuitJokers + 1) * kMaxStatusCount>;

    // One search object per thread is reused suit after suit: reset() keeps the memo of
    // remainders, which does not depend on the suit it came from.
    void reset(const SuitCards& cards);

    // The suit's table, rows 0..jokerCap (each ace played low or high as suits it best).
    void solve(Table& out);

    std::size_t bytes() const {
        return pool_.capacity() * sizeof(Cell) + slots_.capacity() * sizeof(Slot);
    }
    // Forgets every remainder (their keys are about to mean other rules).
    void clear();

private:
    // What is left of the suit: two bits a rank (0 = ace .. 12 = king; an ace is placed high by
    // the run that takes it), and n, the number of cards, alongside; and the suit's wild cards
    // left to play as themselves, packed the same way. Passed by value: each is one word.
    using Counts = std::uint32_t;
    using Wilds = std::uint32_t;
    static int count(Counts v, int pos) { return countAt(v, pos); }
    struct Ref {
        std::uint32_t at;  // first cell in the pool
        int rows;          // the remainder's own joker cap + 1
    };

    // Tables live in one pool of cells, named by their first cell: the pool may grow (and move)
    // while a table is being built, so a table is looked up again after every nested solve.
    Ref solve(Counts v, int n, Wilds w);
    Ref build(Counts v, int n, Wilds w, std::uint64_t key);
    // A remainder of wild cards alone: tunnelas and pure runs of wild cards in their places.
    void wildOnly(Wilds w, Cell* out);
    void runsFrom(Counts v, int n, Wilds w, const RunPlan& run, int step, Cell* out);
    void closeRun(Counts v, int n, Wilds w, const RunPlan& run, Cell* out);
    // The rest's table added to `out`, `jokers` rows down and each status with `status`.
    void addMeld(const Ref& rest, int jokers, int status, Cell* out);
    bool inPlaceSpot(int pos, Wilds w) const { return detail::inPlaceSpot(w, pos, *rules_); }

    const Ref* find(std::uint64_t key) const;
    Ref remember(std::uint64_t key, const Cell* table);

    // Rows kept before the memo starts again: 2^14, of the rules' statuses each (36 bytes a row
    // in the 13-card game). Small enough (0.6 MB, with its index, for 13 cards) to stay in a
    // core's cache: a remainder is looked up many times per suit solved, and at 2^17 rows
    // (4.7 MB) most lookups waited on memory, which cost more than solving again the remainders
    // a smaller memo forgets. The count is of rows for every game: 21-card's are longer (16
    // statuses, 1.5 MB), and a count of cells would have held a third as many of its remainders.
    static constexpr std::size_t kMaxRows = std::size_t{1} << 14;
    // Rules with fewer statuses keep as many cells as the 13-card game: Gin's rows of one cell
    // each, 2^14 of them, were too few for its remainders.
    static constexpr std::size_t kMinCells = kMaxRows * 6;

    struct Slot {
        std::uint64_t key = 0;  // key + 1, 0 = empty
        Ref ref{};
    };

    SuitCards cards_;
    const PreparedRules* rules_ = nullptr;  // cards_.rules
    int width_ = 1;                         // cells a row: the rules' statuses
    int jokerCap_ = 0;                      // of the remainder being built
    int rows_ = 1;                          // jokerCap_ + 1
    // A small open-addressing index into the pool: a suit has at most a few hundred distinct
    // remainders, and a node-based map would allocate for each.
    std::vector<Slot> slots_;
    std::size_t tables_ = 0;
    std::vector<Cell> pool_;
};

// Entries gathered on the stack while a table is made (a miss should cost the search, not the
// heap): a table has at most (kMaxSuitJokers + 1) * kMaxStatusCount entries of each kind.
class EntryList {
public:
    static constexpr std::size_t kCapacity = 2 * (kMaxSuitJokers + 1) * kMaxStatusCount;
    void push_back(const SuitEntry& e) { items_[size_++] = e; }
    void append(std::span<const SuitEntry> more) {
        std::copy(more.begin(), more.end(), items_.begin() + size_);
        size_ += more.size();
    }
    void assign(std::span<const SuitEntry> from) {
        size_ = 0;
        append(from);
    }
    void clear() { size_ = 0; }
    std::size_t size() const { return size_; }
    SuitEntry* data() { return items_.data(); }
    const SuitEntry* data() const { return items_.data(); }
    std::span<const SuitEntry> view() const { return {items_.data(), size_}; }
    const SuitEntry& operator[](std::size_t i) const { return items_[i]; }

private:
    std::array<SuitEntry, kCapacity> items_;  // left uninitialised: only [0, size_) is read
    std::size_t size_ = 0;
};

// Helpers of the suit memo (suit_cache.cpp) that read or build tables.
// The keep and free-one entries of a suit simple enough to need no search (suit_simple.cpp:
// Gin's); false, and nothing written, for any other. `counts` is packCounts(cards).
bool simpleSuitEntries(const SuitCards& cards, std::uint32_t counts, EntryList& out,
                       std::size_t& keepCount);
// Appends the Pareto-optimal keep (or free-one) entries of a table of rows 0..cap.
void paretoEntries(const SuitTableSearch::Table& table, int cap, bool freed,
                   const PreparedRules& rules, EntryList& out);
// Splits a normalised suit into pieces that no run can join (masks of ranks); returns how many.
int splitPieces(const SuitCards& c, std::array<unsigned, 14>& pieces);
// Adds one piece's keep and free-one entries to those of the pieces before it.
void combinePieces(int cap, const PreparedRules& rules, EntryList& keep, EntryList& freed,
                   std::span<const SuitEntry> pieceKeep, std::span<const SuitEntry> pieceFreed);

}  // namespace rummy::detail

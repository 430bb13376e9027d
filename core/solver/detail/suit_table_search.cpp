// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/detail/suit_table_search.h"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>

namespace rummy::detail {

namespace {

constexpr std::uint16_t kNone = std::numeric_limits<std::uint16_t>::max();

// Keeps the lesser figures in a cell. Tie (FinishTie::HigherCard): of two freed cards that
// leave the same deadwood, the preferred one; otherwise the first found stays.
template <bool Tie>
void keepMin(SuitTableSearch::Cell& cell, int keep, int freed, int freedPos,
             const PreparedRules& rules) {
    if (keep < cell.keep) cell.keep = static_cast<std::uint16_t>(keep);
    if (freed < cell.freed ||
        (Tie && freed == cell.freed && freed != kNone && rules.prefer(freedPos, cell.freedPos))) {
        cell.freed = static_cast<std::uint16_t>(freed);
        cell.freedPos = static_cast<std::uint8_t>(freedPos);
    }
}

// build()'s first branch: the card at p is deadwood, added to each cell of the rest's table:
// it counts, or it is the one card freed (instead of the rest's freed card, when that leaves
// less, or as much and the rules prefer it).
template <bool Tie>
void addDeadwood(const SuitTableSearch::Cell* rest, int cells, int p, int value,
                 const PreparedRules& rules, SuitTableSearch::Cell* out) {
    for (int i = 0; i < cells; ++i) {
        const SuitTableSearch::Cell& c = rest[i];
        if (c.keep == kNone) continue;
        bool freeHere = c.freed == kNone || c.keep < c.freed + value;
        if (Tie && !freeHere && c.keep == c.freed + value) freeHere = rules.prefer(p, c.freedPos);
        keepMin<Tie>(out[i], c.keep + value, freeHere ? c.keep : c.freed + value,
                     freeHere ? p : c.freedPos, rules);
    }
}

// closeRun's merge: the rest's rows added to `to`, each status with the run's (withRun[s]).
// Arguments, not members: the byte-sized stores may alias anything, and the compiler would
// read members again after each. W is the row's width when known at compile time (the 13-card
// game's six statuses, 21-card's four, a game without qualification's one), 0 to read
// `width`: a constant width unrolls the loop, which the 13-card game's speed asks for.
template <int W, bool Tie>
void addRows(const SuitTableSearch::Cell* rest, int rows, int width, const std::uint8_t* withRun,
             const PreparedRules& rules, SuitTableSearch::Cell* to) {
    const int w = W > 0 ? W : width;
    for (int u = 0; u < rows; ++u) {
        const SuitTableSearch::Cell* from = rest + u * w;
        SuitTableSearch::Cell* row = to + u * w;
        for (int s = 0; s < w; ++s) {
            const SuitTableSearch::Cell& c = from[s];
            if (c.keep == kNone) continue;
            keepMin<Tie>(row[withRun[s]], c.keep, c.freed, c.freedPos, rules);
        }
    }
}

template <int W>
void addRows(const SuitTableSearch::Cell* rest, int rows, int width, const std::uint8_t* withRun,
             const PreparedRules& rules, SuitTableSearch::Cell* to) {
    if (rules.tieHigh) {
        addRows<W, true>(rest, rows, width, withRun, rules, to);
    } else {
        addRows<W, false>(rest, rows, width, withRun, rules, to);
    }
}

std::size_t slotOf(std::uint64_t key, std::size_t mask) {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 29) & mask;
}

}  // namespace

void SuitTableSearch::reset(const SuitCards& cards) {
    cards_ = cards;
    rules_ = cards.rules;
    width_ = rules_->statusCount;
    jokerCap_ = std::min(cards.jokerCap, kMaxSuitJokers);
    rows_ = jokerCap_ + 1;
    // The remainders of one suit are the remainders of many others (a set takes a card out,
    // the next hand holds the same high cards): keep them until the memo grows large.
    const std::size_t most = std::max(kMaxRows * static_cast<std::size_t>(width_), kMinCells);
    if (pool_.size() > most) clear();
    if (pool_.capacity() < most + 4096 * 6) pool_.reserve(most + 4096 * 6);
}

void SuitTableSearch::clear() {
    pool_.clear();
    std::fill(slots_.begin(), slots_.end(), Slot{});  // the index keeps its size
    tables_ = 0;
}

void SuitTableSearch::solve(Table& out) {
    Counts v = 0;
    int n = 0;
    for (int r = 0; r < 13; ++r) {
        v |= Counts{cards_.count[r]} << (2 * r);
        n += cards_.count[r];
    }
    const Ref ref = solve(v, n, cards_.wild);
    const auto first = pool_.begin() + ref.at;
    std::copy(first, first + ref.rows * width_, out.begin());
    std::fill(out.begin() + ref.rows * width_, out.begin() + (jokerCap_ + 1) * width_,
              Cell{kNone, kNone, 0});
}

SuitTableSearch::Ref SuitTableSearch::solve(Counts v, int n, Wilds w) {
    // Normalise the remainder (see suitEntries): wild cards that cannot play as themselves are
    // generic jokers to it, and no Pareto entry borrows more than 2n + w jokers. Leaving out
    // rows that only dominated entries would use changes no Pareto entry above.
    static_assert(kMaxSuitJokers < 32 && 31 + kRuleIdBits + kWildKeyBits < 64);
    const Wilds wild = w != 0 ? wildThatMatters(placesOf(v, *rules_), w, *rules_) : 0;
    const int cap = std::min(jokerCap_, 2 * n + packedTotal(wild));
    // The counts, the cap, the rules' id, then the wild cards (most suits have none: their keys
    // stay in the low bits, which the slot's hash mixes best).
    const std::uint64_t key = std::uint64_t{v} | static_cast<std::uint64_t>(cap) << 26 |
                              static_cast<std::uint64_t>(rules_->id) << 31 |
                              wildKey(wild) << (31 + kRuleIdBits);
    if (const Ref* known = find(key)) return *known;
    const int outer = jokerCap_;
    jokerCap_ = cap;
    rows_ = cap + 1;
    const Ref ref = build(v, n, wild, key);
    jokerCap_ = outer;
    rows_ = outer + 1;
    return ref;
}

SuitTableSearch::Ref SuitTableSearch::build(Counts v, int n, Wilds w, std::uint64_t key) {
    Table table;
    Cell* out = table.data();
    std::fill(out, out + rows_ * width_, Cell{kNone, kNone, 0});
    if (v == 0) {
        out[0] = {0, kNone, 0};
        if (w != 0) wildOnly(w, out);
        return remember(key, out);
    }
    const int p = std::countr_zero(v) / 2;
    const bool three = count(v, p) == 3;
    v -= Counts{1} << (2 * p);
    --n;
    {
        // The card at p is deadwood: it counts, or it is the one card freed.
        const Ref ref = solve(v, n, w);
        const Cell* rest = pool_.data() + ref.at;
        const int value = rules_->value[p];
        // The remainder's rows are this table's first rows, cell for cell.
        const int cells = ref.rows * width_;
        if (rules_->tieHigh) {
            addDeadwood<true>(rest, cells, p, value, *rules_, out);
        } else {
            addDeadwood<false>(rest, cells, p, value, *rules_, out);
        }
    }
    // Runs whose lowest natural card is p: from p, or from below p with this suit's wild cards
    // in their own places (the only way a run can start below p and stay pure; a generic joker
    // there is never better than padding above).
    RunPlan run{p, p, static_cast<std::uint16_t>(1u << p), 0, 0};
    runsFrom(v, n, w, run, +1, out);
    Wilds below = w;
    for (int q = p - 1; q >= 0 && inPlaceSpot(q, below); --q) {
        below = withoutOne(below, q);
        run.start = q;
        run.inPlace = static_cast<std::uint16_t>(run.inPlace | (1u << q));
        runsFrom(v, n, below, run, +1, out);
    }
    // Three cards of p make a tunnela, a pure run to the qualification.
    if (three && rules_->tunnela)
        addMeld(solve(v - (Counts{2} << (2 * p)), n - 2, w), 0, rules_->runStatus(true), out);
    // An ace also tops a run above the king (when the rules let it). Every ace sits at position
    // 0, so the ace is always the lowest card when it is placed, and its high runs are grown
    // downwards from it: one search covers every way of playing the aces low or high.
    if (p == 0 && rules_->aceHigh) {
        RunPlan high{13, 13, static_cast<std::uint16_t>(1u << 13), 0, 0};
        runsFrom(v, n, w, high, -1, out);
    }
    return remember(key, out);
}

// The suit's natural cards are all placed: what its wild cards can still do as themselves.
// Take the lowest rank holding one: a copy plays no part here (it stays a joker of the pool),
// or three copies make a tunnela, or it is the lowest card of a pure run of wild cards in their
// places (21-card's value cards and the cut card: 7-8-9 of the cut suit), or an ace tops one.
void SuitTableSearch::wildOnly(Wilds w, Cell* out) {
    const int q = std::countr_zero((w | w >> 1) & 0x1555555u) / 2;
    addMeld(solve(0, 0, withoutOne(w, q)), 0, 0, out);
    if (rules_->tunnela && countAt(w, q) == 3)
        addMeld(solve(0, 0, w - (Wilds{3} << (2 * q))), 3, rules_->runStatus(true), out);
    const int pure = rules_->runStatus(true);
    Wilds left = withoutOne(w, q);
    for (int pos = q + 1; pos <= rules_->top && pos - q <= 12 && inPlaceSpot(pos, left); ++pos) {
        left = withoutOne(left, pos);
        if (pos - q >= 2) addMeld(solve(0, 0, left), pos - q + 1, pure, out);
    }
    if (q == 0 && rules_->aceHigh) {
        left = withoutOne(w, 0);
        for (int pos = 12; pos >= 1 && inPlaceSpot(pos, left); --pos) {
            left = withoutOne(left, pos);
            if (13 - pos >= 2) addMeld(solve(0, 0, left), 14 - pos, pure, out);
        }
    }
}

const SuitTableSearch::Ref* SuitTableSearch::find(std::uint64_t key) const {
    if (slots_.empty()) return nullptr;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = slotOf(key, mask);; i = (i + 1) & mask) {
        if (slots_[i].key == 0) return nullptr;
        if (slots_[i].key == key + 1) return &slots_[i].ref;
    }
}

SuitTableSearch::Ref SuitTableSearch::remember(std::uint64_t key, const Cell* table) {
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
    pool_.insert(pool_.end(), table, table + rows_ * width_);
    return ref;
}

// No run of the tables is longer than five places: a longer one is two runs (the first three
// places, and the rest), which take the same cards and jokers, count at least as much (two runs,
// as pure as it, or purer), and come first in the order the search tries runs, so that the
// longer never changes a cell (not even which card a tie frees). A dense suit of a 21-card hand
// (three copies of six ranks and a few jokers) grew its runs through all of them, and its
// table, which took two milliseconds to build, now takes a fraction of that.
constexpr int kLongestRun = 5;

// `run` ends on a natural or in-place card: close it here, or grow it through further
// positions, upwards (step +1) or, for a run topped by an ace above the king, downwards
// (step -1). A generic joker may fill any position, even one with a natural card left: with
// two decks that card may belong to another run. A run never holds both aces' positions, so it
// never grows below position 1 or past 13 positions; with the ace low only, never past the king.
// A run is pure (natural and in-place cards) or impure (natural cards and generic jokers): a
// wild card in its own place in an impure run costs what a generic joker there costs and makes
// it no better, while the generic joker leaves the wild card free for a pure run.
void SuitTableSearch::runsFrom(Counts v, int n, Wilds w, const RunPlan& run, int step, Cell* out) {
    closeRun(v, n, w, run, out);
    const int fixed = bitCount16(run.inPlace);
    const int edge = step > 0 ? run.end : run.start;
    const int top = rules_->top;
    for (int next = edge + step, gaps = 0; next >= 1 && next <= top; next += step, ++gaps) {
        if ((step > 0 ? next - run.start : run.end - next) >= kLongestRun) return;
        if (fixed + run.generic + gaps > jokerCap_) return;
        if (gaps > 0 && fixed > 0) return;  // generic jokers in a run with wild cards in place
        RunPlan grown = run;
        (step > 0 ? grown.end : grown.start) = next;
        grown.generic = run.generic + gaps;
        if (count(v, next) > 0) {
            RunPlan natural = grown;
            natural.naturals = static_cast<std::uint16_t>(run.naturals | (1u << next));
            runsFrom(v - (Counts{1} << (2 * next)), n - 1, w, natural, step, out);
        }
        if (grown.generic == 0 && inPlaceSpot(next, w)) {
            grown.inPlace = static_cast<std::uint16_t>(run.inPlace | (1u << next));
            runsFrom(v, n, withoutOne(w, next), grown, step, out);
        }
    }
}

void SuitTableSearch::closeRun(Counts v, int n, Wilds w, const RunPlan& run, Cell* out) {
    const RunClosing cost = closeRunCost(run, *rules_);
    if (cost.jokers > jokerCap_) return;
    if (cost.pad > 0 && run.inPlace != 0) return;  // impure: the generic run is as good
    addMeld(solve(v, n, w), cost.jokers, cost.status, out);
}

void SuitTableSearch::addMeld(const Ref& ref, int jokers, int status, Cell* out) {
    if (jokers > jokerCap_) return;
    const Cell* rest = pool_.data() + ref.at;
    // Statuses combine symmetrically, so one row of the rules' table maps each status of the
    // rest to its status with this meld.
    const int rows = std::min(ref.rows, jokerCap_ - jokers + 1);
    const std::uint8_t* withRun = rules_->combined.data() + status * kMaxStatusCount;
    Cell* to = out + jokers * width_;
    switch (width_) {
        case 6:
            addRows<6>(rest, rows, 6, withRun, *rules_, to);
            break;
        case 4:
            addRows<4>(rest, rows, 4, withRun, *rules_, to);
            break;
        case 1:
            addRows<1>(rest, rows, 1, withRun, *rules_, to);
            break;
        default:
            addRows<0>(rest, rows, width_, withRun, *rules_, to);
    }
}

namespace {

// paretoEntries for keep (Freed false) or free-one figures. P and R are the rules' caps when
// known at compile time, -1 to read them from the rules: with constants the grid's loops unroll
// and its figures stay in registers, which the 13-card game's speed asks for.
template <int P, int R, bool Freed>
void paretoOf(const SuitTableSearch::Table& table, int cap, const PreparedRules& rules,
              EntryList& out) {
    constexpr int kMax = std::numeric_limits<int>::max();
    constexpr bool kFixed = P >= 0;
    const int width = kFixed ? (P + 1) * (R + 1) : rules.statusCount;
    // The statuses just above s, or the slot kMaxStatusCount (always "none") beyond a cap.
    auto morePure = [&](int s) -> int {
        if constexpr (kFixed) return s / (R + 1) < P ? s + R + 1 : kMaxStatusCount;
        return rules.morePure[s];
    };
    auto moreRuns = [&](int s) -> int {
        if constexpr (kFixed) return s % (R + 1) < R ? s + 1 : kMaxStatusCount;
        return rules.moreRuns[s];
    };
    // An entry is beaten by one with fewer jokers and a covering status, or by one with as many
    // jokers and a strictly better status: keep the least of each as the rows go by. Statuses
    // form a grid (pure 0..pureCap by runs 0..runCap): the least over the statuses covering
    // (p, r) is a minimum over (p, r) and its two neighbours above, (p + 1, r) and (p, r + 1),
    // which come later in the order, so the grid is filled from the top corner down.
    std::array<int, kMaxStatusCount + 1> fewer;  // least with fewer jokers and a covering status
    std::array<int, kMaxStatusCount + 1> covering;
    std::array<int, kMaxStatusCount> value, above;
    fewer.fill(kMax);
    covering[kMaxStatusCount] = kMax;
    for (int u = 0; u <= cap; ++u) {
        const SuitTableSearch::Cell* row = table.data() + u * width;
        for (int s = width - 1; s >= 0; --s) {
            const int d = Freed ? row[s].freed : row[s].keep;
            value[s] = d == kNone ? kMax : d;
            above[s] = std::min(covering[morePure(s)], covering[moreRuns(s)]);
            covering[s] = std::min(value[s], above[s]);
        }
        for (int s = 0; s < width; ++s) {
            const int d = value[s];
            if (d == kMax) continue;
            // With FinishTie::HigherCard a freed entry as good as another may free a preferred
            // card: only strictly better ones rule it out.
            const int beaten = std::min(fewer[s], above[s]);
            if (Freed && rules.tieHigh ? beaten < d : beaten <= d) continue;
            SuitEntry e{static_cast<std::uint8_t>(u), static_cast<std::uint8_t>(s),
                        static_cast<std::uint16_t>(d), 0, 0};
            if (Freed) {
                e.freed = 1;
                e.freedPos = row[s].freedPos;
            }
            out.push_back(e);
        }
        for (int s = 0; s < width; ++s) fewer[s] = std::min(fewer[s], covering[s]);
    }
}

template <bool Freed>
void paretoFor(const SuitTableSearch::Table& table, int cap, const PreparedRules& rules,
               EntryList& out) {
    if (rules.pureCap == 1 && rules.runCap == 2) {
        paretoOf<1, 2, Freed>(table, cap, rules, out);  // 13-card
    } else if (rules.pureCap == 3 && rules.runCap == 0) {
        paretoOf<3, 0, Freed>(table, cap, rules, out);  // 21-card
    } else if (rules.statusCount == 1) {
        paretoOf<0, 0, Freed>(table, cap, rules, out);  // no qualification
    } else {
        paretoOf<-1, -1, Freed>(table, cap, rules, out);
    }
}

}  // namespace

// Appends the entries of `table` (keep or freed figures) that no other entry beats on every
// count: no more jokers, at least the status, no more deadwood.
void paretoEntries(const SuitTableSearch::Table& table, int cap, bool freed,
                   const PreparedRules& rules, EntryList& out) {
    if (freed) {
        paretoFor<true>(table, cap, rules, out);
    } else {
        paretoFor<false>(table, cap, rules, out);
    }
}

// Splits a normalised suit into pieces that no run can join, as masks of ranks; returns their
// number. A run holding natural cards on both sides of a gap of g empty positions holds g
// jokers there (only this suit's wild card in its own place could fill one otherwise, and a
// suit with such a card is not split), so a gap wider than the suit's joker cap separates
// pieces: each run lies within one piece and every arrangement is one per piece. An ace also
// sits above the king (when the ace plays high), so the top piece then joins the ace's piece
// unless that gap is wide too.
int splitPieces(const SuitCards& c, std::array<unsigned, 14>& pieces) {
    if (c.wild != 0) return 0;
    int count = 0, last = -1;
    for (int r = 0; r < 13; ++r) {
        if (c.count[r] == 0) continue;
        if (last < 0 || r - last - 1 > c.jokerCap) ++count;
        pieces[count - 1] |= 1u << r;
        last = r;
    }
    if (count > 1 && c.rules->aceHigh && c.count[0] > 0 && 13 - last - 1 <= c.jokerCap) {
        pieces[0] |= pieces[count - 1];
        pieces[--count] = 0;
    }
    return count;
}

// Adds a piece's keep and free-one entries to those of the pieces before it: the jokers and
// deadwood add up, the statuses combine, and at most one card in all is freed.
void combinePieces(int cap, const PreparedRules& rules, EntryList& keep, EntryList& freed,
                   std::span<const SuitEntry> pieceKeep, std::span<const SuitEntry> pieceFreed) {
    const int width = rules.statusCount;
    SuitTableSearch::Table t;
    std::fill(t.begin(), t.begin() + (cap + 1) * width, SuitTableSearch::Cell{kNone, kNone, 0});
    auto add = [&](const SuitEntry& a, const SuitEntry& b, bool freeing, int freedPos) {
        const int u = a.jokers + b.jokers;
        if (u > cap) return;
        auto& cell = t[u * width + rules.combine(a.status, b.status)];
        const int d = a.deadwood + b.deadwood;
        if (!freeing) {
            if (d < cell.keep) cell.keep = static_cast<std::uint16_t>(d);
        } else if (d < cell.freed ||
                   (rules.tieHigh && d == cell.freed && rules.prefer(freedPos, cell.freedPos))) {
            cell.freed = static_cast<std::uint16_t>(d);
            cell.freedPos = static_cast<std::uint8_t>(freedPos);
        }
    };
    for (const SuitEntry& a : keep.view()) {
        for (const SuitEntry& b : pieceKeep) add(a, b, false, 0);
        for (const SuitEntry& b : pieceFreed) add(a, b, true, b.freedPos);
    }
    for (const SuitEntry& a : freed.view())
        for (const SuitEntry& b : pieceKeep) add(a, b, true, a.freedPos);
    keep.clear();
    freed.clear();
    paretoEntries(t, cap, false, rules, keep);
    paretoEntries(t, cap, true, rules, freed);
}

}  // namespace rummy::detail

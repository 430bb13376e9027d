// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/detail/hand_layout.h"

#include <algorithm>
#include <bit>
#include <tuple>
#include <unordered_map>

#include "solver/detail/layout_groups.h"
#include "solver/detail/layout_search.h"

namespace rummy::detail {

Face faceAt(int pos, int suit) {
    const int rank = pos == 13 ? 1 : pos + 1;
    return Face(static_cast<Rank>(rank), static_cast<Suit>(suit));
}

namespace {

// A bit per face index (0..51) of the natural faces that are wild in the deal.
std::uint64_t wildFaces(const WildCards& wild) {
    std::uint64_t mask = 0;
    if (wild.rank)
        for (int s = 0; s < 4; ++s)
            mask |= std::uint64_t{1} << Face(*wild.rank, static_cast<Suit>(s)).index();
    for (const auto& f : wild.faces)
        if (f && !f->isPrintedJoker()) mask |= std::uint64_t{1} << f->index();
    return mask;
}

}  // namespace

HandLayout::HandLayout(std::span<const Face> hand, const WildCards& wild, const SolverRules& rules)
    : wild_(wild), solverRules_(&rules), rules_(&prepare(rules)) {
    const std::uint64_t wildMask = wildFaces(wild);
    for (const Face f : hand) {
        if (f.isPrintedJoker()) {
            ++printed_;
            continue;
        }
        const int suit = f.index() / 13, rank = f.index() % 13;
        const std::uint32_t one = std::uint32_t{1} << (2 * rank);
        if (wildMask >> f.index() & 1u) {
            suits_[suit].wild += one;
            ++jokers_;
        } else {
            ++suits_[suit].count[rank];
            packed_[suit] += one;
            rankMask_[suit] |= static_cast<std::uint16_t>(1u << rank);
            total_ += rules.value(f);
        }
    }
    jokers_ += printed_;
    for (auto& suit : suits_) {
        suit.jokerCap = jokers_;
        suit.rules = rules_;
    }
}

// Bit per position (0..13) where a card could stand in a pure run of this suit.
std::uint16_t HandLayout::pureMask(int suit) const {
    unsigned m = rankMask_[suit] | placesOf(suits_[suit].wild, *rules_);
    if ((m & 1u) && rules_->aceHigh) m |= 1u << 13;  // an ace also stands above the king
    return static_cast<std::uint16_t>(m);
}

bool HandLayout::purePossible() const {
    for (int s = 0; s < 4; ++s) {
        const unsigned m = pureMask(s);
        if (m & (m >> 1) & (m >> 2)) return true;
    }
    if (!rules_->tunnela) return false;
    // Three identical cards: bit 2r + 1 of a packed count is set only for two or three copies.
    if (printed_ >= 3) return true;
    for (int s = 0; s < 4; ++s) {
        const std::uint32_t both[2] = {packed_[s], suits_[s].wild};
        for (const std::uint32_t c : both)
            if (c & (c >> 1) & 0x1555555u) return true;
    }
    return false;
}

// Each suit's bound (purePlacesBound), and with tunnelas a third of the printed jokers.
int HandLayout::pureBound() const {
    int bound = rules_->tunnela ? printed_ / 3 : 0;
    for (int s = 0; s < 4; ++s) bound += purePlacesBound(packed_[s], suits_[s].wild, *rules_);
    return bound;
}

int HandLayout::mostValuablePureRun() const {
    int best = -1;
    for (int s = 0; s < 4; ++s) {
        const unsigned m = pureMask(s);
        // Two windows: ace low (positions 0..12) and ace high (1..13); never both at once.
        for (int lo = 0; lo <= rules_->top - 12; ++lo) {
            int length = 0, value = 0;
            for (int pos = lo; pos <= lo + 12; ++pos) {
                if (m & (1u << pos)) {
                    const bool natural = suits_[s].count[pos == 13 ? 0 : pos] > 0;
                    value += natural ? rules_->value[pos] : 0;
                    ++length;
                } else {
                    length = value = 0;
                }
                if (length >= 3) best = std::max(best, value);
            }
        }
    }
    return best;
}

namespace {

// Two ways of forming sets that take the same cards (two sets of two and a joker each, or one
// set of four) differ only in the jokers they spend, and a spare joker does all a joker in a
// set does and more: keep the cheapest of each, in the order listed.
template <typename Option>
void dropCostlier(std::vector<Option>& options) {
    std::size_t kept = 0;
    for (std::size_t i = 0; i < options.size(); ++i) {
        bool seen = false;
        for (std::size_t j = 0; j < kept && !seen; ++j) {
            if (options[j].take != options[i].take) continue;
            seen = true;
            if (options[i].jokers < options[j].jokers) options[j] = options[i];
        }
        if (!seen) options[kept++] = options[i];
    }
    options.resize(kept);
}

}  // namespace

// Every multiset of sets at one rank, listed with non-increasing suit masks so that each
// combination appears once; options[0] takes nothing. A set is its suits and the jokers that
// bring it to three cards, and holds at most maxSetSize cards.
std::vector<HandLayout::SetOption> HandLayout::makeSetOptions(std::array<std::uint8_t, 4> left,
                                                              int jokerBudget, int maxSetSize) {
    std::vector<SetOption> options(1);
    struct Gen {
        std::vector<SetOption>& out;
        int jokerBudget;
        int maxSetSize;
        void run(std::array<std::uint8_t, 4>& left, SetOption cur, unsigned maxMask) {
            for (unsigned mask = maxMask; mask >= 3; --mask) {
                const int size = bitCount16(mask);
                if (size < 2 || std::max(size, 3) > maxSetSize) continue;
                bool ok = true;
                for (int s = 0; s < 4; ++s)
                    if ((mask >> s & 1u) && left[s] == 0) ok = false;
                const int need = size < 3 ? 3 - size : 0;
                if (!ok || cur.jokers + need > jokerBudget) continue;
                SetOption next = cur;
                next.jokers = static_cast<std::uint8_t>(cur.jokers + need);
                if (cur.sets == next.masks.size()) continue;
                next.masks[next.sets++] = static_cast<std::uint8_t>(mask);
                for (int s = 0; s < 4; ++s)
                    if (mask >> s & 1u) {
                        --left[s];
                        ++next.take[s];
                    }
                out.push_back(next);
                run(left, next, mask);
                for (int s = 0; s < 4; ++s)
                    if (mask >> s & 1u) ++left[s];
            }
        }
    } gen{options, jokerBudget, maxSetSize};
    gen.run(left, {}, 15);
    dropCostlier(options);
    return options;
}

// The options of a rank depend only on the cards each suit holds there and on the jokers to
// spend, of which no rank's sets use more than one per set: they are made once per thread and
// reused (hands with jokers hold many such ranks, and listing them cost a tenth of a hard
// hand's search). Elements of an unordered_map stay put as it grows, so the spans handed out
// stay valid for the thread's life. Of the rules only the set size matters here, and every
// limit of four or more is the same (a set holds at most four suits).
struct HandLayout::SetOptionMemo {
    std::unordered_map<std::uint64_t, std::vector<SetOption>> known;
};

HandLayout::SetOptionMemo& HandLayout::setOptionMemo() {
    thread_local SetOptionMemo memo;
    return memo;
}

void HandLayout::clearSetOptions() {
    setOptionMemo().known.clear();
}

std::span<const HandLayout::SetOption> HandLayout::setOptions(std::array<std::uint8_t, 4> left,
                                                              int jokers, int maxSetSize) {
    constexpr int kMostUsed = static_cast<int>(std::tuple_size_v<decltype(SetOption::masks)>);
    const int budget = std::min(jokers, kMostUsed);
    const int size = std::clamp(maxSetSize, 0, 4);
    std::uint64_t key = static_cast<std::uint64_t>(budget);
    for (int s = 0; s < 4; ++s) key |= std::uint64_t{left[s]} << (8 + 8 * s);
    key |= static_cast<std::uint64_t>(size) << 40;
    auto& known = setOptionMemo().known;
    auto it = known.find(key);
    if (it == known.end()) it = known.emplace(key, makeSetOptions(left, budget, size)).first;
    return it->second;
}

std::vector<HandLayout::SetRank> HandLayout::setRanks() const {
    std::vector<SetRank> ranks;
    // Ranks held in two suits or more (with a joker to make three), else in three or more.
    unsigned one = 0, two = 0, three = 0;
    for (const unsigned m : rankMask_) {
        three |= two & m;
        two |= one & m;
        one |= m;
    }
    for (unsigned candidates = jokers_ > 0 ? two : three; candidates != 0;
         candidates &= candidates - 1) {
        const int r = std::countr_zero(candidates);
        std::array<std::uint8_t, 4> left{};
        for (int s = 0; s < 4; ++s) left[s] = suits_[s].count[r];
        const auto options = setOptions(left, jokers_, rules_->maxSetSize);
        if (options.size() > 1) ranks.push_back({r, options});
    }
    return ranks;
}

// Jokers are interchangeable except a wild card playing as itself (in its own place in a pure
// run, in a tunnela) and printed jokers kept for a tunnela: find one whose loss still leaves
// `deadwood`.
Face HandLayout::spareJoker(int deadwood) const {
    for (const Face f : jokerKinds()) {
        HandLayout rest = *this;
        if (f.isPrintedJoker()) {
            --rest.printed_;
        } else {
            rest.suits_[f.index() / 13].wild -= std::uint32_t{1} << (2 * (f.index() % 13));
        }
        // The suits keep their joker cap: a table of more rows holds every entry of one of
        // fewer, the search spends no more than the hand's jokers, and the tables in the memo
        // (keyed by the cap) serve again.
        --rest.jokers_;
        const auto r = rest.solve(false);
        if (r.qualifies && r.deadwood == deadwood) return f;
    }
    return anyJoker();  // unreachable: the search found such a joker
}

Face HandLayout::anyJoker() const {
    const auto kinds = jokerKinds();
    return kinds.empty() ? Face::joker() : kinds.front();
}

// Printed jokers first, as the search always gave them up, then the wild cards by face index;
// with FinishTie::HigherCard all by face index (they are all worth 0): the printed joker, the
// last face, last.
std::vector<Face> HandLayout::jokerKinds() const {
    std::vector<Face> kinds;
    if (printed_ > 0 && !rules_->tieHigh) kinds.push_back(Face::joker());
    for (int s = 0; s < 4; ++s)
        for (int r = 0; r < 13; ++r)
            if (countAt(suits_[s].wild, r) > 0) kinds.push_back(faceAt(r, s));
    if (printed_ > 0 && rules_->tieHigh) kinds.push_back(Face::joker());
    return kinds;
}

bool HandLayout::preferred(Face a, Face b) const {
    const int va = wild_.isWild(a) ? 0 : solverRules_->value(a);
    const int vb = wild_.isWild(b) ? 0 : solverRules_->value(b);
    return va != vb ? va > vb : a.index() < b.index();
}

LayoutResult HandLayout::solve(bool withChoice) const {
    return LayoutSearch::solve(*this, withChoice);
}

LayoutResult HandLayout::solveBelow(int limit) const {
    return LayoutSearch::solveBelow(*this, limit);
}

FinishResult HandLayout::solveFinish() const {
    return LayoutSearch::solveFinish(*this);
}

Assessment HandLayout::assess() const {
    return LayoutSearch::assess(*this);
}

std::vector<Group> HandLayout::groups(const LayoutResult& result) const {
    return LayoutGroups::of(*this, result);
}

}  // namespace rummy::detail

// SPDX-License-Identifier: GPL-3.0-or-later
#include "reference_solver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "melds/meld.h"

namespace rummy::test {

namespace {

constexpr int kMaxCards = 16;
constexpr std::uint8_t kNone = 255;  // no arrangement reaches this status

// A status is what the melds laid so far add up to: has a pure sequence (0/1) and how many
// sequences (0, 1, 2 or more). Index = pure * 3 + sequences; index 5 qualifies.
constexpr int kStatusCount = 6;
constexpr int kQualifying = 5;

int addMeld(int status, MeldType type) {
    int pure = status / 3;
    int sequences = status % 3;
    if (type == MeldType::Pure) pure = 1;
    if (isSequence(type)) sequences = std::min(sequences + 1, 2);
    return pure * 3 + sequences;
}

// For a set of remaining cards: per status, the fewest leftover points, and whether the
// cards can all be melded (bit per status).
struct Entry {
    std::array<std::uint8_t, kStatusCount> points;
    std::uint8_t allMelded;
};

struct Candidate {
    std::uint32_t mask;
    MeldType type;
};

// Scratch space reused between calls; each call bumps the generation instead of clearing.
struct Scratch {
    std::vector<std::uint32_t> seenStamp = std::vector<std::uint32_t>(1u << kMaxCards, 0);
    std::vector<std::uint32_t> memoStamp = std::vector<std::uint32_t>(1u << kMaxCards, 0);
    std::vector<Entry> memo = std::vector<Entry>(1u << kMaxCards);
    std::uint32_t generation = 0;
};

class Search {
public:
    Search(std::span<const Face> hand, WildRank wild, Scratch& scratch)
        : hand_(hand), wild_(wild), s_(scratch), byLowest_(hand.size()) {
        ++s_.generation;
        std::uint32_t jokers = 0;
        std::array<std::uint32_t, kSuitCount> bySuit{};
        std::array<std::uint32_t, kRankCount + 1> byRank{};
        for (std::size_t i = 0; i < hand.size(); ++i) {
            const std::uint32_t bit = 1u << i;
            values_[i] = wild.pointValue(hand[i]);
            if (wild.isJoker(hand[i])) {
                jokers |= bit;
            } else {
                bySuit[static_cast<int>(hand[i].suit())] |= bit;
                byRank[static_cast<int>(hand[i].rank())] |= bit;
            }
        }
        // Every meld is one suit plus jokers, one rank plus jokers, or jokers alone; a group
        // of anything else cannot be one, so nothing is missed by looking only here.
        for (std::uint32_t naturals : bySuit) addSubsetsOf(naturals, jokers);
        for (std::uint32_t naturals : byRank) addSubsetsOf(naturals, jokers);
        addSubsetsOf(0, jokers);
    }

    Entry solve(std::uint32_t mask) {
        if (mask == 0) {
            Entry done{};
            done.points.fill(kNone);
            done.points[0] = 0;
            done.allMelded = 1;
            return done;
        }
        if (s_.memoStamp[mask] == s_.generation) return s_.memo[mask];
        Entry best{};
        best.points.fill(kNone);
        best.allMelded = 0;
        // The lowest remaining card is either left over or in some meld with it.
        const int lowest = std::countr_zero(mask);
        const Entry rest = solve(mask & ~(1u << lowest));
        for (int st = 0; st < kStatusCount; ++st) {
            if (rest.points[st] == kNone) continue;
            const auto p = static_cast<std::uint8_t>(rest.points[st] + values_[lowest]);
            best.points[st] = std::min(best.points[st], p);
        }
        for (const Candidate& c : byLowest_[lowest]) {
            if ((c.mask & ~mask) != 0) continue;
            const Entry after = solve(mask & ~c.mask);
            for (int st = 0; st < kStatusCount; ++st) {
                if (after.points[st] == kNone) continue;
                const int to = addMeld(st, c.type);
                best.points[to] = std::min(best.points[to], after.points[st]);
                if (after.allMelded & (1u << st)) best.allMelded |= 1u << to;
            }
        }
        s_.memoStamp[mask] = s_.generation;
        s_.memo[mask] = best;
        return best;
    }

    bool hasPure() const { return maxPureValue_ >= 0; }
    int maxPureValue() const { return maxPureValue_; }
    int total() const {
        int sum = 0;
        for (std::size_t i = 0; i < hand_.size(); ++i) sum += values_[i];
        return sum;
    }

private:
    void addSubsetsOf(std::uint32_t naturals, std::uint32_t jokers) {
        if (naturals == 0 && jokers == 0) return;
        const std::uint32_t all = naturals | jokers;
        // Walk every non-empty subset of `all`; keep the ones that use at least one of the
        // naturals (or, for jokers alone, none) and have 3+ cards.
        for (std::uint32_t sub = all; sub != 0; sub = (sub - 1) & all) {
            if (naturals != 0 && (sub & naturals) == 0) continue;
            if (std::popcount(sub) < 3) continue;
            if (s_.seenStamp[sub] == s_.generation) continue;
            s_.seenStamp[sub] = s_.generation;
            consider(sub);
        }
    }

    void consider(std::uint32_t sub) {
        std::array<Face, kMaxCards> cards{};
        std::size_t n = 0;
        int value = 0;
        for (std::uint32_t m = sub; m != 0; m &= m - 1) {
            const int i = std::countr_zero(m);
            cards[n++] = hand_[static_cast<std::size_t>(i)];
            value += values_[i];
        }
        const MeldType type = classifyMeld(std::span<const Face>(cards.data(), n), wild_);
        if (type == MeldType::None) return;
        if (type == MeldType::Pure) maxPureValue_ = std::max(maxPureValue_, value);
        byLowest_[static_cast<std::size_t>(std::countr_zero(sub))].push_back({sub, type});
    }

    std::span<const Face> hand_;
    WildRank wild_;
    Scratch& s_;
    std::array<int, kMaxCards> values_{};
    std::vector<std::vector<Candidate>> byLowest_;
    int maxPureValue_ = -1;
};

ReferenceResult evaluateExactly(std::span<const Face> hand, WildRank wild, ScoringOptions opts) {
    thread_local Scratch scratch;
    Search search(hand, wild, scratch);
    const std::uint32_t full = hand.empty() ? 0 : (~0u >> (32 - hand.size()));
    const Entry e = search.solve(full);

    ReferenceResult r;
    r.total = search.total();
    r.qualifies = e.points[kQualifying] != kNone;
    r.valid = (e.allMelded & (1u << kQualifying)) != 0;
    r.bestCover = *std::min_element(e.points.begin(), e.points.end());
    r.hasPure = search.hasPure();
    int points = r.qualifies ? e.points[kQualifying] : r.total;
    if (opts.pureSequenceAlone && r.hasPure) {
        // House rule: laying down the most valuable pure sequence alone is one more way to
        // arrange the hand, and the hand scores its cheapest arrangement.
        points = std::min(points, r.total - search.maxPureValue());
    }
    r.points = std::min(points, opts.maxPoints);
    return r;
}

}  // namespace

ReferenceResult referenceEvaluate(std::span<const Face> hand, WildRank wild, ScoringOptions opts,
                                  int handSize) {
    if (hand.size() > static_cast<std::size_t>(kMaxCards)) {
        throw std::invalid_argument("reference solver: too many cards");
    }
    if (static_cast<int>(hand.size()) != handSize + 1) return evaluateExactly(hand, wild, opts);

    ReferenceResult best;
    bool first = true;
    std::vector<Face> rest(hand.size() - 1);
    for (std::size_t skip = 0; skip < hand.size(); ++skip) {
        // Two copies of one face leave the same hand behind.
        if (std::find(hand.begin(), hand.begin() + static_cast<std::ptrdiff_t>(skip), hand[skip]) !=
            hand.begin() + static_cast<std::ptrdiff_t>(skip)) {
            continue;
        }
        std::size_t k = 0;
        for (std::size_t i = 0; i < hand.size(); ++i) {
            if (i != skip) rest[k++] = hand[i];
        }
        const ReferenceResult r = evaluateExactly(rest, wild, opts);
        if (first || (r.valid && !best.valid) ||
            (r.valid == best.valid && r.points < best.points)) {
            best = r;
            first = false;
        }
    }
    ReferenceResult out;
    out.points = best.points;
    out.valid = best.valid;
    return out;
}

}  // namespace rummy::test

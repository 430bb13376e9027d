// SPDX-License-Identifier: GPL-3.0-or-later
#include "reference_multiset.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <unordered_map>
#include <vector>

namespace rummy::test {

namespace {

constexpr int kFaces = Face::kCount;  // 52 natural faces and the printed joker
constexpr std::uint8_t kNone = 255;   // no arrangement reaches this status

// The cards left: how many of each face.
using Counts = std::array<std::uint8_t, kFaces>;

struct Key {
    std::uint64_t low = 0, high = 0;
    friend bool operator==(const Key&, const Key&) = default;
};
std::size_t hashOf(const Key& k) {
    const std::uint64_t h = (k.low * 0x9E3779B97F4A7C15ull) ^ (k.high * 0xC2B2AE3D27D4EB4Full);
    return static_cast<std::size_t>(h ^ (h >> 31));
}

// A plain open-addressing map from keys to values (the search looks up millions of keys, and a
// node-based map was a quarter of its time). No key is all zero: the empty hand is never stored.
template <typename V>
class FlatMap {
public:
    const V* find(const Key& k) const {
        if (slots_.empty()) return nullptr;
        for (std::size_t i = hashOf(k) & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
            if (slots_[i].key == k) return &slots_[i].value;
            if (slots_[i].key == Key{}) return nullptr;
        }
    }
    void insert(const Key& k, const V& v) {
        if ((used_ + 1) * 2 > slots_.size()) grow();
        place(k, v);
        ++used_;
    }

private:
    struct Slot {
        Key key;
        V value;
    };
    void place(const Key& k, const V& v) {
        std::size_t i = hashOf(k) & (slots_.size() - 1);
        while (!(slots_[i].key == Key{})) i = (i + 1) & (slots_.size() - 1);
        slots_[i] = {k, v};
    }
    void grow() {
        std::vector<Slot> old(std::max<std::size_t>(1024, slots_.size() * 2));
        old.swap(slots_);
        for (const Slot& s : old)
            if (!(s.key == Key{})) place(s.key, s.value);
    }
    std::vector<Slot> slots_;
    std::size_t used_ = 0;
};

// Two bits a face: a hand holds at most three copies of one.
Key keyOf(const Counts& c) {
    Key k;
    for (int f = 0; f < 32; ++f) k.low |= std::uint64_t{c[f]} << (2 * f);
    for (int f = 32; f < kFaces; ++f) k.high |= std::uint64_t{c[f]} << (2 * (f - 32));
    return k;
}

// The key with one card of face f taken out.
void take(Key& k, int f) {
    (f < 32 ? k.low : k.high) -= std::uint64_t{1} << (2 * (f % 32));
}

// A group of cards that classify() accepts, named by its first card in the search's order.
struct Meld {
    std::array<std::uint8_t, 8> partners;  // faces of the other cards (with repeats)
    std::uint8_t size;                     // how many partners
    MeldKind kind;
};

}  // namespace

struct MultisetReference::Impl {
    VariantRules rules;
    WildCards wild;
    int largest;
    int pureCap;
    int runCap;
    // A status: pure sequences (tunnelas included when they count) and sequences so far, each
    // capped at what the qualification asks: pure * (runCap + 1) + sequences.
    int statusCount;
    // Per status, the fewest points of the cards left out, and whether every card can be in a
    // meld (a bit per status).
    struct Entry {
        std::array<std::uint8_t, 16> points;
        std::uint16_t allMelded;
    };
    FlatMap<Entry> memo;
    std::array<int, kFaces> order{};     // natural faces first, then the wild ones
    std::array<int, kFaces> position{};  // each face's place in `order`
    std::array<bool, kFaces> isWild{};
    std::array<int, kFaces> value{};
    // The melds of the cards of `universe` (the hand, or the hand one card over), by first card.
    Counts universe{};
    std::array<std::vector<Meld>, kFaces> melds;

    Impl(const VariantRules& r, const WildCards& w, int largestGroup)
        : rules(r), wild(w), largest(largestGroup) {
        pureCap = std::min(r.qualification.pureSequences, 3);
        runCap = std::min(std::max(r.qualification.sequences, pureCap), 3);
        statusCount = (pureCap + 1) * (runCap + 1);
        int k = 0;
        for (int pass = 0; pass < 2; ++pass)
            for (int f = 0; f < kFaces; ++f) {
                const Face face = Face::fromIndex(f);
                const bool wildFace = face.isPrintedJoker() || w.isWild(face);
                isWild[f] = wildFace;
                value[f] = wildFace ? 0 : r.values.inHand(face);
                if (wildFace == (pass == 1)) {
                    position[f] = k;
                    order[k++] = f;
                }
            }
    }

    int addMeld(int status, MeldKind kind) const {
        int pure = status / (runCap + 1), runs = status % (runCap + 1);
        const bool isPure = kind == MeldKind::PureRun ||
                            (kind == MeldKind::Tunnela && rules.qualification.tunnelaCountsAsPure);
        if (isPure) pure = std::min(pure + 1, pureCap);
        if (isPure || kind == MeldKind::ImpureRun) runs = std::min(runs + 1, runCap);
        return pure * (runCap + 1) + runs;
    }

    // Whether two cards of one suit can be in a run of at most `largest` cards (or a tunnela):
    // their ranks at most largest - 1 apart, the ace low or high.
    bool near(Face a, Face b) const {
        const int ra = static_cast<int>(a.rank()), rb = static_cast<int>(b.rank());
        const int low = std::abs(ra - rb);
        const int high = std::abs((ra == 1 ? 14 : ra) - (rb == 1 ? 14 : rb));
        return std::min(low, high) < largest;
    }

    // Lists every meld of the cards of `hand` (kept for its sub-hands). A meld holding card c
    // as its first card in the order holds, besides c, two to `largest` - 1 cards from later in
    // the order or copies of c. The natural cards of a meld share a suit (a run, a tunnela) or
    // a rank (a set), so the partners come from one of two families: the natural cards of c's
    // suit (near enough for a run) and the wild cards, or those of its rank and the wild cards.
    // Every group of them is put to classify(), which alone decides what is a meld. A wild card
    // comes first only when no natural card is left: then every card left is a partner.
    void listMelds(const Counts& hand) {
        universe = hand;
        std::unordered_map<std::uint64_t, MeldKind> kinds;  // classify() of groups seen
        for (int c = 0; c < kFaces; ++c) {
            melds[static_cast<std::size_t>(c)].clear();
            if (hand[static_cast<std::size_t>(c)] == 0) continue;
            Counts left = hand;
            --left[static_cast<std::size_t>(c)];
            const Face card = Face::fromIndex(c);
            for (const bool bySuit : {true, false}) {
                std::vector<int> partners;
                for (int f = 0; f < kFaces; ++f) {
                    if (left[static_cast<std::size_t>(f)] == 0) continue;
                    if (f != c && position[f] < position[c]) continue;  // gone when c is first
                    const Face face = Face::fromIndex(f);
                    const bool family = isWild[c] || isWild[f] ||
                                        (bySuit ? face.suit() == card.suit() && near(card, face)
                                                : face.rank() == card.rank() && f != c);
                    if (family) partners.push_back(f);
                }
                std::vector<Face> group{card};
                choose(left, partners, 0, group, !bySuit, kinds);
                if (isWild[c]) break;  // one family: everything left
            }
        }
    }

    // Every multiset of partners (each face at most as often as the hand holds it). The rank
    // family takes at least one natural card of the rank besides c: a group of c and wild
    // cards alone is in the suit family too.
    void choose(Counts& left, const std::vector<int>& partners, std::size_t from,
                std::vector<Face>& group, bool needNatural,
                std::unordered_map<std::uint64_t, MeldKind>& kinds) {
        if (group.size() >= 3 && (!needNatural || hasSecondNatural(group))) {
            std::vector<Face> sorted(group.begin() + 1, group.end());
            std::sort(sorted.begin(), sorted.end());
            std::uint64_t key = static_cast<std::uint64_t>(group[0].index() + 1);
            for (const Face f : sorted) key = key * 64 + static_cast<std::uint64_t>(f.index() + 1);
            auto it = kinds.find(key);
            if (it == kinds.end()) {
                it = kinds.emplace(key, classify(group, rules.melds, wild)).first;
                if (it->second != MeldKind::None) {
                    Meld m{};
                    for (std::size_t i = 1; i < group.size(); ++i)
                        m.partners[i - 1] = static_cast<std::uint8_t>(group[i].index());
                    m.size = static_cast<std::uint8_t>(group.size() - 1);
                    m.kind = it->second;
                    melds[static_cast<std::size_t>(group[0].index())].push_back(m);
                }
            }
        }
        if (static_cast<int>(group.size()) == largest) return;
        for (std::size_t i = from; i < partners.size(); ++i) {
            const auto f = static_cast<std::size_t>(partners[i]);
            if (left[f] == 0) continue;
            --left[f];
            group.push_back(Face::fromIndex(partners[i]));
            choose(left, partners, i, group, needNatural, kinds);
            group.pop_back();
            ++left[f];
        }
    }

    bool hasSecondNatural(const std::vector<Face>& group) const {
        for (std::size_t i = 1; i < group.size(); ++i)
            if (!isWild[static_cast<std::size_t>(group[i].index())]) return true;
        return false;
    }

    // The best of the cards `c` (whose key is `key`); no card comes before place `from` in the
    // order (cards only ever leave).
    Entry solve(Counts& c, Key key, int from) {
        while (from < kFaces && c[static_cast<std::size_t>(order[from])] == 0) ++from;
        Entry best{};
        best.points.fill(kNone);
        best.allMelded = 0;
        if (from == kFaces) {
            best.points[0] = 0;
            best.allMelded = 1;
            return best;
        }
        const int first = order[from];
        if (const Entry* known = memo.find(key)) return *known;
        const Key whole = key;

        --c[static_cast<std::size_t>(first)];
        take(key, first);
        // The first card left out of every meld.
        const Entry rest = solve(c, key, from);
        for (int s = 0; s < statusCount; ++s)
            if (rest.points[s] != kNone)
                best.points[s] = static_cast<std::uint8_t>(
                    std::min(kNone - 1, rest.points[s] + value[static_cast<std::size_t>(first)]));
        // Or in a meld with cards still left.
        for (const Meld& m : melds[static_cast<std::size_t>(first)]) {
            std::size_t taken = 0;
            Key left = key;
            while (taken < m.size && c[m.partners[taken]] > 0) {
                take(left, m.partners[taken]);
                --c[m.partners[taken++]];
            }
            if (taken == m.size) {
                const Entry after = solve(c, left, from);
                for (int s = 0; s < statusCount; ++s) {
                    if (after.points[s] == kNone) continue;
                    const int to = addMeld(s, m.kind);
                    best.points[to] = std::min(best.points[to], after.points[s]);
                    if (after.allMelded >> s & 1u)
                        best.allMelded |= static_cast<std::uint16_t>(1u << to);
                }
            }
            while (taken > 0) ++c[m.partners[--taken]];
        }
        ++c[static_cast<std::size_t>(first)];
        memo.insert(whole, best);
        return best;
    }

    static Counts countsOf(std::span<const Face> hand) {
        Counts c{};
        for (const Face f : hand) ++c[static_cast<std::size_t>(f.index())];
        return c;
    }

    // `hand` must be the universe or hold no more of any card.
    MultisetResult evaluate(std::span<const Face> hand, ScoringOptions opts) {
        Counts c = countsOf(hand);
        MultisetResult r;
        for (const Face f : hand) r.total += value[static_cast<std::size_t>(f.index())];
        const Entry e = solve(c, keyOf(c), 0);
        const int qualified = statusCount - 1;
        r.qualifies = e.points[qualified] != kNone;
        r.valid = (e.allMelded >> qualified & 1u) != 0;
        r.points = std::min(r.qualifies ? int{e.points[qualified]} : r.total, opts.maxPoints);
        return r;
    }

    // Melds listed for a larger hand serve its sub-hands (and the memo, keyed by what is left,
    // serves any hand); a hand with more of some card needs them listed again.
    void cover(std::span<const Face> hand) {
        const Counts c = countsOf(hand);
        for (int f = 0; f < kFaces; ++f)
            if (c[static_cast<std::size_t>(f)] > universe[static_cast<std::size_t>(f)]) {
                listMelds(c);
                return;
            }
    }
};

MultisetReference::MultisetReference(const VariantRules& rules, const WildCards& wild,
                                     int largestGroup)
    : impl_(std::make_unique<Impl>(rules, wild, largestGroup)) {}

MultisetReference::~MultisetReference() = default;

MultisetResult MultisetReference::evaluate(std::span<const Face> hand, ScoringOptions opts) {
    impl_->cover(hand);
    return impl_->evaluate(hand, opts);
}

MultisetResult MultisetReference::evaluateFinish(std::span<const Face> hand, ScoringOptions opts) {
    impl_->cover(hand);
    MultisetResult best;
    bool first = true;
    std::vector<Face> rest;
    for (std::size_t skip = 0; skip < hand.size(); ++skip) {
        // Two copies of one face leave the same hand behind.
        const auto at = hand.begin() + static_cast<std::ptrdiff_t>(skip);
        if (std::find(hand.begin(), at, hand[skip]) != at) continue;
        rest.assign(hand.begin(), at);
        rest.insert(rest.end(), at + 1, hand.end());
        const MultisetResult r = impl_->evaluate(rest, opts);
        if (first || (r.valid && !best.valid) ||
            (r.valid == best.valid && r.points < best.points)) {
            best = r;
            first = false;
        }
    }
    return best;
}

}  // namespace rummy::test

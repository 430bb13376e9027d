// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_hand.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <memory>

namespace rummy {

TableMeldRules TableMeldRules::straight() {
    return TableMeldRules{};
}

TableMeldRules TableMeldRules::rummy500() {
    TableMeldRules r;
    r.aceHigh = true;
    r.jokersPerMeld = 4;  // no limit: four is every joker of two decks
    r.aceLowInRun = r.aceHighInRun = r.aceInSet = r.aceInHand = 15;
    r.jokerInMeld = r.jokerInHand = 15;
    return r;
}

TableMeldRules TableMeldRules::rummy51() {
    TableMeldRules r;
    r.aceHigh = true;
    r.jokersPerMeld = 1;
    r.aceLowInRun = 1;
    r.aceHighInRun = r.aceInSet = r.aceInHand = 11;
    r.jokerInMeld = -1;
    r.jokerInHand = 20;
    return r;
}

namespace {

constexpr int kHighAce =
    13;  // run positions: 0 the ace low, 1..12 the 2 to the king, 13 the ace high

// The value of rank index k (0 ace .. 12 king) other than an ace.
int plainValue(const TableMeldRules& r, int k) {
    return k + 1 <= 10 ? k + 1 : r.courtValue;
}

// The vectors a search grows, kept for the next search on the same thread (one search per
// decision or so: allocating them each time was a good part of its cost).
struct SearchBuffers {
    std::vector<std::span<const Face>> melds;
    std::vector<std::vector<Face>> scratch;
    std::vector<Face> left;
};

class Search {
public:
    // The answer goes to `out`, whose vectors are reused (a memo entry's: see bestTableHand).
    Search(const TableMeldRules& rules, std::span<const Face> cards, SearchBuffers& buffers,
           TableHand& out)
        : r_(rules),
          melds_(buffers.melds),
          scratch_(buffers.scratch),
          left_(buffers.left),
          best_(out) {
        left_.clear();
        // Three scratch melds for each depth the search can reach (a meld takes three cards at
        // least), sized before any is handed out so that references to them stay valid.
        const std::size_t depths = cards.size() / 3 + 1;
        if (scratch_.size() < depths * 3) scratch_.resize(depths * 3);
        // Each rank's bound and cost in hand, asked at every step of the search, once.
        for (int k = 0; k < 13; ++k) {
            maxOf_[static_cast<std::size_t>(k)] = maxValue(Face::fromIndex(k));
            handOf_[static_cast<std::size_t>(k)] = r_.handValue(Face::fromIndex(k));
        }
        maxOf_[13] = maxValue(Face::joker());
        for (const Face f : cards) {
            if (f.isPrintedJoker())
                ++jokers_;
            else
                ++count_[static_cast<std::size_t>(f.index())];
        }
        rest_ = jokers_ * maxOf_[13];
        for (int i = 0; i < 52; ++i) {
            const auto at = static_cast<std::size_t>(i);
            if (count_[at] == 0) continue;  // never taken: its weight is never read
            weight_[at] = canMeld(i) ? maxOf_[at % 13] : 0;
            rest_ += count_[at] * weight_[at];
            avail_ |= std::uint64_t{1} << i;
        }
    }

    void run() { dfs(0); }

private:
    int runValue(int pos) const {
        return pos == 0 ? r_.aceLowInRun : pos == kHighAce ? r_.aceHighInRun : plainValue(r_, pos);
    }
    int setValue(int k) const { return k == 0 ? r_.aceInSet : plainValue(r_, k); }
    int jokerValue(int standsFor) const { return r_.jokerInMeld >= 0 ? r_.jokerInMeld : standsFor; }
    // The most a card can add to the melds: the bound that prunes the search.
    int maxValue(Face f) const {
        if (f.isPrintedJoker()) {
            if (r_.jokersPerMeld == 0) return 0;
            if (r_.jokerInMeld >= 0) return r_.jokerInMeld;
            return std::max(
                {r_.courtValue, r_.aceInSet, r_.aceLowInRun, r_.aceHigh ? r_.aceHighInRun : 0});
        }
        const int k = f.index() % 13;
        if (k != 0) return plainValue(r_, k);
        return std::max({r_.aceLowInRun, r_.aceInSet, r_.aceHigh ? r_.aceHighInRun : 0});
    }

    // Whether the card at `index` has, among the cards still unplaced, the partners some meld
    // would need (meldPartners) with the jokers it may use. A card without them in the hand
    // dealt adds nothing to the bound (a tighter bound prunes more and changes nothing found:
    // a branch is only cut when it cannot reach the best); one whose partners the melds laid
    // have used is not tried in sets or runs. Loose on purpose (5-7-9 of a suit pass).
    // `self`: whether the card's own count still includes it (before take()).
    bool canMeld(int index, int self = 1) const {
        const int j = std::min(jokers_, r_.jokersPerMeld);
        if (j >= 2) return true;
        const int partners = count_[static_cast<std::size_t>(index)] - self +
                             meldPartners(count_, index, r_.aceHigh);
        return partners >= 2 - j;
    }

    void take(int index) {
        if (--count_[static_cast<std::size_t>(index)] == 0) avail_ &= ~(std::uint64_t{1} << index);
        rest_ -= weight_[static_cast<std::size_t>(index)];
    }
    void untake(int index) {
        ++count_[static_cast<std::size_t>(index)];
        avail_ |= std::uint64_t{1} << index;
        rest_ += weight_[static_cast<std::size_t>(index)];
    }
    void takeJoker() {
        --jokers_;
        rest_ -= maxOf_[13];
    }
    void untakeJoker() {
        ++jokers_;
        rest_ += maxOf_[13];
    }
    bool available(int index) const { return avail_ >> index & 1; }

    // Lays `meld` (its cards already taken) worth `value`, searches on from `pos`, lifts it.
    // The meld laid is a view of the scratch meld it was built in: the deeper search uses other
    // scratch slots, so it stays as it is until the search comes back (no copy a meld).
    void withMeld(int pos, const std::vector<Face>& meld, int value) {
        if (laid_ == melds_.size()) melds_.emplace_back();
        melds_[laid_++] = meld;
        meld_ += value;
        dfs(pos);
        meld_ -= value;
        --laid_;
    }

    // A meld being built at this depth (one per kind of meld, `which`), reused the same way:
    // deeper searches lay one meld more, so they use other slots (sized in the constructor).
    std::vector<Face>& scratch(int which) {
        return scratch_[laid_ * 3 + static_cast<std::size_t>(which)];
    }

    void dfs(int pos) {
        if (found_ && meld_ + rest_ < best_.meldValue) return;
        const std::uint64_t ahead = pos < 52 ? avail_ >> pos : 0;
        if (ahead == 0) return finish();
        pos += std::countr_zero(ahead);
        take(pos);
        // Else it melds with nothing: not in the hand searched, nor with the cards and jokers
        // still unplaced (the melds laid may have used its partners).
        if (weight_[static_cast<std::size_t>(pos)] > 0 && canMeld(pos, 0)) {
            sets(pos);
            runsUp(pos);
            if (pos % 13 == 0 && r_.aceHigh) runsDownFromHighAce(pos);
        }
        left_.push_back(Face::fromIndex(pos));
        leftValue_ += handOf_[static_cast<std::size_t>(pos % 13)];
        dfs(pos);
        leftValue_ -= handOf_[static_cast<std::size_t>(pos % 13)];
        left_.pop_back();
        untake(pos);
    }

    void finish() {
        const int leftValue = leftValue_ + jokers_ * r_.jokerInHand;
        if (found_ &&
            (meld_ < best_.meldValue || (meld_ == best_.meldValue && leftValue >= best_.leftValue)))
            return;
        found_ = true;
        best_.melds.resize(laid_);
        for (std::size_t i = 0; i < laid_; ++i)
            best_.melds[i].assign(melds_[i].begin(), melds_[i].end());
        best_.meldValue = meld_;
        best_.left = left_;
        best_.left.insert(best_.left.end(), static_cast<std::size_t>(jokers_), Face::joker());
        std::sort(best_.left.begin(), best_.left.end());
        best_.leftValue = leftValue;
    }

    // Sets holding the card at `pos` (taken) with cards of its rank in later suits.
    void sets(int pos) {
        const int suit = pos / 13, k = pos % 13;
        std::array<int, 3> others{};
        int n = 0;
        for (int t = suit + 1; t < 4; ++t)
            if (available(t * 13 + k)) others[static_cast<std::size_t>(n++)] = t * 13 + k;
        std::vector<Face>& meld = scratch(0);
        for (int mask = 0; mask < (1 << n); ++mask) {
            meld.assign(1, Face::fromIndex(pos));
            for (int i = 0; i < n; ++i)
                if (mask >> i & 1)
                    meld.push_back(Face::fromIndex(others[static_cast<std::size_t>(i)]));
            const int naturals = static_cast<int>(meld.size());
            if (naturals > r_.maxSetSize) continue;
            for (int i = 1; i < naturals; ++i) take(meld[static_cast<std::size_t>(i)].index());
            const int value = naturals * setValue(k);
            const int maxJokers = std::min({jokers_, r_.jokersPerMeld, r_.maxSetSize - naturals});
            for (int j = 0; j <= maxJokers; ++j) {
                if (naturals + j >= 3) withMeld(pos, meld, value + j * jokerValue(setValue(k)));
                if (j < maxJokers) {
                    takeJoker();
                    meld.push_back(Face::joker());
                }
            }
            for (int j = 0; j < maxJokers; ++j) untakeJoker();
            for (int i = 1; i < naturals; ++i) untake(meld[static_cast<std::size_t>(i)].index());
        }
    }

    // Runs whose lowest natural card is the one at `pos` (taken), the ace low: jokers may stand
    // below it, then each higher place holds its natural card or a joker.
    void runsUp(int pos) {
        const int suit = pos / 13, p0 = pos % 13;
        for (int below = 0; below <= std::min({jokers_, r_.jokersPerMeld, p0}); ++below) {
            std::vector<Face>& meld = scratch(1);
            meld.assign(static_cast<std::size_t>(below), Face::joker());
            int value = 0;
            for (int q = p0 - below; q < p0; ++q) value += jokerValue(runValue(q));
            for (int i = 0; i < below; ++i) takeJoker();
            meld.push_back(Face::fromIndex(pos));
            value += runValue(p0);
            // The ace high only in a run that does not hold the ace low.
            const int top = r_.aceHigh && p0 - below > 0 ? kHighAce : kHighAce - 1;
            extendUp(pos, suit, p0 + 1, top, meld, value, below);
            for (int i = 0; i < below; ++i) untakeJoker();
        }
    }

    void extendUp(int pos, int suit, int q, int top, std::vector<Face>& meld, int value,
                  int jokersIn) {
        if (meld.size() >= 3) withMeld(pos, meld, value);
        if (q > top) return;
        const int natural = suit * 13 + (q == kHighAce ? 0 : q);
        if (available(natural)) {
            take(natural);
            meld.push_back(Face::fromIndex(natural));
            extendUp(pos, suit, q + 1, top, meld, value + runValue(q), jokersIn);
            meld.pop_back();
            untake(natural);
        }
        if (jokers_ > 0 && jokersIn < r_.jokersPerMeld) {
            takeJoker();
            meld.push_back(Face::joker());
            extendUp(pos, suit, q + 1, top, meld, value + jokerValue(runValue(q)), jokersIn + 1);
            meld.pop_back();
            untakeJoker();
        }
    }

    // Runs ending in the ace at `pos` (taken) played high: Q-K-A and longer, built downwards.
    void runsDownFromHighAce(int pos) {
        std::vector<Face>& below = scratch(2);  // from the king down
        below.clear();
        extendDown(pos, pos / 13, kHighAce - 1, below, runValue(kHighAce), 0);
    }

    void extendDown(int pos, int suit, int q, std::vector<Face>& below, int value, int jokersIn) {
        if (below.size() >= 2) {
            std::vector<Face>& meld = scratch(0);
            meld.assign(below.rbegin(), below.rend());
            meld.push_back(Face::fromIndex(pos));
            withMeld(pos, meld, value);
        }
        if (q < 1) return;
        const int natural = suit * 13 + q;
        if (available(natural)) {
            take(natural);
            below.push_back(Face::fromIndex(natural));
            extendDown(pos, suit, q - 1, below, value + runValue(q), jokersIn);
            below.pop_back();
            untake(natural);
        }
        if (jokers_ > 0 && jokersIn < r_.jokersPerMeld) {
            takeJoker();
            below.push_back(Face::joker());
            extendDown(pos, suit, q - 1, below, value + jokerValue(runValue(q)), jokersIn + 1);
            below.pop_back();
            untakeJoker();
        }
    }

    const TableMeldRules& r_;
    std::array<int, 14> maxOf_{};  // maxValue by rank index, the joker last
    std::array<int, 13> handOf_{};
    std::array<int, 52> weight_{};  // maxOf_ of a card that may meld, 0 for one that cannot
    std::array<std::uint8_t, 52> count_{};
    std::uint64_t avail_ = 0;  // bit i: count_[i] > 0 (the next card to place is its lowest)
    int jokers_ = 0;
    int rest_ = 0;  // the most the cards not yet placed could add to the melds
    std::vector<std::span<const Face>>& melds_;  // the first laid_ are the melds laid
    std::size_t laid_ = 0;
    std::vector<std::vector<Face>>& scratch_;
    int meld_ = 0;
    std::vector<Face>& left_;
    int leftValue_ = 0;
    bool found_ = false;
    TableHand& best_;  // read only once found_
};

}  // namespace

int meldPartners(std::span<const std::uint8_t, 52> counts, int index, bool aceHigh) {
    const int suit = index / 13, k = index % 13;
    int partners = 0;
    for (int t = 0; t < 4; ++t)
        if (t != suit) partners += counts[static_cast<std::size_t>(t * 13 + k)];
    // Run places: 0 the ace low .. 12 the king, 13 the ace high.
    const auto at = [&](int q) {
        if (q < 0 || q > kHighAce || (q == kHighAce && !aceHigh)) return 0;
        return static_cast<int>(counts[static_cast<std::size_t>(suit * 13 + q % 13)]);
    };
    const auto near = [&](int q) { return at(q - 2) + at(q - 1) + at(q + 1) + at(q + 2); };
    partners += near(k);
    if (k == 0 && aceHigh) partners += near(kHighAce);
    return partners;
}

int TableMeldRules::handValue(Face f) const {
    if (f.isPrintedJoker()) return jokerInHand;
    const int k = f.index() % 13;
    return k == 0 ? aceInHand : plainValue(*this, k);
}

namespace {

// The hands lately searched on this thread, by their cards (the search reads counts only, so
// the order of `cards` does not matter) and rules. A turn asks about one hand many times: the
// legal moves list its best melds, and a bot reading its hand asks again (about a third of a
// bot-played hand's time went to searches repeated so). Four or six seats take turns between
// two questions about one hand, so the memo holds a few hundred hands, four to a bucket found
// by the cards' hash (a linear look-up of so many would cost what it saves).
class RecentHands {
public:
    using Key = std::array<std::uint8_t, 53>;  // each face's count, then the jokers

    static Key keyOf(std::span<const Face> cards) {
        Key k{};
        for (const Face f : cards)
            ++k[f.isPrintedJoker() ? 52 : static_cast<std::size_t>(f.index())];
        return k;
    }
    static std::uint64_t hashOf(const Key& key) {
        // Eight counts at a time, each word mixed in by a multiply (FNV-1a a byte at a time was
        // a visible share of a look-up).
        std::uint64_t h = 0xcbf29ce484222325ULL;
        for (std::size_t i = 0; i < key.size(); i += 8) {
            std::uint64_t w = 0;
            std::memcpy(&w, key.data() + i, std::min<std::size_t>(8, key.size() - i));
            h = (h ^ w) * 0x9E3779B97F4A7C15ULL;
            h ^= h >> 29;
        }
        return h;
    }
    const TableHand* find(std::uint64_t hash, const Key& key, const TableMeldRules& rules) const {
        const auto& bucket = buckets_[bucketOf(hash)];
        if (!bucket) return nullptr;
        for (const Entry& e : *bucket)
            if (e.used && e.hash == hash && e.key == key && e.rules == rules) return &e.hand;
        return nullptr;
    }
    // The entry a new answer goes to (the bucket's oldest), keyed already: the search writes
    // its answer there, into vectors the entry had (no allocation once they have grown).
    TableHand& add(std::uint64_t hash, const Key& key, const TableMeldRules& rules) {
        const std::size_t bucket = bucketOf(hash);
        if (!buckets_[bucket]) buckets_[bucket] = std::make_unique<std::array<Entry, kWays>>();
        std::uint8_t& next = next_[bucket];
        Entry& e = (*buckets_[bucket])[next];
        next = static_cast<std::uint8_t>((next + 1) % kWays);
        e.used = true;
        e.hash = hash;
        e.key = key;
        e.rules = rules;
        return e.hand;
    }

    void clear() {
        for (auto& bucket : buckets_) bucket.reset();
        next_.fill(0);
    }

private:
    static constexpr std::size_t kBuckets = 256;
    static constexpr std::size_t kWays = 4;
    static std::size_t bucketOf(std::uint64_t hash) { return (hash >> 17) % kBuckets; }

    struct Entry {
        bool used = false;
        std::uint64_t hash = 0;
        Key key{};
        TableMeldRules rules;
        TableHand hand;
    };
    // Buckets are made as they are first used: a thread's own copy of every thread_local is
    // made when the thread starts (the main thread's before main), and 180 KB of entries made
    // each process start write 45 pages, a millisecond on a virtual machine, for a command that
    // may never evaluate a table hand.
    std::array<std::unique_ptr<std::array<Entry, kWays>>, kBuckets> buckets_{};
    std::array<std::uint8_t, kBuckets> next_{};
};

}  // namespace

namespace {
RecentHands& recentHands() {
    thread_local RecentHands recent;
    return recent;
}
}  // namespace

void clearRecentTableHands() {
    recentHands().clear();
}

const TableHand& recentBestTableHand(const TableMeldRules& rules, std::span<const Face> cards) {
    RecentHands& recent = recentHands();
    const RecentHands::Key key = RecentHands::keyOf(cards);
    const std::uint64_t hash = RecentHands::hashOf(key);
    if (const TableHand* hit = recent.find(hash, key, rules)) return *hit;
    thread_local SearchBuffers buffers;
    TableHand& answer = recent.add(hash, key, rules);
    Search(rules, cards, buffers, answer).run();
    return answer;
}

TableHand bestTableHand(const TableMeldRules& rules, std::span<const Face> cards) {
    return recentBestTableHand(rules, cards);
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
// HandLayout's search: the set choices, and at each leaf the best combination of suit tables.
#include "solver/detail/layout_search.h"

#include <algorithm>
#include <bit>
#include <climits>

namespace rummy::detail {

// The enumeration of set choices, and at each leaf the best combination of suit entries.
struct LayoutSearch::Walk {
    enum class Mode { Points, Choice, Finish, Assess };
    using SetRank = HandLayout::SetRank;
    using SetOption = HandLayout::SetOption;

    Walk(const HandLayout& h, Mode m)
        : hand(h),
          rules(*h.rules_),
          mode(m),
          ties(m == Mode::Finish && h.rules_->tieHigh),
          prunePure((m == Mode::Points || m == Mode::Finish) && h.rules_->pureCap > 1),
          spareStatusOf(spareStatuses(h)),
          ranks(h.setRanks()),
          suits(h.suits_),
          choice(ranks.size(), 0) {
        for (int s = 0; s < 4; ++s) {
            counts[s] = h.packed_[s];
            fetched[s] = ~std::uint64_t{0};
        }
    }

    const HandLayout& hand;
    const PreparedRules& rules;
    Mode mode;
    // Finishing with FinishTie::HigherCard: arrangements as good as the best found are explored
    // too, and the preferred freed card kept.
    bool ties;
    // Only qualifying arrangements count (Points, Finish), and the rules ask for more than one
    // pure run (21-card): set choices that leave too few cards for the pure runs are skipped
    // whole. (For the 13-card game the leaves' own bounds do as well.)
    bool prunePure;
    // The status `spare` jokers in no meld add (HandLayout::spareStatus), by their number: the
    // leaves read it often, and a hand holds few jokers (more than the table: computed).
    static constexpr int kSpareTable = 24;
    std::array<std::uint8_t, kSpareTable> spareStatusOf;
    static std::array<std::uint8_t, kSpareTable> spareStatuses(const HandLayout& h) {
        std::array<std::uint8_t, kSpareTable> out;
        for (int k = 0; k < kSpareTable && k <= h.jokers_; ++k)
            out[k] = static_cast<std::uint8_t>(h.spareStatus(k));
        return out;
    }
    int spareStatus(int spare) const {
        return spare < kSpareTable ? spareStatusOf[spare] : hand.spareStatus(spare);
    }
    std::vector<SetRank> ranks;
    std::array<SuitCards, 4> suits;
    std::vector<std::uint8_t> choice;
    std::array<std::uint64_t, 4> counts{};   // each suit's counts, as packCounts() packs them
    std::array<std::uint64_t, 4> fetched{};  // the counts its table was fetched for
    std::array<SuitTable, 4> tables;         // into the memo; set by refresh() before use
    struct Recent {
        std::uint64_t counts;
        SuitFetch fetch;
    };
    std::array<std::array<Recent, 8>, 4> recent;  // filled up to recentCount
    std::array<int, 4> recentCount{};
    std::array<int, 4> recentNext{};
    std::array<int, 4> least{};
    std::array<int, 4> leastFreeing{};
    std::array<int, 4> bestStatus{};  // optimistic: the most pure runs and runs of any entry
    std::array<int, 4> pureBounds{-1, -1, -1, -1};  // pureLeft()'s per suit, -1 when stale
    int bestQualified = INT_MAX;
    int bestAny = INT_MAX;
    int bestPure = INT_MAX;     // Assess: least deadwood with a pure run
    bool pureReachable = true;  // Assess: false when no pure run is possible at all
    LayoutResult result;
    std::vector<std::uint8_t> anyChoice;
    std::array<SuitEntry, 4> anySuits{};
    int freedSuit = -1;  // Finish: suit of the card put on the finish slot, -1 for a joker
    int freedPos = 0;

    // Whether a partial combination whose deadwood is at least `low` is ruled out by `bound`:
    // it cannot beat it, or when ties are explored, cannot even equal it.
    bool ruledOut(int low, int bound) const { return ties ? low > bound : low >= bound; }

    // What a partial combination that can at best reach `reachable` must beat to matter:
    // without a qualifying status in reach, the qualifying figure is out of the question.
    int boundFor(int reachable) const {
        const bool qualifies = reachable == rules.qualified;
        switch (mode) {
            case Mode::Choice:
                return qualifies ? std::max(bestQualified, bestAny) : bestAny;
            case Mode::Assess:
                if (qualifies) return std::max({bestQualified, bestPure, bestAny});
                return rules.pureOf[reachable] ? std::max(bestPure, bestAny) : bestAny;
            default:
                return qualifies ? bestQualified : INT_MIN;
        }
    }

    // Prune is prunePure, fixed at compile time: the games that do not prune pay nothing for it
    // in this, the search's busiest loop.
    template <bool Prune>
    void enumerate(std::size_t level, int setJokers) {
        if (bestQualified == 0 && mode != Mode::Choice && mode != Mode::Assess && !ties)
            return;  // nothing beats a clean hand
        if (bestQualified == 0 && bestAny == 0) return;
        if (level == ranks.size()) {
            combine(setJokers);
            return;
        }
        const auto& rank = ranks[level];
        // Sets first, "no set" last: a good arrangement found early prunes the rest.
        for (std::size_t k = 1; k <= rank.options.size(); ++k) {
            const std::size_t i = k % rank.options.size();
            const auto& opt = rank.options[i];
            if (setJokers + opt.jokers > hand.jokers_) continue;
            take(rank.rank, opt, true);
            if (!Prune || pureLeft(opt) >= rules.pureCap) {
                choice[level] = static_cast<std::uint8_t>(i);
                enumerate<Prune>(level + 1, setJokers + opt.jokers);
            }
            take(rank.rank, opt, false);
            if constexpr (Prune)
                for (int s = 0; s < 4; ++s)
                    if (opt.take[s] != 0) pureBounds[s] = -1;  // stale: bounded again when asked
        }
    }

    void take(int rank, const SetOption& opt, bool out) {
        for (int s = 0; s < 4; ++s) {
            const int n = out ? -opt.take[s] : opt.take[s];
            suits[s].count[rank] = static_cast<std::uint8_t>(suits[s].count[rank] + n);
            counts[s] += static_cast<std::uint64_t>(static_cast<std::int64_t>(n)) << (2 * rank);
        }
    }

    void run() {
        if (prunePure) {
            enumerate<true>(0, 0);
        } else {
            enumerate<false>(0, 0);
        }
    }

    // At least the pure runs and tunnelas the cards outside the sets chosen could make, once
    // `opt` has been taken (only the suits it takes from are bounded again).
    int pureLeft(const SetOption& opt) {
        int bound = rules.tunnela ? hand.printed_ / 3 : 0;
        for (int s = 0; s < 4; ++s) {
            if (opt.take[s] != 0 || pureBounds[s] < 0)
                pureBounds[s] =
                    purePlacesBound(static_cast<std::uint32_t>(counts[s]), suits[s].wild, rules);
            bound += pureBounds[s];
        }
        return bound;
    }

    // Left uninitialised (a leaf is made for every set choice): bound() fills floor and reach,
    // combine() the budget, walk() each pick before it is read. The tables are the search's.
    struct Leaf {
        std::array<int, 5> floor;  // least deadwood of suits i.. (a lower bound)
        // Finish: the same while no card is freed yet; one card of suits i.. may then be
        // freed, so the lower bound is less by the most one suit's freeing can save.
        std::array<int, 5> floorFree;
        std::array<int, 5> reach;  // the best status suits i.. and spare jokers could add
        std::array<const SuitEntry*, 4> pick;
        int budget;
    };

    // Neighbouring leaves differ in one or two suits: a suit's table and its least deadwood
    // are fetched again only when its cards changed. With `solve` false, a table the memo does
    // not hold yet is left unfetched (returns false) rather than built.
    bool refresh(int s, bool solve) {
        if (fetched[s] == counts[s]) return true;
        // Set choices at several ranks revisit a suit's patterns: keep the last few fetched.
        auto& ring = recent[s];
        Recent* hit = nullptr;
        for (int k = 0; k < recentCount[s] && !hit; ++k)
            if (ring[k].counts == counts[s]) hit = &ring[k];
        if (!hit) {
            Recent& slot = ring[recentNext[s]];
            const auto packed = static_cast<std::uint32_t>(counts[s]);
            if (solve) {
                slot.fetch = suitEntries(suits[s], packed);
            } else if (!cachedSuitEntries(suits[s], packed, slot.fetch)) {
                return false;
            }
            hit = &slot;
            recentNext[s] = (recentNext[s] + 1) % static_cast<int>(ring.size());
            recentCount[s] = std::min<int>(recentCount[s] + 1, static_cast<int>(ring.size()));
            hit->counts = counts[s];
        }
        fetched[s] = counts[s];
        tables[s] = hit->fetch.table;
        least[s] = hit->fetch.least;
        leastFreeing[s] = hit->fetch.leastFreeing;
        bestStatus[s] = hit->fetch.bestStatus;
        return true;
    }

    // The least deadwood of suits s.. (a lower bound) and the best status they could add.
    // Only one card in all is freed when finishing: the bound takes the one suit where that
    // saves most, not every suit's freeing at once, which let most partial picks through.
    void bound(Leaf& leaf, const std::array<bool, 4>& known) const {
        leaf.floor[4] = 0;
        leaf.floorFree[4] = 0;
        leaf.reach[4] = spareStatus(leaf.budget);  // three spare jokers make a run
        int saving = 0;
        for (int s = 3; s >= 0; --s) {
            leaf.floor[s] = leaf.floor[s + 1] + (known[s] ? least[s] : 0);
            if (mode == Mode::Finish && known[s])
                saving = std::max(saving, least[s] - leastFreeing[s]);
            leaf.floorFree[s] = leaf.floor[s] - saving;
            leaf.reach[s] =
                rules.combine(leaf.reach[s + 1], known[s] ? bestStatus[s] : rules.qualified);
        }
    }

    void combine(int setJokers) {
        Leaf leaf;
        leaf.budget = hand.jokers_ - setJokers;
        // Tables the memo holds come first: when they alone (the others taken at no deadwood and
        // the best status) already rule the leaf out, the missing ones are never built. A table
        // built costs microseconds; most of a hard hand's time went into tables for leaves that
        // the others' deadwood could rule out.
        std::array<bool, 4> known{};
        bool all = true;
        for (int s = 0; s < 4; ++s) all = (known[s] = refresh(s, false)) && all;
        if (!all) {
            bound(leaf, known);
            if (ruledOut(leaf.floorFree[0], boundFor(leaf.reach[0]))) return;
            for (int s = 0; s < 4; ++s)
                if (!known[s]) refresh(s, true);
            known.fill(true);
        }
        bound(leaf, known);
        if (ruledOut(leaf.floorFree[0], boundFor(leaf.reach[0]))) return;
        if ((mode == Mode::Points || mode == Mode::Choice) && settleLeast(leaf)) return;
        if (mode == Mode::Finish && settleEach(leaf)) return;
        walk(leaf, 0, 0, 0, 0, false);
    }

    // Finish, when every suit's table is one keep entry and at most one free-one entry (hands
    // without jokers under one status, all of Gin's): the walk's leaves are "no suit frees" and
    // "suit s frees", s = 3 down to 0, in this order; each is settled as the walk would, without
    // its bookkeeping.
    bool settleEach(Leaf& leaf) {
        for (int s = 0; s < 4; ++s)
            if (tables[s].keepCount != 1 || tables[s].count > 2) return false;
        for (const int s : {-1, 3, 2, 1, 0}) {
            if (s >= 0 && tables[s].count < 2) continue;
            int used = 0, status = 0, deadwood = 0;
            for (int t = 0; t < 4; ++t) {
                const SuitEntry& x =
                    t == s ? tables[t].freeOne().front() : tables[t].keep().front();
                used += x.jokers;
                status = rules.combine(status, x.status);
                deadwood += x.deadwood;
                leaf.pick[t] = &x;
            }
            if (used <= leaf.budget) settle(leaf, used, status, deadwood, s >= 0);
        }
        return true;
    }

    // Each suit's least entry, when together they fit the joker budget and qualify: no
    // combination has less deadwood, and it is the walk's first path, after which the walk
    // would rule out every other; settled directly (most hands without jokers end here).
    bool settleLeast(Leaf& leaf) {
        int used = 0, status = 0, deadwood = 0;
        for (int s = 0; s < 4; ++s) {
            const SuitEntry& x = tables[s].keep().front();  // a table has a keep entry
            used += x.jokers;
            status = rules.combine(status, x.status);
            deadwood += x.deadwood;
            leaf.pick[s] = &x;
        }
        if (used > leaf.budget) return false;
        if (rules.combine(status, spareStatus(leaf.budget - used)) != rules.qualified) return false;
        settle(leaf, used, status, deadwood, false);
        return true;
    }

    void walk(Leaf& leaf, int s, int used, int status, int deadwood, bool freed) {
        if (s == 4) {
            settle(leaf, used, status, deadwood, freed);
            return;
        }
        // The bound for any entry of this suit (entries ascend in deadwood), then for each.
        const int ceiling = boundFor(rules.combine(status, leaf.reach[s]));
        auto tryEntries = [&](std::span<const SuitEntry> entries, bool freeing) {
            const int rest = freed || freeing ? leaf.floor[s + 1] : leaf.floorFree[s + 1];
            for (const auto& x : entries) {
                if (used + x.jokers > leaf.budget) continue;
                const int d = deadwood + x.deadwood;
                if (ruledOut(d + rest, ceiling)) break;
                const int with = rules.combine(status, x.status);
                const int reachable = rules.combine(with, leaf.reach[s + 1]);
                if (ruledOut(d + rest, boundFor(reachable))) continue;
                leaf.pick[s] = &x;
                walk(leaf, s + 1, used + x.jokers, with, d, freed || freeing);
            }
        };
        tryEntries(tables[s].keep(), false);
        if (mode == Mode::Finish && !freed) tryEntries(tables[s].freeOne(), true);
    }

    // FinishTie::HigherCard: whether the leaf's freed card (a spare joker when no suit frees
    // one: worth 0, the last face) is preferred to the best arrangement's.
    bool preferred(const Leaf& leaf) const {
        int suit = -1, pos = 0;
        for (int i = 0; i < 4; ++i)
            if (leaf.pick[i]->freed) {
                suit = i;
                pos = leaf.pick[i]->freedPos;
            }
        auto value = [&](int s, int p) { return s < 0 ? 0 : rules.value[p]; };
        auto index = [&](int s, int p) { return s < 0 ? Face::kJokerIndex : s * 13 + p; };
        const int v = value(suit, pos), best = value(freedSuit, freedPos);
        return v != best ? v > best : index(suit, pos) < index(freedSuit, freedPos);
    }

    void settle(const Leaf& leaf, int used, int status, int deadwood, bool freed) {
        int spare = leaf.budget - used;
        if (mode == Mode::Finish && !freed) {
            if (spare == 0) return;  // something must go to the finish slot: a spare joker
            --spare;
        }
        // Three spare jokers make a run (three printed ones a tunnela, with the rules' tunnelas).
        const int final = rules.combine(status, spareStatus(spare));
        if (final == rules.qualified &&
            (deadwood < bestQualified || (ties && deadwood == bestQualified && preferred(leaf)))) {
            bestQualified = deadwood;
            result.qualifies = true;
            result.deadwood = deadwood;
            if (mode == Mode::Choice) {
                result.setChoice = choice;
                for (int i = 0; i < 4; ++i) result.suitChoice[i] = *leaf.pick[i];
            }
            if (mode == Mode::Finish) {
                freedSuit = -1;
                for (int i = 0; i < 4; ++i)
                    if (leaf.pick[i]->freed) {
                        freedSuit = i;
                        freedPos = leaf.pick[i]->freedPos;
                    }
            }
        }
        if (mode == Mode::Choice && deadwood < bestAny) {
            bestAny = deadwood;
            anyChoice = choice;
            for (int i = 0; i < 4; ++i) anySuits[i] = *leaf.pick[i];
        }
        if (mode == Mode::Assess) {
            bestAny = std::min(bestAny, deadwood);
            if (rules.pureOf[final]) bestPure = std::min(bestPure, deadwood);
        }
    }
};

LayoutResult LayoutSearch::solve(const HandLayout& hand, bool withChoice) {
    if (!withChoice && !hand.mayQualify()) return {};
    trimSuitCache();
    Walk search(hand, withChoice ? Walk::Mode::Choice : Walk::Mode::Points);
    search.run();
    LayoutResult out = search.result;
    if (withChoice) {
        out.hasChoice = true;
        if (!out.qualifies) {
            out.setChoice = search.anyChoice;
            out.suitChoice = search.anySuits;
        }
    }
    return out;
}

LayoutResult LayoutSearch::solveBelow(const HandLayout& hand, int limit) {
    if (!hand.mayQualify()) return {};
    trimSuitCache();
    Walk search(hand, Walk::Mode::Points);
    search.bestQualified = limit;
    search.run();
    return search.result;
}

Assessment LayoutSearch::assess(const HandLayout& hand) {
    trimSuitCache();
    Walk search(hand, Walk::Mode::Assess);
    search.pureReachable = hand.purePossible();
    search.run();
    auto orNone = [](int v) { return v == INT_MAX ? -1 : v; };
    return {orNone(search.bestAny), orNone(search.bestPure), orNone(search.bestQualified)};
}

FinishResult LayoutSearch::solveFinish(const HandLayout& hand) {
    FinishResult out;
    // Without a qualifying arrangement, the best card to shed is simply the most valuable.
    int bestNatural = -1;
    const auto& value = hand.rules_->value;
    for (int s = 0; s < 4; ++s)
        for (unsigned m = hand.rankMask_[s]; m != 0; m &= m - 1) {
            const int r = std::countr_zero(m);
            // The most valuable; on a tie the last, or the first with FinishTie::HigherCard.
            const int best = bestNatural < 0 ? -1 : value[bestNatural % 13];
            if (hand.rules_->tieHigh ? value[r] > best : value[r] >= best) bestNatural = s * 13 + r;
        }
    if (bestNatural >= 0) {
        out.card = faceAt(bestNatural % 13, bestNatural / 13);
        out.fallbackPoints = hand.total_ - value[bestNatural % 13];
    } else {
        out.card = hand.anyJoker();
        out.fallbackPoints = 0;
    }
    // A qualification that needs a pure run which the hand cannot make: dropping one card
    // cannot create one.
    if (!hand.mayQualify()) return out;
    trimSuitCache();
    Walk search(hand, Walk::Mode::Finish);
    search.run();
    if (search.result.qualifies) {
        out.qualifies = true;
        out.deadwood = search.result.deadwood;
        if (out.deadwood <= out.fallbackPoints) {
            const Face found = search.freedSuit < 0 ? hand.spareJoker(out.deadwood)
                                                    : faceAt(search.freedPos, search.freedSuit);
            // As low as shedding the most valuable card: the rules' tie-break may prefer that.
            const bool tie = out.deadwood == out.fallbackPoints && bestNatural >= 0;
            if (!(tie && hand.rules_->tieHigh && hand.preferred(out.card, found))) out.card = found;
        }
    }
    return out;
}

}  // namespace rummy::detail

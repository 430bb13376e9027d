// SPDX-License-Identifier: GPL-3.0-or-later
#include "hand_layout.h"

#include <algorithm>
#include <bit>
#include <climits>

namespace rummy::detail {

Face faceAt(int pos, int suit) {
    const int rank = pos == 13 ? 1 : pos + 1;
    return Face(static_cast<Rank>(rank), static_cast<Suit>(suit));
}

HandLayout::HandLayout(std::span<const Face> hand, WildRank wild) : wild_(wild) {
    const int wildPos = wild.rank ? static_cast<int>(*wild.rank) - 1 : -1;
    for (const Face f : hand) {
        if (f.isPrintedJoker()) {
            ++printed_;
        } else if (wild.isJoker(f)) {
            ++wildBySuit_[static_cast<int>(f.suit())];
        } else {
            ++suits_[static_cast<int>(f.suit())].count[static_cast<int>(f.rank()) - 1];
            total_ += f.pointValue();
        }
    }
    jokers_ = printed_;
    for (int w : wildBySuit_) jokers_ += w;
    for (int s = 0; s < 4; ++s) {
        suits_[s].wildPos = wildPos;
        suits_[s].wildCount = wildBySuit_[s];
        suits_[s].jokerCap = jokers_;
    }
}

// Bit per position (0..13) where a card could stand in a pure run of this suit.
std::uint16_t HandLayout::pureMask(int suit) const {
    const auto& c = suits_[suit];
    std::uint16_t m = 0;
    for (int r = 0; r < 13; ++r)
        if (c.count[r]) m |= static_cast<std::uint16_t>(1u << r);
    if (c.wildCount > 0 && c.wildPos >= 0) m |= static_cast<std::uint16_t>(1u << c.wildPos);
    if (m & 1u) m |= 1u << 13;  // an ace also stands above the king
    return m;
}

bool HandLayout::purePossible() const {
    for (int s = 0; s < 4; ++s) {
        const unsigned m = pureMask(s);
        if (m & (m >> 1) & (m >> 2)) return true;
    }
    return false;
}

int HandLayout::mostValuablePureRun() const {
    int best = -1;
    for (int s = 0; s < 4; ++s) {
        const unsigned m = pureMask(s);
        // Two windows: ace low (positions 0..12) and ace high (1..13); never both at once.
        for (int lo : {0, 1}) {
            int length = 0, value = 0;
            for (int pos = lo; pos <= lo + 12; ++pos) {
                if (m & (1u << pos)) {
                    const bool natural = suits_[s].count[pos == 13 ? 0 : pos] > 0;
                    value += natural ? positionValue(pos) : 0;
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

std::vector<HandLayout::SetRank> HandLayout::setRanks() const {
    std::vector<SetRank> ranks;
    const int minSuits = jokers_ > 0 ? 2 : 3;
    for (int r = 0; r < 13; ++r) {
        std::array<std::uint8_t, 4> left{};
        int present = 0;
        for (int s = 0; s < 4; ++s) {
            left[s] = suits_[s].count[r];
            present += left[s] > 0;
        }
        if (present < minSuits) continue;
        SetRank entry;
        entry.rank = r;
        entry.options.push_back({});
        // Every multiset of sets at this rank, listed with non-increasing suit masks so
        // that each combination appears once.
        struct Gen {
            std::vector<SetOption>& out;
            int jokerBudget;
            void run(std::array<std::uint8_t, 4>& left, SetOption cur, unsigned maxMask) {
                for (unsigned mask = maxMask; mask >= 3; --mask) {
                    const int size = std::popcount(mask);
                    if (size < 2) continue;
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
        } gen{entry.options, jokers_};
        gen.run(left, {}, 15);
        if (entry.options.size() > 1) ranks.push_back(std::move(entry));
    }
    return ranks;
}

// The enumeration of set choices, and at each leaf the best combination of suit entries.
struct HandLayout::Search {
    enum class Mode { Points, Choice, Finish, Assess };

    Search(const HandLayout& h, Mode m)
        : hand(h), mode(m), ranks(h.setRanks()), suits(h.suits_), choice(ranks.size(), 0) {
        for (int s = 0; s < 4; ++s) {
            for (int r = 0; r < 13; ++r) counts[s] |= std::uint64_t{suits[s].count[r]} << (2 * r);
            fetched[s] = ~std::uint64_t{0};
        }
    }

    const HandLayout& hand;
    Mode mode;
    std::vector<SetRank> ranks;
    std::array<SuitCards, 4> suits;
    std::vector<std::uint8_t> choice;
    std::array<std::uint64_t, 4> counts{};   // each suit's counts, packed 2 bits a rank
    std::array<std::uint64_t, 4> fetched{};  // the counts its table was fetched for
    std::array<SuitTable, 4> tables{};
    std::array<int, 4> least{};
    std::array<int, 4> leastFreeing{};
    std::array<int, 4> bestStatus{};  // optimistic: any pure entry, the most runs of any entry
    int bestQualified = INT_MAX;
    int bestAny = INT_MAX;
    int bestPure = INT_MAX;     // Assess: least deadwood with a pure run
    bool pureReachable = true;  // Assess: false when no pure run is possible at all
    LayoutResult result;
    std::vector<std::uint8_t> anyChoice;
    std::array<SuitEntry, 4> anySuits{};
    int freedSuit = -1;  // Finish: suit of the card put on the finish slot, -1 for a joker
    int freedPos = 0;

    // What a partial combination that can at best reach `reachable` must beat to matter:
    // without a qualifying status in reach, the qualifying figure is out of the question.
    int boundFor(int reachable) const {
        const bool qualifies = reachable == kQualified;
        switch (mode) {
            case Mode::Choice:
                return qualifies ? std::max(bestQualified, bestAny) : bestAny;
            case Mode::Assess:
                if (qualifies) return std::max({bestQualified, bestPure, bestAny});
                return statusPure(reachable) ? std::max(bestPure, bestAny) : bestAny;
            default:
                return qualifies ? bestQualified : INT_MIN;
        }
    }

    void enumerate(std::size_t level, int setJokers) {
        if (bestQualified == 0 && mode != Mode::Choice && mode != Mode::Assess)
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
            for (int s = 0; s < 4; ++s) {
                suits[s].count[rank.rank] -= opt.take[s];
                counts[s] -= std::uint64_t{opt.take[s]} << (2 * rank.rank);
            }
            choice[level] = static_cast<std::uint8_t>(i);
            enumerate(level + 1, setJokers + opt.jokers);
            for (int s = 0; s < 4; ++s) {
                suits[s].count[rank.rank] += opt.take[s];
                counts[s] += std::uint64_t{opt.take[s]} << (2 * rank.rank);
            }
        }
    }

    struct Leaf {
        std::array<SuitTable, 4> tables;
        std::array<int, 5> floor{};  // least deadwood of suits i.. (a lower bound)
        std::array<int, 5> reach{};  // the best status suits i.. and spare jokers could add
        std::array<const SuitEntry*, 4> pick{};
        int budget = 0;
    };

    // Neighbouring leaves differ in one or two suits: a suit's table and its least deadwood
    // are fetched again only when its cards changed.
    void refresh(int s) {
        if (fetched[s] == counts[s]) return;
        fetched[s] = counts[s];
        tables[s] = suitEntries(suits[s]);
        least[s] = INT_MAX;
        for (const auto& x : tables[s].keep) least[s] = std::min<int>(least[s], x.deadwood);
        leastFreeing[s] = least[s];
        for (const auto& x : tables[s].freeOne)
            leastFreeing[s] = std::min<int>(leastFreeing[s], x.deadwood);
        int pure = 0, runs = 0;
        for (const auto list : {tables[s].keep, tables[s].freeOne})
            for (const auto& x : list) {
                pure |= statusPure(x.status);
                runs = std::max(runs, statusRuns(x.status));
            }
        bestStatus[s] = statusOf(pure, runs);
    }

    void combine(int setJokers) {
        Leaf leaf;
        leaf.budget = hand.jokers_ - setJokers;
        for (int s = 0; s < 4; ++s) {
            refresh(s);
            leaf.tables[s] = tables[s];
        }
        leaf.reach[4] = statusOf(0, std::min(2, leaf.budget / 3));
        for (int s = 3; s >= 0; --s) {
            leaf.floor[s] = leaf.floor[s + 1] + (mode == Mode::Finish ? leastFreeing[s] : least[s]);
            leaf.reach[s] = combineStatus(leaf.reach[s + 1], bestStatus[s]);
        }
        if (leaf.floor[0] >= boundFor(leaf.reach[0])) return;
        walk(leaf, 0, 0, 0, 0, false);
    }

    void walk(Leaf& leaf, int s, int used, int status, int deadwood, bool freed) {
        if (s == 4) {
            settle(leaf, used, status, deadwood, freed);
            return;
        }
        // The bound for any entry of this suit (entries ascend in deadwood), then for each.
        const int ceiling = boundFor(combineStatus(status, leaf.reach[s]));
        auto tryEntries = [&](std::span<const SuitEntry> entries, bool freeing) {
            for (const auto& x : entries) {
                if (used + x.jokers > leaf.budget) continue;
                const int d = deadwood + x.deadwood;
                if (d + leaf.floor[s + 1] >= ceiling) break;
                const int reachable =
                    combineStatus(combineStatus(status, x.status), leaf.reach[s + 1]);
                if (d + leaf.floor[s + 1] >= boundFor(reachable)) continue;
                leaf.pick[s] = &x;
                walk(leaf, s + 1, used + x.jokers, combineStatus(status, x.status), d,
                     freed || freeing);
            }
        };
        tryEntries(leaf.tables[s].keep, false);
        if (mode == Mode::Finish && !freed) tryEntries(leaf.tables[s].freeOne, true);
    }

    void settle(const Leaf& leaf, int used, int status, int deadwood, bool freed) {
        int spare = leaf.budget - used;
        if (mode == Mode::Finish && !freed) {
            if (spare == 0) return;  // something must go to the finish slot: a spare joker
            --spare;
        }
        const int jokerRuns = std::min(2, spare / 3);  // three spare jokers make a run
        const int final = combineStatus(status, statusOf(0, jokerRuns));
        if (final == kQualified && deadwood < bestQualified) {
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
            if (statusPure(final)) bestPure = std::min(bestPure, deadwood);
        }
    }
};

LayoutResult HandLayout::solve(bool withChoice) const {
    if (!withChoice && !purePossible()) return {};
    trimSuitCache();
    Search search(*this, withChoice ? Search::Mode::Choice : Search::Mode::Points);
    search.enumerate(0, 0);
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

Assessment HandLayout::assess() const {
    trimSuitCache();
    Search search(*this, Search::Mode::Assess);
    search.pureReachable = purePossible();
    search.enumerate(0, 0);
    auto orNone = [](int v) { return v == INT_MAX ? -1 : v; };
    return {orNone(search.bestAny), orNone(search.bestPure), orNone(search.bestQualified)};
}

FinishResult HandLayout::solveFinish() const {
    FinishResult out;
    // Without a qualifying arrangement, the best card to shed is simply the most valuable.
    int bestNatural = -1;
    for (int s = 0; s < 4; ++s)
        for (int r = 0; r < 13; ++r)
            if (suits_[s].count[r] &&
                (bestNatural < 0 || positionValue(r) >= positionValue(bestNatural % 13)))
                bestNatural = s * 13 + r;
    if (bestNatural >= 0) {
        out.card = faceAt(bestNatural % 13, bestNatural / 13);
        out.fallbackPoints = total_ - positionValue(bestNatural % 13);
    } else {
        out.card = anyJoker();
        out.fallbackPoints = 0;
    }
    // A pure run needs three cards in a row; dropping one card cannot create one.
    if (!purePossible()) return out;
    trimSuitCache();
    Search search(*this, Search::Mode::Finish);
    search.enumerate(0, 0);
    if (search.result.qualifies) {
        out.qualifies = true;
        out.deadwood = search.result.deadwood;
        if (out.deadwood <= out.fallbackPoints)
            out.card = search.freedSuit < 0 ? spareJoker(out.deadwood)
                                            : faceAt(search.freedPos, search.freedSuit);
    }
    return out;
}

// Jokers are interchangeable except a wild card standing in its own place in a pure run:
// find one whose loss still leaves `deadwood`.
Face HandLayout::spareJoker(int deadwood) const {
    for (int k = -1; k < 4; ++k) {
        HandLayout rest = *this;
        if (k < 0 ? rest.printed_ == 0 : rest.wildBySuit_[k] == 0) continue;
        if (k < 0) {
            --rest.printed_;
        } else {
            --rest.wildBySuit_[k];
            --rest.suits_[k].wildCount;
        }
        --rest.jokers_;
        for (auto& suit : rest.suits_) suit.jokerCap = rest.jokers_;
        const auto r = rest.solve(false);
        if (r.qualifies && r.deadwood == deadwood)
            return k < 0 ? Face::joker() : Face(*wild_.rank, static_cast<Suit>(k));
    }
    return anyJoker();  // unreachable: the search found such a joker
}

Face HandLayout::anyJoker() const {
    if (printed_ > 0) return Face::joker();
    for (int s = 0; s < 4; ++s)
        if (wildBySuit_[s] > 0) return Face(*wild_.rank, static_cast<Suit>(s));
    return Face::joker();
}

}  // namespace rummy::detail

// SPDX-License-Identifier: GPL-3.0-or-later
#include "melds/meld_rules.h"

#include <algorithm>
#include <bit>

namespace rummy {

namespace {

constexpr int kMaxRunLength = 13;  // A..K, or 2..A with the ace high

// A rank's place in a run: the ace is 1 when low, 14 when high.
int place(Rank r, bool aceHigh) {
    const int v = static_cast<int>(r);
    return v == 1 && aceHigh ? 14 : v;
}

struct Split {
    std::vector<Face> naturals;  // cards that are not wild: they can only be themselves
    std::vector<Face> wilds;     // wild cards: themselves, or a stand-in for any card
    int printed = 0;             // printed jokers among the wild cards
};

Split split(std::span<const Face> cards, const WildCards& wild) {
    Split s;
    for (Face f : cards) {
        if (wild.isWild(f)) {
            s.wilds.push_back(f);
            s.printed += f.isPrintedJoker();
        } else {
            s.naturals.push_back(f);
        }
    }
    return s;
}

bool oneSuitDistinctRanks(const std::vector<Face>& cards) {
    unsigned ranks = 0;
    for (Face f : cards) {
        if (f.isPrintedJoker() || f.suit() != cards.front().suit()) return false;
        const unsigned bit = 1u << static_cast<int>(f.rank());
        if (ranks & bit) return false;
        ranks |= bit;
    }
    return true;
}

// Every card as itself, consecutive in one of the readings the ace rule allows.
bool isPureRun(std::span<const Face> cards, const MeldRules& rules) {
    const std::vector<Face> all(cards.begin(), cards.end());
    if (all.size() > kMaxRunLength || !oneSuitDistinctRanks(all)) return false;
    for (bool high : {false, true}) {
        if (high && rules.ace == AcePlay::LowOnly) break;
        int lo = 99, hi = 0;
        for (Face f : all) {
            lo = std::min(lo, place(f.rank(), high));
            hi = std::max(hi, place(f.rank(), high));
        }
        if (hi - lo + 1 == static_cast<int>(all.size())) return true;
    }
    return false;
}

// The fewest stand-ins a run of these cards needs: every natural card at its place in one
// window of the group's length, each wild card at its own place where it fits (then it is
// itself) or standing in. -1 when no window holds the natural cards.
int runStandIns(const Split& s, int n, const MeldRules& rules) {
    if (!oneSuitDistinctRanks(s.naturals)) return -1;
    const Suit suit = s.naturals.front().suit();
    int best = -1;
    for (bool high : {false, true}) {
        if (high && rules.ace == AcePlay::LowOnly) break;
        const int first = high ? 2 : 1, last = high ? 14 : 13;
        unsigned taken = 0;
        int lo = 99, hi = 0;
        for (Face f : s.naturals) {
            const int p = place(f.rank(), high);
            taken |= 1u << p;
            lo = std::min(lo, p);
            hi = std::max(hi, p);
        }
        for (int start = std::max(first, hi - n + 1); start <= std::min(lo, last - n + 1);
             ++start) {
            unsigned inPlace = 0;
            for (Face w : s.wilds) {
                if (w.isPrintedJoker() || w.suit() != suit) continue;
                const int p = place(w.rank(), high);
                if (p >= start && p < start + n && !(taken & (1u << p))) inPlace |= 1u << p;
            }
            const int standIns = static_cast<int>(s.wilds.size()) - std::popcount(inPlace);
            if (best < 0 || standIns < best) best = standIns;
        }
    }
    return best;
}

// The fewest stand-ins a set of these cards needs (wild cards of the set's rank in a suit not
// yet there are themselves), or -1 when the natural cards are no set.
int setStandIns(const Split& s, const MeldRules& rules) {
    const Rank rank = s.naturals.front().rank();
    unsigned suits = 0;
    for (Face f : s.naturals) {
        if (f.isPrintedJoker() || f.rank() != rank) return -1;
        const unsigned bit = 1u << static_cast<int>(f.suit());
        if (rules.setsDistinctSuits && (suits & bit)) return -1;
        suits |= bit;
    }
    int inPlace = 0;
    for (Face w : s.wilds) {
        if (w.isPrintedJoker() || w.rank() != rank) continue;
        const unsigned bit = 1u << static_cast<int>(w.suit());
        if (rules.setsDistinctSuits && (suits & bit)) continue;
        suits |= bit;
        ++inPlace;
    }
    return static_cast<int>(s.wilds.size()) - inPlace;
}

bool isTunnela(std::span<const Face> cards) {
    return cards.size() == 3 &&
           std::all_of(cards.begin(), cards.end(), [&](Face f) { return f == cards[0]; });
}

// Wild cards alone. A meld of stand-ins only where the game allows one (the Indian games count
// it as a sequence, more useful than a set); else some wild cards must be themselves: each is
// tried as the one that surely is, and the search above places the others.
MeldKind wildsAlone(std::span<const Face> cards, const Split& s, const MeldRules& rules) {
    const int n = static_cast<int>(cards.size());
    if (rules.jokersAlone && n <= rules.jokersPerMeld)
        return n <= kMaxRunLength ? MeldKind::ImpureRun : MeldKind::Set;
    bool set = false;
    for (std::size_t i = 0; i < s.wilds.size(); ++i) {
        if (s.wilds[i].isPrintedJoker()) continue;
        Split anchored;
        anchored.naturals = {s.wilds[i]};
        anchored.wilds = s.wilds;
        anchored.wilds.erase(anchored.wilds.begin() + static_cast<std::ptrdiff_t>(i));
        const int run = n <= kMaxRunLength ? runStandIns(anchored, n, rules) : -1;
        if (run >= 0 && run <= rules.jokersPerMeld) return MeldKind::ImpureRun;
        const int standIns = setStandIns(anchored, rules);
        set = set || (n <= rules.maxSetSize && standIns >= 0 && standIns <= rules.jokersPerMeld);
    }
    return set ? MeldKind::Set : MeldKind::None;
}

}  // namespace

MeldRules MeldRules::indian13() {
    return {};
}

MeldRules MeldRules::indian21() {
    MeldRules r;
    r.tunnela = true;
    return r;
}

MeldRules MeldRules::gin() {
    MeldRules r;
    r.ace = AcePlay::LowOnly;
    r.maxSetSize = 4;
    r.jokersAlone = false;
    return r;
}

MeldRules MeldRules::straight() {
    return gin();
}

MeldRules MeldRules::rummy500() {
    MeldRules r;
    r.maxSetSize = 4;
    r.jokersAlone = false;
    return r;
}

MeldRules MeldRules::rummy51() {
    MeldRules r;
    r.jokersPerMeld = 1;
    r.maxSetSize = 4;
    r.jokersAlone = false;
    return r;
}

const char* meldKindName(MeldKind k) {
    switch (k) {
        case MeldKind::Tunnela:
            return "tunnela";
        case MeldKind::PureRun:
            return "pure";
        case MeldKind::ImpureRun:
            return "impure";
        case MeldKind::Set:
            return "set";
        case MeldKind::None:
            return "none";
    }
    return "none";
}

MeldType meldTypeOf(MeldKind k) {
    switch (k) {
        case MeldKind::Tunnela:
            return MeldType::Tunnela;
        case MeldKind::PureRun:
            return MeldType::Pure;
        case MeldKind::ImpureRun:
            return MeldType::Impure;
        case MeldKind::Set:
            return MeldType::Set;
        case MeldKind::None:
            break;
    }
    return MeldType::None;
}

MeldKind classify(std::span<const Face> cards, const MeldRules& rules, const WildCards& wild) {
    const int n = static_cast<int>(cards.size());
    if (n < rules.minLength) return MeldKind::None;
    const Split s = split(cards, wild);
    // A printed joker where the game has none is no card of any meld.
    for (Face f : s.naturals)
        if (f.isPrintedJoker()) return MeldKind::None;
    if (rules.tunnela && isTunnela(cards)) return MeldKind::Tunnela;
    if (isPureRun(cards, rules)) return MeldKind::PureRun;
    if (s.naturals.empty()) return wildsAlone(cards, s, rules);
    if (n <= kMaxRunLength) {
        const int standIns = runStandIns(s, n, rules);
        if (standIns >= 0 && standIns <= rules.jokersPerMeld) return MeldKind::ImpureRun;
    }
    if (n <= rules.maxSetSize) {
        const int standIns = setStandIns(s, rules);
        if (standIns >= 0 && standIns <= rules.jokersPerMeld) return MeldKind::Set;
    }
    return MeldKind::None;
}

}  // namespace rummy

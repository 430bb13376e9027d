// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_showdown.h"

#include <algorithm>
#include <bit>
#include <cstdint>

#include "gin/gin_hand.h"
#include "gin/gin_rules.h"

namespace rummy {

namespace {

using Mask = std::uint64_t;

Mask maskOf(std::span<const Face> cards) {
    Mask m = 0;
    for (const Face f : cards) m |= Mask{1} << f.index();
    return m;
}

std::vector<Face> facesOf(Mask m) {
    std::vector<Face> out;
    for (; m; m &= m - 1) out.push_back(Face::fromIndex(std::countr_zero(m)));
    return out;
}

Mask at(int suit, int rankIndex) {
    return Mask{1} << (suit * 13 + rankIndex);
}

// Every meld inside `held`: sets of three (each choice) and four, runs of three or more.
std::vector<Mask> meldsIn(Mask held) {
    std::vector<Mask> melds;
    for (int r = 0; r < 13; ++r) {
        Mask rank = 0;
        for (int s = 0; s < 4; ++s) rank |= held & at(s, r);
        const int n = std::popcount(rank);
        if (n < 3) continue;
        if (n == 4) {
            melds.push_back(rank);
            for (Mask m = rank; m; m &= m - 1) melds.push_back(rank & ~(m & (~m + 1)));
        } else {
            melds.push_back(rank);
        }
    }
    for (int s = 0; s < 4; ++s)
        for (int lo = 0; lo + 2 < 13; ++lo) {
            Mask run = 0;
            for (int hi = lo; hi < 13 && (held & at(s, hi)); ++hi) {
                run |= at(s, hi);
                if (hi - lo >= 2) melds.push_back(run);
            }
        }
    return melds;
}

// Collects every arrangement whose deadwood equals the least.
class AllBest {
public:
    AllBest(Mask held, int least, int limit)
        : melds_(meldsIn(held)), least_(least), limit_(limit) {}

    void run(Mask left, int deadwood) {
        if (deadwood > least_ || static_cast<int>(found_.size()) >= limit_) return;
        if (left == 0) {
            found_.push_back(chosen_);
            return;
        }
        const Mask low = left & (~left + 1);
        for (const Mask m : melds_) {
            if ((m & low) && (m & left) == m) {
                chosen_.push_back(m);
                run(left & ~m, deadwood);
                chosen_.pop_back();
            }
        }
        run(left & ~low, deadwood + ginValue(Face::fromIndex(std::countr_zero(low))));
    }

    std::vector<std::vector<Mask>> found_;

private:
    std::vector<Mask> melds_;
    std::vector<Mask> chosen_;
    int least_;
    int limit_;
};

// Where the defender's cards could go on the knocker's melds: per set, its missing card; per
// run, the chain of cards the defender holds going down from its low end and up from its high
// end. Lay-offs are prefixes of those chains (a card needs the one between it and the meld).
struct Chain {
    int meld = 0;
    std::vector<Face> cards;  // nearest the meld first
};

std::vector<Chain> chainsFor(Mask defender, const std::vector<GinMeld>& knockerMelds) {
    std::vector<Chain> chains;
    for (std::size_t i = 0; i < knockerMelds.size(); ++i) {
        const GinMeld& m = knockerMelds[i];
        const int meld = static_cast<int>(i);
        const bool isSet = m.size() >= 2 && m[0].rank() == m[1].rank();
        if (isSet) {
            if (m.size() >= 4) continue;
            const int r = static_cast<int>(m[0].rank()) - 1;
            for (int s = 0; s < 4; ++s)
                if (defender & at(s, r)) chains.push_back({meld, {Face::fromIndex(s * 13 + r)}});
            continue;
        }
        int lo = 13, hi = -1;
        for (const Face f : m) {
            lo = std::min(lo, static_cast<int>(f.rank()) - 1);
            hi = std::max(hi, static_cast<int>(f.rank()) - 1);
        }
        const int s = static_cast<int>(m[0].suit());
        Chain down{meld, {}}, up{meld, {}};
        for (int r = lo - 1; r >= 0 && (defender & at(s, r)); --r)
            down.cards.push_back(Face::fromIndex(s * 13 + r));
        for (int r = hi + 1; r < 13 && (defender & at(s, r)); ++r)
            up.cards.push_back(Face::fromIndex(s * 13 + r));
        if (!down.cards.empty()) chains.push_back(std::move(down));
        if (!up.cards.empty()) chains.push_back(std::move(up));
    }
    // Two runs of one suit may reach for the same card from either side: the choice of prefixes
    // below never lays one card twice (see the overlap check).
    return chains;
}

}  // namespace

bool isGinMeld(std::span<const Face> cards) {
    if (cards.size() < 3) return false;
    for (const Face f : cards)
        if (f.isPrintedJoker()) return false;
    const Mask m = maskOf(cards);
    if (std::popcount(m) != static_cast<int>(cards.size())) return false;  // a card twice
    const bool sameRank = std::all_of(cards.begin(), cards.end(),
                                      [&](Face f) { return f.rank() == cards[0].rank(); });
    if (sameRank) return cards.size() <= 4;
    const bool sameSuit = std::all_of(cards.begin(), cards.end(),
                                      [&](Face f) { return f.suit() == cards[0].suit(); });
    if (!sameSuit) return false;
    // One suit, distinct ranks: consecutive when the span equals the count (ace low only).
    const Mask bits = m >> (static_cast<int>(cards[0].suit()) * 13);
    const int low = std::countr_zero(bits);
    return (bits >> low) == (Mask{1} << cards.size()) - 1;
}

GinDefence bestDefence(std::span<const Face> defender, const std::vector<GinMeld>& knockerMelds,
                       bool mayLayOff) {
    const Mask held = maskOf(defender);
    const std::vector<Chain> chains =
        mayLayOff ? chainsFor(held, knockerMelds) : std::vector<Chain>{};
    // Try every combination of chain prefixes (a mixed-radix counter).
    std::vector<std::size_t> take(chains.size(), 0);
    GinDefence best;
    bool have = false;
    Mask bestLaid = 0;
    std::vector<GinLayoff> bestLayoffs;
    for (;;) {
        Mask laid = 0;
        bool overlap = false;
        std::vector<GinLayoff> layoffs;
        for (std::size_t c = 0; c < chains.size(); ++c)
            for (std::size_t k = 0; k < take[c]; ++k) {
                const Mask b = Mask{1} << chains[c].cards[k].index();
                if (laid & b) overlap = true;
                laid |= b;
                layoffs.push_back({chains[c].cards[k], chains[c].meld});
            }
        // Two sets of one rank cannot both be short of the same card, but a set and a run can
        // want the same card; a card is laid once.
        if (!overlap) {
            const std::vector<Face> rest = facesOf(held & ~laid);
            const int count = ginDeadwood(rest);
            const int n = std::popcount(laid);
            if (!have || count < best.count ||
                (count == best.count && n < std::popcount(bestLaid))) {
                have = true;
                best.count = count;
                bestLaid = laid;
                bestLayoffs = std::move(layoffs);
            }
        }
        std::size_t c = 0;
        while (c < chains.size() && take[c] == chains[c].cards.size()) take[c++] = 0;
        if (c == chains.size()) break;
        ++take[c];
    }
    const GinHand own = bestGinHand(facesOf(held & ~bestLaid));
    best.melds = own.melds;
    best.deadwood = own.deadwoodCards;
    best.count = own.deadwood;
    best.layoffs = std::move(bestLayoffs);
    return best;
}

std::vector<std::vector<GinMeld>> leastDeadwoodArrangements(std::span<const Face> cards,
                                                            int limit) {
    const Mask held = maskOf(cards);
    AllBest search(held, ginDeadwood(cards), limit);
    search.run(held, 0);
    std::vector<std::vector<GinMeld>> out;
    for (const auto& masks : search.found_) {
        std::vector<GinMeld> melds;
        for (const Mask m : masks) melds.push_back(facesOf(m));
        out.push_back(std::move(melds));
    }
    return out;
}

std::vector<GinMeld> bestSpread(std::span<const Face> knocker, std::span<const Face> defender) {
    const auto options = leastDeadwoodArrangements(knocker);
    const bool gin = ginDeadwood(knocker) == 0;
    std::size_t best = 0;
    int bestCount = -1;
    std::size_t bestLaid = 0;
    for (std::size_t i = 0; i < options.size(); ++i) {
        const GinDefence d = bestDefence(defender, options[i], !gin);
        if (d.count > bestCount || (d.count == bestCount && d.layoffs.size() < bestLaid)) {
            best = i;
            bestCount = d.count;
            bestLaid = d.layoffs.size();
        }
        if (gin) break;  // nothing to lay off: any arrangement does
    }
    return options.empty() ? std::vector<GinMeld>{} : options[best];
}

}  // namespace rummy

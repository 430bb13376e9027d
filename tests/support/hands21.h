// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <optional>
#include <vector>

#include "cards/card.h"
#include "cards/rng.h"
#include "game/variant.h"
#include "melds/meld_rules.h"

namespace rummy::test {

// Seeded 21-card Indian Rummy deals for the solver's tests: a cut card and the wild cards it
// makes (every card of its rank, the two value cards of its suit; a cut printed joker makes the
// aces wild with 2♠ and K♠), and hands of 21 or 22 cards from the 159-card shoe.
struct Deal21 {
    Face cut;
    WildCards wild;
    std::vector<Face> hand;
};

// Three decks and three printed jokers.
inline std::vector<Face> shoe21() {
    std::vector<Face> out;
    for (int copy = 0; copy < 3; ++copy)
        for (int i = 0; i < Face::kCount; ++i) out.push_back(Face::fromIndex(i));
    return out;
}

// Draws n cards of `pool` without replacement (a partial Fisher-Yates); they are moved to the
// front, so the next draw from the same pool should start after them or reshuffle.
inline std::vector<Face> drawFrom(Rng& rng, std::vector<Face>& pool, int n) {
    n = std::min<int>(n, static_cast<int>(pool.size()));
    for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i) {
        const auto j = i + static_cast<std::size_t>(rng.below(pool.size() - i));
        std::swap(pool[i], pool[j]);
    }
    return {pool.begin(), pool.begin() + n};
}

inline WildCards wildOf(Face cut) {
    return wildCardsFor(WildPolicy::CutRankAndValueCards, cut);
}

// A deal as the shoe gives it: the cut card, then `cards` of the rest.
inline Deal21 randomDeal21(Rng& rng, int cards) {
    std::vector<Face> pool = shoe21();
    Deal21 d;
    d.cut = drawFrom(rng, pool, 1).front();
    d.wild = wildOf(d.cut);
    pool.erase(pool.begin());
    d.hand = drawFrom(rng, pool, cards);
    return d;
}

// The hardest hands: natural cards from a few neighbouring ranks of one or two suits (three
// copies each, so tunnelas and runs everywhere), often around the cut card so that the value
// cards play in their places, and 4 to 13 wild cards (printed jokers, the cut rank, the value
// cards).
inline Deal21 denseDeal21(Rng& rng, int cards) {
    Deal21 d;
    std::vector<Face> shoe = shoe21();
    d.cut = shoe[static_cast<std::size_t>(rng.below(shoe.size()))];
    d.wild = wildOf(d.cut);
    std::vector<Face> wilds, naturals, others;
    const int suits = 1 + static_cast<int>(rng.below(2));
    const int width = 3 + static_cast<int>(rng.below(4));
    const bool nearCut = !d.cut.isPrintedJoker() && rng.below(2) == 0;
    const int firstSuit = nearCut ? static_cast<int>(d.cut.suit()) : static_cast<int>(rng.below(4));
    const int low = nearCut ? static_cast<int>(d.cut.rank()) - 1 - static_cast<int>(rng.below(3))
                            : static_cast<int>(rng.below(13));
    bool cutTaken = false;
    for (const Face f : shoe) {
        if (f == d.cut && !cutTaken) {
            cutTaken = true;  // the cut card lies face up, out of every hand
            continue;
        }
        if (d.wild.isWild(f)) {
            wilds.push_back(f);
            continue;
        }
        const int s = static_cast<int>(f.suit()), r = static_cast<int>(f.rank()) - 1;
        const bool inSuit = s == firstSuit || (suits == 2 && s == (firstSuit + 1) % 4);
        const int offset = ((r - low) % 13 + 13) % 13;  // ranks low..low+width-1, wrapping
        (inSuit && offset < width ? naturals : others).push_back(f);
    }
    const int jokers = 4 + static_cast<int>(rng.below(10));
    d.hand = drawFrom(rng, wilds, jokers);
    const auto rest = drawFrom(rng, naturals, cards - static_cast<int>(d.hand.size()));
    d.hand.insert(d.hand.end(), rest.begin(), rest.end());
    // A narrow window (or one of wild ranks only) may run out of cards: fill from the rest of
    // the wild cards, then from anything.
    for (std::vector<Face>* pool : {&wilds, &others}) {
        if (static_cast<int>(d.hand.size()) == cards) break;
        const std::size_t used = pool == &wilds ? d.hand.size() - rest.size() : 0;
        std::vector<Face> more(pool->begin() + static_cast<std::ptrdiff_t>(used), pool->end());
        const auto extra = drawFrom(rng, more, cards - static_cast<int>(d.hand.size()));
        d.hand.insert(d.hand.end(), extra.begin(), extra.end());
    }
    rng.shuffle(d.hand);
    return d;
}

}  // namespace rummy::test

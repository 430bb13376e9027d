// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_opponent.h"

#include <algorithm>
#include <cmath>

namespace rummy::gin {

namespace {

// A card that would have melded with a refused card and a card the opponent holds keeps this
// share of its chance: not none, since a hand changes and not every player takes what melds.
constexpr double kRefusedFactor = 0.25;

Face at(int suit, int rank) {
    return Face::fromIndex(suit * 13 + rank);
}

// Calls f(a, b) for each pair of cards that makes a meld of three with `x`.
template <class F>
void forMeldPairs(Face x, F&& f) {
    const int suit = static_cast<int>(x.suit());
    const int rank = static_cast<int>(x.rank()) - 1;
    for (int s1 = 0; s1 < 4; ++s1)
        for (int s2 = s1 + 1; s2 < 4; ++s2)
            if (s1 != suit && s2 != suit) f(at(s1, rank), at(s2, rank));
    for (int lo = rank - 2; lo <= rank; ++lo) {
        if (lo < 0 || lo + 2 > 12) continue;
        Face pair[2];
        int k = 0;
        for (int r = lo; r < lo + 3; ++r)
            if (r != rank) pair[k++] = at(suit, r);
        f(pair[0], pair[1]);
    }
}

}  // namespace

OpponentModel OpponentModel::of(const GinMemory& m) {
    OpponentModel o;
    o.unseen = m.unseen;
    const double share = m.oppShare();
    auto prior = [&](Face f) {
        if (m.oppHolds & bitOf(f)) return 1.0;
        return (m.unseen & bitOf(f)) ? share : 0.0;
    };
    for (int i = 0; i < 52; ++i) o.held[static_cast<std::size_t>(i)] = prior(Face::fromIndex(i));
    // Each take: the pairs that could have made its meld.
    for (CardMask t = m.oppHolds; t; t &= t - 1) {
        const Face x = lowestFace(t);
        double total = 0;
        bool explained = false;
        forMeldPairs(x, [&](Face a, Face b) {
            const double p = prior(a) * prior(b);
            total += p;
            if (p == 1.0) explained = true;
        });
        if (explained || total <= 0) continue;
        forMeldPairs(x, [&](Face a, Face b) {
            const double r = prior(a) * prior(b) / total;
            for (const Face c : {a, b}) {
                auto& h = o.held[static_cast<std::size_t>(c.index())];
                if (m.unseen & bitOf(c)) h = 1.0 - (1.0 - h) * (1.0 - r);
            }
        });
    }
    // Each refusal: a card melding with it and a held card is unlikely.
    for (CardMask r = m.oppRefused; r; r &= r - 1) {
        forMeldPairs(lowestFace(r), [&](Face a, Face b) {
            if ((m.oppHolds & bitOf(a)) && (m.unseen & bitOf(b)))
                o.held[static_cast<std::size_t>(b.index())] *= kRefusedFactor;
            if ((m.oppHolds & bitOf(b)) && (m.unseen & bitOf(a)))
                o.held[static_cast<std::size_t>(a.index())] *= kRefusedFactor;
        });
    }
    // Scaled so that the unseen cards' chances add up to the unknown cards of its hand.
    double sum = 0;
    for (CardMask u = m.unseen; u; u &= u - 1)
        sum += o.held[static_cast<std::size_t>(lowestFace(u).index())];
    if (sum > 0) {
        const double scale = m.oppUnknown / sum;
        for (CardMask u = m.unseen; u; u &= u - 1) {
            auto& h = o.held[static_cast<std::size_t>(lowestFace(u).index())];
            h = std::min(1.0, h * scale);
        }
    }
    return o;
}

double OpponentModel::meldRisk(Face d) const {
    double none = 1.0;
    forMeldPairs(d, [&](Face a, Face b) { none *= 1.0 - heldChance(a) * heldChance(b); });
    return std::clamp(1.0 - none, 0.0, 1.0);
}

DrawOdds OpponentModel::stockOdds() const {
    DrawOdds odds;
    odds.cards = unseen;
    double sum = 0;
    for (CardMask u = unseen; u; u &= u - 1) sum += 1.0 - heldChance(lowestFace(u));
    if (sum <= 0) return DrawOdds::uniform(unseen);
    for (CardMask u = unseen; u; u &= u - 1) {
        const Face f = lowestFace(u);
        odds.chance[static_cast<std::size_t>(f.index())] = (1.0 - heldChance(f)) / sum;
    }
    return odds;
}

DrawOdds OpponentModel::stockAndThrowOdds(double bias) const {
    DrawOdds odds = stockOdds();
    odds.withThrown = true;
    double sum = 0;
    for (CardMask u = unseen; u; u &= u - 1) {
        const Face f = lowestFace(u);
        const double loose = 1.0 - meldRisk(f);
        const double w = heldChance(f) * loose * std::exp(bias * ginValue(f));
        odds.thrown[static_cast<std::size_t>(f.index())] = w;
        sum += w;
    }
    if (sum <= 0) {
        odds.withThrown = false;
        return odds;
    }
    for (CardMask u = unseen; u; u &= u - 1)
        odds.thrown[static_cast<std::size_t>(lowestFace(u).index())] /= sum;
    return odds;
}

}  // namespace rummy::gin

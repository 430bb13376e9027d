// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_outlook.h"

#include <algorithm>
#include <cmath>

namespace rummy::gin {

DrawOdds DrawOdds::uniform(CardMask cards) {
    DrawOdds o;
    o.cards = cards;
    const int n = countOf(cards);
    for (CardMask m = cards; m; m &= m - 1)
        o.chance[static_cast<std::size_t>(lowestFace(m).index())] = 1.0 / n;
    return o;
}

Outlook outlookOf(CardMask hand, const DrawOdds& odds, int knockLimit, double tau) {
    Outlook o;
    o.deadwood = deadwoodOf(hand);
    if (odds.cards == 0) {
        o.next = o.deadwood;
        o.knockChance = o.deadwood <= knockLimit ? 1.0 : 0.0;
        o.ginChance = o.deadwood == 0 ? 1.0 : 0.0;
        o.reach = o.knockChance;
        return o;
    }
    // The part credit by how far above the limit a draw leaves the hand.
    std::array<double, 64> credit{};
    for (std::size_t d = 1; d < credit.size() && tau > 0; ++d)
        credit[d] = std::exp(-static_cast<double>(d) / tau);
    // The best the hand can do with one card fewer: the fallback for a card kept as deadwood.
    const int lighter = bestDiscardOf(hand, 0, o.deadwood).deadwood;
    std::array<double, 52> reachOf{};
    const CardMask melders = meldersOf(hand);
    for (CardMask m = odds.cards; m; m &= m - 1) {
        const Face c = lowestFace(m);
        const double p = odds.chance[static_cast<std::size_t>(c.index())];
        const int after = (melders & bitOf(c)) ? bestDiscardOf(hand | bitOf(c)).deadwood
                                               : std::min(o.deadwood, lighter + ginValue(c));
        o.next += p * after;
        double r = 1;
        if (after <= knockLimit) {
            o.knockChance += p;
        } else {
            r = credit[std::min<std::size_t>(credit.size() - 1,
                                             static_cast<std::size_t>(after - knockLimit))];
        }
        reachOf[static_cast<std::size_t>(c.index())] = r;
        o.reach += p * r;
        if (after == 0) o.ginChance += p;
    }
    if (odds.withThrown) {
        // The opponent's throw is taken when it does better than the stock's expectation.
        const double stock = o.reach;
        double mass = 0, pile = 0;
        for (CardMask m = odds.cards; m; m &= m - 1) {
            const auto i = static_cast<std::size_t>(lowestFace(m).index());
            mass += odds.thrown[i];
            pile += odds.thrown[i] * std::max(reachOf[i], stock);
        }
        o.reach = pile + (1 - mass) * stock;
    }
    return o;
}

}  // namespace rummy::gin

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

Credit knockCredit(int knockLimit, double tau) {
    Credit c{};
    for (std::size_t d = 0; d < c.size(); ++d) {
        const int over = static_cast<int>(d) - knockLimit;
        c[d] = over <= 0 ? 1.0 : (tau > 0 ? std::exp(-over / tau) : 0.0);
    }
    return c;
}

Outlook outlookOf(CardMask hand, const DrawOdds& odds, int knockLimit, const Credit& credit) {
    Outlook o;
    o.deadwood = deadwoodOf(hand);
    if (odds.cards == 0) {
        o.next = o.deadwood;
        o.knockChance = o.deadwood <= knockLimit ? 1.0 : 0.0;
        o.ginChance = o.deadwood == 0 ? 1.0 : 0.0;
        o.reach = credit[static_cast<std::size_t>(std::min(o.deadwood, 100))];
        return o;
    }
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
        if (after <= knockLimit) o.knockChance += p;
        const double r = credit[static_cast<std::size_t>(std::min(after, 100))];
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

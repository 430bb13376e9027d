// SPDX-License-Identifier: GPL-3.0-or-later
#include "indian/value_cards.h"

#include <algorithm>

#include "game/variant.h"

namespace rummy {

namespace {

constexpr int kClassicSingles[] = {0, 10, 30, 50};       // by cards of one kind
constexpr int kClassicMarriages[] = {0, 100, 300, 500};  // by marriages
constexpr int kAdda52Card = 20;
constexpr int kAdda52Marriage = 100;

int marriages(const ValueHolding& h) {
    return std::min({h[0], h[1], h[2]});
}

// Three decks hold three copies of a face: more would be a hand no deal gives.
int clampCopies(int n) {
    return std::clamp(n, 0, 3);
}

}  // namespace

std::optional<ValueFaces> valueCardFaces(std::optional<Face> cut) {
    if (!cut) return std::nullopt;
    const WildCards w = wildCardsFor(WildPolicy::CutRankAndValueCards, *cut);
    const Face same = cut->isPrintedJoker() ? Face(Rank::Ace, Suit::Spades) : *cut;
    if (!w.faces[0] || !w.faces[1]) return std::nullopt;
    return ValueFaces{same, *w.faces[0], *w.faces[1]};
}

ValueHolding valueHolding(std::span<const Face> hand, const ValueFaces& faces) {
    ValueHolding h{};
    for (const Face f : hand)
        for (std::size_t k = 0; k < faces.size(); ++k)
            if (f == faces[k]) ++h[k];
    return h;
}

int classicValue(const ValueHolding& holding) {
    const int m = clampCopies(marriages(holding));
    int value = kClassicMarriages[m];
    for (const int n : holding) value += kClassicSingles[clampCopies(n - m)];
    return value;
}

int adda52Value(const ValueHolding& holding) {
    const int m = marriages(holding);
    const int cards = holding[0] + holding[1] + holding[2];
    return m * kAdda52Marriage + (cards - 3 * m) * kAdda52Card;
}

int valueOwed(ValueScheme scheme, const ValueHolding& holding) {
    switch (scheme) {
        case ValueScheme::Classic:
            return classicValue(holding);
        case ValueScheme::Adda52:
            return adda52Value(holding);
        case ValueScheme::Off:
            return 0;
    }
    return 0;
}

ValueSettlement settleValueCards(ValueScheme scheme, const std::vector<ValueHolding>& holdings,
                                 const std::vector<bool>& inDeal) {
    const int n = static_cast<int>(holdings.size());
    ValueSettlement s;
    s.received.assign(holdings.size(), 0);
    s.paid.assign(holdings.size(), 0);
    const auto in = [&](int seat) {
        return static_cast<std::size_t>(seat) < inDeal.size() && inDeal[std::size_t(seat)];
    };
    for (int payer = 0; payer < n; ++payer) {
        if (!in(payer)) continue;
        int left = scheme == ValueScheme::Adda52 ? kAdda52MaxPayment : -1;  // -1: no cap
        for (int k = 1; k < n; ++k) {
            const int holder = (payer + k) % n;
            if (!in(holder)) continue;
            int due = valueOwed(scheme, holdings[std::size_t(holder)]);
            if (left >= 0) {
                due = std::min(due, left);
                left -= due;
            }
            s.received[std::size_t(holder)] += due;
            s.paid[std::size_t(payer)] += due;
        }
    }
    return s;
}

}  // namespace rummy

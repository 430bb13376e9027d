// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards/shoe.h"

#include <algorithm>

#include "cards/rng.h"

namespace rummy {

std::vector<Card> Shoe::ordered(const IndianRules& rules) {
    std::vector<Card> cards;
    cards.reserve(static_cast<std::size_t>(rules.shoeSize()));
    for (int d = 0; d < rules.decks; ++d)
        for (int f = 0; f < 52; ++f) cards.push_back(Card::natural(d, Face::fromIndex(f)));
    for (int k = 0; k < rules.printedJokers; ++k) cards.push_back(Card::printedJoker(k));
    return cards;
}

std::vector<Card> Shoe::shuffled(const IndianRules& rules, std::uint64_t seed) {
    auto cards = ordered(rules);
    Rng rng(seed);
    rng.shuffle(cards);
    return cards;
}

int compareTossCards(Face a, Face b) {
    if (a.isPrintedJoker() || b.isPrintedJoker())
        return int(a.isPrintedJoker()) - int(b.isPrintedJoker());
    if (a.rank() != b.rank()) return int(a.rank()) - int(b.rank());
    // Lower suit enum value is the stronger suit.
    return int(b.suit()) - int(a.suit());
}

TossResult toss(const IndianRules& rules, int players, std::uint64_t seed) {
    TossResult result;
    result.cards.resize(static_cast<std::size_t>(std::max(players, 0)));
    if (players <= 0) return result;
    std::vector<Card> deck = Shoe::shuffled(rules, seed);
    std::size_t next = 0;
    std::uint64_t reshuffle = seed;
    auto draw = [&]() {
        // Only a pathological shoe runs dry; reshuffle it rather than fail.
        if (next == deck.size()) {
            deck = Shoe::shuffled(rules, Rng::splitMix64(reshuffle));
            next = 0;
        }
        return deck[next++];
    };
    for (auto& c : result.cards) c.push_back(draw());

    auto last = [&](int seat) {
        return result.cards[static_cast<std::size_t>(seat)].back().face();
    };
    std::vector<int> contenders(static_cast<std::size_t>(players));
    for (int s = 0; s < players; ++s) contenders[static_cast<std::size_t>(s)] = s;
    // Identical top faces re-toss among themselves; a 1-deck shoe without jokers never loops.
    for (int guard = 0; guard < 1000; ++guard) {
        int best = contenders.front();
        for (int s : contenders)
            if (compareTossCards(last(s), last(best)) > 0) best = s;
        std::vector<int> tied;
        for (int s : contenders)
            if (compareTossCards(last(s), last(best)) == 0) tied.push_back(s);
        if (tied.size() == 1) break;
        contenders = tied;
        for (int s : contenders) result.cards[static_cast<std::size_t>(s)].push_back(draw());
    }
    // The full order, for display: compare the seats' toss cards draw by draw (seats with an
    // identical face drew again only when they tied for the lead), then by seat number.
    result.order.resize(static_cast<std::size_t>(players));
    for (int s = 0; s < players; ++s) result.order[static_cast<std::size_t>(s)] = s;
    std::stable_sort(result.order.begin(), result.order.end(), [&](int a, int b) {
        const auto& ca = result.cards[static_cast<std::size_t>(a)];
        const auto& cb = result.cards[static_cast<std::size_t>(b)];
        for (std::size_t i = 0; i < std::min(ca.size(), cb.size()); ++i) {
            const int cmp = compareTossCards(ca[i].face(), cb[i].face());
            if (cmp != 0) return cmp > 0;
        }
        return false;
    });
    result.winner = result.order.front();
    return result;
}

}  // namespace rummy

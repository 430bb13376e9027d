// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for scripted rounds: cards by name and stacked shoes that deal chosen hands.
#pragma once

#include <algorithm>
#include <optional>
#include <string_view>
#include <vector>

#include "cards/card.h"
#include "cards/shoe.h"
#include "indian/indian_round.h"
#include "indian/indian_rules.h"

namespace rummy::test {

// "7H" -> the first copy of the seven of hearts; copy 1 is the second deck's; "JK" with
// copy k is printed joker k.
inline Card C(std::string_view name, int copy = 0) {
    const auto face = parseFace(name);
    if (!face) return Card::fromId(255);  // makes the stacked shoe invalid, so tests fail loudly
    return face->isPrintedJoker() ? Card::printedJoker(copy) : Card::natural(copy, *face);
}

inline std::vector<Card> Cs(std::initializer_list<std::string_view> names) {
    std::vector<Card> out;
    for (auto n : names) out.push_back(C(n));
    return out;
}

// The shoe (top first) that deals `hands[seat]` to each seat, cuts `wild` (if the rules cut
// one), turns up `open`, puts `closedTop` on the closed deck in draw order, and the remaining
// cards below in id order. Seats get their cards one at a time from the seat after `dealer`.
inline std::vector<Card> stackShoe(const IndianRules& rules, int dealer,
                                   const std::vector<std::vector<Card>>& hands,
                                   std::optional<Card> wild, Card open,
                                   const std::vector<Card>& closedTop = {}) {
    const int n = static_cast<int>(hands.size());
    std::vector<Card> shoe;
    for (int r = 0; r < rules.handSize; ++r)
        for (int k = 1; k <= n; ++k) {
            const auto& h = hands[static_cast<std::size_t>((dealer + k) % n)];
            if (!h.empty()) shoe.push_back(h[static_cast<std::size_t>(r)]);
        }
    if (wild) shoe.push_back(*wild);
    shoe.push_back(open);
    shoe.insert(shoe.end(), closedTop.begin(), closedTop.end());
    for (Card c : Shoe::ordered(rules))
        if (std::find(shoe.begin(), shoe.end(), c) == shoe.end()) shoe.push_back(c);
    return shoe;
}

inline std::vector<Card> sorted(std::vector<Card> cards) {
    std::sort(cards.begin(), cards.end());
    return cards;
}

}  // namespace rummy::test

// SPDX-License-Identifier: GPL-3.0-or-later
// Scripted 21-card deals: the hands of docs/rules.md's 21-card worked examples, built so that
// the numbers come out exactly as written there, and a helper that stacks a shoe for them.
#pragma once

#include <initializer_list>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "indian/indian_round.h"
#include "indian/indian_rules.h"
#include "scripted_deal.h"

namespace rummy::test {

// Cards by name with their copy (0, 1 or 2: which of the three decks): {"7H", 1}.
inline std::vector<Card> Cc(std::initializer_list<std::pair<std::string_view, int>> cards) {
    std::vector<Card> out;
    for (const auto& [name, copy] : cards) out.push_back(C(name, copy));
    return out;
}

inline IndianRules rules21(MatchFormat f = MatchFormat::Points) {
    return IndianRules::preset(f, Variant::Indian21);
}

// A 21-card round on a stacked shoe: the last seat deals, so seat 0 plays first. The cut
// card is `cut`, the open card `open`, and the closed deck starts with `closedTop`.
inline IndianRound round21(const IndianRules& rules, const std::vector<std::vector<Card>>& hands,
                           Card cut, Card open, const std::vector<Card>& closedTop = {}) {
    const int n = static_cast<int>(hands.size());
    const auto shoe = stackShoe(rules, n - 1, hands, cut, open, closedTop);
    auto r = IndianRound::withShoe(rules, std::vector<bool>(std::size_t(n), true), n - 1, shoe, 1);
    if (!r) qFatal("bad stacked 21-card shoe");
    return r.value();
}

// variants.md §1, example 1, cut 8♥ (every 8 wild; 9♥ upper and 7♥ lower value cards).
//
// A (seat 0), a valid hand already, one 9♥ (standing in for 7♣):
//   2-3-4♠ | 4-5-6♦ | 10-J-Q♣ | 2-3-4♥ (four pure) | Q♠ Q♦ Q♥ | 10♠ 10♦ 10♥ | 5♣ 6♣ 9♥
inline std::vector<Card> example1A() {
    return Cc({{"2S", 0}, {"3S", 0},  {"4S", 0},  {"4D", 0},  {"5D", 0}, {"6D", 0}, {"10C", 0},
               {"JC", 0}, {"QC", 0},  {"2H", 0},  {"3H", 0},  {"4H", 0}, {"QS", 0}, {"QD", 0},
               {"QH", 0}, {"10S", 0}, {"10D", 0}, {"10H", 0}, {"5C", 0}, {"6C", 0}, {"9H", 0}});
}

// B (seat 1), two 7♥, each in its own place in a pure run: 5-6-7♥ twice, 10-J-Q♥, A♠ A♦ A♣,
// 2♠ 2♦ 2♣ 2♥; left over K♣ 9♦ 4♠ 6♣ 6♦ = 35. Neither 7♥ can leave its run for a set of
// sixes without costing the third pure sequence.
inline std::vector<Card> example1B() {
    return Cc({{"5H", 0}, {"6H", 0}, {"7H", 0}, {"5H", 1}, {"6H", 1}, {"7H", 1}, {"10H", 1},
               {"JH", 0}, {"QH", 1}, {"AS", 0}, {"AD", 0}, {"AC", 0}, {"2S", 1}, {"2D", 0},
               {"2C", 0}, {"2H", 1}, {"KC", 0}, {"9D", 0}, {"4S", 1}, {"6C", 1}, {"6D", 1}});
}

// C (seat 2): ranks A K J 9 7 5 3 only, no two in a row and no three identical, so not one
// pure sequence: every card counts, 30 + 40 + 40 + 18 + 14 + 10 + 12 = 164, capped at 120.
// No value card.
inline std::vector<Card> example1C() {
    return Cc({{"AS", 1}, {"AD", 1}, {"AC", 1}, {"KS", 0}, {"KD", 0}, {"KC", 1}, {"KH", 0},
               {"JS", 0}, {"JD", 0}, {"JC", 1}, {"JH", 1}, {"9S", 0}, {"9D", 1}, {"7S", 0},
               {"7D", 0}, {"5S", 0}, {"5D", 1}, {"3S", 1}, {"3D", 0}, {"3C", 0}, {"3H", 1}});
}

// The deal of example 1: A plays first, draws K♠ (the closed deck's top) and declares with it
// on the finish slot.
inline IndianRound example1Round(const IndianRules& rules = rules21()) {
    return round21(rules, {example1A(), example1B(), example1C()}, C("8H", 0), C("9C", 0),
                   Cc({{"KS", 1}}));
}

// A's declaration: the finish card and A's groups as listed above.
inline moves::Finish example1Declaration() {
    const std::vector<Card> a = example1A();
    std::vector<std::vector<Card>> groups;
    for (std::size_t i = 0; i < a.size(); i += 3) groups.push_back({a[i], a[i + 1], a[i + 2]});
    return moves::Finish{C("KS", 1), groups};
}

}  // namespace rummy::test

// SPDX-License-Identifier: GPL-3.0-or-later
// Stacked hands of the table games for tests: every seat's hand, the pile's first card and the
// stock's top cards, dealt into the order TableRound deals from (as the example records'
// generator, tests/data/records/table/make_examples.py, does).
#pragma once

#include <string>
#include <vector>

#include "cards/card.h"
#include "io/record_replay.h"
#include "table/table_round.h"

namespace rummy::test {

inline std::vector<Face> faces(const std::vector<std::string>& names) {
    std::vector<Face> out;
    for (const auto& n : names) out.push_back(*parseFace(n));
    return out;
}

// `hands` in seat order; each must hold rules.handSize(seats) cards.
inline Result<TableRound> tableDeal(const TableRules& rules, int dealer,
                                    const std::vector<std::vector<std::string>>& hands,
                                    const std::string& upcard,
                                    const std::vector<std::string>& stock = {},
                                    std::uint64_t seed = 0) {
    const int seats = static_cast<int>(hands.size());
    std::vector<Face> top;
    for (std::size_t i = 0; i < hands.front().size(); ++i)
        for (int k = 1; k <= seats; ++k)
            top.push_back(*parseFace(hands[static_cast<std::size_t>((dealer + k) % seats)][i]));
    top.push_back(*parseFace(upcard));
    for (Face f : faces(stock)) top.push_back(f);
    IndianRules shoe;
    shoe.decks = rules.decksFor(seats);
    shoe.printedJokers = rules.jokersFor(seats);
    auto deck = stackedShoe(shoe, top);
    if (!deck) return deck.error();
    return TableRound::withDeck(rules, seats, dealer, std::move(deck).value(), seed);
}

// A written move as the seat to play's cards.
inline Move tableMove(const TableRound& r, const std::string& text) {
    const MoveTextParse p = parseMoveText(text);
    if (!p.move) return moves::Pass{};  // refused by every table round
    auto m = resolveMove(r, *p.move, nullptr);
    return m ? *m : Move{moves::Pass{}};
}

}  // namespace rummy::test

// SPDX-License-Identifier: GPL-3.0-or-later
// The table round's rule tests (test_table_round, test_table_options): stacked deals and moves
// written as the records write them.
#pragma once

#include <QtTest>
#include <string>
#include <vector>

#include "game/round.h"
#include "support/table_deal.h"

namespace rummy::test {

using Hands = std::vector<std::vector<std::string>>;

// Three players of Straight (7 cards): seat 0 plays first (dealer 2).
inline const Hands kStraight{{"2S", "3S", "4S", "5H", "5D", "5C", "9H"},
                             {"KS", "QH", "7D", "AC", "6C", "7C", "8C"},
                             {"10C", "2D", "9D", "10D", "JD", "5S", "6S"}};

inline TableRound deal(const TableRules& rules, const Hands& hands, const std::string& up,
                       const std::vector<std::string>& stock = {}, int dealer = -1) {
    auto r = tableDeal(rules, dealer >= 0 ? dealer : static_cast<int>(hands.size()) - 1, hands, up,
                       stock);
    if (!r) qFatal("bad deal: %s", errorCodeName(r.error()));
    return std::move(r).value();
}

// A written move played by the seat to play: the reason it is refused, written or played.
inline ErrorCode play(TableRound& r, const std::string& text) {
    const MoveTextParse p = parseMoveText(text);
    if (!p.move) return ErrorCode::Parse;
    const auto m = resolveMove(r, *p.move, nullptr);
    if (!m) return m.error();
    return r.apply(*m).error();
}

#define PLAY(r, text) QCOMPARE(play(r, text), ErrorCode::None)

}  // namespace rummy::test

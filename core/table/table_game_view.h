// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
#include "melds/table_meld.h"
#include "table/table_round.h"
#include "table/table_rules.h"

namespace rummy {

// Everything seat `seat` of a table-game hand (Straight Rummy, Rummy 500, Rummy 51, Kaluki)
// knows, and nothing more: the only thing a table-game bot is given, and what the bot
// protocol's request carries (docs/bot-protocol.md). The table (melds, the pile, who threw
// what) is public; the other hands are known by their size only, and the other seats' stock
// draws carry no card in `history`.
struct TableGameView {
    TableRules rules;
    int seat = 0;
    int dealer = 0;
    int currentSeat = -1;  // -1 once over
    TablePhase phase = TablePhase::Draw;
    std::vector<Card> hand;
    std::vector<int> handSizes;    // per seat, this one included
    std::vector<bool> opened;      // per seat: has laid a meld of its own (51's opening)
    std::vector<Card> pile;        // bottom first; back() is the top
    std::vector<int> pileBy;       // who threw each pile card (-1 the deal's first)
    std::vector<TableMeld> melds;  // in the order laid, numbered from 1
    int stock = 0;                 // cards left in the stock
    int rebuilds = 0;              // piles turned into a stock this hand
    int turns = 0;                 // turns played this hand
    // This seat's pending duty (the card it must play with its next move), when it is its turn.
    std::optional<TableObligation> obligation;
    // The card this seat took from the pile this turn (it may not be thrown back unless the
    // rules allow it).
    std::optional<Card> takenFromPile;
    std::vector<PlayedMove> history;  // the hand's public history (see above)
    std::vector<int> scores;          // the game's totals before this hand, per seat
    std::vector<Move> legal;          // what this seat may do now (empty when not its turn)

    bool myTurn() const { return currentSeat == seat; }
    int seats() const { return static_cast<int>(handSizes.size()); }
};

// The view of `round` for `seat`; `scores` are the game's totals (TableGame::view fills them).
TableGameView tableGameViewOf(const TableRound& round, int seat, std::vector<int> scores = {});

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <variant>
#include <vector>

#include "game/move.h"
#include "game/move_notation.h"
#include "game/player_view.h"
#include "game/result.h"
#include "game/variant.h"
#include "gin/gin_round.h"
#include "indian/indian_round.h"
#include "table/table_round.h"

namespace rummy {

// One deal of any rummy game, whatever its family: the interface front ends, records, tests
// and the match use without knowing the game. Each family has its own round type (today
// IndianRound, the Indian family; GinRound and TableRound), and Round is a value
// holding one of them. A std::variant rather than a virtual base for the reasons of
// game/move.h: the families are a closed set, rounds are copied and compared (look-ahead,
// saves, the random-play tests), and a visit over the variant makes the compiler name every
// family a new operation forgot.
class Round {
public:
    Round(IndianRound indian) : state_(std::move(indian)) {}
    Round(GinRound gin) : state_(std::move(gin)) {}
    Round(TableRound table) : state_(std::move(table)) {}

    Family family() const;
    int seats() const;
    int dealer() const;
    int currentSeat() const;  // -1 once over
    bool isOver() const;
    std::vector<Move> legalMoves() const;
    Status check(const Move& move) const;  // what apply() would say, changing nothing
    Status apply(const Move& move);        // on error nothing changes
    RoundResult result() const;
    const std::vector<PlayedMove>& history() const;
    // What `seat` may know: the only thing a bot is given.
    PlayerView view(int seat) const;
    // Every card of the deal, wherever it lies (the random-play tests count them).
    std::vector<Card> allCards() const;

    // A written move (faces) as the physical cards of the seat to play, in the family's way:
    // NotInThisGame for moves the family has not, CardNotInHand for faces the seat lacks.
    Result<Move> resolve(const MoveText& text, CopyHints* hints = nullptr) const;

    // The family's own round, for what only it has (the Indian wild card, the finish slot).
    const IndianRound* indian() const { return std::get_if<IndianRound>(&state_); }
    const GinRound* gin() const { return std::get_if<GinRound>(&state_); }
    const TableRound* table() const { return std::get_if<TableRound>(&state_); }

    friend bool operator==(const Round&, const Round&) = default;

private:
    std::variant<IndianRound, GinRound, TableRound> state_;
};

// Round::resolve for each family's round.
Result<Move> resolveMove(const IndianRound& round, const MoveText& text, CopyHints* hints);
Result<Move> resolveMove(const GinRound& round, const MoveText& text, CopyHints* hints);
Result<Move> resolveMove(const TableRound& round, const MoveText& text, CopyHints* hints);

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>

#include "game/move_notation.h"
#include "game/round.h"
#include "gin/gin_game.h"
#include "indian/indian_round.h"
#include "io/game_record.h"
#include "io/json.h"
#include "match/any_match.h"
#include "match/match.h"
#include "table/table_game.h"

namespace rummy {

// The first thing in a record that the rules refuse. `move` is the 0-based index of the move
// in its deal's "moves" (-1 when the deal itself could not be set up, or a re-join after it
// was refused); `code` is the engine's reason (NotYourTurn when the move's seat is not the
// seat to play, Parse for text that is no move, with `notation` saying why).
struct ReplayFailure {
    enum class Stage : std::uint8_t { Setup, Move, Rejoin };
    Stage stage = Stage::Move;
    int deal = 0;
    int move = -1;
    std::string text;  // the move (or the re-joining seat) as written
    ErrorCode code = ErrorCode::None;
    MoveTextError notation = MoveTextError::None;
};

const char* replayStageName(ReplayFailure::Stage stage);  // "setup", "move", "rejoin"

// A record played through the engine, every move checked. A single-deal record gives a round,
// a match record a match; either way `summary` has every seat's points for each deal and the
// totals:
//
//   {"variant": "indian13", "format": "pool101", "players": 3, "over": true, "winner": 2,
//    "deals": [{"deal": 1, "dealer": 0, "moves": 41, "over": true, "winner": 1,
//               "points": [23, 0, 80], "outcomes": ["lost", "won", "wrong_declaration"],
//               "scores": [23, 0, 80]}, ...],
//    "totals": [...], "out": [false, false, true]}
//
// ("scores" and "totals" are cumulative points; the Deals formats add "chips" to each deal
// and to the top, the pool formats "out" to the top. A 21-card deal that is over adds its
// value-card settlement, "value_received", "value_paid", and each seat's "net" (points won +
// value received - value paid), and the top "net_totals", the nets summed over the deals.)
// On a failure the summary covers what was played before it.
struct Replay {
    std::optional<Round> round;    // single-deal records
    std::optional<AnyMatch> game;  // match records, of any game
    std::optional<ReplayFailure> failure;
    Json summary;
};

// What a replay shows an observer before it plays each move of a record: the deal (counted
// from 0, as a failure counts it), the move's index in that deal's "moves", the deal as it
// stands before the move, and the move as the round will play it. Game review grades each
// decision from here (ai/review/record_review.h).
struct ReplayStep {
    int deal = 0;
    int index = 0;
    const Round& before;
    const Move& move;
};
using ReplayObserver = std::function<void(const ReplayStep&)>;

// Tells `observer` (when there is one) of the move about to be played in `round`, a Round or a
// family's round.
template <class AnyRound>
void observeStep(const ReplayObserver* observer, int deal, int index, const AnyRound& round,
                 const Move& move) {
    if (!observer || !*observer) return;
    const Round before(round);
    (*observer)(ReplayStep{deal, index, before, move});
}

// `hints`, when given, says which physical copy each written card was (move_notation.h);
// `observer`, when given, sees every move before it is played.
Replay replayRecord(const GameRecord& record, CopyHints* hints = nullptr,
                    const ReplayObserver* observer = nullptr);

// The pieces replays of every family share (io/gin_replay.cpp uses them).
ReplayFailure setupFailure(int deal, ErrorCode code);
// Points, counts or scores per seat as a JSON array.
Json intArray(std::span<const int> values);
// Applies one written move for the seat the record names: the seat must be the one to play,
// the text a move, `resolve` turns it into the family's move and `apply` plays it.
std::optional<ReplayFailure> playRecordMove(
    const RecordMove& move, bool roundOver, int seatToPlay, int deal, int index,
    const std::function<Result<Move>(const MoveText&)>& resolve,
    const std::function<Status(const Move&)>& apply);

// The match (of any family) a record begins: from the record's start, its first deal dealt by
// the record's first dealer (the match does not keep a dealer the toss chose anyway, so the
// replay is the same value as the match recorded).
template <class Game>
Result<Game> matchOfRecord(const typename Game::Rules& rules, int players, const GameRecord& rec) {
    MatchStart start = rec.start;
    if (rec.deals.front().dealer >= 0) start.dealer = rec.deals.front().dealer;
    return Game::create(rules, players, rec.seed.value_or(0), start);
}

// Sets up the current deal of `game` as a record's deal says: the dealer it names must be the
// one the match has (BadRules otherwise); a seed or a stacked deck of its own deals it again,
// `deckOf` turning the deck's faces into the family's cards.
template <class Game, class DeckOf>
Status redealAsRecorded(Game& game, const RecordDeal& deal, DeckOf deckOf) {
    if (deal.dealer >= 0 && deal.dealer != game.currentDeal().dealer) return ErrorCode::BadRules;
    if (deal.deck.empty() && (!deal.seed || *deal.seed == game.currentDeal().seed)) return Ok{};
    auto deck =
        deal.deck.empty() ? Result<std::vector<Card>>(std::vector<Card>{}) : deckOf(deal.deck);
    if (!deck) return deck.error();
    return game.redealCurrent(deal.seed.value_or(game.currentDeal().seed), std::move(deck).value());
}

// The deals of a Gin or table game record, one after the other: each set up as recorded, its
// moves played by `playDeal(deal, number)` (which returns how many it played and sets
// `failure` at a refusal), and summarised by `summarise(number, played)`. Stops at the first
// failure; returns the deals' summaries.
template <class Game, class DeckOf, class PlayDeal, class Summarise>
Json replayGameDeals(const GameRecord& rec, Game& game, std::optional<ReplayFailure>& failure,
                     DeckOf deckOf, PlayDeal playDeal, Summarise summarise) {
    Json deals = Json::array();
    for (std::size_t i = 0; i < rec.deals.size() && !failure; ++i) {
        const int number = static_cast<int>(i);
        Status s = i > 0 ? game.nextDeal() : Status(Ok{});
        if (s) s = redealAsRecorded(game, rec.deals[i], deckOf);
        if (!s) {
            failure = setupFailure(number, s.error());
            break;
        }
        deals.push(summarise(number, playDeal(rec.deals[i], number)));
    }
    return deals;
}

// The cards of a stacked shoe: each face of `top` takes the first unused copy in id order,
// and every card of the shoe not named follows in id order. TooManyCopies when a face is
// named more often than the shoe holds it.
Result<std::vector<Card>> stackedShoe(const IndianRules& rules, const std::vector<Face>& top);

}  // namespace rummy

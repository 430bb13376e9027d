// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

#include "game/move.h"
#include "game/result.h"
#include "match/match_scoring.h"
#include "table/table_game_view.h"
#include "table/table_round.h"

namespace rummy {

// One finished (or current) hand of a table game.
struct TableHandRecord {
    int number = 0;
    int dealer = 0;
    std::uint64_t seed = 0;
    std::vector<Card> deck;  // a stacked deck (records), empty for a seeded shuffle
    std::vector<PlayedMove> moves;
    TableOutcome outcome;
    std::vector<int> scoresAfter;
    friend bool operator==(const TableHandRecord&, const TableHandRecord&) = default;
};

// A game of a table variant: hands until a total reaches the rules' target. A copyable value.
// - The first dealer is drawn from the seed (Rng(Match::tossSeed(seed))); the deal then passes
//   to the left, one seat a hand (with two players the deal alternates, as [S2] says).
// - Hand k is shuffled from Match::dealSeed(seed, k), like the deals of the other games.
// - Each hand's points (TableSeatScore::points) add to the seat's total; the match's
//   TargetScoring strategy (match/match_scoring.h) says when the game ends and who wins.
class TableGame {
public:
    // The last hand of a seed a game may start at (deal codes of later hands, as Gin's).
    static constexpr int kMaxStartHand = 9998;
    // `firstDealer` -1: drawn from the seed. `startHand`: the game's first hand is that hand of
    // the seed (its shuffle), as a deal code of a later hand asks (0..kMaxStartHand).
    static Result<TableGame> create(const TableRules& rules, int seats, std::uint64_t seed,
                                    int firstDealer = -1, int startHand = 0);

    const TableRules& rules() const { return rules_; }
    int seats() const { return seats_; }
    std::uint64_t seed() const { return seed_; }
    int startHand() const { return startHand_; }
    // Which hand of the seed the current one is (its shuffle is Match::dealSeed(seed, it)).
    int seedHand() const { return startHand_ + current_.number; }
    // The dealer of the seed's first hand when the seed draws it.
    static int drawnDealer(std::uint64_t seed, int seats);
    const TableRound& round() const { return round_; }
    const TableHandRecord& currentHand() const { return current_; }
    const std::vector<TableHandRecord>& hands() const { return hands_; }  // finished hands

    Status apply(const Move& move);  // MatchOver once the game is over
    Status nextDeal();               // after a hand is over (WrongPhase before)
    // Deals the current hand again before anyone moved, from `seed` or a stacked `deck`.
    Status redealCurrent(std::uint64_t seed, std::vector<Card> deck = {});

    bool isOver() const { return tally_.over; }
    int winner() const { return tally_.over ? tally_.winner : -1; }
    const std::vector<int>& scores() const { return tally_.scores; }
    // What `seat` knows of the current hand, with the game's totals.
    TableGameView view(int seat) const { return tableGameViewOf(round_, seat, tally_.scores); }

    friend bool operator==(const TableGame&, const TableGame&) = default;

private:
    TableGame(const TableRules& rules, int seats, std::uint64_t seed, int firstDealer,
              int startHand);
    void finishHand();

    TableRules rules_;
    int seats_ = 2;
    std::uint64_t seed_ = 0;
    int startHand_ = 0;
    TableRound round_;
    TableHandRecord current_;
    std::vector<TableHandRecord> hands_;
    MatchScoring scoring_;
    MatchTally tally_;
};

}  // namespace rummy

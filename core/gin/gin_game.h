// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "game/move.h"
#include "game/result.h"
#include "gin/gin_round.h"
#include "match/match_scoring.h"

namespace rummy {

// One finished (or current) hand of a game.
struct GinHandRecord {
    int number = 0;
    int dealer = 0;
    std::uint64_t seed = 0;
    std::vector<Card> deck;         // a stacked deck (records), empty for a seeded shuffle
    std::vector<PlayedMove> moves;  // once finished: the hand's history
    GinHandResult result;
    std::array<int, 2> scoresAfter{};
    friend bool operator==(const GinHandRecord&, const GinHandRecord&) = default;
};

// The end of a game: hand points (doubled for a shutout), the game bonus and a box bonus per
// hand won.
struct GinGameTotals {
    std::array<int, 2> handPoints{};
    std::array<int, 2> boxes{};  // hands won
    bool shutout = false;        // the loser won no hand
    std::array<int, 2> totals{};
    friend bool operator==(const GinGameTotals&, const GinGameTotals&) = default;
};

// A game of Gin Rummy: hands until one player's hand points reach the target. A copyable value.
// - The first dealer is decided by a draw of one card each (the toss of the Indian games, with
//   one deck): the higher card plays first, the other deals. Afterwards the winner of a hand
//   deals the next one, so the loser plays first; after a void hand the same dealer deals again.
// - Hand k is shuffled from Match::dealSeed(seed, k), like the deals of an Indian match.
// - The scoring is the match's GinScoring strategy (match/match_scoring.h): the game ends when a
//   player's hand points reach the target; then the winner gets the game bonus, each player a
//   box bonus per hand won, and with shutoutDoubles a winner whose opponent won no hand doubles
//   its hand points.
class GinGame {
public:
    // `firstDealer` -1: the draw decides; 0 or 1: that seat deals first (records may say so).
    // `startHand` > 0 begins at that hand of the seed (a deal code's replay): its shuffle, with
    // fresh scores; hand n of the game is then hand startHand + n of the seed.
    static constexpr int kMaxStartHand = 9998;
    static Result<GinGame> create(const GinRules& rules, std::uint64_t seed, int firstDealer = -1,
                                  int startHand = 0);

    const GinRules& rules() const { return rules_; }
    std::uint64_t seed() const { return seed_; }
    int firstDealer() const { return firstDealer_; }
    int startHand() const { return startHand_; }
    // The hand of the seed the current hand is (what a deal code carries).
    int seedHand() const { return startHand_ + current_.number; }
    const GinRound& round() const { return round_; }
    const GinHandRecord& currentHand() const { return current_; }
    const std::vector<GinHandRecord>& hands() const { return hands_; }  // finished hands

    Status apply(const Move& move);  // to the current hand; MatchOver once the game is over
    Status nextDeal();               // after a hand is over (WrongPhase before)
    // Deals the current hand again before anyone moved in it, from `seed` or from a stacked
    // `deck` (records carry their own).
    Status redealCurrent(std::uint64_t seed, std::vector<Card> deck = {});

    bool isOver() const { return tally_.over; }
    int winner() const { return tally_.over ? tally_.winner : -1; }
    std::array<int, 2> scores() const { return pair(tally_.scores); }  // hand points so far
    std::array<int, 2> boxes() const { return pair(tally_.dealsWon); }
    GinGameTotals totals() const;  // the final count (meaningful once over)

    // The current hand as `seat` sees it, with the game's scores and boxes.
    GinView view(int seat) const;

    friend bool operator==(const GinGame&, const GinGame&) = default;

private:
    GinGame(const GinRules& rules, std::uint64_t seed, int firstDealer, int startHand);
    void finishHand();
    static std::array<int, 2> pair(const std::vector<int>& v) { return {v[0], v[1]}; }

    GinRules rules_;
    std::uint64_t seed_ = 0;
    int firstDealer_ = 0;
    int startHand_ = 0;
    GinRound round_;
    GinHandRecord current_;
    std::vector<GinHandRecord> hands_;
    MatchScoring scoring_;
    MatchTally tally_;
};

}  // namespace rummy

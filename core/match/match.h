// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

#include "cards/shoe.h"
#include "game/move.h"
#include "game/player_view.h"
#include "game/result.h"
#include "indian/indian_round.h"
#include "indian/indian_rules.h"
#include "match/match_family.h"
#include "match/match_fwd.h"
#include "match/match_scoring.h"

namespace rummy {

// One deal of a match: how it was set up and, once played, how it ended. `Outcome` is the
// family's own account of the end (MatchFamily<R>::Outcome: Gin's knock or gin, the table
// games' melded and in-hand counts); `result` is every family's.
template <class Outcome>
struct DealRecordOf {
    int number = 0;  // 0-based, tie-breakers included
    int dealer = 0;
    std::uint64_t seed = 0;
    std::vector<Card> deck;  // a stacked shoe (records), empty for a seeded shuffle
    std::vector<bool> inPlay;
    bool tieBreaker = false;
    bool finished = false;
    RoundResult result;             // when finished
    Outcome outcome{};              // when finished
    std::vector<PlayedMove> moves;  // when finished: the deal's history
    std::vector<int> scoresAfter;   // cumulative points after the deal
    std::vector<int> chipsAfter;    // Deals formats: chips after the deal
    friend bool operator==(const DealRecordOf&, const DealRecordOf&) = default;
};

// Where a match begins. The default is a match from its toss. A replay of a deal (a deal code,
// core/deal_code.h) begins at deal `deal` of the match seed instead: that deal's shuffle, dealt
// by `dealer` to the seats of `inPlay`, so every hand and the closed deck are the original's.
// Scores start fresh; then the match goes on under its format as any match does.
struct MatchStart {
    static constexpr int kMaxDeal = 9998;  // a sane bound for deal codes and save files
    int deal = 0;                          // 0-based index into the match seed's deals
    int dealer = -1;                       // -1: the toss decides, as in a match from its start
    std::vector<bool> inPlay{};            // empty: every seat is dealt in
    bool isDefault() const { return deal == 0 && dealer < 0 && inPlay.empty(); }
    friend bool operator==(const MatchStart&, const MatchStart&) = default;
};

// What was done to a match, in order: enough to replay it (see serialization.h).
enum class MatchEventType : std::uint8_t { Move, NextDeal, Rejoin };
struct MatchEvent {
    MatchEventType type = MatchEventType::Move;
    Move move;      // Move: the move played
    int seat = -1;  // Move: the seat that moved; Rejoin: the seat re-joining
    friend bool operator==(const MatchEvent&, const MatchEvent&) = default;
};

// The match seed's streams: the toss from the first SplitMix64 output, deal k from the k+2-th.
std::uint64_t matchTossSeed(std::uint64_t matchSeed);
std::uint64_t matchDealSeed(std::uint64_t matchSeed, int deal);

// A whole game at the table, of any family: the toss, then deals until the format says it is
// over. One implementation for every family, parameterised by the round type R
// (match_family.h says what differs: the rules, how a deal is dealt, the toss); the format is
// a scoring strategy (match_scoring.h). A copyable value type; apply() forwards to the current
// round. `IndianMatch` is the Indian games', `GinGame` Gin's, `TableGame` the table games'.
//
// - Seats stay where they are; the toss decides who plays first in the first deal (the dealer
//   is the seat before the toss winner). After each deal the format names the next dealer:
//   one seat on, skipping seats not dealt in; in Gin the winner of the hand (the same dealer
//   after a void hand).
// - Points: one deal. The winner is the round's winner (-1 if the deal was void).
// - Pool101 / Pool201: points add up; a seat reaching rules.poolLimit is out. The last seat
//   left wins. Between deals an out seat may re-join (rules.allowRejoin, a table of 3+ seats,
//   the highest remaining score at most rules.rejoinMax), entering at that score + 1.
// - Deals2/3/6: everyone starts with rules.chipsPerDeal * rules.dealsCount() chips. The winner
//   of a deal takes each loser's points in chips (a void deal: the losers pay, nobody takes).
//   Chips may go below zero in tie-breakers. After the last deal the most chips wins; a tie
//   plays a tie-breaker deal among the tied leaders, as often as needed.
// - Gin: hands to rules.target, then the game bonus, box bonuses and the shutout (totals()).
// - The table games: hands to the target under the rules' scoring (TargetScoring).
// - Deal k is shuffled from the k+2-th SplitMix64 output of the match seed; the toss uses
//   the first. A match with a MatchStart deals its deal n from deal start.deal + n of the seed.
// - A MatchStart match counts as a fresh one: its first deal is a regular deal (Deals formats
//   then play the format's full number of deals), and in Pool formats a seat that start.inPlay
//   leaves out is out of the match from the start.
template <class R>
class BasicMatch {
public:
    using Family = MatchFamily<R>;
    using Rules = typename Family::Rules;
    using Deal = DealRecordOf<typename Family::Outcome>;

    // BadRules when the rules do not fit the table, or the start cannot happen: a deal outside
    // 0..MatchStart::kMaxDeal, inPlay of the wrong size or with fewer than two seats, a dealer
    // outside the table or not dealt in.
    static Result<BasicMatch> create(const Rules& rules, int players, std::uint64_t seed,
                                     const MatchStart& start = {});

    const Rules& rules() const { return rules_; }
    int players() const { return tally_.players(); }
    std::uint64_t seed() const { return seed_; }
    const TossResult& tossResult() const { return toss_; }
    const MatchStart& start() const { return start_; }
    int tossDealer() const;  // the seat before the toss winner: the first dealer by default
    // Who dealt this match's first deal (the toss's dealer unless the start named one).
    int firstDealer() const { return deals_.empty() ? current_.dealer : deals_.front().dealer; }
    // Which deal of the match seed `deal` (of this match) is: the index a deal code carries.
    int seedDeal(const Deal& deal) const { return start_.deal + deal.number; }

    const R& round() const { return round_; }
    const Deal& currentDeal() const { return current_; }
    const std::vector<Deal>& deals() const { return deals_; }  // finished deals
    const std::vector<MatchEvent>& events() const { return events_; }

    Status apply(const Move& move);  // to the current round; MatchOver once over
    Status nextDeal();               // after a round is over; WrongPhase before
    Status rejoin(int seat);
    // Between deals: the score an out seat re-joins at (one above the highest score of the seats
    // that stayed in; every re-join after one deal enters at the same score).
    int rejoinScore() const { return rummy::rejoinScore(tally_); }
    Status checkRejoin(int seat) const;
    // Deals the current deal again, before anyone has moved in it, from `seed` (its shuffle
    // and closed-deck rebuilds) or, when `shoe` is not empty, from that stacked shoe (top
    // first; exactly the cards of the family's shoe). For game records, whose deals carry
    // their own seed or deck (core/game_record.h). WrongPhase once a move was made, BadCount
    // for a wrong shoe. The match save format (serialization.h) does not carry such deals.
    Status redealCurrent(std::uint64_t seed, std::vector<Card> shoe = {});

    bool isOver() const { return tally_.over; }
    int winner() const { return tally_.over ? tally_.winner : -1; }  // -1 until over
    const std::vector<int>& scores() const { return tally_.scores; }
    const std::vector<int>& chips() const { return tally_.chips; }
    const std::vector<int>& dealsWon() const { return tally_.dealsWon; }
    bool isOut(int seat) const { return tally_.out[static_cast<std::size_t>(seat)] != 0; }
    int rejoins(int seat) const { return tally_.rejoins[static_cast<std::size_t>(seat)]; }
    const MatchScoring& scoring() const { return scoring_; }
    // What each seat ends with (match_scoring.h): chips, Gin's points with bonuses, or scores.
    MatchTotals totals() const { return matchTotals(scoring_, tally_); }
    int regularDealsPlayed() const;

    // What `seat` knows of the current deal, with the match's scores (player_view.h).
    PlayerView view(int seat) const;

    static std::uint64_t tossSeed(std::uint64_t matchSeed) { return matchTossSeed(matchSeed); }
    static std::uint64_t dealSeed(std::uint64_t matchSeed, int deal) {
        return matchDealSeed(matchSeed, deal);
    }

    friend bool operator==(const BasicMatch&, const BasicMatch&) = default;

private:
    BasicMatch(const Rules& rules, int players, std::uint64_t seed, const MatchStart& start);
    void startDeal(std::vector<bool> inPlay, int dealer, bool tieBreaker);
    void finishDeal();

    Rules rules_;
    std::uint64_t seed_ = 0;
    TossResult toss_;
    R round_;
    Deal current_;
    std::vector<Deal> deals_;
    std::vector<MatchEvent> events_;
    MatchScoring scoring_;
    MatchTally tally_;
    MatchStart start_;
};

using DealRecord = IndianMatch::Deal;
using GinHandRecord = GinGame::Deal;
using TableHandRecord = TableGame::Deal;

// Gin's count at the end of a game: hand points, boxes, the shutout and the totals with every
// bonus (GinScoring).
GinGameTotals ginTotals(const GinGame& game);

extern template class BasicMatch<IndianRound>;
extern template class BasicMatch<GinRound>;
extern template class BasicMatch<TableRound>;

}  // namespace rummy

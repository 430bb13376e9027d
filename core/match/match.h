// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

#include "cards/shoe.h"
#include "game/move.h"
#include "game/result.h"
#include "game/rule_set.h"
#include "indian/round_state.h"
#include "match/match_scoring.h"

namespace rummy {

// One deal of a match: how it was set up and, once played, how it ended.
struct DealRecord {
    int number = 0;  // 0-based, tie-breakers included
    int dealer = 0;
    std::uint64_t seed = 0;
    std::vector<bool> inPlay;
    bool tieBreaker = false;
    bool finished = false;
    RoundResult result;            // when finished
    std::vector<int> scoresAfter;  // cumulative points after the deal
    std::vector<int> chipsAfter;   // Deals formats: chips after the deal
    friend bool operator==(const DealRecord&, const DealRecord&) = default;
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

// A whole game at the table: the toss, then deals until the format says it is over.
// A copyable value type; apply() forwards to the current round.
//
// - Seats stay where they are; the toss decides who plays first in the first deal (the dealer
//   is the seat before the toss winner) and the dealer moves one seat on each deal, skipping
//   seats not dealt in.
// - Points: one deal. The winner is the round's winner (-1 if the deal was void).
// - Pool101 / Pool201: points add up; a seat reaching rules.poolLimit is out. The last seat
//   left wins. Between deals an out seat may re-join (rules.allowRejoin, a table of 3+ seats,
//   the highest remaining score at most rules.rejoinMax), entering at that score + 1.
// - Deals2/3/6: everyone starts with rules.chipsPerDeal * rules.dealsCount() chips. The winner
//   of a deal takes each loser's points in chips (a void deal: the losers pay, nobody takes).
//   Chips may go below zero in tie-breakers. After the last deal the most chips wins; a tie
//   plays a tie-breaker deal among the tied leaders, as often as needed.
// - Deal k is shuffled from the k+2-th SplitMix64 output of the match seed; the toss uses
//   the first. A match with a MatchStart deals its deal n from deal start.deal + n of the seed.
// - A MatchStart match counts as a fresh one: its first deal is a regular deal (Deals formats
//   then play the format's full number of deals), and in Pool formats a seat that start.inPlay
//   leaves out is out of the match from the start.
class Match {
public:
    // BadRules when the rules do not fit the table, or the start cannot happen: a deal outside
    // 0..MatchStart::kMaxDeal, inPlay of the wrong size or with fewer than two seats, a dealer
    // outside the table or not dealt in.
    static Result<Match> create(const RuleSet& rules, int players, std::uint64_t seed,
                                const MatchStart& start = {});

    const RuleSet& rules() const { return rules_; }
    int players() const { return tally_.players(); }
    std::uint64_t seed() const { return seed_; }
    const TossResult& tossResult() const { return toss_; }
    const MatchStart& start() const { return start_; }
    int tossDealer() const;  // the seat before the toss winner: the first dealer by default
    // Which deal of the match seed `deal` (of this match) is: the index a deal code carries.
    int seedDeal(const DealRecord& deal) const { return start_.deal + deal.number; }

    const RoundState& round() const { return round_; }
    const DealRecord& currentDeal() const { return current_; }
    const std::vector<DealRecord>& deals() const { return deals_; }  // finished deals
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
    // first; exactly the cards of Shoe::ordered(rules)). For game records, whose deals carry
    // their own seed or deck (core/game_record.h). WrongPhase once a move was made, BadCount
    // for a wrong shoe. The match save format (serialization.h) does not carry such deals.
    Status redealCurrent(std::uint64_t seed, std::vector<Card> shoe = {});

    bool isOver() const { return tally_.over; }
    int winner() const { return tally_.winner; }  // -1 until over (and for a void Points deal)
    const std::vector<int>& scores() const { return tally_.scores; }
    const std::vector<int>& chips() const { return tally_.chips; }
    bool isOut(int seat) const { return tally_.out[static_cast<std::size_t>(seat)] != 0; }
    int rejoins(int seat) const { return tally_.rejoins[static_cast<std::size_t>(seat)]; }
    const MatchScoring& scoring() const { return scoring_; }
    int regularDealsPlayed() const;

    static std::uint64_t tossSeed(std::uint64_t matchSeed);
    static std::uint64_t dealSeed(std::uint64_t matchSeed, int deal);

    friend bool operator==(const Match&, const Match&) = default;

private:
    Match(const RuleSet& rules, int players, std::uint64_t seed, const MatchStart& start);
    void startDeal(std::vector<bool> inPlay, int dealer, bool tieBreaker);
    void finishDeal();

    RuleSet rules_;
    std::uint64_t seed_ = 0;
    TossResult toss_;
    RoundState round_;
    DealRecord current_;
    std::vector<DealRecord> deals_;
    std::vector<MatchEvent> events_;
    MatchScoring scoring_;
    MatchTally tally_;
    MatchStart start_;
};

}  // namespace rummy

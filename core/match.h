// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

#include "action.h"
#include "result.h"
#include "round_state.h"
#include "rule_set.h"
#include "shoe.h"

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

// What was done to a match, in order: enough to replay it (see serialization.h).
enum class MatchEventType : std::uint8_t { Action, NextDeal, Rejoin };
struct MatchEvent {
    MatchEventType type = MatchEventType::Action;
    Action action;  // Action
    int seat = -1;  // Action: the seat that acted; Rejoin: the seat re-joining
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
//   the first.
class Match {
public:
    static Result<Match> create(const RuleSet& rules, int players, std::uint64_t seed);

    const RuleSet& rules() const { return rules_; }
    int players() const { return static_cast<int>(scores_.size()); }
    std::uint64_t seed() const { return seed_; }
    const TossResult& tossResult() const { return toss_; }

    const RoundState& round() const { return round_; }
    const DealRecord& currentDeal() const { return current_; }
    const std::vector<DealRecord>& deals() const { return deals_; }  // finished deals
    const std::vector<MatchEvent>& events() const { return events_; }

    Status apply(const Action& action);  // to the current round; MatchOver once over
    Status nextDeal();                   // after a round is over; WrongPhase before
    Status rejoin(int seat);
    Status checkRejoin(int seat) const;

    bool isOver() const { return over_; }
    int winner() const { return winner_; }  // -1 until over (and for a void Points deal)
    const std::vector<int>& scores() const { return scores_; }
    const std::vector<int>& chips() const { return chips_; }
    bool isOut(int seat) const { return out_[static_cast<std::size_t>(seat)] != 0; }
    int rejoins(int seat) const { return rejoins_[static_cast<std::size_t>(seat)]; }
    int regularDealsPlayed() const;

    static std::uint64_t tossSeed(std::uint64_t matchSeed);
    static std::uint64_t dealSeed(std::uint64_t matchSeed, int deal);

    friend bool operator==(const Match&, const Match&) = default;

private:
    Match(const RuleSet& rules, int players, std::uint64_t seed);
    void startDeal(std::vector<bool> inPlay, int dealer, bool tieBreaker);
    void finishDeal();
    void settlePool();
    void settleDeals();

    RuleSet rules_;
    std::uint64_t seed_ = 0;
    TossResult toss_;
    RoundState round_;
    DealRecord current_;
    std::vector<DealRecord> deals_;
    std::vector<MatchEvent> events_;
    std::vector<int> scores_;
    std::vector<int> chips_;
    std::vector<std::uint8_t> out_;
    std::vector<int> rejoins_;
    bool over_ = false;
    int winner_ = -1;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include <algorithm>

#include "rng.h"

namespace rummy {

namespace {
constexpr std::uint64_t kGolden = 0x9e3779b97f4a7c15ULL;
std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

// The i-th output of the SplitMix64 stream that starts from `seed`.
std::uint64_t splitMixOutput(std::uint64_t seed, std::uint64_t i) {
    std::uint64_t state = seed + i * kGolden;
    return Rng::splitMix64(state);
}
}  // namespace

std::uint64_t Match::tossSeed(std::uint64_t matchSeed) {
    return splitMixOutput(matchSeed, 0);
}

std::uint64_t Match::dealSeed(std::uint64_t matchSeed, int deal) {
    return splitMixOutput(matchSeed, static_cast<std::uint64_t>(deal) + 1);
}

Result<Match> Match::create(const RuleSet& rules, int players, std::uint64_t seed) {
    if (Status s = rules.validate(players); !s) return s.error();
    return Match(rules, players, seed);
}

Match::Match(const RuleSet& rules, int players, std::uint64_t seed)
    : rules_(rules),
      seed_(seed),
      toss_(toss(rules, players, tossSeed(seed))),
      round_(rules, players, (toss_.winner + players - 1) % players, dealSeed(seed, 0)),
      scores_(idx(players), 0),
      chips_(idx(players), rules.isDeals() ? rules.chipsPerDeal * rules.dealsCount() : 0),
      out_(idx(players), 0),
      rejoins_(idx(players), 0) {
    current_.number = 0;
    current_.dealer = round_.dealer();
    current_.seed = round_.seed();
    current_.inPlay.assign(idx(players), true);
}

void Match::startDeal(std::vector<bool> inPlay, int dealer, bool tieBreaker) {
    const int number = current_.number + 1;
    current_ = DealRecord{};
    current_.number = number;
    current_.dealer = dealer;
    current_.seed = dealSeed(seed_, number);
    current_.inPlay = inPlay;
    current_.tieBreaker = tieBreaker;
    round_ = RoundState(rules_, std::move(inPlay), dealer, current_.seed);
}

int Match::regularDealsPlayed() const {
    return static_cast<int>(std::count_if(deals_.begin(), deals_.end(),
                                          [](const DealRecord& d) { return !d.tieBreaker; }));
}

Status Match::apply(const Action& action) {
    if (over_) return ErrorCode::MatchOver;
    const int seat = round_.currentSeat();
    if (Status s = round_.apply(action); !s) return s;
    events_.push_back({MatchEventType::Action, round_.history().back().action, seat});
    if (round_.isOver()) finishDeal();
    return Ok{};
}

void Match::finishDeal() {
    const RoundResult r = round_.result();
    for (int s = 0; s < players(); ++s) scores_[idx(s)] += r.points[idx(s)];
    current_.finished = true;
    current_.result = r;
    if (rules_.isPool())
        settlePool();
    else if (rules_.isDeals())
        settleDeals();
    else {
        over_ = true;
        winner_ = r.winner;
    }
    current_.scoresAfter = scores_;
    current_.chipsAfter = chips_;
    deals_.push_back(current_);
}

void Match::settlePool() {
    int remaining = 0, last = -1;
    for (int s = 0; s < players(); ++s) {
        if (scores_[idx(s)] >= rules_.poolLimit) out_[idx(s)] = 1;
        if (!out_[idx(s)]) ++remaining, last = s;
    }
    if (remaining <= 1) {
        over_ = true;
        winner_ = last;
    }
}

void Match::settleDeals() {
    const RoundResult& r = current_.result;
    int pot = 0;
    for (int s = 0; s < players(); ++s) {
        if (s == r.winner) continue;
        chips_[idx(s)] -= r.points[idx(s)];
        pot += r.points[idx(s)];
    }
    if (r.winner >= 0) chips_[idx(r.winner)] += pot;
    if (regularDealsPlayed() + 1 < rules_.dealsCount()) return;  // this deal is not in deals_ yet
    const int best = *std::max_element(chips_.begin(), chips_.end());
    if (std::count(chips_.begin(), chips_.end(), best) == 1) {
        over_ = true;
        winner_ = static_cast<int>(std::find(chips_.begin(), chips_.end(), best) - chips_.begin());
    }
}

Status Match::nextDeal() {
    if (over_) return ErrorCode::MatchOver;
    if (!round_.isOver()) return ErrorCode::WrongPhase;
    std::vector<bool> inPlay(idx(players()), true);
    bool tieBreaker = false;
    if (rules_.isPool()) {
        for (int s = 0; s < players(); ++s) inPlay[idx(s)] = !out_[idx(s)];
    } else if (rules_.isDeals() && regularDealsPlayed() >= rules_.dealsCount()) {
        tieBreaker = true;
        const int best = *std::max_element(chips_.begin(), chips_.end());
        for (int s = 0; s < players(); ++s) inPlay[idx(s)] = chips_[idx(s)] == best;
    }
    int dealer = current_.dealer;
    for (int k = 1; k <= players(); ++k) {
        const int s = (current_.dealer + k) % players();
        if (inPlay[idx(s)]) {
            dealer = s;
            break;
        }
    }
    startDeal(std::move(inPlay), dealer, tieBreaker);
    events_.push_back({MatchEventType::NextDeal, {}, -1});
    return Ok{};
}

Status Match::checkRejoin(int seat) const {
    if (over_) return ErrorCode::MatchOver;
    if (seat < 0 || seat >= players()) return ErrorCode::PlayerNotActive;
    if (!rules_.isPool() || !rules_.allowRejoin || players() < 3 || !out_[idx(seat)])
        return ErrorCode::RejoinNotAllowed;
    // Re-joining happens between deals only, so the next deal can deal the seat in.
    if (!round_.isOver()) return ErrorCode::WrongPhase;
    int highest = 0;
    for (int s = 0; s < players(); ++s)
        if (!out_[idx(s)]) highest = std::max(highest, scores_[idx(s)]);
    if (highest > rules_.rejoinMax) return ErrorCode::RejoinNotAllowed;
    return Ok{};
}

Status Match::rejoin(int seat) {
    if (Status s = checkRejoin(seat); !s) return s;
    int highest = 0;
    for (int s = 0; s < players(); ++s)
        if (!out_[idx(s)]) highest = std::max(highest, scores_[idx(s)]);
    scores_[idx(seat)] = highest + 1;
    out_[idx(seat)] = 0;
    ++rejoins_[idx(seat)];
    events_.push_back({MatchEventType::Rejoin, {}, seat});
    return Ok{};
}

}  // namespace rummy

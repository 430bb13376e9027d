// SPDX-License-Identifier: GPL-3.0-or-later
#include "match/match.h"

#include <algorithm>

#include "cards/rng.h"

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

int firstDealer(const TossResult& toss, int players) {
    return (toss.winner + players - 1) % players;
}

std::vector<bool> startInPlay(const MatchStart& start, int players) {
    return start.inPlay.empty() ? std::vector<bool>(idx(players), true) : start.inPlay;
}

// The start's dealer; by default the toss's, or the next seat dealt in when that one sits out.
int startDealer(const MatchStart& start, int players, const TossResult& toss) {
    if (start.dealer >= 0) return start.dealer;
    const std::vector<bool> inPlay = startInPlay(start, players);
    const int dealer = firstDealer(toss, players);
    for (int k = 0; k < players; ++k)
        if (inPlay[idx((dealer + k) % players)]) return (dealer + k) % players;
    return dealer;
}

Status checkStart(const RuleSet& rules, int players, const MatchStart& start) {
    if (start.deal < 0 || start.deal > MatchStart::kMaxDeal) return ErrorCode::BadRules;
    if (start.dealer < -1 || start.dealer >= players) return ErrorCode::BadRules;
    if (start.inPlay.empty()) return Ok{};
    if (start.inPlay.size() != idx(players)) return ErrorCode::BadRules;
    if (start.dealer >= 0 && !start.inPlay[idx(start.dealer)]) return ErrorCode::BadRules;
    const auto playing = std::count(start.inPlay.begin(), start.inPlay.end(), true);
    if (playing < 2) return ErrorCode::BadRules;
    return rules.validate(static_cast<int>(playing));
}
}  // namespace

std::uint64_t Match::tossSeed(std::uint64_t matchSeed) {
    return splitMixOutput(matchSeed, 0);
}

std::uint64_t Match::dealSeed(std::uint64_t matchSeed, int deal) {
    return splitMixOutput(matchSeed, static_cast<std::uint64_t>(deal) + 1);
}

Result<Match> Match::create(const RuleSet& rules, int players, std::uint64_t seed,
                            const MatchStart& start) {
    if (Status s = rules.validate(players); !s) return s.error();
    if (Status s = checkStart(rules, players, start); !s) return s.error();
    return Match(rules, players, seed, start);
}

Match::Match(const RuleSet& rules, int players, std::uint64_t seed, const MatchStart& start)
    : rules_(rules),
      seed_(seed),
      toss_(toss(rules, players, tossSeed(seed))),
      round_(rules, startInPlay(start, players), startDealer(start, players, toss_),
             dealSeed(seed, start.deal)),
      scoring_(scoringFor(rules)),
      tally_(startTally(scoring_, players, startInPlay(start, players))),
      start_(start) {
    current_.number = 0;
    current_.dealer = round_.dealer();
    current_.seed = round_.seed();
    current_.inPlay = startInPlay(start, players);
}

int Match::tossDealer() const {
    return firstDealer(toss_, players());
}

void Match::startDeal(std::vector<bool> inPlay, int dealer, bool tieBreaker) {
    const int number = current_.number + 1;
    current_ = DealRecord{};
    current_.number = number;
    current_.dealer = dealer;
    current_.seed = dealSeed(seed_, start_.deal + number);
    current_.inPlay = inPlay;
    current_.tieBreaker = tieBreaker;
    round_ = RoundState(rules_, std::move(inPlay), dealer, current_.seed);
    clearRejoins(tally_);
}

Status Match::redealCurrent(std::uint64_t seed, std::vector<Card> shoe) {
    if (tally_.over) return ErrorCode::MatchOver;
    if (!round_.history().empty()) return ErrorCode::WrongPhase;
    auto dealt = shoe.empty() ? RoundState::create(rules_, current_.inPlay, current_.dealer, seed)
                              : RoundState::withShoe(rules_, current_.inPlay, current_.dealer,
                                                     std::move(shoe), seed);
    if (!dealt) return dealt.error();
    round_ = std::move(dealt).value();
    current_.seed = seed;
    return Ok{};
}

int Match::regularDealsPlayed() const {
    return static_cast<int>(std::count_if(deals_.begin(), deals_.end(),
                                          [](const DealRecord& d) { return !d.tieBreaker; }));
}

Status Match::apply(const Move& move) {
    if (tally_.over) return ErrorCode::MatchOver;
    const int seat = round_.currentSeat();
    if (Status s = round_.apply(move); !s) return s;
    events_.push_back({MatchEventType::Move, round_.history().back().move, seat});
    if (round_.isOver()) finishDeal();
    return Ok{};
}

void Match::finishDeal() {
    const RoundResult r = round_.result();
    for (int s = 0; s < players(); ++s) tally_.scores[idx(s)] += r.points[idx(s)];
    current_.finished = true;
    current_.result = r;
    // This deal is not in deals_ yet.
    settleDeal(scoring_, tally_, r, regularDealsPlayed() + (current_.tieBreaker ? 0 : 1));
    current_.scoresAfter = tally_.scores;
    current_.chipsAfter = tally_.chips;
    deals_.push_back(current_);
}

Status Match::nextDeal() {
    if (tally_.over) return ErrorCode::MatchOver;
    if (!round_.isOver()) return ErrorCode::WrongPhase;
    auto [inPlay, tieBreaker] = nextSeats(scoring_, tally_, regularDealsPlayed());
    const int dealer = nextDealer(scoring_, current_.dealer, current_.result.winner, inPlay);
    startDeal(std::move(inPlay), dealer, tieBreaker);
    events_.push_back({MatchEventType::NextDeal, {}, -1});
    return Ok{};
}

Status Match::checkRejoin(int seat) const {
    if (tally_.over) return ErrorCode::MatchOver;
    if (seat < 0 || seat >= players()) return ErrorCode::PlayerNotActive;
    return rummy::checkRejoin(scoring_, tally_, seat, round_.isOver());
}

Status Match::rejoin(int seat) {
    if (Status s = checkRejoin(seat); !s) return s;
    rummy::rejoin(tally_, seat);
    events_.push_back({MatchEventType::Rejoin, {}, seat});
    return Ok{};
}

}  // namespace rummy

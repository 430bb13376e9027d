// SPDX-License-Identifier: GPL-3.0-or-later
#include "match/match.h"

#include <algorithm>

#include "cards/rng.h"
#include "game/player_view.h"

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

int dealerBefore(const TossResult& toss, int players) {
    return (toss.winner + players - 1) % players;
}

std::vector<bool> startInPlay(const MatchStart& start, int players) {
    return start.inPlay.empty() ? std::vector<bool>(idx(players), true) : start.inPlay;
}

// The start's dealer; by default the toss's, or the next seat dealt in when that one sits out.
int startDealer(const MatchStart& start, int players, const TossResult& toss) {
    if (start.dealer >= 0) return start.dealer;
    const std::vector<bool> inPlay = startInPlay(start, players);
    const int dealer = dealerBefore(toss, players);
    for (int k = 0; k < players; ++k)
        if (inPlay[idx((dealer + k) % players)]) return (dealer + k) % players;
    return dealer;
}

// A start as the match keeps it: a dealer the toss would have chosen anyway is not named, so
// that two matches dealt alike are equal values however their start was written.
MatchStart canonical(MatchStart start, int players, const TossResult& toss) {
    MatchStart drawn = start;
    drawn.dealer = -1;
    if (start.dealer == startDealer(drawn, players, toss)) start.dealer = -1;
    return start;
}

// The part of a start every family checks alike; the family checks the rules and the seats.
Status checkStart(int players, const MatchStart& start) {
    if (players < 2) return ErrorCode::BadRules;
    if (start.deal < 0 || start.deal > MatchStart::kMaxDeal) return ErrorCode::BadRules;
    if (start.dealer < -1 || start.dealer >= players) return ErrorCode::BadRules;
    if (start.inPlay.empty()) return Ok{};
    if (start.inPlay.size() != idx(players)) return ErrorCode::BadRules;
    if (start.dealer >= 0 && !start.inPlay[idx(start.dealer)]) return ErrorCode::BadRules;
    const auto playing = std::count(start.inPlay.begin(), start.inPlay.end(), true);
    if (playing < 2) return ErrorCode::BadRules;
    return Ok{};
}

int playingSeats(const MatchStart& start, int players) {
    if (start.inPlay.empty()) return players;
    return static_cast<int>(std::count(start.inPlay.begin(), start.inPlay.end(), true));
}
}  // namespace

std::uint64_t matchTossSeed(std::uint64_t matchSeed) {
    return splitMixOutput(matchSeed, 0);
}

std::uint64_t matchDealSeed(std::uint64_t matchSeed, int deal) {
    return splitMixOutput(matchSeed, static_cast<std::uint64_t>(deal) + 1);
}

template <class R>
Result<BasicMatch<R>> BasicMatch<R>::create(const Rules& rules, int players, std::uint64_t seed,
                                            const MatchStart& start) {
    if (Status s = Family::validate(rules, players, players); !s) return s.error();
    if (Status s = checkStart(players, start); !s) return s.error();
    // Seats left out of the start: the rules must fit the seats that do play.
    if (const int playing = playingSeats(start, players); playing != players)
        if (Status s = Family::validate(rules, players, playing); !s) return s.error();
    return BasicMatch(rules, players, seed, start);
}

template <class R>
BasicMatch<R>::BasicMatch(const Rules& rules, int players, std::uint64_t seed,
                          const MatchStart& start)
    : rules_(rules),
      seed_(seed),
      toss_(Family::toss(rules, players, tossSeed(seed))),
      round_(Family::deal(rules, startInPlay(start, players), startDealer(start, players, toss_),
                          dealSeed(seed, start.deal))),
      scoring_(scoringFor(rules)),
      tally_(startTally(scoring_, players, startInPlay(start, players))),
      start_(canonical(start, players, toss_)) {
    current_.number = 0;
    current_.dealer = round_.dealer();
    current_.seed = dealSeed(seed, start.deal);
    current_.inPlay = startInPlay(start, players);
}

template <class R>
int BasicMatch<R>::tossDealer() const {
    return dealerBefore(toss_, players());
}

template <class R>
void BasicMatch<R>::startDeal(std::vector<bool> inPlay, int dealer, bool tieBreaker) {
    const int number = current_.number + 1;
    current_ = Deal{};
    current_.number = number;
    current_.dealer = dealer;
    current_.seed = dealSeed(seed_, start_.deal + number);
    current_.inPlay = inPlay;
    current_.tieBreaker = tieBreaker;
    round_ = Family::deal(rules_, inPlay, dealer, current_.seed);
    clearRejoins(tally_);
}

template <class R>
Status BasicMatch<R>::redealCurrent(std::uint64_t seed, std::vector<Card> shoe) {
    if (tally_.over) return ErrorCode::MatchOver;
    if (!round_.history().empty() || round_.isOver()) return ErrorCode::WrongPhase;
    auto dealt = Family::redeal(rules_, current_.inPlay, current_.dealer, seed, shoe);
    if (!dealt) return dealt.error();
    round_ = std::move(dealt).value();
    current_.seed = seed;
    current_.deck = std::move(shoe);
    return Ok{};
}

template <class R>
int BasicMatch<R>::regularDealsPlayed() const {
    return static_cast<int>(
        std::count_if(deals_.begin(), deals_.end(), [](const Deal& d) { return !d.tieBreaker; }));
}

template <class R>
Status BasicMatch<R>::apply(const Move& move) {
    if (tally_.over) return ErrorCode::MatchOver;
    const int seat = round_.currentSeat();
    if (Status s = round_.apply(move); !s) return s;
    events_.push_back({MatchEventType::Move, round_.history().back().move, seat});
    if (round_.isOver()) finishDeal();
    return Ok{};
}

template <class R>
void BasicMatch<R>::finishDeal() {
    const RoundResult r = round_.result();
    for (int s = 0; s < players(); ++s) tally_.scores[idx(s)] += r.points[idx(s)];
    current_.finished = true;
    current_.result = r;
    current_.outcome = Family::outcome(round_);
    current_.moves = round_.history();
    // This deal is not in deals_ yet.
    settleDeal(scoring_, tally_, r, regularDealsPlayed() + (current_.tieBreaker ? 0 : 1));
    current_.scoresAfter = tally_.scores;
    current_.chipsAfter = tally_.chips;
    deals_.push_back(current_);
}

template <class R>
Status BasicMatch<R>::nextDeal() {
    if (tally_.over) return ErrorCode::MatchOver;
    if (!round_.isOver()) return ErrorCode::WrongPhase;
    auto [inPlay, tieBreaker] = nextSeats(scoring_, tally_, regularDealsPlayed());
    const int dealer = nextDealer(scoring_, current_.dealer, current_.result.winner, inPlay);
    startDeal(std::move(inPlay), dealer, tieBreaker);
    events_.push_back({MatchEventType::NextDeal, {}, -1});
    return Ok{};
}

template <class R>
Status BasicMatch<R>::checkRejoin(int seat) const {
    if (tally_.over) return ErrorCode::MatchOver;
    if (seat < 0 || seat >= players()) return ErrorCode::PlayerNotActive;
    return rummy::checkRejoin(scoring_, tally_, seat, round_.isOver());
}

template <class R>
Status BasicMatch<R>::rejoin(int seat) {
    if (Status s = checkRejoin(seat); !s) return s;
    rummy::rejoin(tally_, seat);
    events_.push_back({MatchEventType::Rejoin, {}, seat});
    return Ok{};
}

template <class R>
PlayerView BasicMatch<R>::view(int seat) const {
    return Family::view(*this, seat);
}

GinGameTotals ginTotals(const GinGame& game) {
    const MatchTotals m = game.totals();
    return GinGameTotals{{game.scores()[0], game.scores()[1]},
                         {game.dealsWon()[0], game.dealsWon()[1]},
                         m.shutout,
                         {m.totals[0], m.totals[1]}};
}

template class BasicMatch<IndianRound>;
template class BasicMatch<GinRound>;
template class BasicMatch<TableRound>;

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_game.h"

#include "cards/shoe.h"
#include "match/match.h"

namespace rummy {

namespace {

// The draw for the first deal, with the one deck of Gin.
int drawForDealer(std::uint64_t seed) {
    RuleSet oneDeck;
    oneDeck.decks = 1;
    oneDeck.printedJokers = 0;
    const TossResult t = toss(oneDeck, GinRound::kSeats, Match::tossSeed(seed));
    return 1 - t.winner;  // the higher card plays first: the other seat deals
}

}  // namespace

Result<GinGame> GinGame::create(const GinRules& rules, std::uint64_t seed, int firstDealer,
                                int startHand) {
    if (Status s = rules.validate(); !s) return s.error();
    if (firstDealer < -1 || firstDealer >= GinRound::kSeats) return ErrorCode::BadRules;
    if (startHand < 0 || startHand > kMaxStartHand) return ErrorCode::BadRules;
    return GinGame(rules, seed, firstDealer >= 0 ? firstDealer : drawForDealer(seed), startHand);
}

GinGame::GinGame(const GinRules& rules, std::uint64_t seed, int firstDealer, int startHand)
    : rules_(rules),
      seed_(seed),
      firstDealer_(firstDealer),
      startHand_(startHand),
      round_(rules, firstDealer, Match::dealSeed(seed, startHand)),
      scoring_(scoringFor(rules)),
      tally_(startTally(scoring_, GinRound::kSeats, std::vector<bool>(GinRound::kSeats, true))) {
    current_.number = 0;
    current_.dealer = firstDealer;
    current_.seed = Match::dealSeed(seed, startHand);
}

Status GinGame::apply(const Move& move) {
    if (tally_.over) return ErrorCode::MatchOver;
    if (Status s = round_.apply(move); !s) return s;
    if (round_.isOver()) finishHand();
    return Ok{};
}

void GinGame::finishHand() {
    const RoundResult r = round_.result();
    for (std::size_t s = 0; s < r.points.size(); ++s) tally_.scores[s] += r.points[s];
    settleDeal(scoring_, tally_, r, static_cast<int>(hands_.size()) + 1);
    current_.result = round_.outcome();
    current_.moves = round_.history();
    current_.scoresAfter = scores();
    hands_.push_back(current_);
}

Status GinGame::nextDeal() {
    if (tally_.over) return ErrorCode::MatchOver;
    if (!round_.isOver()) return ErrorCode::WrongPhase;
    const int dealer = nextDealer(scoring_, current_.dealer, hands_.back().result.winner,
                                  std::vector<bool>(GinRound::kSeats, true));
    const int number = current_.number + 1;
    current_ = GinHandRecord{};
    current_.number = number;
    current_.dealer = dealer;
    current_.seed = Match::dealSeed(seed_, startHand_ + number);
    round_ = GinRound(rules_, dealer, current_.seed);
    return Ok{};
}

Status GinGame::redealCurrent(std::uint64_t seed, std::vector<Card> deck) {
    if (tally_.over) return ErrorCode::MatchOver;
    if (!round_.history().empty() || round_.isOver()) return ErrorCode::WrongPhase;
    if (deck.empty()) {
        round_ = GinRound(rules_, current_.dealer, seed);
    } else {
        auto r = GinRound::withDeck(rules_, current_.dealer, deck);
        if (!r) return r.error();
        round_ = std::move(r).value();
    }
    current_.seed = seed;
    current_.deck = std::move(deck);
    return Ok{};
}

GinGameTotals GinGame::totals() const {
    const MatchTotals m = matchTotals(scoring_, tally_);
    return GinGameTotals{scores(), boxes(), m.shutout, pair(m.totals)};
}

GinView GinGame::view(int seat) const {
    GinView v = round_.view(seat);
    v.scores = scores();
    v.boxes = boxes();
    return v;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_game.h"

#include "cards/rng.h"
#include "match/match.h"

namespace rummy {

Result<TableGame> TableGame::create(const TableRules& rules, int seats, std::uint64_t seed,
                                    int firstDealer, int startHand) {
    if (rules.invalidField(seats)) return ErrorCode::BadRules;
    if (firstDealer < -1 || firstDealer >= seats) return ErrorCode::BadRules;
    if (startHand < 0 || startHand > kMaxStartHand) return ErrorCode::BadRules;
    const int dealer = firstDealer >= 0 ? firstDealer : drawnDealer(seed, seats);
    return TableGame(rules, seats, seed, dealer, startHand);
}

int TableGame::drawnDealer(std::uint64_t seed, int seats) {
    return static_cast<int>(Rng(Match::tossSeed(seed)).below(static_cast<std::uint64_t>(seats)));
}

TableGame::TableGame(const TableRules& rules, int seats, std::uint64_t seed, int firstDealer,
                     int startHand)
    : rules_(rules),
      seats_(seats),
      seed_(seed),
      startHand_(startHand),
      round_(rules, seats, firstDealer, Match::dealSeed(seed, startHand)),
      scoring_(scoringFor(rules)),
      tally_(
          startTally(scoring_, seats, std::vector<bool>(static_cast<std::size_t>(seats), true))) {
    current_.dealer = firstDealer;
    current_.seed = Match::dealSeed(seed, startHand);
}

Status TableGame::apply(const Move& move) {
    if (tally_.over) return ErrorCode::MatchOver;
    if (Status s = round_.apply(move); !s) return s;
    if (round_.isOver()) finishHand();
    return Ok{};
}

void TableGame::finishHand() {
    const RoundResult r = round_.result();
    for (std::size_t s = 0; s < r.points.size(); ++s) tally_.scores[s] += r.points[s];
    settleDeal(scoring_, tally_, r, static_cast<int>(hands_.size()) + 1);
    current_.outcome = round_.outcome();
    current_.moves = round_.history();
    current_.scoresAfter = tally_.scores;
    hands_.push_back(current_);
}

Status TableGame::nextDeal() {
    if (tally_.over) return ErrorCode::MatchOver;
    if (!round_.isOver()) return ErrorCode::WrongPhase;
    const int number = current_.number + 1;
    const int dealer = nextDealer(scoring_, current_.dealer, hands_.back().outcome.winner,
                                  std::vector<bool>(static_cast<std::size_t>(seats_), true));
    current_ = TableHandRecord{};
    current_.number = number;
    current_.dealer = dealer;
    current_.seed = Match::dealSeed(seed_, startHand_ + number);
    round_ = TableRound(rules_, seats_, dealer, current_.seed);
    return Ok{};
}

Status TableGame::redealCurrent(std::uint64_t seed, std::vector<Card> deck) {
    if (tally_.over) return ErrorCode::MatchOver;
    if (!round_.history().empty() || round_.isOver()) return ErrorCode::WrongPhase;
    if (deck.empty()) {
        round_ = TableRound(rules_, seats_, current_.dealer, seed);
    } else {
        auto r = TableRound::withDeck(rules_, seats_, current_.dealer, deck, seed);
        if (!r) return r.error();
        round_ = std::move(r).value();
    }
    current_.seed = seed;
    current_.deck = std::move(deck);
    return Ok{};
}

}  // namespace rummy

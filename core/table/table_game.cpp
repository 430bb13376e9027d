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
      scores_(static_cast<std::size_t>(seats), 0) {
    current_.dealer = firstDealer;
    current_.seed = Match::dealSeed(seed, startHand);
}

Status TableGame::apply(const Move& move) {
    if (over_) return ErrorCode::MatchOver;
    if (Status s = round_.apply(move); !s) return s;
    if (round_.isOver()) finishHand();
    return Ok{};
}

void TableGame::finishHand() {
    current_.outcome = round_.outcome();
    current_.moves = round_.history();
    for (std::size_t s = 0; s < scores_.size(); ++s) scores_[s] += current_.outcome.seats[s].points;
    current_.scoresAfter = scores_;
    hands_.push_back(current_);
    const bool lowest = rules_.scoring == TableScoring::Penalty;
    if (rules_.hands > 0) {
        // A set number of hands: the target plays no part.
        if (static_cast<int>(hands_.size()) < rules_.hands) return;
    } else if (rules_.outToWin && !lowest) {
        // Only the player who went out can win, and only once its total reaches the target.
        const int out = current_.outcome.winner;
        if (out < 0 || scores_[static_cast<std::size_t>(out)] < rules_.target) return;
        over_ = true;
        winner_ = out;
        return;
    } else {
        bool reached = false;
        for (int v : scores_) reached = reached || v >= rules_.target;
        if (!reached) return;
    }
    over_ = true;
    winner_ = 0;
    for (int s = 1; s < seats_; ++s) {
        const int v = scores_[static_cast<std::size_t>(s)];
        const int best = scores_[static_cast<std::size_t>(winner_)];
        if (lowest ? v < best : v > best) winner_ = s;
    }
}

Status TableGame::nextDeal() {
    if (over_) return ErrorCode::MatchOver;
    if (!round_.isOver()) return ErrorCode::WrongPhase;
    const int number = current_.number + 1;
    const int dealer = (current_.dealer + 1) % seats_;
    current_ = TableHandRecord{};
    current_.number = number;
    current_.dealer = dealer;
    current_.seed = Match::dealSeed(seed_, startHand_ + number);
    round_ = TableRound(rules_, seats_, dealer, current_.seed);
    return Ok{};
}

Status TableGame::redealCurrent(std::uint64_t seed, std::vector<Card> deck) {
    if (over_) return ErrorCode::MatchOver;
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

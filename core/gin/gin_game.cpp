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
      round_(rules, firstDealer, Match::dealSeed(seed, startHand)) {
    current_.number = 0;
    current_.dealer = firstDealer;
    current_.seed = Match::dealSeed(seed, startHand);
}

Status GinGame::apply(const Move& move) {
    if (over_) return ErrorCode::MatchOver;
    if (Status s = round_.apply(move); !s) return s;
    if (round_.isOver()) finishHand();
    return Ok{};
}

void GinGame::finishHand() {
    const GinHandResult& r = round_.outcome();
    current_.result = r;
    current_.moves = round_.history();
    if (r.winner >= 0) {
        scores_[static_cast<std::size_t>(r.winner)] += r.points;
        ++boxes_[static_cast<std::size_t>(r.winner)];
    }
    current_.scoresAfter = scores_;
    hands_.push_back(current_);
    if (r.winner >= 0 && scores_[static_cast<std::size_t>(r.winner)] >= rules_.target) {
        over_ = true;
        winner_ = r.winner;
    }
}

Status GinGame::nextDeal() {
    if (over_) return ErrorCode::MatchOver;
    if (!round_.isOver()) return ErrorCode::WrongPhase;
    const GinHandResult& last = hands_.back().result;
    // The winner deals; after a void hand the same dealer deals again.
    const int dealer = last.winner >= 0 ? last.winner : current_.dealer;
    const int number = current_.number + 1;
    current_ = GinHandRecord{};
    current_.number = number;
    current_.dealer = dealer;
    current_.seed = Match::dealSeed(seed_, startHand_ + number);
    round_ = GinRound(rules_, dealer, current_.seed);
    return Ok{};
}

Status GinGame::redealCurrent(std::uint64_t seed, std::vector<Card> deck) {
    if (over_) return ErrorCode::MatchOver;
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
    GinGameTotals t;
    t.handPoints = scores_;
    t.boxes = boxes_;
    for (int s = 0; s < 2; ++s) {
        const auto i = static_cast<std::size_t>(s);
        int total = scores_[i];
        if (over_ && s == winner_) {
            t.shutout = boxes_[1 - i] == 0;
            if (t.shutout && rules_.shutoutDoubles) total *= 2;
            total += rules_.gameBonus;
        }
        t.totals[i] = total + rules_.boxBonus * boxes_[i];
    }
    return t;
}

GinView GinGame::view(int seat) const {
    GinView v = round_.view(seat);
    v.scores = scores_;
    v.boxes = boxes_;
    return v;
}

}  // namespace rummy

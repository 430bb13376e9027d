// SPDX-License-Identifier: GPL-3.0-or-later
#include "match/match_family.h"

#include "cards/rng.h"
#include "game/player_view.h"
#include "match/match.h"

namespace rummy {

// The Indian games.

Status MatchFamily<IndianRound>::validate(const IndianRules& rules, int, int playing) {
    return rules.validate(playing);
}

TossResult MatchFamily<IndianRound>::toss(const IndianRules& rules, int players,
                                          std::uint64_t tossSeed) {
    return rummy::toss(rules, players, tossSeed);
}

IndianRound MatchFamily<IndianRound>::deal(const IndianRules& rules,
                                           const std::vector<bool>& inPlay, int dealer,
                                           std::uint64_t seed) {
    return IndianRound(rules, inPlay, dealer, seed);
}

Result<IndianRound> MatchFamily<IndianRound>::redeal(const IndianRules& rules,
                                                     const std::vector<bool>& inPlay, int dealer,
                                                     std::uint64_t seed, std::vector<Card> shoe) {
    if (shoe.empty()) return IndianRound::create(rules, inPlay, dealer, seed);
    return IndianRound::withShoe(rules, inPlay, dealer, std::move(shoe), seed);
}

PlayerView MatchFamily<IndianRound>::view(const IndianMatch& match, int seat) {
    return PlayerView::of(match, seat);
}

// Gin.

Status MatchFamily<GinRound>::validate(const GinRules& rules, int players, int playing) {
    if (Status s = rules.validate(); !s) return s;
    if (players != GinRound::kSeats || playing != players) return ErrorCode::BadRules;
    return Ok{};
}

TossResult MatchFamily<GinRound>::toss(const GinRules&, int players, std::uint64_t tossSeed) {
    IndianRules oneDeck;  // Gin's one deck, without jokers
    oneDeck.decks = 1;
    oneDeck.printedJokers = 0;
    return rummy::toss(oneDeck, players, tossSeed);
}

GinRound MatchFamily<GinRound>::deal(const GinRules& rules, const std::vector<bool>&, int dealer,
                                     std::uint64_t seed) {
    return GinRound(rules, dealer, seed);
}

Result<GinRound> MatchFamily<GinRound>::redeal(const GinRules& rules, const std::vector<bool>&,
                                               int dealer, std::uint64_t seed,
                                               std::vector<Card> deck) {
    if (deck.empty()) return GinRound(rules, dealer, seed);
    return GinRound::withDeck(rules, dealer, std::move(deck));
}

PlayerView MatchFamily<GinRound>::view(const GinGame& game, int seat) {
    PlayerView v = PlayerView::of(game.round(), seat);
    for (int s = 0; s < GinRound::kSeats; ++s) {
        auto& sv = v.seats[static_cast<std::size_t>(s)];
        sv.score = game.scores()[static_cast<std::size_t>(s)];
        sv.dealsWon = game.dealsWon()[static_cast<std::size_t>(s)];
    }
    v.dealNumber = static_cast<int>(game.deals().size());
    return v;
}

// The table games.

Status MatchFamily<TableRound>::validate(const TableRules& rules, int players, int playing) {
    if (rules.invalidField(players) || playing != players) return ErrorCode::BadRules;
    return Ok{};
}

TossResult MatchFamily<TableRound>::toss(const TableRules&, int players, std::uint64_t tossSeed) {
    TossResult t;
    const int dealer = static_cast<int>(Rng(tossSeed).below(static_cast<std::uint64_t>(players)));
    t.winner = (dealer + 1) % players;  // the seat after the dealer plays first
    return t;
}

TableRound MatchFamily<TableRound>::deal(const TableRules& rules, const std::vector<bool>& inPlay,
                                         int dealer, std::uint64_t seed) {
    return TableRound(rules, static_cast<int>(inPlay.size()), dealer, seed);
}

Result<TableRound> MatchFamily<TableRound>::redeal(const TableRules& rules,
                                                   const std::vector<bool>& inPlay, int dealer,
                                                   std::uint64_t seed, std::vector<Card> deck) {
    const int seats = static_cast<int>(inPlay.size());
    if (deck.empty()) return TableRound(rules, seats, dealer, seed);
    return TableRound::withDeck(rules, seats, dealer, std::move(deck), seed);
}

PlayerView MatchFamily<TableRound>::view(const TableGame& game, int seat) {
    PlayerView v = PlayerView::of(game.round(), seat);
    for (int s = 0; s < v.players(); ++s)
        v.seats[static_cast<std::size_t>(s)].score = game.scores()[static_cast<std::size_t>(s)];
    v.dealNumber = static_cast<int>(game.deals().size());
    return v;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <variant>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
#include "gin/gin_view.h"
#include "indian/indian_round.h"
#include "indian/indian_rules.h"
#include "match/match_fwd.h"
#include "melds/table_meld.h"
#include "table/table_game_view.h"

namespace rummy {

// What one seat can see of another: public facts only.
struct SeatView {
    int cards = 0;  // cards in hand
    Outcome outcome = Outcome::Playing;
    bool hasDrawn = false;             // has drawn at least once this round
    std::vector<Card> pickedFromOpen;  // cards this seat took from the discard pile, in order
    std::vector<Card> discarded;       // cards this seat put on the discard pile, in order
    // The match's count for this seat: pool points so far, chips in Deals, 0 in Points; Gin's
    // and the table games' totals before this hand.
    int score = 0;
    int dealsWon = 0;     // Gin: hands won so far in this game (its boxes)
    bool opened = false;  // the table games: has laid a meld of its own (51's opening)
    bool out = false;     // out of a pool match
    friend bool operator==(const SeatView&, const SeatView&) = default;
};

// The 13-card and 21-card games' extras.
struct IndianExtras {
    IndianRules rules;
    bool canDrop = false;  // this seat may drop now
    int dropPoints = 0;    // what a drop would cost now
    int regularDeals = 0;  // deals the format plays (Deals formats), 0 otherwise
    friend bool operator==(const IndianExtras&, const IndianExtras&) = default;
};

// Everything a player seated at `seat` knows, and nothing more, in every family: the public
// table (their own hand, the discard pile with who threw each card, the stock's size, the melds
// on the table with who laid each card and what each joker stands for, every seat's card count
// and score, the hand's public history, in which the other seats' stock draws carry no card)
// and the family's extras (its rules, its own phase and what only its moves need). Built by core
// from a round or a match (`PlayerView::of`, a match's `view`), so
// a bot, which only ever gets a PlayerView, cannot look at other hands or the stock.
struct PlayerView {
    int seat = 0;
    int dealer = 0;
    int currentSeat = -1;       // -1 once over
    Phase phase = Phase::Draw;  // Draw, then Discard (play on: meld, lay off, discard), Over
    std::vector<Card> hand;
    std::optional<Card> drawnThisTurn;  // the card this seat drew this turn, if any
    std::optional<Card> takenFromPile;  // the card this seat took from the pile this turn
    std::optional<Card> wildCard;       // the face-up cut card (the Indian games)
    WildRank wild;                      // the cut rank (13-card's wild cards with the jokers)
    WildCards wildCards{};              // every wild card: 21-card's value cards too
    std::vector<OpenCard> pile;         // the discard pile, bottom first; back() is the top
    int stock = 0;                      // cards left in the stock (the closed deck)
    std::vector<TableMeld> melds;       // on the table, in the order laid, numbered from 1
    std::vector<SeatView> seats;
    std::vector<PlayedMove> history;  // the hand's public history (see above)
    // What this seat may do now (empty when not its turn), for Gin and the table games, whose
    // bots answer from it. The Indian games leave it empty: listing their finish asks the solver
    // for the best arrangement (IndianRound::legalMoves), a search at every discard that their
    // bots, which read canDrawOpen and canDrop, would pay for nothing.
    std::vector<Move> legal;
    bool canDrawOpen = false;  // this seat may take from the pile now
    int dealNumber = 0;        // deals finished before this one in the match
    std::variant<IndianExtras, GinExtras, TableExtras> extras;

    bool myTurn() const { return currentSeat == seat; }
    int players() const { return static_cast<int>(seats.size()); }
    int moves() const { return static_cast<int>(history.size()); }  // moves so far, every seat
    int cardsOf(int s) const { return seats[static_cast<std::size_t>(s)].cards; }
    int scoreOf(int s) const { return seats[static_cast<std::size_t>(s)].score; }
    std::vector<Card> pileCards() const;  // the pile's cards, bottom first
    std::vector<Face> handFaces() const;
    // Seats still playing this round, in turn order after this seat.
    std::vector<int> opponentsInTurnOrder() const;

    // The family's extras; asking for another family's is a programming error (it throws
    // std::bad_variant_access).
    const IndianExtras& indian() const { return std::get<IndianExtras>(extras); }
    IndianExtras& indian() { return std::get<IndianExtras>(extras); }
    const GinExtras& gin() const { return std::get<GinExtras>(extras); }
    GinExtras& gin() { return std::get<GinExtras>(extras); }
    const TableExtras& table() const { return std::get<TableExtras>(extras); }
    TableExtras& table() { return std::get<TableExtras>(extras); }

    static PlayerView of(const IndianRound& round, int seat);
    static PlayerView of(const IndianMatch& match, int seat);
    // A Gin hand: the whole pile, Gin's phase, knock limit and first upcard.
    static PlayerView of(const GinRound& round, int seat);
    // A table game's hand: the whole pile, the melds, who has opened, the card to play.
    static PlayerView of(const TableRound& round, int seat);

    friend bool operator==(const PlayerView&, const PlayerView&) = default;
};

// The public history of a hand for `seat`: the other seats' stock draws lose their card.
std::vector<PlayedMove> publicHistory(std::vector<PlayedMove> history, int seat);

// What one move of Gin or a table game shows of its seat's draws and throws (`SeatView`'s
// hasDrawn, pickedFromOpen, discarded): PlayerView::of reads the whole history through it, the
// table arena's view cache each new move.
void tallyPublicMove(PlayerView& v, const PlayedMove& m);

}  // namespace rummy

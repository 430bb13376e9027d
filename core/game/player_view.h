// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include "cards/card.h"
#include "game/rule_set.h"
#include "gin/gin_round.h"
#include "indian/round_state.h"
#include "match/match.h"
#include "melds/table_meld.h"
#include "table/table_round.h"

namespace rummy {

// What one seat can see of another: public facts only.
struct SeatView {
    int cards = 0;  // cards in hand
    Outcome outcome = Outcome::Playing;
    bool hasDrawn = false;             // has drawn at least once this round
    std::vector<Card> pickedFromOpen;  // cards this seat took from the open deck, in order
    std::vector<Card> discarded;       // cards this seat put on the open deck, in order
    int score = 0;     // match score: pool points so far, chips in Deals, 0 in Points
    bool out = false;  // out of a pool match
    friend bool operator==(const SeatView&, const SeatView&) = default;
};

// Everything a player seated at `seat` knows, and nothing more: their own hand (and the card
// they just drew), the wild card, the open deck with who threw each card, the size of the
// closed deck, the melds on the table with their owners and what each joker stands for, what
// every seat picked from and threw to the open deck, card counts, scores and the rules. The
// public table is common to every family; the Indian fields (wild card, phase, drop) are the
// Indian family's extras. Built from a RoundState (or a Match) by core, so a bot, which only ever
// gets a PlayerView, cannot look at other hands or the closed deck.
struct PlayerView {
    RuleSet rules;
    int seat = 0;
    int dealer = 0;
    Phase phase = Phase::Draw;
    int currentSeat = -1;
    std::vector<Card> hand;
    std::optional<Card> drawnThisTurn;  // the card this seat drew this turn, if any
    std::optional<Card> wildCard;
    WildRank wild;          // the cut rank (13-card's wild cards with the printed jokers)
    WildCards wildCards{};  // every wild card: 21-card's value cards too (RoundState::wildCards)
    std::vector<OpenCard> openDeck;  // back() is the top
    int closedDeckSize = 0;
    std::vector<TableMeld> tableMelds;     // the table games' melds; none in the Indian games
    std::optional<TableRules> tableRules;  // the table games' rules (their `rules` is unused)
    // The table games: the card this seat must play with its next move, if any.
    std::optional<TableObligation> mustPlay;
    std::vector<SeatView> seats;
    int moves = 0;  // actions applied so far in this round (all seats)
    // What this seat may do now (only meaningful on its turn).
    bool canDrawOpen = false;
    bool canDrop = false;
    int dropPoints = 0;  // what a drop would cost now
    // Match context (from Match; defaults when built from a bare round).
    int dealNumber = 0;
    int regularDeals = 0;  // deals the format plays (Deals formats), 0 otherwise

    bool myTurn() const { return currentSeat == seat; }
    std::vector<Face> handFaces() const;
    // Seats still playing this round, in turn order after this seat.
    std::vector<int> opponentsInTurnOrder() const;

    static PlayerView of(const RoundState& round, int seat);
    // The public table of a Gin hand, for family-blind front ends (the Gin bots read the
    // fuller GinView): the discard pile, the stock, card counts, what each seat took and threw.
    static PlayerView of(const GinRound& round, int seat);
    static PlayerView of(const Match& match, int seat);
    // A table game's hand: the seat's own hand, every meld with who laid each card and what
    // each joker stands for, the pile (all of it where the rules let a player take from any
    // depth, its top card otherwise), every hand's size and the stock's.
    static PlayerView of(const TableRound& round, int seat);

    friend bool operator==(const PlayerView&, const PlayerView&) = default;
};

}  // namespace rummy

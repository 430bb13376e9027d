// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

#include "cards/card.h"
#include "game/variant.h"
#include "table/table_hand.h"

namespace rummy {

// What happens when a player is to draw and the stock is empty.
enum class StockOut : std::uint8_t {
    Reshuffle,  // the discard pile is shuffled into a new stock, its top card turned up
    Flip,       // the same without shuffling: the pile is turned over as it lies
    EndHand,    // block rummy: the hand ends unless the player takes the pile to play from it
};

// How a finished hand is scored (docs/rules.md, every table option).
enum class TableScoring : std::uint8_t {
    Penalty,          // the others' hands are their penalty points; lowest total wins
    WinnerCollects,   // the one who went out scores every other hand; highest total wins
    MeldedMinusHand,  // each seat: its table cards minus its hand; highest total wins
};

const char* stockOutName(StockOut s);          // "reshuffle", "flip", "end_hand"
const char* tableScoringName(TableScoring s);  // "penalty", "winner_collects", ...
std::optional<StockOut> parseStockOut(std::string_view name);
std::optional<TableScoring> parseTableScoring(std::string_view name);

// The rules of the table games (Straight Rummy, Rummy 500, Rummy 51 and its Kaluki preset) as
// one plain value: a game of the family is a preset of these fields (docs/rules.md lists each
// field with its source; where a seed text states a rule, its rule is the default).
struct TableRules {
    static constexpr int kMinSeats = 2;
    static constexpr int kMaxSeats = 6;

    Variant variant = Variant::Straight;

    // The cards: `decks` of 52 and `jokers` printed jokers, or from `moreDecksFrom` seats on
    // twice as many of both (Rummy 500 with five players or more). 0: never.
    int decks = 1;
    int jokers = 0;
    int moreDecksFrom = 0;
    std::array<int, kMaxSeats + 1> deal{};  // cards dealt to each seat, by table size
    int minSeats = 2;
    int maxSeats = 6;

    // The turn.
    int meldsPerTurn = 0;           // 0: no limit (Straight: one)
    bool layOffBeforeMeld = true;   // lay-offs before one's own first meld
    bool drawFromPile = true;       // the discard pile's top is a draw (not in the 51 seed)
    bool pileBeforeOpening = true;  // ... even before one's first meld (Kaluki: no)
    // ... and where it is not: still the top card, to be laid at once in an opening lay-down
    // (Kaluki, Bicycle's exception)
    bool pileToOpen = false;
    bool pileDepth = false;        // 500: any depth, the deepest card played at once
    bool pileTopPlayed = false;    // 500 option: the top card alone must be played at once too
    bool pileDeepNewMeld = false;  // 500 option: ... and in a new meld, not as a lay-off
    bool mayDiscardTakenCard = false;
    bool discardToGoOut = false;   // going out needs a final discard
    bool discardEveryTurn = true;  // 51's seed: only a turn that placed nothing must discard
    // 500 options. Floating: a player may place every card; it then "floats" with an empty
    // hand until its next turn, and the hand ends only with a discard. An unplayable last
    // discard: the card that ends the hand must fit no meld on the table (a card that fits is
    // laid off, and the player floats); it plays floating too.
    bool floating = false;
    bool unplayableLastDiscard = false;
    StockOut stockOut = StockOut::Reshuffle;
    int reshuffleLimit = 3;  // piles turned into a stock per hand; one more emptiness ends it
    int turnLimit = 500;     // turns per hand before it ends as a block (a guard, never loops)

    // Rummy 51 and Kaluki.
    int opening = 0;                 // points of one's first lay-down (0: none)
    bool openingSingleMeld = false;  // the points in one meld, not the turn's total
    bool openingPureRun = false;     // the first lay-down holds a run without a joker
    bool jokerSwap = false;          // swap the card a joker stands for with the joker
    bool takeFromMeld = false;       // draw by taking a card from an opponent's meld of 4+
    int neverMelded = 0;             // a loser who never melded pays this instead (51: 100)
    int oneTurnOut = 0;              // going out in one turn before anyone melded (51: -200)

    // Scoring.
    TableScoring scoring = TableScoring::Penalty;
    int target = 100;
    int hands = 0;               // a set number of hands instead of the target (0: to the target)
    bool outToWin = false;       // 500 option: only the player who went out can win the game
    bool rummyDoubles = false;   // Straight option: going out in one turn doubles the hand
    bool fiveTenValues = false;  // 500 option: 2-9 and a low ace 5, 10-K 10, ace 15

    // Melds and card values: the ace, jokers per meld, set size, values in melds and in hand.
    TableMeldRules melds;
    bool distinctSuits = true;  // a set never holds two copies of one card

    static TableRules straight();
    static TableRules rummy500();
    static TableRules rummy51();
    static TableRules kaluki();
    // The preset of a table game; Straight for the others.
    static TableRules preset(Variant v);

    int decksFor(int seats) const;
    int jokersFor(int seats) const;
    int handSize(int seats) const { return deal[static_cast<std::size_t>(seats)]; }
    // Placing one's last card floats instead of going out (floating, unplayableLastDiscard).
    bool floats() const { return floating || unplayableLastDiscard; }

    // What a card left in hand costs.
    int handValue(Face f) const;
    // What a card in a table meld is worth: `standsFor` is the card a joker plays (a natural
    // card plays itself); `aceHigh` an ace after the king, `inSet` a card of a set.
    int meldValue(Face card, Face standsFor, bool inSet, bool aceHigh) const;

    // The first field whose value cannot be played (its JSON key, io/table_rules_json.h), or
    // nothing. With `seats` > 0 also whether that many can sit and be dealt.
    std::optional<const char*> invalidField(int seats = 0) const;

    friend bool operator==(const TableRules&, const TableRules&) = default;
};

}  // namespace rummy

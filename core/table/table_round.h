// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
#include "game/result.h"
#include "game/round_result.h"
#include "melds/table_meld.h"
#include "table/table_rules.h"

namespace rummy {

enum class TablePhase : std::uint8_t { Draw, Play, Over };

const char* tablePhaseName(TablePhase p);  // "draw", "play", "over"

// A card the player must play with the very next move: the deepest card taken from the 500
// pile (or any card taken from an empty stock's pile), a joker won by a swap (melded or laid
// off), a card taken from an opponent's meld (into a new meld).
struct TableObligation {
    Card card;
    bool newMeld = false;
    friend bool operator==(const TableObligation&, const TableObligation&) = default;
};

// One seat's count at the end of a hand: what its table cards are worth, what its hand costs,
// and what the variant's scoring makes of it (the hand's points, added to the game's totals).
struct TableSeatScore {
    int melded = 0;
    int inHand = 0;
    int points = 0;
    bool opened = false;
    friend bool operator==(const TableSeatScore&, const TableSeatScore&) = default;
};

struct TableOutcome {
    int winner = -1;       // who went out; -1 while playing and after a block
    bool block = false;    // the hand ended without anyone going out (stock, reshuffles, turns)
    bool oneTurn = false;  // the winner laid its whole hand in its last turn
    std::vector<TableSeatScore> seats;
    friend bool operator==(const TableOutcome&, const TableOutcome&) = default;
};

// One hand of a table game (Straight Rummy, Rummy 500, Rummy 51, Kaluki: TableRules), from the
// deal to the score: a copyable value like GinRound.
//
// - Deal: the shoe in id order (decks, then jokers), shuffled by Rng(seed), or a stacked deck;
//   cards one at a time from the seat after the dealer; the next card starts the pile; the rest
//   is the stock. The seat after the dealer plays first.
// - A turn: Draw (draw-closed; draw-open N, N > 1 only with pileDepth; take C T where the
//   rules allow) → Play: meld, layoff, swap, in any order, then discard (or `done` where a turn
//   that placed cards needs no discard). Emptying the hand goes out at once, unless the rules
//   want a final discard. An unopened seat's first `meld` move must reach the opening by
//   itself (all its melds count, or its best one with openingSingleMeld).
// - A card the player must play (TableObligation) is played by the very next move.
// - The stock: see StockOut; after reshuffleLimit rebuilds, or turnLimit turns, an empty stock
//   ends the hand as a block, so that no hand runs forever.
// - Moves of other games are refused with NotInThisGame; every refusal changes nothing.
class TableRound {
public:
    // A shuffled deal; `seats` must fit the rules (check rules.invalidField(seats) first).
    TableRound(const TableRules& rules, int seats, int dealer, std::uint64_t seed);
    // A stacked deal: `deck` (top first) must be the whole shoe for that many seats. `seed`
    // still drives the reshuffles of the pile.
    static Result<TableRound> withDeck(const TableRules& rules, int seats, int dealer,
                                       std::vector<Card> deck, std::uint64_t seed = 0);
    // The shoe in id order for `seats` seats: decks of 52, then the jokers.
    static std::vector<Card> orderedShoe(const TableRules& rules, int seats);

    const TableRules& rules() const { return rules_; }
    int seats() const { return static_cast<int>(hands_.size()); }
    int dealer() const { return dealer_; }
    std::uint64_t seed() const { return seed_; }
    TablePhase phase() const { return phase_; }
    bool isOver() const { return phase_ == TablePhase::Over; }
    int currentSeat() const { return isOver() ? -1 : current_; }

    // What legalMoves() lists (every move listed is accepted): the draws, every discard, every
    // lay-off and swap, and melds: each set of three or four of a rank, each run of a suit in a
    // row (every window of three or more), those with one joker in a gap or at an end, and the
    // hand's best arrangement (bestTableHand) as one move. check() accepts any legal move, e.g.
    // melds with more jokers or other arrangements. One card of each face is listed.
    std::vector<Move> legalMoves() const;
    Status check(const Move& move) const;
    Status apply(const Move& move);  // on error nothing changes

    // Points an unopened seat's `meld` move lacks to reach the opening (0 when enough).
    int openingShortfall(const moves::Meld& meld) const;

    TableOutcome outcome() const;
    RoundResult result() const;
    const std::vector<PlayedMove>& history() const { return history_; }

    const std::vector<Card>& hand(int seat) const { return hands_[static_cast<std::size_t>(seat)]; }
    const std::vector<Card>& stock() const { return stock_; }   // back() is the top
    const std::vector<Card>& pile() const { return pile_; }     // back() is the top
    const std::vector<int>& pileBy() const { return pileBy_; }  // who threw each (-1 the deal)
    const std::vector<TableMeld>& melds() const { return melds_; }
    bool hasOpened(int seat) const { return opened_[static_cast<std::size_t>(seat)]; }
    const std::optional<TableObligation>& obligation() const { return obligation_; }
    std::optional<Card> takenFromPile() const { return takenFromPile_; }
    int rebuilds() const { return rebuilds_; }
    int turns() const { return turns_; }
    const std::vector<Card>& stackedDeck() const { return stacked_; }  // empty if shuffled
    std::vector<Card> allCards() const;

    friend bool operator==(const TableRound&, const TableRound&) = default;

private:
    TableRound(const TableRules& rules, int seats, int dealer, std::uint64_t seed,
               std::vector<Card> deck, bool stacked);
    bool holds(Card c) const;
    bool mayShed(Card c) const;
    // Whether `c` could be laid off on a meld on the table (a joker: standing for any card).
    bool fitsAMeld(Card c) const;
    // What is left after a move that places cards: going out, or a card that can be thrown.
    Status leaves(const std::vector<Card>& rest) const;
    std::optional<int> pileDrawShortfall(int count) const;
    // Whether taking `count` pile cards obliges the player to play the deepest at once.
    bool bindsDeepest(int count) const;
    Status checkDraw(const Move& move) const;
    Status checkMeld(const moves::Meld& m) const;
    Status checkLayOff(const moves::LayOff& l) const;
    Status checkSwap(const moves::Swap& s) const;
    Status checkTake(const moves::Take& t) const;
    void removeFromHand(Card c);
    void placed();
    void endTurn();
    void endHand(int winner);
    void rebuildStock();
    const TableMeld* meldAt(int target) const;

    TableRules rules_;
    int dealer_ = 0;
    std::uint64_t seed_ = 0;
    std::vector<std::vector<Card>> hands_;
    std::vector<Card> stock_;
    std::vector<Card> pile_;
    std::vector<int> pileBy_;
    std::vector<TableMeld> melds_;
    std::vector<bool> opened_;        // laid a meld of its own
    std::vector<bool> placedBefore_;  // put a card on the table in an earlier turn
    TablePhase phase_ = TablePhase::Draw;
    int current_ = 0;
    int meldsThisTurn_ = 0;
    bool placedThisTurn_ = false;
    std::optional<Card> takenFromPile_;
    std::optional<TableObligation> obligation_;
    int rebuilds_ = 0;
    int turns_ = 0;
    int winner_ = -1;
    bool oneTurn_ = false;
    std::vector<PlayedMove> history_;
    std::vector<Card> stacked_;

    friend class TableLegal;   // the legal list and the searches check() shares with it
    friend class TableScorer;  // outcome() and result()
    friend class TableMoveLister;

    friend struct WorldBuilder;  // a search's worlds (game/world.h) set every field
};

}  // namespace rummy

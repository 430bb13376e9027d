// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
#include "game/result.h"
#include "game/round_result.h"
#include "gin/gin_rules.h"
#include "gin/gin_showdown.h"
#include "gin/gin_view.h"

namespace rummy {

// How a Gin hand ended.
enum class GinEnding : std::uint8_t {
    Playing,
    Knock,     // the knocker's count was lower: it scores the difference
    Undercut,  // the defender's count was lower or equal: difference plus the undercut bonus
    Gin,       // the knocker had no deadwood: the defender's count plus the gin bonus
    BigGin,    // all eleven cards melded, no discard: the defender's count plus the big gin bonus
    Void,      // the wall was reached: nobody scores, the same dealer deals again
};

const char* ginEndingName(GinEnding e);  // "playing", "knock", "undercut", "gin", "big_gin", "void"

// The table after a knock, with cards (Gin has one deck: a face is a card).
struct GinShowdown {
    int knocker = -1;
    std::vector<GinMeld> knockerMelds;
    std::vector<Face> knockerDeadwood;
    int knockerCount = 0;
    GinDefence defence;  // the defender's melds, lay-offs and deadwood
    friend bool operator==(const GinShowdown&, const GinShowdown&) = default;
};

struct GinHandResult {
    GinEnding ending = GinEnding::Playing;
    int winner = -1;  // -1 while playing and for a void hand
    int points = 0;   // what the winner scores, bonuses and the Oklahoma doubling included
    std::optional<GinShowdown> showdown;
    friend bool operator==(const GinHandResult&, const GinHandResult&) = default;
};

// One hand of Gin Rummy, from the deal to the score: a copyable value type like the Indian
// IndianRound (look ahead by copying; replay from the moves).
//
// Rules decided here (docs/rules.md has them in prose):
// - Deal: ten cards each, one at a time from the top, the non-dealer first; the 21st card is the
//   first upcard; the rest is the stock.
// - First upcard: the non-dealer takes it (DrawOpen) or passes; then the dealer; if both pass,
//   the non-dealer draws from the stock (DrawClosed is then its only move).
// - Draw: DrawClosed or DrawOpen (the discard top). Then Discard or Knock. Unless
//   rules.mayDiscardTakenCard, the card just taken from the pile may be neither discarded nor
//   knocked with.
// - Knock{card, melds}: the rest of the hand after `card` has deadwood <= the hand's knock limit.
//   Empty melds: the engine spreads the least-deadwood arrangement that serves the knocker best
//   (bestSpread). Given melds must be legal and use cards of the hand; the cards outside them are
//   the deadwood. With big gin on, a knock from eleven cards that are all melded is big gin:
//   nothing is discarded.
// - Wall: after a discard that leaves kWallStock cards in the stock, the hand is void
//   (GinWall::Void), or the next player may take that discard only to knock
//   (GinWall::TakeToKnock: phase Wall, moves Pass, which voids the hand, and DrawOpen when a
//   knock can follow; after it only Knock is legal).
// - Moves of other games, and MissTurn, are refused with NotInThisGame.
class GinRound {
public:
    static constexpr int kSeats = 2;

    // A shuffled deal (Rng(seed) over the 52 cards in id order).
    GinRound(const GinRules& rules, int dealer, std::uint64_t seed);
    // A stacked deal: `deck` (top first) must hold each of the 52 cards once.
    static Result<GinRound> withDeck(const GinRules& rules, int dealer, std::vector<Card> deck);

    const GinRules& rules() const { return rules_; }
    int seats() const { return kSeats; }
    int dealer() const { return dealer_; }
    std::uint64_t seed() const { return seed_; }
    GinPhase phase() const { return phase_; }
    bool isOver() const { return phase_ == GinPhase::Over; }
    int currentSeat() const { return isOver() ? -1 : current_; }

    std::vector<Move> legalMoves() const;
    Status check(const Move& move) const;
    Status apply(const Move& move);  // on error nothing changes

    const GinHandResult& outcome() const { return result_; }
    // The family-blind result (game/round.h): the winner's points at its seat, 0 at the other;
    // outcomes Won and Lost, both Lost for a void hand.
    RoundResult result() const;
    const std::vector<PlayedMove>& history() const { return history_; }

    const std::vector<Card>& hand(int seat) const { return hands_[static_cast<std::size_t>(seat)]; }
    std::vector<Face> handFaces(int seat) const;
    const std::vector<Card>& discards() const { return discards_; }  // back() is the top
    const std::vector<Card>& stock() const { return stock_; }        // back() is the top
    Face firstUpcard() const { return firstUpcard_; }
    int knockLimit() const { return rules_.knockLimit(firstUpcard_); }
    std::optional<Card> takenFromPile() const { return takenFromPile_; }
    bool mustKnock() const { return mustKnock_; }
    const std::vector<Card>& stackedDeck() const { return stacked_; }  // empty if shuffled
    std::vector<Card> allCards() const;

    friend bool operator==(const GinRound&, const GinRound&) = default;

private:
    GinRound(const GinRules& rules, int dealer, std::uint64_t seed, std::vector<Card> deck,
             bool stacked);
    Status checkKnock(const moves::Knock& k) const;
    bool mayShed(Card c) const;
    // The cards of an eleven-card hand it may knock with (all of them on big gin); `kept` may
    // not be thrown.
    std::vector<Card> knockCards(const std::vector<Card>& h, std::optional<Card> kept) const;
    // `taken` (the card taken from the pile) when the rules keep it from being thrown back.
    std::optional<Card> keptCard(std::optional<Card> taken) const;
    bool knockPossibleAfterTaking(Card top) const;
    void knock(const moves::Knock& k);
    void endTurnAfterDiscard();
    int other(int seat) const { return 1 - seat; }

    GinRules rules_;
    int dealer_ = 0;
    std::uint64_t seed_ = 0;
    std::array<std::vector<Card>, kSeats> hands_;
    std::vector<Card> stock_;
    std::vector<Card> discards_;
    Face firstUpcard_;
    GinPhase phase_ = GinPhase::FirstUpcard;
    int current_ = 0;
    int passes_ = 0;  // first-upcard refusals (2: the non-dealer must draw from the stock)
    bool anyDraw_ = false;
    std::optional<Card> takenFromPile_;
    bool mustKnock_ = false;
    GinHandResult result_;
    std::vector<PlayedMove> history_;
    std::vector<Card> stacked_;

    friend struct WorldBuilder;  // a search's worlds (game/world.h) set every field
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
#include "game/phase.h"
#include "game/result.h"
#include "game/round_result.h"
#include "indian/indian_rules.h"

namespace rummy {

// One deal of Indian Rummy, 13-card or 21-card (rules.variant), from the shuffle to the
// scores. A copyable value type in the manner of OpenSpiel's State: copy it to look ahead,
// compare copies, replay its history.
//
// The two games share the flow below; they differ in the shoe and hand size (the rules'
// fields), in which cards are wild, what a hand needs to be declared and what a loser pays
// (indian/hand_rules.h: 21-card's value cards are wild too, a declaration needs three pure
// sequences, tunnelas counting), and in 21-card's value-card settlement, which result()
// adds once a 21-card round is over (indian/value_cards.h).
//
// Rules decided here (docs/rules.md has them in prose):
// - Deal: cards go one at a time from the top of the shuffled shoe, starting at the seat after
//   the dealer; then the wild-joker card is cut and shown (none when !rules.wildJoker), then
//   the first open card is turned up. The rest is the closed deck. The seat after the dealer
//   plays first.
// - Draw phase: DrawClosed, DrawOpen (a joker on the open deck only when
//   rules.jokerFromOpenDeck, or when it is the dealer's first open card still lying alone),
//   Drop (when rules.dropAllowed(): first drop before one's first draw, middle drop after).
// - Discard phase: Discard{card} or Finish{card, groups}. Finish: the groups must be exactly
//   the other cards of the hand (else BadGroups). Valid: the declarer wins with 0, every other
//   seat still playing scores the solver's points of its hand (rules.validUndeclared if that
//   hand is itself valid). Invalid: the declarer scores rules.wrongDeclaration and leaves; the
//   finish card goes onto the open deck and play goes on. With
//   rules.invalidDeclarationEndsRound the round ends instead, with no winner and 0 for
//   everyone else: a void deal rather than a windfall for whoever was ahead.
// - MissTurn (the turn timer ran out; never listed by legalMoves): in the Draw phase the turn
//   passes, in the Discard phase the card drawn this turn is discarded. rules.missedTurnsAsDrop
//   misses in a row count as a middle drop.
// - When one seat alone is still playing, it wins with 0.
// - An empty closed deck is rebuilt at the next closed draw by shuffling the open deck except
//   its top card, from the round seed and a rebuild counter (deterministic, replayable).
//
// Moves of other games (Pass, Knock, Meld, LayOff, Swap, Take, Done) and DrawOpen of more than
// one card are refused with NotInThisGame.
//
// legalMoves() lists the draws, the drop, one Discard per card in hand and, when the hand
// can be declared validly, one Finish with the solver's arrangement. Any other Finish whose
// groups cover the rest of the hand is legal too (an invalid one costs the declarer): apply()
// accepts it though legalMoves() cannot list every partition.
class IndianRound {
public:
    // All seats dealt in. The caller checks rules.validate(seats) first (create() does).
    IndianRound(const IndianRules& rules, int seats, int dealer, std::uint64_t seed);
    // Only the seats marked in `inPlay`; the others sit out. At least two must play.
    IndianRound(const IndianRules& rules, std::vector<bool> inPlay, int dealer, std::uint64_t seed);
    static Result<IndianRound> create(const IndianRules& rules, std::vector<bool> inPlay,
                                      int dealer, std::uint64_t seed);
    // A stacked deal: `shoe` (top first) replaces the shuffle; it must hold exactly the cards of
    // Shoe::ordered(rules). For scripted tests, tutorials and puzzles. `seed` still drives the
    // rebuilds of the closed deck. Saved files carry the shoe.
    static Result<IndianRound> withShoe(const IndianRules& rules, std::vector<bool> inPlay,
                                        int dealer, std::vector<Card> shoe, std::uint64_t seed = 0);

    const IndianRules& rules() const { return rules_; }
    int seats() const { return static_cast<int>(hands_.size()); }
    int dealer() const { return dealer_; }
    std::uint64_t seed() const { return seed_; }

    Phase phase() const { return phase_; }
    bool isOver() const { return phase_ == Phase::Over; }
    int currentSeat() const { return current_; }  // -1 once over

    std::vector<Move> legalMoves() const;
    Status check(const Move& move) const;  // what apply() would say, changing nothing
    Status apply(const Move& move);        // on error nothing changes

    // Per-seat points and outcomes; the winner is set once the round is over. A 21-card round
    // that is over adds its value-card settlement and every seat's net.
    RoundResult result() const;
    const std::vector<PlayedMove>& history() const { return history_; }

    const std::vector<Card>& hand(int seat) const { return hands_[static_cast<std::size_t>(seat)]; }
    std::vector<Face> handFaces(int seat) const;
    const std::vector<OpenCard>& openDeck() const { return open_; }  // back() is the top
    const std::vector<Card>& closedDeck() const { return closed_; }  // back() is the top
    int closedDeckSize() const { return static_cast<int>(closed_.size()); }
    std::optional<Card> wildCard() const { return wildCard_; }
    // The cut rank (13-card's wild cards besides the printed jokers).
    WildRank wildRank() const { return wild_; }
    // Every wild card of the deal: 13-card's printed jokers and cut rank, 21-card's also the
    // two value cards beside the cut card.
    const WildCards& wildCards() const { return wildCards_; }
    std::optional<Card> finishSlot() const { return finishSlot_; }
    Outcome outcome(int seat) const { return outcomes_[static_cast<std::size_t>(seat)]; }
    bool isPlaying(int seat) const { return outcome(seat) == Outcome::Playing; }
    bool hasDrawn(int seat) const { return hasDrawn_[static_cast<std::size_t>(seat)] != 0; }
    int missedTurns(int seat) const { return missed_[static_cast<std::size_t>(seat)]; }
    int playingCount() const;
    int rebuilds() const { return rebuilds_; }
    const std::vector<Card>& stackedShoe() const { return stackedShoe_; }  // empty if shuffled
    // Every card of the shoe, wherever it is: hands, closed, open, wild card, finish slot.
    std::vector<Card> allCards() const;

    friend bool operator==(const IndianRound&, const IndianRound&) = default;

private:
    IndianRound(const IndianRules& rules, std::vector<bool> inPlay, int dealer, std::uint64_t seed,
                std::vector<Card> stacked);
    void deal(const std::vector<Card>& shoe);
    Status checkDraw(const Move& m) const;
    Status checkDiscard(const Move& m) const;
    bool openTopIsForbiddenJoker() const;
    bool declarationValid(const std::vector<std::vector<Card>>& groups) const;
    void applyDraw(bool closed);
    void applyDiscard(Card card, const std::vector<std::vector<Card>>* groups);
    void leave(int seat, Outcome why, int points);
    void declare(int seat, bool valid);
    void endTurn();
    void finishIfOneLeft();
    void scoreShowdown(int declarer);
    void settle21(RoundResult& r) const;

    IndianRules rules_;
    int dealer_ = 0;
    std::uint64_t seed_ = 0;
    std::vector<std::vector<Card>> hands_;
    std::vector<Card> closed_;
    std::vector<OpenCard> open_;
    std::optional<Card> wildCard_;
    WildRank wild_;
    WildCards wildCards_;
    std::optional<Card> finishSlot_;
    Phase phase_ = Phase::Draw;
    int current_ = 0;
    int winner_ = -1;
    std::vector<Outcome> outcomes_;
    std::vector<int> points_;
    std::vector<std::uint8_t> hasDrawn_;  // uint8_t, not vector<bool>: plain value semantics
    std::vector<int> missed_;
    std::optional<Card> drawnThisTurn_;
    int rebuilds_ = 0;
    std::vector<PlayedMove> history_;
    std::vector<Card> stackedShoe_;

    friend struct WorldBuilder;  // a search's worlds (game/world.h) set every field
};

}  // namespace rummy

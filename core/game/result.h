// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <utility>
#include <variant>

namespace rummy {

// Why the engine refused something. core never produces user-facing sentences: front ends
// translate these codes (see app/) into their own words.
enum class ErrorCode {
    None = 0,
    NotYourTurn,
    WrongPhase,
    CardNotInHand,
    JokerFromOpenDeck,
    OpenDeckEmpty,
    DropNotAllowed,
    BadGroups,  // Finish groups do not use exactly the hand's cards
    PlayerNotActive,
    RoundOver,
    MatchOver,
    RejoinNotAllowed,
    BadRules,
    Parse,          // malformed text (card, save file, deal code)
    BadCount,       // wrong number of cards
    TooManyCopies,  // a card appears more often than the shoe holds
    NotInThisGame,  // a move of another rummy game (e.g. a knock in Indian Rummy)
    Limit,          // a deal or a match ran past its move or deal limit
    KnockTooHigh,   // Gin: the deadwood left is over the knock limit
    TakenCardBack,  // Gin: the card just taken from the discard pile may not go back at once
    MustKnock,      // Gin: the wall discard was taken to knock; only a knock is allowed
    // The table games (core/table/table_round.h):
    NoSuchMeld,       // a table meld number that is not on the table
    MeldLimit,        // more melds this turn than the rules allow (Straight: one)
    NotOpened,        // not before one's own first meld (lay-offs in 51, swaps, takes, the pile)
    OpeningTooLow,    // the first lay-down is worth less than the opening (51: 51 points);
                      // TableRound::openingShortfall says by how much
    MustPlayCard,     // a card taken (the pile's deepest, a swapped joker, a taken card) must be
                      // played now, or could not be
    MustDiscard,      // going out or ending this turn needs a discard
    StockEmpty,       // the stock is empty: take the pile to play from it, or end the hand
    PlayableDiscard,  // 500 option: the card that would end the hand fits a meld: lay it off
};

const char* errorCodeName(ErrorCode code);  // stable identifier, e.g. "not_your_turn"

// A minimal expected-like result: GCC 12 has no std::expected yet.
template <typename T>
class Result {
public:
    Result(T value) : v_(std::move(value)) {}
    Result(ErrorCode e) : v_(e) {}

    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<0>(v_); }
    T& value() & { return std::get<0>(v_); }
    T&& value() && { return std::get<0>(std::move(v_)); }
    const T& operator*() const { return value(); }
    const T* operator->() const { return &value(); }
    ErrorCode error() const { return ok() ? ErrorCode::None : std::get<1>(v_); }

private:
    std::variant<T, ErrorCode> v_;
};

// For operations that return nothing on success.
struct Ok {};
using Status = Result<Ok>;

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "cards/card.h"

namespace rummy {

// The moves of every rummy game, as a closed set of small typed values: one struct per move,
// and `Move`, a std::variant of them all.
//
// Why a variant and not a virtual base class (`struct Move { virtual ... }`):
// - The set is closed. The six games of the rule texts need exactly these thirteen moves; a
//   new game adds a struct here, not a class somewhere else. A virtual base is for sets that
//   grow in code we do not see.
// - Value semantics. A move is copied into the history, compared in tests and saves, and
//   handed between threads; a variant copies and compares like an int, with no allocation
//   for the move itself and no slicing or ownership questions.
// - Compiler-checked dispatch. Every place that handles moves visits the variant with one
//   overload per alternative (or switches on MoveKind without a default), so adding a move
//   turns each place that forgot it into a compile error instead of a silent fallthrough.
//
// A round accepts the moves of its own game and answers ErrorCode::NotInThisGame for the
// others. The text form (the move notation, docs/records.md) is toString() below; the one
// table of names is moveKindName() in move_notation.cpp.

// What kind of move a Move is: the variant's index, in the same order (move.cpp checks it).
enum class MoveKind : std::uint8_t {
    DrawClosed,
    DrawOpen,
    Discard,
    Finish,
    Drop,
    MissTurn,
    Pass,
    Knock,
    Meld,
    LayOff,
    Swap,
    Take,
    Done,
};

inline constexpr int kMoveKindCount = 13;

// A card laid in a meld on the table and, for a joker, the card it stands for when the
// player fixes it (table games let a joker's meaning be chosen; Indian declarations do not).
struct MeldCard {
    Card card;
    std::optional<Face> standsFor;
    friend bool operator==(const MeldCard&, const MeldCard&) = default;
};

namespace moves {

// Take the top card of the closed deck (the stock).
struct DrawClosed {
    friend bool operator==(const DrawClosed&, const DrawClosed&) = default;
};
// Take the top `count` cards of the discard pile (the open deck).
struct DrawOpen {
    int count = 1;
    friend bool operator==(const DrawOpen&, const DrawOpen&) = default;
};
// Put `card` on the discard pile.
struct Discard {
    Card card;
    friend bool operator==(const Discard&, const Discard&) = default;
};
// Put `card` on the finish slot and declare `groups` (the rest of the hand).
struct Finish {
    Card card;
    std::vector<std::vector<Card>> groups;
    friend bool operator==(const Finish&, const Finish&) = default;
};
// Leave the deal (Indian games): a first drop before one's first draw, a middle drop after.
struct Drop {
    friend bool operator==(const Drop&, const Drop&) = default;
};
// The turn clock ran out; the engine discards the card drawn this turn, if any.
struct MissTurn {
    friend bool operator==(const MissTurn&, const MissTurn&) = default;
};
// Refuse the first upcard (Gin).
struct Pass {
    friend bool operator==(const Pass&, const Pass&) = default;
};
// Discard `card` and spread `melds`; the rest of the hand is deadwood (Gin).
struct Knock {
    Card card;
    std::vector<std::vector<Card>> melds;
    friend bool operator==(const Knock&, const Knock&) = default;
};
// Lay `melds` on the table (table games).
struct Meld {
    std::vector<std::vector<MeldCard>> melds;
    friend bool operator==(const Meld&, const Meld&) = default;
};
// Add `card` to table meld `target` (numbered from 1 in the order laid); a joker may say
// what it stands for.
struct LayOff {
    Card card;
    int target = 0;
    std::optional<Face> standsFor;
    friend bool operator==(const LayOff&, const LayOff&) = default;
};
// Give natural `card` to table meld `target` and take the joker it replaces.
struct Swap {
    Card card;
    int target = 0;
    friend bool operator==(const Swap&, const Swap&) = default;
};
// Take `card` from table meld `target`.
struct Take {
    Card card;
    int target = 0;
    friend bool operator==(const Take&, const Take&) = default;
};
// End an optional phase (e.g. laying off after a knock).
struct Done {
    friend bool operator==(const Done&, const Done&) = default;
};

}  // namespace moves

// In the order of MoveKind: kindOf() is the index.
using Move = std::variant<moves::DrawClosed, moves::DrawOpen, moves::Discard, moves::Finish,
                          moves::Drop, moves::MissTurn, moves::Pass, moves::Knock, moves::Meld,
                          moves::LayOff, moves::Swap, moves::Take, moves::Done>;

static_assert(std::variant_size_v<Move> == kMoveKindCount);

// One applied move. `card` is the card the engine moved on the player's behalf: the card
// drawn (DrawClosed, DrawOpen) or the card discarded by a MissTurn; empty otherwise. A
// closed draw is private to its player: views for other seats must hide it.
struct PlayedMove {
    int seat = -1;
    Move move;
    std::optional<Card> card;
    friend bool operator==(const PlayedMove&, const PlayedMove&) = default;
};

MoveKind kindOf(const Move& move);

// The move notation: "draw-closed", "draw-open", "discard 10H", "finish KS [AS 2S 3S] [...]",
// "drop", "miss-turn", ... (move_notation.h). Faces only: the copy of a card is not written.
std::string toString(const Move& move);

// The card a move puts down or moves by name (Discard, Finish, Knock, LayOff, Swap, Take);
// none for the others.
std::optional<Card> cardOf(const Move& move);

// For std::visit with one lambda per alternative: overloaded{[](const moves::Discard&) {...}, ...}.
template <class... Fs>
struct overloaded : Fs... {
    using Fs::operator()...;
};
template <class... Fs>
overloaded(Fs...) -> overloaded<Fs...>;

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
#include "game/result.h"

namespace rummy {

// The move notation: one line of text per move, the same for every rummy game, used by game
// records, logs, the bot protocol and tests (docs/records.md). Words and their arguments:
//
//   draw-closed            take the top card of the closed deck (the stock)
//   draw-open [N]          take the top N cards of the discard pile (N >= 1, default 1)
//   discard C              put C on the discard pile
//   finish C [G] [G]...    put C on the finish slot and declare the rest in groups
//   drop                   leave the deal (Indian games)
//   miss-turn              the turn clock ran out
//   pass                   refuse the first upcard (Gin)
//   knock C [M]...         discard C and spread melds M; the rest is deadwood (Gin)
//   meld [M] [M]...        lay melds on the table
//   layoff C T             add C to table meld T (numbered from 1 in the order laid)
//   swap C T               give natural card C to meld T, take the joker it replaces
//   take C T               take C from table meld T
//   done                   end an optional phase
//
// Cards are written as everywhere else (10H, AS, JK); inside a group a joker may be written
// JK=7H to fix the card it stands for. Words are lower case; cards any case; any run of
// spaces separates tokens, and brackets need no spaces around them.
//
// This layer knows the words only. Which moves a game allows, and which physical copy of a
// card a face means, is for the game's round (see indianMoveOf below).
// MoveKind (the words, in the order of the Move variant) is declared in move.h.

// The one table of names: "draw-closed", "draw-open", ..., "done".
const char* moveKindName(MoveKind kind);
std::optional<MoveKind> parseMoveKind(std::string_view word);

// A card inside a written group: its face and, for a joker written JK=7H, what it stands for.
struct GroupCard {
    Face face;
    std::optional<Face> standsFor;
    friend bool operator==(const GroupCard&, const GroupCard&) = default;
};

// A move as written: the word and whichever arguments it takes. Faces, not physical cards.
struct MoveText {
    MoveKind kind = MoveKind::DrawClosed;
    std::optional<Face> card;                    // discard, finish, knock, layoff, swap, take
    int count = 1;                               // draw-open: how many cards from the top
    int target = 0;                              // layoff, swap, take: table meld, from 1
    std::vector<std::vector<GroupCard>> groups;  // finish, knock, meld

    std::string toString() const;
    friend bool operator==(const MoveText&, const MoveText&) = default;
};

// Why a line is not a move. Stable names through moveTextErrorName().
enum class MoveTextError : std::uint8_t {
    None = 0,
    Empty,           // nothing but spaces
    UnknownWord,     // the first token is no move's name
    BadCard,         // a token where a card belongs is not a card
    MissingCard,     // the move needs a card and has none
    BadNumber,       // a count or meld number that is not a whole number in range
    MissingNumber,   // layoff, swap, take without their meld number
    BadGroup,        // an unclosed or nested bracket, an empty group, text outside brackets
    BadStandsFor,    // "=" after something other than a joker, or not followed by a card
    ExtraArguments,  // arguments a move does not take
};

const char* moveTextErrorName(MoveTextError e);  // "unknown_word", ...

struct MoveTextParse {
    std::optional<MoveText> move;
    MoveTextError error = MoveTextError::None;
    std::size_t token = 0;  // 0-based index of the token where parsing stopped
};

MoveTextParse parseMoveText(std::string_view line);

// Which physical copy each written card was, in the order cards appear in the moves (a
// finish: its card, then the groups' cards). A program that kept the cards' identities (the
// desktop's saved games) stores them so that a replay deals out the very same cards, not only
// the same faces. A hint that does not fit (another face, a card not in the hand) is ignored.
struct CopyHints {
    std::vector<Card> cards;
    std::size_t next = 0;
};

// The cards a Move names, in the order CopyHints wants them: its card, then the cards of its
// groups or melds.
std::vector<Card> cardsNamed(const Move& move);

// The 13-card and 21-card Indian games. A Move names physical cards; a written move names
// faces, so each face is matched with a card of that face in `hand`, a card used once: the
// hinted copy when `hints` has a fitting one, else the first such card in hand order. Moves of
// other games give NotInThisGame; faces the hand lacks give CardNotInHand; draw-open of more
// than one card gives NotInThisGame. Whether the move is legal now is for the round.
Result<Move> indianMoveOf(const MoveText& move, const std::vector<Card>& hand,
                          CopyHints* hints = nullptr);
// The written form of any move: faces, counts, meld numbers and what fixed jokers stand for.
// A lay-off's `standsFor` has no place in the notation yet and is not written.
MoveText moveTextOf(const Move& move);

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bit>
#include <cstdint>
#include <span>

#include "cards/card.h"
#include "gin/gin_hand.h"
#include "gin/gin_rules.h"

namespace rummy::gin {

// A set of Gin cards as a bit mask over faces (bit f.index() for each of the 52 naturals): the
// bots ask many small questions of many hands ("this hand, that card added, this one thrown"),
// and a mask answers them with a few instructions and no allocation. Gin deals one deck, so a
// face is a card.
using CardMask = std::uint64_t;

inline constexpr CardMask kAllCards = (CardMask{1} << 52) - 1;

constexpr CardMask bitOf(Face f) {
    return CardMask{1} << f.index();
}
constexpr CardMask bitOf(Card c) {
    return bitOf(c.face());
}
CardMask maskOf(std::span<const Card> cards);
constexpr int countOf(CardMask m) {
    return std::popcount(m);
}
constexpr Face lowestFace(CardMask m) {
    return Face::fromIndex(std::countr_zero(m));
}
// The physical card of a face: Gin deals one deck.
constexpr Card ginCard(Face f) {
    return Card::natural(0, f);
}

// The gin value of every card in `m` added up.
int valueOf(CardMask m);

// The exact least deadwood of the cards in `m` (core's solver, through a stack buffer).
int deadwoodOf(CardMask m);
// The cards in no meld of the best arrangement of `m` (core's choice among equal ones).
CardMask unmatchedOf(CardMask m);
// The discard from `m` (one card over a hand) leaving least deadwood, and that deadwood; cards
// in `keep` are not thrown (the card just taken from the pile).
struct MaskDiscard {
    Face discard;
    int deadwood = 0;
};
MaskDiscard bestDiscardOf(CardMask m, CardMask keep = 0);
// The same when deadwoodOf(m) is known already (it spares a search when `keep` is not empty).
MaskDiscard bestDiscardOf(CardMask m, CardMask keep, int deadwood);

// The cards that make a meld of three with `f` and one other card: the same rank in other
// suits, and the suit neighbours one and two ranks away (ace low only, no wrap).
CardMask neighboursOf(Face f);
// Whether `f` and two cards of `m` make a meld (a set of three, or a run of three holding f).
// A card that melds with nothing cannot change which other cards a best arrangement melds,
// which is what makes the bots' look-ahead cheap (see Lookahead in gin_eval.h).
bool meldsWith(Face f, CardMask m);
// Every card that makes a meld with two cards of `m` (cards of `m` included), at once: the
// bots ask this of one hand for each unseen card.
CardMask meldersOf(CardMask m);

}  // namespace rummy::gin

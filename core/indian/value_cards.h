// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <span>
#include <vector>

#include "cards/card.h"
#include "indian/indian_rules.h"

namespace rummy {

// 21-card Indian Rummy's value cards, as pure functions (docs/rules.md, "Value cards"). Three
// faces of the cut suit are value cards: the card of the cut rank (the "same-suit joker"), the
// upper (one rank above) and the lower (one rank below), ranks wrapping A↔K. A cut printed joker
// makes A♠ the same-suit joker, 2♠ the upper and K♠ the lower. They are wild as well
// (indian/hand_rules.h); here is only what holding them is worth.
//
// At the end of a deal every holder is paid, by every other seat still in the deal, what the
// scheme says the holding is worth:
// - Classic (ClassicRummy's table, the default): per kind one card 10, two 30, three 50; one
//   card of each kind together is a marriage, 100 instead of its three cards; two marriages
//   300, three 500. Cards beyond the marriages count as singles of their kind (two cut-rank
//   cards, an upper and a lower: a marriage and one single, 110).
// - Adda52: 20 a value card; a marriage 100 instead of its three cards' 60 (two marriages 200:
//   the source names no larger sums). No seat pays more than 240 in one deal. Adda52's "star
//   cards" (A♠ and 2♣, 10 each when used in a valid group) are not paid: they depend on a
//   grouping the engine does not keep for losers, who are scored by their best arrangement.
// - Off: nothing.
enum class ValueKind : std::uint8_t { SameSuit, Upper, Lower };

// Per kind, in ValueKind order.
using ValueFaces = std::array<Face, 3>;
using ValueHolding = std::array<int, 3>;

// The value cards a cut card makes; nothing without a cut card.
std::optional<ValueFaces> valueCardFaces(std::optional<Face> cut);

// How many cards of each kind `hand` holds.
ValueHolding valueHolding(std::span<const Face> hand, const ValueFaces& faces);

// What each other seat in the deal pays for a holding.
int classicValue(const ValueHolding& holding);
int adda52Value(const ValueHolding& holding);
int valueOwed(ValueScheme scheme, const ValueHolding& holding);

inline constexpr int kAdda52MaxPayment = 240;

// Who paid and who received what, per seat.
struct ValueSettlement {
    std::vector<int> received;
    std::vector<int> paid;
    int net(int seat) const {
        return received[static_cast<std::size_t>(seat)] - paid[static_cast<std::size_t>(seat)];
    }
    friend bool operator==(const ValueSettlement&, const ValueSettlement&) = default;
};

// Every seat in the deal (`inDeal`) pays every other seat in the deal what that seat's
// holding is worth; seats not in it neither pay nor are paid. Under Adda52 one seat pays at
// most kAdda52MaxPayment: it pays the holders in turn order after it, each in full while the
// cap allows, the last one what is left.
ValueSettlement settleValueCards(ValueScheme scheme, const std::vector<ValueHolding>& holdings,
                                 const std::vector<bool>& inDeal);

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "cards/card.h"
#include "melds/card_values.h"
#include "melds/meld_rules.h"
#include "melds/qualification.h"

namespace rummy {

// The rummy games of the rule texts. A family is code (a round type); a game inside it is
// parameters (docs/architecture.md). Ids are the same in every interface: CLI --variant,
// records, saves, settings.
enum class Variant : std::uint8_t { Indian13, Indian21, Gin, Straight, Rummy500, Rummy51, Kaluki };
enum class Family : std::uint8_t { Indian, Table, Gin };

inline constexpr std::array<Variant, 7> kVariants{
    Variant::Indian13, Variant::Indian21, Variant::Gin,   Variant::Straight,
    Variant::Rummy500, Variant::Rummy51,  Variant::Kaluki};

const char* variantId(Variant v);  // "indian13", "indian21", "gin", "straight", "500", "51", ...
std::optional<Variant> parseVariant(std::string_view id);
Family familyOf(Variant v);
// The games this build can play (the others are named, and refused, everywhere).
bool isPlayable(Variant v);

// Which cards a game makes wild: none (Gin, Straight), printed jokers (500, 51), also every
// card of a cut rank (13-card), and also the cut card's suit neighbours, the value cards
// (21-card).
enum class WildPolicy : std::uint8_t { None, PrintedJokers, CutRank, CutRankAndValueCards };

// The wild cards of a deal under a policy, from the card cut for it (nothing for the first two
// policies). A cut printed joker makes the aces wild, with 2♠ and K♠ the value cards; the value
// cards of a cut ace are the 2 and the K of its suit, of a cut king the A and the Q: ranks wrap
// for value cards, though no run ever does.
WildCards wildCardsFor(WildPolicy policy, std::optional<Face> cut);

// A game's rule values by default (docs/rules.md): how melds are made, what cards are worth,
// what qualifies a hand, what is wild.
struct VariantRules {
    MeldRules melds;
    CardValues values;
    Qualification qualification;
    WildPolicy wild = WildPolicy::CutRank;
};

VariantRules defaultRules(Variant v);

}  // namespace rummy

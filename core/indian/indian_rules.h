// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "game/result.h"
#include "game/variant.h"

namespace rummy {

enum class MatchFormat : std::uint8_t { Points, Pool101, Pool201, Deals2, Deals3, Deals6 };

const char* formatName(MatchFormat f);  // "points", "pool101", ... (stable, used in files)
std::optional<MatchFormat> parseFormat(std::string_view name);

// How 21-card Indian Rummy pays for value cards (docs/rules.md; indian/value_cards.h):
// ClassicRummy's table (the default), Adda52's flat 20 a card, or not at all.
enum class ValueScheme : std::uint8_t { Classic, Adda52, Off };

const char* valueSchemeName(ValueScheme s);  // "classic", "adda52", "off" (stable, in files)
std::optional<ValueScheme> parseValueScheme(std::string_view name);

// Every rule of a game, with the defaults documented in docs/rules.md. A plain value: copy it,
// compare it, save it. Presets fill the format-dependent fields and the game's own.
//
// The rules of the Indian family: `variant` is Indian13 (the default, what every file written
// before 21-card existed reads as) or Indian21. Like the format it is no row of the table of
// rule fields: it selects the preset, and the files carry it under its own key.
struct IndianRules {
    MatchFormat format = MatchFormat::Points;
    Variant variant = Variant::Indian13;

    // The shoe.
    int decks = 2;          // 1..3
    int printedJokers = 2;  // 0..4 in the whole shoe
    bool wildJoker = true;  // cut a card whose rank is wild
    int handSize = 13;      // room to grow: 21-card Indian Rummy deals 21

    // Scoring.
    int firstDrop = 20;              // drop before one's first draw
    int middleDrop = 40;             // drop after one's first draw
    int wrongDeclaration = 80;       // invalid declaration
    int maxPoints = 80;              // cap on a losing hand
    int validUndeclared = 2;         // a loser whose hand was already valid
    bool pureSequenceAlone = false;  // a pure sequence alone lowers the count (house rule)
    int pointValue = 1;              // Points format: what one point is worth (display only)

    // Play.
    bool jokerFromOpenDeck = false;  // false: a joker on the open deck may not be taken,
                                     // except the very first open card
    bool invalidDeclarationEndsRound = false;
    int turnTimerSeconds = 0;   // 0 = no timer
    int missedTurnsAsDrop = 3;  // consecutive timeouts that count as a middle drop

    // Pool formats.
    int poolLimit = 101;  // a player is out on reaching this score
    int rejoinMax = 79;   // re-join allowed while the highest remaining score is at most this
    bool allowRejoin = true;

    // Deals formats.
    int chipsPerDeal = 80;  // each player starts with chipsPerDeal * dealsCount() chips

    // 21-card: how value cards are paid (Classic in every other game, where it means nothing).
    // A choice among named values, so not a row of the table either: the files carry it by
    // name, and only where it is not the 13-card game's default.
    ValueScheme valueCards = ValueScheme::Classic;

    // The format's preset of a game of the Indian family: 13-card's, or with 21-card's own
    // values over it (3 decks and 3 printed jokers, 21 cards, drops 30 and 75, wrong
    // declaration and full count 120, 120 chips a deal).
    static IndianRules preset(MatchFormat f, Variant v = Variant::Indian13);
    bool dropAllowed() const {
        return !(format == MatchFormat::Deals2 || format == MatchFormat::Deals3);
    }
    bool isPool() const { return format == MatchFormat::Pool101 || format == MatchFormat::Pool201; }
    // 2, 3 or 6 for the Deals formats, 0 otherwise.
    int dealsCount() const {
        return format == MatchFormat::Deals2   ? 2
               : format == MatchFormat::Deals3 ? 3
               : format == MatchFormat::Deals6 ? 6
                                               : 0;
    }
    bool isDeals() const { return dealsCount() > 0; }
    int shoeSize() const { return decks * 52 + printedJokers; }

    // Checks ranges and that the shoe can deal to `players` seats with enough left to play.
    Status validate(int players) const;

    friend bool operator==(const IndianRules&, const IndianRules&) = default;
};

}  // namespace rummy

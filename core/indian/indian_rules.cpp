// SPDX-License-Identifier: GPL-3.0-or-later
#include "indian/indian_rules.h"

#include <array>

#include "game/rule_fields.h"

namespace rummy {

namespace {
struct FormatName {
    MatchFormat format;
    const char* name;
};
constexpr std::array<FormatName, 6> kFormatNames{{
    {MatchFormat::Points, "points"},
    {MatchFormat::Pool101, "pool101"},
    {MatchFormat::Pool201, "pool201"},
    {MatchFormat::Deals2, "deals2"},
    {MatchFormat::Deals3, "deals3"},
    {MatchFormat::Deals6, "deals6"},
}};
struct SchemeName {
    ValueScheme scheme;
    const char* name;
};
constexpr std::array<SchemeName, 3> kSchemeNames{{
    {ValueScheme::Classic, "classic"},
    {ValueScheme::Adda52, "adda52"},
    {ValueScheme::Off, "off"},
}};

// 21-card Indian Rummy over a format's preset (docs/rules.md, 21-card Indian Rummy): three decks
// with a printed joker each, 21 cards, and its own prices. The pool limits stay the 13-card ones:
// no source gives 21-card pool values, and a table can raise them.
void apply21(IndianRules& r) {
    r.decks = 3;
    r.printedJokers = 3;
    r.handSize = 21;
    r.firstDrop = 30;
    r.middleDrop = 75;
    r.wrongDeclaration = 120;
    r.maxPoints = 120;
    r.chipsPerDeal = 120;  // a deal's worst loss, as 80 is 13-card's
}
}  // namespace

const char* valueSchemeName(ValueScheme s) {
    for (const auto& entry : kSchemeNames)
        if (entry.scheme == s) return entry.name;
    return "unknown";
}

std::optional<ValueScheme> parseValueScheme(std::string_view name) {
    for (const auto& entry : kSchemeNames)
        if (name == entry.name) return entry.scheme;
    return std::nullopt;
}

const char* formatName(MatchFormat f) {
    for (const auto& entry : kFormatNames)
        if (entry.format == f) return entry.name;
    return "unknown";
}

std::optional<MatchFormat> parseFormat(std::string_view name) {
    for (const auto& entry : kFormatNames)
        if (name == entry.name) return entry.format;
    return std::nullopt;
}

IndianRules IndianRules::preset(MatchFormat f, Variant v) {
    IndianRules r;
    r.format = f;
    r.variant = v;
    switch (f) {
        case MatchFormat::Points:
            break;
        case MatchFormat::Pool101:
            r.poolLimit = 101;
            r.rejoinMax = 79;
            break;
        case MatchFormat::Pool201:
            // 201 pool doubles the stakes of a drop but keeps the 80-point cap.
            r.poolLimit = 201;
            r.rejoinMax = 174;
            r.firstDrop = 25;
            r.middleDrop = 50;
            break;
        case MatchFormat::Deals2:
        case MatchFormat::Deals3:
        case MatchFormat::Deals6:
            break;
    }
    if (v == Variant::Indian21) apply21(r);
    return r;
}

Status IndianRules::validate(int players) const {
    if (players < 2 || players > 6) return ErrorCode::BadRules;
    // The range of every field is declared once, in the table of rule fields.
    for (const RuleField& field : ruleFields())
        if (!inRange(field, ruleValue(*this, field))) return ErrorCode::BadRules;
    if (rejoinMax >= poolLimit) return ErrorCode::BadRules;
    switch (variant) {
        case Variant::Indian13:
            // Value cards are 21-card's; one 13-card game has one set of rules.
            if (valueCards != ValueScheme::Classic) return ErrorCode::BadRules;
            break;
        case Variant::Indian21:
            // The solver and the declaration check know 21 cards, at most three copies of a
            // card, and no house rule of 13-card's scoring.
            if (handSize != 21 || printedJokers > 3 || pureSequenceAlone)
                return ErrorCode::BadRules;
            break;
        case Variant::Gin:  // their rules are not a IndianRules
        case Variant::Straight:
        case Variant::Rummy500:
        case Variant::Rummy51:
        case Variant::Kaluki:
            return ErrorCode::BadRules;
    }
    // After the deal there must be the wild card, the first open card and a closed deck that
    // lasts at least a full turn of the table.
    const int needed = players * handSize + 1 + (wildJoker ? 1 : 0) + players;
    if (shoeSize() < needed) return ErrorCode::BadRules;
    return Ok{};
}

}  // namespace rummy

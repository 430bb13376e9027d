// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/rule_set.h"

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
}  // namespace

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

RuleSet RuleSet::preset(MatchFormat f) {
    RuleSet r;
    r.format = f;
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
    return r;
}

Status RuleSet::validate(int players) const {
    if (players < 2 || players > 6) return ErrorCode::BadRules;
    // The range of every field is declared once, in the table of rule fields.
    for (const RuleField& field : ruleFields())
        if (!inRange(field, ruleValue(*this, field))) return ErrorCode::BadRules;
    if (rejoinMax >= poolLimit) return ErrorCode::BadRules;
    // After the deal there must be the wild card, the first open card and a closed deck that
    // lasts at least a full turn of the table.
    const int needed = players * handSize + 1 + (wildJoker ? 1 : 0) + players;
    if (shoeSize() < needed) return ErrorCode::BadRules;
    return Ok{};
}

}  // namespace rummy

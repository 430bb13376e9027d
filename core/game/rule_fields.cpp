// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/rule_fields.h"

#include <iterator>

namespace rummy {

namespace {

constexpr FormatMask kDrops = formatBit(MatchFormat::Points) | formatBit(MatchFormat::Pool101) |
                              formatBit(MatchFormat::Pool201) | formatBit(MatchFormat::Deals6);
constexpr FormatMask kPool = formatBit(MatchFormat::Pool101) | formatBit(MatchFormat::Pool201);
constexpr FormatMask kDeals = formatBit(MatchFormat::Deals2) | formatBit(MatchFormat::Deals3) |
                              formatBit(MatchFormat::Deals6);
constexpr FormatMask kPoints = formatBit(MatchFormat::Points);
constexpr FamilyMask kWithJokers = familyBit(Family::Indian) | familyBit(Family::Table);

constexpr RuleField intField(const char* key, int IndianRules::*member, int min, int max,
                             FamilyMask families, FormatMask formats, RuleLabel label,
                             RuleSection section, int position, const char* dependsOn = nullptr) {
    return {key,      RuleKind::Int, member,    nullptr, min,     max,
            families, formats,       dependsOn, label,   section, position};
}
constexpr RuleField boolField(const char* key, bool IndianRules::*member, FamilyMask families,
                              FormatMask formats, RuleLabel label, RuleSection section,
                              int position) {
    return {key,      RuleKind::Bool, nullptr, member, 0,       1,
            families, formats,        nullptr, label,  section, position};
}

using L = RuleLabel;
using S = RuleSection;

// The ranges are wider than any sensible table and narrower than what would break the game
// (no overflow of chips or scores); the cross-field checks (the shoe deals to the players, the
// re-join limit is below the pool limit) stay in IndianRules::validate. The ints come before the
// bools because that is the order files have been written in since 0.1.0.
constexpr RuleField kFields[] = {
    intField("decks", &IndianRules::decks, 1, 3, kEveryFamily, kEveryFormat, L::Decks, S::Shoe, 1),
    intField("printedJokers", &IndianRules::printedJokers, 0, 4, kWithJokers, kEveryFormat,
             L::PrintedJokers, S::Shoe, 2),
    intField("handSize", &IndianRules::handSize, 1, 21, kEveryFamily, kEveryFormat, L::HandSize,
             S::None, 0),
    intField("firstDrop", &IndianRules::firstDrop, 0, 500, kIndianOnly, kDrops, L::FirstDrop,
             S::Scoring, 1),
    intField("middleDrop", &IndianRules::middleDrop, 0, 500, kIndianOnly, kDrops, L::MiddleDrop,
             S::Scoring, 2),
    intField("wrongDeclaration", &IndianRules::wrongDeclaration, 0, 500, kIndianOnly, kEveryFormat,
             L::WrongDeclaration, S::Scoring, 3),
    intField("maxPoints", &IndianRules::maxPoints, 1, 500, kIndianOnly, kEveryFormat, L::MaxPoints,
             S::Scoring, 4),
    intField("validUndeclared", &IndianRules::validUndeclared, 0, 500, kIndianOnly, kEveryFormat,
             L::ValidUndeclared, S::Scoring, 5),
    intField("pointValue", &IndianRules::pointValue, 0, 100000, kEveryFamily, kPoints,
             L::PointValue, S::Stakes, 2),
    intField("turnTimerSeconds", &IndianRules::turnTimerSeconds, 0, 600, kEveryFamily, kEveryFormat,
             L::TurnTimerSeconds, S::Play, 3),
    intField("missedTurnsAsDrop", &IndianRules::missedTurnsAsDrop, 1, 10, kIndianOnly, kEveryFormat,
             L::MissedTurnsAsDrop, S::Play, 4, "turnTimerSeconds"),
    intField("poolLimit", &IndianRules::poolLimit, 1, 1000, kIndianOnly, kPool, L::PoolLimit,
             S::Pool, 1),
    intField("rejoinMax", &IndianRules::rejoinMax, 0, 999, kIndianOnly, kPool, L::RejoinMax,
             S::Pool, 3, "allowRejoin"),
    intField("chipsPerDeal", &IndianRules::chipsPerDeal, 1, 10000, kIndianOnly, kDeals,
             L::ChipsPerDeal, S::Stakes, 1),
    boolField("wildJoker", &IndianRules::wildJoker, kIndianOnly, kEveryFormat, L::WildJoker,
              S::Shoe, 3),
    boolField("pureSequenceAlone", &IndianRules::pureSequenceAlone, kIndianOnly, kEveryFormat,
              L::PureSequenceAlone, S::Scoring, 6),
    boolField("jokerFromOpenDeck", &IndianRules::jokerFromOpenDeck, kIndianOnly, kEveryFormat,
              L::JokerFromOpenDeck, S::Play, 1),
    boolField("invalidDeclarationEndsRound", &IndianRules::invalidDeclarationEndsRound, kIndianOnly,
              kEveryFormat, L::InvalidDeclarationEndsRound, S::Play, 2),
    boolField("allowRejoin", &IndianRules::allowRejoin, kIndianOnly, kPool, L::AllowRejoin, S::Pool,
              2),
};

}  // namespace

const std::vector<RuleField>& ruleFields() {
    static const std::vector<RuleField> fields(std::begin(kFields), std::end(kFields));
    return fields;
}

const RuleField* findRuleField(std::string_view key) {
    for (const RuleField& f : ruleFields())
        if (key == f.key) return &f;
    return nullptr;
}

int ruleValue(const IndianRules& rules, const RuleField& field) {
    return field.kind == RuleKind::Bool ? (rules.*field.boolMember ? 1 : 0)
                                        : rules.*field.intMember;
}

void setRuleValue(IndianRules& rules, const RuleField& field, int value) {
    if (field.kind == RuleKind::Bool)
        rules.*field.boolMember = value != 0;
    else
        rules.*field.intMember = value;
}

bool inRange(const RuleField& field, int value) {
    return value >= field.min && value <= field.max;
}

bool matters(const RuleField& field, const IndianRules& rules) {
    if (!usedIn(field, rules.format)) return false;
    if (!field.dependsOn) return true;
    const RuleField* other = findRuleField(field.dependsOn);
    return other && matters(*other, rules) && ruleValue(rules, *other) != 0;
}

}  // namespace rummy

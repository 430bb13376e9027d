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

constexpr RuleField intField(const char* key, int RuleSet::*member, int min, int max,
                             FamilyMask families, FormatMask formats, RuleLabel label,
                             RuleSection section, int position, const char* dependsOn = nullptr) {
    return {key,      RuleKind::Int, member,    nullptr, min,     max,
            families, formats,       dependsOn, label,   section, position};
}
constexpr RuleField boolField(const char* key, bool RuleSet::*member, FamilyMask families,
                              FormatMask formats, RuleLabel label, RuleSection section,
                              int position) {
    return {key,      RuleKind::Bool, nullptr, member, 0,       1,
            families, formats,        nullptr, label,  section, position};
}

using L = RuleLabel;
using S = RuleSection;

// The ranges are wider than any sensible table and narrower than what would break the game
// (no overflow of chips or scores); the cross-field checks (the shoe deals to the players, the
// re-join limit is below the pool limit) stay in RuleSet::validate. The ints come before the
// bools because that is the order files have been written in since 0.1.0.
constexpr RuleField kFields[] = {
    intField("decks", &RuleSet::decks, 1, 3, kEveryFamily, kEveryFormat, L::Decks, S::Shoe, 1),
    intField("printedJokers", &RuleSet::printedJokers, 0, 4, kWithJokers, kEveryFormat,
             L::PrintedJokers, S::Shoe, 2),
    intField("handSize", &RuleSet::handSize, 1, 21, kEveryFamily, kEveryFormat, L::HandSize,
             S::None, 0),
    intField("firstDrop", &RuleSet::firstDrop, 0, 500, kIndianOnly, kDrops, L::FirstDrop,
             S::Scoring, 1),
    intField("middleDrop", &RuleSet::middleDrop, 0, 500, kIndianOnly, kDrops, L::MiddleDrop,
             S::Scoring, 2),
    intField("wrongDeclaration", &RuleSet::wrongDeclaration, 0, 500, kIndianOnly, kEveryFormat,
             L::WrongDeclaration, S::Scoring, 3),
    intField("maxPoints", &RuleSet::maxPoints, 1, 500, kIndianOnly, kEveryFormat, L::MaxPoints,
             S::Scoring, 4),
    intField("validUndeclared", &RuleSet::validUndeclared, 0, 500, kIndianOnly, kEveryFormat,
             L::ValidUndeclared, S::Scoring, 5),
    intField("pointValue", &RuleSet::pointValue, 0, 100000, kEveryFamily, kPoints, L::PointValue,
             S::Stakes, 2),
    intField("turnTimerSeconds", &RuleSet::turnTimerSeconds, 0, 600, kEveryFamily, kEveryFormat,
             L::TurnTimerSeconds, S::Play, 3),
    intField("missedTurnsAsDrop", &RuleSet::missedTurnsAsDrop, 1, 10, kIndianOnly, kEveryFormat,
             L::MissedTurnsAsDrop, S::Play, 4, "turnTimerSeconds"),
    intField("poolLimit", &RuleSet::poolLimit, 1, 1000, kIndianOnly, kPool, L::PoolLimit, S::Pool,
             1),
    intField("rejoinMax", &RuleSet::rejoinMax, 0, 999, kIndianOnly, kPool, L::RejoinMax, S::Pool, 3,
             "allowRejoin"),
    intField("chipsPerDeal", &RuleSet::chipsPerDeal, 1, 10000, kIndianOnly, kDeals, L::ChipsPerDeal,
             S::Stakes, 1),
    boolField("wildJoker", &RuleSet::wildJoker, kIndianOnly, kEveryFormat, L::WildJoker, S::Shoe,
              3),
    boolField("pureSequenceAlone", &RuleSet::pureSequenceAlone, kIndianOnly, kEveryFormat,
              L::PureSequenceAlone, S::Scoring, 6),
    boolField("jokerFromOpenDeck", &RuleSet::jokerFromOpenDeck, kIndianOnly, kEveryFormat,
              L::JokerFromOpenDeck, S::Play, 1),
    boolField("invalidDeclarationEndsRound", &RuleSet::invalidDeclarationEndsRound, kIndianOnly,
              kEveryFormat, L::InvalidDeclarationEndsRound, S::Play, 2),
    boolField("allowRejoin", &RuleSet::allowRejoin, kIndianOnly, kPool, L::AllowRejoin, S::Pool, 2),
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

int ruleValue(const RuleSet& rules, const RuleField& field) {
    return field.kind == RuleKind::Bool ? (rules.*field.boolMember ? 1 : 0)
                                        : rules.*field.intMember;
}

void setRuleValue(RuleSet& rules, const RuleField& field, int value) {
    if (field.kind == RuleKind::Bool)
        rules.*field.boolMember = value != 0;
    else
        rules.*field.intMember = value;
}

bool inRange(const RuleField& field, int value) {
    return value >= field.min && value <= field.max;
}

bool matters(const RuleField& field, const RuleSet& rules) {
    if (!usedIn(field, rules.format)) return false;
    if (!field.dependsOn) return true;
    const RuleField* other = findRuleField(field.dependsOn);
    return other && matters(*other, rules) && ruleValue(rules, *other) != 0;
}

}  // namespace rummy

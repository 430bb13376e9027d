// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "game/variant.h"
#include "indian/indian_rules.h"

namespace rummy {

// A bit per rule family (game/variant.h).
using FamilyMask = std::uint8_t;
constexpr FamilyMask familyBit(Family f) {
    return static_cast<FamilyMask>(1u << static_cast<unsigned>(f));
}
constexpr FamilyMask kIndianOnly = familyBit(Family::Indian);
constexpr FamilyMask kEveryFamily =
    familyBit(Family::Indian) | familyBit(Family::Table) | familyBit(Family::Gin);

// A bit per MatchFormat: the formats in which a field changes anything.
using FormatMask = std::uint8_t;
constexpr FormatMask formatBit(MatchFormat f) {
    return static_cast<FormatMask>(1u << static_cast<unsigned>(f));
}
constexpr FormatMask kEveryFormat = 0x3f;

// Int and Bool today; a choice among named values (ace low/high, a wild policy) comes with the
// families that need it.
enum class RuleKind : std::uint8_t { Int, Bool };

// One code per field; the desktop maps each to a translated label and help text. core writes
// no sentences, and a switch over this enum makes the compiler list a label that is missing.
enum class RuleLabel : std::uint8_t {
    Decks,
    PrintedJokers,
    HandSize,
    FirstDrop,
    MiddleDrop,
    WrongDeclaration,
    MaxPoints,
    ValidUndeclared,
    PointValue,
    TurnTimerSeconds,
    MissedTurnsAsDrop,
    PoolLimit,
    RejoinMax,
    ChipsPerDeal,
    WildJoker,
    PureSequenceAlone,
    JokerFromOpenDeck,
    InvalidDeclarationEndsRound,
    AllowRejoin,
};

// What a field is about, in the order the settings dialog shows its groups. None: the player
// does not choose it (the variant does, like the hand size): no control, not in the settings
// file.
enum class RuleSection : std::uint8_t { None, Shoe, Scoring, Play, Pool, Stakes };

// One field of IndianRules, declared once and read by the save files (serialization), validate(),
// the desktop's settings file and its settings dialog. IndianRules::format is not a field: it
// selects the preset and is handled by each reader first.
struct RuleField {
    const char* key;  // in save files and records; the settings file uses "rules/<key>"
    RuleKind kind;
    int IndianRules::*intMember;    // Int fields
    bool IndianRules::*boolMember;  // Bool fields
    int min;                        // Int: what validate(), the settings file and the dialog allow;
    int max;                        // Bool: 0 and 1
    FamilyMask families;            // the families whose games have this rule
    FormatMask formats;             // the Indian match formats it matters in
    const char* dependsOn;          // a field that must be non-zero for this one to matter, or null
    RuleLabel label;
    RuleSection section;
    int position;  // the order of the settings dialog, within its section
};

// Every field, in the order of the save files (a new field goes at the end so that files
// written before stay byte for byte what they were).
const std::vector<RuleField>& ruleFields();
const RuleField* findRuleField(std::string_view key);

// A field's value as an int (a Bool is 0 or 1), and setting it; set does not check the range.
int ruleValue(const IndianRules& rules, const RuleField& field);
void setRuleValue(IndianRules& rules, const RuleField& field, int value);
bool inRange(const RuleField& field, int value);
inline bool appliesTo(const RuleField& field, Family family) {
    return (field.families & familyBit(family)) != 0;
}
inline bool usedIn(const RuleField& field, MatchFormat format) {
    return (field.formats & formatBit(format)) != 0;
}
// Whether a field matters for these rules: its format uses it and the field it depends on (the
// re-join limit on re-joining, missed turns on the timer) is on.
bool matters(const RuleField& field, const IndianRules& rules);

}  // namespace rummy

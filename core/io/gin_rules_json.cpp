// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/gin_rules_json.h"

#include <array>

namespace rummy {

namespace {

struct IntKey {
    const char* key;
    int GinRules::*member;
};
struct BoolKey {
    const char* key;
    bool GinRules::*member;
};

constexpr std::array<IntKey, 7> kInts{{{"knock", &GinRules::knock},
                                       {"gin_bonus", &GinRules::ginBonus},
                                       {"undercut_bonus", &GinRules::undercutBonus},
                                       {"big_gin_bonus", &GinRules::bigGinBonus},
                                       {"target", &GinRules::target},
                                       {"game_bonus", &GinRules::gameBonus},
                                       {"box_bonus", &GinRules::boxBonus}}};
constexpr std::array<BoolKey, 7> kBools{{{"oklahoma", &GinRules::oklahoma},
                                         {"ace_upcard_gin_only", &GinRules::aceUpcardGinOnly},
                                         {"spades_double", &GinRules::spadesDouble},
                                         {"straight_gin", &GinRules::straightGin},
                                         {"tie_is_undercut", &GinRules::tieIsUndercut},
                                         {"discard_taken_card", &GinRules::mayDiscardTakenCard},
                                         {"shutout_doubles", &GinRules::shutoutDoubles}}};
constexpr const char* kWall = "wall";

const char* wallName(GinWall w) {
    return w == GinWall::Void ? "void" : "take_to_knock";
}

}  // namespace

Json ginRulesToJson(const GinRules& rules) {
    Json j = Json::object();
    for (const IntKey& k : kInts) j.set(k.key, rules.*(k.member));
    for (const BoolKey& k : kBools) j.set(k.key, rules.*(k.member));
    j.set(kWall, wallName(rules.wall));
    return j;
}

Json ginRulesDiff(const GinRules& rules) {
    const Json all = ginRulesToJson(rules);
    const Json defaults = ginRulesToJson(GinRules{});
    Json out = Json::object();
    for (const auto& [key, value] : all.asObject())
        if (!(defaults[key] == value)) out.set(key, value);
    return out;
}

Result<GinRules> ginRulesFromJson(const Json& j, bool strict, std::string* badKey) {
    auto bad = [&](const std::string& key, ErrorCode code) -> Result<GinRules> {
        if (badKey) *badKey = key;
        return code;
    };
    if (!j.isObject()) return bad("", ErrorCode::Parse);
    GinRules rules;
    for (const auto& [key, value] : j.asObject()) {
        bool known = false;
        for (const IntKey& k : kInts) {
            if (key != k.key) continue;
            known = true;
            if (!value.isInt()) return bad(key, ErrorCode::Parse);
            if (value.asInt() < -1000000 || value.asInt() > 1000000)
                return bad(key, ErrorCode::BadRules);
            rules.*(k.member) = static_cast<int>(value.asInt());
        }
        for (const BoolKey& k : kBools) {
            if (key != k.key) continue;
            known = true;
            if (!value.isBool()) return bad(key, ErrorCode::Parse);
            rules.*(k.member) = value.asBool();
        }
        if (key == kWall) {
            known = true;
            if (!value.isString()) return bad(key, ErrorCode::Parse);
            if (value.asString() == wallName(GinWall::Void))
                rules.wall = GinWall::Void;
            else if (value.asString() == wallName(GinWall::TakeToKnock))
                rules.wall = GinWall::TakeToKnock;
            else
                return bad(key, ErrorCode::BadRules);
        }
        if (!known && strict) return bad(key, ErrorCode::Parse);
    }
    if (!rules.validate()) return bad("", ErrorCode::BadRules);
    return rules;
}

}  // namespace rummy

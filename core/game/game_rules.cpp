// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/game_rules.h"

namespace rummy {

Variant variantOf(const GameRules& rules) {
    struct {
        Variant operator()(const IndianRules& r) const { return r.variant; }
        Variant operator()(const GinRules&) const { return Variant::Gin; }
        Variant operator()(const TableRules& r) const { return r.variant; }
    } visitor;
    return std::visit(visitor, rules);
}

Family familyOf(const GameRules& rules) {
    return familyOf(variantOf(rules));
}

GameRules defaultGameRules(Variant variant) {
    switch (familyOf(variant)) {
        case Family::Indian:
            return IndianRules::preset(MatchFormat::Points, variant);
        case Family::Gin:
            return GinRules{};
        case Family::Table:
            return TableRules::preset(variant);
    }
    return IndianRules::preset(MatchFormat::Points, variant);
}

Status validateFor(const GameRules& rules, int players) {
    struct {
        int players;
        Status operator()(const IndianRules& r) const { return r.validate(players); }
        Status operator()(const GinRules& r) const {
            if (players != 2) return ErrorCode::BadCount;
            return r.validate();
        }
        Status operator()(const TableRules& r) const {
            if (r.invalidField(players)) return ErrorCode::BadRules;
            return Ok{};
        }
    } visitor{players};
    return std::visit(visitor, rules);
}

}  // namespace rummy

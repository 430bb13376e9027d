// SPDX-License-Identifier: GPL-3.0-or-later
#include "match/any_match.h"

#include "game/game_rules.h"

namespace rummy {

Family AnyMatch::family() const {
    return familyOf(variant());
}

Variant AnyMatch::variant() const {
    return std::visit([](const auto& m) { return variantOf(GameRules(m.rules())); }, match_);
}

int AnyMatch::players() const {
    return std::visit([](const auto& m) { return m.players(); }, match_);
}

bool AnyMatch::isOver() const {
    return std::visit([](const auto& m) { return m.isOver(); }, match_);
}

Round AnyMatch::round() const {
    return std::visit([](const auto& m) { return Round(m.round()); }, match_);
}

PlayerView AnyMatch::view(int seat) const {
    return std::visit([seat](const auto& m) { return m.view(seat); }, match_);
}

}  // namespace rummy

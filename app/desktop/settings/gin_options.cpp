// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/gin_options.h"

#include <array>

namespace rummy {

namespace {
constexpr std::array<GinOption, 14> kOptions{{
    {"knock", &GinRules::knock, nullptr, 0, 10},
    {"oklahoma", nullptr, &GinRules::oklahoma},
    {"ace_upcard_gin_only", nullptr, &GinRules::aceUpcardGinOnly},
    {"spades_double", nullptr, &GinRules::spadesDouble},
    {"straight_gin", nullptr, &GinRules::straightGin},
    {"gin_bonus", &GinRules::ginBonus, nullptr, 0, 100},
    {"undercut_bonus", &GinRules::undercutBonus, nullptr, 0, 100},
    {"big_gin_bonus", &GinRules::bigGinBonus, nullptr, 0, 100},
    {"target", &GinRules::target, nullptr, 1, 10000, 10},
    {"game_bonus", &GinRules::gameBonus, nullptr, 0, 1000, 5},
    {"box_bonus", &GinRules::boxBonus, nullptr, 0, 100},
    {"shutout_doubles", nullptr, &GinRules::shutoutDoubles},
    {"discard_taken_card", nullptr, &GinRules::mayDiscardTakenCard},
    {"tie_is_undercut", nullptr, &GinRules::tieIsUndercut},
}};
}  // namespace

std::span<const GinOption> ginOptions() {
    return kOptions;
}

QString ginWallName(GinWall wall) {
    return wall == GinWall::Void ? QStringLiteral("void") : QStringLiteral("take_to_knock");
}

}  // namespace rummy

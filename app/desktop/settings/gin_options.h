// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <span>

#include "gin/gin_rules.h"

namespace rummy {

// The Gin options the player may change, declared once: the settings file stores each under
// "gin/<key>" (the keys of Gin's rules in game records, io/gin_rules_json.h) and the Settings
// dialog's Gin page builds a spin or check box for each, with the same range. The wall rule,
// a choice of two, is handled beside them (kWallKey).
struct GinOption {
    const char* key;
    int GinRules::*intMember = nullptr;    // a number...
    bool GinRules::*boolMember = nullptr;  // ...or a switch
    int min = 0;
    int max = 0;
    int step = 1;
};

// In the order the dialog shows them; the ranges are those GinRules::validate accepts.
std::span<const GinOption> ginOptions();

inline constexpr const char* kWallKey = "wall";
QString ginWallName(GinWall wall);  // "void", "take_to_knock"

}  // namespace rummy

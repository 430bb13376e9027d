// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>

#include "game/variant.h"
#include "table/table_rules.h"

namespace rummy {

// The options of the table games (Straight Rummy, Rummy 500, Rummy 51, Kaluki) the player may
// change, declared once like Gin's (settings/gin_options.h): the settings file stores each
// under "meld/<key>" (the keys of io/table_rules_json.h) and the Settings dialog's page builds
// a spin or check box for each. An option shows only for the games where it means something
// (`games`, a mask of variantBit()); the other fields of TableRules stay the preset's.
struct TableGameOption {
    const char* key;
    int TableRules::*intMember = nullptr;    // a number...
    bool TableRules::*boolMember = nullptr;  // ...or a switch
    int min = 0;
    int max = 0;
    int step = 1;
    unsigned games = 0;
};

constexpr unsigned variantBit(Variant v) {
    return 1u << static_cast<unsigned>(v);
}

std::span<const TableGameOption> meldOptions();
bool appliesTo(const TableGameOption& option, Variant game);

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

#include "game/result.h"
#include "io/json.h"
#include "table/table_rules.h"

namespace rummy {

// The table games' rules as JSON, in game records ("rules") and wherever a whole rule set is
// written. Keys in snake case, one per field of TableRules (docs/records.md lists them):
// "decks", "jokers", "more_decks_from", "deal" (cards per seat for 2..6 players), "min_seats",
// "max_seats", "melds_per_turn", "lay_off_before_meld", "draw_from_pile",
// "pile_before_opening", "pile_depth", "discard_taken_card", "discard_to_go_out",
// "discard_every_turn", "stock_out" ("reshuffle" | "flip" | "end_hand"), "reshuffle_limit",
// "turn_limit", "opening", "opening_single_meld", "opening_pure_run", "joker_swap",
// "take_from_meld", "never_melded", "one_turn_out", "scoring" ("penalty" | "winner_collects" |
// "melded_minus_hand"), "target", "rummy_doubles", "five_ten_values", "ace_high",
// "jokers_per_meld", "max_set_size", "distinct_suits", "ace_low_in_run", "ace_high_in_run",
// "ace_in_set", "ace_in_hand", "joker_in_meld" (-1: the card it stands for), "joker_in_hand",
// "court_value"; and "variant", which may repeat the record's game and nothing else.

// Everything, "variant" first.
Json tableRulesToJson(const TableRules& rules);
// Only what differs from the variant's preset (records).
Json tableRulesDiff(const TableRules& rules);

// From `j` over the preset of `variant`. `strict`: an unknown key is an error. Parse for a
// wrong type or an unknown key, BadRules for a value out of range or rules that cannot be
// played (TableRules::invalidField), with the key at fault in `badKey`.
Result<TableRules> tableRulesFromJson(const Json& j, Variant variant, bool strict,
                                      std::string* badKey = nullptr);

}  // namespace rummy

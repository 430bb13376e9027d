// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/table_game_options.h"

#include <array>

namespace rummy {

namespace {
constexpr unsigned kAll = variantBit(Variant::Straight) | variantBit(Variant::Rummy500) |
                          variantBit(Variant::Rummy51) | variantBit(Variant::Kaluki);
constexpr unsigned kOpening = variantBit(Variant::Rummy51) | variantBit(Variant::Kaluki);

// The ranges keep every preset playable: TableRules::invalidField accepts each value.
constexpr std::array<TableGameOption, 15> kOptions{{
    {"target", &TableRules::target, nullptr, 50, 10000, 50, kAll},
    {"hands", &TableRules::hands, nullptr, 0, 50, 1, kAll},
    {"opening", &TableRules::opening, nullptr, 0, 100, 1, kOpening},
    {"rummy_doubles", nullptr, &TableRules::rummyDoubles, 0, 0, 1, variantBit(Variant::Straight)},
    {"five_ten_values", nullptr, &TableRules::fiveTenValues, 0, 0, 1,
     variantBit(Variant::Rummy500)},
    {"pile_top_played", nullptr, &TableRules::pileTopPlayed, 0, 0, 1,
     variantBit(Variant::Rummy500)},
    {"pile_deep_new_meld", nullptr, &TableRules::pileDeepNewMeld, 0, 0, 1,
     variantBit(Variant::Rummy500)},
    {"floating", nullptr, &TableRules::floating, 0, 0, 1, variantBit(Variant::Rummy500)},
    {"unplayable_last_discard", nullptr, &TableRules::unplayableLastDiscard, 0, 0, 1,
     variantBit(Variant::Rummy500)},
    {"out_to_win", nullptr, &TableRules::outToWin, 0, 0, 1, variantBit(Variant::Rummy500)},
    {"lay_off_before_meld", nullptr, &TableRules::layOffBeforeMeld, 0, 0, 1, kAll},
    {"discard_taken_card", nullptr, &TableRules::mayDiscardTakenCard, 0, 0, 1, kAll},
    {"discard_to_go_out", nullptr, &TableRules::discardToGoOut, 0, 0, 1, kAll},
    {"joker_swap", nullptr, &TableRules::jokerSwap, 0, 0, 1, kOpening},
    {"take_from_meld", nullptr, &TableRules::takeFromMeld, 0, 0, 1, kOpening},
}};
}  // namespace

std::span<const TableGameOption> meldOptions() {
    return kOptions;
}

bool appliesTo(const TableGameOption& option, Variant game) {
    return (option.games & variantBit(game)) != 0;
}

}  // namespace rummy

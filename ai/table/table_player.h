// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "bot.h"
#include "table/table_knobs.h"

namespace rummy::table {

// The table bots' one family (Easy, Medium and Hard are its knobs, easy_bot.h and the others
// say what each level does). Every preset plays with this code: what a move may be comes from
// the rules in the view, what a hand is worth from the exact solver (bestTableHand).
//
// One move per call, recomputed from the view (it keeps no plan between calls):
// - Draw: the pile when what it takes melds (the top card; in 500 any depth up to the knob,
//   weighing the points it lets one lay against the junk taken with it), else the stock.
// - Play, in this order: the card that must be played (a deep pickup's card, a swapped joker);
//   a joker swap; the hand's best melds (in 51 only once they reach the opening; with one meld
//   a turn the most valuable first); lay-offs of the cards in no meld; then the discard (or the
//   end of the turn where no discard is due).
// - The discard: among the cards in no meld, the one worth least to keep (partial melds,
//   dead cards) and most to shed (its points), passing over cards that would feed the next
//   seat where it may take the pile.
// Explanations reuse the Reason codes (bot.h): Declare for a meld, lay-off or swap (value: the
// points laid), DrawOpenCompletes for a pickup (value: cards taken), the discard reasons.
class TablePlayer : public Bot {
public:
    TablePlayer(const char* name, const TableKnobs& knobs, std::uint64_t seed)
        : name_(name), knobs_(knobs), seed_(seed) {}
    const char* name() const override { return name_; }
    Decision decide(const PlayerView& view) override;

private:
    const char* name_;
    TableKnobs knobs_;
    std::uint64_t seed_;
};

}  // namespace rummy::table

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/record_replay.h"

namespace rummy {

// replayRecord for the table games' records: a single hand gives a Round holding a TableRound,
// a game a TableGame. Each hand's summary has the points of every seat under the variant's
// scoring ("points"), what each seat's table cards are worth ("melded") and what its hand costs
// ("in_hand"), how it ended ("ending": "out", "block" or "playing"), whether the winner went out
// in one turn ("one_turn"), and the running totals ("scores"); the top has "totals" (docs/
// records.md).
void replayTableRecord(const GameRecord& record, Replay& out, CopyHints* hints = nullptr,
                       const ReplayObserver* observer = nullptr);

}  // namespace rummy

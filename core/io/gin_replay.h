// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/record_replay.h"

namespace rummy {

// replayRecord for Gin records: a single hand gives a Round holding a GinRound, a game a
// GinGame. The summary has, per hand, how it ended ("ending": knock, undercut, gin, big_gin,
// void), the knocker, both counts after the lay-offs ("counts") and the points; at the top the
// hand points, the boxes and, once the game is over, the totals with the game, box and shutout
// bonuses (docs/records.md).
void replayGinRecord(const GameRecord& record, Replay& out,
                     const ReplayObserver* observer = nullptr);

}  // namespace rummy

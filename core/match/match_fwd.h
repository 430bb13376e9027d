// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The match types by name, for headers that only pass them around (match.h defines them).
namespace rummy {

class RoundState;
class GinRound;
class TableRound;
template <class R>
class BasicMatch;
using Match = BasicMatch<RoundState>;
using GinGame = BasicMatch<GinRound>;
using TableGame = BasicMatch<TableRound>;

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The match types by name, for headers that only pass them around (match.h defines them).
namespace rummy {

class IndianRound;
class GinRound;
class TableRound;
template <class R>
class BasicMatch;
using IndianMatch = BasicMatch<IndianRound>;
using GinGame = BasicMatch<GinRound>;
using TableGame = BasicMatch<TableRound>;

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

#include "game/move.h"
#include "game/result.h"
#include "indian/indian_round.h"
#include "indian/indian_rules.h"
#include "io/json.h"
#include "match/match.h"

namespace rummy {

// Save files are JSON: the rules, the seed and who sits where, then the actions in order.
// Loading builds the deal from the seed and replays every action through apply(), so a file
// can only describe a game that the rules allow: a tampered move gives the error apply()
// returns, malformed text gives ErrorCode::Parse, and nothing crashes. Seeds are written as
// 16 hex digits (JSON integers here are signed 64-bit). Cards are written as their ids
// (card.h), which are stable by design.
//
//   {"kind": "rummy-round", "version": 1, "rules": {...}, "seed": "00000000000004d2",
//    "dealer": 0, "inPlay": [true, true], "actions": [{"type": "draw-closed"}, ...]}
//   {"kind": "rummy-match", "version": 1, "rules": {...}, "seed": "...", "players": 4,
//    "start": {"deal": 2, "dealer": 1, "inPlay": [true, false, true, true]},  (only a replay)
//    "events": [{"event": "action", "seat": 1, "action": {...}}, {"event": "next-deal"},
//               {"event": "rejoin", "seat": 2}]}
class Serialization {
public:
    static constexpr int kVersion = 1;

    static Json rulesToJson(const IndianRules& rules);
    static Result<IndianRules> rulesFromJson(const Json& json);  // missing keys keep the preset's
    // A move as 0.1.0 wrote it: {"type": "discard", "card": id}; only the 13-card game's moves.
    static Json moveToJson(const Move& move);
    static Result<Move> moveFromJson(const Json& json);

    static std::string saveRound(const IndianRound& round);
    static Result<IndianRound> loadRound(std::string_view text);
    static std::string saveMatch(const IndianMatch& match);
    static Result<IndianMatch> loadMatch(std::string_view text);
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "result.h"
#include "rule_set.h"

namespace rummy {

// A short text that reproduces a match: the preset, the number of players and the match seed,
// e.g. "P101-4-1ZK3M9QX0A7TB". Tags: PTS, P101, P201, D2, D3, D6. The seed is Crockford
// base 32 (digits and upper-case letters without I, L, O, U), most significant first, no
// leading zeros. Parsing ignores case and reads I/L as 1 and O as 0, as Crockford allows, so a
// code read aloud or copied by hand still works.
struct DealCode {
    MatchFormat format = MatchFormat::Points;
    int players = 2;
    std::uint64_t seed = 0;

    std::string toString() const;
    // ErrorCode::Parse on malformed text, ErrorCode::BadRules on a player count outside 2..6.
    static Result<DealCode> parse(std::string_view text);
    RuleSet rules() const { return RuleSet::preset(format); }

    friend bool operator==(const DealCode&, const DealCode&) = default;
};

}  // namespace rummy

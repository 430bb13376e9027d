// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/result.h"
#include "game/variant.h"
#include "gin/gin_game.h"
#include "indian/indian_rules.h"
#include "match/match.h"
#include "table/table_game.h"

namespace rummy {

// A short text that reproduces a match: the preset, the number of players and the match seed,
// e.g. "P101-4-1ZK3M9QX0A7TB". Tags: PTS, P101, P201, D2, D3, D6. The seed is Crockford
// base 32 (digits and upper-case letters without I, L, O, U), most significant first, no
// leading zeros. Parsing ignores case and reads I/L as 1 and O as 0, as Crockford allows, so a
// code read aloud or copied by hand still works.
//
// A code for any deal but a match's first has a fourth group, e.g. "P101-4-1ZK3M9QX0A7TB-3208",
// in the same digits: the deal's number counted from 1 (1 to 3 digits), then the dealer's
// seat counted from 1 (one digit; 0: the toss decides), then two digits of a bit mask of the
// seats not dealt in (bit s: seat s sits out; 0: every seat plays). A first deal's code has
// no fourth group, so it reads exactly as codes always have. The fields are a MatchStart.
struct DealCode {
    MatchFormat format = MatchFormat::Points;
    int players = 2;
    std::uint64_t seed = 0;
    int deal = 0;                // 0-based deal of the seed
    int dealer = -1;             // -1: the toss's dealer
    std::vector<bool> inPlay{};  // empty: every seat (toString writes all-true the same way)
    // Gin's codes start with "GIN" (two players; no format): "GIN-2-1ZK3M9QX0A7TB", and a later
    // hand's "GIN-2-1ZK3M9QX0A7TB-3100" carries its number and dealer (no seat sits out).
    // 21-card Indian Rummy's put "I21" before the format's tag: "I21-PTS-4-1ZK3M9QX0A7TB", and
    // the rest reads as a 13-card code does. A code without it is the 13-card game's.
    // The table games' start with their game's tag (no format): STR (Straight Rummy), R500,
    // R51, KAL (Kaluki), e.g. "R500-3-1ZK3M9QX0A7TB", a later hand's with its number and dealer
    // as Gin's ("R500-3-1ZK3M9QX0A7TB-3200"; nobody sits out).
    Variant variant = Variant::Indian13;

    // The code of the match's current deal: Match::create(code.rules(), code.players,
    // code.seed, code.start()) deals it again card for card (under the format's preset rules).
    static DealCode of(const IndianMatch& match);
    // The code of a Gin game's current hand: GinGame::create(rules, 2, code.seed,
    // MatchStart{code.deal, code.dealer}) deals it again card for card.
    static DealCode of(const GinGame& game);
    // The code of a table game's current hand: TableGame::create(code.tableRules(),
    // code.players, code.seed, MatchStart{code.deal, code.dealer}) deals it again card for card.
    static DealCode of(const TableGame& game);
    std::string toString() const;
    // ErrorCode::Parse on malformed text; ErrorCode::BadRules on values no table can have: a
    // player count outside 2..6, deal 0 or beyond MatchStart::kMaxDeal + 1, a dealer outside
    // the table or sitting out, a seat out beyond the table, fewer than two seats dealt in.
    static Result<DealCode> parse(std::string_view text);
    // The preset of the code's format and Indian game (13-card for a Gin code, which has none).
    IndianRules rules() const {
        return IndianRules::preset(format,
                                   variant == Variant::Indian21 ? variant : Variant::Indian13);
    }
    MatchStart start() const { return {deal, dealer, inPlay}; }
    // The preset of a table game's code (Straight Rummy's for the other games' codes).
    TableRules tableRules() const { return TableRules::preset(variant); }
    bool isTableGame() const { return familyOf(variant) == Family::Table; }

    friend bool operator==(const DealCode&, const DealCode&) = default;
};

}  // namespace rummy

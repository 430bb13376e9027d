// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards/card.h"
#include "game/result.h"
#include "game/variant.h"
#include "gin/gin_game.h"
#include "gin/gin_rules.h"
#include "indian/indian_rules.h"
#include "io/json.h"
#include "match/match.h"
#include "table/table_game.h"
#include "table/table_rules.h"

namespace rummy {

// A game record: one JSON document that says which game was played, by whom, from which
// cards, and every move in the move notation (core/move_notation.h). docs/records.md is the
// full description; in short:
//
//   {"record": 1, "variant": "indian13", "rules": {fields that differ from the preset},
//    "players": ["you", "hard"], "seed": N | "deck": [cards, top first],
//    "dealer": S, "moves": [{"seat": 0, "move": "draw-closed"}, ...]}
//
// is one deal; a match has its deals in "deals" (each {"seed" | "deck", "dealer", "moves",
// "rejoins"}) and the match seed at the top. Seeds are JSON integers, or decimal strings for
// values beyond 2^63 - 1. A deck may list only its top cards: the rest of the shoe follows in
// id order (Shoe::ordered), so a position can be set up by writing the hands alone.
inline constexpr int kRecordVersion = 1;

struct RecordMove {
    int seat = -1;
    std::string move;  // move notation, e.g. "discard 10H"
    friend bool operator==(const RecordMove&, const RecordMove&) = default;
};

struct RecordDeal {
    std::optional<std::uint64_t> seed;  // the deal's shuffle (and closed-deck rebuilds)
    std::vector<Face> deck;             // a stacked shoe, top first; empty: shuffled from seed
    int dealer = -1;                    // -1: not given (a single deal: seat 0; a match: toss)
    std::vector<RecordMove> moves;
    std::vector<int> rejoins;  // pool formats: seats that re-joined after this deal
    friend bool operator==(const RecordDeal&, const RecordDeal&) = default;
};

struct GameRecord {
    Variant variant = Variant::Indian13;
    IndianRules rules;  // the Indian games' rules
    GinRules gin;       // Gin's rules (io/gin_rules_json.h: the same keys as the bot protocol)
    TableRules table;   // the table games' rules (io/table_rules_json.h)
    std::vector<std::string> players;
    bool isMatch = false;               // "deals" rather than one deal's fields at the top
    std::optional<std::uint64_t> seed;  // a match's seed (toss and shuffles)
    MatchStart start;                   // a match begun at a later deal of its seed
    std::vector<RecordDeal> deals;      // exactly one unless isMatch
    // What the desktop game keeps with a saved match (each seat's level and name, the bots'
    // pace), under "desktop"; null when absent. Replay does not read it.
    Json desktop;

    friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// Where a record went wrong. `path` names the place in the document ("deals[1].moves[4]"),
// `code` what is wrong there (Parse for bad JSON or a wrong type, NotInThisGame for a
// variant not playable yet, BadRules, TooManyCopies, ...), and `json` the position in the
// text for malformed JSON. Front ends turn this into their own words.
struct RecordError {
    ErrorCode code = ErrorCode::None;
    std::string path;
    JsonError json;
};

struct RecordParse {
    std::optional<GameRecord> record;
    RecordError error;
};

// Reads a record's text. Checks its shape, the variant, the rules and that the decks could be
// dealt; moves are only checked by replaying them (core/record_replay.h). Keys the format does
// not have are refused, at the top, in a deal and in the rules, so that a typo ("delaer") is
// an error rather than a default silently played.
RecordParse parseRecord(std::string_view text);

// The record's JSON text: two-space indented, one move per line.
std::string writeRecord(const GameRecord& record);

// The record of a match as played so far: every deal with its seed, dealer and moves. The
// variant is the rules' (13-card or 21-card).
GameRecord recordOfMatch(const IndianMatch& match, std::vector<std::string> players);

// The record of a Gin game as played so far: every hand with its seed, dealer and moves.
GameRecord recordOfGinGame(const GinGame& game, std::vector<std::string> players);
// The record of one Gin hand (a single-deal record).
GameRecord recordOfGinRound(const GinRound& round, std::vector<std::string> players);

// The record of a table game as played so far, and of one hand of it.
GameRecord recordOfTableGame(const TableGame& game, std::vector<std::string> players);
GameRecord recordOfTableRound(const TableRound& round, std::vector<std::string> players);

// The shoe a record's decks are dealt from: the rules' shoe, one deck of 52 for Gin, the
// table games' decks and jokers for the record's number of players.
IndianRules shoeRulesOf(const GameRecord& record);

}  // namespace rummy

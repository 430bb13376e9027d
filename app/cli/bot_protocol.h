// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/game_rules.h"
#include "game/move.h"
#include "game/move_notation.h"
#include "game/player_view.h"
#include "game/variant.h"
#include "io/json.h"

namespace rummy::cli {

// The bot protocol of `rummy-cli bot` (docs/bot-protocol.md): one JSON object per line in, one
// per line out. This file reads a line into what a bot is given (a PlayerView with the
// family's extras) and writes the answers; the command's loop
// is cli_bot.cpp. Everything a bot needs is in the request, so nothing is kept between lines.

// A move the host allows, as it wrote it (the answer repeats that very string) and as read.
struct LegalMove {
    std::string text;
    MoveText move;
};

// What one line asks for.
struct BotRequest {
    enum class Kind : std::uint8_t {
        Blank,   // nothing but spaces: no answer
        Event,   // {"event": ...}: no answer
        Quit,    // {"quit": true}: end the process
        Gin,     // a Gin position: answer with a move
        Indian,  // a 13-card position: answer with a move
        Table,   // a table game's position (Straight, 500, 51, Kaluki): answer with a move
        Error,   // anything else: answer {"error": ...}
    };
    Kind kind = Kind::Blank;
    std::optional<Json> id;  // echoed in the answer
    // "expert_ms": how long an expert bot thinks about this request (1 to 60000 ms).
    std::optional<int> expertMs;
    std::string error;  // Kind::Error: what is wrong, in one line
    std::vector<LegalMove> legal;
    // What the bot is given, with the family's extras of the kind; for Gin and the table
    // games its `legal` holds the moves of `legal`, in order.
    PlayerView view;
};

// Reads one line. `variant` is the game the process plays (--variant): a request naming
// another is an error, one naming none is taken to be that game.
BotRequest readBotRequest(std::string_view line, Variant variant);

// The host's string for the bot's move: the legal move that is the same move, or failing that
// the same word with the same card (a bare "knock C" or "finish C" for a move with melds or
// groups, and the other way round). Nothing when no legal move fits.
std::optional<std::string> legalTextFor(const Move& move, const std::vector<LegalMove>& legal);

// The answer lines, without the newline: {"id": ..., "move": "..."} and {"id": ..., "error":
// "..."} ("id" only when the request had one); the table games add the bot's "reason"
// (reasonName, ai/bot.h).
std::string moveAnswer(const std::optional<Json>& id, const std::string& move,
                       const char* reason = nullptr);
std::string errorAnswer(const std::optional<Json>& id, const std::string& message);

namespace detail {
// The readers of the two families (bot_request_gin.cpp, bot_request_indian.cpp): they fill
// `out` from the request object `j` and return false with out.error set when it is malformed.
bool readGinRequest(const Json& j, BotRequest& out);
// `variant`: indian13 or indian21, the game the process plays.
bool readIndianRequest(const Json& j, BotRequest& out, Variant variant);
// `variant`: straight, 500, 51 or kaluki.
bool readTableRequest(const Json& j, BotRequest& out, Variant variant);
// Shared helpers of the readers.
bool readFaces(const Json& j, const char* field, std::vector<Face>& out, std::string& error);
bool readInt(const Json& j, const char* field, int& out, std::string& error);
// A count of cards the request states (the stock): when given, a whole number from 0 to
// `most`, with the same message in every family.
bool readCount(const Json& j, const char* field, int most, int& out, std::string& error);
bool readLegal(const Json& j, BotRequest& out);
// Refuses a legal move the game does not have (a word of another game's notation, a draw of
// more than one pile card outside 500), the same test and message in every family:
// "\"legal\" holds 'draw-open 2', which is not a move of straight".
bool checkLegalWords(const BotRequest& out, const GameRules& rules, std::string& error);
}  // namespace detail

}  // namespace rummy::cli

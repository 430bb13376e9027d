// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "cards/card.h"
#include "game/move.h"
#include "game/player_view.h"
#include "game/variant.h"

namespace rummy {

enum class BotLevel : std::uint8_t { Random, Easy, Medium, Hard, Expert };

const char* botLevelName(BotLevel level);  // "random", "easy", "medium", "hard", "expert"
std::optional<BotLevel> parseBotLevel(std::string_view name);

// Why a bot chose its move, as codes the front end turns into its own words (core and ai
// never write sentences). E.g. {DiscardDeadwood, card KS, value 10, suit: nobody collects
// spades} reads "discard K♠: deadwood worth 10; nobody collects spades".
enum class Reason : std::uint8_t {
    Random,              // the Random baseline
    DrawOpenCompletes,   // took the open card: it completes or extends a meld
    DrawOpenImproves,    // took the open card: it lowers the points of the hand
    DrawClosed,          // the open card does not help
    DiscardDeadwood,     // shed a card in no meld (value = its points)
    DiscardHighCard,     // shed a high card early
    DiscardSafe,         // the card others have thrown or ignored: unlikely to help the next seat
    DiscardBreaksLeast,  // every card is in a meld or a draw: broke the least useful one
    Declare,             // the hand is valid: finish and declare
    FirstDrop,           // a hopeless hand: leave before drawing
    MiddleDrop,          // far behind: leave now rather than lose more
    Rejoin,              // re-join the pool
    Knock,               // Gin: knock with this discard (value = deadwood left; 0 is gin)
    PassUpcard,          // Gin: leave the upcard (first offer, or the wall): it does not help
    Searched,            // Expert: the search found it better than Hard's move (value = the
                         // mean gain in the game's points over the worlds it played)
};

const char* reasonName(Reason r);  // stable identifier, e.g. "discard_deadwood"

struct Explanation {
    Reason reason = Reason::Random;
    std::optional<Card> card;  // the card the sentence is about
    int value = 0;             // points involved (deadwood, drop cost, ...)
    std::optional<Suit> suit;  // a suit the sentence mentions (e.g. nobody collects it)
    friend bool operator==(const Explanation&, const Explanation&) = default;
};

// How long the Expert level (search/expert_bot.h) thinks about each decision: a time, or a fixed
// number of sampled worlds (then the same seed and position always give the same move).
struct SearchBudget {
    int ms = 1000;     // milliseconds per decision (the desktop's default)
    int playouts = 0;  // > 0: this many worlds instead of the time
    friend bool operator==(const SearchBudget&, const SearchBudget&) = default;
};

struct Decision {
    Move move;
    Explanation why;
};

// A seat played by the computer, in any game. It sees a PlayerView only (what that seat knows)
// and answers with a move the round accepts (one of `view.legal`, or another the round's check
// accepts, such as a table game's meld of more cards) and the reason for it, as codes. One move
// per call: a turn of several moves (draw, melds, lay-offs, the discard) is several calls.
// Deterministic: the same view and the same seed give the same decision (each decision's
// generator is seeded from the bot's seed and the position), so a bot asked twice about one
// position answers the same, and the bot protocol (rummy-cli bot), which keeps no state between
// requests, plays as the arena does.
//
// Every family has the levels Random (the legal-move baseline), Easy, Medium and Hard; a family
// may add yardsticks that are no level (Gin's "classic", the textbook heuristic the literature
// measures Gin bots against). Each bot's header starts with its strategy in prose.
class Bot {
public:
    virtual ~Bot() = default;
    // "random", "easy", "medium", "hard", or a yardstick's name ("classic").
    virtual const char* name() const = 0;
    // Called on the bot's turn (view.myTurn(), view.legal not empty).
    virtual Decision decide(const PlayerView& view) = 0;
    // Between deals of a pool match, when this seat is out and may re-join.
    virtual bool wantsRejoin([[maybe_unused]] const PlayerView& view) { return false; }

    // The level this bot plays, or nothing for a yardstick.
    std::optional<BotLevel> level() const { return parseBotLevel(name()); }

    // The bot `name` for a game of `variant`'s family; nullptr when the family has none of
    // that name.
    // `budget` is the Expert's; the other levels ignore it.
    static std::unique_ptr<Bot> create(Variant variant, std::string_view name, std::uint64_t seed,
                                       SearchBudget budget = {});
    static std::unique_ptr<Bot> create(Variant variant, BotLevel level, std::uint64_t seed,
                                       SearchBudget budget = {});
    // The names create() knows for `variant`: the levels, then the family's yardsticks.
    static std::vector<std::string_view> names(Variant variant);
};

}  // namespace rummy

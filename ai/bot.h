// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "cards/card.h"
#include "game/move.h"
#include "game/player_view.h"

namespace rummy {

enum class BotLevel : std::uint8_t { Random, Easy, Medium, Hard };

const char* botLevelName(BotLevel level);  // "random", "easy", "medium", "hard"
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
};

const char* reasonName(Reason r);  // stable identifier, e.g. "discard_deadwood"

struct Explanation {
    Reason reason = Reason::Random;
    std::optional<Card> card;  // the card the sentence is about
    int value = 0;             // points involved (deadwood, drop cost, ...)
    std::optional<Suit> suit;  // a suit the sentence mentions (e.g. nobody collects it)
    friend bool operator==(const Explanation&, const Explanation&) = default;
};

struct Decision {
    Move move;
    Explanation why;
};

// A seat played by the computer. It sees a PlayerView only. Deterministic: the same view and
// the same seed give the same decision (each bot owns its seeded generator; decide() takes
// the view's move count into its stream so that a bot asked twice about the same position
// answers the same).
class Bot {
public:
    virtual ~Bot() = default;
    virtual BotLevel level() const = 0;
    // Called on the bot's turn (view.myTurn()); returns a legal move.
    virtual Decision decide(const PlayerView& view) = 0;
    // Between deals of a pool match, when this seat is out and may re-join.
    virtual bool wantsRejoin([[maybe_unused]] const PlayerView& view) { return false; }

    static std::unique_ptr<Bot> create(BotLevel level, std::uint64_t seed);
};

}  // namespace rummy

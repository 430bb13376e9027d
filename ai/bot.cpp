// SPDX-License-Identifier: GPL-3.0-or-later
#include "bot.h"

#include "indian/easy_bot.h"
#include "indian/hard_bot.h"
#include "indian/medium_bot.h"
#include "indian/random_bot.h"

namespace rummy {

const char* botLevelName(BotLevel level) {
    switch (level) {
        case BotLevel::Random:
            return "random";
        case BotLevel::Easy:
            return "easy";
        case BotLevel::Medium:
            return "medium";
        case BotLevel::Hard:
            return "hard";
    }
    return "random";
}

std::optional<BotLevel> parseBotLevel(std::string_view name) {
    for (BotLevel l : {BotLevel::Random, BotLevel::Easy, BotLevel::Medium, BotLevel::Hard})
        if (name == botLevelName(l)) return l;
    return std::nullopt;
}

const char* reasonName(Reason r) {
    switch (r) {
        case Reason::Random:
            return "random";
        case Reason::DrawOpenCompletes:
            return "draw_open_completes";
        case Reason::DrawOpenImproves:
            return "draw_open_improves";
        case Reason::DrawClosed:
            return "draw_closed";
        case Reason::DiscardDeadwood:
            return "discard_deadwood";
        case Reason::DiscardHighCard:
            return "discard_high_card";
        case Reason::DiscardSafe:
            return "discard_safe";
        case Reason::DiscardBreaksLeast:
            return "discard_breaks_least";
        case Reason::Declare:
            return "declare";
        case Reason::FirstDrop:
            return "first_drop";
        case Reason::MiddleDrop:
            return "middle_drop";
        case Reason::Rejoin:
            return "rejoin";
        case Reason::Knock:
            return "knock";
        case Reason::PassUpcard:
            return "pass_upcard";
    }
    return "random";
}

std::unique_ptr<Bot> Bot::create(BotLevel level, std::uint64_t seed) {
    switch (level) {
        case BotLevel::Random:
            return std::make_unique<RandomBot>(seed);
        case BotLevel::Easy:
            return std::make_unique<EasyBot>(seed);
        case BotLevel::Medium:
            return std::make_unique<MediumBot>(seed);
        case BotLevel::Hard:
            return std::make_unique<HardBot>(seed);
    }
    return std::make_unique<RandomBot>(seed);
}

}  // namespace rummy

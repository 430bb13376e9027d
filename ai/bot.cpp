// SPDX-License-Identifier: GPL-3.0-or-later
#include "bot.h"

#include <array>

#include "gin/classic_bot.h"
#include "gin/easy_bot.h"
#include "gin/hard_bot.h"
#include "gin/medium_bot.h"
#include "gin/random_bot.h"
#include "indian/easy_bot.h"
#include "indian/hard_bot.h"
#include "indian/medium_bot.h"
#include "indian/random_bot.h"
#include "search/expert_bot.h"
#include "table/easy_bot.h"
#include "table/hard_bot.h"
#include "table/medium_bot.h"
#include "table/random_bot.h"

namespace rummy {

namespace {

constexpr std::array<BotLevel, 5> kLevels{BotLevel::Random, BotLevel::Easy, BotLevel::Medium,
                                          BotLevel::Hard, BotLevel::Expert};

}  // namespace

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
        case BotLevel::Expert:
            return "expert";
    }
    return "random";
}

std::optional<BotLevel> parseBotLevel(std::string_view name) {
    for (const BotLevel l : kLevels)
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
        case Reason::Searched:
            return "searched";
    }
    return "random";
}

namespace {

std::unique_ptr<Bot> indianBot(BotLevel level, std::uint64_t seed) {
    switch (level) {
        case BotLevel::Random:
            return std::make_unique<indian::RandomBot>(seed);
        case BotLevel::Easy:
            return std::make_unique<indian::EasyBot>(seed);
        case BotLevel::Medium:
            return std::make_unique<indian::MediumBot>(seed);
        case BotLevel::Hard:
            return std::make_unique<indian::HardBot>(seed);
        case BotLevel::Expert:  // made by create() for every family
            break;
    }
    return nullptr;
}

std::unique_ptr<Bot> ginBot(BotLevel level, std::uint64_t seed) {
    switch (level) {
        case BotLevel::Random:
            return std::make_unique<gin::RandomBot>(seed);
        case BotLevel::Easy:
            return std::make_unique<gin::EasyBot>(seed);
        case BotLevel::Medium:
            return std::make_unique<gin::MediumBot>(seed);
        case BotLevel::Hard:
            return std::make_unique<gin::HardBot>(seed);
        case BotLevel::Expert:  // made by create() for every family
            break;
    }
    return nullptr;
}

std::unique_ptr<Bot> tableBot(BotLevel level, std::uint64_t seed) {
    switch (level) {
        case BotLevel::Random:
            return std::make_unique<table::RandomBot>(seed);
        case BotLevel::Easy:
            return std::make_unique<table::EasyTableBot>(seed);
        case BotLevel::Medium:
            return std::make_unique<table::MediumTableBot>(seed);
        case BotLevel::Hard:
            return std::make_unique<table::HardTableBot>(seed);
        case BotLevel::Expert:  // made by create() for every family
            break;
    }
    return nullptr;
}

}  // namespace

std::unique_ptr<Bot> Bot::create(Variant variant, BotLevel level, std::uint64_t seed,
                                 SearchBudget budget) {
    if (level == BotLevel::Expert)
        return std::make_unique<search::ExpertBot>(variant, seed, budget);
    switch (familyOf(variant)) {
        case Family::Indian:
            return indianBot(level, seed);
        case Family::Gin:
            return ginBot(level, seed);
        case Family::Table:
            return tableBot(level, seed);
    }
    return nullptr;
}

std::unique_ptr<Bot> Bot::create(Variant variant, std::string_view name, std::uint64_t seed,
                                 SearchBudget budget) {
    if (const auto level = parseBotLevel(name)) return create(variant, *level, seed, budget);
    if (familyOf(variant) == Family::Gin && name == "classic")
        return std::make_unique<gin::ClassicBot>(seed);
    return nullptr;
}

std::vector<std::string_view> Bot::names(Variant variant) {
    std::vector<std::string_view> out;
    for (const BotLevel l : kLevels) out.emplace_back(botLevelName(l));
    if (familyOf(variant) == Family::Gin) out.emplace_back("classic");
    return out;
}

}  // namespace rummy

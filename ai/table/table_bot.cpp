// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_bot.h"

#include "cards/rng.h"
#include "table/easy_bot.h"
#include "table/hard_bot.h"
#include "table/medium_bot.h"
#include "table/random_bot.h"

namespace rummy {

std::unique_ptr<TableBot> TableBot::create(BotLevel level, std::uint64_t seed) {
    switch (level) {
        case BotLevel::Random:
            return std::make_unique<table::RandomBot>(seed);
        case BotLevel::Easy:
            return std::make_unique<table::EasyTableBot>(seed);
        case BotLevel::Medium:
            return std::make_unique<table::MediumTableBot>(seed);
        case BotLevel::Hard:
            return std::make_unique<table::HardTableBot>(seed);
    }
    return std::make_unique<table::RandomBot>(seed);
}

std::unique_ptr<TableBot> TableBot::create(std::string_view name, std::uint64_t seed) {
    if (const auto level = parseBotLevel(name)) return create(*level, seed);
    return nullptr;
}

const std::vector<std::string_view>& TableBot::names() {
    static const std::vector<std::string_view> kNames{"random", "easy", "medium", "hard"};
    return kNames;
}

namespace table {

std::uint64_t decisionSeed(std::uint64_t botSeed, const PlayerView& view) {
    std::uint64_t s = botSeed;
    std::uint64_t a = Rng::splitMix64(s);
    s ^= static_cast<std::uint64_t>(view.history.size() + 1) * 0x9E3779B97F4A7C15ULL;
    a ^= Rng::splitMix64(s);
    s ^= static_cast<std::uint64_t>(view.seat + 1) * 0xC2B2AE3D27D4EB4FULL;
    a ^= Rng::splitMix64(s);
    s ^= static_cast<std::uint64_t>(view.table().turns + 1) * 0x165667B19E3779F9ULL;
    return a ^ Rng::splitMix64(s);
}

}  // namespace table

}  // namespace rummy

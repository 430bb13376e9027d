// SPDX-License-Identifier: GPL-3.0-or-later
#include "gin/gin_bot.h"

#include "gin/classic_bot.h"
#include "gin/easy_bot.h"
#include "gin/hard_bot.h"
#include "gin/medium_bot.h"
#include "gin/random_bot.h"

namespace rummy {

std::unique_ptr<GinBot> GinBot::create(BotLevel level, std::uint64_t seed) {
    switch (level) {
        case BotLevel::Random:
            return std::make_unique<gin::RandomBot>(seed);
        case BotLevel::Easy:
            return std::make_unique<gin::EasyBot>(seed);
        case BotLevel::Medium:
            return std::make_unique<gin::MediumBot>(seed);
        case BotLevel::Hard:
            return std::make_unique<gin::HardBot>(seed);
    }
    return std::make_unique<gin::RandomBot>(seed);
}

std::unique_ptr<GinBot> GinBot::create(std::string_view name, std::uint64_t seed) {
    if (name == "classic") return std::make_unique<gin::ClassicBot>(seed);
    if (const auto level = parseBotLevel(name)) return create(*level, seed);
    return nullptr;
}

const std::vector<std::string_view>& GinBot::names() {
    static const std::vector<std::string_view> kNames{"random", "easy", "medium", "hard",
                                                      "classic"};
    return kNames;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_decision_seed.h"

#include "cards/rng.h"

namespace rummy::table {

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

}  // namespace rummy::table

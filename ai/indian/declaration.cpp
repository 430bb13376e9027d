// SPDX-License-Identifier: GPL-3.0-or-later
#include "indian/declaration.h"

#include "cards/rng.h"
#include "indian/hand_rules.h"

namespace rummy {

std::uint64_t decisionSeed(std::uint64_t botSeed, const PlayerView& view) {
    std::uint64_t s = botSeed;
    std::uint64_t a = Rng::splitMix64(s);
    s ^= static_cast<std::uint64_t>(view.moves()) * 0x9E3779B97F4A7C15ULL;
    a ^= Rng::splitMix64(s);
    s ^= static_cast<std::uint64_t>(view.seat + 1) * 0xC2B2AE3D27D4EB4FULL;
    return a ^ Rng::splitMix64(s);
}

std::optional<Decision> declareIfValid(const PlayerView& view) {
    // 21-card asks its own rules; 13-card keeps the call its records were played with.
    auto fin = view.indian().rules.variant == Variant::Indian21
                   ? bestDeclaration(view.hand, view.wildCards, view.indian().rules)
                   : solvedFinish(view.hand, view.wild, view.indian().rules);
    if (!fin) return std::nullopt;
    const Card card = fin->card;
    return Decision{std::move(*fin), {Reason::Declare, card, 0, std::nullopt}};
}

}  // namespace rummy

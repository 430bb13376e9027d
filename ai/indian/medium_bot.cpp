// SPDX-License-Identifier: GPL-3.0-or-later
#include "indian/medium_bot.h"

#include "card_memory.h"
#include "indian/declaration.h"
#include "indian/discard_choice.h"
#include "indian/play21.h"

namespace rummy::indian {

namespace {
constexpr DiscardWeights kMediumWeights{2, 1, 6, 0, 8, 0, 0};
// What the open card must gain over the card it replaces: a closed draw is a free lottery
// ticket and tells the table nothing, so a small gain is not worth taking in the open.
constexpr int kOpenMargin = 20;
}  // namespace

Decision MediumBot::decide(const PlayerView& view) {
    if (view.indian().rules.variant == Variant::Indian21)
        return decide21(view, Style21::Medium, seed_);
    (void)seed_;  // Medium needs no chance; the seed is kept for the interface's sake.
    const CardMemory memory(view, false);
    const DiscardChooser chooser(view, memory, kMediumWeights);
    if (view.phase == Phase::Draw) return decideDraw(view, chooser, kOpenMargin);
    if (auto d = declareIfValid(view)) return std::move(*d);
    const FaceBuffer faces = FaceBuffer::of(view);
    const HandPlan plan =
        HandPlan::of(faces.span(), view.wild, memory.liveCounts(), longDeal(view));
    DiscardChoice c = chooser.choose(faces.span(), plan);
    const Card card = view.hand[std::size_t(c.index)];
    c.why.card = card;
    return {moves::Discard{card}, c.why};
}

bool MediumBot::wantsRejoin([[maybe_unused]] const PlayerView& view) {
    return true;  // staying in the match beats losing it
}

}  // namespace rummy::indian

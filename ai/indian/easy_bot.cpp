// SPDX-License-Identifier: GPL-3.0-or-later
#include "indian/easy_bot.h"

#include "card_memory.h"
#include "cards/rng.h"
#include "indian/declaration.h"
#include "indian/discard_choice.h"
#include "indian/play21.h"

namespace rummy::indian {

namespace {
constexpr std::uint64_t kCarelessOneIn = 5;
constexpr DiscardWeights kEasyWeights{1, 0, 0, 0, 0, 0, 0};
}  // namespace

Decision EasyBot::decide(const PlayerView& view) {
    if (view.indian().rules.variant == Variant::Indian21)
        return decide21(view, Style21::Easy, seed_);
    Rng rng(decisionSeed(seed_, view));
    const CardMemory memory(view, false);
    const DiscardChooser chooser(view, memory, kEasyWeights);
    if (view.phase == Phase::Draw) return decideDraw(view, chooser, 0);
    if (auto d = declareIfValid(view)) return std::move(*d);
    const FaceBuffer faces = FaceBuffer::of(view);
    const HandPlan plan =
        HandPlan::of(faces.span(), view.wild, memory.liveCounts(), longDeal(view));
    DiscardChoice c = chooser.choose(faces.span(), plan);
    if (rng.below(kCarelessOneIn) == 0) {
        // A careless throw: any card that is not a joker.
        const int i = int(rng.below(view.hand.size()));
        if (plan.cards[std::size_t(i)].role != CardRole::Joker) {
            c.index = i;
            c.why = {Reason::DiscardDeadwood, std::nullopt, plan.cards[std::size_t(i)].value,
                     std::nullopt};
        }
    }
    const Card card = view.hand[std::size_t(c.index)];
    c.why.card = card;
    return {moves::Discard{card}, c.why};
}

}  // namespace rummy::indian

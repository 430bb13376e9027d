// SPDX-License-Identifier: GPL-3.0-or-later
#include "declaration.h"

#include <algorithm>
#include <array>

#include "hand_solver.h"
#include "rng.h"

namespace rummy {

ScoringOptions scoringOptions(const RuleSet& rules) {
    return ScoringOptions{rules.maxPoints, rules.pureSequenceAlone};
}

std::uint64_t decisionSeed(std::uint64_t botSeed, const PlayerView& view) {
    std::uint64_t s = botSeed;
    std::uint64_t a = Rng::splitMix64(s);
    s ^= static_cast<std::uint64_t>(view.moves) * 0x9E3779B97F4A7C15ULL;
    a ^= Rng::splitMix64(s);
    s ^= static_cast<std::uint64_t>(view.seat + 1) * 0xC2B2AE3D27D4EB4FULL;
    return a ^ Rng::splitMix64(s);
}

std::optional<Decision> declareIfValid(const PlayerView& view) {
    std::array<Face, 32> buf{};
    const std::size_t n = std::min(view.hand.size(), buf.size());
    for (std::size_t i = 0; i < n; ++i) buf[i] = view.hand[i].face();
    if (!HandSolver::bestFinish(std::span<const Face>(buf.data(), n), view.wild,
                                scoringOptions(view.rules))
             .valid)
        return std::nullopt;
    auto fin = validFinish(view);
    if (!fin) return std::nullopt;
    const Card card = fin->card;
    return Decision{std::move(*fin), {Reason::Declare, card, 0, std::nullopt}};
}

std::optional<Action> validFinish(const PlayerView& view) {
    const std::vector<Face> faces = view.handFaces();
    if (static_cast<int>(faces.size()) != view.rules.handSize + 1) return std::nullopt;
    const HandEvaluation ev =
        HandSolver::evaluate(faces, view.wild, scoringOptions(view.rules), view.rules.handSize);
    if (!ev.valid || !ev.finish) return std::nullopt;
    // Faces back to cards: any physical copy of a face will do, each used once.
    std::array<bool, Card::kMaxId> used{};
    auto take = [&](Face f) -> std::optional<Card> {
        for (const Card c : view.hand)
            if (!used[static_cast<std::size_t>(c.id())] && c.face() == f) {
                used[static_cast<std::size_t>(c.id())] = true;
                return c;
            }
        return std::nullopt;
    };
    const auto finishCard = take(*ev.finish);
    if (!finishCard) return std::nullopt;
    std::vector<std::vector<Card>> groups;
    groups.reserve(ev.groups.size());
    for (const Group& g : ev.groups) {
        auto& out = groups.emplace_back();
        out.reserve(g.cards.size());
        for (const Face f : g.cards) {
            const auto c = take(f);
            if (!c) return std::nullopt;
            out.push_back(*c);
        }
    }
    return Action::finish(*finishCard, std::move(groups));
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/solved_finish.h"

#include <array>
#include <vector>

namespace rummy {

ScoringOptions scoringOptions(const IndianRules& rules) {
    return {rules.maxPoints, rules.pureSequenceAlone};
}

namespace {

std::vector<Face> facesOf(std::span<const Card> hand) {
    std::vector<Face> faces;
    faces.reserve(hand.size());
    for (const Card c : hand) faces.push_back(c.face());
    return faces;
}

// A valid evaluation's finish card and groups as the hand's own cards.
std::optional<moves::Finish> asCards(std::span<const Card> hand, const HandEvaluation& ev) {
    if (!ev.valid || !ev.finish) return std::nullopt;
    // Faces back to cards: any physical copy of a face will do, each used once.
    std::array<bool, Card::kMaxId> used{};
    auto take = [&](Face f) -> std::optional<Card> {
        for (const Card c : hand)
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
    return moves::Finish{*finishCard, std::move(groups)};
}

}  // namespace

std::optional<moves::Finish> solvedFinish(std::span<const Card> hand, WildRank wild,
                                          const IndianRules& rules) {
    if (static_cast<int>(hand.size()) != rules.handSize + 1) return std::nullopt;
    const std::vector<Face> faces = facesOf(hand);
    const ScoringOptions opts = scoringOptions(rules);
    if (!HandSolver::bestFinish(faces, wild, opts).valid) return std::nullopt;
    return asCards(hand, HandSolver::evaluate(faces, wild, opts, rules.handSize));
}

std::optional<moves::Finish> solvedFinish(const SolverRules& solver, std::span<const Card> hand,
                                          const WildCards& wild, int handSize,
                                          ScoringOptions opts) {
    if (static_cast<int>(hand.size()) != handSize + 1) return std::nullopt;
    const std::vector<Face> faces = facesOf(hand);
    if (!HandSolver::bestFinish(solver, faces, wild, opts).valid) return std::nullopt;
    return asCards(hand, HandSolver::evaluate(solver, faces, wild, opts, handSize));
}

}  // namespace rummy

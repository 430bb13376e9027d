// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/decision_grade.h"

#include <algorithm>

namespace rummy::review {

namespace {

// A move the seat could have played instead of `played`.
bool hasAlternative(const std::vector<Move>& legal, const Move& played) {
    return std::any_of(legal.begin(), legal.end(), [&](const Move& m) { return !(m == played); });
}

}  // namespace

DecisionGrader::DecisionGrader(Variant variant, std::uint64_t seed, SearchBudget budget)
    : variant_(variant),
      seed_(seed),
      budget_(budget),
      hard_(Bot::create(variant, BotLevel::Hard, seed)),
      search_(variant, seed) {}

DecisionGrader::~DecisionGrader() = default;

std::optional<DecisionGrade> DecisionGrader::grade(const PlayerView& view,
                                                   const std::vector<Move>& legal,
                                                   const Move& played) {
    if (!hasAlternative(legal, played)) return std::nullopt;
    const auto start = search::MoveSearch::Clock::now();
    const Move hard = hard_->decide(view).move;
    Rng rng(search::positionSeed(seed_, view));
    const std::size_t keep = played == hard ? 1 : 2;
    const search::MoveSearchResult r =
        search_.run(view, search::candidateMoves({played, hard}, legal, kMaxCandidates), keep,
                    budget_, rng, start);
    DecisionGrade g;
    g.played = played;
    g.best = played;
    g.worlds = r.worlds;
    for (const search::CandidateValues& c : r.candidates)
        if (!c.values.empty())
            g.candidates.push_back(MoveValue{c.move, c.mean(), static_cast<int>(c.values.size())});
    if (r.worlds == 0) return g;  // no world could be dealt: nothing to tell the moves apart
    // The best survivor; the played move (index 0) wins ties.
    double bestValue = r.candidates[0].mean();
    for (std::size_t c : r.survivors) {
        const double v = r.candidates[c].mean();
        if (v > bestValue) {
            bestValue = v;
            g.best = r.candidates[c].move;
        }
    }
    g.loss = std::max(0.0, bestValue - r.candidates[0].mean());
    g.mark = markOf(variant_, g.loss);
    std::stable_sort(g.candidates.begin(), g.candidates.end(),
                     [](const MoveValue& a, const MoveValue& b) { return a.value > b.value; });
    // The best first even where a candidate cut early shows a higher mean over its fewer worlds.
    const auto bestAt = std::find_if(g.candidates.begin(), g.candidates.end(),
                                     [&](const MoveValue& m) { return m.move == g.best; });
    if (bestAt != g.candidates.end()) std::rotate(g.candidates.begin(), bestAt, bestAt + 1);
    return g;
}

}  // namespace rummy::review

// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/expert_bot.h"

#include <cmath>

namespace rummy::search {

namespace {

// Hard's move is replaced only after this many worlds, by a move whose mean gain over it is
// more than kConfidence standard errors: a few worlds' noise is not a reason to leave Hard.
constexpr int kMinWorlds = 8;
constexpr double kConfidence = 2.0;

// The mean and the standard error of `a` less `b` over the last `worlds` values of each (the
// worlds both were played in).
struct PairedGain {
    double mean = 0;
    double se = 0;
};
PairedGain pairedGain(const std::vector<double>& a, const std::vector<double>& b, int worlds) {
    double sum = 0, sumSq = 0;
    for (int w = 0; w < worlds; ++w) {
        const double d = a[a.size() - static_cast<std::size_t>(worlds - w)] -
                         b[b.size() - static_cast<std::size_t>(worlds - w)];
        sum += d;
        sumSq += d * d;
    }
    PairedGain g;
    g.mean = sum / worlds;
    const double var = std::max(0.0, (sumSq - worlds * g.mean * g.mean) / (worlds - 1));
    g.se = std::sqrt(var / worlds);
    return g;
}

}  // namespace

ExpertBot::ExpertBot(Variant variant, std::uint64_t seed, SearchBudget budget)
    : seed_(seed),
      budget_(budget),
      hard_(Bot::create(variant, BotLevel::Hard, seed)),
      search_(std::make_unique<MoveSearch>(variant, seed)) {}

ExpertBot::~ExpertBot() = default;

Decision ExpertBot::decide(const PlayerView& view) {
    const MoveSearch::Clock::time_point start = MoveSearch::Clock::now();
    const Decision hard = hard_->decide(view);
    Rng rng(positionSeed(seed_, view));
    const MoveSearchResult r =
        search_->run(view, candidateMoves({hard.move}, legalMovesOf(view), kMaxCandidates), 1,
                     budget_, rng, start);
    if (r.worlds < kMinWorlds) return hard;
    // The survivor that beats Hard's move by the most, on the worlds both played, when it beats
    // it by more than kConfidence standard errors of the paired differences.
    std::size_t best = 0;
    double bestGain = 0;
    for (std::size_t c : r.survivors) {
        if (c == 0) continue;
        const PairedGain g = pairedGain(r.candidates[c].values, r.candidates[0].values, r.worlds);
        if (g.mean > kConfidence * g.se && g.mean > bestGain) {
            bestGain = g.mean;
            best = c;
        }
    }
    if (best == 0) return hard;
    Explanation why;
    why.reason = Reason::Searched;
    why.value = static_cast<int>(std::lround(bestGain));
    return Decision{r.candidates[best].move, why};
}

}  // namespace rummy::search

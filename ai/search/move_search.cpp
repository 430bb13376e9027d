// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/move_search.h"

#include <algorithm>
#include <numeric>

#include "search/deal_value.h"
#include "search/world_sampler.h"

namespace rummy::search {

namespace {

// A playout that has not ended after this many moves counts as a deal not over: a deal the bots
// drag on through rebuilt stocks says little about the move, and would cost the time of many.
constexpr int kPlayoutMoves = 400;

// Playouts stop after about this many turns of every seat (two moves a turn) and count the
// hands as they stand (deal_value.h); whole deals were tried and told the moves apart less
// well for the time (docs/bots.md).
constexpr int kHorizonTurns = 3;

// Who plays the playouts, every seat.
constexpr BotLevel kPlayoutLevel = BotLevel::Medium;

}  // namespace

double CandidateValues::mean() const {
    if (values.empty()) return 0;
    return std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
}

MoveSearch::MoveSearch(Variant variant, std::uint64_t seed) : variant_(variant), seed_(seed) {}

MoveSearch::~MoveSearch() = default;

double MoveSearch::playout(const Round& world, const Move& move, int seat) {
    Round r = world;
    if (!r.apply(move)) return -1e9;  // never: the candidates are the world's legal moves
    const int horizon = std::min(kHorizonTurns * r.seats() * 2, kPlayoutMoves);
    for (int moves = 0; !r.isOver() && moves < horizon; ++moves) {
        const int s = r.currentSeat();
        if (s < 0) break;
        if (static_cast<int>(playouts_.size()) <= s)
            playouts_.resize(static_cast<std::size_t>(s) + 1);
        auto& bot = playouts_[static_cast<std::size_t>(s)];
        if (!bot) bot = Bot::create(variant_, kPlayoutLevel, seed_ ^ (0x9E37u + s));
        const Decision d = bot->decide(r.view(s));
        if (!r.apply(d.move)) {
            const std::vector<Move> legal = r.legalMoves();
            if (legal.empty() || !r.apply(legal.front())) break;
        }
    }
    return r.isOver() ? dealValue(r, seat) : handValueLead(r, seat);
}

MoveSearchResult MoveSearch::run(const PlayerView& view, std::vector<Move> candidates,
                                 std::size_t keep, SearchBudget budget, Rng& rng,
                                 Clock::time_point start) {
    MoveSearchResult out;
    for (Move& m : candidates) out.candidates.push_back(CandidateValues{std::move(m), {}});
    const std::size_t n = out.candidates.size();
    out.survivors.resize(n);
    std::iota(out.survivors.begin(), out.survivors.end(), std::size_t{0});
    keep = std::min(keep, n);
    if (n < 2) return out;
    const WorldSampler sampler(view);
    if (!sampler.usable()) return out;

    const bool timed = budget.playouts <= 0;
    const auto deadline = start + std::chrono::milliseconds(std::max(1, budget.ms));
    std::vector<std::size_t>& alive = out.survivors;
    int nextCut = 2;
    std::vector<double> these;
    while (alive.size() > 1) {
        if (!timed && out.worlds >= budget.playouts) break;
        if (timed && Clock::now() >= deadline) break;
        const std::optional<Round> world = sampler.sample(rng);
        if (!world) break;
        these.clear();
        bool complete = true;
        for (std::size_t c : alive) {
            these.push_back(playout(*world, out.candidates[c].move, view.seat));
            if (timed && Clock::now() >= deadline && these.size() < alive.size()) {
                complete = false;
                break;
            }
        }
        if (!complete) break;
        for (std::size_t i = 0; i < alive.size(); ++i)
            out.candidates[alive[i]].values.push_back(these[i]);
        ++out.worlds;
        if (out.worlds == nextCut && alive.size() > keep + 1) {
            nextCut *= 2;
            // The better half of those that may go, by the mean of these worlds.
            const int w = out.worlds;
            auto meanOf = [&](std::size_t c) {
                const auto& v = out.candidates[c].values;
                return std::accumulate(v.end() - w, v.end(), 0.0) / w;
            };
            std::vector<std::size_t> rest(alive.begin() + static_cast<std::ptrdiff_t>(keep),
                                          alive.end());
            std::stable_sort(rest.begin(), rest.end(),
                             [&](std::size_t a, std::size_t b) { return meanOf(a) > meanOf(b); });
            rest.resize(std::max<std::size_t>(1, rest.size() / 2));
            alive.resize(keep);
            alive.insert(alive.end(), rest.begin(), rest.end());
        }
    }
    return out;
}

std::vector<Move> legalMovesOf(const PlayerView& view) {
    if (!view.legal.empty()) return view.legal;
    const WorldSampler sampler(view);
    Rng rng(0x1E6A1ULL);  // any world will do: the seat's hand, and so its moves, are the same
    if (const std::optional<Round> world = sampler.sample(rng)) return world->legalMoves();
    return {};
}

std::vector<Move> candidateMoves(const std::vector<Move>& first, const std::vector<Move>& legal,
                                 std::size_t limit) {
    std::vector<Move> out;
    const auto add = [&](const Move& m) {
        if (out.size() < limit && std::find(out.begin(), out.end(), m) == out.end())
            out.push_back(m);
    };
    for (const Move& m : first) add(m);
    for (const Move& m : legal) add(m);
    return out;
}

std::uint64_t positionSeed(std::uint64_t seed, const PlayerView& view) {
    std::uint64_t s = seed ^ 0xE4BE27ULL;
    std::uint64_t mix = Rng::splitMix64(s);
    const auto add = [&](std::uint64_t v) {
        s ^= (v + 1) * 0x9E3779B97F4A7C15ULL;
        mix ^= Rng::splitMix64(s);
    };
    add(static_cast<std::uint64_t>(view.dealNumber));
    add(view.history.size());
    add(static_cast<std::uint64_t>(view.seat));
    for (Card c : view.hand) add(static_cast<std::uint64_t>(c.id()));
    return mix;
}

}  // namespace rummy::search

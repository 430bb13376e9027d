// SPDX-License-Identifier: GPL-3.0-or-later
// Gin hands played by two bots through the random-play harness, each hand under rules drawn
// at random (every option the Settings offer), since a bot must play whatever the player set.
#include <array>
#include <memory>

#include "arena/arena.h"
#include "bot.h"
#include "cards/rng.h"
#include "io/gin_rules_json.h"
#include "soak_play.h"
#include "support/gin_round_adapter.h"
#include "view_checks.h"

namespace rummy::soak {

namespace {

struct Seats {
    std::array<std::unique_ptr<Bot>, 2> bots;
    test::GinDriver illegal;  // draws the illegal candidates the harness tries first
};

// The Gin adapter of the random-play tests, the move chosen by the seat's bot from its PlayerView.
struct BotGinAdapter : test::GinRoundAdapter {
    using Chooser = Seats;

    std::int64_t* views = nullptr;

    Move choose(const State& r, const std::vector<Move>&, Seats& s, int) const {
        const int seat = r.currentSeat();
        return s.bots[static_cast<std::size_t>(seat)]->decide(PlayerView::of(*r.gin(), seat)).move;
    }
    std::vector<Move> illegalMoves(const State& r, Seats& s) const {
        return s.illegal.illegal(*r.gin());
    }
    std::string checkState(const State& r) const {
        if (std::string what = test::GinRoundAdapter::checkState(r); !what.empty()) return what;
        if (r.isOver()) return {};
        for (int seat = 0; seat < 2; ++seat) {
            if (std::string what = checkGinView(*r.gin(), seat); !what.empty()) return what;
            ++*views;
        }
        return {};
    }
};

}  // namespace

SoakCounts playGin(const SoakChunk& c) {
    SoakCounts out;
    BotGinAdapter adapter;
    adapter.views = &out.viewsChecked;
    test::RandomPlay<BotGinAdapter> harness(adapter, {c.turnLimit, c.saveEvery});
    for (std::int64_t hand = 0; hand < c.deals; ++hand) {
        // Spread like the arena's match seeds: neighbouring chunks must not share hands.
        const std::uint64_t seed = Arena::groupSeed(c.seed, hand);
        Rng rng(seed ^ 0x61a5eedULL);
        const GinRules rules = test::randomGinRules(rng);
        Round round(GinRound(rules, static_cast<int>(rng.below(2)), seed));
        Seats seats{{}, test::GinDriver(seed ^ 0x6176)};
        for (std::size_t s = 0; s < 2; ++s) {
            seats.bots[s] = Bot::create(Variant::Gin, c.seats[s % c.seats.size()], rng.next());
            if (!seats.bots[s]) seats.bots[s] = Bot::create(Variant::Gin, "medium", rng.next());
        }
        ++out.deals;
        if (auto f = harness.play(round, seats, seed))
            out.add(*f, c.describe() + ", hand seed " + std::to_string(seed) + " " +
                            ginRulesToJson(rules).dump());
    }
    out.add(harness.stats());
    return out;
}

}  // namespace rummy::soak

// SPDX-License-Identifier: GPL-3.0-or-later
// Table-game hands (Straight Rummy, Rummy 500, Rummy 51, Kaluki) played by the table bots
// through the random-play harness, each hand under its preset with options drawn at random
// (the random-play tests' draw), since a bot must play whatever the player set.
#include <memory>
#include <vector>

#include "arena/arena.h"
#include "bot.h"
#include "cards/rng.h"
#include "soak_play.h"
#include "support/table_round_adapter.h"
#include "view_checks.h"

namespace rummy::soak {

namespace {

struct Seats {
    std::vector<std::unique_ptr<Bot>> bots;
    test::TableDriver illegal;  // draws the illegal candidates the harness tries first
};

// The table adapter of the random-play tests, the move chosen by the seat's bot from its
// PlayerView.
struct BotTableAdapter : test::TableRoundAdapter {
    using Chooser = Seats;

    std::int64_t* views = nullptr;

    Move choose(const State& r, const std::vector<Move>&, Seats& s, int) const {
        const int seat = r.currentSeat();
        return s.bots[static_cast<std::size_t>(seat)]
            ->decide(PlayerView::of(*r.table(), seat))
            .move;
    }
    std::vector<Move> illegalMoves(const State& r, Seats& s) const {
        return s.illegal.illegal(*r.table());
    }
    std::string checkState(const State& r) const {
        if (std::string what = test::TableRoundAdapter::checkState(r); !what.empty()) return what;
        if (r.isOver()) return {};
        for (int seat = 0; seat < r.seats(); ++seat) {
            if (std::string what = checkTableView(*r.table(), seat); !what.empty()) return what;
            ++*views;
        }
        return {};
    }
};

}  // namespace

SoakCounts playTable(const SoakChunk& c) {
    SoakCounts out;
    BotTableAdapter adapter;
    adapter.variant = c.variant;
    adapter.views = &out.viewsChecked;
    test::RandomPlay<BotTableAdapter> harness(adapter, {c.turnLimit, c.saveEvery});
    for (std::int64_t hand = 0; hand < c.deals; ++hand) {
        // Spread like the arena's match seeds: neighbouring chunks must not share hands.
        const std::uint64_t seed = Arena::groupSeed(c.seed, hand);
        auto made = adapter.make(seed, c.players);
        if (!made) {
            out.fail(c.describe() + ", hand seed " + std::to_string(seed) +
                     ": the hand could not be dealt");
            ++out.invariantFailures;
            continue;
        }
        Round round = std::move(made).value();
        Rng rng(seed ^ 0x7ab1eb07ULL);
        Seats seats{{}, test::TableDriver(seed ^ 0x7ab1)};
        for (int s = 0; s < round.seats(); ++s) {
            auto bot =
                Bot::create(Variant::Straight,
                            c.seats[static_cast<std::size_t>(s) % c.seats.size()], rng.next());
            seats.bots.push_back(bot ? std::move(bot)
                                     : Bot::create(Variant::Straight, "medium", rng.next()));
        }
        ++out.deals;
        if (auto f = harness.play(round, seats, seed))
            out.add(*f, c.describe() + ", hand seed " + std::to_string(seed) + ", " +
                            std::to_string(round.seats()) + " seats");
    }
    out.add(harness.stats());
    return out;
}

}  // namespace rummy::soak

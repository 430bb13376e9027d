// SPDX-License-Identifier: GPL-3.0-or-later
// The Indian games (13- and 21-card, every format) played by bots, match by match, each deal
// through the random-play harness.
#include <memory>

#include "arena/arena.h"
#include "cards/shoe.h"
#include "io/serialization.h"
#include "soak_play.h"
#include "support/indian_round_adapter.h"
#include "view_checks.h"

namespace rummy::soak {

namespace {

constexpr int kDealLimit = 1000;

struct Seats {
    std::vector<std::unique_ptr<Bot>> bots;
    test::RandomDriver illegal;  // draws the illegal candidates the harness tries first
};

// The harness's adapter over a match's current deal (as tests/core/test_random_games.cpp
// has it), the move chosen by the seat's bot from its PlayerView.
struct BotMatchAdapter {
    using State = IndianMatch;
    using Move = rummy::Move;
    using Chooser = Seats;

    std::int64_t* views = nullptr;

    bool isOver(const IndianMatch& m) const { return m.round().isOver(); }
    std::vector<Move> legalMoves(const IndianMatch& m) const { return m.round().legalMoves(); }
    Move choose(const IndianMatch& m, const std::vector<Move>&, Seats& s, int) const {
        const int seat = m.round().currentSeat();
        return s.bots[static_cast<std::size_t>(seat)]->decide(PlayerView::of(m, seat)).move;
    }
    std::vector<Move> illegalMoves(const IndianMatch& m, Seats& s) const {
        return s.illegal.illegal(m.round());
    }
    Status check(const IndianMatch& m, const Move& a) const {
        if (m.isOver()) return ErrorCode::MatchOver;
        return m.round().check(a);
    }
    Status apply(IndianMatch& m, const Move& a) const { return m.apply(a); }
    std::vector<Card> cards(const IndianMatch& m) const { return m.round().allCards(); }
    std::vector<Card> expectedCards(const IndianMatch& m) const { return Shoe::ordered(m.rules()); }
    Result<IndianMatch> reload(const IndianMatch& m) const {
        return Serialization::loadMatch(Serialization::saveMatch(m));
    }
    std::string moveName(const Move& a) const { return toString(a); }
    std::string checkState(const IndianMatch& m) const {
        if (std::string what = test::IndianRoundChecks::checkState(m.round()); !what.empty())
            return what;
        if (m.round().isOver()) return {};  // the hands are shown at the end
        for (int seat = 0; seat < m.round().seats(); ++seat) {
            if (std::string what = checkIndianView(m, seat); !what.empty()) return what;
            ++*views;
        }
        return {};
    }
    std::string checkResult(const IndianMatch& m) const {
        return test::IndianRoundChecks::checkResult(m.round());
    }
};

}  // namespace

SoakCounts playIndian(const SoakChunk& c) {
    SoakCounts out;
    const IndianRules rules = IndianRules::preset(c.format, c.variant);
    if (!rules.validate(c.players)) {
        out.fail(c.describe() + ": the format cannot seat " + std::to_string(c.players));
        ++out.invariantFailures;
        return out;
    }
    BotMatchAdapter adapter{&out.viewsChecked};
    test::RandomPlay<BotMatchAdapter> harness(adapter, {c.turnLimit, c.saveEvery});
    for (std::int64_t game = 0; out.deals < c.deals; ++game) {
        const std::uint64_t seed = Arena::groupSeed(c.seed, game);
        const std::string where = c.describe() + ", match seed " + std::to_string(seed);
        auto created = IndianMatch::create(rules, c.players, seed);
        if (!created) {
            out.fail(where + ": cannot create the match");
            ++out.invariantFailures;
            break;
        }
        IndianMatch m = std::move(created).value();
        Seats seats{{}, test::RandomDriver(seed ^ 0x50a4)};
        for (int s = 0; s < c.players; ++s) {
            const auto level = parseBotLevel(c.seats[static_cast<std::size_t>(s) % c.seats.size()]);
            seats.bots.push_back(Bot::create(Variant::Indian13, level.value_or(BotLevel::Medium),
                                             Arena::botSeed(seed, 0, s)));
        }
        ++out.matches;
        for (int deal = 1;; ++deal) {
            ++out.deals;
            if (auto f = harness.play(m, seats, seed)) {
                out.add(*f, where + ", deal " + std::to_string(deal));
                break;  // the match cannot go on from a broken deal
            }
            if (m.isOver()) break;
            if (deal >= kDealLimit) {  // the arena's limit: a match of endless re-joins
                out.fail(where + ": the match did not end in " + std::to_string(kDealLimit) +
                         " deals");
                ++out.invariantFailures;
                break;
            }
            for (int s = 0; s < c.players; ++s)
                if (m.checkRejoin(s).ok() &&
                    seats.bots[static_cast<std::size_t>(s)]->wantsRejoin(PlayerView::of(m, s)))
                    (void)m.rejoin(s);
            if (Status st = m.nextDeal(); !st) {
                out.fail(where + ": the next deal cannot start: " + errorCodeName(st.error()));
                ++out.invariantFailures;
                break;
            }
        }
    }
    out.add(harness.stats());
    return out;
}

}  // namespace rummy::soak

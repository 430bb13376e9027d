// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/gin_replay.h"

#include "gin/gin_moves.h"

namespace rummy {

namespace {

Json handSummary(int number, const GinRound& round, int moves) {
    Json d = Json::object();
    d.set("deal", number);
    d.set("dealer", round.dealer());
    d.set("moves", moves);
    d.set("over", round.isOver());
    const GinHandResult& r = round.outcome();
    d.set("ending", ginEndingName(r.ending));
    d.set("winner", r.winner);
    std::array<int, 2> points{};
    if (r.winner >= 0) points[static_cast<std::size_t>(r.winner)] = r.points;
    d.set("points", intArray(points));
    if (r.showdown) {
        d.set("knocker", r.showdown->knocker);
        std::array<int, 2> counts{};
        counts[static_cast<std::size_t>(r.showdown->knocker)] = r.showdown->knockerCount;
        counts[static_cast<std::size_t>(1 - r.showdown->knocker)] = r.showdown->defence.count;
        d.set("counts", intArray(counts));
    }
    return d;
}

// The cards of a record's deck: each face once (one deck), the unnamed ones after it in id
// order.
Result<std::vector<Card>> ginDeck(const std::vector<Face>& top) {
    IndianRules oneDeck;
    oneDeck.decks = 1;
    oneDeck.printedJokers = 0;
    return stackedShoe(oneDeck, top);
}

// Plays a hand's written moves; returns the number played and sets `failure` at a refusal.
template <typename Apply>
int playHand(const RecordDeal& deal, int number, const GinRound& round, Apply apply,
             std::optional<ReplayFailure>& failure, const ReplayObserver* observer) {
    int played = 0;
    for (const RecordMove& m : deal.moves) {
        failure = playRecordMove(
            m, round.isOver(), round.currentSeat(), number, played,
            [&](const MoveText& text) { return resolveMove(round, text, nullptr); },
            [&](const Move& move) {
                observeStep(observer, number, played, round, move);
                return apply(move);
            });
        if (failure) break;
        ++played;
    }
    return played;
}

void replaySingle(const GameRecord& rec, Replay& out, const ReplayObserver* observer) {
    const RecordDeal& deal = rec.deals.front();
    const int dealer = std::max(deal.dealer, 0);
    Result<GinRound> round = GinRound(rec.gin, dealer, deal.seed.value_or(0));
    if (!deal.deck.empty()) {
        auto deck = ginDeck(deal.deck);
        round = deck ? GinRound::withDeck(rec.gin, dealer, std::move(deck).value())
                     : Result<GinRound>(deck.error());
    }
    if (!round) {
        out.failure = setupFailure(0, round.error());
        return;
    }
    GinRound r = std::move(round).value();
    const int played = playHand(
        deal, 0, r, [&](const Move& m) { return r.apply(m); }, out.failure, observer);
    Json deals = Json::array();
    Json d = handSummary(1, r, played);
    d.set("scores", d["points"]);
    const Json points = d["points"];
    deals.push(std::move(d));
    out.summary.set("over", r.isOver());
    out.summary.set("winner", r.outcome().winner);
    out.summary.set("deals", std::move(deals));
    out.summary.set("totals", points);
    out.round = Round(std::move(r));
}

void replayGame(const GameRecord& rec, Replay& out, const ReplayObserver* observer) {
    auto created = matchOfRecord<GinGame>(rec.gin, GinRound::kSeats, rec);
    if (!created) {
        out.failure = setupFailure(0, created.error());
        return;
    }
    GinGame& g = created.value();
    Json deals = replayGameDeals(
        rec, g, out.failure, ginDeck,
        [&](const RecordDeal& deal, int number) {
            return playHand(
                deal, number, g.round(), [&](const Move& m) { return g.apply(m); }, out.failure,
                observer);
        },
        [&](int number, int played) {
            Json d = handSummary(number + 1, g.round(), played);
            d.set("scores", intArray(g.scores()));
            return d;
        });
    const GinGameTotals t = ginTotals(g);
    out.summary.set("over", g.isOver());
    out.summary.set("winner", g.winner());
    out.summary.set("deals", std::move(deals));
    out.summary.set("points", intArray(t.handPoints));
    out.summary.set("boxes", intArray(t.boxes));
    if (g.isOver()) out.summary.set("shutout", t.shutout);
    out.summary.set("totals", intArray(g.isOver() ? t.totals : t.handPoints));
    out.game = AnyMatch(std::move(g));
}

}  // namespace

void replayGinRecord(const GameRecord& rec, Replay& out, const ReplayObserver* observer) {
    out.summary = Json::object();
    out.summary.set("variant", variantId(rec.variant));
    out.summary.set("players", static_cast<int>(rec.players.size()));
    if (rec.isMatch)
        replayGame(rec, out, observer);
    else
        replaySingle(rec, out, observer);
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/table_replay.h"

#include <algorithm>

#include "table/table_moves.h"

namespace rummy {

namespace {

Json handSummary(int number, const TableRound& round, int moves) {
    Json d = Json::object();
    d.set("deal", number);
    d.set("dealer", round.dealer());
    d.set("moves", moves);
    d.set("over", round.isOver());
    const TableOutcome o = round.outcome();
    d.set("ending", !round.isOver() ? "playing" : o.block ? "block" : "out");
    d.set("winner", o.winner);
    d.set("one_turn", o.oneTurn);
    std::vector<int> points, melded, inHand;
    for (const TableSeatScore& s : o.seats) {
        points.push_back(round.isOver() ? s.points : 0);
        melded.push_back(s.melded);
        inHand.push_back(s.inHand);
    }
    d.set("points", intArray(points));
    d.set("melded", intArray(melded));
    d.set("in_hand", intArray(inHand));
    return d;
}

// The cards of a record's deck for the table: the named faces on top, the rest in id order.
Result<std::vector<Card>> tableDeck(const GameRecord& rec, const std::vector<Face>& top) {
    return stackedShoe(shoeRulesOf(rec), top);
}

int playHand(const RecordDeal& deal, int number, const TableRound& round,
             const std::function<Status(const Move&)>& apply, std::optional<ReplayFailure>& failure,
             CopyHints* hints, const ReplayObserver* observer) {
    int played = 0;
    for (const RecordMove& m : deal.moves) {
        failure = playRecordMove(
            m, round.isOver(), round.currentSeat(), number, played,
            [&](const MoveText& text) { return tableMoveOf(round, text, hints); },
            [&](const Move& move) {
                observeStep(observer, number, played, round, move);
                return apply(move);
            });
        if (failure) break;
        ++played;
    }
    return played;
}

void replaySingle(const GameRecord& rec, Replay& out, CopyHints* hints,
                  const ReplayObserver* observer) {
    const RecordDeal& deal = rec.deals.front();
    const int seats = static_cast<int>(rec.players.size());
    const int dealer = std::max(deal.dealer, 0);
    const std::uint64_t seed = deal.seed.value_or(0);
    Result<TableRound> round = ErrorCode::BadRules;
    if (deal.deck.empty()) {
        round = TableRound(rec.table, seats, dealer, seed);
    } else if (auto deck = tableDeck(rec, deal.deck)) {
        round = TableRound::withDeck(rec.table, seats, dealer, std::move(deck).value(), seed);
    } else {
        round = deck.error();
    }
    if (!round) {
        out.failure = setupFailure(0, round.error());
        return;
    }
    TableRound r = std::move(round).value();
    const int played = playHand(
        deal, 0, r, [&](const Move& m) { return r.apply(m); }, out.failure, hints, observer);
    Json d = handSummary(1, r, played);
    d.set("scores", d["points"]);
    const Json totals = d["points"];
    Json deals = Json::array();
    deals.push(std::move(d));
    out.summary.set("over", r.isOver());
    out.summary.set("winner", r.outcome().winner);
    out.summary.set("deals", std::move(deals));
    out.summary.set("totals", totals);
    out.round = Round(std::move(r));
}

void replayGame(const GameRecord& rec, Replay& out, CopyHints* hints,
                const ReplayObserver* observer) {
    const int seats = static_cast<int>(rec.players.size());
    auto created = matchOfRecord<TableGame>(rec.table, seats, rec);
    if (!created) {
        out.failure = setupFailure(0, created.error());
        return;
    }
    TableGame& g = created.value();
    Json deals = replayGameDeals(
        rec, g, out.failure, [&](const std::vector<Face>& top) { return tableDeck(rec, top); },
        [&](const RecordDeal& deal, int number) {
            return playHand(
                deal, number, g.round(), [&](const Move& m) { return g.apply(m); }, out.failure,
                hints, observer);
        },
        [&](int number, int played) {
            Json d = handSummary(number + 1, g.round(), played);
            d.set("scores", intArray(g.scores()));
            return d;
        });
    out.summary.set("over", g.isOver());
    out.summary.set("winner", g.winner());
    out.summary.set("deals", std::move(deals));
    out.summary.set("totals", intArray(g.scores()));
    out.game = AnyMatch(std::move(g));
}

}  // namespace

void replayTableRecord(const GameRecord& rec, Replay& out, CopyHints* hints,
                       const ReplayObserver* observer) {
    out.summary = Json::object();
    out.summary.set("variant", variantId(rec.variant));
    out.summary.set("players", static_cast<int>(rec.players.size()));
    if (rec.isMatch)
        replayGame(rec, out, hints, observer);
    else
        replaySingle(rec, out, hints, observer);
}

}  // namespace rummy

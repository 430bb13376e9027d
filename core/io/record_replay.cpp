// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/record_replay.h"

#include <algorithm>

#include "cards/shoe.h"
#include "game/round.h"
#include "io/gin_replay.h"
#include "io/table_replay.h"

namespace rummy {

Json intArray(std::span<const int> values) {
    Json a = Json::array();
    for (int v : values) a.push(v);
    return a;
}

namespace {

// A Round, or the IndianRound a match holds.
template <typename AnyRound>
Json dealSummary(int number, const AnyRound& round, int moves) {
    Json d = Json::object();
    d.set("deal", number);
    d.set("dealer", round.dealer());
    d.set("moves", moves);
    d.set("over", round.isOver());
    const RoundResult r = round.result();
    d.set("winner", r.winner);
    d.set("points", intArray(r.points));
    Json outcomes = Json::array();
    for (Outcome o : r.outcomes) outcomes.push(outcomeName(o));
    d.set("outcomes", std::move(outcomes));
    // 21-card's value cards and nets, once its deal is over (the 13-card summary is as it was).
    if (!r.net.empty()) {
        d.set("value_received", intArray(r.valueReceived));
        d.set("value_paid", intArray(r.valuePaid));
        d.set("net", intArray(r.net));
    }
    return d;
}

// A 21-card match's nets summed over its finished deals (points won and lost, value cards).
std::vector<int> netTotals(const IndianMatch& m) {
    std::vector<int> total(static_cast<std::size_t>(m.players()), 0);
    for (const DealRecord& d : m.deals())
        for (std::size_t s = 0; s < d.result.net.size() && s < total.size(); ++s)
            total[s] += d.result.net[s];
    return total;
}

Json header(const GameRecord& rec) {
    Json s = Json::object();
    s.set("variant", variantId(rec.variant));
    s.set("format", formatName(rec.rules.format));
    s.set("players", static_cast<int>(rec.players.size()));
    return s;
}

// Applies one written move for the seat the record names. The seat must be the one to play:
// a record that says otherwise was edited or written by a program that got the turn wrong.
// `resolve` turns the written move into the cards of the seat to play (Round::resolve).
template <typename Resolve, typename Apply>
std::optional<ReplayFailure> playMove(const RecordMove& move, bool roundOver, int seatToPlay,
                                      int deal, int index, Resolve resolve, Apply apply) {
    ReplayFailure f;
    f.deal = deal;
    f.move = index;
    f.text = move.move;
    const MoveTextParse parsed = parseMoveText(move.move);
    if (!parsed.move) {
        f.code = ErrorCode::Parse;
        f.notation = parsed.error;
        return f;
    }
    if (roundOver) {
        f.code = ErrorCode::RoundOver;
        return f;
    }
    if (move.seat != seatToPlay) {
        f.code = ErrorCode::NotYourTurn;
        return f;
    }
    const Result<Move> typed = resolve(*parsed.move);
    if (!typed) {
        f.code = typed.error();
        return f;
    }
    if (Status s = apply(*typed); !s) {
        f.code = s.error();
        return f;
    }
    return std::nullopt;
}

void replayDeal(const GameRecord& rec, Replay& out, CopyHints* hints,
                const ReplayObserver* observer) {
    const RecordDeal& deal = rec.deals.front();
    const std::vector<bool> inPlay(rec.players.size(), true);
    const int dealer = std::max(deal.dealer, 0);
    const std::uint64_t seed = deal.seed.value_or(0);
    Result<IndianRound> round = ErrorCode::BadRules;
    if (deal.deck.empty()) {
        round = IndianRound::create(rec.rules, inPlay, dealer, seed);
    } else if (auto shoe = stackedShoe(rec.rules, deal.deck)) {
        round = IndianRound::withShoe(rec.rules, inPlay, dealer, std::move(shoe).value(), seed);
    } else {
        round = shoe.error();
    }
    out.summary = header(rec);
    if (!round) {
        out.failure = setupFailure(0, round.error());
        return;
    }
    Round r(std::move(round).value());
    int played = 0;
    for (const RecordMove& m : deal.moves) {
        out.failure = playMove(
            m, r.isOver(), r.currentSeat(), 0, played,
            [&](const MoveText& text) { return r.resolve(text, hints); },
            [&](const Move& a) {
                observeStep(observer, 0, played, r, a);
                return r.apply(a);
            });
        if (out.failure) break;
        ++played;
    }
    out.summary.set("over", r.isOver());
    out.summary.set("winner", r.result().winner);
    Json deals = Json::array();
    Json d = dealSummary(1, r, played);
    d.set("scores", intArray(r.result().points));
    deals.push(std::move(d));
    out.summary.set("deals", std::move(deals));
    out.summary.set("totals", intArray(r.result().points));
    if (rec.rules.variant == Variant::Indian21) {
        const RoundResult res = r.result();
        out.summary.set(
            "net_totals",
            intArray(res.net.empty() ? std::vector<int>(rec.players.size(), 0) : res.net));
    }
    out.round = std::move(r);
}

// One deal of a match record: its setup, its moves, the re-joins after it. Adds the deal's
// summary to `deals` once anything of it was played.
std::optional<ReplayFailure> replayMatchDeal(const RecordDeal& deal, int number, IndianMatch& m,
                                             Json& deals, CopyHints* hints,
                                             const ReplayObserver* observer) {
    const auto shoeOf = [&](const std::vector<Face>& top) { return stackedShoe(m.rules(), top); };
    if (Status s = redealAsRecorded(m, deal, shoeOf); !s) return setupFailure(number, s.error());
    std::optional<ReplayFailure> failure;
    int played = 0;
    for (const RecordMove& mv : deal.moves) {
        failure = playMove(
            mv, m.round().isOver(), m.round().currentSeat(), number, played,
            [&](const MoveText& text) { return resolveMove(m.round(), text, hints); },
            [&](const Move& a) {
                observeStep(observer, number, played, m.round(), a);
                return m.apply(a);
            });
        if (failure) break;
        ++played;
    }
    Json d = dealSummary(number + 1, m.round(), played);
    d.set("scores", intArray(m.round().isOver() ? m.deals().back().scoresAfter : m.scores()));
    if (m.rules().isDeals())
        d.set("chips", intArray(m.round().isOver() ? m.deals().back().chipsAfter : m.chips()));
    deals.push(std::move(d));
    if (failure) return failure;
    for (int seat : deal.rejoins) {
        if (Status s = m.rejoin(seat); !s) {
            ReplayFailure f;
            f.stage = ReplayFailure::Stage::Rejoin;
            f.deal = number;
            f.text = std::to_string(seat);
            f.code = s.error();
            return f;
        }
    }
    return std::nullopt;
}

void replayMatch(const GameRecord& rec, Replay& out, CopyHints* hints,
                 const ReplayObserver* observer) {
    const int players = static_cast<int>(rec.players.size());
    auto created = matchOfRecord<IndianMatch>(rec.rules, players, rec);
    out.summary = header(rec);
    if (!created) {
        out.failure = setupFailure(0, created.error());
        return;
    }
    IndianMatch& m = created.value();
    Json deals = Json::array();
    for (std::size_t i = 0; i < rec.deals.size() && !out.failure; ++i) {
        const int number = static_cast<int>(i);
        if (i > 0) {
            if (Status s = m.nextDeal(); !s) {
                out.failure = setupFailure(number, s.error());
                break;
            }
        }
        out.failure = replayMatchDeal(rec.deals[i], number, m, deals, hints, observer);
    }
    out.summary.set("over", m.isOver());
    out.summary.set("winner", m.winner());
    out.summary.set("deals", std::move(deals));
    out.summary.set("totals", intArray(m.scores()));
    if (m.rules().variant == Variant::Indian21)
        out.summary.set("net_totals", intArray(netTotals(m)));
    if (m.rules().isDeals()) out.summary.set("chips", intArray(m.chips()));
    if (m.rules().isPool()) {
        Json outSeats = Json::array();
        for (int s = 0; s < players; ++s) outSeats.push(m.isOut(s));
        out.summary.set("out", std::move(outSeats));
    }
    out.game = AnyMatch(std::move(m));
}

}  // namespace

const char* replayStageName(ReplayFailure::Stage stage) {
    switch (stage) {
        case ReplayFailure::Stage::Setup:
            return "setup";
        case ReplayFailure::Stage::Move:
            return "move";
        case ReplayFailure::Stage::Rejoin:
            return "rejoin";
    }
    return "unknown";
}

Result<std::vector<Card>> stackedShoe(const IndianRules& rules, const std::vector<Face>& top) {
    std::vector<Card> rest = Shoe::ordered(rules);
    std::vector<Card> shoe;
    shoe.reserve(rest.size());
    for (Face f : top) {
        const auto it =
            std::find_if(rest.begin(), rest.end(), [f](Card c) { return c.face() == f; });
        if (it == rest.end()) return ErrorCode::TooManyCopies;
        shoe.push_back(*it);
        rest.erase(it);
    }
    shoe.insert(shoe.end(), rest.begin(), rest.end());
    return shoe;
}

ReplayFailure setupFailure(int deal, ErrorCode code) {
    ReplayFailure f;
    f.stage = ReplayFailure::Stage::Setup;
    f.deal = deal;
    f.code = code;
    return f;
}

std::optional<ReplayFailure> playRecordMove(
    const RecordMove& move, bool roundOver, int seatToPlay, int deal, int index,
    const std::function<Result<Move>(const MoveText&)>& resolve,
    const std::function<Status(const Move&)>& apply) {
    return playMove(move, roundOver, seatToPlay, deal, index, resolve, apply);
}

Replay replayRecord(const GameRecord& record, CopyHints* hints, const ReplayObserver* observer) {
    Replay out;
    if (record.deals.empty()) {
        out.failure = setupFailure(0, ErrorCode::BadCount);
        return out;
    }
    if (record.variant == Variant::Gin) {
        replayGinRecord(record, out, observer);
        return out;
    }
    if (familyOf(record.variant) == Family::Table) {
        replayTableRecord(record, out, hints, observer);
        return out;
    }
    if (record.isMatch)
        replayMatch(record, out, hints, observer);
    else
        replayDeal(record, out, hints, observer);
    return out;
}

}  // namespace rummy

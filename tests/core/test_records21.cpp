// SPDX-License-Identifier: GPL-3.0-or-later
// 21-card Indian Rummy in game records, their replay and deal codes: a record of the first
// worked example of docs/rules.md, 21-card Indian Rummy replays to its nets, played matches
// round-trip through their records, deal codes name the game and deal it again, and a record's
// rules are read strictly under its variant.
#include <QtTest>

#include "cards/rng.h"
#include "deal_results.h"
#include "deals21.h"
#include "game/move_notation.h"
#include "io/deal_code.h"
#include "io/game_record.h"
#include "io/record_replay.h"
#include "match/match.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

std::vector<int> ints(const Json& a) {
    std::vector<int> out;
    for (const Json& v : a.asArray()) out.push_back(static_cast<int>(v.asInt()));
    return out;
}

// The record of example 1: the stacked deck (faces, top first) and A's two moves.
std::string exampleOneRecord(const char* rules) {
    const IndianRound r = example1Round();
    std::string deck;
    for (const Card c : r.stackedShoe())
        deck += (deck.empty() ? "\"" : ", \"") + c.toString() + "\"";
    return std::string(R"({"record": 1, "variant": "indian21", "rules": )") + rules +
           R"(, "players": ["asha", "ben", "chitra"], "dealer": 2, "deck": [)" + deck +
           R"(], "moves": [{"seat": 0, "move": "draw-closed"}, {"seat": 0, "move": ")" +
           toString(Move{example1Declaration()}) + R"("}]})";
}

// Plays a match of random legal moves (declaring whenever the solver offers it) to its end.
IndianMatch playRandomMatch(const IndianRules& rules, int players, std::uint64_t seed) {
    IndianMatch m = IndianMatch::create(rules, players, seed).value();
    Rng rng(seed);
    for (int step = 0; step < 20000 && !m.isOver(); ++step) {
        if (m.round().isOver()) {
            if (!m.nextDeal().ok()) break;
            continue;
        }
        const auto legal = m.round().legalMoves();
        const Move* pick = &legal[rng.below(legal.size())];
        for (const Move& a : legal)
            if (std::holds_alternative<moves::Finish>(a)) pick = &a;
        // Few drops, so that deals run long enough to see declarations.
        if (std::holds_alternative<moves::Drop>(*pick) && rng.below(10) != 0) pick = &legal[0];
        if (!m.apply(*pick).ok()) qFatal("a listed move was refused");
    }
    return m;
}

}  // namespace

class TestRecords21 : public QObject {
    Q_OBJECT
private slots:
    void exampleOneReplaysToItsNets();
    void rulesReadStrictly();
    void matchesRoundTrip();
    void dealCodes();
    void dealCodeErrors();
};

void TestRecords21::exampleOneReplaysToItsNets() {
    const RecordParse p = parseRecord(exampleOneRecord(R"({"format": "points"})"));
    QVERIFY2(p.record, p.error.path.c_str());
    QCOMPARE(p.record->variant, Variant::Indian21);
    QCOMPARE(p.record->rules, IndianRules::preset(MatchFormat::Points, Variant::Indian21));
    const Replay r = replayRecord(*p.record);
    QVERIFY(!r.failure);
    const Json& deal = r.summary["deals"][0];
    QCOMPARE(r.summary["variant"].asString(), std::string("indian21"));
    QCOMPARE(ints(deal["points"]), (std::vector<int>{0, 35, 120}));
    QCOMPARE(ints(deal["value_received"]), (std::vector<int>{20, 60, 0}));
    QCOMPARE(ints(deal["value_paid"]), (std::vector<int>{30, 10, 40}));
    QCOMPARE(ints(deal["net"]), (std::vector<int>{145, 15, -160}));
    QCOMPARE(ints(r.summary["net_totals"]), (std::vector<int>{145, 15, -160}));
    // Adda52 in the record's rules: the same deal pays 20 a value card.
    const RecordParse adda =
        parseRecord(exampleOneRecord(R"({"format": "points", "valueCards": "adda52"})"));
    QVERIFY(adda.record);
    QCOMPARE(adda.record->rules.valueCards, ValueScheme::Adda52);
    QCOMPARE(ints(replayRecord(*adda.record).summary["deals"][0]["net"]),
             (std::vector<int>{155, 25, -180}));
    // Written again, the rules are the difference from 21-card's preset.
    const std::string written = writeRecord(*adda.record);
    QVERIFY(written.find(R"("rules": {"format":"points","valueCards":"adda52"})") !=
            std::string::npos);
    QCOMPARE(parseRecord(written).record, adda.record);
}

void TestRecords21::rulesReadStrictly() {
    // The rules may repeat the record's game, never name another or an unknown scheme.
    QVERIFY(parseRecord(exampleOneRecord(R"({"variant": "indian21"})")).record);
    for (const char* bad : {R"({"variant": "indian13"})", R"({"variant": "gin"})",
                            R"({"valueCards": "none"})", R"({"valueCards": 1})"}) {
        const RecordParse p = parseRecord(exampleOneRecord(bad));
        QVERIFY2(!p.record, bad);
        QCOMPARE(p.error.code, ErrorCode::Parse);
        QCOMPARE(p.error.path, std::string("rules"));
    }
    // 21-card's limits: a fourth printed joker, a 13-card hand size.
    for (const char* unplayable : {R"({"printedJokers": 4})", R"({"handSize": 13})"}) {
        const RecordParse p = parseRecord(exampleOneRecord(unplayable));
        QVERIFY2(!p.record, unplayable);
        QCOMPARE(p.error.code, ErrorCode::BadRules);
    }
    // A deck may hold a face three times now, not four.
    std::string four = exampleOneRecord("{}");
    four.insert(four.find(R"("deck": [)") + 9, R"("7H", "7H", "7H", "7H", )");
    QCOMPARE(parseRecord(four).error.code, ErrorCode::TooManyCopies);
}

void TestRecords21::matchesRoundTrip() {
    for (MatchFormat f : {MatchFormat::Points, MatchFormat::Pool101, MatchFormat::Deals3}) {
        const IndianMatch m = playRandomMatch(rules21(f), 3, 1000 + std::uint64_t(f));
        QVERIFY(m.isOver());
        const GameRecord rec = recordOfMatch(m, {"a", "b", "c"});
        QCOMPARE(rec.variant, Variant::Indian21);
        const RecordParse p = parseRecord(writeRecord(rec));
        QVERIFY(p.record);
        QCOMPARE(*p.record, rec);
        const Replay r = replayRecord(*p.record);
        QVERIFY(!r.failure);
        QVERIFY(r.game && r.game->indian());
        // Every result as played; a written move names faces, so of two copies of a face the
        // replay may take the other one. With the copies named it is the same match exactly.
        QVERIFY(rummy::test::sameDealResults(r.game->indian()->deals(), m.deals()));
        CopyHints hints;
        for (const MatchEvent& e : m.events()) {
            const auto named = cardsNamed(e.move);
            hints.cards.insert(hints.cards.end(), named.begin(), named.end());
        }
        const Replay exact = replayRecord(rec, &hints);
        QVERIFY(!exact.failure && exact.game);
        QVERIFY(*exact.game->indian() == m);
        // Every finished deal reports its nets; with a winner they add up to 0.
        int withWinner = 0;
        for (const Json& d : r.summary["deals"].asArray()) {
            const auto net = ints(d["net"]);
            QCOMPARE(int(net.size()), 3);
            if (d["winner"].asInt() >= 0) {
                ++withWinner;
                QCOMPARE(net[0] + net[1] + net[2], 0);
            }
        }
        QVERIFY(withWinner > 0);
        QCOMPARE(int(ints(r.summary["net_totals"]).size()), 3);
    }
}

void TestRecords21::dealCodes() {
    const DealCode code{MatchFormat::Pool101, 4, 42, 0, -1, {}, Variant::Indian21};
    QCOMPARE(code.toString(), std::string("I21-P101-4-1A"));
    QCOMPARE(DealCode::parse("i21-p101-4-1a").value(), code);
    QCOMPARE(code.rules(), IndianRules::preset(MatchFormat::Pool101, Variant::Indian21));
    // The code of a later deal of a 21-card match deals it again card for card.
    IndianMatch m = playRandomMatch(rules21(MatchFormat::Pool101), 3, 7);
    IndianMatch replayed = IndianMatch::create(rules21(MatchFormat::Pool101), 3, 7).value();
    QVERIFY(m.deals().size() >= 2);
    // The second deal of the same seed: the first one's moves again, then the next deal.
    for (const MatchEvent& e : m.events()) {
        if (e.type == MatchEventType::NextDeal) {
            QVERIFY(replayed.nextDeal().ok());
            break;
        }
        if (e.type == MatchEventType::Move) QVERIFY(replayed.apply(e.move).ok());
    }
    const DealCode second = DealCode::of(replayed);
    QCOMPARE(second.variant, Variant::Indian21);
    QVERIFY(second.toString().starts_with("I21-P101-3-"));
    const DealCode parsed = DealCode::parse(second.toString()).value();
    const IndianMatch again =
        IndianMatch::create(parsed.rules(), parsed.players, parsed.seed, parsed.start()).value();
    for (int s = 0; s < 3; ++s) QCOMPARE(again.round().hand(s), replayed.round().hand(s));
    QCOMPARE(again.round().wildCard(), replayed.round().wildCard());
    // A 13-card code is what it always was.
    QCOMPARE((DealCode{MatchFormat::Points, 2, 31}).toString(), std::string("PTS-2-Z"));
    QCOMPARE(DealCode::parse("PTS-2-Z").value().variant, Variant::Indian13);
}

void TestRecords21::dealCodeErrors() {
    for (const char* bad : {"I21", "I21-", "I21-PTS", "I21-PTS-4", "I21-GIN-2-1", "I21-I21-PTS-2-1",
                            "I22-PTS-2-1", "I21-X-2-1"})
        QCOMPARE(DealCode::parse(bad).error(), ErrorCode::Parse);
    QCOMPARE(DealCode::parse("I21-PTS-7-1").error(), ErrorCode::BadRules);
}

RUMMY_TEST_APPLESS_MAIN(TestRecords21)

#include "test_records21.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Save files and deal codes: exact round trips, and every corrupt or tampered input answered
// with an error code instead of a crash.
#include <QtTest>

#include "cards/rng.h"
#include "io/deal_code.h"
#include "io/serialization.h"
#include "scripted_deal.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

// A few turns of seeded random legal moves (Finish from legalMoves when offered).
void playRandomly(IndianRound& r, std::uint64_t seed, int turns) {
    Rng rng(seed);
    for (int i = 0; i < turns && !r.isOver(); ++i) {
        const auto legal = r.legalMoves();
        if (r.phase() == Phase::Draw && rng.below(20) == 0) {
            QVERIFY(r.apply(moves::MissTurn{}).ok());
            continue;
        }
        QVERIFY(r.apply(legal[rng.below(legal.size())]).ok());
    }
}

std::string replaceFirst(std::string text, const std::string& from, const std::string& to) {
    const auto pos = text.find(from);
    if (pos != std::string::npos) text.replace(pos, from.size(), to);
    return text;
}

}  // namespace

class TestSerialization : public QObject {
    Q_OBJECT
private slots:
    void rulesRoundTrip();
    void actionsRoundTrip();
    void roundRoundTrip();
    void stackedRoundRoundTrip();
    void matchRoundTrip();
    void truncatedAndMangledInput();
    void tamperedInput();
    void dealCodeFormat();
    void dealCodeErrors();
};

void TestSerialization::rulesRoundTrip() {
    for (auto f : {MatchFormat::Points, MatchFormat::Pool101, MatchFormat::Pool201,
                   MatchFormat::Deals2, MatchFormat::Deals3, MatchFormat::Deals6}) {
        const IndianRules r = IndianRules::preset(f);
        QCOMPARE(Serialization::rulesFromJson(Serialization::rulesToJson(r)).value(), r);
    }
    // Every field away from its default must survive.
    IndianRules r = IndianRules::preset(MatchFormat::Pool201);
    r.decks = 3, r.printedJokers = 4, r.wildJoker = false, r.handSize = 21, r.firstDrop = 11;
    r.middleDrop = 22, r.wrongDeclaration = 33, r.maxPoints = 44, r.validUndeclared = 5;
    r.pureSequenceAlone = true, r.pointValue = 7, r.jokerFromOpenDeck = true;
    r.invalidDeclarationEndsRound = true, r.turnTimerSeconds = 30, r.missedTurnsAsDrop = 2;
    r.poolLimit = 301, r.rejoinMax = 250, r.allowRejoin = false, r.chipsPerDeal = 100;
    QCOMPARE(Serialization::rulesFromJson(Serialization::rulesToJson(r)).value(), r);
    // Missing keys keep the preset's values; wrong types are errors.
    auto j = Json::parse(R"({"format": "pool201", "decks": 1})").value();
    IndianRules expected = IndianRules::preset(MatchFormat::Pool201);
    expected.decks = 1;
    QCOMPARE(Serialization::rulesFromJson(j).value(), expected);
    QCOMPARE(Serialization::rulesFromJson(Json::parse(R"({"format": "pool"})").value()).error(),
             ErrorCode::Parse);
    QCOMPARE(
        Serialization::rulesFromJson(Json::parse(R"({"format": "points", "decks": "2"})").value())
            .error(),
        ErrorCode::Parse);
    QCOMPARE(
        Serialization::rulesFromJson(Json::parse(R"({"format": "points", "wildJoker": 1})").value())
            .error(),
        ErrorCode::Parse);
}

void TestSerialization::actionsRoundTrip() {
    const std::vector<Move> actions{
        moves::DrawClosed{},
        moves::DrawOpen{},
        moves::Discard{C("10H", 1)},
        moves::Discard{C("JK", 3)},
        moves::Drop{},
        moves::MissTurn{},
        moves::Finish{C("AS"), {Cs({"2S", "3S", "4S"}), {}, Cs({"JK"})}}};
    for (const Move& a : actions)
        QCOMPARE(Serialization::moveFromJson(Serialization::moveToJson(a)).value(), a);
    // The 0.1.0 format holds the 13-card game's moves only.
    for (const Move& other : {Move{moves::Pass{}}, Move{moves::Done{}}})
        QCOMPARE(Serialization::moveFromJson(Serialization::moveToJson(other)).error(),
                 ErrorCode::Parse);
    for (const char* bad :
         {R"({"type": "jump"})", R"({"type": "discard"})", R"({"type": "discard", "card": 160})",
          R"({"type": "discard", "card": -1})",
          R"({"type": "finish", "card": 3, "groups": [[1, "x"]]})",
          R"({"type": "finish", "card": 3, "groups": 5})", "[]"})
        QCOMPARE(Serialization::moveFromJson(Json::parse(bad).value()).error(), ErrorCode::Parse);
}

void TestSerialization::roundRoundTrip() {
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        const int players = 2 + int(seed % 5);
        IndianRules rules = IndianRules::preset(MatchFormat(seed % 6));
        IndianRound r(rules, players, int(seed % std::uint64_t(players)), seed * 7919);
        playRandomly(r, seed, int(seed * 5));
        const std::string text = Serialization::saveRound(r);
        auto loaded = Serialization::loadRound(text);
        QVERIFY(loaded.ok());
        QVERIFY(loaded.value() == r);
        QCOMPARE(Serialization::saveRound(loaded.value()), text);
    }
}

void TestSerialization::stackedRoundRoundTrip() {
    IndianRules rules;
    auto shoe = Shoe::ordered(rules);
    std::reverse(shoe.begin(), shoe.end());
    auto r = IndianRound::withShoe(rules, {true, false, true}, 1, shoe, 42).value();
    playRandomly(r, 3, 30);
    auto loaded = Serialization::loadRound(Serialization::saveRound(r));
    QVERIFY(loaded.ok());
    QVERIFY(loaded.value() == r);
    QCOMPARE(loaded.value().outcome(1), Outcome::SittingOut);
}

void TestSerialization::matchRoundTrip() {
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
        auto m =
            IndianMatch::create(IndianRules::preset(MatchFormat(seed % 6)), 2 + int(seed % 5), seed)
                .value();
        Rng rng(seed);
        // Random play with frequent drops and misses so that several deals finish.
        for (int step = 0; step < 3000 && !m.isOver(); ++step) {
            if (m.round().isOver()) {
                for (int s = 0; s < m.players(); ++s) (void)m.rejoin(s);
                QVERIFY(m.nextDeal().ok());
                continue;
            }
            const auto legal = m.round().legalMoves();
            Move a = legal[rng.below(legal.size())];
            if (rng.below(15) == 0) a = moves::MissTurn{};
            QVERIFY(m.apply(a).ok());
        }
        const std::string text = Serialization::saveMatch(m);
        auto loaded = Serialization::loadMatch(text);
        QVERIFY(loaded.ok());
        QVERIFY(loaded.value() == m);
        QCOMPARE(Serialization::saveMatch(loaded.value()), text);
    }
}

void TestSerialization::truncatedAndMangledInput() {
    IndianRound r(IndianRules{}, 3, 0, 77);
    playRandomly(r, 77, 40);
    const std::string text = Serialization::saveRound(r);
    for (std::size_t n = 0; n < text.size(); n += 7) {
        const auto res = Serialization::loadRound(text.substr(0, n));
        QVERIFY(!res.ok());
        QCOMPARE(res.error(), ErrorCode::Parse);
    }
    // Flipped bytes: either an error or some legal round, never a crash.
    Rng rng(5);
    int errors = 0;
    for (int i = 0; i < 300; ++i) {
        std::string bad = text;
        bad[rng.below(bad.size())] = static_cast<char>(rng.below(256));
        errors += !Serialization::loadRound(bad).ok();
        QVERIFY(!Serialization::loadMatch(bad).ok());  // a round is not a match
    }
    QVERIFY(errors > 0);
}

void TestSerialization::tamperedInput() {
    IndianRound r = IndianRound(IndianRules{}, 2, 1, 9);
    QVERIFY(r.apply(moves::DrawClosed{}).ok());
    const Card drawn = r.hand(0).back();
    QVERIFY(r.apply(moves::Discard{drawn}).ok());
    const std::string text = Serialization::saveRound(r);
    QVERIFY(Serialization::loadRound(text).ok());
    // Discard a card seat 0 does not hold (one of seat 1's).
    const std::string discard = "\"card\": " + std::to_string(drawn.id());
    QVERIFY(text.find(discard) != std::string::npos);
    const std::string stolen = "\"card\": " + std::to_string(r.hand(1).front().id());
    QCOMPARE(Serialization::loadRound(replaceFirst(text, discard, stolen)).error(),
             ErrorCode::CardNotInHand);
    QCOMPARE(Serialization::loadRound(replaceFirst(text, "rummy-round", "rummy-game")).error(),
             ErrorCode::Parse);
    QCOMPARE(
        Serialization::loadRound(replaceFirst(text, "\"version\": 1", "\"version\": 2")).error(),
        ErrorCode::Parse);
    QCOMPARE(Serialization::loadRound(replaceFirst(text, "\"decks\": 2", "\"decks\": 9")).error(),
             ErrorCode::BadRules);
    QCOMPARE(Serialization::loadRound(replaceFirst(text, "\"seed\": \"", "\"seed\": \"x")).error(),
             ErrorCode::Parse);
    QCOMPARE(Serialization::loadRound(replaceFirst(text, "\"dealer\": 1", "\"dealer\": 5")).error(),
             ErrorCode::BadRules);
    QCOMPARE(Serialization::loadRound(replaceFirst(text, "draw-closed", "draw-twice")).error(),
             ErrorCode::Parse);

    auto m = IndianMatch::create(IndianRules{}, 2, 4).value();
    const int first = m.round().currentSeat();
    QVERIFY(m.apply(moves::DrawClosed{}).ok());
    const std::string mt = Serialization::saveMatch(m);
    QVERIFY(Serialization::loadMatch(mt).ok());
    const std::string seat = "\"seat\": " + std::to_string(first);
    const std::string other = "\"seat\": " + std::to_string(1 - first);
    QCOMPARE(Serialization::loadMatch(replaceFirst(mt, seat, other)).error(),
             ErrorCode::NotYourTurn);
    // A next deal in the middle of a round is refused by the match itself.
    QCOMPARE(Serialization::loadMatch(replaceFirst(mt, "\"action\"", "\"next-deal\"")).error(),
             ErrorCode::WrongPhase);
    QCOMPARE(Serialization::loadMatch(replaceFirst(mt, "\"action\"", "\"dance\"")).error(),
             ErrorCode::Parse);
    // A move the rules forbid: a drop in best of 2.
    auto d2 = IndianMatch::create(IndianRules::preset(MatchFormat::Deals2), 2, 4).value();
    QVERIFY(d2.apply(moves::DrawClosed{}).ok());
    const std::string dt = Serialization::saveMatch(d2);
    QVERIFY(Serialization::loadMatch(dt).ok());
    QCOMPARE(Serialization::loadMatch(replaceFirst(dt, "draw-closed", "drop")).error(),
             ErrorCode::DropNotAllowed);
}

void TestSerialization::dealCodeFormat() {
    QCOMPARE((DealCode{MatchFormat::Pool101, 4, 0}).toString(), std::string("P101-4-0"));
    QCOMPARE((DealCode{MatchFormat::Points, 2, 31}).toString(), std::string("PTS-2-Z"));
    QCOMPARE((DealCode{MatchFormat::Deals6, 6, 32}).toString(), std::string("D6-6-10"));
    // 2^64 - 1 = 0b1111 followed by twelve groups of five ones.
    QCOMPARE((DealCode{MatchFormat::Pool201, 3, ~0ULL}).toString(),
             std::string("P201-3-FZZZZZZZZZZZZ"));
    QCOMPARE(DealCode::parse("p201-3-fzzzzzzzzzzzz").value(),
             (DealCode{MatchFormat::Pool201, 3, ~0ULL}));
    QCOMPARE(DealCode::parse("d2-5-1o").value(), (DealCode{MatchFormat::Deals2, 5, 32}));
    QCOMPARE(DealCode::parse("D3-2-iL").value(), (DealCode{MatchFormat::Deals3, 2, 33}));
    Rng rng(1);
    for (int i = 0; i < 1000; ++i) {
        const DealCode c{MatchFormat(rng.below(6)), 2 + int(rng.below(5)),
                         rng.next() >> rng.below(64)};
        QCOMPARE(DealCode::parse(c.toString()).value(), c);
    }
    QCOMPARE(DealCode::parse("PTS-4-ABC").value().rules(),
             IndianRules::preset(MatchFormat::Points));
}

void TestSerialization::dealCodeErrors() {
    for (const char* bad :
         {"", "P101", "P101-4", "P101-4-", "X-4-0", "P101-44-0", "P101-x-0", "P101-4-U",
          "P101-4-0-", "P101-4-00000000000000", "P101-4-G000000000000", "P101--4-0", "-4-0"})
        QCOMPARE(DealCode::parse(bad).error(), ErrorCode::Parse);
    QCOMPARE(DealCode::parse("P101-7-0").error(), ErrorCode::BadRules);
    QCOMPARE(DealCode::parse("P101-1-0").error(), ErrorCode::BadRules);
}

RUMMY_TEST_APPLESS_MAIN(TestSerialization)

#include "test_serialization.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Game records (core/game_record.h) and their replay (core/record_replay.h): reading and
// writing, a deal set up by hand and played to its score, the errors a damaged record gets,
// and the command line (rummy-cli replay / record).
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "cli_runner.h"
#include "deal_results.h"
#include "io/game_record.h"
#include "io/record_replay.h"
#include "match/match.h"
#include "test_registry.h"

using namespace rummy;
using rummy::test::runCli;

namespace {

// Seat 0 is dealt four spades from the ace, three hearts, three diamonds and three tens; seat
// 1 a hand with no meld at all (79 points). Kings are wild (KH is cut); seat 0 draws KD, puts it
// on the finish slot and declares.
const char* kStackedDeal = R"({
  "record": 1, "variant": "indian13", "players": ["you", "ravi"], "dealer": 1,
  "deck": ["AS","2C", "2S","4C", "3S","6C", "4S","8C", "4H","9H", "5H","3D", "6H","5D",
           "7D","JD", "8D","2H", "9D","8H", "10C","QH", "10D","5S", "10H","7S",
           "KH", "6S", "KD"],
  "moves": [{"seat": 0, "move": "draw-closed"},
            {"seat": 0, "move": "finish KD [AS 2S 3S 4S] [4H 5H 6H] [7D 8D 9D] [10C 10D 10H]"}]
})";

QString summaryOf(const Replay& r) {
    return QString::fromStdString(r.summary.dump());
}

RecordParse parse(const std::string& text) {
    return parseRecord(text);
}

// The stacked deal with one substitution made in its text.
std::string stackedWith(const std::string& from, const std::string& to) {
    std::string text = kStackedDeal;
    const auto at = text.find(from);
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

}  // namespace

class TestRecords : public QObject {
    Q_OBJECT

private slots:
    void stackedDealPlaysToItsScore() {
        const RecordParse p = parse(kStackedDeal);
        QVERIFY(p.record);
        QCOMPARE(p.record->deals.size(), std::size_t{1});
        const Replay r = replayRecord(*p.record);
        QVERIFY2(!r.failure, qPrintable(summaryOf(r)));
        QVERIFY(r.round && r.round->isOver());
        QCOMPARE(r.round->indian()->wildCard()->face(), *parseFace("KH"));
        const RoundResult result = r.round->result();
        QCOMPARE(result.winner, 0);
        QCOMPARE(result.points, (std::vector<int>{0, 79}));
        QCOMPARE(r.summary["totals"][1].asInt(), 79);
        QCOMPARE(r.summary["deals"][0]["outcomes"][0].asString(), std::string("won"));
        QCOMPARE(r.summary["deals"][0]["moves"].asInt(), 2);
    }

    void illegalMovesAreNamed() {
        // Seat 1 may not move first; a card not in the hand; a finish that leaves a card out.
        struct Case {
            std::string from, to;
            int index;
            ErrorCode code;
        };
        const std::vector<Case> cases{
            {R"({"seat": 0, "move": "draw-closed"})", R"({"seat": 1, "move": "draw-closed"})", 0,
             ErrorCode::NotYourTurn},
            {"finish KD [AS 2S 3S 4S]", "finish QC [AS 2S 3S 4S]", 1, ErrorCode::CardNotInHand},
            {"[10C 10D 10H]", "[10C 10D]", 1, ErrorCode::BadGroups},
            {"draw-closed", "knock 7D", 0, ErrorCode::NotInThisGame},
            {"draw-closed", "draw closed", 0, ErrorCode::Parse},
        };
        for (const Case& c : cases) {
            const RecordParse p = parse(stackedWith(c.from, c.to));
            QVERIFY(p.record);
            const Replay r = replayRecord(*p.record);
            QVERIFY2(r.failure, c.to.c_str());
            QCOMPARE(r.failure->stage, ReplayFailure::Stage::Move);
            QCOMPARE(r.failure->move, c.index);
            QCOMPARE(r.failure->code, c.code);
        }
        // A move after the deal is over.
        std::string extra = kStackedDeal;
        extra.insert(extra.rfind(']'), R"(, {"seat": 1, "move": "draw-closed"})");
        const Replay r = replayRecord(*parse(extra).record);
        QVERIFY(r.failure);
        QCOMPARE(r.failure->move, 2);
        QCOMPARE(r.failure->code, ErrorCode::RoundOver);
    }

    void damagedRecordsNameThePlace_data() {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("code");
        const int parseErr = static_cast<int>(ErrorCode::Parse);
        QTest::newRow("version") << R"("record": 1)"
                                 << R"("record": 2)"
                                 << "record" << parseErr;
        QTest::newRow("variant") << "indian13"
                                 << "indian14"
                                 << "variant" << parseErr;
        // Every game plays now; a table game's rules are its own (TableRules), so a 13-card
        // rule there is an unknown key.
        QTest::newRow("table rules") << R"("indian13", "players")"
                                     << R"("straight", "rules": {"format": "points"}, "players")"
                                     << "rules.format" << parseErr;
        QTest::newRow("rule typo") << R"("players")"
                                   << R"("rules": {"handsize": 13}, "players")"
                                   << "rules" << parseErr;
        QTest::newRow("rule value") << R"("players")"
                                    << R"("rules": {"decks": 9}, "players")"
                                    << "players" << static_cast<int>(ErrorCode::BadRules);
        QTest::newRow("format") << R"("players")"
                                << R"("rules": {"format": "pool99"}, "players")"
                                << "rules" << parseErr;
        QTest::newRow("one player") << R"(["you", "ravi"])"
                                    << R"(["you"])"
                                    << "players" << static_cast<int>(ErrorCode::BadRules);
        QTest::newRow("dealer") << R"("dealer": 1)"
                                << R"("dealer": 2)"
                                << "dealer" << parseErr;
        QTest::newRow("card") << R"("2C")"
                              << R"("2X")"
                              << "deck[1]" << parseErr;
        QTest::newRow("copies") << R"("2C", "2S")"
                                << R"("2C", "2C", "2C")"
                                << "deck[3]" << static_cast<int>(ErrorCode::TooManyCopies);
        QTest::newRow("seat") << R"({"seat": 0, "move": "draw-closed"})"
                              << R"({"seat": 5, "move": "draw-closed"})"
                              << "moves[0].seat" << parseErr;
        QTest::newRow("move type") << R"("move": "draw-closed")"
                                   << R"("move": 7)"
                                   << "moves[0].move" << parseErr;
        QTest::newRow("unknown key") << R"("deck")"
                                     << R"("deckx")"
                                     << "deckx" << parseErr;
        QTest::newRow("seed") << R"("deck")"
                              << R"("seed": -4, "deck")"
                              << "seed" << parseErr;
        QTest::newRow("desktop") << R"("deck")"
                                 << R"("desktop": 1, "deck")"
                                 << "desktop" << parseErr;
    }

    void damagedRecordsNameThePlace() {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, path);
        QFETCH(int, code);
        const std::string text = stackedWith(from.toStdString(), to.toStdString());
        QVERIFY2(text != kStackedDeal, "the substitution did not apply");
        const RecordParse p = parse(text);
        QVERIFY(!p.record);
        QCOMPARE(QString::fromStdString(p.error.path), path);
        QCOMPARE(static_cast<int>(p.error.code), code);
    }

    void shapesOfAMatchAreChecked() {
        const auto pathOf = [](const char* text) {
            const RecordParse p = parseRecord(text);
            return p.record ? std::string("(accepted)") : p.error.path;
        };
        QCOMPARE(pathOf(R"({"record": 1, "players": ["a", "b"]})"), std::string("seed"));
        QCOMPARE(pathOf(R"({"record": 1, "players": ["a", "b"], "seed": "12x"})"),
                 std::string("seed"));
        QCOMPARE(pathOf(R"({"record": 1, "players": ["a", "b"], "seed": "18446744073709551615"})"),
                 std::string("(accepted)"));
        QCOMPARE(pathOf(R"({"record": 1, "players": ["a", "b"], "seed": "18446744073709551616"})"),
                 std::string("seed"));
        QCOMPARE(pathOf(R"({"record": 1, "players": ["a", "b"], "deals": []})"),
                 std::string("deals"));
        QCOMPARE(pathOf(R"({"record": 1, "players": ["a", "b"], "deals": [{"seed": 1, "moves": [],
                            "rejoin": [1]}]})"),
                 std::string("deals[0].rejoin"));
        QCOMPARE(pathOf(R"({"record": 1, "players": ["a", "b"], "deals": [{"seed": 1}],
                            "moves": []})"),
                 std::string("moves"));
        QCOMPARE(pathOf(R"({"record": 1, "players": ["a", "b"], "deals": [{"seed": 1}],
                            "start": {"deal": 1, "dealer": 0}})"),
                 std::string("start"));
        QCOMPARE(pathOf(R"({"record": 1, "players": ["a", "b"], "deals": [{"seed": 1,
                            "rejoins": [2]}]})"),
                 std::string("deals[0].rejoins[0]"));
    }

    void notJson() {
        const RecordParse p = parse("{\"record\": 1,\n \"players\": [");
        QVERIFY(!p.record);
        QCOMPARE(p.error.code, ErrorCode::Parse);
        QCOMPARE(p.error.json.code, JsonErrorCode::UnexpectedEnd);
        QCOMPARE(p.error.json.line, std::size_t{2});
    }

    void aShortDeckIsCompletedInIdOrder() {
        IndianRules rules;
        const auto shoe = stackedShoe(rules, {*parseFace("KH"), *parseFace("KH"), Face::joker()});
        QVERIFY(shoe.ok());
        QCOMPARE(shoe->size(), std::size_t{106});
        QCOMPARE((*shoe)[0], Card::natural(0, *parseFace("KH")));
        QCOMPARE((*shoe)[1], Card::natural(1, *parseFace("KH")));
        QCOMPARE((*shoe)[2], Card::printedJoker(0));
        QCOMPARE((*shoe)[3], Card::fromId(0));  // the rest, from the ace of spades of deck 0
        QCOMPARE(stackedShoe(rules, {Face::joker(), Face::joker(), Face::joker()}).error(),
                 ErrorCode::TooManyCopies);
    }

    // A match written from the engine reads back as the same record and replays to the same
    // scores, deal by deal.
    void matchRecordsRoundTrip() {
        auto created = IndianMatch::create(IndianRules::preset(MatchFormat::Deals3), 2, 77);
        QVERIFY(created.ok());
        IndianMatch m = created.value();
        // Both seats draw and throw back what they drew for twelve turns, then one declares
        // wrongly and the other wins: short, fully legal deals.
        for (int deal = 0; deal < 2; ++deal) {
            for (int step = 0; step < 12; ++step) {
                QVERIFY(m.apply(moves::DrawClosed{}).ok());
                const int seat = m.round().currentSeat();
                QVERIFY(m.apply(moves::Discard{m.round().hand(seat).back()}).ok());
            }
            const int seat = m.round().currentSeat();
            QVERIFY(m.apply(moves::DrawClosed{}).ok());
            const auto& hand = m.round().hand(seat);
            std::vector<Card> rest(hand.begin() + 1, hand.end());
            QVERIFY(m.apply(moves::Finish{hand.front(), {rest}}).ok());
            QVERIFY(m.round().isOver());
            QVERIFY(m.nextDeal().ok());
        }
        const GameRecord rec = recordOfMatch(m, {"a", "b"});
        QCOMPARE(rec.deals.size(), std::size_t{3});
        const std::string text = writeRecord(rec);
        const RecordParse back = parseRecord(text);
        QVERIFY(back.record);
        QVERIFY(*back.record == rec);
        const Replay r = replayRecord(rec);
        QVERIFY2(!r.failure, qPrintable(summaryOf(r)));
        // The same match as far as anyone at the table can see: every move as written, every
        // result. (A written move names faces; of two copies of a face in a hand the replay
        // takes the first, which may be the other physical copy.)
        QVERIFY(r.game && r.game->indian());
        QCOMPARE(r.game->indian()->events().size(), m.events().size());
        for (std::size_t i = 0; i < m.events().size(); ++i) {
            QCOMPARE(r.game->indian()->events()[i].seat, m.events()[i].seat);
            QCOMPARE(toString(r.game->indian()->events()[i].move), toString(m.events()[i].move));
        }
        QVERIFY(rummy::test::sameDealResults(r.game->indian()->deals(), m.deals()));
        QCOMPARE(r.game->indian()->chips(), m.chips());
        // With the copies named, the very same match, card for card.
        CopyHints hints;
        for (const MatchEvent& e : m.events()) {
            const auto named = cardsNamed(e.move);
            hints.cards.insert(hints.cards.end(), named.begin(), named.end());
        }
        const Replay exact = replayRecord(rec, &hints);
        QVERIFY(!exact.failure && exact.game);
        QVERIFY(*exact.game->indian() == m);
        QCOMPARE(r.summary["deals"].size(), std::size_t{3});
        for (int d = 0; d < 2; ++d)
            for (int s = 0; s < 2; ++s)
                QCOMPARE(r.summary["deals"][d]["chips"][s].asInt(),
                         static_cast<std::int64_t>(m.deals()[static_cast<std::size_t>(d)]
                                                       .chipsAfter[static_cast<std::size_t>(s)]));
    }

    void cliReplay() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString good = dir.filePath(QStringLiteral("good.json"));
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kStackedDeal);
        f.close();
        auto r = runCli({QStringLiteral("replay"), good});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("winner")).toInt(), 0);
        QCOMPARE(o.value(QStringLiteral("totals")).toVariant().toList().at(1).toInt(), 79);

        r = runCli({QStringLiteral("replay"), QStringLiteral("-")},
                   QByteArray::fromStdString(stackedWith("draw-closed", "discard 2C")));
        QCOMPARE(r.exitCode, 1);
        const QJsonObject e = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(e.value(QStringLiteral("index")).toInt(), 0);
        QCOMPARE(e.value(QStringLiteral("move")).toString(), QStringLiteral("discard 2C"));
        QCOMPARE(e.value(QStringLiteral("reason")).toString(), QStringLiteral("card_not_in_hand"));
        QVERIFY(r.err.contains("move index 0"));

        r = runCli({QStringLiteral("replay"), QStringLiteral("-")}, "{\"record\": 1");
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.out.isEmpty());
        r = runCli({QStringLiteral("replay"), dir.filePath(QStringLiteral("missing.json"))});
        QCOMPARE(r.exitCode, 2);
        r = runCli({QStringLiteral("replay")});
        QCOMPARE(r.exitCode, 2);
    }

    // A 100 MB file is refused before it is read, quickly.
    void hugeFileIsRefusedUnread() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(100LL * 1024 * 1024));  // sparse: no 100 MB written to the disk
        f.close();
        QElapsedTimer clock;
        clock.start();
        const auto r = rummy::test::runCli({QStringLiteral("replay"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("too large"), r.err.constData());
        qInfo("refused in %lld ms", static_cast<long long>(clock.elapsed()));
    }

    void cliRecordReplays() {
        const auto rec =
            runCli({QStringLiteral("record"), QStringLiteral("--format"), QStringLiteral("pool101"),
                    QStringLiteral("--players"), QStringLiteral("3"), QStringLiteral("--seats"),
                    QStringLiteral("medium,easy"), QStringLiteral("--seed"), QStringLiteral("4")});
        QCOMPARE(rec.exitCode, 0);
        const RecordParse p = parseRecord(rec.out.toStdString());
        QVERIFY(p.record);
        QCOMPARE(p.record->players, (std::vector<std::string>{"medium", "easy", "medium"}));
        const auto replay = runCli({QStringLiteral("replay"), QStringLiteral("-")}, rec.out);
        QCOMPARE(replay.exitCode, 0);
        QVERIFY(
            QJsonDocument::fromJson(replay.out).object().value(QStringLiteral("over")).toBool());
        // --variant everywhere: an unknown game is named; Kaluki deals and records like the
        // other table games, and eval answers its hands.
        for (const char* cmd : {"record", "deal"}) {
            const auto r =
                runCli({QString::fromLatin1(cmd), QStringLiteral("--variant"),
                        QStringLiteral("kaluki"), QStringLiteral("--players"), QStringLiteral("3"),
                        QStringLiteral("--seed"), QStringLiteral("1")});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("variant")),
                     QJsonValue(QStringLiteral("kaluki")));
        }
        const auto e = runCli({QStringLiteral("eval"), QStringLiteral("--variant"),
                               QStringLiteral("kaluki"), QStringLiteral("AS"), QStringLiteral("AH"),
                               QStringLiteral("AD"), QStringLiteral("JK")});
        QVERIFY2(e.exitCode == 0, e.err.constData());
        QCOMPARE(QJsonDocument::fromJson(e.out).object().value(QStringLiteral("meld_value")),
                 QJsonValue(15 * 3 + 15));  // a joker counts as the ace it stands for
        for (const char* cmd : {"record", "simulate", "deal", "eval"}) {
            const auto u = runCli({QString::fromLatin1(cmd), QStringLiteral("--variant=chess")});
            QCOMPARE(u.exitCode, 2);
            QVERIFY(u.err.contains("unknown variant"));
        }
        const auto d =
            runCli({QStringLiteral("deal"), QStringLiteral("--variant"), QStringLiteral("indian13"),
                    QStringLiteral("--seed"), QStringLiteral("3")});
        QCOMPARE(d.exitCode, 0);
    }
};

RUMMY_TEST_GUILESS_MAIN(TestRecords)

#include "test_records.moc"

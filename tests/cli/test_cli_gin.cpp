// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli with --variant gin, from the outside: eval (single and batch), deal and replay.
#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "support/cli_runner.h"
#include "test_registry.h"

using rummy::test::CliRun;
using rummy::test::runCli;

namespace {

QStringList words(const char* text) {
    return QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

QJsonObject json(const QByteArray& line) {
    return QJsonDocument::fromJson(line).object();
}

QStringList strings(const QJsonValue& v) {
    QStringList out;
    for (const QJsonValue& x : v.toArray()) out << x.toString();
    return out;
}

}  // namespace

class TestCliGin : public QObject {
    Q_OBJECT

private slots:
    // variants.md §4, example 3: the knocker's ten cards; J♦ is the deadwood.
    void evalTenCards() {
        const CliRun r = runCli(words("eval --variant gin KS KC KD 5S 6S 7S 9C 10C JC JD"));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r.out);
        QCOMPARE(o[QStringLiteral("deadwood")].toInt(), 10);
        QCOMPARE(o[QStringLiteral("melds")].toArray().size(), 3);
        QCOMPARE(strings(o[QStringLiteral("deadwood_cards")]), QStringList{QStringLiteral("JD")});
        QVERIFY(!o.contains(QStringLiteral("discard")));
    }

    // Eleven cards: the discard that leaves the least deadwood, and the ten cards kept.
    void evalElevenCardsPicksTheDiscard() {
        const CliRun r = runCli(words("eval --variant gin AS 5S 6S 7S 5C 6C 7C 5D 6D 7D 2H"));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r.out);
        QCOMPARE(o[QStringLiteral("discard")].toString(), QStringLiteral("2H"));
        QCOMPARE(o[QStringLiteral("deadwood")].toInt(), 1);
        QCOMPARE(strings(o[QStringLiteral("deadwood_cards")]), QStringList{QStringLiteral("AS")});
    }

    // Aces are low only in Gin: Q♠K♠A♠ is no run, and the ace counts 1.
    void aceIsLowOnly() {
        const CliRun r = runCli(words("eval --variant gin QS KS AS 2H 3H 4H 6C 7C 8C 9D"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(json(r.out)[QStringLiteral("deadwood")].toInt(), 10 + 10 + 1 + 9);
    }

    void batchAnswersEveryLine() {
        const QByteArray input =
            "AS 2S 3S 4H 5H 6H 7C 8C 9C KD\n"
            "AS AS 2S 3S 4H 5H 6H 7C 8C 9C\n"
            "JK 2S 3S 4H 5H 6H 7C 8C 9C KD\n"
            "AS 2S 3S\n"
            "AS 2S 3S 4S 5H 6H 7C 8C 9C KD QD\n";
        const CliRun r = runCli(words("eval --variant gin --batch"), input);
        QCOMPARE(r.exitCode, 1);  // some lines were bad, every line answered
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 5);
        QCOMPARE(json(lines[0])[QStringLiteral("deadwood")].toInt(), 10);
        QVERIFY(json(lines[1])[QStringLiteral("error")].toString().contains(QStringLiteral("AS")));
        QVERIFY(
            json(lines[2])[QStringLiteral("error")].toString().contains(QStringLiteral("jokers")));
        QVERIFY(json(lines[3])[QStringLiteral("error")].toString().contains(QStringLiteral("3")));
        const QJsonObject last = json(lines[4]);
        // Shed Q♦ or K♦ (10 either way): 5♥ 6♥ and the other court card are left.
        QCOMPARE(last[QStringLiteral("deadwood")].toInt(), 21);
        const QString discard = last[QStringLiteral("discard")].toString();
        QVERIFY(discard == QStringLiteral("QD") || discard == QStringLiteral("KD"));
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("nine cards")
            << words("eval --variant gin AS 2S 3S 4H 5H 6H 7C 8C 9C") << "9";
        QTest::newRow("wild") << words("eval --variant gin --wild 7 AS 2S 3S 4H 5H 6H 7C 8C 9C KD")
                              << "--wild";
        QTest::newRow("unknown variant") << words("eval --variant gim AS") << "gim";
        QTest::newRow("gin with four players")
            << words("deal --variant gin --seed 3 --players 4") << "two players";
        QTest::newRow("simulate gin with three players")
            << words("simulate --variant gin --players 3") << "two players";
        QTest::newRow("simulate gin, unknown option")
            << words("simulate --variant gin --bogus 4") << "--bogus";
        QTest::newRow("code and variant")
            << words("deal --variant gin --code PTS-2-1ZK3M9QX0A7TB") << "--code";
        QTest::newRow("gin code of three") << words("deal --code GIN-3-5") << "GIN-3-5";
    }
    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const CliRun r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
    }

    void dealIsReproducible() {
        const CliRun r = runCli(words("deal --variant gin --seed 77"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(runCli(words("deal --variant gin --seed 77")).out, r.out);
        const QJsonObject o = json(r.out);
        QCOMPARE(o[QStringLiteral("variant")].toString(), QStringLiteral("gin"));
        const QJsonArray hands = o[QStringLiteral("hands")].toArray();
        QCOMPARE(hands.size(), 2);
        QCOMPARE(hands[0].toArray().size(), 10);
        QCOMPARE(hands[1].toArray().size(), 10);
        QCOMPARE(o[QStringLiteral("stock")].toInt(), 31);
        QCOMPARE(o[QStringLiteral("first")].toInt(), 1 - o[QStringLiteral("dealer")].toInt());
    }

    // A Gin code deals its hand again: the first hand of a seed, or a later one with its dealer.
    void codesDealGinHands() {
        const CliRun bySeed = runCli(words("deal --variant gin --seed 5"));
        const CliRun byCode = runCli(words("deal --code GIN-2-5"));
        QCOMPARE(byCode.exitCode, 0);
        QCOMPARE(byCode.out, bySeed.out);
        QCOMPARE(json(bySeed.out)[QStringLiteral("code")].toString(), QStringLiteral("GIN-2-5"));
        const CliRun later = runCli(words("deal --code gin-2-5-3100"));
        QCOMPARE(later.exitCode, 0);
        const QJsonObject o = json(later.out);
        QCOMPARE(o[QStringLiteral("code")].toString(), QStringLiteral("GIN-2-5-3100"));
        QCOMPARE(o[QStringLiteral("dealer")].toInt(), 0);
        QVERIFY(o[QStringLiteral("hands")] != json(bySeed.out)[QStringLiteral("hands")]);
    }

    // A bot-played game to 100, written as a record that replays to its end; the same seed
    // writes the same record.
    void recordWritesAGameThatReplays() {
        const CliRun r = runCli(words("record --variant gin --seats hard,easy --seed 9"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(runCli(words("record --variant gin --seats hard,easy --seed 9")).out, r.out);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(r.out);
        f.close();
        const CliRun replay = runCli({QStringLiteral("replay"), path});
        QCOMPARE(replay.exitCode, 0);
        const QJsonObject o = json(replay.out);
        QVERIFY(o[QStringLiteral("over")].toBool());
        const int winner = o[QStringLiteral("winner")].toInt();
        QVERIFY(o[QStringLiteral("points")].toArray()[winner].toInt() >= 100);
        QVERIFY(o[QStringLiteral("totals")].toArray()[winner].toInt() >= 200);  // + game bonus
        QCOMPARE(runCli(words("record --variant gin --players 3")).exitCode, 2);
    }

    // A stacked hand: seat 0 takes nothing, draws A♦ and knocks with A♠ (1 left); the dealer
    // holds A-10♥, all melded: an undercut, 1 + 25.
    void replayScoresAHand() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hand.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"record": 1, "variant": "gin", "players": ["a", "b"], "dealer": 1,
            "deck": ["AS", "AH", "2S", "2H", "3S", "3H", "4S", "4H", "5S", "5H", "6S", "6H",
                     "7S", "7H", "8S", "8H", "9S", "9H", "10S", "10H", "KC", "AD"],
            "moves": [{"seat": 0, "move": "pass"}, {"seat": 1, "move": "pass"},
                      {"seat": 0, "move": "draw-closed"}, {"seat": 0, "move": "knock AS"}]})");
        f.close();
        const CliRun r = runCli({QStringLiteral("replay"), path});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r.out);
        QCOMPARE(o[QStringLiteral("winner")].toInt(), 1);
        QCOMPARE(o[QStringLiteral("totals")].toArray()[1].toInt(), 26);
        const QJsonObject hand = o[QStringLiteral("deals")].toArray()[0].toObject();
        QCOMPARE(hand[QStringLiteral("ending")].toString(), QStringLiteral("undercut"));
    }
};

RUMMY_TEST_APPLESS_MAIN(TestCliGin)

#include "test_cli_gin.moc"

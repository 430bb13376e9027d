// SPDX-License-Identifier: GPL-3.0-or-later
// `rummy-cli simulate`, the arena from the outside: a run's summary and its independence of the
// thread count, one line and exit 2 for every bad argument, the help, and one JSON schema for
// every game. About 2 s.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "cli_runner.h"
#include "test_registry.h"

using Run = rummy::test::CliRun;
using rummy::test::runCli;

class TestCliSimulate : public QObject {
    Q_OBJECT
private slots:
    void cliEndToEnd();
    void cliBadArguments_data();
    void cliBadArguments();
    void cliHelpDocumentsOptions();
    void cliOneSchemaForEveryGame();
};

void TestCliSimulate::cliEndToEnd() {
    const QStringList args = {QStringLiteral("simulate"), QStringLiteral("--deals"),
                              QStringLiteral("24"),       QStringLiteral("--players=3"),
                              QStringLiteral("--seats"),  QStringLiteral("random,easy"),
                              QStringLiteral("--seed"),   QStringLiteral("77"),
                              QStringLiteral("--format"), QStringLiteral("pool101")};
    const Run a = runCli(args);
    QCOMPARE(a.exitCode, 0);
    QVERIFY(a.err.isEmpty());
    QJsonParseError e;
    QJsonObject o = QJsonDocument::fromJson(a.out, &e).object();
    QCOMPARE(e.error, QJsonParseError::NoError);
    QCOMPARE(o.value("format").toString(), QStringLiteral("pool101"));
    QCOMPARE(o.value("players").toInt(), 3);
    QCOMPARE(o.value("seed").toString(), QStringLiteral("77"));
    QCOMPARE(o.value("variant").toString(), QStringLiteral("indian13"));
    QCOMPARE(o.value("games").toInt(), 24);
    const QJsonArray seats = o.value("seats").toArray();
    QCOMPARE(seats.size(), 3);
    QCOMPARE(seats.at(2).toString(), QStringLiteral("random"));  // the list repeats
    const QJsonArray levels = o.value("levels").toArray();
    QCOMPARE(levels.size(), 2);
    QCOMPARE(levels.at(0).toObject().value("seats").toInt(), 2);
    QCOMPARE(levels.at(1).toObject().value("level").toString(), QStringLiteral("easy"));
    QCOMPARE(levels.at(1).toObject().value("matches").toInt(), 24);
    QVERIFY(o.value("timing").toObject().contains("deals_per_second"));

    // The same run with two threads: the same summary but for the timing.
    QStringList threaded = args;
    threaded << QStringLiteral("--threads") << QStringLiteral("2");
    const Run b = runCli(threaded);
    QCOMPARE(b.exitCode, 0);
    QJsonObject p = QJsonDocument::fromJson(b.out).object();
    QCOMPARE(p.value("timing").toObject().value("threads").toInt(), 2);
    o.remove("timing");
    p.remove("timing");
    QCOMPARE(p, o);
}

void TestCliSimulate::cliBadArguments_data() {
    QTest::addColumn<QString>("args");
    QTest::newRow("deals 0") << "simulate --deals 0";
    QTest::newRow("deals word") << "simulate --deals many";
    QTest::newRow("players 7") << "simulate --players 7";
    QTest::newRow("players 1") << "simulate --players=1";
    QTest::newRow("unknown level") << "simulate --seats hard,genius";
    QTest::newRow("empty level") << "simulate --seats hard,,medium";
    QTest::newRow("too many seats") << "simulate --players 2 --seats easy,easy,easy";
    QTest::newRow("format") << "simulate --format rummy500";
    QTest::newRow("seed") << "simulate --seed -1";
    QTest::newRow("threads 0") << "simulate --threads 0";
    QTest::newRow("turn limit") << "simulate --turn-limit 0";
    QTest::newRow("unknown option") << "simulate --fast";
    QTest::newRow("stray word") << "simulate 100";
    QTest::newRow("missing value") << "simulate --deals";
}

void TestCliSimulate::cliBadArguments() {
    QFETCH(QString, args);
    const Run r = runCli(args.split(QLatin1Char(' ')));
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY(r.err.startsWith("rummy-cli: "));
    QCOMPARE(r.err.count('\n'), 1);  // one line
}

void TestCliSimulate::cliHelpDocumentsOptions() {
    const Run r = runCli({QStringLiteral("simulate"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    for (const char* option : {"simulate", "--deals", "--players", "--seats", "--format", "--seed",
                               "--threads", "--turn-limit", "--time", "points_sense"})
        QVERIFY2(r.out.contains(option), option);
}

// Every game's summary has the same top-level keys and the same keys per level (the family's own
// counts come beside them), so that one script reads them all.
void TestCliSimulate::cliOneSchemaForEveryGame() {
    const QStringList topKeys{"variant", "players",       "seats",        "seed",
                              "games",   "deals",         "void_deals",   "turn_limit_deals",
                              "moves",   "illegal_moves", "points_sense", "levels",
                              "timing"};
    const QStringList levelKeys{"level",         "seats",  "deals",       "seat_deals",
                                "decided_deals", "won",    "win_rate",    "win_rate_ci95",
                                "fair_share",    "points", "mean_points", "illegal_moves",
                                "deals_by_seat"};
    for (const char* variant : {"indian13", "indian21", "gin", "straight", "500", "51", "kaluki"}) {
        const Run r = runCli({"simulate", "--variant", variant, "--seats", "hard,random", "--deals",
                              "4", "--seed", "2"});
        QVERIFY2(r.exitCode == 0, variant);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("variant").toString(), QString(variant));
        for (const QString& k : topKeys) QVERIFY2(o.contains(k), qPrintable(k + " in " + variant));
        const QJsonArray levels = o.value("levels").toArray();
        QCOMPARE(levels.size(), 2);
        for (const auto& l : levels)
            for (const QString& k : levelKeys)
                QVERIFY2(l.toObject().contains(k), qPrintable(k + " in a level of " + variant));
        const QJsonObject timing = o.value("timing").toObject();
        for (const char* k : {"threads", "seconds", "deals_per_second"})
            QVERIFY2(timing.contains(k), k);
    }
}

RUMMY_TEST_GUILESS_MAIN(TestCliSimulate)

#include "test_cli_simulate.moc"

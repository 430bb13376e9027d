// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli replay of the table games' records: a worked example of docs/rules.md, Straight Rummy
// prints its scores, and a refused move is named; rummy-cli record writes games of bots that replay
// move for move; rummy-cli deal deals the table games from a seed or a deal code.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "corpus_size.h"
#include "support/cli_runner.h"
#include "test_registry.h"

using namespace rummy::test;

class TestCliTableReplay : public QObject {
    Q_OBJECT

private slots:
    void replaysAnExample() {
        const QString file =
            QStringLiteral(RUMMY_TEST_DATA_DIR "/records/table/straight-penalties.json");
        const CliRun r = runCli({QStringLiteral("replay"), file});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject s = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(s.value(QStringLiteral("variant")).toString(), QStringLiteral("straight"));
        QVERIFY(s.value(QStringLiteral("over")).toBool());
        QCOMPARE(s.value(QStringLiteral("winner")).toInt(), 0);
        QCOMPARE(s.value(QStringLiteral("totals")).toArray(), (QJsonArray{0, 28, 12}));
        const QJsonObject deal = s.value(QStringLiteral("deals")).toArray().at(0).toObject();
        QCOMPARE(deal.value(QStringLiteral("ending")).toString(), QStringLiteral("out"));
        QCOMPARE(deal.value(QStringLiteral("in_hand")).toArray(), (QJsonArray{0, 28, 12}));
    }

    void namesARefusal() {
        const QString file =
            QStringLiteral(RUMMY_TEST_DATA_DIR "/records/table/51-opening-single-refused.json");
        const CliRun r = runCli({QStringLiteral("replay"), file});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject s = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(s.value(QStringLiteral("reason")).toString(), QStringLiteral("opening_too_low"));
        QCOMPARE(s.value(QStringLiteral("index")).toInt(), 1);
    }

    // Every bot-played game replays: the record's faces name the very cards played (a card
    // the player had to play, a twin of the card just taken from the pile), every table size.
    void recordedGamesReplay_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("players");
        for (const char* v : {"straight", "500", "51", "kaluki"})
            for (int players : {2, 3, 4, 5})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1-%2").arg(QLatin1String(v)).arg(players)))
                    << QString::fromLatin1(v) << players;
    }
    void recordedGamesReplay() {
        QFETCH(QString, variant);
        QFETCH(int, players);
        const QStringList levels{QStringLiteral("hard"), QStringLiteral("medium"),
                                 QStringLiteral("easy"), QStringLiteral("random")};
        for (int seed = 1; seed <= rummy::test::corpusSize(6); ++seed) {
            const CliRun rec =
                runCli({QStringLiteral("record"), QStringLiteral("--variant"), variant,
                        QStringLiteral("--players"), QString::number(players),
                        QStringLiteral("--seats"), levels.mid(0, players).join(QLatin1Char(',')),
                        QStringLiteral("--seed"), QString::number(seed)});
            QCOMPARE(rec.exitCode, 0);
            const QJsonObject doc = QJsonDocument::fromJson(rec.out).object();
            QCOMPARE(doc.value(QStringLiteral("variant")).toString(), variant);
            const CliRun replay = runCli({QStringLiteral("replay"), QStringLiteral("-")}, rec.out);
            QVERIFY2(replay.exitCode == 0, replay.out.left(400).constData());
            const QJsonObject s = QJsonDocument::fromJson(replay.out).object();
            QVERIFY(s.value(QStringLiteral("over")).toBool());
            QCOMPARE(s.value(QStringLiteral("deals")).toArray().size(),
                     doc.value(QStringLiteral("deals")).toArray().size());
        }
    }

    // A deal's code deals it again: the first hand from the seed, a later one from its code.
    void dealsFromASeedAndACode() {
        const CliRun first =
            runCli({QStringLiteral("deal"), QStringLiteral("--variant"), QStringLiteral("500"),
                    QStringLiteral("--players"), QStringLiteral("3"), QStringLiteral("--seed"),
                    QStringLiteral("4")});
        QCOMPARE(first.exitCode, 0);
        const QJsonObject a = QJsonDocument::fromJson(first.out).object();
        QCOMPARE(a.value(QStringLiteral("code")).toString(), QStringLiteral("R500-3-4"));
        QCOMPARE(a.value(QStringLiteral("hands")).toArray().size(), 3);
        QCOMPARE(a.value(QStringLiteral("hands")).toArray().at(0).toArray().size(), 7);
        QCOMPARE(a.value(QStringLiteral("stock")).toInt(), 54 - 21 - 1);
        const CliRun again =
            runCli({QStringLiteral("deal"), QStringLiteral("--code"), QStringLiteral("r500-3-4")});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(again.out).object(), a);
        const CliRun later = runCli(
            {QStringLiteral("deal"), QStringLiteral("--code"), QStringLiteral("KAL-4-4-3200")});
        QCOMPARE(later.exitCode, 0);
        const QJsonObject b = QJsonDocument::fromJson(later.out).object();
        QCOMPARE(b.value(QStringLiteral("variant")).toString(), QStringLiteral("kaluki"));
        QCOMPARE(b.value(QStringLiteral("code")).toString(), QStringLiteral("KAL-4-4-3200"));
        QCOMPARE(b.value(QStringLiteral("dealer")).toInt(), 1);
        // Seven players cannot sit at a table game; Gin's tag with 21-card's is no game.
        for (const char* bad : {"STR-7-4", "I21-R51-4-4", "R51-4-4-3205"}) {
            const CliRun r =
                runCli({QStringLiteral("deal"), QStringLiteral("--code"), QLatin1String(bad)});
            QCOMPARE(r.exitCode, 2);
        }
    }

    void badRulesNameTheKey() {
        const QByteArray rec =
            R"({"record": 1, "variant": "500", "rules": {"stock_out": "burn"},
                "players": ["a", "b"], "seed": 1, "moves": []})";
        const CliRun r = runCli({QStringLiteral("replay"), QStringLiteral("-")}, rec);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("rules.stock_out"), r.err.constData());
    }
};

RUMMY_TEST_GUILESS_MAIN(TestCliTableReplay)

#include "test_cli_table_replay.moc"

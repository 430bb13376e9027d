// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli replay of the table games' records: a worked example of shared/variants.md §2 prints
// its scores, and a refused move is named.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "support/cli_runner.h"

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

    void badRulesNameTheKey() {
        const QByteArray rec =
            R"({"record": 1, "variant": "500", "rules": {"stock_out": "burn"},
                "players": ["a", "b"], "seed": 1, "moves": []})";
        const CliRun r = runCli({QStringLiteral("replay"), QStringLiteral("-")}, rec);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("rules.stock_out"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliTableReplay)
#include "test_cli_table_replay.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli analyze end to end: its JSON for a record of every game (the keys, each decision a
// move of the record where replay counts it, the seats' counts and marks adding up, the marks
// following the losses), the same grades twice, --seat, and what it refuses: a record that does
// not replay (exactly as replay refuses it), a file that is no record, bad options. About 3 s.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "cli_runner.h"
#include "test_registry.h"

using namespace rummy::test;

namespace {

QJsonObject parse(const QByteArray& text) {
    return QJsonDocument::fromJson(text).object();
}

// A record of `variant` played by bots (short: the table games and Gin to a low target where
// the record command allows; a two-seat match otherwise).
QByteArray botRecord(const QString& variant, const QString& seats, int seed) {
    const CliRun r =
        runCli({QStringLiteral("record"), QStringLiteral("--variant"), variant,
                QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--seats"), seats,
                QStringLiteral("--seed"), QString::number(seed),
                QStringLiteral("--expert-playouts"), QStringLiteral("2")});
    if (r.exitCode != 0) qFatal("record failed: %s", r.err.constData());
    return r.out;
}

CliRun analyze(const QByteArray& record, QStringList options = {}) {
    options.prepend(QStringLiteral("-"));
    options.prepend(QStringLiteral("analyze"));
    return runCli(options, record);
}

}  // namespace

class TestCliAnalyze : public QObject {
    Q_OBJECT
private slots:
    void everyGame_data() {
        QTest::addColumn<QString>("variant");
        for (const char* v : {"indian13", "indian21", "gin", "straight", "500", "51", "kaluki"})
            QTest::newRow(v) << QString::fromLatin1(v);
    }
    void everyGame() {
        QFETCH(QString, variant);
        const QByteArray record = botRecord(variant, QStringLiteral("hard,easy"), 2);
        const CliRun r =
            analyze(record, {QStringLiteral("--expert-playouts"), QStringLiteral("2")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject a = parse(r.out);
        QCOMPARE(a[QStringLiteral("variant")].toString(), variant);
        QCOMPARE(a[QStringLiteral("budget")].toObject()[QStringLiteral("playouts")].toInt(), 2);
        const QJsonObject rec = parse(record);
        const QJsonArray deals = rec[QStringLiteral("deals")].toArray();
        const QJsonArray decisions = a[QStringLiteral("decisions")].toArray();
        QVERIFY(!decisions.isEmpty());
        int perSeat[2] = {0, 0};
        int marks[2] = {0, 0};
        for (const QJsonValue& v : decisions) {
            const QJsonObject d = v.toObject();
            const QJsonObject move = deals[d[QStringLiteral("deal")].toInt()]
                                         .toObject()[QStringLiteral("moves")]
                                         .toArray()[d[QStringLiteral("index")].toInt()]
                                         .toObject();
            QCOMPARE(d[QStringLiteral("seat")].toInt(), move[QStringLiteral("seat")].toInt());
            QCOMPARE(d[QStringLiteral("played")].toString(),
                     move[QStringLiteral("move")].toString());
            const double loss = d[QStringLiteral("loss")].toDouble();
            QVERIFY(loss >= 0);
            QVERIFY(d[QStringLiteral("candidates")].toArray().size() >= 2);
            QCOMPARE(d[QStringLiteral("candidates")]
                         .toArray()[0]
                         .toObject()[QStringLiteral("move")]
                         .toString(),
                     d[QStringLiteral("best")].toString());
            const int seat = d[QStringLiteral("seat")].toInt();
            ++perSeat[seat];
            if (!d[QStringLiteral("mark")].isNull()) ++marks[seat];
            if (loss == 0) QVERIFY(d[QStringLiteral("mark")].isNull());
        }
        const QJsonArray seats = a[QStringLiteral("seats")].toArray();
        QCOMPARE(seats.size(), 2);
        for (int s = 0; s < 2; ++s) {
            const QJsonObject seat = seats[s].toObject();
            QCOMPARE(seat[QStringLiteral("seat")].toInt(), s);
            QCOMPARE(seat[QStringLiteral("decisions")].toInt(), perSeat[s]);
            const QJsonObject m = seat[QStringLiteral("marks")].toObject();
            QCOMPARE(m[QStringLiteral("doubtful")].toInt() + m[QStringLiteral("bad")].toInt() +
                         m[QStringLiteral("very_bad")].toInt(),
                     marks[s]);
            QVERIFY(seat[QStringLiteral("rating")].isString());
        }
        QVERIFY(a[QStringLiteral("luck")].isArray());
    }

    // The default budget is a number of worlds: the same record gets the same grades.
    void sameRecordSameGrades() {
        const QByteArray record =
            botRecord(QStringLiteral("indian13"), QStringLiteral("medium"), 5);
        const CliRun a = analyze(record);
        const CliRun b = analyze(record);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.out, b.out);
        const CliRun one = analyze(record, {QStringLiteral("--seat"), QStringLiteral("1")});
        QCOMPARE(one.exitCode, 0);
        const QJsonObject o = parse(one.out);
        QCOMPARE(o[QStringLiteral("seats")].toArray().size(), 1);
        for (const QJsonValue& d : o[QStringLiteral("decisions")].toArray())
            QCOMPARE(d.toObject()[QStringLiteral("seat")].toInt(), 1);
    }

    // A move the rules refuse: the same JSON and exit status as replay's.
    void tamperedRecordIsRefusedAsReplayRefusesIt() {
        QJsonObject rec = parse(botRecord(QStringLiteral("gin"), QStringLiteral("hard"), 3));
        QJsonArray deals = rec[QStringLiteral("deals")].toArray();
        QJsonObject deal = deals[0].toObject();
        QJsonArray moves = deal[QStringLiteral("moves")].toArray();
        QJsonObject m = moves[3].toObject();
        m[QStringLiteral("move")] = QStringLiteral("discard JK");
        moves[3] = m;
        deal[QStringLiteral("moves")] = moves;
        deals[0] = deal;
        rec[QStringLiteral("deals")] = deals;
        const QByteArray tampered = QJsonDocument(rec).toJson(QJsonDocument::Compact);
        const CliRun a = analyze(tampered);
        const CliRun r = runCli({QStringLiteral("replay"), QStringLiteral("-")}, tampered);
        QCOMPARE(a.exitCode, 1);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(a.out, r.out);
        QCOMPARE(a.err, r.err);
    }

    void badInputIsRefused_data() {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QByteArray>("input");
        const QByteArray record = botRecord(QStringLiteral("indian13"), QStringLiteral("easy"), 1);
        QTest::newRow("no record") << QStringList{} << QByteArray("{\"variant\": 1}");
        QTest::newRow("not JSON") << QStringList{} << QByteArray("draw-closed");
        QTest::newRow("both budgets")
            << QStringList{QStringLiteral("--expert-ms"), QStringLiteral("10"),
                           QStringLiteral("--expert-playouts"), QStringLiteral("4")}
            << record;
        QTest::newRow("no such seat")
            << QStringList{QStringLiteral("--seat"), QStringLiteral("2")} << record;
        QTest::newRow("bad seat") << QStringList{QStringLiteral("--seat"), QStringLiteral("x")}
                                  << record;
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--fast")} << record;
    }
    void badInputIsRefused() {
        QFETCH(QStringList, options);
        QFETCH(QByteArray, input);
        const CliRun r = analyze(input, options);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.startsWith("rummy-cli: "));
        QCOMPARE(r.err.count('\n'), 1);
    }
};

RUMMY_TEST_GUILESS_MAIN(TestCliAnalyze)

#include "test_cli_analyze.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli deal, record, replay and simulate with --variant indian21, from the outside: a
// 21-card deal and its code, a bot-played record replayed with its value cards and nets, and a
// short arena run without an illegal move.
#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "support/cli_runner.h"
#include "test_registry.h"

using rummy::test::CliRun;
using rummy::test::runCli;

namespace {

QStringList words(const char* text) {
    return QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

QJsonObject json(const QByteArray& text) {
    return QJsonDocument::fromJson(text).object();
}

int sum(const QJsonArray& a) {
    int s = 0;
    for (const QJsonValue& v : a) s += v.toInt();
    return s;
}

}  // namespace

class TestCliPlay21 : public QObject {
    Q_OBJECT

private slots:
    void dealAndItsCode() {
        const CliRun r = runCli(words("deal --variant indian21 --seed 42 --players 6"));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject deal = json(r.out);
        QCOMPARE(deal[QStringLiteral("variant")].toString(), QStringLiteral("indian21"));
        const QJsonArray hands = deal[QStringLiteral("hands")].toArray();
        QCOMPARE(hands.size(), 6);
        for (const QJsonValue& h : hands) QCOMPARE(h.toArray().size(), 21);
        QCOMPARE(deal[QStringLiteral("closed")].toInt(), 159 - 6 * 21 - 2);
        // The value cards are the cut card's face and its suit neighbours.
        const QString wild = deal[QStringLiteral("wild")].toString();
        const QJsonArray values = deal[QStringLiteral("value_cards")].toArray();
        QCOMPARE(values.size(), 3);
        if (wild != QStringLiteral("JK")) QCOMPARE(values[0].toString(), wild);
        const QString code = deal[QStringLiteral("code")].toString();
        QVERIFY2(code.startsWith(QStringLiteral("I21-PTS-6-")), qPrintable(code));
        // The code deals the same cards again.
        const CliRun again = runCli({QStringLiteral("deal"), QStringLiteral("--code"), code});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(json(again.out), deal);
        // The 13-card deal of the same seed has no 21-card keys.
        const QJsonObject thirteen = json(runCli(words("deal --seed 42 --players 6")).out);
        QVERIFY(!thirteen.contains(QStringLiteral("variant")));
        QVERIFY(!thirteen.contains(QStringLiteral("value_cards")));
        QCOMPARE(thirteen[QStringLiteral("hands")].toArray()[0].toArray().size(), 13);
    }

    void recordAndReplay() {
        const CliRun rec = runCli(
            words("record --variant indian21 --players 3 --seats hard,medium,easy --seed 5"));
        QCOMPARE(rec.exitCode, 0);
        QCOMPARE(json(rec.out)[QStringLiteral("variant")].toString(), QStringLiteral("indian21"));
        const CliRun replay = runCli({QStringLiteral("replay"), QStringLiteral("-")}, rec.out);
        QCOMPARE(replay.exitCode, 0);
        const QJsonObject summary = json(replay.out);
        QCOMPARE(summary[QStringLiteral("variant")].toString(), QStringLiteral("indian21"));
        QVERIFY(summary[QStringLiteral("over")].toBool());
        const QJsonObject deal = summary[QStringLiteral("deals")].toArray()[0].toObject();
        QCOMPARE(deal[QStringLiteral("net")].toArray().size(), 3);
        QCOMPARE(sum(deal[QStringLiteral("value_received")].toArray()),
                 sum(deal[QStringLiteral("value_paid")].toArray()));
        if (deal[QStringLiteral("winner")].toInt() >= 0)
            QCOMPARE(sum(deal[QStringLiteral("net")].toArray()), 0);
        QCOMPARE(summary[QStringLiteral("net_totals")].toArray(), deal[QStringLiteral("net")]);
    }

    void simulateWithoutIllegalMoves() {
        const CliRun r = runCli(
            words("simulate --variant indian21 --deals 12 --players 3 --seats hard,medium,easy"));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject s = json(r.out);
        QCOMPARE(s[QStringLiteral("variant")].toString(), QStringLiteral("indian21"));
        QCOMPARE(s[QStringLiteral("deals")].toInt(), 12);
        QCOMPARE(s[QStringLiteral("turn_limit_deals")].toInt(), 0);
        for (const QJsonValue& v : s[QStringLiteral("levels")].toArray()) {
            const QJsonObject level = v.toObject();
            QCOMPARE(level[QStringLiteral("illegal_moves")].toInt(), 0);
            QVERIFY(level.contains(QStringLiteral("mean_net")));
            QVERIFY(level.contains(QStringLiteral("mean_value_net")));
        }
        // The 13-card summary has the same shape and names its game; nets are 21-card's own.
        const QJsonObject thirteen = json(runCli(words("simulate --deals 2")).out);
        QCOMPARE(thirteen[QStringLiteral("variant")].toString(), QStringLiteral("indian13"));
        QVERIFY(!thirteen[QStringLiteral("levels")].toArray()[0].toObject().contains(
            QStringLiteral("mean_net")));
    }

    void badCombinations() {
        // A deal code carries its game: --variant beside it is refused, as other settings are.
        const CliRun r = runCli(words("deal --code I21-PTS-2-1 --variant indian21"));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--code"));
        QCOMPARE(runCli(words("deal --code I21-GIN-2-1")).exitCode, 2);
    }
};

RUMMY_TEST_APPLESS_MAIN(TestCliPlay21)

#include "test_cli_play21.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli eval --variant straight|500|51, from the outside: the worked examples of
// docs/rules.md as single hands and batch lines, the output's keys, and bad input.
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

QJsonObject json(const QByteArray& line) {
    return QJsonDocument::fromJson(line).object();
}

int value(const QJsonObject& o, const char* key) {
    return o[QLatin1String(key)].toInt(-1);
}

}  // namespace

class TestCliTableEval : public QObject {
    Q_OBJECT

private slots:
    void straightHand() {
        const CliRun r = runCli(words("eval --variant straight AS 2S 3S KS QH 7D"));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r.out);
        QCOMPARE(value(o, "meld_value"), 6);
        QCOMPARE(value(o, "left_value"), 27);
        QCOMPARE(o[QStringLiteral("melds")].toArray().size(), 1);
        QCOMPARE(o[QStringLiteral("left")].toArray().size(), 3);
        QVERIFY(!o.contains(QStringLiteral("opens")));
    }

    // variants.md §3, examples 2 and 5: Q♠K♠A♠ 35 against A♦ 15; 7♠7♥Jk 29 against 13.
    void rummy500Hands() {
        CliRun r = runCli(words("eval --variant 500 QS KS AS AD"));
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = json(r.out);
        QCOMPARE(value(o, "meld_value"), 35);
        QCOMPARE(value(o, "left_value"), 15);
        r = runCli(words("eval --variant 500 7S 7H JK KC 3S"));
        o = json(r.out);
        QCOMPARE(value(o, "meld_value"), 29);
        QCOMPARE(value(o, "left_value"), 13);
        QCOMPARE(o[QStringLiteral("melds")].toArray().first().toArray().last().toString(),
                 QStringLiteral("JK"));
    }

    // variants.md §5: openings of 52, 51 and 59; two jokers in one meld never.
    void rummy51Batch() {
        const CliRun r = runCli(words("eval --variant 51 --batch"),
                                "QH KH AH 7C 7D 7S\n10S JS QS KS AS\n9S 10S JK QC QD QH\n"
                                "JK 7D JK\nQS KS\nJK AH\n");
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 6);
        const int values[] = {52, 51, 59, 0, 0, 0};
        const bool opens[] = {true, true, true, false, false, false};
        for (int i = 0; i < 6; ++i) {
            const QJsonObject o = json(lines[i]);
            QCOMPARE(value(o, "meld_value"), values[i]);
            QCOMPARE(o[QStringLiteral("opens")].toBool(), opens[i]);
        }
        QCOMPARE(value(json(lines[3]), "left_value"), 47);
        QCOMPARE(value(json(lines[5]), "left_value"), 31);
    }

    // A bad line gets its error and the batch goes on; a bad hand on the command line is a
    // usage error.
    void badInput() {
        const CliRun r = runCli(words("eval --variant straight --batch"),
                                "AS 2S 3S\nAS JK\nQS QS\nXX\n\n4H 5H 6H\n");
        QCOMPARE(r.exitCode, 1);  // some lines were bad, the rest answered
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 6);
        QCOMPARE(value(json(lines[0]), "meld_value"), 6);
        QVERIFY(json(lines[1])[QStringLiteral("error")].toString().contains(
            QStringLiteral("without jokers")));
        QVERIFY(
            json(lines[2])[QStringLiteral("error")].toString().contains(QStringLiteral("twice")));
        QVERIFY(json(lines[3])[QStringLiteral("error")].toString().contains(
            QStringLiteral("unknown card")));
        QVERIFY(json(lines[4]).contains(QStringLiteral("error")));
        QCOMPARE(value(json(lines[5]), "meld_value"), 15);
        const CliRun three = runCli(words("eval --variant 51 7S 7S 7S"));
        QVERIFY(three.exitCode != 0);
        QVERIFY(three.err.contains("three times"));
        QVERIFY(runCli(words("eval --variant 500 --wild 7 7S 7H 7D")).exitCode != 0);
        QVERIFY(runCli(words("eval --variant kaluki JK JK JK JK JK")).err.contains("four jokers"));
    }

    // The Kaluki preset (variants.md §5): the ace 15 wherever it lies, A-2-3 and A-K-Q runs but
    // never 2-A-K, 51 to open, a joker left in hand 25.
    void kalukiBatch() {
        const CliRun r = runCli(words("eval --variant kaluki --batch"),
                                "AS 2S 3S QH KH AH 7C\n2S AS KS\nJK 9D\n");
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        const QJsonObject open = json(lines[0]);
        QCOMPARE(value(open, "meld_value"), 20 + 35);
        QVERIFY(open[QStringLiteral("opens")].toBool());
        QCOMPARE(value(open, "left_value"), 7);
        const QJsonObject wrapped = json(lines[1]);
        QCOMPARE(value(wrapped, "meld_value"), 0);
        QCOMPARE(value(wrapped, "left_value"), 2 + 15 + 10);
        QVERIFY(!wrapped[QStringLiteral("opens")].toBool());
        QCOMPARE(value(json(lines[2]), "left_value"), 25 + 9);
    }
};

RUMMY_TEST_MAIN(TestCliTableEval)

#include "test_cli_table_eval.moc"

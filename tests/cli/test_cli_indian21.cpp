// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli eval --variant indian21, from the outside: single hands and batch lines of 21-card
// Indian Rummy (cut card, value cards, tunnelas, the finish card of 22 cards), bad input, and
// the one command that still refuses the variant (the commands that play it are in
// test_cli_play21).
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

// The groups' types in order, and every card of every group.
QStringList types(const QJsonObject& o) {
    QStringList out;
    for (const QJsonValue& g : o[QStringLiteral("groups")].toArray())
        out << g.toObject()[QStringLiteral("type")].toString();
    return out;
}

int cardCount(const QJsonObject& o) {
    int n = 0;
    for (const QJsonValue& g : o[QStringLiteral("groups")].toArray())
        n += static_cast<int>(g.toObject()[QStringLiteral("cards")].toArray().size());
    return n;
}

}  // namespace

class TestCliIndian21 : public QObject {
    Q_OBJECT

private slots:
    // Cut 8♥: three pure sequences, one of them the tunnela 9♣ 9♣ 9♣, and sets; 5♥ J♣ Q♦ are
    // left: 25 points.
    void evalTunnela() {
        const CliRun r =
            runCli(words("eval --variant indian21 8H AS 2S 3S 4D 5D 6D 9C 9C 9C KH "
                         "KS KD 7S 7D 7C 10S 10H 10D 5H JC QD"));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r.out);
        QCOMPARE(o[QStringLiteral("valid")].toBool(), false);
        QCOMPARE(o[QStringLiteral("points")].toInt(), 25);
        QVERIFY(types(o).contains(QStringLiteral("tunnela")));
        QCOMPARE(types(o).count(QStringLiteral("pure")), 2);
        QCOMPARE(types(o).last(), QStringLiteral("none"));
        QCOMPARE(cardCount(o), 21);
        QVERIFY(!o.contains(QStringLiteral("finish")));
    }

    // 22 cards: 5♥ goes on the finish slot and the 21 left are a declaration.
    void evalFinish() {
        const CliRun r =
            runCli(words("eval --variant indian21 8H AS 2S 3S 4D 5D 6D 9C 9C 9C KH "
                         "KS KD 7S 7D 7C 10S 10H 10D QH QC QS 5H"));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r.out);
        QCOMPARE(o[QStringLiteral("finish")].toString(), QStringLiteral("5H"));
        QCOMPARE(o[QStringLiteral("valid")].toBool(), true);
        QCOMPARE(o[QStringLiteral("points")].toInt(), 0);
        QCOMPARE(cardCount(o), 21);
        QVERIFY(!types(o).contains(QStringLiteral("none")));
    }

    // Batch lines: the value cards as jokers (cut 8♥: 9♥ and 7♥), a cut printed joker (every
    // ace wild, 2♠ and K♠ the value cards), the cap at 120, and bad lines answered in place.
    void batchAnswersEveryLine() {
        const QByteArray input =
            "8H AS 2S 3S 4D 5D 6D 9C 10C JC QS KS 9H 2C 3C 7H KH KD KC 6S 6H 6C\n"
            "JK 2H 3H 4H 6D 7D 8D 9C 10C JC 5S AH 7S QH QD QC 3C 4C KS AC 2S AS\n"
            "8H 2S 3S 4S 9S 9S QS QS 10H QH QH 2H 2H 9D 9D JD KD KD 10C 5C QC AC\n"
            "8H AS 2S 3S\n"
            "9X AS 2S 3S 4D 5D 6D 9C 10C JC QS KS 9H 2C 3C 7H KH KD KC 6S 6H 6C\n"
            "8H 5C 5C 5C 5C 5D 6D 9C 10C JC QS KS 9H 2C 3C 7H KH KD KC 6S 6H 6C\n"
            "\n";
        const CliRun r = runCli(words("eval --variant indian21 --batch"), input);
        QCOMPARE(r.exitCode, 1);  // some lines were bad, every line answered
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 7);
        for (int i : {0, 1}) {
            const QJsonObject o = json(lines[i]);
            QCOMPARE(o[QStringLiteral("valid")].toBool(), true);
            QCOMPARE(o[QStringLiteral("points")].toInt(), 0);
            QCOMPARE(cardCount(o), 21);
        }
        const QJsonObject capped = json(lines[2]);
        QCOMPARE(capped[QStringLiteral("valid")].toBool(), false);
        QCOMPARE(capped[QStringLiteral("points")].toInt(), 120);  // 164, capped
        auto error = [&](int i) { return json(lines[i])[QStringLiteral("error")].toString(); };
        QVERIFY(error(3).contains(QStringLiteral("3")));
        QVERIFY(error(4).contains(QStringLiteral("9X")));
        QVERIFY(error(5).contains(QStringLiteral("5C")));
        QVERIFY(error(6).contains(QStringLiteral("empty")));
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("twenty cards")
            << words(
                   "eval --variant indian21 8H AS 2S 3S 4D 5D 6D 9C 9C 9C KH KS KD 7S 7D 7C 10S "
                   "10H 10D QH QC")
            << "20";
        QTest::newRow("wild") << words("eval --variant indian21 --wild 8 8H AS") << "--wild";
        QTest::newRow("no cards") << words("eval --variant indian21") << "cut card";
        QTest::newRow("cards and batch") << words("eval --variant indian21 --batch 8H") << "stdin";
        // The bot protocol plays every game; an unknown one is named.
        QTest::newRow("bot") << words("bot --variant chess") << "chess";
    }
    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const CliRun r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
    }
};

RUMMY_TEST_APPLESS_MAIN(TestCliIndian21)

#include "test_cli_indian21.moc"

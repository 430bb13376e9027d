// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli from the outside: runs the built executable with QProcess and checks its output,
// exit status and error messages. Every expected value below is worked out from the rules
// in the comments, not copied from the program.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include "cli_runner.h"
#include "match/match.h"

#include <algorithm>
#include "test_registry.h"

#ifndef RUMMY_CLI_PATH
#error "RUMMY_CLI_PATH must name the rummy-cli executable"
#endif

namespace {

using Run = rummy::test::CliRun;
using rummy::test::runCli;

QStringList words(const char* text) {
    return QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// Parses one line of output as a JSON object; fails the test when it is not one.
QJsonObject parseObject(const QByteArray& line) {
    QJsonParseError e;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &e);
    if (e.error != QJsonParseError::NoError || !doc.isObject()) {
        qWarning("not a JSON object: %s", line.constData());
        return {};
    }
    return doc.object();
}

QStringList sorted(QStringList l) {
    l.sort();
    return l;
}

QStringList cardsOf(const QJsonValue& v) {
    QStringList out;
    for (const auto& c : v.toArray()) out << c.toString();
    return out;
}

// One group as "type:card,card,..." with its cards sorted, so that groups compare regardless
// of the order the solver lists them in.
QString groupKey(const QJsonObject& g) {
    return g.value(QStringLiteral("type")).toString() + QLatin1Char(':') +
           sorted(cardsOf(g.value(QStringLiteral("cards")))).join(QLatin1Char(','));
}

QStringList groupKeys(const QJsonObject& result) {
    QStringList keys;
    for (const auto& g : result.value(QStringLiteral("groups")).toArray())
        keys << groupKey(g.toObject());
    return sorted(keys);
}

QStringList groupTypes(const QJsonObject& result) {
    QStringList types;
    for (const auto& g : result.value(QStringLiteral("groups")).toArray())
        types << g.toObject().value(QStringLiteral("type")).toString();
    return sorted(types);
}

// The shape promised by `rummy-cli --help`: valid, points, groups of {type, cards}, and
// finish exactly when 14 cards were given. Every input card shows up exactly once.
void checkShape(const QJsonObject& o, const QStringList& input) {
    const bool fourteen = input.size() == 14;
    QStringList expectedKeys{QStringLiteral("groups"), QStringLiteral("points"),
                             QStringLiteral("valid")};
    if (fourteen) expectedKeys << QStringLiteral("finish");
    QCOMPARE(sorted(o.keys()), sorted(expectedKeys));
    QVERIFY(o.value(QStringLiteral("valid")).isBool());
    QVERIFY(o.value(QStringLiteral("points")).isDouble());
    const double points = o.value(QStringLiteral("points")).toDouble();
    QVERIFY(points >= 0 && points <= 80 && points == static_cast<int>(points));
    QStringList seen;
    int noneGroups = 0;
    for (const auto& gv : o.value(QStringLiteral("groups")).toArray()) {
        QVERIFY(gv.isObject());
        const QJsonObject g = gv.toObject();
        QCOMPARE(sorted(g.keys()), sorted({QStringLiteral("cards"), QStringLiteral("type")}));
        const QString type = g.value(QStringLiteral("type")).toString();
        QVERIFY2(QStringList({"pure", "impure", "set", "none"}).contains(type), qPrintable(type));
        if (type == QLatin1String("none")) ++noneGroups;
        const QStringList cards = cardsOf(g.value(QStringLiteral("cards")));
        QVERIFY(!cards.isEmpty());
        if (type != QLatin1String("none")) QVERIFY(cards.size() >= 3);
        seen << cards;
    }
    QVERIFY(noneGroups <= 1);
    if (fourteen) {
        QVERIFY(o.value(QStringLiteral("finish")).isString());
        seen << o.value(QStringLiteral("finish")).toString();
    }
    QCOMPARE(sorted(seen), sorted(input));
}

// A valid declaration without wild rank: pure 5H 6H 7H, impure 9S 10S JK QS (the printed
// joker stands for JS), sets KD KC KS and 3C 3D 3H. 3 + 4 + 3 + 3 = 13 cards, all melded.
// The arrangement is forced: the joker is the only card that can close the gap between
// 10S and QS, and moving it into a set would strand 9S 10S QS.
const char* kValid = "5H 6H 7H 9S 10S JK QS KD KC KS 3C 3D 3H";

}  // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void validDeclaration() {
        const Run r = runCli(QStringList{QStringLiteral("eval")} + words(kValid));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        QCOMPARE(r.out.count('\n'), 1);  // exactly one line
        const QJsonObject o = parseObject(r.out);
        checkShape(o, words(kValid));
        QCOMPARE(o.value(QStringLiteral("valid")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("points")).toInt(), 0);
        QCOMPARE(groupKeys(o),
                 sorted({"pure:5H,6H,7H", "impure:10S,9S,JK,QS", "set:KC,KD,KS", "set:3C,3D,3H"}));
    }

    void oneCardOffLeavesDeadwood() {
        // kValid with 3H replaced by 8H: 8H extends 5H 6H 7H to a pure run of four, and
        // 3C 3D are left over: 3 + 3 = 6 points. Using the joker to complete 3C 3D JK
        // instead would strand 9S 10S QS (29 points), so 6 is the minimum. Not valid.
        const char* hand = "5H 6H 7H 8H 9S 10S JK QS KD KC KS 3C 3D";
        const Run r = runCli(QStringList{QStringLiteral("eval")} + words(hand));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseObject(r.out);
        checkShape(o, words(hand));
        QCOMPARE(o.value(QStringLiteral("valid")).toBool(), false);
        QCOMPARE(o.value(QStringLiteral("points")).toInt(), 6);
        QCOMPARE(groupKeys(o),
                 sorted({"pure:5H,6H,7H,8H", "impure:10S,9S,JK,QS", "set:KC,KD,KS", "none:3C,3D"}));
    }

    void noPureSequenceCountsEverything_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<int>("points");
        // Sets of 2, 4, 6, 8 in three suits and 10C: no suit holds three consecutive ranks
        // and there is no joker, so no sequence at all: every card counts,
        // 3 * (2 + 4 + 6 + 8) + 10 = 70 (under the cap).
        QTest::newRow("sets only, 70") << "2S 2H 2D 4S 4H 4D 6S 6H 6D 8S 8H 8D 10C" << 70;
        // Kings, queens, nines, sevens in S H D and 5C: spades hold 7 9 Q K, no run of
        // three. All count: 30 + 30 + 27 + 21 + 5 = 113, capped at 80.
        QTest::newRow("capped at 80") << "KS KH KD QS QH QD 9S 9H 9D 7S 7H 7D 5C" << 80;
        // One pure sequence (AS 2S 3S) but no second sequence is not enough either: all
        // count, the ace as 10: 10 + 2 + 3 + 12 + 18 + 24 + 10 = 79.
        QTest::newRow("pure but no second") << "AS 2S 3S 4H 4D 4C 6H 6D 6C 8H 8D 8C 10D" << 79;
    }
    void noPureSequenceCountsEverything() {
        QFETCH(QString, hand);
        QFETCH(int, points);
        const QStringList cards = hand.split(QLatin1Char(' '));
        const Run r = runCli(QStringList{QStringLiteral("eval")} + cards);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseObject(r.out);
        checkShape(o, cards);
        QCOMPARE(o.value(QStringLiteral("valid")).toBool(), false);
        QCOMPARE(o.value(QStringLiteral("points")).toInt(), points);
    }

    void wildRank() {
        // 5H 6H 7H pure; AC 9S 10S; KD KC KS; 3C 3D 3H AD.
        const char* hand = "5H 6H 7H AC 9S 10S KD KC KS 3C 3D 3H AD";
        // Without a wild rank the aces are plain cards: AC and AD fit nowhere, the only
        // sequence is 5H 6H 7H, so every card counts: 18 + 10 + 19 + 30 + 9 + 10 = 96 -> 80.
        Run r = runCli(QStringList{QStringLiteral("eval")} + words(hand));
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = parseObject(r.out);
        QCOMPARE(o.value(QStringLiteral("valid")).toBool(), false);
        QCOMPARE(o.value(QStringLiteral("points")).toInt(), 80);
        // A printed joker as cut card makes aces wild (--wild JK, same as --wild A): one ace
        // completes 9S 10S (as 8S or JS, impure), the other extends the threes to a set of
        // four. Valid, 0 points.
        for (const char* wild : {"JK", "A", "a"}) {
            r = runCli(QStringList{QStringLiteral("eval"), QStringLiteral("--wild"),
                                   QString::fromLatin1(wild)} +
                       words(hand));
            QCOMPARE(r.exitCode, 0);
            o = parseObject(r.out);
            checkShape(o, words(hand));
            QCOMPARE(o.value(QStringLiteral("valid")).toBool(), true);
            QCOMPARE(o.value(QStringLiteral("points")).toInt(), 0);
            QCOMPARE(groupTypes(o), sorted({"pure", "impure", "set", "set"}));
            QVERIFY(groupKeys(o).contains(QStringLiteral("pure:5H,6H,7H")));
        }
        // --wild 7: 7D becomes a joker and completes 3C 3D; 7H in its own place keeps
        // 5H 6H 7H pure; 9S 10S JK QS as before. Valid, 0 points.
        const char* seven = "5H 6H 7H 9S 10S JK QS KD KC KS 3C 3D 7D";
        r = runCli(words("eval --wild 7") + words(seven));
        QCOMPARE(r.exitCode, 0);
        o = parseObject(r.out);
        checkShape(o, words(seven));
        QCOMPARE(o.value(QStringLiteral("valid")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("points")).toInt(), 0);
        QVERIFY(groupKeys(o).contains(QStringLiteral("pure:5H,6H,7H")));
    }

    void fourteenCardsPickAFinishCard() {
        // kValid plus 9C. Putting 9C on the finish slot leaves kValid: valid, 0 points. Any
        // other card breaks a meld (at best QS: 9S 10S JK stays impure, 9C scores 9), so the
        // finish card is 9C and the 13 left are exactly kValid's melds.
        const QStringList cards = words(kValid) << QStringLiteral("9C");
        const Run r = runCli(QStringList{QStringLiteral("eval")} + cards);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseObject(r.out);
        checkShape(o, cards);
        QCOMPARE(o.value(QStringLiteral("finish")).toString(), QStringLiteral("9C"));
        QCOMPARE(o.value(QStringLiteral("valid")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("points")).toInt(), 0);
        QCOMPARE(groupKeys(o),
                 sorted({"pure:5H,6H,7H", "impure:10S,9S,JK,QS", "set:KC,KD,KS", "set:3C,3D,3H"}));
    }

    void notationIsNormalised() {
        // T for 10, any case, suit symbols, "joker": the output uses 10, capitals, letters.
        const QStringList cards =
            QString::fromUtf8("5h 6\u2665 7H 9s TS joker qS kd KC K\u2660 3c 3D 3h")
                .split(QLatin1Char(' '));
        const Run r = runCli(QStringList{QStringLiteral("eval")} + cards);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseObject(r.out);
        checkShape(o, words(kValid));
        QCOMPARE(o.value(QStringLiteral("valid")).toBool(), true);
    }

    void batchKeepsGoingPastABadLine() {
        // Line 1: the aces-wild hand above (valid, 0). Line 2: an unknown card. Line 3: the
        // same hand with no wild rank (80, see wildRank()). Line 4: twelve cards.
        const QByteArray input =
            "JK 5H 6H 7H AC 9S 10S KD KC KS 3C 3D 3H AD\n"
            "5 5H 6H 7H XX 9S 10S KD KC KS 3C 3D 3H AD\n"
            "- 5H 6H 7H AC 9S 10S KD KC KS 3C 3D 3H AD\n"
            "- 5H 6H 7H AC 9S 10S KD KC KS 3C 3D 3H\n";
        const Run r = runCli({QStringLiteral("eval"), QStringLiteral("--batch")}, input);
        QCOMPARE(r.exitCode, 1);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        const QJsonObject first = parseObject(lines[0]);
        QCOMPARE(first.value(QStringLiteral("valid")).toBool(), true);
        QCOMPARE(first.value(QStringLiteral("points")).toInt(), 0);
        const QJsonObject second = parseObject(lines[1]);
        QCOMPARE(second.keys(), QStringList{QStringLiteral("error")});
        QVERIFY(second.value(QStringLiteral("error")).toString().contains(QLatin1String("XX")));
        const QJsonObject third = parseObject(lines[2]);
        QCOMPARE(third.value(QStringLiteral("valid")).toBool(), false);
        QCOMPARE(third.value(QStringLiteral("points")).toInt(), 80);
        const QJsonObject fourth = parseObject(lines[3]);
        QVERIFY(fourth.value(QStringLiteral("error")).toString().contains(QLatin1String("12")));
    }

    void batchAllGoodExitsZero() {
        const QByteArray input = QByteArray("- ") + kValid + "\r\n7 " + kValid + "\n";
        const Run r = runCli({QStringLiteral("eval"), QStringLiteral("--batch")}, input);
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        // With 7 wild, 7H is still a natural card in its own place: same valid hand.
        for (const auto& line : lines) {
            const QJsonObject o = parseObject(line);
            checkShape(o, words(kValid));
            QCOMPARE(o.value(QStringLiteral("valid")).toBool(), true);
        }
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");  // the message must name what is wrong
        QTest::newRow("unknown card")
            << words("eval 5H 6H 7H 9S 10S JK QS KD KC KS 3C 3D 1H") << "1H";
        QTest::newRow("unknown card 11H")
            << words("eval 5H 6H 7H 9S 10S JK QS KD KC KS 3C 3D 11H") << "11H";
        // Two decks hold each card twice: a third 3C is one too many.
        QTest::newRow("three of a card")
            << words("eval 5H 6H 7H 9S 10S JK QS KD 3C KS 3C 3D 3C") << "3C";
        // Two printed jokers in the shoe: a third is one too many.
        QTest::newRow("three jokers")
            << words("eval 5H 6H 7H 9S 10S JK QS JK KC KS 3C 3D JK") << "JK";
        QTest::newRow("12 cards") << words("eval 5H 6H 7H 9S 10S JK QS KD KC KS 3C 3D") << "12";
        QTest::newRow("15 cards") << words("eval 5H 6H 7H 9S 10S JK QS KD KC KS 3C 3D 3H 9C 9D")
                                  << "15";
        QTest::newRow("bad wild") << (words("eval --wild Z") + words(kValid)) << "Z";
        QTest::newRow("missing wild") << words("eval --wild") << "--wild";
        QTest::newRow("unknown option") << (words("eval --fast") + words(kValid)) << "--fast";
        QTest::newRow("batch with cards") << words("eval --batch 5H") << "--batch";
        QTest::newRow("unknown command") << words("shuffle") << "shuffle";
        QTest::newRow("no command") << QStringList() << "command";
        QTest::newRow("deal without seed") << words("deal --players 3") << "--seed";
        QTest::newRow("deal bad seed") << words("deal --seed x1") << "x1";
        QTest::newRow("deal 7 players") << words("deal --seed 1 --players 7") << "7";
        QTest::newRow("deal bad format") << words("deal --seed 1 --format pool99") << "pool99";
        QTest::newRow("deal bad code") << words("deal --code XYZ-2-1") << "XYZ-2-1";
        QTest::newRow("deal code and seed") << words("deal --code PTS-2-1 --seed 3") << "--code";
    }
    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        // One line on stderr, naming the culprit.
        QVERIFY2(r.err.endsWith('\n') && r.err.count('\n') == 1, r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
    }

    void helpAndVersion() {
        // The overview names every command, the notations and the exit statuses.
        Run r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        const QString help = QString::fromUtf8(r.out);
        for (const char* word : {"eval", "deal", "simulate", "replay", "record", "bot", "--help",
                                 "--version", "JK", "Exit status"})
            QVERIFY2(help.contains(QLatin1String(word)), word);
        QVERIFY(help.count('\n') < 60);  // an overview, not the manual
        // Each command's help is its own part, with the notations and exit statuses after it.
        const QList<std::pair<const char*, QStringList>> commands{
            {"eval", {"--wild", "--batch", "indian21"}},
            {"deal", {"--seed", "--players", "--format", "--code"}},
            {"simulate", {"--deals", "--seats", "--threads", "--turn-limit", "--time", "--knock"}},
            {"replay", {"illegal move"}},
            {"record", {"--seats", "--seed"}},
            {"bot", {"--level", "docs/bot-protocol.md"}}};
        for (const auto& [command, words] : commands) {
            r = runCli({QString::fromLatin1(command), QStringLiteral("--help")});
            QCOMPARE(r.exitCode, 0);
            const QString text = QString::fromUtf8(r.out);
            QVERIFY2(text.startsWith(QStringLiteral("Usage: rummy-cli ") + command), command);
            for (const QString& w : words) QVERIFY2(text.contains(w), qPrintable(w));
            QVERIFY2(text.contains(QStringLiteral("Exit status")), command);
            for (const auto& [other, unused] : commands)
                if (std::string_view(other) != command)
                    QVERIFY2(!text.contains(QStringLiteral("\n  ") + other + QLatin1Char(' ')),
                             other);
        }
        r = runCli({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("rummy-cli "));
    }

    void dealIsReproducibleAndComplete() {
        const QStringList args = words("deal --seed 12345 --players 4");
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(runCli(args).out, r.out);  // the same seed deals the same cards
        QVERIFY(runCli(words("deal --seed 12346 --players 4")).out != r.out);
        const QJsonObject o = parseObject(r.out);
        QCOMPARE(o.value(QStringLiteral("players")).toInt(), 4);
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("points"));
        const QJsonArray hands = o.value(QStringLiteral("hands")).toArray();
        QCOMPARE(hands.size(), 4);
        QStringList all;
        for (const auto& h : hands) {
            QCOMPARE(h.toArray().size(), 13);
            all << cardsOf(h);
        }
        const QString wild = o.value(QStringLiteral("wild")).toString();
        const QString open = o.value(QStringLiteral("open")).toString();
        all << wild << open;
        // Two decks and two jokers: 106 cards; 4 * 13 dealt, one cut as wild, one open.
        QCOMPARE(o.value(QStringLiteral("closed")).toInt(), 106 - 52 - 1 - 1);
        const QStringList kRanks{"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
        // Every card is in the notation, and no card shows up more often than the shoe has.
        for (const QString& c : all) {
            const bool natural = c.size() >= 2 && kRanks.contains(c.chopped(1)) &&
                                 QStringLiteral("SHDC").contains(c.back());
            QVERIFY2(c == QLatin1String("JK") || natural, qPrintable(c));
            QVERIFY2(all.count(c) <= 2, qPrintable(c));
        }
        // The wild rank is the cut card's rank, or aces when a printed joker was cut.
        const QString rank = o.value(QStringLiteral("wild_rank")).toString();
        QCOMPARE(rank, wild == QLatin1String("JK") ? QStringLiteral("A") : wild.chopped(1));
        const int dealer = o.value(QStringLiteral("dealer")).toInt();
        QVERIFY(dealer >= 0 && dealer < 4);
        // The seat after the dealer plays first.
        QCOMPARE(o.value(QStringLiteral("first")).toInt(), (dealer + 1) % 4);

        // The printed deal code stands for preset, players and seed: it deals the same cards.
        const QString code = o.value(QStringLiteral("code")).toString();
        QVERIFY(code.startsWith(QLatin1String("PTS-4-")));
        const Run again = runCli({QStringLiteral("deal"), QStringLiteral("--code"), code});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out, r.out);
        const Run pool = runCli(words("deal --seed 12345 --players 4 --format pool101"));
        QCOMPARE(parseObject(pool.out).value(QStringLiteral("format")).toString(),
                 QStringLiteral("pool101"));
        // A code of a later deal (third deal, seat 2 deals, seat 3 out) deals that deal.
        const QString later = parseObject(pool.out).value(QStringLiteral("code")).toString() +
                              QStringLiteral("-3208");
        const Run third =
            runCli({QStringLiteral("deal"), QStringLiteral("--code"), later.toLower()});
        QCOMPARE(third.exitCode, 0);
        const QJsonObject t = parseObject(third.out);
        QCOMPARE(t.value(QStringLiteral("code")).toString(), later);
        QCOMPARE(t.value(QStringLiteral("dealer")).toInt(), 1);
        const QJsonArray thirdHands = t.value(QStringLiteral("hands")).toArray();
        QCOMPARE(thirdHands.at(3).toArray().size(), 0);
        const rummy::IndianRound expected =
            rummy::IndianMatch::create(rummy::IndianRules::preset(rummy::MatchFormat::Pool101), 4,
                                       12345, {2, 1, {true, true, true, false}})
                .value()
                .round();
        QCOMPARE(expected.seed(), rummy::IndianMatch::dealSeed(12345, 2));
        QStringList hand0;
        for (const rummy::Card& c : expected.hand(0)) hand0 << QString::fromStdString(c.toString());
        QCOMPARE(cardsOf(thirdHands.at(0)), hand0);
    }
};

RUMMY_TEST_APPLESS_MAIN(TestCli)

#include "test_cli.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// HandSolver under 21-card Indian Rummy's rules (SolverRules::indian21(): three pure sequences,
// tunnelas counting, value cards wild) against the slow multiset reference
// (support/reference_multiset.h) on seeded random and joker- and tunnela-dense hands of 21 and
// 22 cards, plus hands worked out by hand (docs/rules.md, 21-card Indian Rummy).
//
// The source registers two tests so that CTest runs them on two cores: test_solver21 (worked
// examples, random hands) and test_solver21_dense (dense hands). The reference takes about 0.5 ms
// for a random hand of 21 cards, 3 ms for one of 22 (every card tried on the finish slot), 80 ms
// and 200 ms for dense ones (up to a second): CTest checks 20,000 random hands (10,000 of each
// size) and 300 dense ones (200 of 21 cards, 100 of 22), about half a minute each.
// RUMMY_SOLVER21_FULL=1 in the environment runs the full counts, 100,000 random hands of each size
// and 10,000 dense of each, about an hour, once by hand (docs/solver.md gives the last run);
// QtTest stops a test function after five minutes unless QTEST_FUNCTION_TIMEOUT (milliseconds) says
// otherwise:
//   RUMMY_SOLVER21_FULL=1 QTEST_FUNCTION_TIMEOUT=36000000 build/bin/tests_core test_solver21_dense
#include <QtTest>

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "cards/card.h"
#include "cards/rng.h"
#include "corpus_size.h"
#include "hands21.h"
#include "melds/qualification.h"
#include "reference_multiset.h"
#include "solver/hand_solver.h"
#include "test_registry.h"

using namespace rummy;
using rummy::test::Deal21;
using rummy::test::MultisetReference;
using rummy::test::MultisetResult;

namespace {

// Which of the two tests this process runs (set when the test object is made).
bool denseHalf = false;

const SolverRules& rules21() {
    return SolverRules::indian21();
}

const VariantRules& variant21() {
    static const VariantRules rules = defaultRules(Variant::Indian21);
    return rules;
}

bool full() {
    const char* v = std::getenv("RUMMY_SOLVER21_FULL");
    return v != nullptr && v[0] == '1';
}

// The random hands checked against the reference: 10,000 of each size (100,000 with
// RUMMY_SOLVER21_FULL=1); under the sanitizers a sixteenth of them (corpus_size.h): the brute-force
// reference recurses deeply and ASan's fake stacks make it five times slower.
int randomCount() {
    return test::corpusSize(full() ? 100000 : 10000);
}

std::vector<Face> cardsOf(const QString& text) {
    std::vector<Face> out;
    for (const QString& w : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto f = parseFace(w.toStdString());
        if (!f) qFatal("bad card in test table: %s", qPrintable(w));
        out.push_back(*f);
    }
    return out;
}

QString textOf(std::span<const Face> cards) {
    QStringList words;
    for (Face f : cards) words << QString::fromStdString(f.toString());
    return words.join(QLatin1Char(' '));
}

QString describe(Face cut, std::span<const Face> hand, ScoringOptions opts) {
    return QStringLiteral("cut %1 cap %2: %3")
        .arg(QString::fromStdString(cut.toString()))
        .arg(opts.maxPoints)
        .arg(textOf(hand));
}

std::vector<Face> sorted(std::vector<Face> v) {
    std::sort(v.begin(), v.end());
    return v;
}

// Half the hands without the cap: most random hands score their whole total, and the cap
// would hide any difference in how much the arrangement covers.
ScoringOptions randomOptions(Rng& rng) {
    return rng.below(2) ? ScoringOptions{120, false} : ScoringOptions::uncapped();
}

int valueOf(const std::vector<Face>& cards, const WildCards& wild) {
    int sum = 0;
    for (Face f : cards)
        if (!f.isPrintedJoker() && !wild.isWild(f)) sum += variant21().values.inHand(f);
    return sum;
}

// Checks that `e` describes a real arrangement of `hand` that agrees with the reference: the
// groups hold the hand, each is the type classify() gives it, a valid hand's groups are a
// declaration, and a qualifying hand's leftover is its points. Empty when all is well.
QString checkArrangement(std::span<const Face> hand, const WildCards& wild, ScoringOptions opts,
                         const HandEvaluation& e, const MultisetResult& ref) {
    std::vector<Face> all;
    int pure = 0, leftover = 0, noneGroups = 0;
    std::vector<std::vector<Face>> melds;
    for (const Group& g : e.groups) {
        if (g.cards.empty()) return QStringLiteral("empty group");
        all.insert(all.end(), g.cards.begin(), g.cards.end());
        if (g.type == MeldType::None) {
            ++noneGroups;
            leftover += valueOf(g.cards, wild);
            continue;
        }
        if (noneGroups > 0) return QStringLiteral("a meld after the leftover group");
        const MeldType actual = meldTypeOf(classify(g.cards, variant21().melds, wild));
        if (actual != g.type) {
            return QStringLiteral("group %1 stated %2, classify says %3")
                .arg(textOf(g.cards), meldTypeName(g.type), meldTypeName(actual));
        }
        pure += g.type == MeldType::Pure || g.type == MeldType::Tunnela;
        melds.push_back(g.cards);
    }
    if (sorted(all) != sorted({hand.begin(), hand.end()}))
        return QStringLiteral("groups do not partition the hand");
    if (noneGroups > 1) return QStringLiteral("more than one leftover group");
    if (e.points != ref.points)
        return QStringLiteral("points %1, reference %2").arg(e.points).arg(ref.points);
    if (e.valid != ref.valid)
        return QStringLiteral("valid %1, reference %2").arg(e.valid).arg(ref.valid);
    if (e.valid) {
        if (noneGroups != 0) return QStringLiteral("valid but cards left over");
        const Declaration d =
            checkDeclaration(melds, variant21().melds, wild, variant21().qualification,
                             static_cast<int>(hand.size()));
        if (!d.valid) return QStringLiteral("valid but the groups are no declaration");
    }
    if (ref.qualifies) {
        if (pure < 3) return QStringLiteral("qualifies but the groups show %1 pure").arg(pure);
        if (std::min(leftover, opts.maxPoints) != e.points)
            return QStringLiteral("leftover %1 vs points %2").arg(leftover).arg(e.points);
    }
    return {};
}

// A hand of 21 cards: points (and pointsBelow) and the arrangement against the reference.
QString checkHand(const Deal21& d, ScoringOptions opts, bool arrangement) {
    MultisetReference reference(variant21(), d.wild);
    const MultisetResult ref = reference.evaluate(d.hand, opts);
    const int points = HandSolver::points(rules21(), d.hand, d.wild, opts);
    if (points != ref.points)
        return QStringLiteral("points %1, reference %2").arg(points).arg(ref.points);
    const int limit = ref.points + (ref.points % 3) - 1;  // below, at or above the answer
    const int below = HandSolver::pointsBelow(rules21(), d.hand, d.wild, limit, opts);
    if (ref.points < limit ? below != ref.points : below < limit)
        return QStringLiteral("pointsBelow(%1) %2, reference %3")
            .arg(limit)
            .arg(below)
            .arg(ref.points);
    if (!arrangement) return {};
    const HandEvaluation e =
        HandSolver::evaluate(rules21(), d.hand, d.wild, opts, static_cast<int>(d.hand.size()));
    return checkArrangement(d.hand, d.wild, opts, e, ref);
}

// A hand of 22: the best card for the finish slot (bestFinish and evaluate) against every
// card tried by the reference, and the 22 cards as a plain hand.
QString checkFinish(const Deal21& d, ScoringOptions opts) {
    MultisetReference reference(variant21(), d.wild);
    const MultisetResult best = reference.evaluateFinish(d.hand, opts);
    const HandSolver::Finish quick = HandSolver::bestFinish(rules21(), d.hand, d.wild, opts);
    if (quick.points != best.points || quick.valid != best.valid)
        return QStringLiteral("bestFinish %1: points %2 valid %3, reference %4 %5")
            .arg(QString::fromStdString(quick.card.toString()))
            .arg(quick.points)
            .arg(quick.valid)
            .arg(best.points)
            .arg(best.valid);
    auto without = [&](Face card) {
        std::vector<Face> rest = d.hand;
        const auto at = std::find(rest.begin(), rest.end(), card);
        if (at == rest.end()) return std::vector<Face>{};
        rest.erase(at);
        return rest;
    };
    const auto quickRest = without(quick.card);
    if (quickRest.empty()) return QStringLiteral("bestFinish card not in the hand");
    const MultisetResult quickRef = reference.evaluate(quickRest, opts);
    if (quickRef.points != quick.points || quickRef.valid != quick.valid)
        return QStringLiteral("bestFinish card %1 leaves %2, not %3")
            .arg(QString::fromStdString(quick.card.toString()))
            .arg(quickRef.points)
            .arg(quick.points);
    const HandEvaluation e = HandSolver::evaluate(rules21(), d.hand, d.wild, opts, 21);
    if (!e.finish) return QStringLiteral("evaluate of 22 cards names no finish card");
    const auto rest = without(*e.finish);
    if (rest.empty()) return QStringLiteral("evaluate's finish card not in the hand");
    const MultisetResult ref = reference.evaluate(rest, opts);
    if (ref.points != best.points || ref.valid != best.valid)
        return QStringLiteral("evaluate's finish %1 leaves %2, best %3")
            .arg(QString::fromStdString(e.finish->toString()))
            .arg(ref.points)
            .arg(best.points);
    if (QString p = checkArrangement(rest, d.wild, opts, e, ref); !p.isEmpty())
        return p + QStringLiteral(" (after finish %1)")
                       .arg(QString::fromStdString(e.finish->toString()));
    const int plain = HandSolver::points(rules21(), d.hand, d.wild, opts);
    const int plainRef = reference.evaluate(d.hand, opts).points;
    if (plain != plainRef)
        return QStringLiteral("22 cards as a hand: %1, reference %2").arg(plain).arg(plainRef);
    return {};
}

bool inThisTest(bool dense) {
    return dense == denseHalf;
}

}  // namespace

class TestSolver21 : public QObject {
    Q_OBJECT

private slots:
    void workedExamples_data();
    void workedExamples();
    void wildCardsOfTheCut();
    void random21() { randomHands(0x21A, randomCount(), 21); }
    void random22() { randomHands(0x22A, randomCount(), 22); }
    void dense21() { denseHands(0x21D, test::corpusSize(full() ? 10000 : 200), 21); }
    void dense22() { denseHands(0x22D, test::corpusSize(full() ? 10000 : 100), 22); }
    // The reference's argument that groups of six cards or more are never needed, checked on
    // smaller hands against a reference that tries groups of up to eight.
    void largestGroup();

private:
    static void randomHands(std::uint64_t seed, int count, int cards) {
        if (!inThisTest(false)) QSKIP("run by the other 21-card solver test");
        Rng rng(seed);
        for (int i = 0; i < count; ++i) {
            const Deal21 d = test::randomDeal21(rng, cards);
            const ScoringOptions opts = randomOptions(rng);
            const QString problem =
                cards == 21 ? checkHand(d, opts, i % 4 == 0) : checkFinish(d, opts);
            if (!problem.isEmpty())
                QFAIL(qPrintable(problem + QStringLiteral("; ") + describe(d.cut, d.hand, opts)));
        }
    }

    static void denseHands(std::uint64_t seed, int count, int cards) {
        if (!inThisTest(true)) QSKIP("run by the other 21-card solver test");
        Rng rng(seed);
        for (int i = 0; i < count; ++i) {
            const Deal21 d = test::denseDeal21(rng, cards);
            const ScoringOptions opts = randomOptions(rng);
            const QString problem = cards == 21 ? checkHand(d, opts, true) : checkFinish(d, opts);
            if (!problem.isEmpty())
                QFAIL(qPrintable(problem + QStringLiteral("; ") + describe(d.cut, d.hand, opts)));
        }
    }
};

void TestSolver21::workedExamples_data() {
    QTest::addColumn<QString>("cut");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<int>("cap");  // ScoringOptions::maxPoints; 0 for none
    QTest::addColumn<int>("points");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("finish");  // for 22 cards
    auto row = [](const char* name, const char* cut, const char* cards, int cap, int points,
                  bool valid, const char* finish = "") {
        QTest::newRow(name) << QString::fromLatin1(cut) << QString::fromLatin1(cards) << cap
                            << points << valid << QString::fromLatin1(finish);
    };
    // Cut 8♥ unless said: every 8 is wild, and the value cards 7♥ (lower) and 9♥ (upper).
    // Aces and court cards count 10, pip cards their number, wild cards 0.
    //
    // variants.md §1, example 1, player B: three pure sequences (5-6-7♥ twice, each 7♥ in its
    // own place, and 10-K♥), sets of twos and tens; K♣ 9♦ 4♠ 6♣ 6♦ are left: 35. Neither 7♥
    // can stand in for the missing 6 of a set of sixes without costing a pure sequence.
    row("§1 example 1, B", "8H",
        "5H 6H 7H 5H 6H 7H 10H JH QH KH 2S 2D 2C 10S 10D 10C KC 9D 4S 6C 6D", 120, 35, false);
    // Player C: one pure run at most (2-3-4♠; no three copies, no other three in a row), so
    // every card counts: 9 + 38 + 34 + 48 + 35 = 164, capped at 120.
    const char* playerC = "2S 3S 4S 9S 9S QS QS 10H QH QH 2H 2H 9D 9D JD KD KD 10C 5C QC AC";
    row("§1 example 1, C", "8H", playerC, 120, 120, false);
    row("§1 example 1, C uncapped", "8H", playerC, 0, 164, false);
    // The same hand with a printed joker for a 2♥ and 8♣ (wild) for 5♣: jokers count 0 and
    // make no pure sequence, 164 - 2 - 5 = 157.
    row("jokers count 0", "8H", "2S 3S 4S 9S 9S QS QS 10H QH QH 2H JK 9D 9D JD KD KD 10C 8C QC AC",
        0, 157, false);
    // Example 4: three pure sequences and Q♠, a printed joker and 8♣ left ungrouped. A fair
    // count melds them (Q♠ and two jokers are a run), and then every card is in a meld.
    row("§1 example 4", "8H", "AS 2S 3S 4D 5D 6D 9C 10C JC KH KS KD 7S 7D 7C 4H 4S 4C QS JK 8C",
        120, 0, true);
    // Three pure sequences with a tunnela (9♣ 9♣ 9♣, no 10♣ to run with), sets of kings,
    // sevens and tens; 5♥ J♣ Q♦ have no partners: 25.
    row("tunnela as a pure sequence", "8H",
        "AS 2S 3S 4D 5D 6D 9C 9C 9C KH KS KD 7S 7D 7C 10S 10H 10D 5H JC QD", 120, 25, false);
    row("tunnela, all melded", "8H",
        "AS 2S 3S 4D 5D 6D 9C 9C 9C KH KS KD 7S 7D 7C 10S 10H 10D QH QC QS", 120, 0, true);
    // Two pure runs and an impure one (9♣ JK J♣): not three pure sequences, so every card
    // counts: 15 + 15 + 19 + 30 + 21 + 30 + 5 + 2 + 10 = 147.
    row("two pure and an impure", "8H",
        "AS 2S 3S 4D 5D 6D 9C JK JC KH KS KD 7S 7D 7C 10S 10H 10D 5H 2C QD", 0, 147, false);
    // The value cards as jokers: 9♥ completes Q-K♠, 7♥ completes 2-3♣; every card melded.
    row("value cards as jokers", "8H",
        "AS 2S 3S 4D 5D 6D 9C 10C JC QS KS 9H 2C 3C 7H KH KD KC 6S 6H 6C", 120, 0, true);
    // 7♥ 8♥ 9♥ (the marriage) as themselves are the third pure sequence; as an impure run of
    // jokers they would leave two, and then every card would count (99).
    row("marriage as a pure run", "8H",
        "7H 8H 9H 2C 3C 4C 10D JD QD 5S 5D 5C KS KD KC 2S 2H 2D 3H 3S 3D", 120, 0, true);
    // A cut printed joker: every ace is wild, 2♠ the upper and K♠ the lower value card. A♥
    // stands for 6♠, K♠ for 5♣, and A♣ 2♠ A♠ are a run of jokers.
    row("cut joker: aces wild", "JK",
        "2H 3H 4H 6D 7D 8D 9C 10C JC 5S AH 7S QH QD QC 3C 4C KS AC 2S AS", 120, 0, true);
    // Three copies of 8♠ (the cut rank, wild) are a tunnela as themselves: the third pure
    // sequence. Used as jokers for the loose 2♣ 7♦ Q♣ they would cost it: 19.
    row("wild tunnela", "8H", "2H 3H 4H 10D JD QD 8S 8S 8S 5C 5S 5D KH KS KC 9S 9D 9C 2C 7D QC",
        120, 19, false);
    // Three printed jokers are a tunnela too.
    row("joker tunnela", "8H", "2H 3H 4H 10D JD QD JK JK JK 5C 5S 5D KH KS KC 9S 9D 9C 2C 7D QC",
        120, 19, false);
    // 22 cards: the finish slot takes 5♥, the one card no meld can hold; the rest is valid.
    row("finish", "8H", "AS 2S 3S 4D 5D 6D 9C 9C 9C KH KS KD 7S 7D 7C 10S 10H 10D QH QC QS 5H", 120,
        0, true, "5H");
}

void TestSolver21::workedExamples() {
    QFETCH(QString, cut);
    QFETCH(QString, cards);
    QFETCH(int, cap);
    QFETCH(int, points);
    QFETCH(bool, valid);
    QFETCH(QString, finish);
    const auto cutFace = parseFace(cut.toStdString());
    QVERIFY(cutFace);
    const WildCards wild = test::wildOf(*cutFace);
    const auto hand = cardsOf(cards);
    const ScoringOptions opts = cap > 0 ? ScoringOptions{cap, false} : ScoringOptions::uncapped();
    const int size = static_cast<int>(hand.size()) == 22 ? 21 : static_cast<int>(hand.size());
    const HandEvaluation e = HandSolver::evaluate(rules21(), hand, wild, opts, size);
    QCOMPARE(e.points, points);
    QCOMPARE(e.valid, valid);
    if (!finish.isEmpty()) {
        QVERIFY(e.finish);
        QCOMPARE(QString::fromStdString(e.finish->toString()), finish);
        const HandSolver::Finish quick = HandSolver::bestFinish(rules21(), hand, wild, opts);
        QCOMPARE(QString::fromStdString(quick.card.toString()), finish);
        QCOMPARE(quick.points, points);
        QCOMPARE(quick.valid, valid);
    } else {
        QCOMPARE(HandSolver::points(rules21(), hand, wild, opts), points);
    }
    // The reference agrees, and the arrangement shown is one.
    MultisetReference reference(variant21(), wild);
    std::vector<Face> rest = hand;
    if (e.finish) rest.erase(std::find(rest.begin(), rest.end(), *e.finish));
    const MultisetResult ref = reference.evaluate(rest, opts);
    const QString problem = checkArrangement(rest, wild, opts, e, ref);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// The wild cards of a cut, as wildCardsFor gives them, reach the solver whole: the value cards
// are jokers, and the 13-card call with a WildRank is unchanged.
void TestSolver21::wildCardsOfTheCut() {
    // Cut 8♥: 2♣ 3♣ and 9♥ make a run only because 9♥ is wild; as a 13-card hand with the
    // wild rank 8 alone, 9♥ is no joker.
    const auto hand = cardsOf("2C 3C 9H");
    const WildCards cut8 = test::wildOf(*parseFace("8H"));
    QVERIFY(cut8.isWild(*parseFace("9H")) && cut8.isWild(*parseFace("7H")));
    SolverRules none = rules21();
    none.pureRuns = none.runs = 0;  // no qualification: the least deadwood
    QCOMPARE(HandSolver::points(none, hand, cut8), 0);
    QCOMPARE(HandSolver::points(none, hand, WildRank{Rank::Eight}), 14);
    // A cut king: the ace is the upper value card, the queen the lower; Q-K-A of the cut suit
    // is a run of wild cards alone, and pure.
    const WildCards cutK = test::wildOf(*parseFace("KD"));
    QVERIFY(cutK.isWild(*parseFace("AD")) && cutK.isWild(*parseFace("QD")));
    const HandEvaluation e =
        HandSolver::evaluate(none, cardsOf("QD KD AD"), cutK, ScoringOptions::uncapped(), 3);
    QCOMPARE(e.groups.size(), std::size_t{1});
    QCOMPARE(e.groups[0].type, MeldType::Pure);
    // A cut printed joker: every ace wild, 2♠ and K♠ the value cards.
    const WildCards cutJ = test::wildOf(Face::joker());
    QVERIFY(cutJ.isWild(*parseFace("AH")) && cutJ.isWild(*parseFace("2S")) &&
            cutJ.isWild(*parseFace("KS")) && !cutJ.isWild(*parseFace("2H")));
}

void TestSolver21::largestGroup() {
    if (!inThisTest(true)) QSKIP("run by the other 21-card solver test");
    Rng rng(0x6A0);
    for (int i = 0; i < 300; ++i) {
        Deal21 d = test::denseDeal21(rng, 22);
        d.hand.resize(10 + rng.below(4));
        MultisetReference five(variant21(), d.wild);
        MultisetReference eight(variant21(), d.wild, 8);
        const auto a = five.evaluate(d.hand, ScoringOptions::uncapped());
        const auto b = eight.evaluate(d.hand, ScoringOptions::uncapped());
        QVERIFY2(a.points == b.points && a.valid == b.valid && a.qualifies == b.qualifies,
                 qPrintable(describe(d.cut, d.hand, ScoringOptions::uncapped())));
    }
}

RUMMY_TEST_MAIN_AS("test_solver21", None, (denseHalf = false, new TestSolver21))
RUMMY_TEST_MAIN_AS("test_solver21_dense", None, (denseHalf = true, new TestSolver21))

#include "test_solver21.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Gin hands (gin/gin_hand.h, the one solver with SolverRules::gin()) against the slow reference
// (support/gin_reference.h) on seeded random and meld-dense hands, with worked examples; the
// qualification as a value (21-card's three pure sequences); and rule sets kept apart in the
// solver's per-thread memo.
#include <QtTest>

#include <algorithm>
#include <optional>
#include <thread>
#include <vector>

#include "cards/card.h"
#include "cards/rng.h"
#include "corpus_size.h"
#include "game/variant.h"
#include "gin/gin_hand.h"
#include "gin/gin_rules.h"
#include "gin_reference.h"
#include "melds/meld_rules.h"
#include "melds/qualification.h"
#include "solver/hand_solver.h"
#include "solver/solver_rules.h"
#include "test_registry.h"

using namespace rummy;

namespace {

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

// n distinct faces from `pool` (a partial Fisher-Yates).
std::vector<Face> draw(Rng& rng, std::vector<Face> pool, int n) {
    for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i) {
        const auto j = i + static_cast<std::size_t>(rng.below(pool.size() - i));
        std::swap(pool[i], pool[j]);
    }
    return {pool.begin(), pool.begin() + n};
}

std::vector<Face> deck() {
    std::vector<Face> out;
    for (int i = 0; i < 52; ++i) out.push_back(Face::fromIndex(i));
    return out;
}

// Cards of four adjacent ranks only (16 cards): runs and sets everywhere, the solver's and the
// reference's hardest hands.
std::vector<Face> meldDense(Rng& rng, int n) {
    const int low = static_cast<int>(rng.below(10));  // ranks low..low+3, ace = 0
    std::vector<Face> pool;
    for (int s = 0; s < 4; ++s)
        for (int r = low; r < low + 4; ++r) pool.push_back(Face::fromIndex(s * 13 + r));
    return draw(rng, pool, n);
}

int valueOf(std::span<const Face> cards) {
    int sum = 0;
    for (Face f : cards) sum += ginValue(f);
    return sum;
}

// What is wrong with `h` as the best Gin arrangement of `hand` (empty when nothing): every
// meld a set or a run under Gin's meld rules, sorted; melds and deadwood partition the hand;
// the deadwood adds up and is the reference's least.
QString checkGinHand(std::span<const Face> hand, const GinHand& h, int least) {
    std::vector<Face> all = h.deadwoodCards;
    for (const auto& m : h.melds) {
        const MeldKind k = classify(m, MeldRules::gin(), WildCards::none());
        if (k != MeldKind::Set && k != MeldKind::PureRun)
            return QStringLiteral("%1 is no Gin meld").arg(textOf(m));
        if (!std::is_sorted(m.begin(), m.end()))
            return QStringLiteral("meld %1 not sorted").arg(textOf(m));
        all.insert(all.end(), m.begin(), m.end());
    }
    if (!std::is_sorted(h.deadwoodCards.begin(), h.deadwoodCards.end()))
        return QStringLiteral("deadwood not sorted");
    std::vector<Face> want(hand.begin(), hand.end());
    std::sort(all.begin(), all.end());
    std::sort(want.begin(), want.end());
    if (all != want) return QStringLiteral("melds and deadwood do not partition the hand");
    if (valueOf(h.deadwoodCards) != h.deadwood)
        return QStringLiteral("deadwood cards add up to %1, not %2")
            .arg(valueOf(h.deadwoodCards))
            .arg(h.deadwood);
    if (h.deadwood != least)
        return QStringLiteral("deadwood %1, reference %2").arg(h.deadwood).arg(least);
    return {};
}

// Every check on one hand; empty when all pass.
QString checkHand(const std::vector<Face>& hand) {
    const int least = test::referenceGinDeadwood(hand);
    const int deadwood = ginDeadwood(hand);
    if (deadwood != least)
        return QStringLiteral("ginDeadwood %1, reference %2").arg(deadwood).arg(least);
    QString problem = checkGinHand(hand, bestGinHand(hand), least);
    if (!problem.isEmpty()) return problem;
    if (hand.size() == 11) {
        const GinDiscard got = bestGinDiscard(hand);
        const GinDiscard want = test::referenceGinDiscard(hand);
        if (!(got == want))
            return QStringLiteral("bestGinDiscard %1 leaving %2, reference %3 leaving %4")
                .arg(QString::fromStdString(got.discard.toString()))
                .arg(got.deadwood)
                .arg(QString::fromStdString(want.discard.toString()))
                .arg(want.deadwood);
    }
    return {};
}

const SolverRules& indian21() {
    static const SolverRules rules = SolverRules::of(defaultRules(Variant::Indian21));
    return rules;
}

}  // namespace

class TestGinHand : public QObject {
    Q_OBJECT

private slots:
    void presets() {
        // The 13-card preset is the solver's old constants: Face::pointValue, aces both ways,
        // one pure sequence and two in all.
        const SolverRules& indian = SolverRules::indian13();
        for (int i = 0; i < 52; ++i) {
            const Face f = Face::fromIndex(i);
            QCOMPARE(indian.value(f), f.pointValue());
            QCOMPARE(SolverRules::gin().value(f), ginValue(f));
        }
        QCOMPARE(indian.ace, AcePlay::LowOrHigh);
        QCOMPARE(int(indian.pureRuns), 1);
        QCOMPARE(int(indian.runs), 2);
        QVERIFY(indian.meldRules() == MeldRules::indian13());
        QCOMPARE(SolverRules::gin().ace, AcePlay::LowOnly);
        QCOMPARE(int(SolverRules::gin().pureRuns), 0);
        QCOMPARE(int(SolverRules::gin().runs), 0);
        QCOMPARE(int(SolverRules::gin().maxSetSize), 4);
        QCOMPARE(indian.finishTie, FinishTie::SearchOrder);
        QCOMPARE(SolverRules::gin().finishTie, FinishTie::HigherCard);
        QCOMPARE(int(indian21().pureRuns), 3);
        QCOMPARE(int(indian21().runs), 3);
        // Caps beyond what the solver counts are kept at its most.
        const auto many =
            SolverRules::of(CardValues::indian(), MeldRules::indian13(), {5, 7, true});
        QCOMPARE(int(many.pureRuns), SolverRules::kMaxCap);
        QCOMPARE(int(many.runs), SolverRules::kMaxCap);
    }

    void workedExamples_data() {
        QTest::addColumn<QString>("cards");
        QTest::addColumn<int>("deadwood");
        // Three kings, 5-6-7 of spades, 9-10-J of clubs: only J♦ is left, 10.
        QTest::newRow("kings, two runs") << "KS KC KD 5S 6S 7S 9C 10C JC JD" << 10;
        // Three runs of 5-6-7: only the ace is left, and an ace is 1 in Gin.
        QTest::newRow("three runs and an ace") << "AS 5S 6S 7S 5C 6C 7C 5D 6D 7D" << 1;
        // Q-K-A is no run in Gin (the ace is low only): 10 + 10 + 1.
        QTest::newRow("no run round the top") << "QS KS AS" << 21;
        QTest::newRow("ace low run") << "AS 2S 3S" << 0;
        // 7♠ in the run leaves 7♥ 7♦ 4♥ 9♦ (27); in the set, 5♠ 6♠ 4♥ 9♦ (24).
        QTest::newRow("card in a run or a set") << "5S 6S 7S 7H 7D 4H 9D" << 24;
        // A set of four, or a set of three and a run of four: both leave nothing.
        QTest::newRow("set of four or a run") << "8S 8H 8D 8C 9C 10C JC" << 0;
        QTest::newRow("nothing") << "" << 0;
    }

    void workedExamples() {
        QFETCH(QString, cards);
        QFETCH(int, deadwood);
        const auto hand = cardsOf(cards);
        QCOMPARE(test::referenceGinDeadwood(hand), deadwood);
        QCOMPARE(ginDeadwood(hand), deadwood);
        QCOMPARE(HandSolver::points(SolverRules::gin(), hand, WildRank{}), deadwood);
        const QString problem = checkGinHand(hand, bestGinHand(hand), deadwood);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void discards_data() {
        QTest::addColumn<QString>("cards");
        QTest::addColumn<QString>("discard");
        QTest::addColumn<int>("deadwood");
        // The kings and runs above plus Q♥: Q♥ and J♦ are left, 10 each. Either discard leaves
        // 10; the lower face index goes, Q♥ (24; hearts come before diamonds, J♦ is 36).
        QTest::newRow("tie on value, lower index") << "KS KC KD 5S 6S 7S 9C 10C JC JD QH"
                                                   << "QH" << 10;
        // Everything melds (9 to K of spades is one run): either end of the run goes at no cost,
        // and the king is the higher card.
        QTest::newRow("run of four sheds an end") << "9S 10S JS QS 2H 3H 4H 7C 7D 7H KS"
                                                  << "KS" << 0;
        QTest::newRow("one card") << "5H"
                                  << "5H" << 0;
    }

    void discards() {
        QFETCH(QString, cards);
        QFETCH(QString, discard);
        QFETCH(int, deadwood);
        const auto hand = cardsOf(cards);
        const GinDiscard want = test::referenceGinDiscard(hand);
        QCOMPARE(QString::fromStdString(want.discard.toString()), discard);
        QCOMPARE(want.deadwood, deadwood);
        const GinDiscard got = bestGinDiscard(hand);
        QCOMPARE(QString::fromStdString(got.discard.toString()), discard);
        QCOMPARE(got.deadwood, deadwood);
    }

    // The solver and the reference on seeded random hands of 10 and 11 cards, and on hands of
    // four adjacent ranks only.
    void random10() { randomHands(0x61110, test::corpusSize(100000), 10, false); }
    void random11() { randomHands(0x61111, test::corpusSize(100000), 11, false); }
    void meldDense10() { randomHands(0x6D010, test::corpusSize(10000), 10, true); }
    void meldDense11() { randomHands(0x6D011, test::corpusSize(10000), 11, true); }

    // gin_hand.cpp keeps recent answers per thread, keyed by the set of cards. A hand asked
    // again, in another order, gets the same (right) answer; a hand that repeats a face is not
    // the set of its distinct cards.
    void recentAnswers() {
        Rng rng(0x6E40);
        std::vector<std::vector<Face>> hands;
        for (int i = 0; i < 3000; ++i) hands.push_back(draw(rng, deck(), 10 + i % 2));
        for (int pass = 0; pass < 3; ++pass) {
            for (std::vector<Face> hand : hands) {
                std::rotate(hand.begin(), hand.begin() + pass, hand.end());
                if (pass == 2) std::reverse(hand.begin(), hand.end());
                const QString problem = checkHand(hand);
                if (!problem.isEmpty())
                    QFAIL(qPrintable(
                        QStringLiteral("pass %1: %2; %3").arg(pass).arg(problem, textOf(hand))));
            }
        }
        QCOMPARE(ginDeadwood(cardsOf("5H 6H 7H")), 0);
        QCOMPARE(ginDeadwood(cardsOf("5H 5H 6H 7H")), 5);
        QCOMPARE(bestGinDiscard(cardsOf("5H 6H 7H KS")).deadwood, 0);
        QCOMPARE(bestGinDiscard(cardsOf("5H 6H 7H KS KS")).deadwood, 10);
    }

    // 21-card Indian Rummy's qualification, three pure sequences, through the same search:
    // hands worked out by hand (the values are the Indian ones; no cap).
    void qualification21_data() {
        QTest::addColumn<QString>("cards");
        QTest::addColumn<QString>("wild");
        QTest::addColumn<int>("points21");
        QTest::addColumn<int>("points13");
        QTest::addColumn<bool>("valid21");
        // Three pure runs and a set; 4♣ 8♣ are left in both games.
        QTest::newRow("three pure") << "2H 3H 4H 5S 6S 7S 9D 10D JD KC KS KD 4C 8C"
                                    << "-" << 12 << 12 << false;
        // Two pure runs and an impure one: enough for 13 cards, not for 21, where every card
        // counts: 9 + 18 + 19 + 30 + 12 = 88.
        QTest::newRow("two pure and an impure") << "2H 3H 4H 5S 6S 7S 9D JK JD KC KS KD 4C 8C"
                                                << "-" << 88 << 12 << false;
        // The wild 5♥ in its own place keeps 3-4-5 of hearts pure: three pure runs, 2♣ 7♣ left.
        QTest::newRow("wild card in its own place") << "3H 4H 5H 6S 7S 8S 9D 10D JD 2C 7C"
                                                    << "5" << 9 << 9 << false;
        // Three decks: three copies of each card make three pure runs of 5-6-7 of hearts.
        QTest::newRow("three copies of a card") << "5H 5H 5H 6H 6H 6H 7H 7H 7H"
                                                << "-" << 0 << 0 << true;
        QTest::newRow("three copies and a king") << "5H 5H 5H 6H 6H 6H 7H 7H 7H KS"
                                                 << "-" << 10 << 10 << false;
        // Many jokers: twelve jokers beside three pure runs make runs of their own.
        QTest::newRow("twelve jokers") << "2H 3H 4H 5S 6S 7S 9D 10D JD JK JK JK JK JK JK JK JK JK "
                                          "JK JK JK"
                                       << "-" << 0 << 0 << true;
        // Twenty jokers and one king: in 13-card no pure run is possible, so the king counts;
        // in 21-card three printed jokers are a tunnela, a pure sequence, and six of them with
        // K♠ and two jokers hold every card.
        QTest::newRow("twenty jokers")
            << "KS JK JK JK JK JK JK JK JK JK JK JK JK JK JK JK JK JK JK JK JK"
            << "-" << 0 << 10 << true;
        // Three pure runs (A-4 of spades, Q-K-A of hearts with the ace high, 6-8 of diamonds):
        // 9♣ is left in both games.
        QTest::newRow("long runs") << "AS 2S 3S 4S QH KH AH 6D 7D 8D 9C"
                                   << "-" << 9 << 9 << false;
    }

    void qualification21() {
        QFETCH(QString, cards);
        QFETCH(QString, wild);
        QFETCH(int, points21);
        QFETCH(int, points13);
        QFETCH(bool, valid21);
        const auto hand = cardsOf(cards);
        WildRank w;
        if (wild != QLatin1String("-")) w.rank = parseRank(wild.toStdString());
        QCOMPARE(HandSolver::points(indian21(), hand, w), points21);
        QCOMPARE(HandSolver::points(SolverRules::indian13(), hand, w), points13);
        const auto size = static_cast<int>(hand.size());
        const HandEvaluation e =
            HandSolver::evaluate(indian21(), hand, w, ScoringOptions::uncapped(), size);
        QCOMPARE(e.points, points21);
        QCOMPARE(e.valid, valid21);
        if (valid21) {
            std::vector<std::vector<Face>> groups;
            for (const Group& g : e.groups) groups.push_back(g.cards);
            const Declaration d = checkDeclaration(groups, MeldRules::indian21(), WildCards::of(w),
                                                   Qualification::indian21(), size);
            QVERIFY2(d.valid, "the arrangement shown is no 21-card declaration");
        }
    }

    // One thread switching between rule sets must answer as threads that each keep to one: a
    // table of one rule set is never read for another (the memo keys carry the rules' id).
    // Three sets that share most of their tables' keys: 13-card, Gin, and 13-card with Gin's
    // values.
    void rulesKeptApart() {
        const SolverRules mixed =
            SolverRules::of(CardValues::gin(), MeldRules::indian13(), Qualification::indian13());
        const std::array<const SolverRules*, 3> sets{&SolverRules::indian13(), &SolverRules::gin(),
                                                     &mixed};
        Rng rng(0x5E75);
        std::vector<std::vector<Face>> hands;
        for (int i = 0; i < 3000; ++i)
            hands.push_back(draw(rng, deck(), 10 + static_cast<int>(rng.below(5))));
        std::array<std::vector<int>, 3> alone;
        for (std::size_t k = 0; k < sets.size(); ++k) {
            std::thread worker([&, k] {
                for (const auto& h : hands)
                    alone[k].push_back(HandSolver::points(*sets[k], h, WildRank{}));
            });
            worker.join();
        }
        for (std::size_t i = 0; i < hands.size(); ++i)
            for (std::size_t k = 0; k < sets.size(); ++k) {
                const int got = HandSolver::points(*sets[k], hands[i], WildRank{});
                if (got != alone[k][i])
                    QFAIL(qPrintable(QStringLiteral("rule set %1: %2 mixed, %3 alone; %4")
                                         .arg(k)
                                         .arg(got)
                                         .arg(alone[k][i])
                                         .arg(textOf(hands[i]))));
            }
        // The mixed set scores an ace 1 where 13-card scores 10.
        const auto aces = cardsOf(QStringLiteral("AS AH 5C 9D"));
        QCOMPARE(HandSolver::points(mixed, aces, WildRank{}), 16);
        QCOMPARE(HandSolver::points(SolverRules::indian13(), aces, WildRank{}, {1000, false}), 34);
    }

    // FinishTie::HigherCard is a rule like any other: under 13-card, 21-card and Gin's rules
    // with jokers (two decks, a wild rank), bestFinish sets aside, of the cards that leave the
    // fewest points, the higher card (a joker is worth 0 in hand), then the lower face index;
    // checked against every card taken out in turn.
    void finishTieWithJokers() {
        std::vector<SolverRules> sets{SolverRules::indian13(), indian21(), SolverRules::gin()};
        for (auto& r : sets) r.finishTie = FinishTie::HigherCard;
        std::vector<Face> shoe;
        for (int copy = 0; copy < 2; ++copy)
            for (int i = 0; i < Face::kCount; ++i) shoe.push_back(Face::fromIndex(i));
        Rng rng(0x71E);
        for (int i = 0; i < 6000; ++i) {
            const SolverRules& rules = sets[static_cast<std::size_t>(i) % sets.size()];
            const auto hand = draw(rng, shoe, 8 + static_cast<int>(rng.below(7)));
            const auto r = static_cast<int>(rng.below(14));
            const WildRank wild = r == 0 ? WildRank{} : WildRank{static_cast<Rank>(r)};
            auto worth = [&](Face f) { return wild.isJoker(f) ? 0 : rules.value(f); };
            std::optional<Face> want;
            int least = 0;
            for (std::size_t k = 0; k < hand.size(); ++k) {
                std::vector<Face> rest = hand;
                rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(k));
                const int p = HandSolver::points(rules, rest, wild);
                const Face f = hand[k];
                const bool better =
                    !want || p < least ||
                    (p == least && (worth(f) != worth(*want) ? worth(f) > worth(*want)
                                                             : f.index() < want->index()));
                if (better) {
                    want = f;
                    least = p;
                }
            }
            const HandSolver::Finish got = HandSolver::bestFinish(rules, hand, wild);
            if (got.points != least || got.card != *want)
                QFAIL(qPrintable(QStringLiteral("rules %1, wild %2: bestFinish %3 leaving %4, "
                                                "expected %5 leaving %6; %7")
                                     .arg(i % 3)
                                     .arg(r)
                                     .arg(QString::fromStdString(got.card.toString()))
                                     .arg(got.points)
                                     .arg(QString::fromStdString(want->toString()))
                                     .arg(least)
                                     .arg(textOf(hand))));
        }
    }

    // Jokers are worth 0 in hand, so among spare jokers the lower face index goes: a wild card
    // (its own face) before the printed joker (the last face).
    void jokerTies() {
        SolverRules rules = SolverRules::gin();  // no qualification; jokers from the wild rank
        const WildRank five{Rank::Five};
        QCOMPARE(HandSolver::bestFinish(rules, cardsOf(QStringLiteral("5H JK")), five).card,
                 Face(Rank::Five, Suit::Hearts));
        QCOMPARE(HandSolver::bestFinish(rules, cardsOf(QStringLiteral("JK 5H 5S")), five).card,
                 Face(Rank::Five, Suit::Spades));
        // The search's own order gives up a printed joker first.
        rules.finishTie = FinishTie::SearchOrder;
        QCOMPARE(HandSolver::bestFinish(rules, cardsOf(QStringLiteral("5H JK")), five).card,
                 Face::joker());
    }

    // pointsBelow: the points when they are below the limit, else at least the limit; under
    // Gin's rules (a knock's "at most x?") and 13-card's, with jokers and the qualification.
    void pointsBelowLimit() {
        std::vector<Face> shoe;
        for (int copy = 0; copy < 2; ++copy)
            for (int i = 0; i < Face::kCount; ++i) shoe.push_back(Face::fromIndex(i));
        Rng rng(0xB310);
        for (int i = 0; i < 20000; ++i) {
            const bool gin = i % 2 == 0;
            const SolverRules& rules = gin ? SolverRules::gin() : SolverRules::indian13();
            const auto hand =
                gin ? draw(rng, deck(), 10 + static_cast<int>(rng.below(2))) : draw(rng, shoe, 13);
            const WildRank wild = gin ? WildRank{} : WildRank{static_cast<Rank>(1 + rng.below(13))};
            const int limit = static_cast<int>(rng.below(gin ? 40 : 100));
            const int points = HandSolver::points(rules, hand, wild);
            const int below = HandSolver::pointsBelow(rules, hand, wild, limit);
            if (points < limit ? below != points : below < limit)
                QFAIL(qPrintable(QStringLiteral("limit %1: pointsBelow %2, points %3; %4")
                                     .arg(limit)
                                     .arg(below)
                                     .arg(points)
                                     .arg(textOf(hand))));
        }
    }

private:
    static void randomHands(std::uint64_t seed, int count, int size, bool dense) {
        Rng rng(seed);
        for (int i = 0; i < count; ++i) {
            const auto hand = dense ? meldDense(rng, size) : draw(rng, deck(), size);
            const QString problem = checkHand(hand);
            if (!problem.isEmpty())
                QFAIL(qPrintable(QStringLiteral("%1; %2").arg(problem, textOf(hand))));
        }
    }
};

RUMMY_TEST_APPLESS_MAIN(TestGinHand)

#include "test_gin_hand.moc"

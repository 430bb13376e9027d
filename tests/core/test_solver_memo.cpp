// SPDX-License-Identifier: GPL-3.0-or-later
// The solver's per-thread memo never changes an answer: on seeded random hands of every game
// the solver serves (13 and 14 cards under 13-card's rules, 21 and 22 under 21-card's, random and
// joker-dense, Gin's 10 and 11), each call gives the same answer cold (HandSolver::clearMemo()
// or clearGinMemo() just before it: every table built anew) as warm (the same hands asked again
// once the memo holds their tables). The hands are many enough that the memo's index grows
// several times and is cleared both ways (slot by slot when few are used, whole when many are).
// The table games' memo of recent hands is checked the same way.
#include <QtTest>

#include <vector>

#include "cards/card.h"
#include "cards/rng.h"
#include "gin/gin_hand.h"
#include "hands21.h"
#include "solver/hand_solver.h"
#include "table/table_hand.h"
#include "test_registry.h"

using namespace rummy;

namespace {

// Everything a caller can ask of one hand, as a comparable value.
struct Answers {
    int points = 0;
    int below = 0;
    HandSolver::Finish finish;
    HandEvaluation evaluation;
    bool operator==(const Answers& o) const {
        return points == o.points && below == o.below && finish.card == o.finish.card &&
               finish.points == o.finish.points && finish.valid == o.finish.valid &&
               evaluation.points == o.evaluation.points && evaluation.valid == o.evaluation.valid &&
               evaluation.groups == o.evaluation.groups && evaluation.finish == o.evaluation.finish;
    }
};

struct Hand {
    std::vector<Face> cards;
    WildCards wild;
};

Answers ask(const SolverRules& rules, const Hand& h, ScoringOptions opts, int handSize) {
    Answers a;
    a.points = HandSolver::points(rules, h.cards, h.wild, opts);
    a.below = HandSolver::pointsBelow(rules, h.cards, h.wild, 25, opts);
    if (static_cast<int>(h.cards.size()) == handSize + 1)
        a.finish = HandSolver::bestFinish(rules, h.cards, h.wild, opts);
    a.evaluation = HandSolver::evaluate(rules, h.cards, h.wild, opts, handSize);
    return a;
}

QString textOf(const Hand& h) {
    QStringList words;
    for (const Face f : h.cards) words << QString::fromStdString(f.toString());
    return words.join(QLatin1Char(' '));
}

// Every hand cold, then every hand warm (after one pass that fills the memo), compared.
void compare(const SolverRules& rules, const std::vector<Hand>& hands, ScoringOptions opts,
             int handSize) {
    std::vector<Answers> cold;
    cold.reserve(hands.size());
    for (const Hand& h : hands) {
        HandSolver::clearMemo();
        cold.push_back(ask(rules, h, opts, handSize));
    }
    for (const Hand& h : hands) ask(rules, h, opts, handSize);
    for (std::size_t i = 0; i < hands.size(); ++i) {
        if (!(ask(rules, hands[i], opts, handSize) == cold[i]))
            QFAIL(qPrintable(QStringLiteral("warm and cold answers differ: ") + textOf(hands[i])));
    }
}

std::vector<Face> draw(Rng& rng, std::vector<Face> pool, int n) {
    for (int i = 0; i < n; ++i) {
        const auto j =
            static_cast<std::size_t>(i) +
            static_cast<std::size_t>(rng.below(pool.size() - static_cast<std::size_t>(i)));
        std::swap(pool[static_cast<std::size_t>(i)], pool[j]);
    }
    return {pool.begin(), pool.begin() + n};
}

std::vector<Face> deck(int copies, int jokers) {
    std::vector<Face> out;
    for (int c = 0; c < copies; ++c)
        for (int i = 0; i < 52; ++i) out.push_back(Face::fromIndex(i));
    out.insert(out.end(), static_cast<std::size_t>(jokers), Face::joker());
    return out;
}

}  // namespace

class TestSolverMemo : public QObject {
    Q_OBJECT

private slots:
    void indian13() {
        Rng rng(0x3E301);
        std::vector<Hand> hands;
        for (int i = 0; i < 3000; ++i) {
            Hand h;
            h.cards = draw(rng, deck(2, 2), 13 + i % 2);
            const auto r = static_cast<int>(rng.below(14));
            if (r != 0) h.wild = WildCards::of(WildRank{static_cast<Rank>(r)});
            hands.push_back(std::move(h));
        }
        compare(SolverRules::indian13(), hands, {}, 13);
    }

    void indian21() {
        Rng rng(0x3E321);
        std::vector<Hand> hands;
        for (int i = 0; i < 1500; ++i) {
            const int size = 21 + i % 2;
            const test::Deal21 d =
                i % 3 == 0 ? test::denseDeal21(rng, size) : test::randomDeal21(rng, size);
            hands.push_back({d.hand, d.wild});
        }
        compare(SolverRules::indian21(), hands, {120, false}, 21);
    }

    void gin() {
        Rng rng(0x3E361);
        std::vector<Hand> hands;
        for (int i = 0; i < 4000; ++i) hands.push_back({draw(rng, deck(1, 0), 10 + i % 2), {}});
        compare(SolverRules::gin(), hands, ScoringOptions::uncapped(), 10);
        // Gin's own calls, with their recent answers cleared too.
        std::vector<int> deadwood;
        std::vector<GinDiscard> discards;
        std::vector<GinHand> arrangements;
        for (const Hand& h : hands) {
            clearGinMemo();
            deadwood.push_back(ginDeadwood(h.cards));
            clearGinMemo();
            discards.push_back(h.cards.size() == 11 ? bestGinDiscard(h.cards) : GinDiscard{});
            clearGinMemo();
            arrangements.push_back(bestGinHand(h.cards));
        }
        for (std::size_t i = 0; i < hands.size(); ++i) {
            const auto& cards = hands[i].cards;
            QCOMPARE(ginDeadwood(cards), deadwood[i]);
            if (cards.size() == 11) QCOMPARE(bestGinDiscard(cards), discards[i]);
            QVERIFY(bestGinHand(cards) == arrangements[i]);
        }
    }

    void tableHands() {
        Rng rng(0x3E3A1);
        const TableMeldRules rules = TableMeldRules::rummy500();
        std::vector<std::vector<Face>> hands;
        for (int i = 0; i < 500; ++i) hands.push_back(draw(rng, deck(2, 4), 7 + i % 7));
        std::vector<TableHand> cold;
        for (const auto& h : hands) {
            clearRecentTableHands();
            cold.push_back(bestTableHand(rules, h));
        }
        for (std::size_t i = 0; i < hands.size(); ++i) {
            const TableHand warm = bestTableHand(rules, hands[i]);
            QCOMPARE(warm.melds, cold[i].melds);
            QCOMPARE(warm.meldValue, cold[i].meldValue);
            QCOMPARE(warm.left, cold[i].left);
        }
    }
};

RUMMY_TEST_APPLESS_MAIN(TestSolverMemo)
#include "test_solver_memo.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// TableRound::legalMoves against the straightforward generator it replaced
// (tests/support/reference_table_legal.h): on every position of random hands of the four
// table games, options drawn at random, the same moves in the same order (bots, game records,
// the bot protocol and the arena's counts read that list); and the checks that search the hand
// for a meld holding a card (pile draws, takes, swaps) answer as the reference's do.
#include <QtTest>

#include <string>

#include "corpus_size.h"
#include "support/reference_table_legal.h"
#include "support/table_round_adapter.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

std::string names(const std::vector<Move>& moves) {
    std::string out;
    for (const Move& m : moves) out += toString(m) + "; ";
    return out;
}

// The moves whose check searches for a meld holding a card, listed or not.
std::vector<Move> probes(const TableRound& r) {
    std::vector<Move> out;
    for (int n = 1; n <= static_cast<int>(r.pile().size()); ++n) out.push_back(moves::DrawOpen{n});
    for (const TableMeld& m : r.melds()) {
        for (const MeldCard& c : m.cards) out.push_back(moves::Take{c.card, m.number});
        for (Card c : r.hand(r.currentSeat())) out.push_back(moves::Swap{c, m.number});
    }
    return out;
}

}  // namespace

class TestTableLegalReference : public QObject {
    Q_OBJECT

private slots:
    void sameList_data() {
        QTest::addColumn<int>("variant");
        QTest::newRow("straight") << int(Variant::Straight);
        QTest::newRow("500") << int(Variant::Rummy500);
        QTest::newRow("51") << int(Variant::Rummy51);
        QTest::newRow("kaluki") << int(Variant::Kaluki);
    }

    void sameList() {
        QFETCH(int, variant);
        // RUMMY_LEGAL_HANDS=N runs N hands a game instead: a longer check after a change to the
        // list or to the checks.
        const int kHands = qEnvironmentVariableIsSet("RUMMY_LEGAL_HANDS")
                               ? qEnvironmentVariableIntValue("RUMMY_LEGAL_HANDS")
                               : test::corpusSize(250);
        long long positions = 0, listed = 0, probed = 0, stuck = 0;
        for (int hand = 0; hand < kHands; ++hand) {
            const std::uint64_t seed =
                7100000 + std::uint64_t(variant) * 1000 + std::uint64_t(hand);
            Rng rng(seed);
            const TableRules rules = randomTableRules(static_cast<Variant>(variant), rng);
            const int seats =
                rules.minSeats +
                static_cast<int>(rng.below(std::uint64_t(rules.maxSeats - rules.minSeats + 1)));
            TableRound r(rules, seats, static_cast<int>(rng.below(std::uint64_t(seats))), seed);
            TableDriver driver(seed ^ 0x5eed);
            while (!r.isOver()) {
                const std::vector<Move> legal = r.legalMoves();
                const std::vector<Move> expected = TableMoveLister::legalMoves(r);
                if (legal != expected)
                    QFAIL(("hand " + std::to_string(hand) + " move " +
                           std::to_string(r.history().size()) + "\n got:      " + names(legal) +
                           "\n expected: " + names(expected))
                              .c_str());
                for (const Move& m : probes(r)) {
                    if (bool(r.check(m)) != bool(TableMoveLister::check(r, m)))
                        QFAIL(("check of " + toString(m) + ", hand " + std::to_string(hand) +
                               " move " + std::to_string(r.history().size()))
                                  .c_str());
                    ++probed;
                }
                ++positions;
                listed += static_cast<long long>(legal.size());
                // A running hand always has a move (a joker swap once left none when the
                // turn's meld limit was not counted; swapWithinTheMeldLimit).
                if (legal.empty()) ++stuck;
                QVERIFY2(!legal.empty(),
                         ("hand " + std::to_string(hand) + " lists no move").c_str());
                QVERIFY(r.apply(driver.choose(r, legal)));
            }
        }
        qInfo("%lld positions, %lld moves listed, %lld checks probed, %lld hands without a move",
              positions, listed, probed, stuck);
        QVERIFY(positions > kHands * 20);
    }
};

RUMMY_TEST_GUILESS_MAIN(TestTableLegalReference)

#include "test_table_legal_reference.moc"

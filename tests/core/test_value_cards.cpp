// SPDX-License-Identifier: GPL-3.0-or-later
// 21-card Indian Rummy's value cards (core/indian/value_cards.h) and the round's settlement:
// the tables of both schemes, who pays whom, and the four worked examples of
// docs/rules.md, 21-card Indian Rummy with their numbers exactly as written there.
#include <QtTest>

#include "deals21.h"
#include "indian/hand_rules.h"
#include "indian/value_cards.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

void play(IndianRound& r, const Move& m) {
    const Status s = r.apply(m);
    QVERIFY2(s.ok(), errorCodeName(s.error()));
}

// Example 1's deal played out: A draws K♠ and declares at once.
RoundResult exampleOne(ValueScheme scheme) {
    IndianRules rules = rules21();
    rules.valueCards = scheme;
    IndianRound r = example1Round(rules);
    play(r, moves::DrawClosed{});
    play(r, example1Declaration());
    return r.result();
}

// Pip and court cards of one deck with no value card of a cut 8♥ and no 8 (the fillers of
// example 2's table).
std::vector<Card> noValueCards(int copy) {
    std::vector<Card> out;
    for (const char* n : {"2S",  "4S", "6S", "10S", "2H",  "4H", "6H", "10H", "2D", "4D", "6D",
                          "10D", "2C", "4C", "6C",  "10C", "QS", "QH", "QD",  "QC", "KS"})
        out.push_back(C(n, copy));
    return out;
}

}  // namespace

class TestValueCards : public QObject {
    Q_OBJECT
private slots:
    void facesOfTheCut();
    void classicTable();
    void adda52Table();
    void settlement();
    void adda52Cap();
    void exampleOneClassic();
    void exampleTwoMarriage();
    void exampleThreeAdda52();
    void exampleFourCount();
    void offPaysNothing();
    void droppedSeatIsOutOfTheSettlement();
    void voidDealSettlesNothing();
};

void TestValueCards::facesOfTheCut() {
    const auto f = [](const char* cut) { return *valueCardFaces(*parseFace(cut)); };
    QCOMPARE(f("8H"), (ValueFaces{*parseFace("8H"), *parseFace("9H"), *parseFace("7H")}));
    QCOMPARE(f("AH"), (ValueFaces{*parseFace("AH"), *parseFace("2H"), *parseFace("KH")}));
    QCOMPARE(f("KD"), (ValueFaces{*parseFace("KD"), *parseFace("AD"), *parseFace("QD")}));
    QCOMPARE(f("JK"), (ValueFaces{*parseFace("AS"), *parseFace("2S"), *parseFace("KS")}));
    QVERIFY(!valueCardFaces(std::nullopt));
    const ValueFaces eight = f("8H");
    const std::vector<Face> hand{*parseFace("7H"), *parseFace("7H"), *parseFace("8S"),
                                 *parseFace("9H"), *parseFace("JK"), *parseFace("8H")};
    QCOMPARE(valueHolding(hand, eight), (ValueHolding{1, 1, 2}));
}

void TestValueCards::classicTable() {
    QCOMPARE(classicValue({0, 0, 0}), 0);
    QCOMPARE(classicValue({1, 0, 0}), 10);
    QCOMPARE(classicValue({0, 2, 0}), 30);
    QCOMPARE(classicValue({0, 0, 3}), 50);
    QCOMPARE(classicValue({1, 1, 0}), 20);   // two kinds, no marriage
    QCOMPARE(classicValue({1, 1, 1}), 100);  // a marriage instead of 30
    QCOMPARE(classicValue({2, 2, 2}), 300);
    QCOMPARE(classicValue({3, 3, 3}), 500);
    QCOMPARE(classicValue({2, 1, 1}), 110);  // a marriage and a single
    QCOMPARE(classicValue({3, 2, 1}), 140);  // a marriage, two of one kind, one of another
    QCOMPARE(classicValue({0, 2, 3}), 80);
    QCOMPARE(valueOwed(ValueScheme::Off, {3, 3, 3}), 0);
    QCOMPARE(valueOwed(ValueScheme::Classic, {1, 1, 1}), 100);
}

void TestValueCards::adda52Table() {
    QCOMPARE(adda52Value({1, 0, 0}), 20);
    QCOMPARE(adda52Value({0, 2, 0}), 40);
    QCOMPARE(adda52Value({0, 0, 3}), 60);
    QCOMPARE(adda52Value({1, 1, 1}), 100);
    QCOMPARE(adda52Value({2, 1, 1}), 120);
    QCOMPARE(adda52Value({2, 2, 2}), 200);
    QCOMPARE(valueOwed(ValueScheme::Adda52, {1, 1, 0}), 40);
}

void TestValueCards::settlement() {
    // Seat 0 a single (10), seat 1 two of a kind (30), seat 2 nothing, seat 3 out of the deal
    // with a marriage it is not paid for.
    const std::vector<ValueHolding> h{{1, 0, 0}, {0, 2, 0}, {0, 0, 0}, {1, 1, 1}};
    const ValueSettlement s = settleValueCards(ValueScheme::Classic, h, {true, true, true, false});
    QCOMPARE(s.received, (std::vector<int>{20, 60, 0, 0}));
    QCOMPARE(s.paid, (std::vector<int>{30, 10, 40, 0}));
    QCOMPARE(s.net(0) + s.net(1) + s.net(2) + s.net(3), 0);
    const ValueSettlement off = settleValueCards(ValueScheme::Off, h, {true, true, true, true});
    QCOMPARE(off.received, (std::vector<int>(4, 0)));
    QCOMPARE(off.paid, (std::vector<int>(4, 0)));
}

void TestValueCards::adda52Cap() {
    // Five holders of two marriages (200 each) and a payer holding nothing: it owes 1,000 but
    // pays 240, to seats 1 and 2 (200 and 40) in turn order; the holders pay each other in full.
    std::vector<ValueHolding> h(6, ValueHolding{2, 2, 2});
    h[0] = {0, 0, 0};
    const ValueSettlement s = settleValueCards(ValueScheme::Adda52, h, std::vector<bool>(6, true));
    QCOMPARE(s.paid[0], 240);
    QCOMPARE(s.received[0], 0);
    // Every holder owes the four other holders 800: capped at 240 as well.
    for (int seat = 1; seat < 6; ++seat) QCOMPARE(s.paid[std::size_t(seat)], 240);
    int received = 0, paid = 0;
    for (int seat = 0; seat < 6; ++seat) {
        received += s.received[std::size_t(seat)];
        paid += s.paid[std::size_t(seat)];
    }
    QCOMPARE(received, paid);
    // Seat 1 is first after seat 0 and gets its 200 in full.
    const ValueSettlement one = settleValueCards(
        ValueScheme::Adda52, {{0, 0, 0}, {2, 2, 2}, {2, 2, 2}}, {true, true, true});
    QCOMPARE(one.paid[0], 240);
    QCOMPARE(one.received[1], 200 + 200);  // from seat 0 in full, and from seat 2
    QCOMPARE(one.received[2], 40 + 200);   // the rest of seat 0's cap, and seat 1's 200
}

void TestValueCards::exampleOneClassic() {
    // variants.md §1, example 1: A holds one 9♥, B two 7♥, C none.
    // Points won: A +155, B −35, C −120. Value cards: A +10 +10 −30 = −10; B +30 +30 −10 = +50;
    // C −10 −30 = −40. Totals: A 145, B 15, C −160.
    const RoundResult r = exampleOne(ValueScheme::Classic);
    QCOMPARE(r.points, (std::vector<int>{0, 35, 120}));
    QCOMPARE(r.valueReceived, (std::vector<int>{20, 60, 0}));
    QCOMPARE(r.valuePaid, (std::vector<int>{30, 10, 40}));
    QCOMPARE(r.net, (std::vector<int>{145, 15, -160}));
}

void TestValueCards::exampleTwoMarriage() {
    // Example 2: D holds 8♥ 9♥ 7♥, a marriage, with three other players in the deal: D gets
    // 100 from each, +300; each of the others pays 100 (not 3 × 10).
    // D (seat 0): 7-8-9♥ (the marriage, pure as itself) | 2-3-4♣ | 10-J-Q♦ | 5♠ 5♦ 5♣ |
    //             K♠ K♦ K♣ | 2♠ 2♥ 2♦ | 3♥ 3♠ 3♦, all of the first deck.
    const std::vector<Card> d =
        Cc({{"7H", 0}, {"8H", 0}, {"9H", 0}, {"2C", 0}, {"3C", 0}, {"4C", 0}, {"10D", 0},
            {"JD", 0}, {"QD", 0}, {"5S", 0}, {"5D", 0}, {"5C", 0}, {"KS", 0}, {"KD", 0},
            {"KC", 0}, {"2S", 0}, {"2H", 0}, {"2D", 0}, {"3H", 0}, {"3S", 0}, {"3D", 0}});
    // The fourth seat: first-deck cards D does not hold, no value card, no 8.
    const std::vector<Card> fourth =
        Cc({{"4S", 0}, {"6S", 0}, {"10S", 0}, {"4H", 0}, {"6H", 0}, {"10H", 0}, {"4D", 0},
            {"6D", 0}, {"6C", 0}, {"10C", 0}, {"QS", 0}, {"QH", 0}, {"QC", 0},  {"AS", 0},
            {"AH", 0}, {"AD", 0}, {"AC", 0},  {"JS", 0}, {"JH", 0}, {"JC", 0},  {"9S", 0}});
    IndianRound r = round21(rules21(), {d, noValueCards(1), noValueCards(2), fourth}, C("8H", 2),
                            C("9C", 0), Cc({{"KH", 0}}));
    play(r, moves::DrawClosed{});
    std::vector<std::vector<Card>> groups;
    for (std::size_t i = 0; i < d.size(); i += 3) groups.push_back({d[i], d[i + 1], d[i + 2]});
    play(r, moves::Finish{C("KH", 0), groups});
    const RoundResult res = r.result();
    QCOMPARE(res.winner, 0);
    QCOMPARE(res.valueReceived, (std::vector<int>{300, 0, 0, 0}));
    QCOMPARE(res.valuePaid, (std::vector<int>{0, 100, 100, 100}));
    // The net adds the points: D wins the others' counts.
    int won = 0;
    for (int s = 1; s < 4; ++s) {
        QCOMPARE(res.net[std::size_t(s)], -res.points[std::size_t(s)] - 100);
        won += res.points[std::size_t(s)];
    }
    QCOMPARE(res.net[0], won + 300);
}

void TestValueCards::exampleThreeAdda52() {
    // Example 3: the holdings of example 1 under Adda52: A gets 20 from each other player, B 40
    // from each. A: +20 +20 −40 = 0; B: +40 +40 −20 = +60; C: −20 −40 = −60.
    const RoundResult r = exampleOne(ValueScheme::Adda52);
    QCOMPARE(r.valueReceived, (std::vector<int>{40, 80, 0}));
    QCOMPARE(r.valuePaid, (std::vector<int>{40, 20, 60}));
    QCOMPARE(r.net, (std::vector<int>{155, 25, -180}));
}

void TestValueCards::exampleFourCount() {
    // Example 4: a loser with three pure sequences whose ungrouped cards are Q♠, a printed
    // joker and 8♣ (wild: 8 is the cut rank) pays 10, the queen alone. Ungrouped cards are
    // groups of one.
    const IndianRules rules = rules21();
    const WildCards wild = wildCardsFor(WildPolicy::CutRankAndValueCards, *parseFace("8H"));
    std::vector<std::vector<Face>> groups;
    for (const char* g : {"AS 2S 3S", "4D 5D 6D", "9C 10C JC", "KH KS KD", "7S 7D 7C", "4H 4S 4C",
                          "QS", "JK", "8C"}) {
        groups.emplace_back();
        for (const QString& f : QString(g).split(' '))
            groups.back().push_back(*parseFace(f.toStdString()));
    }
    QCOMPARE(shownPoints(rules, groups, wild), 10);
    // With 9-10-J♣ laid out as three cards of their own there are two pure sequences, and
    // every card counts, jokers 0: 15 + 15 + 29 + 30 + 21 + 12 + 10 = 132, capped at 120.
    groups[2] = {*parseFace("9C")};
    groups.push_back({*parseFace("10C")});
    groups.push_back({*parseFace("JC")});
    QCOMPARE(shownPoints(rules, groups, wild), 120);
    IndianRules uncapped = rules;
    uncapped.maxPoints = 500;
    QCOMPARE(shownPoints(uncapped, groups, wild), 132);
}

void TestValueCards::offPaysNothing() {
    const RoundResult r = exampleOne(ValueScheme::Off);
    QCOMPARE(r.valueReceived, (std::vector<int>{0, 0, 0}));
    QCOMPARE(r.valuePaid, (std::vector<int>{0, 0, 0}));
    QCOMPARE(r.net, (std::vector<int>{155, -35, -120}));
}

void TestValueCards::droppedSeatIsOutOfTheSettlement() {
    // Example 1's deal, but B (two 7♥) drops before its first draw: B pays 30 and is out of
    // the value cards. A is paid 10 by C alone.
    IndianRound r = example1Round();
    play(r, moves::DrawClosed{});
    play(r, moves::Discard{C("KS", 1)});
    play(r, moves::Drop{});
    play(r, moves::DrawClosed{});
    play(r, moves::Discard{r.hand(2).back()});
    play(r, moves::DrawClosed{});
    const Card drawn = r.hand(0).back();
    moves::Finish fin = example1Declaration();
    fin.card = drawn;
    play(r, fin);
    const RoundResult res = r.result();
    QCOMPARE(res.outcomes, (std::vector<Outcome>{Outcome::Won, Outcome::FirstDrop, Outcome::Lost}));
    QCOMPARE(res.points, (std::vector<int>{0, 30, 120}));
    QCOMPARE(res.valueReceived, (std::vector<int>{10, 0, 0}));
    QCOMPARE(res.valuePaid, (std::vector<int>{0, 0, 10}));
    QCOMPARE(res.net, (std::vector<int>{160, -30, -130}));
}

void TestValueCards::voidDealSettlesNothing() {
    // An invalid declaration that ends the deal (a house rule) leaves no winner: no value
    // cards are paid, and only the declarer's 120 count.
    IndianRules rules = rules21();
    rules.invalidDeclarationEndsRound = true;
    IndianRound r = example1Round(rules);
    play(r, moves::DrawClosed{});
    moves::Finish wrong = example1Declaration();
    std::swap(wrong.groups[0][0], wrong.groups[4][0]);  // 2♠ among the queens: two bad groups
    play(r, wrong);
    QVERIFY(r.isOver());
    const RoundResult res = r.result();
    QCOMPARE(res.winner, -1);
    QCOMPARE(res.valueReceived, (std::vector<int>{0, 0, 0}));
    QCOMPARE(res.net, (std::vector<int>{-120, 0, 0}));
    // While a round is on there is nothing to settle yet.
    const IndianRound fresh = example1Round();
    QVERIFY(fresh.result().net.empty());
}

RUMMY_TEST_APPLESS_MAIN(TestValueCards)

#include "test_value_cards.moc"

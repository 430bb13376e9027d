// SPDX-License-Identifier: GPL-3.0-or-later
// 21-card Indian Rummy rounds (core/indian/indian_round.h with rules.variant Indian21) on
// stacked shoes: the deal, the wild cards a cut card makes, declarations that need three pure
// sequences (tunnelas counting), what losers, drops and wrong declarations pay. Expected
// figures are worked out by hand from docs/rules.md, 21-card Indian Rummy, not taken from the
// engine.
#include <QtTest>
#include <algorithm>

#include "deals21.h"
#include "game/round.h"
#include "indian/hand_rules.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

void expectOk(IndianRound& r, const Move& m) {
    const Status s = r.apply(m);
    QVERIFY2(s.ok(), errorCodeName(s.error()));
    QCOMPARE(sorted(r.allCards()), Shoe::ordered(r.rules()));
}

std::vector<std::vector<Card>> groupsOf(const std::vector<Card>& cards,
                                        std::initializer_list<int> sizes) {
    std::vector<std::vector<Card>> out;
    std::size_t at = 0;
    for (int n : sizes) {
        out.emplace_back(cards.begin() + std::ptrdiff_t(at),
                         cards.begin() + std::ptrdiff_t(at + std::size_t(n)));
        at += std::size_t(n);
    }
    return out;
}

// Three hands of junk for the seats that only have to be there: pip cards of the second and
// third decks with no two in a row of one suit (2 4 6 10 of each suit, K♣ Q♦ ...).
std::vector<Card> filler(int copy) {
    std::vector<Card> out;
    for (const char* n : {"2S",  "4S", "6S", "10S", "2H",  "4H", "6H", "10H", "2D", "4D", "6D",
                          "10D", "2C", "4C", "6C",  "10C", "QS", "QH", "QD",  "QC", "KS"})
        out.push_back(C(n, copy));
    return out;
}

}  // namespace

class TestRound21 : public QObject {
    Q_OBJECT
private slots:
    void dealsTwentyOneFromThreeDecks();
    void wildCardsOfTheCut_data();
    void wildCardsOfTheCut();
    void exampleOneLosersPay();
    void twoPureSequencesAreAWrongDeclaration();
    void tunnelaCountsAsPure();
    void listedDeclarationIsValid();
    void drops();
    void valueCardOnTheOpenDeck();
    void exampleFourAsALoser();
    void thirteenCardIsUnchanged();
};

void TestRound21::dealsTwentyOneFromThreeDecks() {
    for (int players = 2; players <= 6; ++players) {
        auto created =
            IndianRound::create(rules21(), std::vector<bool>(std::size_t(players), true), 0, 42);
        QVERIFY(created);
        const IndianRound& r = created.value();
        for (int s = 0; s < players; ++s) QCOMPARE(int(r.hand(s).size()), 21);
        QCOMPARE(int(r.allCards().size()), 159);
        QCOMPARE(sorted(r.allCards()), Shoe::ordered(rules21()));
        QVERIFY(r.wildCard());
        QCOMPARE(r.closedDeckSize(), 159 - 21 * players - 2);
        // Through the family-blind interface too.
        const Round round(r);
        QCOMPARE(round.seats(), players);
        QCOMPARE(round.currentSeat(), 1 % players);
    }
}

void TestRound21::wildCardsOfTheCut_data() {
    QTest::addColumn<QString>("cut");
    QTest::addColumn<QString>("wild");     // wild faces besides the printed jokers
    QTest::addColumn<QString>("notWild");  // faces that look close but are not
    QTest::newRow("8H") << "8H"
                        << "8S 8H 8D 8C 9H 7H"
                        << "9S 7D 10H 6H";
    QTest::newRow("ace: 2 and K of the suit") << "AD"
                                              << "AS AC 2D KD"
                                              << "2S KH QD 3D";
    QTest::newRow("king: A and Q") << "KC"
                                   << "KS KH AC QC"
                                   << "AS QD JC 2C";
    QTest::newRow("joker: aces, 2S, KS") << "JK"
                                         << "AS AH AD AC 2S KS"
                                         << "2H KH QS 3S";
}

void TestRound21::wildCardsOfTheCut() {
    QFETCH(QString, cut);
    QFETCH(QString, wild);
    QFETCH(QString, notWild);
    const Face cutFace = *parseFace(cut.toStdString());
    const Card cutCard =
        cutFace.isPrintedJoker() ? Card::printedJoker(2) : Card::natural(2, cutFace);
    const IndianRound r = round21(rules21(), {filler(1), filler(2)}, cutCard, C("9C", 0));
    QCOMPARE(r.wildCard(), std::optional<Card>(cutCard));
    QVERIFY(r.wildCards().isWild(Face::joker()));
    for (const QString& f : wild.split(' '))
        QVERIFY2(r.wildCards().isWild(*parseFace(f.toStdString())), qPrintable(f));
    for (const QString& f : notWild.split(' '))
        QVERIFY2(!r.wildCards().isWild(*parseFace(f.toStdString())), qPrintable(f));
    QCOMPARE(r.wildCards(), dealWildCards(r.rules(), cutCard));
}

void TestRound21::exampleOneLosersPay() {
    IndianRound r = example1Round();
    QCOMPARE(r.currentSeat(), 0);
    expectOk(r, moves::DrawClosed{});
    QCOMPARE(r.hand(0).back(), C("KS", 1));
    expectOk(r, example1Declaration());
    QVERIFY(r.isOver());
    const RoundResult res = r.result();
    QCOMPARE(res.winner, 0);
    QCOMPARE(res.outcomes, (std::vector<Outcome>{Outcome::Won, Outcome::Lost, Outcome::Lost}));
    // B: three pure sequences, K♣ 9♦ 4♠ 6♣ 6♦ left = 35. C: 164, capped at 120.
    QCOMPARE(res.points, (std::vector<int>{0, 35, 120}));
    QCOMPARE(r.finishSlot(), std::optional<Card>(C("KS", 1)));
}

void TestRound21::twoPureSequencesAreAWrongDeclaration() {
    // Seat 0: 2-3-4♥ | 10-J-Q♣ (pure) | 5♣ 6♣ 9♥ (impure, 9♥ for 7♣) | K♠ K♦ K♥ |
    //         9♠ 9♦ 9♣ | 6♠ 6♦ 6♥ | A♠ A♦ A♣: every group a meld, but two pure sequences,
    //         and no arrangement of these cards has a third.
    const std::vector<Card> hand =
        Cc({{"2H", 0}, {"3H", 0}, {"4H", 0}, {"10C", 0}, {"JC", 0}, {"QC", 0}, {"5C", 0},
            {"6C", 0}, {"9H", 0}, {"KS", 0}, {"KD", 0},  {"KH", 0}, {"9S", 0}, {"9D", 0},
            {"9C", 0}, {"6S", 0}, {"6D", 0}, {"6H", 0},  {"AS", 0}, {"AD", 0}, {"AC", 0}});
    IndianRound r =
        round21(rules21(), {hand, filler(1), filler(2)}, C("8H", 0), C("7D", 0), Cc({{"AS", 1}}));
    expectOk(r, moves::DrawClosed{});
    // No valid declaration is listed for this hand.
    for (const Move& m : r.legalMoves()) QVERIFY(!std::holds_alternative<moves::Finish>(m));
    expectOk(r, moves::Finish{C("AS", 1), groupsOf(hand, {3, 3, 3, 3, 3, 3, 3})});
    QCOMPARE(r.outcome(0), Outcome::WrongDeclaration);
    QCOMPARE(r.result().points[0], 120);
    QVERIFY(!r.isOver());  // the others play on
    QCOMPARE(r.currentSeat(), 1);
    QCOMPARE(r.openDeck().back().card, C("AS", 1));
}

void TestRound21::tunnelaCountsAsPure() {
    // Seat 0: 9♣ 9♣ 9♣ (a tunnela) | 2-3-4♥ | 10-J-Q♦ (pure) | K♠ K♦ K♥ | 5♠ 5♦ 5♥ |
    //         J♠ J♥ J♣ | 3♠ 3♦ 3♣: three pure sequences with the tunnela, all melded.
    const std::vector<Card> hand =
        Cc({{"9C", 0}, {"9C", 1}, {"9C", 2}, {"2H", 0}, {"3H", 0}, {"4H", 0}, {"10D", 0},
            {"JD", 0}, {"QD", 0}, {"KS", 0}, {"KD", 0}, {"KH", 0}, {"5S", 0}, {"5D", 0},
            {"5H", 0}, {"JS", 0}, {"JH", 0}, {"JC", 0}, {"3S", 0}, {"3D", 0}, {"3C", 0}});
    IndianRound r =
        round21(rules21(), {hand, filler(1), filler(2)}, C("8H", 0), C("7D", 0), Cc({{"AS", 1}}));
    expectOk(r, moves::DrawClosed{});
    expectOk(r, moves::Finish{C("AS", 1), groupsOf(hand, {3, 3, 3, 3, 3, 3, 3})});
    QVERIFY(r.isOver());
    QCOMPARE(r.result().winner, 0);
    // The fillers: 2 4 6 10 of each suit, four queens and K♠, no meld of three pure
    // sequences: every card counts, far above the cap.
    QCOMPARE(r.result().points, (std::vector<int>{0, 120, 120}));
}

void TestRound21::listedDeclarationIsValid() {
    // The solver's declaration is listed and accepted as valid; with the same groups the
    // declaration check agrees.
    IndianRound r = example1Round();
    expectOk(r, moves::DrawClosed{});
    const auto legal = r.legalMoves();
    const auto it = std::find_if(legal.begin(), legal.end(), [](const Move& m) {
        return std::holds_alternative<moves::Finish>(m);
    });
    QVERIFY(it != legal.end());
    const auto& fin = std::get<moves::Finish>(*it);
    QCOMPARE(fin.card, C("KS", 1));  // the one card no meld wants
    std::vector<std::vector<Face>> faces;
    for (const auto& g : fin.groups) {
        faces.emplace_back();
        for (Card c : g) faces.back().push_back(c.face());
    }
    QVERIFY(declarationIsValid(r.rules(), faces, r.wildCards()));
    expectOk(r, *it);
    QCOMPARE(r.result().winner, 0);
    QCOMPARE(r.result().points, (std::vector<int>{0, 35, 120}));
}

void TestRound21::drops() {
    IndianRound r = example1Round();
    expectOk(r, moves::Drop{});  // seat 0 before its first draw
    QCOMPARE(r.outcome(0), Outcome::FirstDrop);
    QCOMPARE(r.result().points[0], 30);
    expectOk(r, moves::DrawClosed{});  // seat 1
    expectOk(r, moves::Discard{r.hand(1).back()});
    expectOk(r, moves::DrawClosed{});  // seat 2
    expectOk(r, moves::Discard{r.hand(2).back()});
    expectOk(r, moves::Drop{});  // seat 1 after drawing once
    QCOMPARE(r.outcome(1), Outcome::MiddleDrop);
    QVERIFY(r.isOver());
    QCOMPARE(r.result().points, (std::vector<int>{30, 75, 0}));
    QCOMPARE(r.result().winner, 2);
}

void TestRound21::valueCardOnTheOpenDeck() {
    // Cut 8♥: 7♥ is wild (the lower value card). As the dealer's first open card it may be
    // taken; thrown later it may not (jokerFromOpenDeck is off by default).
    IndianRound r =
        round21(rules21(), {filler(1), filler(2)}, C("8H", 0), C("7H", 0), Cc({{"9H", 0}}));
    QVERIFY(r.check(moves::DrawOpen{}).ok());
    expectOk(r, moves::DrawClosed{});
    QCOMPARE(r.hand(0).back(), C("9H", 0));
    expectOk(r, moves::Discard{C("9H", 0)});  // the upper value card
    QCOMPARE(r.check(moves::DrawOpen{}).error(), ErrorCode::JokerFromOpenDeck);
    IndianRules loose = rules21();
    loose.jokerFromOpenDeck = true;
    IndianRound l = round21(loose, {filler(1), filler(2)}, C("8H", 0), C("7H", 0), Cc({{"9H", 0}}));
    expectOk(l, moves::DrawClosed{});
    expectOk(l, moves::Discard{C("9H", 0)});
    QVERIFY(l.check(moves::DrawOpen{}).ok());
}

void TestRound21::exampleFourAsALoser() {
    // variants.md §1, example 4: three pure sequences with Q♠, a printed joker and 8♣ left
    // ungrouped count 10 as the loser grouped them. The round scores a loser by the best
    // arrangement, which melds Q♠ with the two jokers: the hand is valid, and a valid hand
    // that did not declare pays rules.validUndeclared (2).
    const std::vector<Card> four =
        Cc({{"AS", 1},  {"2S", 1}, {"3S", 1}, {"4D", 1}, {"5D", 1}, {"6D", 1}, {"9C", 1},
            {"10C", 1}, {"JC", 1}, {"KH", 1}, {"KS", 2}, {"KD", 1}, {"7S", 1}, {"7D", 1},
            {"7C", 1},  {"4H", 1}, {"4S", 2}, {"4C", 1}, {"QS", 1}, {"JK", 0}, {"8C", 1}});
    IndianRound r =
        round21(rules21(), {example1A(), four}, C("8H", 0), C("9C", 0), Cc({{"KS", 1}}));
    expectOk(r, moves::DrawClosed{});
    expectOk(r, example1Declaration());
    QCOMPARE(r.result().points, (std::vector<int>{0, 2}));
}

void TestRound21::thirteenCardIsUnchanged() {
    // The 13-card game's wild cards are the cut rank and the printed jokers, nothing beside.
    IndianRules rules = IndianRules::preset(MatchFormat::Points);
    auto r = IndianRound::create(rules, {true, true}, 0, 7).value();
    QCOMPARE(r.wildCards(), WildCards::of(r.wildRank()));
    QCOMPARE(int(r.hand(0).size()), 13);
    QCOMPARE(int(r.allCards().size()), 106);
}

RUMMY_TEST_APPLESS_MAIN(TestRound21)

#include "test_round21.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Scripted rounds on stacked shoes: the table of each scenario is in its comment, and the
// expected scores are worked out by hand from the rules, not taken from the engine.
#include <QtTest>

#include "indian/indian_round.h"
#include "scripted_deal.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

// Seat 0: AS 2S 3S 4S | 5H 6H 7H | 9D 9C 9H | QD QC QS   (already a valid declaration)
// Seat 1: 2D 3C 4H 5S 6D 7C 8H 9S 10D JC 2H 3D 4C        (no meld at all: 73 points)
// Wild card KC (kings are jokers); open card 10H; closed deck from the top: 2C 8C 5D 6C.
const std::vector<Card> kValidHand =
    Cs({"AS", "2S", "3S", "4S", "5H", "6H", "7H", "9D", "9C", "9H", "QD", "QC", "QS"});
const std::vector<Card> kJunkHand =
    Cs({"2D", "3C", "4H", "5S", "6D", "7C", "8H", "9S", "10D", "JC", "2H", "3D", "4C"});
// Seat 2 (when there is one), all second-deck cards:
//   5C 6C 7C (pure) | 8D 9D KH (impure, the king of hearts as 10D) | 2S 4H 6S 8H 10S QH QD
//   Best arrangement: the two sequences, the rest counts: 2+4+6+8+10+10+10 = 50 points.
std::vector<Card> mixedHand() {
    std::vector<Card> h;
    for (auto n : {"5C", "6C", "7C", "8D", "9D", "KH", "2S", "4H", "6S", "8H", "10S", "QH", "QD"})
        h.push_back(C(n, 1));
    return h;
}

IndianRound makeRound(const IndianRules& rules, std::vector<std::vector<Card>> hands, Card open,
                      std::optional<Card> wild = C("KC"),
                      std::vector<Card> closedTop = Cs({"2C", "8C", "5D", "6C"})) {
    const int n = int(hands.size());
    const int dealer = n - 1;  // so seat 0 plays first
    auto shoe =
        stackShoe(rules, dealer, hands, rules.wildJoker ? wild : std::nullopt, open, closedTop);
    auto r = IndianRound::withShoe(rules, std::vector<bool>(std::size_t(n), true), dealer, shoe, 1);
    if (!r) qFatal("bad stacked shoe");
    return r.value();
}

void checkAccounting(const IndianRound& r) {
    QCOMPARE(sorted(r.allCards()), Shoe::ordered(r.rules()));
}

// Applies `a` expecting `code`; on an error the state must not change at all.
void expectError(IndianRound& r, const Move& a, ErrorCode code) {
    const IndianRound before = r;
    QCOMPARE(r.check(a).error(), code);
    QCOMPARE(r.apply(a).error(), code);
    QVERIFY(r == before);
}

void expectOk(IndianRound& r, const Move& a) {
    const Status s = r.apply(a);
    QVERIFY2(s.ok(), errorCodeName(s.error()));
    checkAccounting(r);
}

std::vector<std::vector<Card>> oneGroup(const std::vector<Card>& cards) {
    return {cards};
}

}  // namespace

class TestRound : public QObject {
    Q_OBJECT
private slots:
    void drawDiscardFlow();
    void illegalMovesChangeNothing();
    void otherGamesMovesAreRefused();
    void jokerFromOpenDeck();
    void drops();
    void dropNotAllowedInBestOfTwo();
    void wrongDeclarationGoesOn();
    void wrongDeclarationEndsRoundOption();
    void validDeclarationScoresLosers();
    void validUndeclaredScoresTwo();
    void missedTurns();
    void missedTurnsWithoutDrops();
    void closedDeckRebuild();
    void stackedShoeMustBeTheShoe();
};

void TestRound::drawDiscardFlow() {
    IndianRound r = makeRound(IndianRules{}, {kValidHand, kJunkHand}, C("10H"));
    checkAccounting(r);
    QCOMPARE(r.currentSeat(), 0);
    QCOMPARE(r.phase(), Phase::Draw);
    QCOMPARE(*r.wildRank().rank, Rank::King);
    QCOMPARE(r.closedDeckSize(), 106 - 28);
    const auto legal = r.legalMoves();
    QCOMPARE(legal.size(), std::size_t(3));  // closed, open, drop

    expectOk(r, moves::DrawClosed{});
    QCOMPARE(r.phase(), Phase::Discard);
    QCOMPARE(r.hand(0).size(), std::size_t(14));
    QCOMPARE(r.hand(0).back(), C("2C"));
    QCOMPARE(r.history().back(), (PlayedMove{0, moves::DrawClosed{}, C("2C")}));
    expectOk(r, moves::Discard{C("2C")});
    QCOMPARE(r.openDeck().back(), (OpenCard{C("2C"), 0}));
    QCOMPARE(r.currentSeat(), 1);
    QCOMPARE(r.phase(), Phase::Draw);

    expectOk(r, moves::DrawOpen{});
    QCOMPARE(r.hand(1).back(), C("2C"));
    QCOMPARE(r.openDeck().back(), (OpenCard{C("10H"), -1}));
    expectOk(r, moves::Discard{C("10D")});
    QCOMPARE(r.openDeck().back(), (OpenCard{C("10D"), 1}));
    QVERIFY(r.hasDrawn(1));

    // Seat 0 draws 8C and now holds a valid hand plus one: the solver's Finish is listed.
    expectOk(r, moves::DrawClosed{});
    const auto actions = r.legalMoves();
    QCOMPARE(std::count_if(actions.begin(), actions.end(),
                           [](const Move& a) { return std::holds_alternative<moves::Discard>(a); }),
             14L);
    auto fin = std::find_if(actions.begin(), actions.end(),
                            [](const Move& a) { return std::holds_alternative<moves::Finish>(a); });
    QVERIFY(fin != actions.end());
    QCOMPARE(std::get<moves::Finish>(*fin).card, C("8C"));
    expectOk(r, *fin);
    QVERIFY(r.isOver());
    QCOMPARE(r.currentSeat(), -1);
    QCOMPARE(*r.finishSlot(), C("8C"));
    const RoundResult res = r.result();
    QCOMPARE(res.winner, 0);
    // Seat 1 swapped 10D for 2C: 2C 3C 4C is a pure sequence, but without a second sequence
    // every card counts: 73 - 10 + 2 = 65.
    QCOMPARE(res.points, (std::vector<int>{0, 65}));
    QCOMPARE(res.outcomes, (std::vector<Outcome>{Outcome::Won, Outcome::Lost}));
    QVERIFY(r.legalMoves().empty());
    expectError(r, moves::DrawClosed{}, ErrorCode::RoundOver);
    expectError(r, moves::MissTurn{}, ErrorCode::RoundOver);
}

// The moves of the other rummy games, and a draw of more than one open card, are no moves of
// this round in any phase: NotInThisGame, and nothing changes (expectError checks that).
void TestRound::otherGamesMovesAreRefused() {
    IndianRound r = makeRound(IndianRules{}, {kValidHand, kJunkHand}, C("10H"));
    const Card c = r.hand(0).front();
    const std::vector<Move> others{moves::DrawOpen{2},
                                   moves::Pass{},
                                   moves::Knock{c, {}},
                                   moves::Meld{{{{c, std::nullopt}}}},
                                   moves::LayOff{c, 1, std::nullopt},
                                   moves::Swap{c, 1},
                                   moves::Take{c, 1},
                                   moves::Done{}};
    for (const Move& m : others) expectError(r, m, ErrorCode::NotInThisGame);  // Draw phase
    expectOk(r, moves::DrawClosed{});
    for (const Move& m : others) expectError(r, m, ErrorCode::NotInThisGame);  // Discard phase
}

void TestRound::illegalMovesChangeNothing() {
    IndianRound r = makeRound(IndianRules{}, {kValidHand, kJunkHand}, C("10H"));
    expectError(r, moves::Discard{C("AS")}, ErrorCode::WrongPhase);
    expectError(r, moves::Finish{C("AS"), {}}, ErrorCode::WrongPhase);
    expectOk(r, moves::DrawClosed{});  // 2C
    expectError(r, moves::DrawClosed{}, ErrorCode::WrongPhase);
    expectError(r, moves::DrawOpen{}, ErrorCode::WrongPhase);
    expectError(r, moves::Drop{}, ErrorCode::WrongPhase);
    expectError(r, moves::Discard{C("2D")}, ErrorCode::CardNotInHand);     // seat 1 holds it
    expectError(r, moves::Discard{C("AS", 1)}, ErrorCode::CardNotInHand);  // other copy
    expectError(r, moves::Finish{C("10H"), oneGroup(kValidHand)}, ErrorCode::CardNotInHand);
    auto missing = kValidHand;
    missing.pop_back();
    expectError(r, moves::Finish{C("2C"), oneGroup(missing)}, ErrorCode::BadGroups);
    auto withFinishCard = kValidHand;
    withFinishCard.push_back(C("2C"));
    expectError(r, moves::Finish{C("2C"), oneGroup(withFinishCard)}, ErrorCode::BadGroups);
    auto duplicate = missing;
    duplicate.push_back(C("AS"));
    expectError(r, moves::Finish{C("2C"), oneGroup(duplicate)}, ErrorCode::BadGroups);
    auto foreign = missing;
    foreign.push_back(C("2D"));
    expectError(r, moves::Finish{C("2C"), oneGroup(foreign)}, ErrorCode::BadGroups);
    expectError(r, moves::Finish{C("2C"), {}}, ErrorCode::BadGroups);
    QCOMPARE(r.hand(0).size(), std::size_t(14));
}

// Wild card KC; the dealer turns up KD, a joker. Seat 1 holds a printed joker.
void TestRound::jokerFromOpenDeck() {
    auto hand1 = kJunkHand;
    hand1[12] = C("JK");
    for (bool allowed : {false, true}) {
        IndianRules rules;
        rules.jokerFromOpenDeck = allowed;
        IndianRound r = makeRound(rules, {kValidHand, hand1}, C("KD"));
        // The very first open card may be taken even though it is a joker.
        expectOk(r, moves::DrawOpen{});
        expectOk(r, moves::Discard{C("KD")});
        const auto legal = r.legalMoves();
        const bool listed = std::any_of(legal.begin(), legal.end(), [](const Move& a) {
            return std::holds_alternative<moves::DrawOpen>(a);
        });
        QCOMPARE(listed, allowed);
        if (!allowed) {
            expectError(r, moves::DrawOpen{}, ErrorCode::JokerFromOpenDeck);
            expectOk(r, moves::DrawClosed{});  // 2C
            expectOk(r, moves::Discard{C("JK")});
            expectError(r, moves::DrawOpen{}, ErrorCode::JokerFromOpenDeck);
        } else {
            expectOk(r, moves::DrawOpen{});
            QCOMPARE(r.hand(1).back(), C("KD"));
        }
    }
}

// Three seats (seat 0 first). Seat 0 drops at once, seat 1 after a draw: seat 2 wins.
void TestRound::drops() {
    IndianRound r = makeRound(IndianRules{}, {kValidHand, kJunkHand, mixedHand()}, C("10H"));
    expectOk(r, moves::Drop{});
    QCOMPARE(r.outcome(0), Outcome::FirstDrop);
    QCOMPARE(r.currentSeat(), 1);
    QCOMPARE(r.playingCount(), 2);
    expectOk(r, moves::DrawClosed{});
    expectOk(r, moves::Discard{r.hand(1).back()});
    QCOMPARE(r.currentSeat(), 2);  // seat 0 is skipped from now on
    expectOk(r, moves::DrawClosed{});
    expectOk(r, moves::Discard{r.hand(2).front()});
    QCOMPARE(r.currentSeat(), 1);
    expectOk(r, moves::Drop{});
    QVERIFY(r.isOver());
    const RoundResult res = r.result();
    QCOMPARE(res.winner, 2);
    QCOMPARE(res.points, (std::vector<int>{20, 40, 0}));
    QCOMPARE(res.outcomes,
             (std::vector<Outcome>{Outcome::FirstDrop, Outcome::MiddleDrop, Outcome::Won}));
    // Dropped hands stay with their seats, out of play: every card is still accounted for.
    QCOMPARE(r.hand(0), kValidHand);

    // Pool 201 drop values.
    IndianRound pool =
        makeRound(IndianRules::preset(MatchFormat::Pool201), {kValidHand, kJunkHand}, C("10H"));
    expectOk(pool, moves::Drop{});
    QCOMPARE(pool.result().points, (std::vector<int>{25, 0}));
    QCOMPARE(pool.result().winner, 1);
}

void TestRound::dropNotAllowedInBestOfTwo() {
    for (auto f : {MatchFormat::Deals2, MatchFormat::Deals3}) {
        IndianRound r = makeRound(IndianRules::preset(f), {kValidHand, kJunkHand}, C("10H"));
        const auto legal = r.legalMoves();
        QVERIFY(std::none_of(legal.begin(), legal.end(),
                             [](const Move& a) { return std::holds_alternative<moves::Drop>(a); }));
        expectError(r, moves::Drop{}, ErrorCode::DropNotAllowed);
    }
    IndianRound six =
        makeRound(IndianRules::preset(MatchFormat::Deals6), {kValidHand, kJunkHand}, C("10H"));
    expectOk(six, moves::Drop{});
}

// Three seats. Seat 0 declares its (valid) cards as one big group: invalid, 80 points, out;
// the finish card (2C) goes onto the open deck and seat 1 plays on. Seat 1 does the same:
// seat 2 is left alone and wins with 0.
void TestRound::wrongDeclarationGoesOn() {
    IndianRound r = makeRound(IndianRules{}, {kValidHand, kJunkHand, mixedHand()}, C("10H"));
    expectOk(r, moves::DrawClosed{});
    expectOk(r, moves::Finish{C("2C"), oneGroup(kValidHand)});
    QVERIFY(!r.isOver());
    QCOMPARE(r.outcome(0), Outcome::WrongDeclaration);
    QCOMPARE(r.openDeck().back(), (OpenCard{C("2C"), 0}));
    QVERIFY(!r.finishSlot());
    QCOMPARE(r.currentSeat(), 1);
    QCOMPARE(r.phase(), Phase::Draw);
    QCOMPARE(r.hand(0), kValidHand);
    expectOk(r, moves::DrawClosed{});  // 8C
    expectOk(r, moves::Finish{C("8C"), oneGroup(kJunkHand)});
    QVERIFY(r.isOver());
    const RoundResult res = r.result();
    QCOMPARE(res.winner, 2);
    QCOMPARE(res.points, (std::vector<int>{80, 80, 0}));
}

void TestRound::wrongDeclarationEndsRoundOption() {
    IndianRules rules;
    rules.invalidDeclarationEndsRound = true;
    IndianRound r = makeRound(rules, {kValidHand, kJunkHand, mixedHand()}, C("10H"));
    expectOk(r, moves::DrawClosed{});
    expectOk(r, moves::Finish{C("2C"), oneGroup(kValidHand)});
    QVERIFY(r.isOver());
    QCOMPARE(*r.finishSlot(), C("2C"));
    const RoundResult res = r.result();
    QCOMPARE(res.winner, -1);
    QCOMPARE(res.points, (std::vector<int>{80, 0, 0}));
    QCOMPARE(res.outcomes,
             (std::vector<Outcome>{Outcome::WrongDeclaration, Outcome::Lost, Outcome::Lost}));
}

// Three seats; seat 0 draws 2C and declares its four melds with 2C on the finish slot.
// Seat 1 scores 73 (no meld), seat 2 scores 50 (see mixedHand).
void TestRound::validDeclarationScoresLosers() {
    IndianRound r = makeRound(IndianRules{}, {kValidHand, kJunkHand, mixedHand()}, C("10H"));
    expectOk(r, moves::DrawClosed{});
    const std::vector<std::vector<Card>> groups{Cs({"AS", "2S", "3S", "4S"}),
                                                Cs({"5H", "6H", "7H"}), Cs({"9D", "9C", "9H"}),
                                                Cs({"QS", "QD", "QC"})};
    expectOk(r, moves::Finish{C("2C"), groups});
    QVERIFY(r.isOver());
    const RoundResult res = r.result();
    QCOMPARE(res.winner, 0);
    QCOMPARE(res.points, (std::vector<int>{0, 73, 50}));
    QCOMPARE(res.outcomes, (std::vector<Outcome>{Outcome::Won, Outcome::Lost, Outcome::Lost}));
    QCOMPARE(std::get<moves::Finish>(r.history().back().move).groups, groups);

    // The cap: with maxPoints 60 the 73-point hand pays 60.
    IndianRules capped;
    capped.maxPoints = 60;
    IndianRound c = makeRound(capped, {kValidHand, kJunkHand}, C("10H"));
    expectOk(c, moves::DrawClosed{});
    expectOk(c, moves::Finish{C("2C"), groups});
    QCOMPARE(c.result().points, (std::vector<int>{0, 60}));
}

// Seat 1 holds AH 2H 3H | 4D 5D 6D 7D | 10C JC QC | 8S 8C 8D: valid, but seat 0 declares first.
void TestRound::validUndeclaredScoresTwo() {
    std::vector<Card> hand1 =
        Cs({"AH", "2H", "3H", "4D", "5D", "6D", "7D", "10C", "JC", "8S", "8D"});
    hand1.push_back(C("8C", 1));  // the first 8C and QC are elsewhere
    hand1.push_back(C("QC", 1));
    IndianRound r = makeRound(IndianRules{}, {kValidHand, hand1}, C("10H"), C("KC"), {C("2C")});
    expectOk(r, moves::DrawClosed{});
    expectOk(r, moves::Finish{C("2C"), oneGroup(kValidHand)});  // one group: invalid
    QCOMPARE(r.result().winner, 1);                             // the only seat left
    QCOMPARE(r.result().points, (std::vector<int>{80, 0}));

    IndianRound v = makeRound(IndianRules{}, {kValidHand, hand1}, C("10H"), C("KC"), {C("2C")});
    expectOk(v, moves::DrawClosed{});
    expectOk(v, moves::Finish{C("2C"),
                              {Cs({"AS", "2S", "3S", "4S"}), Cs({"5H", "6H", "7H"}),
                               Cs({"9D", "9C", "9H", "QD", "QC", "QS"})}});
    // 9D 9C 9H QD QC QS is no meld: that was invalid too.
    QCOMPARE(v.result().points, (std::vector<int>{80, 0}));

    IndianRound w = makeRound(IndianRules{}, {kValidHand, hand1}, C("10H"), C("KC"), {C("2C")});
    expectOk(w, moves::DrawClosed{});
    expectOk(w, moves::Finish{C("2C"),
                              {Cs({"AS", "2S", "3S", "4S"}), Cs({"5H", "6H", "7H"}),
                               Cs({"9D", "9C", "9H"}), Cs({"QD", "QC", "QS"})}});
    QCOMPARE(w.result().points, (std::vector<int>{0, 2}));
}

// Two seats, three misses in a row make a middle drop; a discard resets the count.
void TestRound::missedTurns() {
    IndianRound r = makeRound(IndianRules{}, {kValidHand, kJunkHand}, C("10H"));
    const auto legal = r.legalMoves();
    QVERIFY(std::none_of(legal.begin(), legal.end(),
                         [](const Move& a) { return std::holds_alternative<moves::MissTurn>(a); }));
    expectOk(r, moves::MissTurn{});  // seat 0, draw phase: the turn passes
    QCOMPARE(r.currentSeat(), 1);
    QCOMPARE(r.missedTurns(0), 1);
    expectOk(r, moves::DrawClosed{});  // seat 1 draws 2C, then times out
    expectOk(r, moves::MissTurn{});
    QCOMPARE(r.openDeck().back(), (OpenCard{C("2C"), 1}));
    QCOMPARE(r.hand(1), kJunkHand);
    QCOMPARE(r.history().back(), (PlayedMove{1, moves::MissTurn{}, C("2C")}));
    expectOk(r, moves::MissTurn{});    // seat 0: 2
    expectOk(r, moves::DrawClosed{});  // seat 1: 8C, discards: its count goes back to 0
    expectOk(r, moves::Discard{C("8C")});
    QCOMPARE(r.missedTurns(1), 0);
    QVERIFY(!r.isOver());
    expectOk(r, moves::MissTurn{});  // seat 0: 3 -> middle drop although it never drew
    QVERIFY(r.isOver());
    QCOMPARE(r.result().points, (std::vector<int>{40, 0}));
    QCOMPARE(r.result().outcomes, (std::vector<Outcome>{Outcome::MiddleDrop, Outcome::Won}));
}

// Deals best of 2 allows no drop: three missed turns in a row put the seat out of the deal with
// the full count (80), as a timeout, not a 40-point middle drop.
void TestRound::missedTurnsWithoutDrops() {
    IndianRound r =
        makeRound(IndianRules::preset(MatchFormat::Deals2), {kValidHand, kJunkHand}, C("10H"));
    for (int miss = 0; miss < 3; ++miss) {
        expectOk(r, moves::MissTurn{});  // seat 0
        if (miss < 2) {
            expectOk(r, moves::DrawClosed{});  // seat 1 draws and throws back
            expectOk(r, moves::Discard{r.hand(1).back()});
        }
    }
    QVERIFY(r.isOver());
    QCOMPARE(r.result().points, (std::vector<int>{80, 0}));
    QCOMPARE(r.result().outcomes, (std::vector<Outcome>{Outcome::TimedOut, Outcome::Won}));
}

// Two seats draw from the closed deck and throw the card back until it is empty (78 cards);
// the next closed draw reshuffles the open deck except its top card.
void TestRound::closedDeckRebuild() {
    IndianRound r = makeRound(IndianRules{}, {kValidHand, kJunkHand}, C("10H"));
    int draws = 0;
    while (r.closedDeckSize() > 0) {
        expectOk(r, moves::DrawClosed{});
        expectOk(r, moves::Discard{r.hand(r.currentSeat()).back()});
        ++draws;
    }
    QCOMPARE(draws, 78);
    QCOMPARE(r.openDeck().size(), std::size_t(79));
    const OpenCard top = r.openDeck().back();
    std::vector<Card> below;
    for (std::size_t i = 0; i + 1 < r.openDeck().size(); ++i) below.push_back(r.openDeck()[i].card);
    IndianRound again = r;
    expectOk(r, moves::DrawClosed{});
    QCOMPARE(r.rebuilds(), 1);
    QCOMPARE(r.openDeck().size(), std::size_t(1));
    QCOMPARE(r.openDeck().back(), top);
    QCOMPARE(r.closedDeckSize(), 77);
    std::vector<Card> rebuilt = r.closedDeck();
    rebuilt.push_back(r.hand(r.currentSeat()).back());
    QCOMPARE(sorted(rebuilt), sorted(below));
    QVERIFY(r.closedDeck() != std::vector<Card>(below.rbegin() + 1, below.rend()));  // shuffled
    expectOk(again, moves::DrawClosed{});
    QVERIFY(again == r);  // deterministic
    // With the closed deck empty and a single open card, there is nothing to rebuild from.
}

void TestRound::stackedShoeMustBeTheShoe() {
    auto shoe = Shoe::ordered(IndianRules{});
    QVERIFY(IndianRound::withShoe(IndianRules{}, {true, true}, 0, shoe).ok());
    shoe[5] = shoe[6];
    QCOMPARE(IndianRound::withShoe(IndianRules{}, {true, true}, 0, shoe).error(),
             ErrorCode::BadCount);
    shoe.pop_back();
    QCOMPARE(IndianRound::withShoe(IndianRules{}, {true, true}, 0, shoe).error(),
             ErrorCode::BadCount);
    QCOMPARE(IndianRound::create(IndianRules{}, {true}, 0, 1).error(), ErrorCode::BadRules);
    QCOMPARE(IndianRound::create(IndianRules{}, {true, true}, 2, 1).error(), ErrorCode::BadRules);
    IndianRules bad;
    bad.decks = 0;
    QCOMPARE(IndianRound::create(bad, {true, true}, 0, 1).error(), ErrorCode::BadRules);
}

RUMMY_TEST_APPLESS_MAIN(TestRound)

#include "test_round.moc"

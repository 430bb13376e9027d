// SPDX-License-Identifier: GPL-3.0-or-later
// Scripted Gin hands on stacked decks: the seven worked examples of docs/gin.md and
// the turn rules. Expected scores are worked out by hand from the rules, not taken from the
// engine.
#include <QtTest>

#include <algorithm>

#include "game/player_view.h"
#include "gin/gin_hand.h"
#include "gin/gin_round.h"
#include "scripted_deal.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

// The deck that deals `knocker` to the non-dealer (seat 0; seat 1 deals) and `defender` to the
// dealer, turns up `upcard`, puts `stockTop` on the stock in draw order and the other cards
// below in id order.
std::vector<Card> stackedDeck(const std::vector<Card>& nonDealer, const std::vector<Card>& dealer,
                              Card upcard, const std::vector<Card>& stockTop = {}) {
    std::vector<Card> deck;
    for (std::size_t i = 0; i < 10; ++i) {
        deck.push_back(nonDealer[i]);
        deck.push_back(dealer[i]);
    }
    deck.push_back(upcard);
    deck.insert(deck.end(), stockTop.begin(), stockTop.end());
    for (int id = 0; id < 52; ++id)
        if (std::find(deck.begin(), deck.end(), Card::fromId(id)) == deck.end())
            deck.push_back(Card::fromId(id));
    return deck;
}

GinRound stacked(const std::vector<Card>& nonDealer, const std::vector<Card>& dealer, Card upcard,
                 const std::vector<Card>& stockTop = {}, GinRules rules = {}) {
    auto r = GinRound::withDeck(rules, 1, stackedDeck(nonDealer, dealer, upcard, stockTop));
    if (!r) qFatal("bad stacked deck");
    return r.value();
}

// Both refuse the upcard; the non-dealer draws the stock top.
void passAndDraw(GinRound& r) {
    QVERIFY(r.apply(moves::Pass{}));
    QVERIFY(r.apply(moves::Pass{}));
    QVERIFY(r.apply(moves::DrawClosed{}));
}

int count(const std::vector<Face>& faces) {
    int v = 0;
    for (Face f : faces) v += ginValue(f);
    return v;
}

}  // namespace

class TestGinRound : public QObject {
    Q_OBJECT

private slots:
    void dealsTenEachAndTurnsUpTheTwentyFirst() {
        const GinRound r(GinRules{}, 1, 42);
        QCOMPARE(r.hand(0).size(), std::size_t(10));
        QCOMPARE(r.hand(1).size(), std::size_t(10));
        QCOMPARE(r.discards().size(), std::size_t(1));
        QCOMPARE(r.stock().size(), std::size_t(31));
        QCOMPARE(r.currentSeat(), 0);  // the non-dealer is offered the upcard first
        QCOMPARE(r.phase(), GinPhase::FirstUpcard);
        auto all = r.allCards();
        std::sort(all.begin(), all.end());
        QCOMPARE(all.size(), std::size_t(52));
        QVERIFY(std::adjacent_find(all.begin(), all.end()) == all.end());
        // A stacked deck: cards alternate, non-dealer first.
        const auto s = stacked(Cs({"AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"}),
                               Cs({"AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H"}),
                               C("KC"), Cs({"QC"}));
        QCOMPARE(s.hand(0).front(), C("AS"));
        QCOMPARE(s.hand(1).front(), C("AH"));
        QCOMPARE(s.discards().back(), C("KC"));
        QCOMPARE(s.stock().back(), C("QC"));
    }

    void firstUpcardOfferGoesRoundThenTheStock() {
        GinRound r(GinRules{}, 1, 7);
        QCOMPARE(r.legalMoves(), (std::vector<Move>{moves::Pass{}, moves::DrawOpen{}}));
        QCOMPARE(r.check(moves::DrawClosed{}).error(), ErrorCode::WrongPhase);
        QVERIFY(r.apply(moves::Pass{}));
        QCOMPARE(r.currentSeat(), 1);  // the dealer may take it now
        QVERIFY(r.apply(moves::Pass{}));
        QCOMPARE(r.currentSeat(), 0);
        QCOMPARE(r.phase(), GinPhase::Draw);
        // Both passed: the non-dealer must draw from the stock.
        QCOMPARE(r.legalMoves(), (std::vector<Move>{moves::DrawClosed{}}));
        QCOMPARE(r.check(moves::DrawOpen{}).error(), ErrorCode::WrongPhase);
        QVERIFY(r.apply(moves::DrawClosed{}));
        QCOMPARE(r.hand(0).size(), std::size_t(11));
        // Moves of other games are refused, and refusals change nothing.
        const GinRound before = r;
        QCOMPARE(r.apply(moves::Drop{}).error(), ErrorCode::NotInThisGame);
        QCOMPARE(r.apply(moves::MissTurn{}).error(), ErrorCode::NotInThisGame);
        QCOMPARE(r.apply(moves::Discard{r.hand(1).front()}).error(), ErrorCode::CardNotInHand);
        QVERIFY(r == before);
    }

    void theCardJustTakenMayNotGoBack() {
        GinRound r(GinRules{}, 1, 9);
        const Card up = r.discards().back();
        QVERIFY(r.apply(moves::DrawOpen{}));
        QCOMPARE(r.takenFromPile(), std::optional<Card>(up));
        QCOMPARE(r.check(moves::Discard{up}).error(), ErrorCode::TakenCardBack);
        const auto legal = r.legalMoves();
        QVERIFY(std::find(legal.begin(), legal.end(), Move{moves::Discard{up}}) == legal.end());
        QCOMPARE(
            std::count_if(legal.begin(), legal.end(),
                          [](const Move& m) { return std::holds_alternative<moves::Discard>(m); }),
            10);
        GinRules loose;
        loose.mayDiscardTakenCard = true;
        GinRound l(loose, 1, 9);
        QVERIFY(l.apply(moves::DrawOpen{}));
        QVERIFY(l.apply(moves::Discard{up}));
        QCOMPARE(l.currentSeat(), 1);
        QCOMPARE(l.phase(), GinPhase::Draw);
    }

    // Example 1: knock with 3 against 11: the knocker scores 8.
    void example1KnockScoresTheDifference() {
        auto r = stacked(Cs({"AS", "2S", "3S", "4H", "5H", "6H", "7C", "8C", "9C", "3D"}),
                         Cs({"QS", "QH", "QD", "KS", "KH", "KD", "2H", "3C", "AC", "5D"}), C("8D"),
                         Cs({"JC"}));
        passAndDraw(r);
        QCOMPARE(r.check(moves::Knock{C("3D"), {}}).error(),
                 ErrorCode::None);  // J♣ left: 10, also a knock
        QVERIFY(r.apply(moves::Knock{C("JC"), {}}));
        QVERIFY(r.isOver());
        const auto& res = r.outcome();
        QCOMPARE(res.ending, GinEnding::Knock);
        QCOMPARE(res.winner, 0);
        QCOMPARE(res.showdown->knockerCount, 3);
        QCOMPARE(res.showdown->defence.count, 11);
        QCOMPARE(res.points, 8);
        QCOMPARE(r.discards().back(), C("JC"));
    }

    // Example 2: knock with 3; after lay-offs the defender has 1: an undercut, 2 + 25 = 27.
    void example2UndercutAfterLayoffs() {
        auto r = stacked(Cs({"AS", "2S", "3S", "4H", "5H", "6H", "7C", "8C", "9C", "3D"}),
                         Cs({"QS", "QH", "QD", "KS", "KH", "KD", "4S", "10C", "3H", "AC"}), C("8D"),
                         Cs({"JD"}));
        passAndDraw(r);
        QVERIFY(r.apply(moves::Knock{C("JD"), {}}));
        const auto& res = r.outcome();
        QCOMPARE(res.ending, GinEnding::Undercut);
        QCOMPARE(res.winner, 1);
        QCOMPARE(res.showdown->defence.count, 1);
        QCOMPARE(res.showdown->defence.layoffs.size(), std::size_t(3));
        QCOMPARE(res.points, 27);
    }

    // Example 3 (OpenSpiel's first test): the defender lays off 8♠9♠ on 5♠6♠7♠ and 7♣8♣ below
    // 9♣10♣J♣, melds the four twos and keeps A♣ 8♦: 9 against 10, undercut 1 + 25 = 26.
    void example3DefenderLaysOffFromItsOwnMelds() {
        auto r = stacked(Cs({"KS", "KC", "KD", "5S", "6S", "7S", "9C", "10C", "JC", "QH"}),
                         Cs({"AC", "2S", "2C", "2D", "2H", "7C", "8C", "8S", "9S", "8D"}), C("JD"));
        QVERIFY(r.apply(moves::DrawOpen{}));  // the non-dealer takes J♦
        QCOMPARE(r.check(moves::Knock{C("JD"), {}}).error(), ErrorCode::TakenCardBack);
        QVERIFY(r.apply(moves::Knock{C("QH"), {}}));
        const auto& res = r.outcome();
        QCOMPARE(res.showdown->knockerCount, 10);
        QCOMPARE(res.showdown->defence.count, 9);
        QCOMPARE(count(res.showdown->defence.deadwood), 9);
        QCOMPARE(res.showdown->defence.layoffs.size(), std::size_t(4));
        QCOMPARE(res.ending, GinEnding::Undercut);
        QCOMPARE(res.points, 26);
    }

    // Example 4 (OpenSpiel's second test): spread as sets the knocker scores 2; spread as runs
    // the defender lays off 4s, 8s and 3♠ and undercuts. Left to the engine, sets.
    void example4TheSpreadMatters() {
        const auto knocker = Cs({"AS", "5S", "6S", "7S", "5C", "6C", "7C", "5D", "6D", "7D"});
        const auto defender = Cs({"4S", "4C", "4D", "8S", "8C", "8D", "5H", "6H", "7H", "3S"});
        auto r = stacked(knocker, defender, C("KH"), Cs({"QH"}));
        passAndDraw(r);
        GinRound runs = r;
        QVERIFY(r.apply(moves::Knock{C("QH"), {}}));
        QCOMPARE(r.outcome().ending, GinEnding::Knock);
        QCOMPARE(r.outcome().points, 2);
        for (const auto& m : r.outcome().showdown->knockerMelds)
            QCOMPARE(m[0].rank(), m[1].rank());  // sets
        QVERIFY(runs.apply(moves::Knock{
            C("QH"), {Cs({"5S", "6S", "7S"}), Cs({"5C", "6C", "7C"}), Cs({"5D", "6D", "7D"})}}));
        QCOMPARE(runs.outcome().ending, GinEnding::Undercut);
        QCOMPARE(runs.outcome().showdown->defence.count, 0);
        QCOMPARE(runs.outcome().points, 1 + 25);
    }

    // Example 5 (OpenSpiel's third test): 10♠ then 9♠ go on J♠Q♠K♠, 4444 and 5555 melded: the
    // defender has 0 and undercuts, 2 + 25 = 27, with no gin bonus.
    void example5LayoffOnALayoff() {
        auto r = stacked(Cs({"AS", "AC", "AD", "10C", "10D", "10H", "JS", "QS", "KS", "2H"}),
                         Cs({"10S", "9S", "4S", "4C", "4D", "4H", "5S", "5C", "5D", "5H"}), C("8H"),
                         Cs({"8C"}));
        passAndDraw(r);
        QVERIFY(r.apply(moves::Knock{C("8C"), {}}));
        const auto& res = r.outcome();
        QCOMPARE(res.showdown->defence.count, 0);
        QCOMPARE(res.showdown->defence.layoffs.size(), std::size_t(2));
        QCOMPARE(res.showdown->defence.layoffs[0].card, Face(Rank::Ten, Suit::Spades));
        QCOMPARE(res.ending, GinEnding::Undercut);
        QCOMPARE(res.points, 27);
    }

    // Example 6: gin against 18 scores 43 (no lay-offs on gin); big gin 49.
    void example6GinAndBigGin() {
        const auto ginHand = Cs({"AS", "2S", "3S", "4S", "4H", "5H", "6H", "7C", "8C", "9C"});
        // 5♠, 10♣ and 3♥ would lay off on a knock, but not on gin: 5 + 10 + 3 = 18.
        auto r = stacked(ginHand, Cs({"QS", "QH", "QD", "KS", "KH", "KD", "KC", "5S", "10C", "3H"}),
                         C("8D"), Cs({"JH"}));
        passAndDraw(r);
        QVERIFY(r.apply(moves::Knock{C("JH"), {}}));
        QCOMPARE(r.outcome().ending, GinEnding::Gin);
        QCOMPARE(r.outcome().points, 18 + 25);
        // Drawing 10♣ melds all eleven cards: big gin, nothing discarded.
        auto b = stacked(ginHand, Cs({"QS", "QH", "QD", "KS", "KH", "KD", "KC", "5S", "JD", "3H"}),
                         C("8D"), Cs({"10C"}));
        passAndDraw(b);
        const std::size_t pile = b.discards().size();
        QVERIFY(b.apply(moves::Knock{C("10C"), {}}));
        QCOMPARE(b.outcome().ending, GinEnding::BigGin);
        QCOMPARE(b.discards().size(), pile);
        QCOMPARE(b.outcome().points, 18 + 31);
        // With big gin off it is a plain gin.
        GinRules noBig;
        noBig.bigGinBonus = 0;
        auto p = stacked(ginHand, Cs({"QS", "QH", "QD", "KS", "KH", "KD", "KC", "5S", "JD", "3H"}),
                         C("8D"), Cs({"10C"}), noBig);
        passAndDraw(p);
        QVERIFY(p.apply(moves::Knock{C("10C"), {}}));
        QCOMPARE(p.outcome().ending, GinEnding::Gin);
    }

    // Example 7: Oklahoma with 6♠ turned up: knock at 6 or less, and spades double: a hand
    // worth 18 scores 36.
    void example7Oklahoma() {
        GinRules ok;
        ok.oklahoma = true;
        ok.spadesDouble = true;
        // The knocker ends with 2♥ as its deadwood; the defender's 10♠ 10♥ lay off nowhere: 20 - 2
        // = 18, doubled.
        auto r = stacked(Cs({"AS", "2S", "3S", "4H", "5H", "6H", "7C", "8C", "9C", "2H"}),
                         Cs({"QS", "QH", "QD", "QC", "KS", "KH", "KD", "KC", "10S", "10H"}),
                         C("6S"), Cs({"4D", "7D"}), ok);
        QCOMPARE(r.knockLimit(), 6);
        passAndDraw(r);  // draws 4♦
        QVERIFY(r.apply(moves::Discard{C("4D")}));
        QVERIFY(r.apply(moves::DrawClosed{}));  // the dealer draws 7♦
        QVERIFY(r.apply(moves::Discard{C("7D")}));
        // Back to the knocker: it draws from the stock and knocks with the card drawn.
        QVERIFY(r.apply(moves::DrawClosed{}));
        const Card drawn = r.hand(0).back();
        std::vector<Face> rest = r.handFaces(0);
        rest.erase(std::find(rest.begin(), rest.end(), drawn.face()));
        QCOMPARE(ginDeadwood(rest), 2);
        QVERIFY(r.apply(moves::Knock{drawn, {}}));
        QCOMPARE(r.outcome().showdown->knockerCount, 2);
        QCOMPARE(r.outcome().showdown->defence.count, 20);
        QCOMPARE(r.outcome().points, 36);
        // An ace upcard means gin only; without aceUpcardGinOnly a knock at 1.
        ok.aceUpcardGinOnly = true;
        QCOMPARE(ok.knockLimit(Face(Rank::Ace, Suit::Hearts)), 0);
        ok.aceUpcardGinOnly = false;
        QCOMPARE(ok.knockLimit(Face(Rank::Ace, Suit::Hearts)), 1);
        QCOMPARE(ok.knockLimit(Face(Rank::King, Suit::Hearts)), 10);
        QCOMPARE(ok.multiplier(Face(Rank::King, Suit::Hearts)), 1);
    }

    void knockOverTheLimitIsRefused() {
        auto r = stacked(Cs({"AS", "2S", "3S", "4H", "5H", "6H", "7C", "9C", "QD", "3D"}),
                         Cs({"QS", "QH", "KD", "KS", "KH", "2D", "2H", "3C", "AC", "5D"}), C("8D"),
                         Cs({"JC"}));
        passAndDraw(r);
        const GinRound before = r;
        QCOMPARE(r.apply(moves::Knock{C("JC"), {}}).error(), ErrorCode::KnockTooHigh);
        // Melds given by the player must be melds of its hand.
        QCOMPARE(r.apply(moves::Knock{C("JC"), {Cs({"AS", "2S", "4H"})}}).error(),
                 ErrorCode::BadGroups);
        QCOMPARE(r.apply(moves::Knock{C("JC"), {Cs({"QS", "QH", "QD"})}}).error(),
                 ErrorCode::BadGroups);  // the dealer's queens
        QVERIFY(r == before);
        const auto legal = r.legalMoves();
        QVERIFY(std::none_of(legal.begin(), legal.end(), [](const Move& m) {
            return std::holds_alternative<moves::Knock>(m);
        }));
    }

    void theWallVoidsTheHand() {
        GinRound r(GinRules{}, 0, 3);
        QVERIFY(r.apply(moves::Pass{}));
        QVERIFY(r.apply(moves::Pass{}));
        // Both players draw from the stock and throw back what they drew, until the wall.
        while (!r.isOver()) {
            if (r.phase() == GinPhase::Draw) QVERIFY(r.apply(moves::DrawClosed{}));
            const Card drawn = r.hand(r.currentSeat()).back();
            QVERIFY(r.apply(moves::Discard{drawn}));
        }
        QCOMPARE(r.outcome().ending, GinEnding::Void);
        QCOMPARE(r.outcome().winner, -1);
        QCOMPARE(r.stock().size(), std::size_t(GinRules::kWallStock));
    }

    void atTheWallTheDiscardMayBeTakenOnlyToKnock() {
        GinRules rules;
        rules.wall = GinWall::TakeToKnock;
        // The dealer (seat 1) holds three melds and 5♦; the stock cards are drawn and thrown
        // back in turn until two remain; the non-dealer's last discard is 4♦, which lets the
        // dealer knock.
        const auto knocker = Cs({"AS", "2S", "3S", "4H", "5H", "6H", "7C", "8C", "9C", "5D"});
        const auto other = Cs({"QS", "QH", "JD", "KS", "KH", "2D", "2H", "3C", "AC", "4D"});
        auto r = stacked(other, knocker, C("8D"), {}, rules);
        QVERIFY(r.apply(moves::Pass{}));
        QVERIFY(r.apply(moves::Pass{}));
        while (r.phase() != GinPhase::Wall) {
            QVERIFY(r.apply(moves::DrawClosed{}));
            const int seat = r.currentSeat();
            const Card drawn = r.hand(seat).back();
            // Seat 0 throws 4♦ on the last turn before the wall.
            const bool last = r.stock().size() == std::size_t(GinRules::kWallStock) && seat == 0;
            QVERIFY(r.apply(moves::Discard{last ? C("4D") : drawn}));
        }
        QCOMPARE(r.currentSeat(), 1);
        QCOMPARE(r.legalMoves(), (std::vector<Move>{moves::Pass{}, moves::DrawOpen{}}));
        GinRound pass = r;
        QVERIFY(pass.apply(moves::Pass{}));
        QCOMPARE(pass.outcome().ending, GinEnding::Void);
        QVERIFY(r.apply(moves::DrawOpen{}));
        QVERIFY(r.mustKnock());
        QCOMPARE(r.check(moves::Discard{C("5D")}).error(), ErrorCode::MustKnock);
        for (const Move& m : r.legalMoves()) QVERIFY(std::holds_alternative<moves::Knock>(m));
        QVERIFY(r.apply(moves::Knock{C("5D"), {}}));
        QCOMPARE(r.outcome().showdown->knockerCount, 4);
    }

    void viewsHideTheOpponentsStockDraws() {
        GinRound r(GinRules{}, 1, 11);
        QVERIFY(r.apply(moves::Pass{}));
        QVERIFY(r.apply(moves::Pass{}));
        QVERIFY(r.apply(moves::DrawClosed{}));
        const PlayerView mine = PlayerView::of(r, 0), theirs = PlayerView::of(r, 1);
        QVERIFY(mine.history.back().card.has_value());
        QVERIFY(!theirs.history.back().card.has_value());
        QCOMPARE(theirs.hand, r.hand(1));
        QVERIFY(theirs.legal.empty());
        QCOMPARE(mine.legal, r.legalMoves());
        QCOMPARE(mine.cardsOf(1), 10);
        QCOMPARE(theirs.cardsOf(0), 11);
        QCOMPARE(mine.stock, 30);
    }
};

RUMMY_TEST_APPLESS_MAIN(TestGinRound)

#include "test_gin_round.moc"

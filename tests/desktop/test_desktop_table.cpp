// SPDX-License-Identifier: GPL-3.0-or-later
// The table's live parts, offscreen: the turn timer (countdown, a missed turn, three misses as
// a middle drop), the player's panel when they sit a deal out, and the cards in flight for the
// bots' moves and the deal.
#include <QDialog>
#include <QGraphicsPixmapItem>
#include <QTest>

#include "desktop_test_support.h"
#include "scene/label_item.h"
#include "scene/seat_item.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

IndianController::Options timedOptions(std::uint64_t seed, int seconds) {
    IndianController::Options o = quickOptions(seed);
    o.players = 2;
    IndianRules rules = IndianRules::preset(MatchFormat::Points);
    rules.turnTimerSeconds = seconds;
    o.rules = rules;
    return o;
}

int missesBy(const IndianRound& round, int seat) {
    int n = 0;
    for (const PlayedMove& m : round.history())
        if (m.seat == seat && std::holds_alternative<moves::MissTurn>(m.move)) ++n;
    return n;
}

// Cards in flight: the scene's plain pixmap items drawn above everything else.
int flyingCards(const IndianScene* scene) {
    int n = 0;
    for (QGraphicsItem* item : scene->items())
        if (item->type() == QGraphicsPixmapItem::Type && item->zValue() >= 5000) ++n;
    return n;
}

}  // namespace

class TestDesktopTable : public QObject {
    Q_OBJECT
private slots:
    void timerCountsDownAndMissesTheTurn() {
        IndianController c(timedOptions(3, 1));
        QTRY_VERIFY_WITH_TIMEOUT(c.humansTurn(), 5000);
        QVERIFY(c.turnSecondsLeft() >= 0 && c.turnSecondsLeft() <= 1);
        QVERIFY(c.turnTimeFraction() > 0 && c.turnTimeFraction() <= 1);
        // Drawing is half the turn: the clock is not reset by it.
        const qreal before = c.turnTimeFraction();
        c.play(moves::DrawClosed{});
        QCOMPARE(c.round().phase(), Phase::Discard);
        QVERIFY(c.turnTimeFraction() <= before);
        const std::size_t hand = c.round().hand(IndianController::kHumanSeat).size();
        QCOMPARE(hand, std::size_t{14});
        // Nobody moves: the engine is told the turn was missed and the drawn card goes back.
        QTRY_COMPARE_WITH_TIMEOUT(missesBy(c.round(), IndianController::kHumanSeat), 1, 3000);
        QCOMPARE(c.round().hand(IndianController::kHumanSeat).size(), std::size_t{13});
        QCOMPARE(c.round().outcome(IndianController::kHumanSeat), Outcome::Playing);
        // The player is warned how close the drop is, until they play a turn.
        QCOMPARE(c.turnWarning(), QStringLiteral("Turn missed: 1 of 3 before a drop"));
        QTRY_VERIFY_WITH_TIMEOUT(c.humansTurn(), 5000);
        QCOMPARE(c.turnWarning(), QStringLiteral("Turn missed: 1 of 3 before a drop"));
        QVERIFY(c.play(moves::DrawClosed{}));
        QVERIFY(c.play(moves::Discard{c.round().hand(IndianController::kHumanSeat).back()}));
        QVERIFY(c.turnWarning().isEmpty());  // a whole turn played: the count starts again
    }

    void threeMissedTurnsAreAMiddleDrop() {
        IndianController c(timedOptions(5, 1));
        QTRY_VERIFY_WITH_TIMEOUT(
            c.round().outcome(IndianController::kHumanSeat) == Outcome::MiddleDrop, 9000);
        QCOMPARE(missesBy(c.round(), IndianController::kHumanSeat), 3);
        QCOMPARE(c.turnSecondsLeft(), -1);  // the deal is over: no clock runs
        QCOMPARE(c.lastMove(),
                 QStringLiteral("You missed 3 turns in a row: a middle drop for 40 points"));
    }

    void noTimerWithoutTheRule() {
        IndianController c(quickOptions(3));
        QTRY_VERIFY_WITH_TIMEOUT(c.humansTurn(), 5000);
        QCOMPARE(c.turnSecondsLeft(), -1);
        QCOMPARE(c.turnTimeFraction(), -1.0);
    }

    void seatsShowTheTimerOfTheSeatToPlay() {
        IndianController::Options o = timedOptions(8, 30);
        o.botDelayMs = 400;  // long enough to catch the bot's turn
        MainWindow w(o);
        w.setShowResults(false);
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->humansTurn(), 5000);
        w.controller()->play(moves::DrawClosed{});
        w.controller()->play(
            moves::Discard{w.controller()->round().hand(IndianController::kHumanSeat)[0]});
        QVERIFY(!w.controller()->humansTurn());
        SeatItem* seat = w.scene()->findChild<SeatItem*>();
        if (!seat) {
            for (QGraphicsItem* item : w.scene()->items())
                if (auto* s = dynamic_cast<SeatItem*>(item)) seat = s;
        }
        QVERIFY(seat);
        QTRY_VERIFY_WITH_TIMEOUT(seat->info().active && seat->info().timeLeft > 0, 2000);
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->humansTurn(), 5000);
        QCOMPARE(seat->info().timeLeft, -1.0);  // not its turn any more
    }

    void panelSaysWhenThePlayerWatches() {
        auto w = openWindow(11, QSize(1280, 720));
        QVERIFY(w);
        IndianController* c = w->controller();
        QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 5000);
        QVERIFY(w->scene()->playerStatusText().contains(QStringLiteral("score")));
        c->play(moves::Drop{});
        QCOMPARE(c->round().outcome(IndianController::kHumanSeat), Outcome::FirstDrop);
        QVERIFY2(w->scene()->playerStatusText().contains(QStringLiteral("watching")),
                 qPrintable(w->scene()->playerStatusText()));
        // The points pill says what the drop cost, not what the hand was worth.
        const int cost = c->round().result().points[IndianController::kHumanSeat];
        QCOMPARE(cost, c->match().rules().firstDrop);
        QCOMPARE(w->scene()->handPointsText(), QStringLiteral("Deal costs: %1 pts").arg(cost));
        // The panel on the table says it too.
        bool shown = false;
        for (QGraphicsItem* item : w->scene()->items())
            if (auto* label = dynamic_cast<LabelItem*>(item))
                shown = shown || label->text() == w->scene()->playerStatusText();
        QVERIFY(shown);
    }

    // A modal dialog stops the table: the turn clock stands still and a bot's move waits until
    // the dialog closes.
    void aModalDialogPausesTheClockAndTheBots() {
        IndianController::Options o = timedOptions(31, 30);
        o.botDelayMs = 300;
        auto w = openWindow(o, QSize(1280, 720));
        QVERIFY(w);
        IndianController* c = w->controller();
        QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 5000);
        QVERIFY(c->turnSecondsLeft() > 0);
        {
            QDialog dialog(w.get());
            dialog.setModal(true);
            dialog.show();
            QTRY_VERIFY(c->paused());
            const int left = c->turnSecondsLeft();
            QTest::qWait(1500);
            QCOMPARE(c->turnSecondsLeft(), left);  // the clock stood still
        }
        QTRY_VERIFY(!c->paused());
        // The player moves; the bot's answer comes while a dialog is open and waits for it.
        QVERIFY(c->play(moves::DrawClosed{}));
        QVERIFY(c->play(moves::Discard{c->round().hand(0).back()}));
        const std::size_t moves = c->round().history().size();
        {
            QDialog dialog(w.get());
            dialog.setModal(true);
            dialog.show();
            QTRY_VERIFY(c->paused());
            QTest::qWait(1200);  // four times the bot's delay
            QCOMPARE(c->round().history().size(), moves);
        }
        QTRY_VERIFY_WITH_TIMEOUT(c->round().history().size() > moves, 5000);
    }

    // An empty closed deck is still a pile to click: the draw shuffles the open deck into a new
    // one and the status says so.
    void emptyDeckDrawsAndSaysItWasShuffled() {
        IndianController::Options o = quickOptions(21);
        o.players = 2;
        o.botDelayMs = 1'000'000;  // the bot never gets to move: the test plays both seats
        auto w = openWindow(o, QSize(1280, 720));
        QVERIFY(w);
        IndianMatch m = w->controller()->match();
        // Both seats draw from the closed deck and throw the card back until it is empty and
        // seat 0 is to draw.
        while (m.round().closedDeckSize() > 0 || m.round().currentSeat() != 0) {
            QVERIFY(m.apply(moves::DrawClosed{}));
            const int seat = m.round().currentSeat();
            QVERIFY(m.apply(moves::Discard{m.round().hand(seat).back()}));
        }
        w->controller()->resume(m, o);
        QCOMPARE(w->controller()->round().closedDeckSize(), 0);
        QVERIFY(w->scene()->closedDeckItem()->isVisible());
        bool labelled = false;
        for (QGraphicsItem* item : w->scene()->items())
            if (auto* label = dynamic_cast<LabelItem*>(item))
                labelled = labelled || label->text().contains(QStringLiteral("reshuffle"));
        QVERIFY(labelled);
        const int before = w->controller()->round().rebuilds();
        emit w->scene()->closedDeckItem()->clicked(w->scene()->closedDeckItem());
        QCOMPARE(w->controller()->round().rebuilds(), before + 1);
        QCOMPARE(w->controller()->round().hand(0).size(), std::size_t(14));
        QVERIFY2(w->controller()->lastMove().contains(QStringLiteral("shuffled")),
                 qPrintable(w->controller()->lastMove()));
    }

    // A Deals match is scored in chips: the panels say chips, not points.
    void dealsPanelsShowChips() {
        IndianController::Options o = quickOptions(12);
        o.players = 3;
        o.format = MatchFormat::Deals3;
        auto w = openWindow(o, QSize(1280, 720));
        QVERIFY(w);
        const int chips = w->controller()->match().chips()[IndianController::kHumanSeat];
        QCOMPARE(chips, 3 * 80);
        QCOMPARE(w->scene()->playerStatusText(), QStringLiteral("You · %1 chips").arg(chips));
        for (QGraphicsItem* item : w->scene()->items())
            if (auto* seat = dynamic_cast<SeatItem*>(item)) {
                QVERIFY2(seat->info().detail.endsWith(QStringLiteral("%1 chips").arg(chips)),
                         qPrintable(seat->info().detail));
                QVERIFY(!seat->info().detail.contains(QStringLiteral("pts")));
            }
    }

    // The dealer button is on the player's own panel when the player deals, as it is on a
    // bot's seat.
    void dealerMarkOnThePlayersPanel() {
        bool sawPlayerDeal = false, sawBotDeal = false;
        for (std::uint64_t seed = 1; seed < 60 && !(sawPlayerDeal && sawBotDeal); ++seed) {
            auto w = openWindow(seed, QSize(1280, 720));
            QVERIFY(w);
            const bool playerDeals =
                w->controller()->round().dealer() == IndianController::kHumanSeat;
            const LabelItem* panel = nullptr;
            int botChips = 0;
            for (QGraphicsItem* item : w->scene()->items()) {
                if (auto* label = dynamic_cast<LabelItem*>(item);
                    label && label->text() == w->scene()->playerStatusText())
                    panel = label;
                if (auto* seat = dynamic_cast<SeatItem*>(item)) botChips += seat->info().dealer;
            }
            QVERIFY(panel);
            QCOMPARE(panel->hasDealerChip(), playerDeals);
            QCOMPARE(botChips, playerDeals ? 0 : 1);  // one dealer at the table
            (playerDeals ? sawPlayerDeal : sawBotDeal) = true;
        }
        QVERIFY(sawPlayerDeal && sawBotDeal);
    }

    void botMovesAndTheDealFly() {
        IndianController::Options o = quickOptions(4);
        o.players = 3;
        MainWindow w(o);
        w.setShowResults(false);
        w.scene()->setAnimationMs(150);
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        IndianController* c = w.controller();
        QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(flyingCards(w.scene()), 0, 3000);
        // A bot's draw sends a card to its seat; its discard glides onto the open deck.
        c->play(moves::DrawClosed{});
        c->play(moves::Discard{c->round().hand(IndianController::kHumanSeat)[0]});
        QTRY_VERIFY_WITH_TIMEOUT(flyingCards(w.scene()) > 0, 3000);
        QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(flyingCards(w.scene()), 0, 3000);
        QTRY_COMPARE_WITH_TIMEOUT(w.scene()->openTopItem()->pos(),
                                  w.scene()->openDeckRect().topLeft(), 3000);
        // A new deal goes round the table: three backs for each of the two bots, at least.
        c->newMatch();
        QVERIFY(flyingCards(w.scene()) >= 6);
        QTRY_COMPARE_WITH_TIMEOUT(flyingCards(w.scene()), 0, 5000);
        // With animations off nothing flies.
        w.scene()->setAnimationMs(0);
        c->newMatch();
        QCOMPARE(flyingCards(w.scene()), 0);
    }
};

RUMMY_TEST_MAIN(TestDesktopTable)

#include "test_desktop_table.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Gin Rummy at the desktop table, offscreen: what goes on around a turn. A dialog pauses the
// bots, the Indian table stands still behind the Gin one, the player arranges the hand, and the
// take-to-knock wall is played by the player.
#include <QAction>
#include <QDialog>
#include <QMessageBox>
#include <algorithm>
#include <optional>

#include "gin_desktop_support.h"
#include "saves_test_support.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

class TestGinTablePlay : public QObject {
    Q_OBJECT
private slots:
    void aModalDialogPausesTheBots();
    void theIndianTableStandsStillBehindGin();
    void cardsCanBeRegroupedByHand();
    void theWallTakeToKnockAtTheTable();
};

// Nothing happens at the Gin table behind a modal dialog: the bot's move waits for it to close
//.
void TestGinTablePlay::aModalDialogPausesTheBots() {
    GinController::Options o = ginOptions(12, true);
    o.botDelayMs = 100;
    auto w = openGinWindow(o);
    QVERIFY(w);
    GinController* c = w->ginController();
    QTRY_VERIFY_WITH_TIMEOUT(c->round().history().size() >= 3, 10000);
    std::size_t moves = 0;
    {
        QDialog dialog(w.get());
        dialog.setModal(true);
        dialog.show();
        QTRY_VERIFY(c->paused());
        QTest::qWait(300);  // a move already on its way lands; nothing after it
        moves = c->round().history().size();
        QTest::qWait(800);  // eight times the bots' delay
        QCOMPARE(c->round().history().size(), moves);
    }
    QTRY_VERIFY(!c->paused());
    QTRY_VERIFY_WITH_TIMEOUT(c->round().history().size() > moves || c->round().isOver(), 5000);
}

// An Indian match left behind the Gin table stands still: its turn clock would otherwise run
// out the player's turns (three of them a middle drop) while Gin is played.
void TestGinTablePlay::theIndianTableStandsStillBehindGin() {
    IndianController::Options indian = quickOptions(5);
    indian.players = 2;
    IndianRules rules = IndianRules::preset(MatchFormat::Points);
    rules.turnTimerSeconds = 1;
    indian.rules = rules;
    auto w = std::make_unique<MainWindow>(indian);
    w->setShowResults(false);
    w->show();
    IndianController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 10000);
    w->startGinGame(ginOptions(6));
    QVERIFY(w->playingGin());
    QVERIFY(c->paused());
    const std::size_t moves = c->round().history().size();
    QTest::qWait(2500);  // two and a half turn clocks
    QCOMPARE(c->round().history().size(), moves);
    QVERIFY(c->round().isPlaying(IndianController::kHumanSeat));
    // Back at the Indian table its clock runs again, and the Gin game stands still.
    w->showTable(false);
    QVERIFY(!c->paused());
    QVERIFY(w->ginController()->paused());
    QTRY_VERIFY_WITH_TIMEOUT(c->round().history().size() > moves, 5000);
}

// The player may arrange the hand: a card dragged past the end of the hand starts a group of its
// own, labelled by what it is; Sort brings back the automatic grouping.
void TestGinTablePlay::cardsCanBeRegroupedByHand() {
    auto w = openGinWindow(ginOptions(13));
    QVERIFY(w);
    GinController* c = w->ginController();
    GinTableScene* scene = w->ginScene();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 10000);
    const auto before = scene->handGroups();
    QVERIFY(!before.empty());
    const Card moving = before.front().front();
    const Card last = before.back().back();
    CardItem* item = nullptr;
    CardItem* lastItem = nullptr;
    for (CardItem* i : scene->handItems()) {
        if (i->card() == moving) item = i;
        if (i->card() == last) lastItem = i;
    }
    QVERIFY(item && lastItem);
    const QPointF grab =
        item->pos() + QPointF(item->size().width() * 0.15, item->size().height() * 0.6);
    const QPointF to =
        grab + (lastItem->pos() + QPointF(item->size().width() * 0.5, 0) - item->pos());
    QWidget* vp = w->ginView()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, w->ginView()->mapFromScene(grab));
    for (int i = 1; i <= 8; ++i)
        QTest::mouseMove(vp, w->ginView()->mapFromScene(grab + (to - grab) * (i / 8.0)));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, w->ginView()->mapFromScene(to));
    QVERIFY(scene->hasOwnGroups());
    QVERIFY(scene->handGroups().back() == std::vector<Card>{moving});
    QVERIFY(c->round().hand(GinController::kHumanSeat).size() == 10 ||
            c->round().hand(GinController::kHumanSeat).size() == 11);  // not a move
    scene->sortHand();
    QVERIFY(!scene->hasOwnGroups());
    QVERIFY(scene->handGroups() == before);
}

// Under the take-to-knock wall rule the player at the wall is told the choice, takes the
// discard (O), is told to knock, and knocks through the Knock button.
void TestGinTablePlay::theWallTakeToKnockAtTheTable() {
    GinRules rules;
    rules.wall = GinWall::TakeToKnock;
    // A game, played by bots, that reaches the wall with the player's seat able to knock on
    // the discard.
    std::optional<GinGame> found;
    for (std::uint64_t seed = 1; seed < 3000 && !found; ++seed) {
        GinGame g = GinGame::create(rules, 2, seed, MatchStart{0, 1}).value();
        while (!g.round().isOver()) {
            const GinRound& r = g.round();
            if (r.phase() == GinPhase::Wall && r.currentSeat() == GinController::kHumanSeat) {
                const PlayerView v = g.view(GinController::kHumanSeat);
                if (std::find(v.legal.begin(), v.legal.end(), Move{moves::DrawOpen{}}) !=
                    v.legal.end()) {
                    found = g;
                    break;
                }
            }
            QVERIFY(g.apply(botMove(g.view(r.currentSeat()))));
        }
    }
    QVERIFY2(found, "no seed reaches the wall with a take that knocks");
    GinController::Options o = ginOptions(21);
    o.rules = rules;
    auto w = openGinWindow(o);
    QVERIFY(w);
    GinController* c = w->ginController();
    c->resume(*found, o);
    QCOMPARE(c->view().gin().phase, GinPhase::Wall);
    QVERIFY2(statusText(*w).contains(QStringLiteral("take the discard to knock")),
             qPrintable(statusText(*w)));
    w->findChild<QAction*>(QStringLiteral("ginTake"))->trigger();
    QCOMPARE(c->view().gin().phase, GinPhase::Discard);
    QVERIFY(c->view().gin().mustKnock);
    QVERIFY2(statusText(*w).contains(QStringLiteral("knock now")), qPrintable(statusText(*w)));
    {
        BoxAnswerer yes;
        w->findChild<QAction*>(QStringLiteral("knock"))->trigger();
        QCOMPARE(yes.texts.size(), 1);
    }
    QVERIFY(c->round().isOver());
    QCOMPARE(kindOf(c->round().history().back().move), MoveKind::Knock);
    QCOMPARE(c->round().history().back().seat, GinController::kHumanSeat);
}

RUMMY_TEST_MAIN(TestGinTablePlay)

#include "test_gin_table_play.moc"

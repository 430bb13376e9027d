// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop table, offscreen: the controller plays a deal to the end, and the mouse paths
// (drag a card onto the open deck or the finish slot, click the closed deck) and the keyboard
// reach the engine; the layout keeps the hand on screen at every size.
#include <QLabel>
#include <QTest>

#include "desktop_test_support.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

class TestDesktop : public QObject {
    Q_OBJECT
private slots:
    void botsPlayAWholeDeal();
    void botsPlayAPoolMatch();
    void dragToOpenDeckDiscards();
    void clickOnClosedDeckDraws();
    void resizingKeepsTheHandOnScreen();
    void dragOpenCardToHandDraws();
    void rulesAreEmbedded();
    void dropOnFinishSlotAsksToDeclare();
    void keyboardPathDiscards();
};

void TestDesktop::botsPlayAWholeDeal() {
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        IndianController::Options o = quickOptions(seed);
        o.humanIsBot = true;
        IndianController controller(o);
        QSignalSpy over(&controller, &IndianController::dealEnded);
        QSignalSpy moves(&controller, &IndianController::moved);
        QVERIFY(over.wait(60000));
        const IndianRound& round = controller.round();
        QVERIFY(round.isOver());
        QCOMPARE(moves.count(), static_cast<int>(round.history().size()));
        // The signal carries each move as the typed value the round recorded.
        for (int i = 0; i < moves.count(); ++i) {
            const PlayedMove& played = round.history()[static_cast<std::size_t>(i)];
            QCOMPARE(moves.at(i).at(0).toInt(), played.seat);
            QVERIFY(moves.at(i).at(1).value<rummy::Move>() == played.move);
        }
        const RoundResult r = round.result();
        QVERIFY(r.winner >= 0);
        QCOMPARE(r.outcomes[static_cast<std::size_t>(r.winner)], Outcome::Won);
        for (int seat = 0; seat < 4; ++seat) QVERIFY(round.outcome(seat) != Outcome::Playing);
        // Seat 0 (played by a bot here) took part like the others.
        QVERIFY(std::any_of(round.history().begin(), round.history().end(),
                            [](const PlayedMove& m) { return m.seat == 0; }));
        // The result screen names every seat and shows the winner's declared groups.
        const QString html = ResultDialog::resultHtml(controller.match());
        for (const char* name : {"You", "Asha", "Ravi", "Meera"})
            QVERIFY(html.contains(QLatin1String(name)));
        QVERIFY(html.contains(QStringLiteral("pure sequence")));
        if (const QByteArray dir = qgetenv("RUMMY_SHOT_DIR"); !dir.isEmpty()) {
            ResultDialog dialog(controller.match());
            dialog.grab().save(
                QStringLiteral("%1/result-%2.png").arg(QString::fromLocal8Bit(dir)).arg(seed));
        }
        // The next deal (or, in the one-deal Points format, a new match) starts and plays on.
        controller.nextDeal();
        QVERIFY(!controller.round().isOver());
        QVERIFY(over.wait(60000));
    }
}

// Deal after deal through nextDeal() (re-joins included) until the pool has a winner.
void TestDesktop::botsPlayAPoolMatch() {
    IndianController::Options o = quickOptions(21);
    o.format = MatchFormat::Pool101;
    o.humanIsBot = true;
    IndianController controller(o);
    QSignalSpy over(&controller, &IndianController::dealEnded);
    int deals = 0;
    while (!controller.match().isOver() && deals < 60) {
        QVERIFY(over.wait(60000));
        ++deals;
        QCOMPARE(static_cast<int>(controller.match().deals().size()), deals);
        if (!controller.match().isOver()) controller.nextDeal();
    }
    QVERIFY(controller.match().isOver());
    QVERIFY(deals >= 2);
    const int winner = controller.match().winner();
    QVERIFY(winner >= 0);
    QVERIFY(controller.match().scores()[static_cast<std::size_t>(winner)] < 101);
}

void TestDesktop::dragToOpenDeckDiscards() {
    auto w = openWindow(11, QSize(1024, 640));
    QVERIFY(w);
    IndianController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    c->play(moves::DrawClosed{});
    QCOMPARE(c->view().phase, Phase::Discard);
    QCoreApplication::processEvents();

    IndianScene* scene = w->scene();
    const std::vector<CardItem*> hand = scene->handItems();
    QCOMPARE(static_cast<int>(hand.size()), 14);
    CardItem* item = hand[3];
    const Card card = item->card();
    // A point on the part of the card its right-hand neighbour does not cover.
    const QPointF grab =
        item->pos() + QPointF(item->size().width() * 0.2, item->size().height() * 0.6);
    const QPointF drop = scene->openDeckRect().center();
    QWidget* vp = w->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, viewportPoint(w->view(), grab));
    for (int i = 1; i <= 8; ++i)
        QTest::mouseMove(vp, viewportPoint(w->view(), grab + (drop - grab) * (i / 8.0)));
    QVERIFY(item->isDragging());
    QTest::mouseRelease(vp, Qt::LeftButton, {}, viewportPoint(w->view(), drop));

    QVERIFY(!inHand(c, card));
    const auto& history = c->round().history();
    const auto mine = std::find_if(history.rbegin(), history.rend(),
                                   [](const PlayedMove& m) { return m.seat == 0; });
    QVERIFY(mine != history.rend());
    QCOMPARE(kindOf(mine->move), MoveKind::Discard);
    QCOMPARE(std::get<moves::Discard>(mine->move).card, card);

    // A drop on empty felt changes nothing and the card goes home.
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    c->play(moves::DrawClosed{});
    QCoreApplication::processEvents();
    CardItem* other = scene->handItems()[0];
    const QPointF home = other->home();
    const QPointF from =
        other->pos() + QPointF(other->size().width() * 0.2, other->size().height() * 0.6);
    const QPointF felt(scene->sceneRect().left() + scene->cardWidth() * 0.5,
                       scene->openDeckRect().top() - scene->cardWidth() * 0.2);
    QTest::mousePress(vp, Qt::LeftButton, {}, viewportPoint(w->view(), from));
    for (int i = 1; i <= 6; ++i)
        QTest::mouseMove(vp, viewportPoint(w->view(), from + (felt - from) * (i / 6.0)));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, viewportPoint(w->view(), felt));
    QVERIFY(inHand(c, other->card()));
    QCOMPARE(c->view().hand.size(), std::size_t{14});
    QTRY_COMPARE_WITH_TIMEOUT(other->pos(), home, 2000);
}

void TestDesktop::clickOnClosedDeckDraws() {
    auto w = openWindow(12, QSize(1280, 720));
    QVERIFY(w);
    IndianController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    QCOMPARE(c->view().phase, Phase::Draw);
    const int closedBefore = c->round().closedDeckSize();
    CardItem* deck = w->scene()->closedDeckItem();
    const QPointF centre = deck->pos() + QPointF(deck->size().width(), deck->size().height()) / 2;
    QTest::mouseClick(w->view()->viewport(), Qt::LeftButton, {}, viewportPoint(w->view(), centre));
    QCOMPARE(c->view().phase, Phase::Discard);
    QCOMPARE(c->round().hand(0).size(), std::size_t{14});
    QCOMPARE(c->round().closedDeckSize(), closedBefore - 1);
    QCOMPARE(kindOf(c->round().history().back().move), MoveKind::DrawClosed);
    QCOMPARE(c->round().history().back().seat, 0);
}

void TestDesktop::resizingKeepsTheHandOnScreen() {
    auto w = openWindow(13, QSize(1024, 640));
    QVERIFY(w);
    IndianController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    c->play(moves::DrawClosed{});  // 14 cards: the widest hand
    for (QSize size : {QSize(1024, 640), QSize(1920, 1080), QSize(1280, 720), QSize(800, 560),
                       QSize(3840, 2160), QSize(1024, 640)}) {
        w->resize(size);
        QTRY_COMPARE(w->size(), size);
        QCoreApplication::processEvents();
        IndianScene* scene = w->scene();
        const QRect viewport = w->view()->viewport()->rect();
        const std::vector<CardItem*> hand = scene->handItems();
        QCOMPARE(static_cast<int>(hand.size()), 14);
        // For people checking the layout by eye: RUMMY_SHOT_DIR=/tmp saves each size.
        if (const QByteArray dir = qgetenv("RUMMY_SHOT_DIR"); !dir.isEmpty())
            w->grab().save(QStringLiteral("%1/table-%2x%3.png")
                               .arg(QString::fromLocal8Bit(dir))
                               .arg(size.width())
                               .arg(size.height()));
        for (CardItem* item : hand) {
            const QRectF card(item->pos(), item->size());
            const QRect onScreen = w->view()->mapFromScene(card).boundingRect();
            QVERIFY2(viewport.contains(onScreen),
                     qPrintable(QStringLiteral("%1x%2: card at %3,%4 %5x%6 outside %7x%8")
                                    .arg(size.width())
                                    .arg(size.height())
                                    .arg(onScreen.x())
                                    .arg(onScreen.y())
                                    .arg(onScreen.width())
                                    .arg(onScreen.height())
                                    .arg(viewport.width())
                                    .arg(viewport.height())));
            // The hand stays below the piles: nothing of the middle row is covered.
            QVERIFY(card.top() > scene->openDeckRect().bottom());
            // Sharp cards soon: the new size is rendered off the GUI thread and swapped in.
            const QSize pixels = (item->size() * w->devicePixelRatioF()).toSize();
            QTRY_COMPARE_WITH_TIMEOUT(item->pixmap().size(), pixels, 5000);
        }
    }
}

void TestDesktop::dragOpenCardToHandDraws() {
    auto w = openWindow(14, QSize(1280, 720));
    QVERIFY(w);
    IndianController* c = w->controller();
    // Wait for a turn where the open card may be taken (a joker on top may not be).
    for (int tries = 0; tries < 30; ++tries) {
        QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
        if (c->view().canDrawOpen) break;
        c->play(moves::DrawClosed{});
        c->play(moves::Discard{c->view().hand.front()});
    }
    QVERIFY(c->view().canDrawOpen);
    CardItem* top = w->scene()->openTopItem();
    QVERIFY(top);
    const Card card = top->card();
    const QPointF from = top->pos() + QPointF(top->size().width(), top->size().height()) / 2;
    const QPointF to(w->scene()->sceneRect().center().x(),
                     w->scene()->sceneRect().bottom() - top->size().height() / 2);
    QWidget* vp = w->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, viewportPoint(w->view(), from));
    for (int i = 1; i <= 8; ++i)
        QTest::mouseMove(vp, viewportPoint(w->view(), from + (to - from) * (i / 8.0)));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, viewportPoint(w->view(), to));
    QVERIFY(inHand(c, card));
    QCOMPARE(kindOf(c->round().history().back().move), MoveKind::DrawOpen);
}

void TestDesktop::rulesAreEmbedded() {
    QFile rules(QStringLiteral(":/resources/help/indian13.md"));
    QVERIFY(rules.open(QIODevice::ReadOnly));
    QVERIFY(rules.size() > 1000);
    QFile deck(QStringLiteral(":/resources/cards/deck-2colour.svg"));
    QVERIFY(deck.exists());
    // The cache renders the deck (not the placeholder) once per element, size and ratio.
    CardCache cache;
    QVERIFY(cache.hasDeck());
    const QPixmap ace = cache.pixmap(QStringLiteral("AS"), QSize(50, 70), 2.0);
    QCOMPARE(ace.size(), QSize(100, 140));
    QCOMPARE(ace.devicePixelRatio(), 2.0);
    const QImage img = ace.toImage();
    QCOMPARE(img.pixelColor(50, 70).alpha(), 255);  // the face is opaque in its middle
    QCOMPARE(img.pixelColor(0, 0).alpha(), 0);      // the rounded corner is not
    cache.pixmap(QStringLiteral("AS"), QSize(50, 70), 2.0);
    QCOMPARE(cache.cachedCount(), 1);
    cache.pixmap(QStringLiteral("AS"), QSize(50, 70), 1.0);
    QCOMPARE(cache.cachedCount(), 2);
}

// The scene alone (no window, so no confirmation dialog): a card dropped on the finish slot
// is offered for the declaration and stays in the hand until the player confirms.
void TestDesktop::dropOnFinishSlotAsksToDeclare() {
    CardCache cache;
    IndianController controller(quickOptions(15));
    IndianScene scene(&controller, &cache);
    scene.setAnimationMs(0);
    CardTableView view(&scene);
    view.resize(1280, 720);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY_WITH_TIMEOUT(controller.humansTurn(), 20000);
    controller.play(moves::DrawClosed{});
    QCoreApplication::processEvents();
    QSignalSpy asked(&scene, &IndianScene::finishRequested);
    CardItem* item = scene.handItems()[5];
    const Card card = item->card();
    const QPointF from =
        item->pos() + QPointF(item->size().width() * 0.2, item->size().height() * 0.6);
    const QPointF to = scene.finishSlotRect().center();
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, view.mapFromScene(from));
    for (int i = 1; i <= 8; ++i)
        QTest::mouseMove(view.viewport(), view.mapFromScene(from + (to - from) * (i / 8.0)));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, view.mapFromScene(to));
    QTRY_COMPARE(asked.count(), 1);
    QCOMPARE(asked.first().first().value<Card>(), card);
    QVERIFY(inHand(&controller, card));
    QCOMPARE(controller.view().phase, Phase::Discard);
    // Confirmed: the controller declares the solver's arrangement of the rest.
    controller.play(moves::Finish{card, controller.finishGroups(card)});
    const PlayedMove& last = controller.round().history().back();
    QCOMPARE(last.seat, 0);
    QCOMPARE(kindOf(last.move), MoveKind::Finish);
    QCOMPARE(std::get<moves::Finish>(last.move).card, card);
    std::size_t declared = 0;
    for (const auto& g : std::get<moves::Finish>(last.move).groups) declared += g.size();
    QCOMPARE(declared, std::size_t{13});
}

// C draws, arrows and Space pick a card, D discards it: a whole turn without the mouse.
void TestDesktop::keyboardPathDiscards() {
    auto w = openWindow(16, QSize(1280, 720));
    QVERIFY(w);
    QApplication::setActiveWindow(w.get());
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    IndianController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    w->view()->setFocus();
    QTest::keyClick(w->view(), Qt::Key_C);
    QCOMPARE(c->view().phase, Phase::Discard);
    // Played by keys, the status line speaks of keys.
    auto* status = w->findChild<QLabel*>();
    for (auto* l : w->findChildren<QLabel*>())
        if (l->accessibleName() == QStringLiteral("Game status")) status = l;
    QVERIFY(status->text().contains(QStringLiteral("arrow keys")));
    QVERIFY(!status->text().contains(QStringLiteral("drag")));
    QTest::keyClick(w->view(), Qt::Key_Right);
    QTest::keyClick(w->view(), Qt::Key_Right);
    QTest::keyClick(w->view(), Qt::Key_Right);
    QCOMPARE(w->scene()->keyboardFocus(), 2);
    // Home and End go to the ends of the hand.
    const int last = static_cast<int>(w->scene()->handItems().size()) - 1;
    QTest::keyClick(w->view(), Qt::Key_End);
    QCOMPARE(w->scene()->keyboardFocus(), last);
    QTest::keyClick(w->view(), Qt::Key_Home);
    QCOMPARE(w->scene()->keyboardFocus(), 0);
    QTest::keyClick(w->view(), Qt::Key_Right);
    QTest::keyClick(w->view(), Qt::Key_Right);
    QCOMPARE(w->scene()->keyboardFocus(), 2);
    // The focused card rises above its neighbours, so its ring shows along its top edge (issue
    // 16, item 13), while it keeps its place in the stack: the next card's corner stays in
    // sight. It settles when the focus moves on.
    const auto items = w->scene()->handItems();
    QVERIFY(items[2]->hasKeyboardFocusMark());
    const qreal top = items[3]->mapRectToScene(items[3]->boundingRect()).top();
    QVERIFY(items[2]->mapRectToScene(items[2]->boundingRect()).top() < top - 10);
    QVERIFY(items[2]->zValue() < items[3]->zValue());
    QTest::keyClick(w->view(), Qt::Key_Right);
    QVERIFY(!items[2]->hasKeyboardFocusMark());
    QCOMPARE(items[2]->mapRectToScene(items[2]->boundingRect()).top(), top);
    QTest::keyClick(w->view(), Qt::Key_Left);
    const Card card = w->scene()->handItems()[2]->card();
    QTest::keyClick(w->view(), Qt::Key_Space);
    QCOMPARE(w->scene()->selectedCard(), std::optional<Card>(card));
    QTest::keyClick(w->view(), Qt::Key_D);
    QVERIFY(!inHand(c, card));
    const auto& history = c->round().history();
    const auto mine = std::find_if(history.rbegin(), history.rend(),
                                   [](const PlayedMove& m) { return m.seat == 0; });
    QCOMPARE(kindOf(mine->move), MoveKind::Discard);
    QCOMPARE(std::get<moves::Discard>(mine->move).card, card);
}

// Clicks select several cards, G groups them: a new group at the end, labelled by what the
// cards are. Sort goes back to the automatic arrangement.

RUMMY_TEST_MAIN(TestDesktop)

#include "test_desktop.moc"

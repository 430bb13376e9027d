// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop table, offscreen: the controller plays a deal to the end, and the mouse paths
// (drag a card onto the open deck, click the closed deck) reach the engine; the layout keeps
// the hand on screen at every size.
#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <functional>

#include "card_cache.h"
#include "card_item.h"
#include "desktop_text.h"
#include "game_controller.h"
#include "hand_arrangement.h"
#include "main_window.h"
#include "meld.h"
#include "result_dialog.h"
#include "table_layout.h"
#include "table_scene.h"
#include "table_view.h"

using namespace rummy;

namespace {

GameController::Options quickOptions(std::uint64_t seed) {
    GameController::Options o;
    o.players = 4;
    o.seed = seed;
    o.botDelayMs = 0;
    return o;
}

QPoint viewportPoint(TableView* view, QPointF scenePos) {
    return view->mapFromScene(scenePos);
}

// Where to press on a hand card: the strip its right-hand neighbour does not cover.
QPointF grabPoint(const CardItem* item) {
    return item->pos() + QPointF(item->size().width() * 0.15, item->size().height() * 0.6);
}

CardItem* itemOf(TableScene* scene, Card card) {
    for (CardItem* i : scene->handItems())
        if (i->card() == card) return i;
    return nullptr;
}

// Which of the hand's groups holds `card` (-1: none).
int groupOf(const TableScene* scene, Card card) {
    const auto& groups = scene->arrangement().groups;
    for (std::size_t g = 0; g < groups.size(); ++g)
        if (std::find(groups[g].cards.begin(), groups[g].cards.end(), card) !=
            groups[g].cards.end())
            return static_cast<int>(g);
    return -1;
}

std::vector<Face> facesOf(const std::vector<Card>& cards) {
    std::vector<Face> f;
    for (Card c : cards) f.push_back(c.face());
    return f;
}

void dragTo(TableView* view, QPointF from, QPointF to) {
    QWidget* vp = view->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, view->mapFromScene(from));
    for (int i = 1; i <= 8; ++i)
        QTest::mouseMove(vp, view->mapFromScene(from + (to - from) * (i / 8.0)));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, view->mapFromScene(to));
}

bool inHand(const GameController* c, Card card) {
    const auto& hand = c->round().hand(GameController::kHumanSeat);
    return std::find(hand.begin(), hand.end(), card) != hand.end();
}

}  // namespace

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
    void selectAndGroupMakesALabelledGroup();
    void draggingACardMovesItBetweenGroups();
    void finishDeclaresThePlayersGroups();
    void openDeckHistoryNamesWhoThrewWhat();
    void seatsSurroundTheTableClearOfThePiles();
    void animationSpeedSetsTheBotsPace();
    void ownGroupsScoreAsLaidOut();

private:
    std::unique_ptr<MainWindow> openWindow(std::uint64_t seed, QSize size);
};

std::unique_ptr<MainWindow> TestDesktop::openWindow(std::uint64_t seed, QSize size) {
    auto w = std::make_unique<MainWindow>(quickOptions(seed));
    w->setShowResults(false);
    w->scene()->setAnimationMs(0);
    w->resize(size);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) return nullptr;
    return w;
}

void TestDesktop::botsPlayAWholeDeal() {
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        GameController::Options o = quickOptions(seed);
        o.humanIsBot = true;
        GameController controller(o);
        QSignalSpy over(&controller, &GameController::roundOver);
        QSignalSpy moves(&controller, &GameController::moveMade);
        QVERIFY(over.wait(60000));
        const RoundState& round = controller.round();
        QVERIFY(round.isOver());
        QCOMPARE(moves.count(), static_cast<int>(round.history().size()));
        const RoundResult r = round.result();
        QVERIFY(r.winner >= 0);
        QCOMPARE(r.outcomes[static_cast<std::size_t>(r.winner)], Outcome::Won);
        for (int seat = 0; seat < 4; ++seat) QVERIFY(round.outcome(seat) != Outcome::Playing);
        // Seat 0 (played by a bot here) took part like the others.
        QVERIFY(std::any_of(round.history().begin(), round.history().end(),
                            [](const Move& m) { return m.seat == 0; }));
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
    GameController::Options o = quickOptions(21);
    o.format = MatchFormat::Pool101;
    o.humanIsBot = true;
    GameController controller(o);
    QSignalSpy over(&controller, &GameController::roundOver);
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
    GameController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    c->drawClosed();
    QCOMPARE(c->view().phase, Phase::Discard);
    QCoreApplication::processEvents();

    TableScene* scene = w->scene();
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
    const auto mine =
        std::find_if(history.rbegin(), history.rend(), [](const Move& m) { return m.seat == 0; });
    QVERIFY(mine != history.rend());
    QCOMPARE(mine->action.type, ActionType::Discard);
    QCOMPARE(mine->action.card, card);

    // A drop on empty felt changes nothing and the card goes home.
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    c->drawClosed();
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
    GameController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    QCOMPARE(c->view().phase, Phase::Draw);
    const int closedBefore = c->round().closedDeckSize();
    CardItem* deck = w->scene()->closedDeckItem();
    const QPointF centre = deck->pos() + QPointF(deck->size().width(), deck->size().height()) / 2;
    QTest::mouseClick(w->view()->viewport(), Qt::LeftButton, {}, viewportPoint(w->view(), centre));
    QCOMPARE(c->view().phase, Phase::Discard);
    QCOMPARE(c->round().hand(0).size(), std::size_t{14});
    QCOMPARE(c->round().closedDeckSize(), closedBefore - 1);
    QCOMPARE(c->round().history().back().action.type, ActionType::DrawClosed);
    QCOMPARE(c->round().history().back().seat, 0);
}

void TestDesktop::resizingKeepsTheHandOnScreen() {
    auto w = openWindow(13, QSize(1024, 640));
    QVERIFY(w);
    GameController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    c->drawClosed();  // 14 cards: the widest hand
    for (QSize size : {QSize(1024, 640), QSize(1920, 1080), QSize(1280, 720), QSize(800, 560),
                       QSize(3840, 2160), QSize(1024, 640)}) {
        w->resize(size);
        QTRY_COMPARE(w->size(), size);
        QCoreApplication::processEvents();
        TableScene* scene = w->scene();
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
    GameController* c = w->controller();
    // Wait for a turn where the open card may be taken (a joker on top may not be).
    for (int tries = 0; tries < 30; ++tries) {
        QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
        if (c->view().canDrawOpen) break;
        c->drawClosed();
        c->discard(c->view().hand.front());
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
    QCOMPARE(c->round().history().back().action.type, ActionType::DrawOpen);
}

void TestDesktop::rulesAreEmbedded() {
    QFile rules(QStringLiteral(":/docs/rules.md"));
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
    GameController controller(quickOptions(15));
    TableScene scene(&controller, &cache);
    scene.setAnimationMs(0);
    TableView view(&scene);
    view.resize(1280, 720);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY_WITH_TIMEOUT(controller.humansTurn(), 20000);
    controller.drawClosed();
    QCoreApplication::processEvents();
    QSignalSpy asked(&scene, &TableScene::finishRequested);
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
    controller.finish(card);
    const Move& last = controller.round().history().back();
    QCOMPARE(last.seat, 0);
    QCOMPARE(last.action.type, ActionType::Finish);
    QCOMPARE(last.action.card, card);
    std::size_t declared = 0;
    for (const auto& g : last.action.groups) declared += g.size();
    QCOMPARE(declared, std::size_t{13});
}

// C draws, arrows and Space pick a card, D discards it: a whole turn without the mouse.
void TestDesktop::keyboardPathDiscards() {
    auto w = openWindow(16, QSize(1280, 720));
    QVERIFY(w);
    QApplication::setActiveWindow(w.get());
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    GameController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    w->view()->setFocus();
    QTest::keyClick(w->view(), Qt::Key_C);
    QCOMPARE(c->view().phase, Phase::Discard);
    QTest::keyClick(w->view(), Qt::Key_Right);
    QTest::keyClick(w->view(), Qt::Key_Right);
    QTest::keyClick(w->view(), Qt::Key_Right);
    QCOMPARE(w->scene()->keyboardFocus(), 2);
    const Card card = w->scene()->handItems()[2]->card();
    QTest::keyClick(w->view(), Qt::Key_Space);
    QCOMPARE(w->scene()->selectedCard(), std::optional<Card>(card));
    QTest::keyClick(w->view(), Qt::Key_D);
    QVERIFY(!inHand(c, card));
    const auto& history = c->round().history();
    const auto mine =
        std::find_if(history.rbegin(), history.rend(), [](const Move& m) { return m.seat == 0; });
    QCOMPARE(mine->action.type, ActionType::Discard);
    QCOMPARE(mine->action.card, card);
}

// Clicks select several cards, G groups them: a new group at the end, labelled by what the
// cards are. Sort goes back to the automatic arrangement.
void TestDesktop::selectAndGroupMakesALabelledGroup() {
    bool sawMeld = false;
    for (std::uint64_t seed = 30; seed < 60 && !sawMeld; ++seed) {
        auto w = openWindow(seed, QSize(1280, 720));
        QVERIFY(w);
        QApplication::setActiveWindow(w.get());
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        GameController* c = w->controller();
        QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
        TableScene* scene = w->scene();
        // The solver's first group: a meld when the deal has one.
        const HandGroup first = scene->arrangement().groups.front();
        sawMeld = first.type != MeldType::None && first.cards.size() >= 3;
        // Pick the meld's cards, or else two cards of different groups (no meld).
        std::vector<Card> pick = first.cards;
        if (!sawMeld) pick = {first.cards.front(), scene->arrangement().groups.back().cards.back()};
        for (Card card : pick) {
            CardItem* item = itemOf(scene, card);
            QVERIFY(item);
            QTest::mouseClick(w->view()->viewport(), Qt::LeftButton, {},
                              w->view()->mapFromScene(grabPoint(item)));
        }
        QCOMPARE(scene->selectedCards().size(), pick.size());
        w->view()->setFocus();
        QTest::keyClick(w->view(), Qt::Key_G);
        QVERIFY(scene->hasOwnGroups());
        QVERIFY(scene->selectedCards().empty());
        const HandGroup& made = scene->arrangement().groups.back();
        std::vector<Card> got = made.cards, want = pick;
        std::sort(got.begin(), got.end());
        std::sort(want.begin(), want.end());
        QCOMPARE(got, want);
        const MeldType expected = classifyMeld(facesOf(pick), c->view().wild);
        QCOMPARE(made.type, expected);
        if (!sawMeld) QCOMPARE(made.type, MeldType::None);  // two cards are never a meld
        // Every card is still shown once.
        std::size_t shown = 0;
        for (const HandGroup& g : scene->arrangement().groups) shown += g.cards.size();
        QCOMPARE(shown, c->view().hand.size());
        QCOMPARE(scene->handItems().size(), c->view().hand.size());
        QTest::keyClick(w->view(), Qt::Key_S);
        QVERIFY(!scene->hasOwnGroups());
    }
    QVERIFY(sawMeld);
}

// A card dragged onto another group leaves its own and joins that one.
void TestDesktop::draggingACardMovesItBetweenGroups() {
    auto w = openWindow(31, QSize(1280, 720));
    QVERIFY(w);
    GameController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    TableScene* scene = w->scene();
    QVERIFY(scene->arrangement().groups.size() >= 3);
    const Card moving = scene->arrangement().groups[0].cards.front();
    const std::vector<Card> target = scene->arrangement().groups[2].cards;
    CardItem* item = itemOf(scene, moving);
    CardItem* anchor = itemOf(scene, target.front());
    QVERIFY(item && anchor);
    const qreal step = target.size() > 1 ? itemOf(scene, target[1])->pos().x() - anchor->pos().x()
                                         : scene->cardWidth() * 0.5;
    // Drop it with its left edge on the target's second slot.
    const QPointF from = grabPoint(item);
    const QPointF to = from + (anchor->pos() + QPointF(step, 0) - item->pos());
    dragTo(w->view(), from, to);
    QVERIFY(scene->hasOwnGroups());
    const int now = groupOf(scene, moving);
    QVERIFY(now >= 0);
    const auto& joined = scene->arrangement().groups[static_cast<std::size_t>(now)].cards;
    for (Card t : target) QVERIFY(std::find(joined.begin(), joined.end(), t) != joined.end());
    QCOMPARE(joined.size(), target.size() + 1);
    QCOMPARE(joined[1], moving);
    QCOMPARE(joined.front(), target.front());
    QCOMPARE(joined.back(), target.back());
    QVERIFY(inHand(c, moving));  // rearranging is not a move
    // And it rests where the layout puts it, inside the group.
    QTRY_COMPARE_WITH_TIMEOUT(item->pos(), item->home(), 2000);
    QVERIFY(item->pos().x() > anchor->pos().x());
    if (const QByteArray dir = qgetenv("RUMMY_SHOT_DIR"); !dir.isEmpty())
        w->grab().save(QStringLiteral("%1/own-groups.png").arg(QString::fromLocal8Bit(dir)));
}

// With the hand arranged by the player, Finish declares exactly their groups.
void TestDesktop::finishDeclaresThePlayersGroups() {
    auto w = openWindow(32, QSize(1280, 720));
    QVERIFY(w);
    QApplication::setActiveWindow(w.get());
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    GameController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    c->drawClosed();
    TableScene* scene = w->scene();
    w->view()->setFocus();
    // Group the first three cards of the hand as shown, then pick the card to finish with.
    const std::vector<CardItem*> items = scene->handItems();
    for (int i = 0; i < 3; ++i)
        QTest::mouseClick(w->view()->viewport(), Qt::LeftButton, {},
                          w->view()->mapFromScene(grabPoint(items[static_cast<std::size_t>(i)])));
    QTest::keyClick(w->view(), Qt::Key_G);
    QVERIFY(scene->hasOwnGroups());
    const Card finishCard = scene->arrangement().groups.front().cards.front();
    std::vector<std::vector<Card>> expected;
    for (const HandGroup& g : scene->arrangement().groups) {
        std::vector<Card> cards;
        for (Card x : g.cards)
            if (x != finishCard) cards.push_back(x);
        if (!cards.empty()) expected.push_back(cards);
    }
    QTest::mouseClick(w->view()->viewport(), Qt::LeftButton, {},
                      w->view()->mapFromScene(grabPoint(itemOf(scene, finishCard))));
    QCOMPARE(scene->selectedCard(), std::optional<Card>(finishCard));
    // Answer the confirmation (a warning, most likely) with Yes.
    bool answered = false;
    std::function<void()> answer = [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            box->button(QMessageBox::Yes)->click();
            answered = true;
        } else {
            QTimer::singleShot(20, answer);
        }
    };
    QTimer::singleShot(20, answer);
    QTest::keyClick(w->view(), Qt::Key_F);
    QVERIFY(answered);
    const Move& last = c->round().history().back();
    QCOMPARE(last.seat, 0);
    QCOMPARE(last.action.type, ActionType::Finish);
    QCOMPARE(last.action.card, finishCard);
    QCOMPARE(last.action.groups, expected);
}

// The open deck's tooltip lists the discards, newest first, each with who threw it.
void TestDesktop::openDeckHistoryNamesWhoThrewWhat() {
    auto w = openWindow(33, QSize(1280, 720));
    QVERIFY(w);
    GameController* c = w->controller();
    for (int turn = 0; turn < 3; ++turn) {
        QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
        c->drawClosed();
        c->discard(c->view().hand.front());
    }
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    const auto& open = c->round().openDeck();
    QVERIFY(open.size() >= 3);
    const QString text = w->scene()->openHistoryText();
    const QStringList lines = text.split(QLatin1Char('\n'));
    const std::size_t listed = std::min<std::size_t>(open.size(), 12);
    QVERIFY(static_cast<std::size_t>(lines.size()) >= listed + 1);
    bool sawBot = false;
    for (std::size_t i = 0; i < listed; ++i) {
        const OpenCard& oc = open[open.size() - 1 - i];
        const QString& line = lines[static_cast<qsizetype>(i + 1)];
        QVERIFY2(line.contains(text::cardName(oc.card)), qPrintable(line));
        if (oc.by >= 0) QVERIFY2(line.contains(text::seatName(oc.by)), qPrintable(line));
        sawBot = sawBot || oc.by > 0;
    }
    QVERIFY(sawBot);
    QCOMPARE(w->scene()->openTopItem()->toolTip(), text);
}

// 2 to 6 players from 1024x640 to 1920x1080: the opponents' panels stay on the table, apart,
// clear of the piles; from four players on, the first sits on the left and the last on the
// right.
void TestDesktop::seatsSurroundTheTableClearOfThePiles() {
    for (QSizeF size : {QSizeF(1024, 560), QSizeF(1280, 640), QSizeF(1920, 1000)}) {
        const QRectF scene(QPointF(0, 0), size);
        const TableLayout geo = TableLayout::compute(scene);
        for (int opponents = 1; opponents <= 5; ++opponents) {
            const std::vector<QRectF> seats = geo.seatRects(opponents, scene);
            QCOMPARE(static_cast<int>(seats.size()), opponents);
            for (std::size_t i = 0; i < seats.size(); ++i) {
                QVERIFY(scene.contains(seats[i]));
                QVERIFY(seats[i].width() >= 1.5 * geo.cardW);
                for (QRectF pile : {geo.wild, geo.closed, geo.open, geo.finish})
                    QVERIFY(!seats[i].intersects(pile));
                for (std::size_t j = i + 1; j < seats.size(); ++j)
                    QVERIFY(!seats[i].intersects(seats[j]));
            }
            if (opponents >= 3) {
                QVERIFY(seats.front().right() < geo.wild.left());
                QVERIFY(seats.back().left() > geo.finish.right());
                QVERIFY(seats.front().top() > seats[1].top());
            }
        }
    }
}

// Game > Animation speed: Off makes the bots move at once, Fast quicker than Normal.
void TestDesktop::animationSpeedSetsTheBotsPace() {
    GameController::Options o = quickOptions(34);
    o.botDelayMs = 600;
    auto w = std::make_unique<MainWindow>(o);
    w->setShowResults(false);
    QMenu* speed = nullptr;
    QAction *off = nullptr, *fast = nullptr, *normal = nullptr;
    for (QMenu* m : w->findChildren<QMenu*>()) {
        if (m->title() != QStringLiteral("&Animation speed")) continue;
        speed = m;
        for (QAction* a : m->actions()) {
            if (a->text() == QStringLiteral("&Off")) off = a;
            if (a->text() == QStringLiteral("&Fast")) fast = a;
            if (a->text() == QStringLiteral("&Normal")) normal = a;
        }
    }
    QVERIFY(speed && off && fast && normal);
    QVERIFY(normal->isChecked());
    const int normalDelay = w->controller()->options().botDelayMs;
    QCOMPARE(normalDelay, 600);  // Normal is the pace asked for (--bot-delay)
    fast->trigger();
    QVERIFY(fast->isChecked() && !normal->isChecked());
    const int fastDelay = w->controller()->options().botDelayMs;
    QVERIFY(fastDelay > 0 && fastDelay < normalDelay);
    off->trigger();
    QCOMPARE(w->controller()->options().botDelayMs, 0);
    normal->trigger();
    QCOMPARE(w->controller()->options().botDelayMs, normalDelay);
}

// The player's own groups: labels by classifyMeld, points as the engine counts a hand.
void TestDesktop::ownGroupsScoreAsLaidOut() {
    auto c = [](Rank r, Suit s, int deck = 0) { return Card::natural(deck, Face(r, s)); };
    const WildRank wild{Rank::Five};
    const std::vector<Card> pure{c(Rank::Ace, Suit::Spades), c(Rank::Two, Suit::Spades),
                                 c(Rank::Three, Suit::Spades)};
    const std::vector<Card> impure{c(Rank::Four, Suit::Hearts), c(Rank::Five, Suit::Clubs),
                                   c(Rank::Six, Suit::Hearts)};
    const std::vector<Card> kings{c(Rank::King, Suit::Diamonds), c(Rank::King, Suit::Clubs),
                                  c(Rank::King, Suit::Hearts)};
    const std::vector<Card> run4{c(Rank::Nine, Suit::Diamonds), c(Rank::Ten, Suit::Diamonds),
                                 c(Rank::Jack, Suit::Diamonds), c(Rank::Queen, Suit::Diamonds)};
    const std::vector<Card> loose{c(Rank::Nine, Suit::Clubs), c(Rank::Two, Suit::Diamonds),
                                  c(Rank::Queen, Suit::Clubs), c(Rank::Seven, Suit::Hearts)};
    // Qualified (a pure and a second sequence): only the loose cards count, 9+2+10+7.
    HandArrangement a = arrangeOwnGroups({pure, impure, kings, loose}, wild);
    QCOMPARE(a.groups.size(), std::size_t{4});
    QCOMPARE(a.groups[0].type, MeldType::Pure);
    QCOMPARE(a.groups[1].type, MeldType::Impure);
    QCOMPARE(a.groups[2].type, MeldType::Set);
    QCOMPARE(a.groups[3].type, MeldType::None);
    QCOMPARE(a.points, 28);
    QVERIFY(!a.valid);
    // No sequence: every card counts (the kings too), 30 + 28.
    a = arrangeOwnGroups({kings, loose}, wild, 7);
    QCOMPARE(a.points, 58);
    // Fourteen cards, all in melds but one: the one to throw does not count; it declares.
    a = arrangeOwnGroups({pure, impure, kings, run4, {loose.front()}}, wild);
    QCOMPARE(a.points, 0);
    QVERIFY(a.valid);
    // A drawn card joins as a group of its own; a thrown one leaves its group.
    std::vector<Card> hand = pure;
    hand.push_back(loose[0]);
    const auto groups = reconcileGroups({pure, {loose[1]}}, hand);
    QCOMPARE(groups.size(), std::size_t{2});
    QCOMPARE(groups[0], pure);
    QCOMPARE(groups[1], std::vector<Card>{loose[0]});
}

QTEST_MAIN(TestDesktop)
#include "test_desktop.moc"

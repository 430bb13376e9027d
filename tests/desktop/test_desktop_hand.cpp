// SPDX-License-Identifier: GPL-3.0-or-later
// The player's hand on the desktop table, offscreen: selecting and grouping cards, moving a card
// between groups, declaring one's own groups, the open-deck history, the seats around the table
// and the animation speed.
#include <QTest>

#include "desktop_test_support.h"
#include "test_registry.h"
#include "windows/discard_history_dialog.h"

using namespace rummy;
using namespace rummy::test;

class TestDesktopHand : public QObject {
    Q_OBJECT
private slots:
    void selectAndGroupMakesALabelledGroup();
    void draggingACardMovesItBetweenGroups();
    void finishDeclaresThePlayersGroups();
    void openDeckHistoryNamesWhoThrewWhat();
    void seatsSurroundTheTableClearOfThePiles();
    void animationSpeedSetsTheBotsPace();
    void aDrawKeepsTheHandAndMarksTheNewCard();
    void draggingPastEitherEndStartsAGroup();
    void aSelectedCardLeavesItsLabelInSight();
    void discardHistoryListsThrowsAndTakesPerPlayer();
    void ownGroupsScoreAsLaidOut();
};

// After a draw the hand keeps its arrangement: every card stays in the group it was in, the
// drawn card joins at the end, outlined, until the discard. Sort still
// re-arranges at once.
void TestDesktopHand::aDrawKeepsTheHandAndMarksTheNewCard() {
    auto w = openWindow(23, QSize(1280, 720));
    QVERIFY(w);
    IndianController* c = w->controller();
    IndianScene* scene = w->scene();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    std::vector<std::vector<Card>> before;
    for (const HandGroup& g : scene->arrangement().groups) before.push_back(g.cards);
    QVERIFY(c->play(moves::DrawClosed{}));
    const Card drawn = *c->round().history().back().card;
    const auto& after = scene->arrangement().groups;
    QCOMPARE(after.size(), before.size() + 1);
    for (std::size_t g = 0; g < before.size(); ++g) QVERIFY(after[g].cards == before[g]);
    QVERIFY(after.back().cards == std::vector<Card>{drawn});
    QVERIFY(itemOf(scene, drawn)->outline().isValid());
    for (const auto& g : before)
        for (Card card : g) QVERIFY(!itemOf(scene, card)->outline().isValid());
    // Another card thrown: the turn is over, the mark goes and the hand is sorted again.
    const Card thrown = before.front().front();
    QVERIFY(c->play(moves::Discard{thrown}));
    if (inHand(c, drawn)) QVERIFY(!itemOf(scene, drawn)->outline().isValid());
}

void TestDesktopHand::selectAndGroupMakesALabelledGroup() {
    bool sawMeld = false;
    for (std::uint64_t seed = 30; seed < 60 && !sawMeld; ++seed) {
        auto w = openWindow(seed, QSize(1280, 720));
        QVERIFY(w);
        QApplication::setActiveWindow(w.get());
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        IndianController* c = w->controller();
        QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
        IndianScene* scene = w->scene();
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
void TestDesktopHand::draggingACardMovesItBetweenGroups() {
    auto w = openWindow(31, QSize(1280, 720));
    QVERIFY(w);
    IndianController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    IndianScene* scene = w->scene();
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

// A card dragged a little past either end of the hand (a third of a card beyond the outer card)
// starts a group of its own there.
void TestDesktopHand::draggingPastEitherEndStartsAGroup() {
    auto w = openWindow(33, QSize(1280, 720));
    QVERIFY(w);
    IndianController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    IndianScene* scene = w->scene();
    QVERIFY(scene->arrangement().groups.size() >= 3);
    const qreal cardW = scene->cardWidth();
    // To the back: from the middle group to just past the last card.
    const Card toBack = scene->arrangement().groups[1].cards.front();
    const Card last = scene->arrangement().groups.back().cards.back();
    CardItem* item = itemOf(scene, toBack);
    QPointF from = grabPoint(item);
    QPointF to = from + (itemOf(scene, last)->pos() + QPointF(cardW * 0.35, 0) - item->pos());
    dragTo(w->view(), from, to);
    QTRY_COMPARE_WITH_TIMEOUT(item->pos(), item->home(), 2000);
    QVERIFY(scene->arrangement().groups.back().cards == std::vector<Card>{toBack});
    // To the front: the card now last goes just before the first card.
    const Card first = scene->arrangement().groups.front().cards.front();
    from = grabPoint(item);
    to = from + (itemOf(scene, first)->pos() - QPointF(cardW * 0.35, 0) - item->pos());
    dragTo(w->view(), from, to);
    QTRY_COMPARE_WITH_TIMEOUT(item->pos(), item->home(), 2000);
    QVERIFY(scene->arrangement().groups.front().cards == std::vector<Card>{toBack});
    QVERIFY(inHand(c, toBack));
}

// A selected card rises; its group's label rises with it and stays clear of it.
void TestDesktopHand::aSelectedCardLeavesItsLabelInSight() {
    auto w = openWindow(34, QSize(1280, 720));
    QVERIFY(w);
    IndianController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    IndianScene* scene = w->scene();
    const Card card = scene->arrangement().groups[0].cards.front();
    CardItem* item = itemOf(scene, card);
    QTest::mouseClick(w->view()->viewport(), Qt::LeftButton, {},
                      viewportPoint(w->view(), grabPoint(item)));
    QCOMPARE(scene->selectedCard(), std::optional<Card>(card));
    QTRY_COMPARE_WITH_TIMEOUT(item->pos(), item->home(), 2000);
    QVERIFY(scene->groupLabelRect(0).bottom() <= item->sceneBoundingRect().top() + 3);
}

// Game → Discard history: every throw and take of the deal in the column of its player; the
// closed-deck draws stay hidden.
void TestDesktopHand::discardHistoryListsThrowsAndTakesPerPlayer() {
    auto w = openWindow(35, QSize(1280, 720));
    QVERIFY(w);
    IndianController* c = w->controller();
    c->setHumanIsBot(true);
    QTRY_VERIFY_WITH_TIMEOUT(c->round().history().size() >= 30 || c->round().isOver(), 20000);
    c->setHumanIsBot(false);
    const auto events = pileEvents(c->round().history());
    int throws = 0, takes = 0;
    for (const PlayedMove& m : c->round().history()) {
        throws += kindOf(m.move) == MoveKind::Discard;
        takes += kindOf(m.move) == MoveKind::DrawOpen;
    }
    DiscardHistoryDialog dialog(c, w.get());
    dialog.show();
    if (const QByteArray dir = qgetenv("RUMMY_SHOT_DIR"); !dir.isEmpty())
        dialog.grab().save(
            QStringLiteral("%1/discard-history.png").arg(QString::fromLocal8Bit(dir)));
    const QStringList rows = dialog.rows();
    QVERIFY(rows.size() >= throws + takes);
    QCOMPARE(static_cast<int>(events.size()), static_cast<int>(rows.size()));
    int shownThrows = 0, shownTakes = 0;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const QStringList cells = rows[static_cast<int>(i)].split(u'|');
        QCOMPARE(cells.size(), c->round().seats());
        const QString cell = cells[events[i].seat];
        QVERIFY(cell.contains(text::cardName(events[i].card)));
        shownThrows += cell.startsWith(QStringLiteral("threw"));
        shownTakes += cell.startsWith(QStringLiteral("took"));
    }
    QCOMPARE(shownThrows, throws);
    QCOMPARE(shownTakes, takes);
    QVERIFY(w->findChild<QAction*>(QStringLiteral("discardHistory")));
}

// With the hand arranged by the player, Finish declares exactly their groups.
void TestDesktopHand::finishDeclaresThePlayersGroups() {
    auto w = openWindow(32, QSize(1280, 720));
    QVERIFY(w);
    QApplication::setActiveWindow(w.get());
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    IndianController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    c->play(moves::DrawClosed{});
    IndianScene* scene = w->scene();
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
    const PlayedMove& last = c->round().history().back();
    QCOMPARE(last.seat, 0);
    QCOMPARE(kindOf(last.move), MoveKind::Finish);
    QCOMPARE(std::get<moves::Finish>(last.move).card, finishCard);
    QCOMPARE(std::get<moves::Finish>(last.move).groups, expected);
}

// The open deck's tooltip lists the discards, newest first, each with who threw it.
void TestDesktopHand::openDeckHistoryNamesWhoThrewWhat() {
    auto w = openWindow(33, QSize(1280, 720));
    QVERIFY(w);
    IndianController* c = w->controller();
    for (int turn = 0; turn < 3; ++turn) {
        QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
        c->play(moves::DrawClosed{});
        c->play(moves::Discard{c->view().hand.front()});
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
void TestDesktopHand::seatsSurroundTheTableClearOfThePiles() {
    for (QSizeF size : {QSizeF(1024, 560), QSizeF(1280, 640), QSizeF(1920, 1000)}) {
        const QRectF scene(QPointF(0, 0), size);
        const IndianLayout geo = IndianLayout::compute(scene);
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
void TestDesktopHand::animationSpeedSetsTheBotsPace() {
    IndianController::Options o = quickOptions(34);
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
void TestDesktopHand::ownGroupsScoreAsLaidOut() {
    auto c = [](Rank r, Suit s, int deck = 0) { return Card::natural(deck, Face(r, s)); };
    const WildCards wild = WildCards::of(WildRank{Rank::Five});
    const IndianRules rules = IndianRules::preset(MatchFormat::Points);
    IndianRules seven = rules;
    seven.handSize = 7;
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
    HandArrangement a = arrangeOwnGroups({pure, impure, kings, loose}, rules, wild);
    QCOMPARE(a.groups.size(), std::size_t{4});
    QCOMPARE(a.groups[0].type, MeldType::Pure);
    QCOMPARE(a.groups[1].type, MeldType::Impure);
    QCOMPARE(a.groups[2].type, MeldType::Set);
    QCOMPARE(a.groups[3].type, MeldType::None);
    QCOMPARE(a.points, 28);
    QVERIFY(!a.valid);
    // No sequence: every card counts (the kings too), 30 + 28.
    a = arrangeOwnGroups({kings, loose}, seven, wild);
    QCOMPARE(a.points, 58);
    // Fourteen cards, all in melds but one: the one to throw does not count; it declares.
    a = arrangeOwnGroups({pure, impure, kings, run4, {loose.front()}}, rules, wild);
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

RUMMY_TEST_MAIN(TestDesktopHand)

#include "test_desktop_hand.moc"

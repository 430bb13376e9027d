// SPDX-License-Identifier: GPL-3.0-or-later
// The table games (Straight Rummy, Rummy 500, Rummy 51, Kaluki) at the desktop, offscreen, in
// play: bots play whole hands; the player melds, lays off and discards through the scene's
// actions, the mouse and the keyboard; an illegal meld is refused with a reason and changes
// nothing; the table fits. (Settings, saves and statistics: test_desktop_table_games_store.)
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

#include "bot.h"
#include "desktop_test_support.h"
#include "io/deal_code.h"
#include "saves_test_support.h"
#include "scene/card_item.h"
#include "scene/card_table_view.h"
#include "scene/card_zones.h"
#include "scene/table_game_scene.h"
#include "scene/table_game_texts.h"
#include "settings/settings_dialog.h"
#include "settings/settings_game_page.h"
#include "store/autosaver.h"
#include "store/save_store.h"
#include "store/stats_store.h"
#include "store/table_game_stats_recorder.h"
#include "table_game_test_support.h"
#include "test_registry.h"
#include "text/desktop_text.h"
#include "windows/match_header.h"

using namespace rummy;
using namespace rummy::test;

class TestDesktopTableGames : public QObject {
    Q_OBJECT
private slots:
    void botsPlayWholeHands_data();
    void botsPlayWholeHands();
    void thePlayerMeldsLaysOffAndDiscards();
    void theMouseDrawsMeldsAndDiscards();
    void anIllegalMeldIsRefusedWithAReason();
    void theOpeningShowsLiveIn51();
    void twoMeldsOpenAndANaturalCardSwapsTheJoker();
    void aDeepCardOfThe500PileStaysMarkedUntilPlayed();
    void theKeyboardPlaysATurn();
    void theTableFitsAndShowsEveryMeld_data();
    void theTableFitsAndShowsEveryMeld();
    void aBotsDiscardFliesFromItsSeat();
};

void TestDesktopTableGames::botsPlayWholeHands_data() {
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("seats");
    QTest::newRow("straight") << static_cast<int>(Variant::Straight) << 4;
    QTest::newRow("500") << static_cast<int>(Variant::Rummy500) << 4;
    QTest::newRow("51") << static_cast<int>(Variant::Rummy51) << 3;
    QTest::newRow("kaluki") << static_cast<int>(Variant::Kaluki) << 2;
}

// Bots in every seat play two whole hands; after each the result panel shows the hand and the
// score sheet, and the totals are the hands' points added up.
void TestDesktopTableGames::botsPlayWholeHands() {
    QFETCH(int, variant);
    QFETCH(int, seats);
    const TableRules rules = TableRules::preset(static_cast<Variant>(variant));
    auto w = openTableGameWindow(meldOptions(rules, seats, 11, true));
    QVERIFY(w);
    QVERIFY(w->playingTableGame());
    TableGameController* c = w->meldController();
    // The strip above the table says what is played: the game, the hand, the target, the table.
    const QString title = SettingsGamePage::gameTitle(rules.variant);
    QTRY_COMPARE(
        w->header()->text(),
        title + QStringLiteral(" · Hand 1 · Game to %1 · %2 players").arg(rules.target).arg(seats));
    for (int hand = 1; hand <= 2 && !c->game().isOver(); ++hand) {
        QTRY_VERIFY_WITH_TIMEOUT(c->round().isOver(), 60000);
        QTRY_VERIFY(w->meldScene()->resultShown());
        QVERIFY(w->meldScene()->resultText().contains(QStringLiteral("Score sheet")));
        QCOMPARE(static_cast<int>(c->game().deals().size()), hand);
        for (int s = 0; s < seats; ++s) {
            int sum = 0;
            for (const TableHandRecord& h : c->game().deals())
                sum += h.outcome.seats[static_cast<std::size_t>(s)].points;
            QCOMPARE(c->game().scores()[static_cast<std::size_t>(s)], sum);
        }
        if (!c->game().isOver()) {
            c->nextHand();
            QVERIFY(!c->round().isOver());
            QVERIFY(!w->meldScene()->resultShown());
        }
    }
}

// Straight Rummy, two players, the player first: 5♥ 6♥ 7♥ 8♥, three 2s, K♠ Q♦ 9♣ and 3♣; the
// pile turns up 4♥.
void TestDesktopTableGames::thePlayerMeldsLaysOffAndDiscards() {
    const TableRules rules = TableRules::straight();
    const auto mine = cards({"5H", "6H", "7H", "8H", "2C", "2D", "2S", "KS", "QD", "9C"});
    const auto theirs = cards({"AC", "3D", "5S", "7C", "9D", "JS", "KH", "4S", "6D", "8S"});
    const TableGame g = stackedGame(rules, {mine, theirs}, card("4H"));
    auto w = openTableGameWindow(meldOptions(rules, 2, 7));
    QVERIFY(w);
    TableGameController* c = w->meldController();
    c->resume(g, meldOptions(rules, 2, 7));
    QVERIFY(c->humansTurn());
    TableGameScene* scene = w->meldScene();
    // The hand's loose cards say what they would cost (K 10, Q 10, 9), and the empty zones
    // say that nothing is laid yet.
    QCOMPARE(scene->caption(QStringLiteral("loose")), QStringLiteral("Unmatched: 29 points"));
    QCOMPARE(scene->caption(QStringLiteral("zoneEmpty0")), QStringLiteral("No melds yet"));
    QCOMPARE(scene->caption(QStringLiteral("zoneEmpty1")), QStringLiteral("No melds yet"));
    QVERIFY(scene->takeFromPile(0));
    QVERIFY(holds(c, card("4H")));
    scene->setSelection(cards({"5H", "6H", "7H"}));
    QVERIFY(scene->selectionText().contains(QStringLiteral("Run")));
    QVERIFY(scene->meldSelection());
    QCOMPARE(c->round().melds().size(), std::size_t(1));
    QCOMPARE(c->round().melds()[0].owner, 0);
    QVERIFY(!holds(c, card("5H")));
    QVERIFY(scene->caption(QStringLiteral("zoneEmpty0")).isEmpty());
    QCOMPARE(scene->caption(QStringLiteral("zoneEmpty1")), QStringLiteral("No melds yet"));
    // 8♥ and the 4♥ just taken lay off at either end of the run.
    scene->setSelection({card("8H")});
    QVERIFY(scene->layOffSelection());
    scene->setSelection({card("4H")});
    QVERIFY(scene->layOffSelection(1));
    QCOMPARE(c->round().melds()[0].cards.size(), std::size_t(5));
    scene->setSelection({card("KS")});
    QVERIFY(scene->discardSelection());
    QCOMPARE(c->round().pile().back(), card("KS"));
    QCOMPARE(c->round().currentSeat(), 1);  // the bot's turn: its move comes later
    // Ten dealt, one taken; three melded, two laid off, one thrown.
    QCOMPARE(static_cast<int>(c->round().hand(0).size()), 5);
}

// The same with the mouse: a click on the pile draws, clicks select, a drag onto the table
// melds, a drag onto the meld lays off, a drag onto the pile discards.
void TestDesktopTableGames::theMouseDrawsMeldsAndDiscards() {
    const TableRules rules = TableRules::straight();
    const auto mine = cards({"5H", "6H", "7H", "8H", "2C", "2D", "2S", "KS", "QD", "9C"});
    const auto theirs = cards({"AC", "3D", "5S", "7C", "9D", "JS", "KH", "4S", "6D", "8S"});
    const TableGame g = stackedGame(rules, {mine, theirs}, card("4H"));
    auto w = openTableGameWindow(meldOptions(rules, 2, 7));
    QVERIFY(w);
    TableGameController* c = w->meldController();
    c->resume(g, meldOptions(rules, 2, 7));
    TableGameScene* scene = w->meldScene();
    CardTableView* view = w->meldView();
    auto click = [&](QPointF p) {
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(p));
    };
    auto grab = [&](Card cd) {
        const CardItem* item = scene->handItem(cd);
        return item->pos() + QPointF(item->size().width() * 0.15, item->size().height() * 0.6);
    };
    click(scene->pileItem(0)->sceneBoundingRect().center());
    QVERIFY(holds(c, card("4H")));
    QCOMPARE(c->round().phase(), TablePhase::Play);
    click(grab(card("2C")));
    click(grab(card("2D")));
    QCOMPARE(scene->selection().size(), std::size_t(2));
    QVERIFY(scene->selectionText().contains(QStringLiteral("2♣")));
    // The third card dragged onto the table joins the selection and the three are melded.
    dragTo(view, grab(card("2S")), scene->zoneRect(0).center());
    QCOMPARE(c->round().melds().size(), std::size_t(1));
    QCOMPARE(c->round().melds()[0].kind, MeldKind::Set);
    dragTo(view, grab(card("4H")), scene->zoneRect(1).center());  // a lone card: no meld
    QVERIFY(holds(c, card("4H")));
    dragTo(view, grab(card("QD")), scene->pileRect().center());
    QCOMPARE(c->round().pile().back(), card("QD"));
    QCOMPARE(c->round().currentSeat(), 1);
}

// An illegal meld is refused with the reason in words, and nothing changes: not the hand, not
// the table, not the turn.
void TestDesktopTableGames::anIllegalMeldIsRefusedWithAReason() {
    const TableRules rules = TableRules::straight();
    const auto mine = cards({"5H", "6H", "7H", "8H", "2C", "2D", "2S", "KS", "QD", "9C"});
    const auto theirs = cards({"AC", "3D", "5S", "7C", "9D", "JS", "KH", "4S", "6D", "8S"});
    const TableGame g = stackedGame(rules, {mine, theirs}, card("4H"));
    auto w = openTableGameWindow(meldOptions(rules, 2, 7));
    QVERIFY(w);
    TableGameController* c = w->meldController();
    c->resume(g, meldOptions(rules, 2, 7));
    TableGameScene* scene = w->meldScene();
    QString said;
    connect(scene, &TableGameScene::problem, [&](const QString& why) { said = why; });
    // Before drawing: a meld is out of turn's order.
    scene->setSelection(cards({"5H", "6H", "7H"}));
    QVERIFY(!scene->meldSelection());
    QVERIFY2(said.contains(QStringLiteral("Draw first")), qPrintable(said));
    QVERIFY(scene->drawStock());
    const TableRound before = c->round();
    scene->setSelection(cards({"2C", "9C", "KS"}));
    QCOMPARE(scene->selectionText().contains(QStringLiteral("Not a meld")), true);
    QVERIFY(!scene->meldSelection());
    QVERIFY2(said.contains(QStringLiteral("do not make a meld")), qPrintable(said));
    QVERIFY(c->round() == before);
    QCOMPARE(scene->selection().size(), std::size_t(3));  // the selection stays for another try
    QVERIFY2(statusText(w.get()).contains(QStringLiteral("do not make a meld")),
             qPrintable(statusText(w.get())));
    // Straight melds once a turn: the second is refused as such.
    scene->setSelection(cards({"5H", "6H", "7H"}));
    QVERIFY(scene->meldSelection());
    scene->setSelection(cards({"2C", "2D", "2S"}));
    QVERIFY(!scene->meldSelection());
    QVERIFY2(said.contains(QStringLiteral("one meld per turn")), qPrintable(said));
    QVERIFY(holds(c, card("2C")));
}

// In 51 the selection says how far it goes towards the opening, and a lay-down short of it is
// refused with the points missing.
void TestDesktopTableGames::theOpeningShowsLiveIn51() {
    const TableRules rules = TableRules::rummy51();
    const auto mine =
        cards({"10H", "JH", "QH", "2C", "2D", "2S", "5S", "7D", "9C", "3H", "4C", "6S", "8D"});
    const auto theirs =
        cards({"AC", "3D", "5H", "7C", "9D", "JS", "KH", "4S", "6D", "8S", "10C", "QC", "KD"});
    const TableGame g = stackedGame(rules, {mine, theirs}, card("AS"), {card("KC")});
    auto w = openTableGameWindow(meldOptions(rules, 2, 7));
    QVERIFY(w);
    TableGameController* c = w->meldController();
    c->resume(g, meldOptions(rules, 2, 7));
    TableGameScene* scene = w->meldScene();
    QString said;
    connect(scene, &TableGameScene::problem, [&](const QString& why) { said = why; });
    QVERIFY(scene->drawStock());
    scene->setSelection(cards({"10H", "JH", "QH"}));
    QVERIFY2(scene->selectionText().contains(QStringLiteral("Opening: 30 of 51")),
             qPrintable(scene->selectionText()));
    QVERIFY(!scene->meldSelection());
    QVERIFY2(said.contains(QStringLiteral("21 more points")), qPrintable(said));
    QVERIFY(c->round().melds().empty());
    QVERIFY(holds(c, card("10H")));
}

// 51: the opening in two melds selected together (40 + 27 points), then 9♥ dropped on the set
// whose joker stands for it takes the joker back, which must then be played.
void TestDesktopTableGames::twoMeldsOpenAndANaturalCardSwapsTheJoker() {
    const TableRules rules = TableRules::rummy51();
    std::vector<Card> mine =
        cards({"10H", "JH", "QH", "KH", "9S", "9D", "9H", "2C", "4D", "6S", "8C", "3S"});
    mine.insert(mine.begin() + 6, Card::printedJoker(0));
    const auto theirs =
        cards({"AC", "3D", "5H", "7C", "9C", "JS", "KC", "4S", "6D", "8S", "10C", "QC", "KD"});
    const TableGame g = stackedGame(rules, {mine, theirs}, card("AS"), {card("5C")});
    auto w = openTableGameWindow(meldOptions(rules, 2, 7));
    QVERIFY(w);
    TableGameController* c = w->meldController();
    c->resume(g, meldOptions(rules, 2, 7));
    TableGameScene* scene = w->meldScene();
    QVERIFY(scene->drawStock());
    std::vector<Card> opening = cards({"10H", "JH", "QH", "KH", "9S", "9D"});
    opening.push_back(Card::printedJoker(0));
    scene->setSelection(opening);
    QVERIFY2(scene->selectionText().contains(QStringLiteral("2 melds, 67 points")) &&
                 scene->selectionText().contains(QStringLiteral("Opening: 67 of 51")),
             qPrintable(scene->selectionText()));
    QVERIFY(scene->meldSelection());
    QCOMPARE(c->round().melds().size(), std::size_t(2));
    QVERIFY(c->round().hasOpened(0));
    const auto set = std::find_if(c->round().melds().begin(), c->round().melds().end(),
                                  [](const TableMeld& m) { return m.kind == MeldKind::Set; });
    QVERIFY(set != c->round().melds().end());
    const int number = set->number;
    const CardItem* nine = scene->handItem(card("9H"));
    dragTo(w->meldView(), nine->pos() + QPointF(nine->size().width() * 0.15, 30),
           scene->meldRect(number).center());
    QVERIFY(!holds(c, card("9H")));
    QVERIFY(holds(c, Card::printedJoker(0)));
    QVERIFY(c->view().table().obligation.has_value());
    QCOMPARE(c->view().table().obligation->card, Card::printedJoker(0));
    QVERIFY(scene->handItem(Card::printedJoker(0))->outline().isValid());
}

namespace {
// Plays the player's seat by the Hard bot's advice (and deals on) until `ready` says the
// position is the one wanted, on the player's turn; false if it never came.
template <class Ready>
bool playUntil(TableGameController* c, Ready ready, int turns = 3000) {
    for (int moves = 0; moves < turns; ++moves) {
        if (!QTest::qWaitFor([c] { return c->humansTurn() || c->round().isOver(); }, 20000))
            return false;
        if (c->round().isOver()) {
            if (c->game().isOver()) return false;
            c->nextHand();
            continue;
        }
        const PlayerView v = c->view();
        if (ready(v)) return true;
        if (!c->play(Bot::create(Variant::Straight, BotLevel::Hard, 5)->decide(v).move))
            return false;
    }
    return false;
}
}  // namespace

// In 500 a click deep in the pile takes that card and all above it; the deepest one keeps a
// gold edge in the hand until it is melded or laid off.
void TestDesktopTableGames::aDeepCardOfThe500PileStaysMarkedUntilPlayed() {
    auto w = openTableGameWindow(meldOptions(TableRules::rummy500(), 3, 17));
    QVERIFY(w);
    TableGameController* c = w->meldController();
    TableGameScene* scene = w->meldScene();
    int count = 0;
    QVERIFY(playUntil(c, [&](const PlayerView& v) {
        for (const Move& m : v.legal)
            if (const auto* d = std::get_if<moves::DrawOpen>(&m); d && d->count >= 2) {
                count = d->count;
                return true;
            }
        return false;
    }));
    const auto pile = c->round().pile();
    const int deep = static_cast<int>(pile.size()) - count;
    const Card card = pile[static_cast<std::size_t>(deep)];
    const std::size_t before = c->round().hand(0).size();
    QTest::mouseClick(w->meldView()->viewport(), Qt::LeftButton, {},
                      w->meldView()->mapFromScene(scene->pileItem(deep)->pos() + QPointF(6, 20)));
    QCOMPARE(c->round().hand(0).size(), before + static_cast<std::size_t>(count));
    QVERIFY(c->view().table().obligation.has_value());
    QCOMPARE(c->view().table().obligation->card, card);
    QVERIFY(scene->handItem(card)->outline().isValid());
    // A discard first is refused, with the card named.
    QString said;
    connect(scene, &TableGameScene::problem, [&](const QString& why) { said = why; });
    const std::vector<Card> hand = c->round().hand(0);
    const Card other = *std::find_if(hand.begin(), hand.end(), [&](Card x) { return x != card; });
    scene->setSelection({other});
    QVERIFY(!scene->discardSelection());
    QVERIFY2(said.contains(text::cardName(card)), qPrintable(said));
    // Played by the engine's own suggestion: the mark goes.
    const PlayerView v = c->view();
    const auto play = std::find_if(v.legal.begin(), v.legal.end(), [&](const Move& m) {
        const auto named = cardsNamed(m);
        return kindOf(m) != MoveKind::Discard &&
               std::find(named.begin(), named.end(), card) != named.end();
    });
    QVERIFY(play != v.legal.end());
    QVERIFY(c->play(*play));
    QVERIFY(!c->view().table().obligation.has_value());
    QVERIFY(!scene->handItem(card)->outline().isValid() || !holds(c, card));
}

// The keyboard alone: C draws, arrows and Space select, M melds, D discards; H gives a hint.
void TestDesktopTableGames::theKeyboardPlaysATurn() {
    const TableRules rules = TableRules::straight();
    const auto mine = cards({"5H", "6H", "7H", "8H", "2C", "2D", "2S", "KS", "QD", "9C"});
    const auto theirs = cards({"AC", "3D", "5S", "7C", "9D", "JS", "KH", "4S", "6D", "8S"});
    const TableGame g = stackedGame(rules, {mine, theirs}, card("4H"), {card("JC")});
    auto w = openTableGameWindow(meldOptions(rules, 2, 7));
    QVERIFY(w);
    TableGameController* c = w->meldController();
    c->resume(g, meldOptions(rules, 2, 7));
    TableGameScene* scene = w->meldScene();
    QWidget* view = w->meldView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_H);
    QVERIFY(statusText(w.get()).startsWith(QStringLiteral("Hint: ")));
    QTest::keyClick(view, Qt::Key_C);
    QVERIFY(holds(c, card("JC")));
    // The hand shows its groups first: the run of hearts, then the set of twos.
    const std::vector<Card> order = scene->handOrder();
    const auto at = [&](Card x) {
        return static_cast<int>(std::find(order.begin(), order.end(), x) - order.begin());
    };
    scene->setSelection({});
    int focus = 0;  // the keyboard's card starts at the hand's first
    for (Card x : cards({"2C", "2D", "2S"})) {
        for (; focus < at(x); ++focus) QTest::keyClick(view, Qt::Key_Right);
        for (; focus > at(x); --focus) QTest::keyClick(view, Qt::Key_Left);
        QTest::keyClick(view, Qt::Key_Space);
    }
    QCOMPARE(scene->selection().size(), std::size_t(3));
    QTest::keyClick(view, Qt::Key_M);
    QVERIFY2(c->round().melds().size() == 1,
             qPrintable(statusText(w.get()) + TableGameTexts::cards(scene->selection())));
    QVERIFY(!holds(c, card("2S")));
    scene->setSelection({card("KS")});
    QTest::keyClick(view, Qt::Key_D);
    QCOMPARE(c->round().pile().back(), card("KS"));
}

void TestDesktopTableGames::theTableFitsAndShowsEveryMeld_data() {
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("seats");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("shot");
    QTest::newRow("straight") << static_cast<int>(Variant::Straight) << 4 << QSize(1280, 720)
                              << QStringLiteral("straight-table.png");
    QTest::newRow("500") << static_cast<int>(Variant::Rummy500) << 4 << QSize(1280, 720)
                         << QStringLiteral("rummy500-table.png");
    QTest::newRow("51") << static_cast<int>(Variant::Rummy51) << 4 << QSize(1280, 720)
                        << QStringLiteral("rummy51-table.png");
    QTest::newRow("kaluki 1080") << static_cast<int>(Variant::Kaluki) << 6 << QSize(1920, 1080)
                                 << QStringLiteral("kaluki-table.png");
}

// The player's seat is played by the Hard bot's advice until the table holds several melds;
// then, on the player's turn after the draw, every meld lies inside its seat's zone, the zones
// above the hand, the pile on the table, and the selection is described. With RUMMY_DOC_SHOTS
// set to a folder the table is saved there (docs/images/).
void TestDesktopTableGames::theTableFitsAndShowsEveryMeld() {
    QFETCH(int, variant);
    QFETCH(int, seats);
    QFETCH(QSize, size);
    QFETCH(QString, shot);
    const TableRules rules = TableRules::preset(static_cast<Variant>(variant));
    auto w = openTableGameWindow(meldOptions(rules, seats, 41));
    QVERIFY(w);
    w->resize(size);
    TableGameController* c = w->meldController();
    TableGameScene* scene = w->meldScene();
    QVERIFY(playUntil(c, [](const PlayerView& v) {
        return v.table().phase == TablePhase::Play && v.melds.size() >= 4 && v.hand.size() >= 4;
    }));
    // What a player would select: the hand's first three cards.
    const std::vector<Card> order = scene->handOrder();
    scene->setSelection({order.begin(), order.begin() + 3});
    QVERIFY(scene->selectionText().startsWith(QStringLiteral("Selected: ")));
    QTest::qWait(100);
    const QRectF table = scene->sceneRect();
    for (const TableMeld& m : c->round().melds()) {
        const QRectF r = scene->meldRect(m.number);
        QVERIFY(!r.isEmpty());
        QVERIFY2(scene->zoneRect(m.owner).contains(r), qPrintable(QString::number(m.number)));
        // Legible: a meld card is never smaller than a third of a hand card.
        QVERIFY(r.height() >= scene->handItem(order.front())->size().height() / 3);
    }
    for (int s = 0; s < seats; ++s)
        QVERIFY(scene->zoneRect(s).bottom() < scene->handItem(order.front())->pos().y() - 20);
    QVERIFY(table.contains(scene->pileRect()));
    // The scene puts its cards where the variant's layout places the zones.
    const CardZones zones = tableZones(rules.variant, seats, table);
    QCOMPARE(scene->stockRect(), zones.rect(ZoneKind::Stock));
    QVERIFY(zones.rect(ZoneKind::Pile).contains(scene->pileRect()));
    for (int s = 0; s < seats; ++s)
        QCOMPARE(scene->zoneRect(s), zones.rect(ZoneKind::SeatMelds, s));
    const QString folder = qEnvironmentVariable("RUMMY_DOC_SHOTS");
    if (!folder.isEmpty()) QVERIFY(w->grab().save(folder + QLatin1Char('/') + shot));
}

// A card a bot throws flies from its seat's place to the pile, rather than appearing there.
void TestDesktopTableGames::aBotsDiscardFliesFromItsSeat() {
    auto w = openTableGameWindow(meldOptions(TableRules::straight(), 3, 5, true));
    QVERIFY(w);
    w->setAnimationSpeed(MainWindow::AnimationSpeed::Normal);
    TableGameController* c = w->meldController();
    CardItem* flown = nullptr;
    QPointF start;
    QRectF zone;
    // After the scene's own answer to the move (connected first).
    connect(c, &TableGameController::stateChanged, this, [&] {
        const auto& history = c->round().history();
        if (flown || history.empty()) return;
        const PlayedMove& last = history.back();
        if (last.seat <= 0 || kindOf(last.move) != MoveKind::Discard) return;
        flown = w->meldScene()->pileItem(static_cast<int>(c->round().pile().size()) - 1);
        start = flown ? flown->pos() : QPointF();
        zone = w->meldScene()->zoneRect(last.seat);
    });
    QTRY_VERIFY_WITH_TIMEOUT(flown, 60000);
    QVERIFY2(zone.contains(start), "the card did not start at the bot's seat");
    QVERIFY(!zone.contains(flown->home()));
    QTRY_COMPARE(flown->pos(), flown->home());  // and it lands on the pile
}

RUMMY_TEST_MAIN(TestDesktopTableGames)

#include "test_desktop_table_games.moc"

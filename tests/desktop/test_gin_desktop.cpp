// SPDX-License-Identifier: GPL-3.0-or-later
// Gin Rummy at the desktop table, offscreen: a whole game to 100 played at the table by bots
// in both seats, a knock through the Knock button with its question, the taken card thrown
// back refused with the engine's reason, the first upcard's Take and Pass, the showdown spread
// with its lay-offs, the hint, and the rules window.
#include <QAction>
#include <QDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolBar>

#include "controller/gin_hint_provider.h"
#include "gin_desktop_support.h"
#include "io/deal_code.h"
#include "saves_test_support.h"
#include "scene/gin_result_panel.h"
#include "scene/gin_score_sheet.h"
#include "scene/gin_shown_groups.h"
#include "scene/hint_ring.h"
#include "settings/app_settings.h"
#include "test_registry.h"
#include "windows/gin_rules_dialog.h"

using namespace rummy;
using namespace rummy::test;

namespace {

void saveShot(QWidget& w, const QString& name) {
    if (const QByteArray dir = qgetenv("RUMMY_SHOT_DIR"); !dir.isEmpty())
        w.grab().save(QStringLiteral("%1/%2.png").arg(QString::fromLocal8Bit(dir), name));
}

// The player: A♠ 2♠ 3♠, 4♥ 5♥ 6♥, 7♣ 7♦ 7♠ and a loose 9♦; the upcard 6♣.
std::vector<Card> knockDeck() {
    const std::vector<Card> me{card("AS"), card("2S"), card("3S"), card("4H"), card("5H"),
                               card("6H"), card("7C"), card("7D"), card("7S"), card("9D")};
    const std::vector<Card> bot{card("KC"), card("KD"), card("QH"), card("JS"), card("10C"),
                                card("8H"), card("3D"), card("4D"), card("2C"), card("5C")};
    return stackedDeck(me, bot, card("6C"));
}

}  // namespace

class TestGinDesktop : public QObject {
    Q_OBJECT
private slots:
    void wholeGameAtTheTable();
    void knockThroughTheKnockButton();
    void takenCardBackIsRefusedWithAMessage();
    void passAndDrawFromTheStock();
    void layOffsAreShownOnTheKnockersMelds();
    void hintPointsAtAMove();
    void rulesWindowShowsTheGinRules();
    void newGameFollowsTheChosenGame();
    void ginDealCodeDealsTheHandAgain();
    void wallAndOklahomaAreShown();
    void deadwoodTotalIsShownOnce();
};

// Bots in both seats play a whole game to 100 at the table: every hand ends with a result on
// the table and a line on the score sheet, and the game ends with its bonuses.
void TestGinDesktop::wholeGameAtTheTable() {
    auto w = openGinWindow(ginOptions(11, true));
    QVERIFY(w);
    QVERIFY(w->playingGin());
    GinController* c = w->ginController();
    GinTableScene* scene = w->ginScene();
    int hands = 0;
    while (!c->game().isOver()) {
        QTRY_VERIFY_WITH_TIMEOUT(c->round().isOver(), 30000);
        ++hands;
        QVERIFY(!scene->resultTitle().isEmpty());
        QVERIFY(scene->resultPanel()->isVisible());
        QVERIFY(scene->nextButton()->isVisible());
        QCOMPARE(static_cast<int>(scene->scoreSheet()->sheet().lines.size()),
                 static_cast<int>(c->game().deals().size()));
        if (c->round().outcome().showdown) {
            // Every card of both hands is face up at the showdown, in one row or the other.
            std::vector<Card> shown, held = c->round().hand(0);
            for (CardItem* i : scene->opponentItems()) shown.push_back(i->card());
            for (CardItem* i : scene->handItems()) shown.push_back(i->card());
            held.insert(held.end(), c->round().hand(1).begin(), c->round().hand(1).end());
            std::sort(shown.begin(), shown.end());
            std::sort(held.begin(), held.end());
            QVERIFY(shown == held);
        }
        if (c->game().isOver()) break;
        QVERIFY(hands < 60);
        clickAt(w->ginView(), scene->nextButton()->sceneBoundingRect().center());
        QTRY_VERIFY(!c->round().isOver());
    }
    const GinGame& g = c->game();
    QVERIFY(g.winner() >= 0);
    QVERIFY(g.scores()[static_cast<std::size_t>(g.winner())] >= g.rules().target);
    QVERIFY(scene->resultLines().join(u' ').contains(QStringLiteral("Game over")));
    const QStringList rows = scene->scoreSheet()->rows();
    QVERIFY(rows.last().startsWith(QStringLiteral("Total|")));
    const GinGameTotals t = ginTotals(g);
    QCOMPARE(rows.last(), QStringLiteral("Total|%1|%2|").arg(t.totals[0]).arg(t.totals[1]));
    QCOMPARE(scene->nextButton()->text(), QStringLiteral("New game"));
    saveShot(*w, QStringLiteral("gin-game-over"));
    // New game from the table's button.
    const std::uint64_t seed = g.seed();
    clickAt(w->ginView(), scene->nextButton()->sceneBoundingRect().center());
    QTRY_VERIFY(c->game().seed() == seed + 1);
    QVERIFY(!c->game().isOver());
}

// After taking the upcard the player selects 9♦ and presses K: the question names the card
// and the deadwood, Yes knocks, and the showdown is on the table.
void TestGinDesktop::knockThroughTheKnockButton() {
    auto w = openGinWindow(ginOptions(3));
    QVERIFY(w);
    GinController* c = w->ginController();
    GinTableScene* scene = w->ginScene();
    c->resume(stackedGame(GinRules{}, knockDeck()), ginOptions(3));
    QVERIFY(c->humansTurn());
    QCOMPARE(c->view().gin().phase, GinPhase::FirstUpcard);
    QVERIFY(scene->takeButton()->isVisible());
    QCOMPARE(scene->takeButton()->text(), QStringLiteral("Take 6♣"));
    clickAt(w->ginView(), scene->takeButton()->sceneBoundingRect().center());
    QCOMPARE(c->view().gin().phase, GinPhase::Discard);
    QCOMPARE(scene->deadwoodText(), QStringLiteral("Deadwood 15"));
    CardItem* nine = ginItemOf(scene, card("9D"));
    QVERIFY(nine);
    clickAt(w->ginView(), grabPoint(nine));
    QCOMPARE(scene->selectedCard(), std::optional<Card>(card("9D")));
    QCOMPARE(scene->knockRuleText(), QStringLiteral("Without 9♦: deadwood 6, you may knock"));
    saveShot(*w, QStringLiteral("gin-discard"));
    auto* bar = w->findChild<QToolBar*>(QStringLiteral("ginMoves"));
    QWidget* knockButton = bar->widgetForAction(w->findChild<QAction*>(QStringLiteral("knock")));
    QVERIFY(knockButton && knockButton->isEnabled());
    // Cancel first: nothing happens.
    {
        BoxAnswerer cancel(QStringLiteral("Cancel"));
        QTest::mouseClick(knockButton, Qt::LeftButton);
        QCOMPARE(cancel.texts.size(), 1);
        QVERIFY2(
            cancel.texts.front().startsWith(QStringLiteral("Knock, discarding 9♦? Deadwood 6")),
            qPrintable(cancel.texts.front()));
    }
    QVERIFY(!c->round().isOver());
    {
        BoxAnswerer yes;
        QTest::mouseClick(knockButton, Qt::LeftButton);
        QCOMPARE(yes.texts.size(), 1);
    }
    QVERIFY(c->round().isOver());
    const GinHandResult& r = c->round().outcome();
    QVERIFY(r.showdown);
    QCOMPARE(r.showdown->knocker, 0);
    QCOMPARE(r.showdown->knockerCount, 6);
    QCOMPARE(kindOf(c->round().history().back().move), MoveKind::Knock);
    QVERIFY(!scene->resultTitle().isEmpty());
    QVERIFY(scene->resultLines().front().contains(QStringLiteral("deadwood 6")));
    QCOMPARE(scene->deadwoodText(), QStringLiteral("Deadwood 6"));
    // The opponent's cards are face up: every card of its hand shows, in one row or the other.
    const std::vector<Card>& theirs = c->round().hand(1);
    std::vector<Card> shown;
    for (CardItem* i : scene->opponentItems()) shown.push_back(i->card());
    for (CardItem* i : scene->handItems()) shown.push_back(i->card());
    for (Card x : theirs) QVERIFY(std::find(shown.begin(), shown.end(), x) != shown.end());
    saveShot(*w, QStringLiteral("gin-knock"));
}

// The card just taken from the discard pile cannot go straight back: the drop is refused, the
// card glides home and the status line gives the engine's reason.
void TestGinDesktop::takenCardBackIsRefusedWithAMessage() {
    auto w = openGinWindow(ginOptions(3));
    QVERIFY(w);
    GinController* c = w->ginController();
    GinTableScene* scene = w->ginScene();
    c->resume(stackedGame(GinRules{}, knockDeck()), ginOptions(3));
    QTest::keyClick(w->ginView(), Qt::Key_O);  // take the upcard
    QCOMPARE(c->view().gin().phase, GinPhase::Discard);
    QSignalSpy refused(c, &GinController::illegalMove);
    CardItem* six = ginItemOf(scene, card("6C"));
    QVERIFY(six);
    dragTo(w->ginView(), grabPoint(six), scene->discardRect().center());
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.front().front().value<ErrorCode>(), ErrorCode::TakenCardBack);
    QVERIFY(statusText(*w).startsWith(text::errorReason(ErrorCode::TakenCardBack)));
    QVERIFY(!text::errorReason(ErrorCode::TakenCardBack).contains(QStringLiteral("taken_card")));
    QCOMPARE(c->view().hand.size(), std::size_t{11});
    // Discarding another card by drag works.
    CardItem* nine = ginItemOf(scene, card("9D"));
    dragTo(w->ginView(), grabPoint(nine), scene->discardRect().center());
    QCOMPARE(c->view().hand.size(), std::size_t{10});
    QCOMPARE(c->round().discards().back(), card("9D"));
}

// Pass on the first upcard; once the bot has passed too, the player draws from the stock.
void TestGinDesktop::passAndDrawFromTheStock() {
    auto w = openGinWindow(ginOptions(3));
    QVERIFY(w);
    GinController* c = w->ginController();
    GinTableScene* scene = w->ginScene();
    // An upcard nobody wants: the bot passes too.
    const std::vector<Card> me{card("AS"), card("2S"), card("3S"), card("4H"), card("5H"),
                               card("6H"), card("7C"), card("7D"), card("7S"), card("9D")};
    const std::vector<Card> bot{card("AC"), card("2C"), card("3C"), card("4S"), card("5S"),
                                card("6S"), card("8C"), card("8D"), card("8S"), card("2D")};
    c->resume(stackedGame(GinRules{}, stackedDeck(me, bot, card("KH"))), ginOptions(3));
    clickAt(w->ginView(), scene->passButton()->sceneBoundingRect().center());
    QTRY_VERIFY(c->humansTurn());
    QCOMPARE(c->view().gin().phase, GinPhase::Draw);
    QCOMPARE(kindOf(c->round().history().back().move), MoveKind::Pass);
    // Only the stock now: Take is off, and a click on the upcard says why.
    QVERIFY(!w->findChild<QAction*>(QStringLiteral("ginTake"))->isEnabled());
    clickAt(w->ginView(), scene->discardTopItem()->sceneBoundingRect().center());
    QVERIFY(statusText(*w).contains(QStringLiteral("from the stock")));
    clickAt(w->ginView(), scene->stockItem()->sceneBoundingRect().center());
    QCOMPARE(c->view().gin().phase, GinPhase::Discard);
    QCOMPARE(c->view().hand.size(), std::size_t{11});
}

// The bot knocks; the player's cards that go on the bot's melds are moved there and outlined.
void TestGinDesktop::layOffsAreShownOnTheKnockersMelds() {
    auto w = openGinWindow(ginOptions(3));
    QVERIFY(w);
    GinController* c = w->ginController();
    GinTableScene* scene = w->ginScene();
    // The bot (dealer) holds two melds, two queens, 9♦ and 2♦; the upcard Q♦ makes its third
    // meld. The player holds 4♠, 8♥ and Q♣, which lay off.
    const std::vector<Card> me{card("4S"), card("8H"), card("KC"),  card("KD"), card("QC"),
                               card("JD"), card("9C"), card("10D"), card("2C"), card("6D")};
    const std::vector<Card> bot{card("AS"), card("2S"), card("3S"), card("5H"), card("6H"),
                                card("7H"), card("QS"), card("QH"), card("9D"), card("2D")};
    c->resume(stackedGame(GinRules{}, stackedDeck(me, bot, card("QD"))), ginOptions(3));
    // The player passes; the (Medium) bot takes Q♦, which melds, and knocks with 2 deadwood.
    QTest::keyClick(w->ginView(), Qt::Key_P);
    QTRY_VERIFY_WITH_TIMEOUT(c->round().isOver(), 10000);
    const GinHandResult& r = c->round().outcome();
    QVERIFY(r.showdown);
    QCOMPARE(r.showdown->knocker, 1);
    const std::vector<Card> laid = scene->laidOffShown();
    QVERIFY(std::find(laid.begin(), laid.end(), card("4S")) != laid.end());
    QVERIFY(std::find(laid.begin(), laid.end(), card("8H")) != laid.end());
    // The laid-off cards lie in the opponent's row, at its size.
    std::vector<CardItem*> top = scene->opponentItems();
    for (Card l : laid)
        QVERIFY(std::any_of(top.begin(), top.end(), [&](CardItem* i) { return i->card() == l; }));
    QVERIFY(scene->resultLines().join(u'\n').contains(QStringLiteral("laid off")));
    saveShot(*w, QStringLiteral("gin-layoffs"));
}

void TestGinDesktop::hintPointsAtAMove() {
    auto w = openGinWindow(ginOptions(3));
    QVERIFY(w);
    GinController* c = w->ginController();
    c->resume(stackedGame(GinRules{}, knockDeck()), ginOptions(3));
    auto* hints = w->findChild<GinHintProvider*>();
    QVERIFY(hints);
    QSignalSpy said(hints, &GinHintProvider::message);
    QTest::keyClick(w->ginView(), Qt::Key_H);
    // The hint is the Hard bot's move from the player's view, seeded as the player's seat.
    const auto hardMove = [c] {
        return Bot::create(Variant::Gin, BotLevel::Hard, c->botSeed(GinController::kHumanSeat))
            ->decide(c->view())
            .move;
    };
    QTRY_VERIFY(said.count() == 1);
    QVERIFY(hints->lastHint() && *hints->lastHint() == hardMove());
    // 6♣ lowers the deadwood from 9 to 6 and lets the player knock at once: take it.
    QVERIFY(std::holds_alternative<moves::DrawOpen>(*hints->lastHint()));
    QVERIFY(said.front().front().toString().startsWith(QStringLiteral("Hint: take 6♣")));
    QVERIFY(statusText(*w).startsWith(QStringLiteral("Hint: ")));
    QVERIFY(w->ginScene()->hintRing()->isVisible());
    c->play(moves::DrawOpen{});
    QVERIFY(!w->ginScene()->hintRing()->isVisible());  // a move makes the hint stale
    QTest::keyClick(w->ginView(), Qt::Key_H);
    QTRY_VERIFY(said.count() == 2);
    QVERIFY(hints->lastHint() && *hints->lastHint() == hardMove());
    QVERIFY(w->ginScene()->hintRing()->isVisible());
}

void TestGinDesktop::rulesWindowShowsTheGinRules() {
    GinRules r;
    r.oklahoma = true;
    r.spadesDouble = true;
    const QStringList lines = GinRulesDialog::tableRules(r);
    QVERIFY(lines.join(u'\n').contains(QStringLiteral("Oklahoma")));
    QVERIFY(lines.join(u'\n').contains(QStringLiteral("spade")));
    auto w = openGinWindow(ginOptions(3));
    QVERIFY(w);
    bool seen = false;
    QTimer::singleShot(50, [&] {
        if (auto* d = qobject_cast<GinRulesDialog*>(QApplication::activeModalWidget())) {
            const QString text = d->browser()->toPlainText();
            seen = text.contains(QStringLiteral("How to play Gin Rummy")) &&
                   text.contains(QStringLiteral("Knock with 10 or less deadwood."));
            d->reject();
        }
    });
    QTest::keyClick(w->ginView(), Qt::Key_F1);
    QVERIFY(seen);
}

// Game → New game plays the game chosen in Settings, on its own table.
void TestGinDesktop::newGameFollowsTheChosenGame() {
    QTemporaryDir dir;
    auto w = std::make_unique<MainWindow>(quickOptions(9));
    w->setShowResults(false);
    w->setSettingsFile(dir.filePath(QStringLiteral("settings.ini")));
    QVERIFY(!w->playingGin());
    AppSettings s;
    s.game = Variant::Gin;
    s.gin.target = 50;
    w->setAppSettings(s);
    w->applySettings(s);
    w->newGame();
    QVERIFY(w->playingGin());
    QCOMPARE(w->ginController()->game().rules().target, 50);
    QVERIFY(w->findChild<QToolBar*>(QStringLiteral("ginMoves"))->isVisibleTo(w.get()));
    QVERIFY(!w->findChild<QToolBar*>(QStringLiteral("moves"))->isVisibleTo(w.get()));
    s.game = Variant::Indian13;
    w->applySettings(s);
    w->newGame();
    QVERIFY(!w->playingGin());
    QVERIFY(w->findChild<QToolBar*>(QStringLiteral("moves"))->isVisibleTo(w.get()));
}

// The code shown with a hand's result deals that hand again at a Gin table.
void TestGinDesktop::ginDealCodeDealsTheHandAgain() {
    GinGame g = GinGame::create(GinRules{}, 2, 4321).value();
    while (!g.round().isOver()) QVERIFY(g.apply(botMove(g.view(g.round().currentSeat()))));
    QVERIFY(g.nextDeal());
    const QString code = QString::fromStdString(DealCode::of(g).toString());
    QVERIFY(code.startsWith(QStringLiteral("GIN-2-")));
    auto w = std::make_unique<MainWindow>(quickOptions(1));
    w->setShowResults(false);
    QVERIFY(w->playDealCode(code));
    QVERIFY(w->playingGin());
    GinController* c = w->ginController();
    QCOMPARE(c->round().hand(0), g.round().hand(0));
    QCOMPARE(c->round().dealer(), g.round().dealer());
    QCOMPARE(c->round().firstUpcard(), g.round().firstUpcard());
}

// The knock value of an Oklahoma hand and the coming wall are on the table; a hand that
// reaches the wall is void, and the table says who deals again.
void TestGinDesktop::wallAndOklahomaAreShown() {
    GinController::Options o = ginOptions(17, true);
    o.rules.oklahoma = true;
    o.rules.straightGin = true;  // only gin ends a hand: many hands reach the wall
    o.rules.target = 5000;       // and the game goes on until one does
    auto w = openGinWindow(o);
    QVERIFY(w);
    GinController* c = w->ginController();
    GinTableScene* scene = w->ginScene();
    QCOMPARE(c->round().knockLimit(), 0);
    // Straight gin decides before Oklahoma's upcard.
    QCOMPARE(scene->knockRuleText(), QStringLiteral("Gin only: no knocking with deadwood"));
    bool sawWall = false, sawVoid = false;
    for (int hand = 0; hand < 40 && !sawVoid && !c->game().isOver(); ++hand) {
        while (!c->round().isOver()) {
            if (c->view().stock <= GinRules::kWallStock + 4 && !c->round().isOver())
                sawWall |= scene->stockText().contains(QStringLiteral("wall at 2"));
            QTest::qWait(1);
        }
        if (c->round().outcome().ending == GinEnding::Void) {
            sawVoid = true;
            QCOMPARE(scene->resultTitle(), QStringLiteral("Void hand"));
            QVERIFY(scene->resultLines().join(u' ').contains(QStringLiteral("deals again")));
            const int dealer = c->round().dealer();
            c->nextHand();
            QCOMPARE(c->round().dealer(), dealer);  // the same dealer deals again
        } else {
            c->nextHand();
        }
    }
    QVERIFY(sawWall);
    QVERIFY(sawVoid);
    // Oklahoma alone: the first upcard's value is the knock value, and the table says so.
    GinRules okla;
    okla.oklahoma = true;
    GinController::Options plain = ginOptions(5);
    plain.rules = okla;
    c->start(plain);
    const Face up = c->round().firstUpcard();
    const int limit = c->round().knockLimit();
    QCOMPARE(limit, up.rank() == Rank::Ace ? 0 : ginValue(up));
    QVERIFY2(scene->knockRuleText().startsWith(QStringLiteral("Oklahoma, ")),
             qPrintable(scene->knockRuleText()));
    QVERIFY(scene->knockRuleText().contains(text::cardName(Card::natural(0, up))));
}

// The hand's deadwood stands once, in the player's panel ("Deadwood 6"): the loose cards of the
// automatic grouping are only called deadwood, while a group of the player's own still says
// what it is worth (there the panel's total is the sum of several).
void TestGinDesktop::deadwoodTotalIsShownOnce() {
    auto w = openGinWindow(ginOptions(3));
    QVERIFY(w);
    GinController* c = w->ginController();
    GinTableScene* scene = w->ginScene();
    c->resume(stackedGame(GinRules{}, knockDeck()), ginOptions(3));
    QCOMPARE(scene->deadwoodText(), QStringLiteral("Deadwood 9"));
    const std::vector<GinShownGroup> shown = GinShownGroups::automatic(scene->arrangement());
    QCOMPARE(shown.size(), std::size_t{4});
    QCOMPARE(shown.back().label, QStringLiteral("deadwood"));
    QCOMPARE(shown.back().cards.size(), std::size_t{1});
    QVERIFY(shown.back().cards.front().face() == card("9D").face());
    for (const GinShownGroup& g : shown)
        QVERIFY2(!g.label.contains(QLatin1Char('9')), qPrintable(g.label));
    const std::vector<GinShownGroup> own =
        GinShownGroups::own({{card("AS"), card("2S"), card("3S")}, {card("9D"), card("7C")}});
    QCOMPARE(own[0].label, QStringLiteral("run"));
    QCOMPARE(own[1].label, QStringLiteral("deadwood 16"));
}

RUMMY_TEST_MAIN(TestGinDesktop)

#include "test_gin_desktop.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Deal codes in the desktop game, offscreen: the result screen shows the code of the deal just
// played (selectable, with Copy), Game → Play a deal by code… replays exactly that deal (the first
// of a match or a later one, with the seats that sat it out), and bad codes are refused with a
// message while the match on the table goes on.
#include <QClipboard>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>

#include "io/deal_code.h"
#include "saves_test_support.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {
// A three-seat Pool 101 table played by bots only, so a match runs to its later deals alone.
IndianController::Options botPool(std::uint64_t seed) {
    IndianController::Options o = tableOptions(seed);
    o.players = 3;
    o.format = MatchFormat::Pool101;
    o.seatLevels.resize(3);
    o.humanIsBot = true;
    return o;
}
}  // namespace

class TestDealCodes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void dealCodeReplaysTheFirstDeal();
    void dealCodeReplaysALaterDeal();
    void dealCodeLeavesOutTheSeatsThatWereOut();
    void badDealCodesAreRefused();
};

void TestDealCodes::dealCodeReplaysTheFirstDeal() {
    auto a = quietWindow(botPool(987654321));
    const IndianMatch first =
        a->controller()->match();  // nothing applied before the event loop runs
    QVERIFY(first.events().empty());
    QSignalSpy over(a->controller(), &IndianController::dealEnded);
    QVERIFY(over.wait(60000));

    // The result screen shows the code, selectable and with a Copy button.
    ResultDialog dialog(a->controller()->match());
    auto* field = dialog.findChild<QLineEdit*>(QStringLiteral("dealCode"));
    QVERIFY(field);
    QVERIFY(field->isReadOnly());
    const QString code = field->text();
    const auto parsed = DealCode::parse(code.toStdString());
    QVERIFY(parsed);
    QCOMPARE(parsed->players, 3);
    QVERIFY(parsed->format == MatchFormat::Pool101);
    auto* copy = dialog.findChild<QPushButton*>(QStringLiteral("copyDealCode"));
    QVERIFY(copy);
    copy->click();
    QCOMPARE(QApplication::clipboard()->text(), code);

    // Game → Play a deal by code…, answered like a player would (in lower case, with spaces).
    auto b = quietWindow(tableOptions(5, 1'000'000));
    QAction* play = nullptr;
    for (QAction* act : b->menuBar()->actions())
        if (act->menu())
            for (QAction* item : act->menu()->actions())
                if (item->text().contains(QStringLiteral("deal by code"))) play = item;
    QVERIFY(play);
    bool asked = false;
    QTimer typist;
    QObject::connect(&typist, &QTimer::timeout, [&] {
        if (auto* input = qobject_cast<QInputDialog*>(QApplication::activeModalWidget())) {
            asked = true;
            input->setTextValue(QStringLiteral("  ") + code.toLower() + QStringLiteral(" "));
            input->accept();
        }
    });
    typist.start(20);
    play->trigger();
    typist.stop();
    QVERIFY(asked);
    // The same deal: toss, dealer, every hand, the wild card and the open card.
    QVERIFY(b->controller()->match() == first);
    QVERIFY(b->controller()->match().rules() == IndianRules::preset(MatchFormat::Pool101));
    QCOMPARE(b->controller()->seatName(1), QStringLiteral("Asha"));
    checkTableShows(*b);
    // The slot itself, as the menu uses it.
    auto c = quietWindow(quickOptions(6));
    c->controller()->setBotDelay(1'000'000);
    QVERIFY(c->playDealCode(code));
    QVERIFY(c->controller()->match() == first);
}

namespace {
QString codeOnResultScreen(const IndianMatch& match) {
    ResultDialog dialog(match);
    auto* field = dialog.findChild<QLineEdit*>(QStringLiteral("dealCode"));
    return field ? field->text() : QString();
}

// The window's match deals what `original` dealt: every hand, the decks, the wild card, the
// dealer and the seats dealt in; and the match goes on with fresh scores.
void checkSameDeal(MainWindow& w, const IndianMatch& original) {
    const IndianMatch& replay = w.controller()->match();
    const IndianRound& a = original.round();
    const IndianRound& b = replay.round();
    QVERIFY(a.history().empty() && b.history().empty());
    for (int s = 0; s < a.seats(); ++s) {
        QVERIFY(b.hand(s) == a.hand(s));
        QCOMPARE(b.outcome(s), a.outcome(s));
    }
    QVERIFY(b.closedDeck() == a.closedDeck());
    QVERIFY(b.openDeck() == a.openDeck());
    QVERIFY(b.wildCard() == a.wildCard());
    QCOMPARE(b.dealer(), a.dealer());
    QVERIFY(b == a);
    QCOMPARE(replay.currentDeal().inPlay, original.currentDeal().inPlay);
    QCOMPARE(replay.scores(), std::vector<int>(std::size_t(replay.players()), 0));
    checkTableShows(w);
}
}  // namespace

// A Pool 101 match of bots to its third deal: the code shown after that deal deals it again.
void TestDealCodes::dealCodeReplaysALaterDeal() {
    auto a = quietWindow(botPool(987654321));
    QSignalSpy over(a->controller(), &IndianController::dealEnded);
    IndianMatch third = a->controller()->match();
    for (int deal = 0; deal < 3; ++deal) {
        if (deal > 0) {
            QVERIFY(!a->controller()->match().isOver());
            a->controller()->nextDeal();
            third = a->controller()->match();  // dealt; the bots act once the loop runs
        }
        QVERIFY(over.wait(60000));
    }
    QCOMPARE(third.currentDeal().number, 2);
    QVERIFY(third.round().history().empty());
    const QString code = codeOnResultScreen(a->controller()->match());
    const auto parsed = DealCode::parse(code.toStdString());
    QVERIFY2(parsed, qPrintable(code));
    QCOMPARE(parsed->deal, 2);
    QCOMPARE(code, QString::fromStdString(DealCode::of(third).toString()));
    // No note that the code restarts the match any more.
    ResultDialog dialog(a->controller()->match());
    for (QLabel* label : dialog.findChildren<QLabel*>())
        QVERIFY2(!label->text().contains(QStringLiteral("first deal")), qPrintable(label->text()));

    // Typed by hand, in lower case with spaces around, into another window.
    auto b = quietWindow(tableOptions(5, 1'000'000));
    QVERIFY(b->playDealCode(QStringLiteral(" ") + code.toLower() + QStringLiteral("  ")));
    checkSameDeal(*b, third);
    QCOMPARE(b->controller()->seatName(1), QStringLiteral("Asha"));
}

// Pool 101, four seats, scripted: seat 3 drops in the middle of each deal (40) and is out after
// the third deal; seats 1 and 2 drop at once (20). The code of deal 4 leaves seat 3 out again.
void TestDealCodes::dealCodeLeavesOutTheSeatsThatWereOut() {
    IndianMatch m = IndianMatch::create(IndianRules::preset(MatchFormat::Pool101), 4, 2024).value();
    IndianMatch fourth = m;
    for (int deal = 0; deal < 4; ++deal) {
        if (deal > 0) {
            QVERIFY(m.nextDeal());
            fourth = m;
        }
        for (int step = 0; step < 1000 && !m.round().isOver(); ++step) {
            const IndianRound& r = m.round();
            const int s = r.currentSeat();
            Move act = moves::DrawClosed{};
            if (r.phase() == Phase::Discard)
                act = moves::Discard{r.hand(s).back()};
            else if (s == 1 || s == 2 || (s == 3 && r.hasDrawn(s)))
                act = moves::Drop{};
            QVERIFY(m.apply(act));
        }
        QVERIFY(m.round().isOver());
    }
    QVERIFY(fourth.isOut(3));
    QCOMPARE(fourth.round().outcome(3), Outcome::SittingOut);
    const QString code = codeOnResultScreen(m);
    auto w = quietWindow(tableOptions(8, 1'000'000));
    QVERIFY2(w->playDealCode(code), qPrintable(code));
    checkSameDeal(*w, fourth);
    QVERIFY(w->controller()->match().isOut(3));
    QVERIFY(w->controller()->round().hand(3).empty());
}

void TestDealCodes::badDealCodesAreRefused() {
    auto w = quietWindow(tableOptions(44, 1'000'000));
    const IndianMatch fresh = w->controller()->match();
    for (const QString& bad :
         {QStringLiteral("hello"), QStringLiteral("PTS-4-"), QStringLiteral("XYZ-4-ABC"),
          QStringLiteral("PTS-9-ABC"), QStringLiteral("PTS-4-AB!"),
          QStringLiteral("P101-4-AB-1101"), QStringLiteral("P101-4-AB-12")}) {
        BoxAnswerer ok;
        QVERIFY2(!w->playDealCode(bad), qPrintable(bad));
        QCOMPARE(ok.texts.size(), 1);
        QVERIFY2(ok.texts[0].contains(bad), qPrintable(ok.texts[0]));
        QVERIFY(w->controller()->match() == fresh);
    }
    QVERIFY(w->lastSaveMessage().contains(QStringLiteral("2 to 6")) ||
            w->lastSaveMessage().contains(QStringLiteral("deal code")));
}

RUMMY_TEST_MAIN(TestDealCodes)

#include "test_deal_codes.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Deal codes in the desktop game, offscreen: the result screen shows the match's code (selectable,
// with Copy), Game → Play a deal by code… replays exactly that first deal, and bad codes are
// refused with a message while the match on the table goes on.
#include <QClipboard>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>

#include "deal_code.h"
#include "saves_test_support.h"

using namespace rummy;
using namespace rummy::test;

class TestDealCodes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void dealCodeReplaysTheFirstDeal();
    void badDealCodesAreRefused();
};

void TestDealCodes::dealCodeReplaysTheFirstDeal() {
    GameController::Options o = tableOptions(987654321);
    o.players = 3;
    o.format = MatchFormat::Pool101;
    o.seatLevels.resize(3);
    o.humanIsBot = true;
    auto a = quietWindow(o);
    const Match first = a->controller()->match();  // nothing applied before the event loop runs
    QVERIFY(first.events().empty());
    QSignalSpy over(a->controller(), &GameController::roundOver);
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
    QVERIFY(b->controller()->match().rules() == RuleSet::preset(MatchFormat::Pool101));
    QCOMPARE(b->controller()->seatName(1), QStringLiteral("Asha"));
    checkTableShows(*b);
    // The slot itself, as the menu uses it.
    auto c = quietWindow(quickOptions(6));
    c->controller()->setBotDelay(1'000'000);
    QVERIFY(c->playDealCode(code));
    QVERIFY(c->controller()->match() == first);
}

void TestDealCodes::badDealCodesAreRefused() {
    auto w = quietWindow(tableOptions(44, 1'000'000));
    const Match fresh = w->controller()->match();
    for (const QString& bad :
         {QStringLiteral("hello"), QStringLiteral("PTS-4-"), QStringLiteral("XYZ-4-ABC"),
          QStringLiteral("PTS-9-ABC"), QStringLiteral("PTS-4-AB!")}) {
        BoxAnswerer ok;
        QVERIFY2(!w->playDealCode(bad), qPrintable(bad));
        QCOMPARE(ok.texts.size(), 1);
        QVERIFY2(ok.texts[0].contains(bad), qPrintable(ok.texts[0]));
        QVERIFY(w->controller()->match() == fresh);
    }
    QVERIFY(w->lastSaveMessage().contains(QStringLiteral("2 to 6")) ||
            w->lastSaveMessage().contains(QStringLiteral("deal code")));
}

QTEST_MAIN(TestDealCodes)
#include "test_deal_codes.moc"

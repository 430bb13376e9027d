// SPDX-License-Identifier: GPL-3.0-or-later
// Hints and the rules window of the desktop game, offscreen: the sentence for every bot
// reason, the hint against the Hard bot, the house rules at the top of the rules.
#include <QLabel>
#include <QTextBrowser>

#include "controller/hint_provider.h"
#include "desktop_test_support.h"
#include "test_registry.h"
#include "windows/rules_dialog.h"

using namespace rummy;
using namespace rummy::test;

namespace {

const Card kKingOfSpades = Card::natural(0, Face(Rank::King, Suit::Spades));

// With RUMMY_SHOT_DIR set, a picture of the widget for the docs or a review.
void saveShot(QWidget& w, const QString& name) {
    if (const QByteArray dir = qgetenv("RUMMY_SHOT_DIR"); !dir.isEmpty())
        w.grab().save(QStringLiteral("%1/%2.png").arg(QString::fromLocal8Bit(dir), name));
}

}  // namespace

class TestHints : public QObject {
    Q_OBJECT
private slots:
    void everyReasonHasASentence();
    void hintIsTheHardBotsMove();
    void rulesDialogShowsTheHouseRules();
    void aHintOtherThanTheSpareSaysWhy();
};

// The spare label and the hint are different judgements; when they name different cards the
// hint says what each weighs.
void TestHints::aHintOtherThanTheSpareSaysWhy() {
    const Card nine = Card::natural(0, *parseFace("9D"));
    const Card king = Card::natural(0, *parseFace("KS"));
    HandArrangement a;
    a.groups.push_back({{Card::natural(0, *parseFace("AS")), Card::natural(0, *parseFace("2S")),
                         Card::natural(0, *parseFace("3S"))},
                        MeldType::Pure,
                        false});
    a.groups.push_back({{nine}, MeldType::None, true});
    const QString note = HintProvider::spareNote(king, a);
    QVERIFY(note.contains(QStringLiteral("9♦")));
    QVERIFY(note.contains(QStringLiteral("spare")));
    QVERIFY(HintProvider::spareNote(nine, a).isEmpty());  // one judgement: nothing to explain
    a.groups.pop_back();
    QVERIFY(HintProvider::spareNote(king, a).isEmpty());  // no spare label
}

void TestHints::everyReasonHasASentence() {
    for (int r = 0; r <= static_cast<int>(Reason::Rejoin); ++r) {
        const Explanation why{static_cast<Reason>(r), kKingOfSpades, 10, Suit::Spades};
        const QString s = text::explanation(why);
        QVERIFY2(s.contains(QStringLiteral("K♠")), qPrintable(s));
        Explanation bare = why;
        bare.card.reset();
        QVERIFY2(!text::explanation(bare).isEmpty(), reasonName(why.reason));
    }
    const QString deadwood =
        text::explanation({Reason::DiscardDeadwood, kKingOfSpades, 10, Suit::Spades});
    QVERIFY(deadwood.contains(QStringLiteral("10")));
    QVERIFY(deadwood.contains(QStringLiteral("spades")));
}

// The hint on the player's turn is what a Hard bot with the hint's seed plays from the same
// view, and the table rings the deck it draws from, then the card it throws.
void TestHints::hintIsTheHardBotsMove() {
    auto w = openWindow(43, QSize(1280, 800));
    QVERIFY(w);
    IndianController* c = w->controller();
    auto* hints = w->findChild<HintProvider*>();
    QVERIFY(hints);
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 30000);
    QSignalSpy said(hints, &HintProvider::message);
    for (Phase phase : {Phase::Draw, Phase::Discard}) {
        QCOMPARE(c->view().phase, phase);
        hints->action()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(hints->lastHint() && !hints->busy(), 10000);
        const Move expected =
            Bot::create(Variant::Indian13, BotLevel::Hard, hints->seed())->decide(c->view()).move;
        const Move& hinted = hints->lastHint()->move;
        QCOMPARE(hinted, expected);
        QVERIFY(said.last().at(0).toString().startsWith(QStringLiteral("Hint: ")));
        QLabel* status = nullptr;
        for (QLabel* l : w->findChildren<QLabel*>())
            if (l->accessibleName() == QStringLiteral("Game status")) status = l;
        QVERIFY(status && status->text().startsWith(QStringLiteral("Hint: ")));
        QGraphicsObject* ring = w->scene()->hintRing();
        QVERIFY(ring && ring->isVisible());
        const CardItem* target = nullptr;
        if (std::holds_alternative<moves::DrawClosed>(hinted)) {
            QCOMPARE(w->scene()->hintPile(), IndianScene::HintPile::Closed);
            target = w->scene()->closedDeckItem();
        } else if (std::holds_alternative<moves::DrawOpen>(hinted)) {
            QCOMPARE(w->scene()->hintPile(), IndianScene::HintPile::Open);
            target = w->scene()->openTopItem();
        } else {
            const std::optional<Card> card = cardOf(hinted);
            QVERIFY(card);
            QCOMPARE(w->scene()->hintCard(), card);
            target = itemOf(w->scene(), *card);
            QVERIFY(said.last().at(0).toString().contains(text::cardName(*card)));
        }
        QVERIFY(target);
        QVERIFY(ring->sceneBoundingRect().contains(target->sceneBoundingRect()));
        saveShot(*w, phase == Phase::Draw ? QStringLiteral("hint-draw")
                                          : QStringLiteral("hint-discard"));
        if (phase == Phase::Draw) {
            c->play(moves::DrawClosed{});  // any move clears the hint
            QVERIFY(!w->scene()->hintRing()->isVisible());
            QCOMPARE(w->scene()->hintPile(), IndianScene::HintPile::None);
        }
    }
    // Not the player's turn: no hint, a word why.
    c->play(moves::Discard{c->view().hand.front()});
    QVERIFY(!c->humansTurn());
    hints->action()->trigger();
    QCOMPARE(said.last().at(0).toString(), QStringLiteral("Hints are given on your turn."));
    QVERIFY(!w->scene()->hintCard());
}

void TestHints::rulesDialogShowsTheHouseRules() {
    IndianController::Options o = quickOptions(44);
    o.format = MatchFormat::Pool201;
    o.botDelayMs = 100000;  // the table stays still
    IndianController controller(o);
    RulesDialog dialog(controller.match().rules(), controller.match().players());
    const QString shown = dialog.browser()->toPlainText();
    saveShot(dialog, QStringLiteral("rules"));
    QVERIFY(shown.startsWith(QStringLiteral("This table's rules")));
    QVERIFY(shown.contains(QStringLiteral("Pool rummy, 201")));
    QVERIFY(shown.contains(QStringLiteral(
        "Dropping costs 25 points before your first draw (first drop) and 50 points")));
    QVERIFY(shown.contains(QStringLiteral("A player reaching 201 points is out of the pool.")));
    QVERIFY(shown.contains(QStringLiteral("wrong declaration costs 80 points")));
    QVERIFY(shown.contains(QStringLiteral("There is no turn timer.")));
    // The player's page, not the developers' document.
    QVERIFY(shown.contains(QStringLiteral("How to play Indian Rummy (13 cards)")));
    QVERIFY(!shown.contains(QStringLiteral("IndianRules")));
    QVERIFY(!shown.contains(QStringLiteral("core/")));
    IndianRules deals = IndianRules::preset(MatchFormat::Deals2);
    deals.turnTimerSeconds = 30;
    const QString d = RulesDialog::houseRules(deals, 2).join(QLatin1Char(' '));
    QVERIFY(d.contains(QStringLiteral("Dropping is not allowed")));
    QVERIFY(d.contains(QStringLiteral("160 chips")));
    QVERIFY(d.contains(QStringLiteral("30 seconds")));
    QVERIFY(!d.contains(QStringLiteral("pool")));

    // F1 in the window opens it, for the window's own table.
    auto w = openWindow(45, QSize(1024, 700));
    QVERIFY(w);
    bool opened = false;
    QTimer::singleShot(50, [&] {
        if (auto* r = qobject_cast<RulesDialog*>(QApplication::activeModalWidget())) {
            opened = r->browser()->toPlainText().contains(QStringLiteral("Points rummy"));
            r->reject();
        }
    });
    QApplication::setActiveWindow(w.get());
    QTest::keyClick(w.get(), Qt::Key_F1);
    QVERIFY(opened);
}

RUMMY_TEST_MAIN(TestHints)

#include "test_hints.moc"

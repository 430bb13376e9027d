// SPDX-License-Identifier: GPL-3.0-or-later
// Game → Review last deal (windows/review_dialog.h): the dialog grades the player's decisions in
// the background and lists each as the engine's review has it, in words; Cancel stops it; a
// decision's sentence names the move, its mark, the cost and the best move; before any deal has
// ended the window says there is nothing to review. About 3 s.
#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "bot.h"
#include "desktop_test_support.h"
#include "io/game_record.h"
#include "review/record_review.h"
#include "scripted_deal.h"
#include "test_registry.h"
#include "windows/review_dialog.h"

using namespace rummy;
using namespace rummy::test;

namespace {

// A two-seat 13-card deal played to its end by bots (the Points format: one deal).
GameRecord botDeal(std::uint64_t seed) {
    auto created = IndianMatch::create(IndianRules::preset(MatchFormat::Points), 2, seed);
    if (!created) qFatal("no match");
    IndianMatch& m = created.value();
    auto a = Bot::create(Variant::Indian13, BotLevel::Medium, seed);
    auto b = Bot::create(Variant::Indian13, BotLevel::Hard, seed + 1);
    while (!m.round().isOver()) {
        const int seat = m.round().currentSeat();
        const Decision d = (seat == 0 ? a : b)->decide(m.view(seat));
        if (!m.apply(d.move)) qFatal("a bot's move was refused");
    }
    return recordOfMatch(m, {"medium", "hard"});
}

}  // namespace

class TestReviewDialog : public QObject {
    Q_OBJECT
private slots:
    // The list is the review's own: one line a graded decision of the player, in order.
    void listsThePlayersDecisions() {
        const GameRecord rec = botDeal(6);
        review::ReviewOptions o;
        o.seat = 0;
        o.deal = 0;
        o.budget = SearchBudget{0, ReviewDialog::kWorlds};
        const review::RecordReview expected = review::reviewRecord(rec, o);
        QVERIFY(!expected.decisions.empty());

        ReviewDialog dialog(rec, 0);
        QSignalSpy done(&dialog, &ReviewDialog::reviewDone);
        dialog.show();
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().first().toBool(), true);
        QVERIFY(dialog.reviewed());
        QCOMPARE(dialog.decisions()->count(), static_cast<int>(expected.decisions.size()));
        for (int i = 0; i < dialog.decisions()->count(); ++i)
            QCOMPARE(dialog.decisions()->item(i)->text(),
                     ReviewDialog::decisionText(expected.decisions[static_cast<std::size_t>(i)]));
        const QString rating = ReviewDialog::ratingName(
            review::ratingOf(Variant::Indian13, expected.seats.front().meanLoss()));
        QVERIFY2(dialog.summary()->text().contains(rating), qPrintable(dialog.summary()->text()));
        // For people checking the dialog by eye: RUMMY_SHOT_DIR=/tmp saves it.
        if (const QByteArray dir = qgetenv("RUMMY_SHOT_DIR"); !dir.isEmpty())
            dialog.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/review.png"));
    }

    // Cancel stops the worker after the move it is grading: the dialog says so and closes.
    void cancelStopsTheReview() {
        ReviewDialog dialog(botDeal(7), 0);
        QSignalSpy done(&dialog, &ReviewDialog::reviewDone);
        dialog.show();
        auto* cancel = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel);
        QVERIFY(cancel);
        cancel->click();
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().first().toBool(), false);
        QVERIFY(!dialog.reviewed());
        QCOMPARE(dialog.summary()->text(), ReviewDialog::tr("Review stopped."));
    }

    void decisionTextSaysTheCost() {
        review::ReviewedDecision d;
        d.index = 7;
        d.grade.played = moves::Discard{C("7H")};
        d.grade.best = moves::Discard{C("KD")};
        d.grade.loss = 6.24;
        d.grade.mark = review::Mark::Bad;
        QCOMPARE(ReviewDialog::decisionText(d),
                 QStringLiteral("Move 8: you chose to discard 7♥ — bad: about 6.2 points worse "
                                "than to discard K♦."));
        d.grade.mark = review::Mark::None;
        QCOMPARE(ReviewDialog::decisionText(d),
                 QStringLiteral("Move 8: you chose to discard 7♥ — good."));
    }

    // At the start of a match no deal has ended: a message, and no review.
    void nothingToReviewBeforeADealEnds() {
        auto w = openWindow(3, QSize(1280, 720));
        QVERIFY(w);
        QString seen;
        QTimer::singleShot(50, [&] {
            QWidget* modal = QApplication::activeModalWidget();
            seen = modal ? QString::fromLatin1(modal->metaObject()->className()) : QString();
            if (auto* box = qobject_cast<QMessageBox*>(modal))
                box->button(QMessageBox::Ok)->click();
            else if (auto* dialog = qobject_cast<QDialog*>(modal))
                dialog->reject();
        });
        w->reviewLastDeal();
        QCOMPARE(seen, QStringLiteral("QMessageBox"));
    }
};

RUMMY_TEST_MAIN(TestReviewDialog)

#include "test_review_dialog.moc"

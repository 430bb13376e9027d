// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop's match view, offscreen: the result screen's scoreboard in each format, the
// human's re-join offer in Pool, and the Drop button naming the drop and its cost.
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QToolButton>

#include "desktop_test_support.h"
#include "store/stats_store.h"
#include "test_registry.h"
#include "windows/help_dialogs.h"
#include "windows/match_header.h"

using namespace rummy;
using namespace rummy::test;

namespace {

// The last table the dialog's browser shows (the scoreboard), as rows of cell texts.
std::vector<QStringList> shownScoreboard(const ResultDialog& dialog) {
    auto* browser = dialog.findChild<QTextBrowser*>();
    std::vector<QStringList> rows;
    if (!browser) return rows;
    QTextTable* last = nullptr;
    for (QTextFrame* f : browser->document()->rootFrame()->childFrames())
        if (auto* t = qobject_cast<QTextTable*>(f)) last = t;
    if (!last) return rows;
    for (int r = 0; r < last->rows(); ++r) {
        QStringList cells;
        for (int c = 0; c < last->columns(); ++c) {
            QTextTableCell cell = last->cellAt(r, c);
            QTextCursor cur = cell.firstCursorPosition();
            cur.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
            cells << cur.selectedText().trimmed();
        }
        rows.push_back(cells);
    }
    return rows;
}

void saveShot(const QWidget& w, const QString& name) {
    if (const QByteArray dir = qgetenv("RUMMY_SHOT_DIR"); !dir.isEmpty())
        const_cast<QWidget&>(w).grab().save(
            QStringLiteral("%1/%2.png").arg(QString::fromLocal8Bit(dir), name));
}

}  // namespace

class TestDesktopMatch : public QObject {
    Q_OBJECT
private slots:
    void poolScoreboardShowsCumulativeScores();
    void dealsAndPointsScoreboards();
    void humanRejoinsThroughTheController();
    void dropButtonNamesTheDropAndItsCost();
    void dropAsksFirst();
    void newGameAsksWhileAMatchIsUnderWay();
    void helpListsTheShortcutsAndSaysWhatTheGameIs();
    void headerSaysWhatIsPlayed();
    void resultShowsTheGroupsAsCards();
};

// After the second pool deal every seat's total is the sum of its deals (nobody re-joined
// yet), not just this deal's points, and the dialog shows both.
void TestDesktopMatch::poolScoreboardShowsCumulativeScores() {
    IndianController::Options o = quickOptions(21);
    o.format = MatchFormat::Pool101;
    o.humanIsBot = true;
    IndianController controller(o);
    QSignalSpy over(&controller, &IndianController::dealEnded);
    QVERIFY(over.wait(60000));
    QVERIFY(!controller.match().isOver());
    controller.nextDeal();
    QVERIFY(over.wait(60000));
    const IndianMatch& m = controller.match();
    QCOMPARE(static_cast<int>(m.deals().size()), 2);
    ResultDialog dialog(m);
    saveShot(dialog, QStringLiteral("result-pool"));
    const auto rows = shownScoreboard(dialog);
    QCOMPARE(static_cast<int>(rows.size()), m.players() + 1);  // header + one row a seat
    bool cumulativeDiffers = false;
    for (int seat = 0; seat < m.players(); ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        const QStringList& row = rows[s + 1];
        QCOMPARE(row[0], text::seatName(seat));
        const int total = m.deals()[0].result.points[s] + m.deals()[1].result.points[s];
        QCOMPARE(row[1].toInt(), m.deals()[1].result.points[s]);
        QCOMPARE(row[2].toInt(), total);
        if (total != m.deals()[1].result.points[s]) cumulativeDiffers = true;
        if (m.isOut(seat)) QVERIFY(row[3].contains(QStringLiteral("eliminated")));
    }
    QVERIFY(cumulativeDiffers);  // the column really is the running total
    QVERIFY(ResultDialog::resultHtml(m).contains(QStringLiteral("Deal 2")));
}

void TestDesktopMatch::dealsAndPointsScoreboards() {
    {
        IndianController::Options o = quickOptions(5);
        o.format = MatchFormat::Deals2;
        o.humanIsBot = true;
        IndianController controller(o);
        QSignalSpy over(&controller, &IndianController::dealEnded);
        QVERIFY(over.wait(60000));
        const IndianMatch& m = controller.match();
        ResultDialog dialog(m);
        const auto rows = shownScoreboard(dialog);
        QCOMPARE(static_cast<int>(rows.size()), m.players() + 1);
        const int start = m.rules().chipsPerDeal * 2;
        for (int seat = 0; seat < m.players(); ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            QCOMPARE(rows[s + 1][2].toInt(), m.chips()[s]);
            QCOMPARE(rows[s + 1][1].toInt(), m.chips()[s] - start);
        }
        QVERIFY(ResultDialog::resultHtml(m).contains(QStringLiteral("Deals left: 1")));
        QVERIFY(ResultDialog::resultHtml(m).contains(QStringLiteral("Deal 1 of 2")));
    }
    {
        IndianController::Options o = quickOptions(3);
        o.humanIsBot = true;
        IndianController controller(o);
        QSignalSpy over(&controller, &IndianController::dealEnded);
        QVERIFY(over.wait(60000));
        const IndianMatch& m = controller.match();
        QVERIFY(m.isOver());
        const RoundResult r = m.round().result();
        QVERIFY(r.winner >= 0);
        ResultDialog dialog(m);
        const auto rows = shownScoreboard(dialog);
        int pot = 0;
        for (int seat = 0; seat < m.players(); ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            QCOMPARE(rows[s + 1][1].toInt(), r.points[s]);
            if (seat != r.winner) {
                pot += r.points[s];
                QCOMPARE(rows[s + 1][2].toInt(), -r.points[s] * m.rules().pointValue);
            }
        }
        QCOMPARE(rows[static_cast<std::size_t>(r.winner) + 1][2].toInt(),
                 pot * m.rules().pointValue);
        QVERIFY(ResultDialog::resultHtml(m).contains(
            QStringLiteral("%1 won the match").arg(text::seatName(r.winner))));
    }
}

// Bots play seat 0 until it is out of the pool with a re-join on offer; then the human takes
// the seat back and accepts, as the window does after its Yes/No question.
void TestDesktopMatch::humanRejoinsThroughTheController() {
    bool tested = false;
    for (std::uint64_t seed = 1; seed <= 12 && !tested; ++seed) {
        IndianController::Options o = quickOptions(seed);
        o.format = MatchFormat::Pool101;
        o.humanIsBot = true;
        IndianController controller(o);
        QSignalSpy over(&controller, &IndianController::dealEnded);
        while (!controller.match().isOver()) {
            QVERIFY(over.wait(60000));
            const IndianMatch& m = controller.match();
            if (m.isOver()) break;
            if (m.isOut(0) && m.checkRejoin(0)) {
                QVERIFY(!controller.humanMayRejoin());  // a bot plays the seat: it decides
                controller.setHumanIsBot(false);
                QVERIFY(controller.humanMayRejoin());
                int highest = 0;
                for (int s = 1; s < m.players(); ++s)
                    if (!m.isOut(s)) highest = std::max(highest, m.scores()[std::size_t(s)]);
                QCOMPARE(IndianController::rejoinScore(m), highest + 1);
                QVERIFY(ResultDialog::scoreboardHtml(m).contains(
                    QStringLiteral("may re-join at %1").arg(highest + 1)));
                QVERIFY(controller.rejoinHuman());
                QVERIFY(!m.isOut(0));
                QCOMPARE(m.scores()[0], highest + 1);
                QCOMPARE(m.rejoins(0), 1);
                QVERIFY(!controller.humanMayRejoin());
                QVERIFY(!controller.rejoinHuman());
                controller.nextDeal();
                QVERIFY(controller.match().currentDeal().inPlay[0]);
                tested = true;
                break;
            }
            QVERIFY(!controller.humanMayRejoin());
            controller.nextDeal();
        }
    }
    QVERIFY(tested);
}

void TestDesktopMatch::dropButtonNamesTheDropAndItsCost() {
    auto w = openWindow(16, QSize(1280, 720));
    QVERIFY(w);
    IndianController* c = w->controller();
    const IndianRules& rules = c->match().rules();
    QCOMPARE(rules.firstDrop, 20);
    QCOMPARE(rules.middleDrop, 40);
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    QAction* drop = w->dropAction();
    QVERIFY(drop);
    QCOMPARE(drop->isEnabled(), c->view().indian().canDrop);
    QVERIFY(drop->isEnabled());
    QCOMPARE(drop->toolTip(), QStringLiteral("First drop: 20 points"));
    QCOMPARE(c->view().indian().dropPoints, 20);
    c->play(moves::DrawClosed{});
    QCOMPARE(c->view().indian().dropPoints, 40);
    QCOMPARE(drop->toolTip(), QStringLiteral("Middle drop: 40 points"));
    QCOMPARE(drop->isEnabled(), c->view().indian().canDrop);

    // Deals 2 and 3 forbid dropping: the button stays off and says why.
    for (MatchFormat f : {MatchFormat::Deals2, MatchFormat::Deals3}) {
        IndianController::Options o = quickOptions(16);
        o.format = f;
        MainWindow win(o);
        win.setShowResults(false);
        QTRY_VERIFY_WITH_TIMEOUT(win.controller()->humansTurn(), 20000);
        QVERIFY(!win.controller()->view().indian().canDrop);
        QVERIFY(!win.dropAction()->isEnabled());
        QCOMPARE(win.dropAction()->toolTip(), text::errorReason(ErrorCode::DropNotAllowed));
    }
}

// Drop cannot be undone: the button asks first, naming the drop and its cost; Cancel keeps the
// player in the deal.
void TestDesktopMatch::dropAsksFirst() {
    auto w = openWindow(16, QSize(1280, 720));
    QVERIFY(w);
    IndianController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    QString asked;
    QTimer::singleShot(20, [&asked] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = box->text();
            box->button(QMessageBox::Cancel)->click();
        }
    });
    w->dropAction()->trigger();
    QCOMPARE(asked, QStringLiteral("First drop for 20 points?"));
    QVERIFY(c->round().isPlaying(IndianController::kHumanSeat));
    QVERIFY(c->humansTurn());

    // A middle drop: at the start of a later turn.
    c->play(moves::DrawClosed{});
    c->play(moves::Discard{c->round().hand(IndianController::kHumanSeat).front()});
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn() && c->view().indian().canDrop, 20000);
    asked.clear();
    QTimer::singleShot(20, [&asked] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = box->text();
            box->button(QMessageBox::Yes)->click();
        }
    });
    w->dropAction()->trigger();
    QCOMPARE(asked, QStringLiteral("Middle drop for 40 points?"));
    QCOMPARE(c->round().outcome(IndianController::kHumanSeat), Outcome::MiddleDrop);
}

// New game in the middle of a match asks before abandoning it; No keeps it as it was, Yes
// counts it in the statistics as abandoned (not as played).
void TestDesktopMatch::newGameAsksWhileAMatchIsUnderWay() {
    auto w = openWindow(17, QSize(1280, 720));
    QVERIFY(w);
    QTemporaryDir dir;
    const QString stats = dir.filePath(QStringLiteral("stats.json"));
    w->setStatsPath(stats);
    IndianController* c = w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
    c->play(moves::DrawClosed{});
    QVERIFY(w->matchUnderWay());
    const std::size_t moves = c->round().history().size();
    QAction* newGame = w->findChild<QAction*>(QStringLiteral("newGame"));
    QVERIFY(newGame);
    answerNextBox(QMessageBox::No);
    newGame->trigger();
    QCOMPARE(c->round().history().size(), moves);
    QVERIFY(c->round().hasDrawn(IndianController::kHumanSeat));
    QVERIFY(!QFile::exists(stats));

    answerNextBox(QMessageBox::Yes);
    newGame->trigger();
    QVERIFY(!c->round().hasDrawn(IndianController::kHumanSeat));
    QVERIFY(c->match().deals().empty());
    StatsStore store(stats);
    QVERIFY(store.load());
    QCOMPARE(store.stats(MatchFormat::Points).matchesAbandoned, 1);
    QCOMPARE(store.stats(MatchFormat::Points).matchesPlayed, 0);
}

// Help → Keyboard shortcuts lists the keys of the table on show, read from its actions; Help →
// About names the version and the licence.
void TestDesktopMatch::helpListsTheShortcutsAndSaysWhatTheGameIs() {
    auto w = openWindow(18, QSize(1280, 720));
    QVERIFY(w);
    ShortcutsDialog dialog(w.get());
    dialog.show();
    saveShot(dialog, QStringLiteral("shortcuts"));
    const QStringList rows = dialog.rows();
    QVERIFY2(rows.contains(QStringLiteral("Ctrl+D|Drop")), qPrintable(rows.join(u',')));
    QVERIFY(rows.contains(QStringLiteral("C|Draw")));
    QVERIFY(rows.contains(QStringLiteral("D|Discard")));
    QVERIFY(rows.contains(QStringLiteral("Space|Select or unselect the card")));
    QVERIFY(std::any_of(rows.begin(), rows.end(),
                        [](const QString& r) { return r.endsWith(QStringLiteral("|Rules")); }));
    QStringList keys;
    for (const QString& r : rows) keys << r.section(u'|', 0, 0);
    QCOMPARE(keys.removeDuplicates(), 0);  // one row per key
    QApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    QVERIFY(aboutText().contains(QStringLiteral("Rummy 9.8.7")));
    QVERIFY(aboutText().contains(QStringLiteral("GNU General Public License")));
}

// The strip above the table names the format, the deal and the table's size, and follows the
// match from deal to deal; Standings opens the running scores.
void TestDesktopMatch::headerSaysWhatIsPlayed() {
    IndianController::Options o = quickOptions(19);
    o.format = MatchFormat::Pool101;
    o.players = 3;
    MainWindow w(o);
    w.setShowResults(false);
    w.resize(1280, 720);
    w.show();
    QCOMPARE(w.header()->text(), QStringLiteral("Pool rummy, 101 · Deal 1 · 3 players"));
    IndianController* c = w.controller();
    c->setHumanIsBot(true);
    QTRY_VERIFY_WITH_TIMEOUT(c->round().isOver(), 20000);
    c->setHumanIsBot(false);
    c->nextDeal();
    QTRY_COMPARE(w.header()->text(), QStringLiteral("Pool rummy, 101 · Deal 2 · 3 players"));
    QVERIFY(w.header()->standingsButton()->isVisibleTo(&w));
    QString shown;
    QTimer::singleShot(50, [&shown] {
        if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
            if (auto* b = d->findChild<QTextBrowser*>()) shown = b->toPlainText();
            d->reject();
        }
    });
    w.header()->standingsButton()->click();
    QVERIFY2(shown.contains(c->seatName(1)), qPrintable(shown));
    saveShot(w, QStringLiteral("header-1280"));
}

// The end of a deal draws every hand's groups as small cards of the table's deck.
void TestDesktopMatch::resultShowsTheGroupsAsCards() {
    auto w = openWindow(20, QSize(1280, 720));
    QVERIFY(w);
    IndianController* c = w->controller();
    c->setHumanIsBot(true);
    QTRY_VERIFY_WITH_TIMEOUT(c->round().isOver(), 30000);
    ResultDialog dialog(c->match(), w.get(), {}, w->cardCache());
    dialog.show();
    saveShot(dialog, QStringLiteral("result-cards"));
    auto* browser = dialog.findChild<QTextBrowser*>(QStringLiteral("results"));
    QVERIFY(browser);
    const QString html = browser->toHtml();
    QVERIFY(html.contains(QStringLiteral("<img")));
    int images = 0;
    for (int seat = 0; seat < c->match().players(); ++seat)
        for (Card card : c->round().hand(seat)) {
            const QVariant image = browser->document()->resource(
                QTextDocument::ImageResource, QUrl(ResultDialog::cardImageUrl(card)));
            QVERIFY2(image.isValid(), qPrintable(ResultDialog::cardImageUrl(card)));
            ++images;
        }
    QVERIFY(images >= 13);
    // Without a deck the groups stay text, card names in full.
    QVERIFY(!ResultDialog::resultHtml(c->match()).contains(QStringLiteral("<img")));
    // On a tall screen the cards are a third larger, so that their corners read; each image
    // is drawn at the size asked.
    const QSize small = ResultDialog::thumbnailSize(720), large = ResultDialog::thumbnailSize(1080);
    QCOMPARE(ResultDialog::thumbnailSize(0), small);
    QVERIFY(large.width() > small.width() && large.height() > small.height());
    const QSize long21 = ResultDialog::thumbnailSize(1080, 21);  // 22 cards must fit one row
    QVERIFY(long21.width() > small.width() && long21.width() < large.width());
    QCOMPARE(ResultDialog::thumbnailSize(720, 21), small);
    for (QSize s : {small, large, long21}) {
        QCOMPARE(qRound(s.height() * 10.0 / s.width()), 14);  // the card's proportions
        const QString img = QStringLiteral("width='%1' height='%2'").arg(s.width()).arg(s.height());
        QVERIFY(ResultDialog::resultHtml(c->match(), {}, true, s).contains(img));
    }
}

RUMMY_TEST_MAIN(TestDesktopMatch)

#include "test_desktop_match.moc"

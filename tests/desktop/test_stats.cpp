// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics of the desktop game, offscreen: the file, the recording of real deals, the
// window and its chart. QStandardPaths runs in test mode and every store lives in a temporary
// directory, so the player's own statistics are never read or written.
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>

#include "desktop_test_support.h"
#include "store/stats_recorder.h"
#include "store/stats_store.h"
#include "test_registry.h"
#include "windows/results_chart.h"
#include "windows/stats_dialog.h"

using namespace rummy;
using namespace rummy::test;

namespace {

// Plays seat 0 for the test through the controller's public slots, as the table would: a
// Hard bot's moves, except for the deals told to drop at once or to declare a hand that is
// not valid.
class SeatDriver : public QObject {
public:
    enum class Plan { Play, Drop, WrongDeclaration };
    explicit SeatDriver(IndianController* c) : c_(c) {
        connect(c_, &IndianController::stateChanged, this,
                [this] { QTimer::singleShot(0, this, [this] { move(); }); });
    }
    Plan plan = Plan::Play;

private:
    void move() {
        if (!c_->humansTurn()) return;
        const PlayerView v = c_->view();
        if (plan == Plan::Drop && v.indian().canDrop) {
            c_->play(moves::Drop{});
            return;
        }
        if (plan == Plan::WrongDeclaration && v.phase == Phase::Discard) {
            // Every other card in one group: never a valid declaration.
            std::vector<Card> rest(v.hand.begin() + 1, v.hand.end());
            c_->play(moves::Finish{v.hand.front(), {rest}});
            return;
        }
        // The bot's move goes through the human's one entry, as a click would.
        const Move a = Bot::create(Variant::Indian13, BotLevel::Hard, 5)->decide(v).move;
        if (!std::holds_alternative<moves::MissTurn>(a)) c_->play(a);
    }
    IndianController* c_;
};

// Answers the next modal message box with `button`.

QString cellOf(const StatsDialog& d, const QString& figure) {
    for (int r = 0; r < d.table()->rowCount(); ++r)
        if (d.table()->item(r, 0)->text() == figure) return d.table()->item(r, 1)->text();
    return {};
}

// With RUMMY_SHOT_DIR set, a picture of the widget for the docs or a review.
void saveShot(QWidget& w, const QString& name) {
    if (const QByteArray dir = qgetenv("RUMMY_SHOT_DIR"); !dir.isEmpty())
        w.grab().save(QStringLiteral("%1/%2.png").arg(QString::fromLocal8Bit(dir), name));
}

QStringList corruptCopies(const QString& path) {
    const QFileInfo info(path);
    return info.dir().entryList({info.fileName() + QStringLiteral(".corrupt-*")}, QDir::Files);
}

}  // namespace

class TestStats : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void recordsRealDeals();
    void botPlayedDealsAreNotCounted();
    void windowRecordsOnceGivenAPath();
    void roundTripToDisk();
    void corruptFileIsKeptAside();
    void resetAsksAndClears();
    void chartDrawsWinsUpAndLossesDown();
};

// Six Points deals (each its own match), seat 0 played through the controller: normal play,
// a first drop, a wrong declaration. The figures add up to what the deals showed.
void TestStats::recordsRealDeals() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stats.json"));
    IndianController::Options o = quickOptions(40);
    o.players = 3;
    IndianController controller(o);
    StatsRecorder recorder(&controller, nullptr, path);
    SeatDriver driver(&controller);
    QSignalSpy over(&controller, &IndianController::dealEnded);
    const SeatDriver::Plan plans[] = {SeatDriver::Plan::Play, SeatDriver::Plan::Drop,
                                      SeatDriver::Plan::Play, SeatDriver::Plan::WrongDeclaration,
                                      SeatDriver::Plan::Play, SeatDriver::Plan::Play};
    int won = 0, lost = 0, pointsLost = 0, drops = 0, wrong = 0, valid = 0, matchesWon = 0,
        streak = 0, best = 0;
    std::vector<DealEntry> seen;
    for (SeatDriver::Plan plan : plans) {
        driver.plan = plan;
        QTimer::singleShot(0, &controller, [&] { emit controller.stateChanged(); });
        QVERIFY(over.wait(60000));
        const RoundResult r = controller.round().result();
        if (r.outcomes[0] == Outcome::Won) {
            ++won;
            best = std::max(best, ++streak);
        } else {
            ++lost;
            pointsLost += r.points[0];
            streak = 0;
        }
        seen.push_back(
            {r.outcomes[0] == Outcome::Won, r.outcomes[0] == Outcome::Won ? 0 : r.points[0]});
        drops += r.outcomes[0] == Outcome::FirstDrop;
        const auto& h = controller.round().history();
        const bool declared = std::any_of(h.begin(), h.end(), [](const PlayedMove& m) {
            return m.seat == 0 && std::holds_alternative<moves::Finish>(m.move);
        });
        valid += declared && r.outcomes[0] != Outcome::WrongDeclaration;
        wrong += r.outcomes[0] == Outcome::WrongDeclaration;
        matchesWon += controller.match().winner() == 0;
        // Shown again (as when a saved game reopens at its result): not counted twice.
        controller.resume(controller.match(), controller.options());
        controller.nextDeal();
    }
    QCOMPARE(drops, 1);
    QCOMPARE(wrong, 1);
    StatsStore store(path);
    QVERIFY(store.load());
    const FormatStats& s = store.stats(MatchFormat::Points);
    QCOMPARE(s.dealsPlayed, 6);
    QCOMPARE(s.dealsWon + s.dealsLost(), s.dealsPlayed);
    QCOMPARE(s.dealsWon, won);
    QCOMPARE(s.pointsLost, pointsLost);
    QVERIFY(qFuzzyCompare(s.averagePointsLost(), double(pointsLost) / lost));
    QCOMPARE(s.drops, 1);
    QCOMPARE(s.invalidDeclarations, 1);
    QCOMPARE(s.validDeclarations, valid);
    QCOMPARE(s.matchesPlayed, 6);
    QCOMPARE(s.matchesWon, matchesWon);
    QCOMPARE(s.currentStreak, streak);
    QCOMPARE(s.bestStreak, best);
    QCOMPARE(s.recent, seen);
    QCOMPARE(store.stats(MatchFormat::Pool101).dealsPlayed, 0);

    // The window shows the same figures for the format.
    StatsDialog dialog(nullptr, MatchFormat::Points, path);
    QCOMPARE(cellOf(dialog, QStringLiteral("Deals played")), QStringLiteral("6"));
    QCOMPARE(cellOf(dialog, QStringLiteral("Drops")), QStringLiteral("1"));
    QCOMPARE(dialog.chart()->results(), seen);
    dialog.resize(520, 620);
    saveShot(dialog, QStringLiteral("statistics"));
    dialog.setFormat(MatchFormat::Pool201);
    QCOMPARE(cellOf(dialog, QStringLiteral("Deals played")), QStringLiteral("0"));
}

void TestStats::botPlayedDealsAreNotCounted() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stats.json"));
    IndianController::Options o = quickOptions(41);
    o.humanIsBot = true;
    IndianController controller(o);
    StatsRecorder recorder(&controller, nullptr, path);
    QSignalSpy over(&controller, &IndianController::dealEnded);
    QVERIFY(over.wait(60000));
    StatsStore store(path);
    QVERIFY(store.load());
    QCOMPARE(store.stats(MatchFormat::Points), FormatStats{});
}

// The window records nothing until main.cpp gives it the file (tests never write the
// player's figures), then every deal; Game > Statistics… is there.
void TestStats::windowRecordsOnceGivenAPath() {
    QFile::remove(StatsStore::defaultPath());
    auto w = openWindow(46, QSize(1024, 700));
    QVERIFY(w);
    QVERIFY(w->findChild<QAction*>(QStringLiteral("statistics")));
    SeatDriver driver(w->controller());
    driver.plan = SeatDriver::Plan::Drop;
    QSignalSpy over(w->controller(), &IndianController::dealEnded);
    QTimer::singleShot(0, w->controller(), [&] { emit w->controller()->stateChanged(); });
    QVERIFY(over.wait(60000));
    QVERIFY(!QFile::exists(StatsStore::defaultPath()));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stats.json"));
    w->setStatsPath(path);
    w->controller()->nextDeal();
    QVERIFY(over.wait(60000));
    StatsStore store(path);
    QVERIFY(store.load());
    QCOMPARE(store.stats(MatchFormat::Points).dealsPlayed, 1);
    QCOMPARE(store.stats(MatchFormat::Points).drops, 1);
    QCOMPARE(store.stats(MatchFormat::Points).matchesPlayed, 1);
}

void TestStats::roundTripToDisk() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/stats.json"));  // folder made on save
    StatsStore a(path);
    for (int i = 0; i < 25; ++i)
        a.recordDeal(MatchFormat::Pool201, {i % 3 == 0, i, false, false, i == 4});
    a.recordDeal(MatchFormat::Deals3, {true, 0, true, true, false});
    a.recordMatch(MatchFormat::Deals3, true);
    a.markCounted(QStringLiteral("a1"), 0);
    a.markCounted(QStringLiteral("b2"), 3);
    a.markCounted(QStringLiteral("a1"), 1);  // the match's entry moves to the end
    QVERIFY(a.save());
    QCOMPARE(a.stats(MatchFormat::Pool201).recent.size(), std::size_t(FormatStats::kRecent));
    // The last 20 of the 25 deals: 5 (lost) to 24 (won).
    QCOMPARE(a.stats(MatchFormat::Pool201).recent.front(), (DealEntry{false, 5}));
    QCOMPARE(a.stats(MatchFormat::Pool201).recent.back(), (DealEntry{true, 0}));
    StatsStore b(path);
    QVERIFY(b.load());
    QVERIFY(b.notice().isEmpty());
    for (int f = 0; f < StatsStore::kFormats; ++f)
        QCOMPARE(b.stats(MatchFormat(f)), a.stats(MatchFormat(f)));
    const std::vector<StatsStore::Counted> ledger{{QStringLiteral("b2"), 3},
                                                  {QStringLiteral("a1"), 1}};
    QVERIFY(b.counted() == ledger);
    QVERIFY(b.isCounted(QStringLiteral("a1"), 0) && b.isCounted(QStringLiteral("a1"), 1));
    QVERIFY(!b.isCounted(QStringLiteral("a1"), 2) && !b.isCounted(QStringLiteral("c3"), 0));
    QCOMPARE(b.stats(MatchFormat::Deals3).validDeclarations, 1);
    QCOMPARE(b.stats(MatchFormat::Pool201).drops, 1);
    QVERIFY(corruptCopies(path).isEmpty());
}

void TestStats::corruptFileIsKeptAside() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stats.json"));
    const QByteArray junk = "{\"version\": 1, \"formats\": {\"points\": {\"dealsPlayed\": ";
    for (const QByteArray& bad : {junk, QByteArray("{\"version\": 1, \"formats\": {\"points\": "
                                                   "{\"dealsPlayed\": 1, \"dealsWon\": 5}}}")}) {
        for (const QString& old : corruptCopies(path)) QFile::remove(dir.filePath(old));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bad);
        f.close();
        StatsStore store(path);
        QVERIFY(!store.load());
        QVERIFY(store.notice().contains(QStringLiteral("stats.json")));
        const QStringList aside = corruptCopies(path);
        QCOMPARE(aside.size(), 1);
        QVERIFY(store.notice().contains(aside.front()));
        QVERIFY(!QFile::exists(path));
        QFile kept(dir.filePath(aside.front()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bad);
        QCOMPARE(store.stats(MatchFormat::Points), FormatStats{});
        QVERIFY(store.save());  // fresh statistics are written in its place
    }
    // The window says so too.
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("not json");
    f.close();
    StatsDialog dialog(nullptr, MatchFormat::Points, path);
    QVERIFY(!dialog.noticeLabel()->isHidden());
    QVERIFY(dialog.noticeLabel()->text().contains(QStringLiteral("corrupt")));
}

void TestStats::resetAsksAndClears() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stats.json"));
    StatsStore store(path);
    store.recordDeal(MatchFormat::Pool101, {false, 40, false, false, false});
    store.recordDeal(MatchFormat::Pool101, {true, 0, true, true, false});
    QVERIFY(store.save());
    StatsDialog dialog(nullptr, MatchFormat::Pool101, path);
    QCOMPARE(cellOf(dialog, QStringLiteral("Average points per lost deal")),
             QStringLiteral("40.0"));
    answerNextBox(QMessageBox::Cancel);
    QVERIFY(!dialog.resetWithConfirmation());
    QCOMPARE(cellOf(dialog, QStringLiteral("Deals played")), QStringLiteral("2"));
    answerNextBox(QMessageBox::Reset);
    QVERIFY(dialog.resetWithConfirmation());
    QCOMPARE(cellOf(dialog, QStringLiteral("Deals played")), QStringLiteral("0"));
    QVERIFY(dialog.chart()->results().empty());
    StatsStore after(path);
    QVERIFY(after.load());
    QCOMPARE(after.stats(MatchFormat::Pool101), FormatStats{});
}

void TestStats::chartDrawsWinsUpAndLossesDown() {
    ResultsChart chart;
    chart.resize(400, 200);
    chart.setResults({{true, 0}, {false, 80}});
    QVERIFY(chart.accessibleDescription().contains(QStringLiteral("lost 80 points")));
    QVERIFY(chart.accessibleDescription().contains(QStringLiteral("won")));
    const QImage img = chart.grab().toImage();
    // Find the two bars' colours: green only above red, red only below green.
    int greenBottom = -1, redTop = img.height();
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor c = img.pixelColor(x, y);
            if (c.green() > 140 && c.red() < 80) greenBottom = std::max(greenBottom, y);
            if (c.red() > 180 && c.green() < 90) redTop = std::min(redTop, y);
        }
    QVERIFY(greenBottom >= 0);
    QVERIFY(redTop < img.height());
    QVERIFY(greenBottom <= redTop);
    QVERIFY(img.height() - redTop > 80);  // an 80-point loss reaches down most of the way
}

RUMMY_TEST_MAIN(TestStats)

#include "test_stats.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics count each finished deal exactly once, whatever moment the process is killed at:
// the proof by every moment there is. A match is played to its end (the player's seat by the
// autopilot, so that its deals are the player's) while every change to the data folder (each
// autosave written or removed, each statistics file written) is recorded as a snapshot of the
// folder: what a kill right after that change would leave. Then, for each snapshot, a new
// window starts from exactly those files, resumes the autosave as the next start would, plays
// on to the end of the match, and its statistics must equal those of the run that was never
// stopped: no deal lost, none counted twice. A kill in the middle of a write leaves the folder
// of the snapshot before it (the writes are atomic), which is in the list too. The real
// executable killed at random moments: test_kill_resume.
#include <QEventLoop>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <map>
#include <mutex>

#include "controller/autopilot.h"
#include "gin_desktop_support.h"
#include "saves_test_support.h"
#include "store/atomic_file.h"
#include "store/autosaver.h"
#include "store/save_store.h"
#include "store/stats_store.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

using Snapshot = std::map<QString, QByteArray>;  // file name -> bytes; absent: no file

Snapshot snapshotOf(const QString& dir) {
    Snapshot s;
    for (const QString& name : QDir(dir).entryList(QDir::Files)) {
        QFile f(QDir(dir).filePath(name));
        if (f.open(QIODevice::ReadOnly)) s[name] = f.readAll();
    }
    return s;
}

void restore(const Snapshot& s, const QString& dir) {
    for (const auto& [name, bytes] : s) {
        QFile f(QDir(dir).filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
}

// The data folder of a run: the window's autosave and statistics in it.
struct Folder {
    QTemporaryDir dir;
    QString autosave() const { return dir.filePath(QStringLiteral("autosave.rummy")); }
    QString stats() const { return dir.filePath(QStringLiteral("stats.json")); }
};

// The three kinds of game, each with its own controller, save and statistics.
enum class Game { Indian, Gin, Table };

bool matchOver(const MainWindow& w, Game game) {
    switch (game) {
        case Game::Gin:
            return w.ginController()->game().isOver();
        case Game::Table:
            return w.meldController()->game().isOver();
        case Game::Indian:
            break;
    }
    return w.controller()->match().isOver();
}

// Calls `f` at the end of each deal (hand) of the game on the table.
template <typename F>
void onDealOver(const MainWindow& w, Game game, QObject* context, F f) {
    switch (game) {
        case Game::Gin:
            QObject::connect(w.ginController(), &GinController::dealEnded, context, f);
            return;
        case Game::Table:
            QObject::connect(w.meldController(), &TableGameController::dealEnded, context, f);
            return;
        case Game::Indian:
            QObject::connect(w.controller(), &IndianController::dealEnded, context, f);
            return;
    }
}

// A window as `rummy --autopilot` starts: the player's seat played by its bot, the autosave
// and the statistics in `folder`, the autosave resumed. The autopilot stops once the match on
// the table is over, before it deals the next one: by then the last deal is counted and the
// autosave settled (the recorders and the autosave answer the same signal first).
// With `everyMove`, each move's autosave reaches the disk before the next move (a player's
// pace): no write is replaced by a newer one in the queue, so every position is a kill point.
std::unique_ptr<MainWindow> autopilotWindow(const Folder& folder, std::uint64_t seed, Game game,
                                            bool everyMove = false) {
    IndianController::Options o = tableOptions(seed);
    o.players = 2;
    o.format = MatchFormat::Deals2;
    auto w = quietWindow(o);
    if (game == Game::Gin) {
        GinController::Options g = ginOptions(seed);
        g.rules.target = 30;
        w->startGinGame(g);
    } else if (game == Game::Table) {
        // Straight Rummy, two players, a game of two hands.
        TableRules rules = TableRules::straight();
        rules.hands = 2;
        TableGameController::Options m;
        m.rules = rules;
        m.seats = 2;
        m.seed = seed;
        m.botDelayMs = 0;
        m.levels = {BotLevel::Hard, BotLevel::Medium};  // seat 0's as the app's (the hint's)
        w->startTableGame(m);
    }
    w->startAutopilot();
    Autopilot* pilot = w->findChild<Autopilot*>();
    pilot->setPauseMs(0);
    MainWindow* window = w.get();
    onDealOver(*w, game, window, [window, game, pilot] {
        if (matchOver(*window, game)) pilot->stop();
    });
    if (everyMove) {
        auto wait = [window] { window->autosaver()->flush(); };
        QObject::connect(w->controller(), &IndianController::stateChanged, window, wait);
        if (game == Game::Gin)
            QObject::connect(w->ginController(), &GinController::stateChanged, window, wait);
        if (game == Game::Table)
            QObject::connect(w->meldController(), &TableGameController::stateChanged, window, wait);
    }
    w->setAutosavePath(folder.autosave());
    w->setStatsPath(folder.stats());
    w->offerResume(MainWindow::ResumeAnswer::Resume);
    return w;
}

// An event loop rather than polling: the moves follow each other with no sleep between.
bool playToTheEnd(MainWindow& w, Game game) {
    if (matchOver(w, game)) return true;
    QEventLoop loop;
    QTimer::singleShot(120000, &loop, &QEventLoop::quit);
    onDealOver(w, game, &loop, [&] {
        if (matchOver(w, game)) loop.quit();
    });
    loop.exec();
    return matchOver(w, game);
}

// What an autosave holds, whichever game it is: the ledger's id, the deal, how far.
struct Saved {
    QString id;
    int deal = 0;
    bool dealOver = false;
    bool over = false;
};

Saved savedOf(const SaveStore::LoadResult& loaded) {
    if (loaded.gin()) {
        const GinGame& g = loaded.gin()->game;
        return {QStringLiteral("gin:") + loaded.gin()->options.matchId, g.currentDeal().number,
                g.round().isOver(), g.isOver()};
    }
    if (loaded.table()) {
        const TableGame& g = loaded.table()->game;
        return {loaded.table()->options.matchId, g.currentDeal().number, g.round().isOver(),
                g.isOver()};
    }
    const IndianMatch& m = loaded.indian()->match;
    return {loaded.indian()->options.matchId, m.currentDeal().number, m.round().isOver(),
            m.isOver()};
}

// The statistics the game's deals go to: deals (hands) and matches (games) played.
std::pair<int, int> played(const StatsStore& s, Game game) {
    switch (game) {
        case Game::Gin:
            return {s.gin().handsPlayed, s.gin().gamesPlayed};
        case Game::Table:
            return {s.table(Variant::Straight).handsPlayed, s.table(Variant::Straight).gamesPlayed};
        case Game::Indian:
            break;
    }
    return {s.stats(MatchFormat::Deals2).dealsPlayed, s.stats(MatchFormat::Deals2).matchesPlayed};
}

bool sameFigures(const StatsStore& a, const StatsStore& b, Game game) {
    switch (game) {
        case Game::Gin:
            return a.gin() == b.gin();
        case Game::Table:
            return a.table(Variant::Straight) == b.table(Variant::Straight);
        case Game::Indian:
            break;
    }
    return a.stats(MatchFormat::Deals2) == b.stats(MatchFormat::Deals2);
}

StatsStore statsIn(const QString& path) {
    StatsStore s(path);
    s.load();
    return s;
}

}  // namespace

class TestStatsOnce : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanup() { setFileChangeObserver({}); }
    void everyKillPointCountsOnce_data();
    void everyKillPointCountsOnce();
};

void TestStatsOnce::everyKillPointCountsOnce_data() {
    QTest::addColumn<int>("game");
    QTest::newRow("13-card, Deals 2") << static_cast<int>(Game::Indian);
    QTest::newRow("Gin to 30") << static_cast<int>(Game::Gin);
    QTest::newRow("Straight Rummy, two hands") << static_cast<int>(Game::Table);
}

void TestStatsOnce::everyKillPointCountsOnce() {
    QFETCH(int, game);
    const auto g = static_cast<Game>(game);
    const std::uint64_t seed = 2024;
    // The run that is never stopped, every change to its folder kept.
    Folder whole;
    // The autosave is written on a thread of its own, the statistics on the GUI thread; the
    // stores order their writes (Autosaver::flush before the statistics), the lock only keeps
    // the list whole.
    std::vector<Snapshot> snapshots;
    std::mutex lock;
    bool done = false;
    setFileChangeObserver([&](const QString&) {
        std::lock_guard hold(lock);
        if (!done) snapshots.push_back(snapshotOf(whole.dir.path()));
    });
    auto w = autopilotWindow(whole, seed, g, true);
    QVERIFY(playToTheEnd(*w, g));
    w->autosaver()->flush();
    {
        std::lock_guard hold(lock);
        done = true;
    }
    // The match's end: its autosave is gone once its last deal is counted.
    QVERIFY(!QFile::exists(whole.autosave()));
    setFileChangeObserver({});
    const int deals = g == Game::Gin ? static_cast<int>(w->ginController()->game().deals().size())
                      : g == Game::Table
                          ? static_cast<int>(w->meldController()->game().deals().size())
                          : static_cast<int>(w->controller()->match().deals().size());
    w.reset();
    const StatsStore expected = statsIn(whole.stats());
    QCOMPARE(played(expected, g), std::make_pair(deals, 1));
    QVERIFY(deals >= 2);

    // The moments that matter are there: a deal's end on disk before its count, and a finished
    // match still on disk after its count.
    int endBeforeCount = 0, overAfterCount = 0;
    for (const Snapshot& s : snapshots) {
        if (!s.count(QStringLiteral("autosave.rummy"))) continue;
        const auto loaded = SaveStore::decode(s.at(QStringLiteral("autosave.rummy")));
        QVERIFY2(loaded, qPrintable(loaded.error));
        const Saved saved = savedOf(loaded);
        StatsStore counted(QString{});
        if (s.count(QStringLiteral("stats.json"))) {
            QTemporaryDir t;
            restore({{QStringLiteral("stats.json"), s.at(QStringLiteral("stats.json"))}}, t.path());
            counted = statsIn(t.filePath(QStringLiteral("stats.json")));
        }
        endBeforeCount += saved.dealOver && !counted.isCounted(saved.id, saved.deal);
        overAfterCount += saved.over && counted.isCounted(saved.id, saved.deal);
    }
    QCOMPARE(endBeforeCount, deals);
    QCOMPARE(overAfterCount, 1);

    // Killed after each change in turn, started again, played to the end: the same figures.
    int restarts = 0;
    for (std::size_t i = 0; i < snapshots.size(); ++i) {
        const Snapshot& s = snapshots[i];
        Folder folder;
        restore(s, folder.dir.path());
        if (!s.count(QStringLiteral("autosave.rummy"))) {
            // Killed once the match was over and counted: nothing left to play.
            QVERIFY(statsIn(folder.stats()).counted() == expected.counted());
            continue;
        }
        auto again = autopilotWindow(folder, seed + 1000, g);  // the autosave decides
        QVERIFY(playToTheEnd(*again, g));
        again->autosaver()->flush();
        QVERIFY(!QFile::exists(folder.autosave()));
        again.reset();
        const StatsStore got = statsIn(folder.stats());
        const QString where = QStringLiteral("kill point %1 of %2: %3 deals counted, %4 expected")
                                  .arg(i)
                                  .arg(snapshots.size())
                                  .arg(played(got, g).first)
                                  .arg(deals);
        QVERIFY2(sameFigures(got, expected, g), qPrintable(where));
        QVERIFY(got.counted() == expected.counted());
        ++restarts;
    }
    QVERIFY(restarts > 10);
    qInfo("%d kill points, each resumed to the end of the match", restarts);
}

RUMMY_TEST_MAIN(TestStatsOnce)

#include "test_stats_once.moc"

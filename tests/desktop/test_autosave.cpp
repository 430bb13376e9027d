// SPDX-License-Identifier: GPL-3.0-or-later
// The autosave after every move (store/autosaver.h), offscreen: after each applied move and
// each match event the file on disk is the game on the table, at the 13-card table and at the
// Gin table; a finished match leaves no file; a new game drops the old one; an autosave taken
// at any move and resumed plays on exactly as the uninterrupted game. Files live in a
// temporary folder; test mode keeps QStandardPaths away from the player's own.
#include <QStandardPaths>
#include <QTemporaryDir>

#include "gin_desktop_support.h"
#include "saves_test_support.h"
#include "settings/app_settings.h"
#include "store/autosaver.h"
#include "store/save_store.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

IndianController::Options twoSeats(std::uint64_t seed, MatchFormat format) {
    IndianController::Options o = tableOptions(seed);
    o.players = 2;
    o.format = format;
    o.humanIsBot = true;  // bots at both seats: the test only watches
    return o;
}

GinController::Options shortGin(std::uint64_t seed) {
    GinController::Options o = ginOptions(seed, true);
    o.rules.target = 40;  // a few hands
    return o;
}

}  // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void everyIndianMoveIsOnDisk();
    void everyGinMoveIsOnDisk();
    void resumedIndianPlaysOnAlike();
    void resumedGinPlaysOnAlike();
    void newGameDropsTheAutosave();
    void leftoversOfAKillGo();

private:
    QTemporaryDir dir_;
    QString path_;
};

void TestAutosave::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dir_.isValid());
    path_ = dir_.filePath(QStringLiteral("autosave.rummy"));
}

void TestAutosave::init() {
    for (const QString& f : QDir(dir_.path()).entryList(QDir::Files))
        QFile::remove(dir_.filePath(f));
}

// A Deals-2 match played by bots: after every move (and the next deal) the file loads to the
// match on the table; the end of the first deal is on disk; the end of the match leaves none.
void TestAutosave::everyIndianMoveIsOnDisk() {
    auto w = quietWindow(twoSeats(321, MatchFormat::Deals2));
    w->setAutosavePath(path_);
    IndianController* c = w->controller();
    int checked = 0, wrong = 0, moves = 0;
    QObject watcher;
    connect(c, &IndianController::moved, &watcher, [&] { ++moves; });
    // Connected after the window's own: runs once the autosave has been written.
    connect(c, &IndianController::stateChanged, &watcher, [&] {
        const IndianMatch& m = c->match();
        if (m.isOver()) return;
        w->autosaver()->flush();  // written on the autosave's own thread
        const auto loaded = SaveStore::load(path_);
        ++checked;
        if (!loaded.indian() || !(loaded.indian()->match == m) ||
            loaded.indian()->options.matchId != c->options().matchId)
            ++wrong;
    });
    QSignalSpy over(c, &IndianController::dealEnded);
    QVERIFY(over.wait(60000));
    QVERIFY(!c->match().isOver());
    w->autosaver()->flush();
    const auto end = SaveStore::load(path_);
    QVERIFY(end.indian() && end.indian()->match.round().isOver() &&
            end.indian()->match == c->match());
    c->nextDeal();
    QVERIFY(over.wait(60000));
    QVERIFY(c->match().isOver());
    w->autosaver()->flush();
    QVERIFY(!QFile::exists(path_));  // over and settled: nothing to resume
    QCOMPARE(wrong, 0);
    QVERIFY(moves > 20);
    QCOMPARE(checked, moves - 1 + 1);  // every move but the last, and the next deal
    QVERIFY(w->close());
    QVERIFY(!QFile::exists(path_));
}

// The same at the Gin table, hand after hand to the end of a short game.
void TestAutosave::everyGinMoveIsOnDisk() {
    auto w = openGinWindow(shortGin(77));
    QVERIFY(w);
    w->setAutosavePath(path_);
    GinController* g = w->ginController();
    int checked = 0, wrong = 0, moves = 0, hands = 0;
    QObject watcher;
    connect(g, &GinController::moved, &watcher, [&] { ++moves; });
    connect(g, &GinController::stateChanged, &watcher, [&] {
        if (g->game().isOver()) return;
        w->autosaver()->flush();
        const auto loaded = SaveStore::load(path_);
        ++checked;
        if (!loaded.gin() || !(loaded.gin()->game == g->game()) ||
            loaded.gin()->options.matchId != g->options().matchId)
            ++wrong;
    });
    QSignalSpy over(g, &GinController::dealEnded);
    while (!g->game().isOver()) {
        QVERIFY(over.wait(60000));
        ++hands;
        if (g->game().isOver()) break;
        w->autosaver()->flush();
        const auto end = SaveStore::load(path_);  // the hand's end is on disk
        QVERIFY(end.gin() && end.gin()->game.round().isOver() && end.gin()->game == g->game());
        g->nextHand();
    }
    w->autosaver()->flush();
    QVERIFY(!QFile::exists(path_));
    QCOMPARE(wrong, 0);
    QVERIFY(hands >= 2);
    QCOMPARE(checked, moves - 1 + hands - 1);  // every move but the last, every next hand
}

// An autosave taken after move 15 (as a kill would leave it), resumed in another window, plays
// on to the same end as the window that was never stopped.
void TestAutosave::resumedIndianPlaysOnAlike() {
    auto a = quietWindow(twoSeats(4711, MatchFormat::Points));
    a->setAutosavePath(path_);
    QByteArray taken;
    QObject watcher;
    connect(a->controller(), &IndianController::stateChanged, &watcher, [&] {
        if (!taken.isEmpty() || a->controller()->match().events().size() != 15) return;
        a->autosaver()->flush();
        taken = readAll(path_);
    });
    QSignalSpy overA(a->controller(), &IndianController::dealEnded);
    QVERIFY(overA.wait(60000));
    QVERIFY(!taken.isEmpty());
    const QString copy = dir_.filePath(QStringLiteral("taken.rummy"));
    writeAll(copy, taken);
    auto b = quietWindow(quickOptions(1));
    b->setAutosavePath(copy);
    QSignalSpy overB(b->controller(), &IndianController::dealEnded);
    QVERIFY(b->offerResume(MainWindow::ResumeAnswer::Resume));
    QCOMPARE(b->controller()->match().events().size(), std::size_t(15));
    QVERIFY(overB.wait(60000));
    QVERIFY(b->controller()->match() == a->controller()->match());
}

void TestAutosave::resumedGinPlaysOnAlike() {
    auto a = openGinWindow(shortGin(99));
    QVERIFY(a);
    a->setAutosavePath(path_);
    QByteArray taken;
    QObject watcher;
    connect(a->ginController(), &GinController::stateChanged, &watcher, [&] {
        if (!taken.isEmpty() || a->ginController()->round().history().size() != 9) return;
        a->autosaver()->flush();
        taken = readAll(path_);
    });
    QSignalSpy overA(a->ginController(), &GinController::dealEnded);
    QVERIFY(overA.wait(60000));
    QVERIFY(!taken.isEmpty());
    const QString copy = dir_.filePath(QStringLiteral("taken.rummy"));
    writeAll(copy, taken);
    auto b = quietWindow(quickOptions(2));
    b->setAutosavePath(copy);
    QVERIFY(b->offerResume(MainWindow::ResumeAnswer::Resume));
    QVERIFY(b->playingGin());
    QCOMPARE(b->ginController()->round().history().size(), std::size_t(9));
    QSignalSpy overB(b->ginController(), &GinController::dealEnded);
    QVERIFY(overB.wait(60000));
    QVERIFY(b->ginController()->game() == a->ginController()->game());
}

// A new game (after a change of settings, or Game > New game) replaces the match on the table:
// its autosave goes at once, and the new match's first move writes the new one.
void TestAutosave::newGameDropsTheAutosave() {
    auto w = quietWindow(tableOptions(55));
    w->setAutosavePath(path_);
    QVERIFY(playHumanTurns(w->controller(), 1));
    w->autosaver()->flush();
    QVERIFY(QFile::exists(path_));
    const QString firstId = w->controller()->options().matchId;
    AppSettings settings = w->appSettings();
    settings.players = 3;
    settings.botDelayMs = 0;
    settings.animation = AnimationSpeed::Off;
    w->setSettingsFile(dir_.filePath(QStringLiteral("settings.ini")));
    w->applySettings(settings);
    w->newGame();  // no event has run since: nobody has moved in the new match
    QCOMPARE(w->controller()->match().players(), 3);
    QVERIFY(w->controller()->match().events().empty());
    w->autosaver()->flush();
    QVERIFY(!QFile::exists(path_));
    const QString secondId = w->controller()->options().matchId;
    QVERIFY(secondId != firstId);
    QVERIFY(playHumanTurns(w->controller(), 1));
    w->autosaver()->flush();
    const auto loaded = SaveStore::load(path_);
    QVERIFY(loaded.indian() && loaded.indian()->match.players() == 3);
    QCOMPARE(loaded.indian()->options.matchId, secondId);
}

// A kill in the instant between QSaveFile's link of its finished file (<name>.XXXXXX) and the
// rename leaves the link behind; the next start removes it, and nothing else.
void TestAutosave::leftoversOfAKillGo() {
    const QStringList names = {QStringLiteral("autosave.rummy.Ab12Cd"),
                               QStringLiteral("stats.json.x9Y8z7"),
                               QStringLiteral("autosave.rummy.corrupt-20240101-101010"),
                               QStringLiteral("autosave.rummy.Ab12C")};
    for (const QString& n : names) writeAll(dir_.filePath(n), "x");
    auto w = quietWindow(tableOptions(1));
    w->setAutosavePath(path_);
    w->setStatsPath(dir_.filePath(QStringLiteral("stats.json")));
    QVERIFY(!QFile::exists(dir_.filePath(names[0])));
    QVERIFY(!QFile::exists(dir_.filePath(names[1])));
    QVERIFY(QFile::exists(dir_.filePath(names[2])));  // a damaged save kept for a bug report
    QVERIFY(QFile::exists(dir_.filePath(names[3])));
}

RUMMY_TEST_MAIN(TestAutosave)

#include "test_autosave.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The kill test (docs/reliability.md). The real `rummy`, offscreen, its seat played by the
// autopilot (rummy --autopilot: saved and counted as the player's games), is killed with
// SIGKILL at moments drawn from a fixed seed and started again each time: 20 times in 13-card
// games, 10 in Gin games and 10 in Straight Rummy games. A third of the kills come in the
// middle of a save: RUMMY_TEST_SAVE_PAUSE_MS holds each write of the autosave (or
// of the statistics) between its temporary file and the rename, and the test kills on the
// line the pause prints. HOME is a folder with non-ASCII characters. After each kill:
// - the data folder holds the autosave and the statistics only (no half-written file, at most
//   the instant's link QSaveFile makes before its rename, which the next start removes);
// - the autosave loads, and it is a position of the game its seed gives with the same bots
//   (its moves are a prefix of a consistent game), never behind the last one of its match;
// - a match that left the autosave was played to its end: its last deal is counted;
// - the statistics: the deal count never goes down; every deal the autopilot reported over is
//   counted; there is one deal counted per deal in the ledger (none twice, none skipped); the
//   deal on the table is not counted before its end, the one before it is.
// At the end, one more start: every deal whose end an autosave held at a kill is counted.
// In-process, every kill point of a whole match: test_stats_once.
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <set>

#include "cards/rng.h"
#include "kill_test_support.h"
#include "store/save_store.h"
#include "store/stats_store.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

constexpr int kKills = 20;     // at 13-card; half as many at Gin and at a table game
constexpr int kPauseMs = 400;  // a save held this long: the kill lands inside it

// What one autosave was: its match and how far it had got.
struct Position {
    QString id;  // as the statistics' ledger keeps it ("gin:" first at Gin)
    int deal = 0;
    bool dealOver = false;
    std::size_t moves = 0;  // events of the match (moves and next deals), moves at Gin
    std::optional<SaveStore::SavedIndianGame> indian;
    std::optional<SaveStore::SavedGinGame> gin;
    std::optional<SaveStore::SavedTableGame> meld;
};

struct Launch {
    enum Kill { After, MidSave, AfterADeal };
    QStringList args;
    Kill kill = After;
    int runMs = 0;      // After: killed after this long
    QString pauseFile;  // MidSave: the file whose write is interrupted
    int pauses = 1;     // MidSave: killed in the n-th pause
};

}  // namespace

class TestKillResume : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void killedTwentyTimes_data();
    void killedTwentyTimes();

private:
    // Starts rummy, kills it as `launch` says, and returns what it printed on standard output.
    QString run(const Launch& launch);
    void checkFolder();
    std::optional<Position> checkAutosave();
    void checkStatistics(const std::optional<Position>& now);

    QTemporaryDir tmp_;
    QString home_, data_;
    std::optional<Position> last_;
    std::vector<ReportedDeal> reported_;
    std::vector<ReportedDeal> endsOnDisk_;  // deal ends an autosave held at a kill
    int lastCount_ = 0;
    int matchesSeen_ = 0;
};

void TestKillResume::initTestCase() {
    QVERIFY(tmp_.isValid());
}

// Each game in a HOME of its own, with non-ASCII characters.
void TestKillResume::init() {
    home_ = tmp_.filePath(
        QStringLiteral("Jörg — खेल %1").arg(QString::fromUtf8(QTest::currentDataTag())));
    QVERIFY(QDir().mkpath(home_));
    // QStandardPaths' AppDataLocation under HOME when XDG_DATA_HOME is unset (run() unsets it).
    data_ = home_ + QStringLiteral("/.local/share/rummy");
    last_.reset();
    reported_.clear();
    endsOnDisk_.clear();
    lastCount_ = 0;
    matchesSeen_ = 0;
    // The table games' settings: a game of two hands, so that games end between kills
    // (SettingsFile::defaultPath under this HOME).
    const QString config = home_ + QStringLiteral("/.config/rummygame.org");
    QVERIFY(QDir().mkpath(config));
    QFile conf(config + QStringLiteral("/rummy.conf"));
    QVERIFY(conf.open(QIODevice::WriteOnly));
    conf.write("[meld]\nhands=2\n");
}

void TestKillResume::killedTwentyTimes_data() {
    QTest::addColumn<QStringList>("game");
    QTest::addColumn<int>("kills");
    QTest::newRow("13-card") << QStringList{QStringLiteral("--players"), QStringLiteral("2"),
                                            QStringLiteral("--format"), QStringLiteral("deals2")}
                             << kKills;
    QTest::newRow("gin") << QStringList{QStringLiteral("--variant"), QStringLiteral("gin")}
                         << kKills / 2;
    QTest::newRow("straight") << QStringList{QStringLiteral("--variant"),
                                             QStringLiteral("straight"),
                                             QStringLiteral("--players"), QStringLiteral("2")}
                              << kKills / 2;
}

QString TestKillResume::run(const Launch& launch) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home_);
    for (const char* name : {"XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME",
                             "RUMMY_TEST_SAVE_PAUSE_MS", "RUMMY_TEST_SAVE_PAUSE_FILE"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    if (launch.kill == Launch::MidSave) {
        env.insert(QStringLiteral("RUMMY_TEST_SAVE_PAUSE_MS"), QString::number(kPauseMs));
        env.insert(QStringLiteral("RUMMY_TEST_SAVE_PAUSE_FILE"), launch.pauseFile);
    }
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RUMMY_DESKTOP_PATH), launch.args);
    if (!p.waitForStarted()) return {};
    QByteArray out;
    if (launch.kill == Launch::MidSave || launch.kill == Launch::AfterADeal) {
        // Killed on the n-th pause's line (inside that write, before its rename), or once the
        // autopilot says a deal ended.
        const bool pause = launch.kill == Launch::MidSave;
        p.setReadChannel(pause ? QProcess::StandardError : QProcess::StandardOutput);
        const QByteArray marker =
            pause ? "rummy: save paused " + launch.pauseFile.toUtf8() : QByteArray(" over\n");
        QByteArray seen;
        QElapsedTimer t;
        t.start();
        while (seen.count(marker) < launch.pauses && t.elapsed() < 30000 &&
               p.state() == QProcess::Running) {
            p.waitForReadyRead(200);
            seen += pause ? p.readAllStandardError() : p.readAllStandardOutput();
        }
        if (!pause) out = seen;
        if (seen.count(marker) < launch.pauses) qWarning("not seen in 30 s: killed then");
    } else {
        p.waitForFinished(launch.runMs);  // it never finishes by itself: a wait of runMs
    }
    if (p.state() != QProcess::Running) qWarning("rummy stopped before its kill");
    p.kill();  // SIGKILL
    p.waitForFinished();
    return QString::fromUtf8(out + p.readAllStandardOutput());
}

void TestKillResume::checkFolder() {
    // A kill in the instant between QSaveFile's link of its finished file as <name>.XXXXXX
    // and the rename leaves that link; the next start removes it (removeLeftovers).
    static const QRegularExpression leftover(
        QStringLiteral(R"(^(autosave\.rummy|stats\.json)\.[A-Za-z0-9]{6}$)"));
    const QStringList files = QDir(data_).entryList(QDir::Files | QDir::Hidden);
    for (const QString& f : files)
        QVERIFY2(f == QLatin1String("autosave.rummy") || f == QLatin1String("stats.json") ||
                     leftover.match(f).hasMatch(),
                 qPrintable(QStringLiteral("unexpected file in the data folder: ") + f));
}

std::optional<Position> TestKillResume::checkAutosave() {
    const QString path = data_ + QStringLiteral("/autosave.rummy");
    if (!QFile::exists(path)) return std::nullopt;
    const SaveStore::LoadResult loaded = SaveStore::load(path);
    [&] { QVERIFY2(loaded, qPrintable(loaded.error)); }();
    if (!loaded) return std::nullopt;
    Position now;
    if (loaded.gin()) {
        const GinGame& g = loaded.gin()->game;
        now = {QStringLiteral("gin:") + loaded.gin()->options.matchId,
               g.currentDeal().number,
               g.round().isOver(),
               ReferenceGin::movesOf(g),
               std::nullopt,
               *loaded.gin(),
               std::nullopt};
        ReferenceGin ref(*loaded.gin());
        [&] { QVERIFY2(ref.at(g) == g, "the autosave is not a position of its game"); }();
    } else if (loaded.table()) {
        const TableGame& g = loaded.table()->game;
        now = {loaded.table()->options.matchId,
               g.currentDeal().number,
               g.round().isOver(),
               ReferenceTable::movesOf(g),
               std::nullopt,
               std::nullopt,
               *loaded.table()};
        ReferenceTable ref(*loaded.table());
        [&] { QVERIFY2(ref.at(g) == g, "the autosave is not a position of its table game"); }();
    } else {
        const IndianMatch& m = loaded.indian()->match;
        now = {loaded.indian()->options.matchId,
               m.currentDeal().number,
               m.round().isOver(),
               m.events().size(),
               *loaded.indian(),
               std::nullopt,
               std::nullopt};
        ReferenceMatch ref(*loaded.indian());
        [&] { QVERIFY2(ref.at(m.events().size()) == m, "the autosave is not a position"); }();
    }
    if (last_ && last_->id == now.id)
        [&] { QVERIFY2(now.moves >= last_->moves, "the autosave went back"); }();
    return now;
}

void TestKillResume::checkStatistics(const std::optional<Position>& now) {
    const QString path = data_ + QStringLiteral("/stats.json");
    StatsStore stats(path);
    QVERIFY2(stats.load(), qPrintable(stats.notice()));
    int count = stats.gin().handsPlayed, inLedger = 0;
    for (Variant v : {Variant::Straight, Variant::Rummy500, Variant::Rummy51, Variant::Kaluki})
        count += stats.table(v).handsPlayed;
    for (int f = 0; f < StatsStore::kFormats; ++f)
        count += stats.stats(static_cast<MatchFormat>(f)).dealsPlayed;
    for (const StatsStore::Counted& c : stats.counted()) inLedger += c.deal + 1;
    QVERIFY(stats.counted().size() < static_cast<std::size_t>(StatsStore::kLedger));
    QVERIFY2(count >= lastCount_, "the deal count went down");
    QCOMPARE(count, inLedger);  // one count per deal of each match, from its first
    for (const ReportedDeal& r : reported_)
        QVERIFY2(stats.isCounted(r.id, r.deal), qPrintable(r.id + " was not counted"));
    // The match that left the autosave was played to its end, and its last deal counted.
    if (last_ && (!now || now->id != last_->id)) {
        const int lastDeal = last_->gin    ? ReferenceGin(*last_->gin).lastHand()
                             : last_->meld ? ReferenceTable(*last_->meld).lastHand()
                                           : ReferenceMatch(*last_->indian).lastDeal();
        QVERIFY2(stats.isCounted(last_->id, lastDeal), "a finished match's last deal is lost");
        ++matchesSeen_;
    }
    if (now) {
        // Counted only once over, and the deal before it was.
        if (!now->dealOver) QVERIFY(!stats.isCounted(now->id, now->deal));
        if (now->deal > 0) QVERIFY(stats.isCounted(now->id, now->deal - 1));
        if (now->dealOver) endsOnDisk_.push_back({now->id, now->deal});
    }
    lastCount_ = count;
}

void TestKillResume::killedTwentyTimes() {
    QFETCH(QStringList, game);
    QFETCH(int, kills);
    Rng rng(20240615);
    QElapsedTimer clock;
    clock.start();
    int segment = 0, midSaves = 0, withAutosave = 0;
    QStringList args;
    for (int k = 0; k < kills; ++k) {
        // Without an autosave, a new game of the row's kind (a new seed each time). With one,
        // the same arguments: the autosave decides what is played.
        if (!QFile::exists(data_ + QStringLiteral("/autosave.rummy")) || args.isEmpty()) {
            args = {QStringLiteral("--autopilot"), QStringLiteral("--bot-delay"),
                    QStringLiteral("15"), QStringLiteral("--seed"),
                    QString::number(7000 + segment)};
            args << game;
            ++segment;
        }
        Launch launch;
        launch.args = args;
        if (k % 3 == 1) {
            launch.kill = Launch::MidSave;
            launch.pauseFile =
                k % 6 == 1 ? QStringLiteral("stats.json") : QStringLiteral("autosave.rummy");
            launch.pauses = launch.pauseFile == QLatin1String("stats.json")
                                ? 1
                                : 1 + static_cast<int>(rng.below(12));
            ++midSaves;
        } else {
            launch.runMs = 300 + static_cast<int>(rng.below(2200));
        }
        const QString out = run(launch);
        for (const QString& line : out.split(QLatin1Char('\n')))
            if (auto r = parseReport(line)) reported_.push_back(*r);
        checkFolder();
        const std::optional<Position> now = checkAutosave();
        if (QTest::currentTestFailed()) return;
        withAutosave += now.has_value();
        if (QFile::exists(data_ + QStringLiteral("/stats.json"))) checkStatistics(now);
        if (QTest::currentTestFailed()) {
            qWarning("after kill %d", k + 1);
            return;
        }
        last_ = now;
    }
    // One more start, until a deal ends: the start counts any deal whose end was on disk.
    Launch last;
    last.args = args;
    last.kill = Launch::AfterADeal;
    const QString out = run(last);
    for (const QString& line : out.split(QLatin1Char('\n')))
        if (auto r = parseReport(line)) reported_.push_back(*r);
    checkFolder();
    const auto now = checkAutosave();
    checkStatistics(now);
    StatsStore stats(data_ + QStringLiteral("/stats.json"));
    QVERIFY(stats.load());
    for (const ReportedDeal& e : endsOnDisk_)
        QVERIFY2(stats.isCounted(e.id, e.deal), qPrintable(e.id + " ended on disk, uncounted"));
    // A deal reported twice: a resumed autosave that held its end shows it over once more.
    std::set<std::pair<QString, int>> distinct;
    for (const ReportedDeal& r : reported_) distinct.insert({r.id, r.deal});
    QVERIFY(static_cast<int>(distinct.size()) >= kills / 2);  // deals ended across the kills
    QVERIFY(withAutosave >= kills / 2);                       // most kills came mid-match
    qInfo(
        "%d kills (%d in a save, %d with a match on disk), %zu deals reported over, %d "
        "counted, %d matches ended across kills, %zu deal ends found on disk; %.1f s",
        kills, midSaves, withAutosave, distinct.size(), lastCount_, matchesSeen_,
        endsOnDisk_.size(), static_cast<double>(clock.elapsed()) / 1000);
}

RUMMY_TEST_GUILESS_MAIN(TestKillResume)

#include "test_kill_resume.moc"

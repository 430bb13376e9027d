// SPDX-License-Identifier: GPL-3.0-or-later
// The data folder of the real `rummy` (offscreen, its seat played by --autopilot):
// - under a HOME with non-ASCII characters, the autosave and the statistics are written there
//   and the next start resumes the match;
// - read-only, or full (a small tmpfs), the player is told once (the warning the window logs
//   with its one message; no dialog can open offscreen without stopping the autopilot) and
//   play goes on: deals keep ending. These two mount a tmpfs in a user and mount namespace
//   (`unshare -rm`), which root or not works on most Linux systems; skipped where it does not.
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "store/save_store.h"
#include "store/stats_store.h"
#include "test_registry.h"

using namespace rummy;

namespace {

struct Ran {
    QString out, err;
    bool ranToTheKill = false;  // still running when killed: no crash, no exit
    int dealsOver() const { return static_cast<int>(out.count(QStringLiteral(" over\n"))); }
    int toldCannotSave() const {
        int n = 0;
        for (const QString& line : err.split(QLatin1Char('\n')))
            n += line.startsWith(QStringLiteral("rummy: Could not save")) ||
                 line.startsWith(QStringLiteral("rummy: Your statistics could not be saved"));
        return n;
    }
};

QStringList gameArgs() {
    return {
        QStringLiteral("--autopilot"), QStringLiteral("--bot-delay"), QStringLiteral("5"),
        QStringLiteral("--seed"),      QStringLiteral("31"),          QStringLiteral("--players"),
        QStringLiteral("2"),           QStringLiteral("--format"),    QStringLiteral("deals2")};
}

// Runs `program args` with HOME=home until `deals` deals have ended (or `ms` passed), then
// kills it.
Ran run(const QString& home, const QString& program, const QStringList& args, int deals,
        int ms = 30000) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    for (const char* name : {"XDG_DATA_HOME", "XDG_CONFIG_HOME", "RUMMY_TEST_SAVE_PAUSE_MS"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    Ran r;
    if (!p.waitForStarted()) return r;
    QElapsedTimer t;
    t.start();
    while (r.dealsOver() < deals && t.elapsed() < ms && p.state() == QProcess::Running) {
        p.waitForReadyRead(100);
        r.out += QString::fromUtf8(p.readAllStandardOutput());
    }
    r.ranToTheKill = p.state() == QProcess::Running;
    p.kill();
    p.waitForFinished();
    r.out += QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// `rummy` in a user and mount namespace with a tmpfs (mount options `options`) on its data
// folder; the namespace and the tmpfs go with it.
Ran runOnTmpfs(const QString& home, const QString& options, int deals) {
    const QString data = home + QStringLiteral("/.local/share/rummy");
    QDir().mkpath(data);
    const QString script =
        QStringLiteral(R"(mount -t tmpfs -o "$1" tmpfs "$2" && shift 2 && exec "$@")");
    return run(
        home, QStringLiteral("unshare"),
        QStringList{QStringLiteral("--user"), QStringLiteral("--map-root-user"),
                    QStringLiteral("--mount"), QStringLiteral("sh"), QStringLiteral("-c"), script,
                    QStringLiteral("sh"), options, data, QStringLiteral(RUMMY_DESKTOP_PATH)} +
            gameArgs(),
        deals);
}

bool tmpfsInNamespace() {
    QProcess p;
    p.start(QStringLiteral("unshare"),
            {QStringLiteral("--user"), QStringLiteral("--map-root-user"), QStringLiteral("--mount"),
             QStringLiteral("sh"), QStringLiteral("-c"),
             QStringLiteral("mount -t tmpfs -o size=4k tmpfs /tmp")});
    return p.waitForFinished(10000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

}  // namespace

class TestDataFolder : public QObject {
    Q_OBJECT
private slots:
    void nonAsciiHome();
    void readOnlyFolder();
    void fullFolder();
    void pipesInPlaceOfFiles();
};

void TestDataFolder::nonAsciiHome() {
    QTemporaryDir tmp;
    const QString home = tmp.filePath(QStringLiteral("Jörg — खेल"));
    QVERIFY(QDir().mkpath(home));
    const QString data = home + QStringLiteral("/.local/share/rummy");
    const Ran first = run(home, QStringLiteral(RUMMY_DESKTOP_PATH), gameArgs(), 1);
    QVERIFY(first.ranToTheKill);
    QVERIFY2(first.dealsOver() >= 1, qPrintable(first.err));
    QCOMPARE(first.toldCannotSave(), 0);
    // A deal ended: it is in the statistics under the non-ASCII folder.
    StatsStore stats(data + QStringLiteral("/stats.json"));
    QVERIFY(stats.load());
    QVERIFY(stats.stats(MatchFormat::Deals2).dealsPlayed >= 1);
    // Killed once the first of the match's two deals ended: the match is in the autosave, and
    // the next start plays it on (the autopilot resumes without asking).
    const auto saved = SaveStore::load(data + QStringLiteral("/autosave.rummy"));
    QVERIFY2(saved.indian(), qPrintable(saved.error));
    const QString id = saved.indian()->options.matchId;
    const Ran second = run(home, QStringLiteral(RUMMY_DESKTOP_PATH), gameArgs(), 1);
    QVERIFY(second.ranToTheKill);
    QVERIFY2(second.out.contains(QStringLiteral("match ") + id), qPrintable(second.out));
}

void TestDataFolder::readOnlyFolder() {
    if (!tmpfsInNamespace()) QSKIP("no tmpfs in a user and mount namespace here (unshare -rm)");
    QTemporaryDir tmp;
    const Ran r = runOnTmpfs(tmp.filePath(QStringLiteral("home")), QStringLiteral("ro"), 3);
    QVERIFY(r.ranToTheKill);
    QVERIFY2(r.dealsOver() >= 3, qPrintable(r.err));
    QCOMPARE(r.toldCannotSave(), 1);
    QVERIFY2(r.err.contains(QStringLiteral("Read-only")), qPrintable(r.err));
}

void TestDataFolder::fullFolder() {
    if (!tmpfsInNamespace()) QSKIP("no tmpfs in a user and mount namespace here (unshare -rm)");
    QTemporaryDir tmp;
    // Two pages: the autosave and the next copy of it, until the first deal's end writes the
    // statistics beside them; from then on the disk is full. Told once all the same.
    const Ran r = runOnTmpfs(tmp.filePath(QStringLiteral("home")), QStringLiteral("size=8k"), 4);
    QVERIFY(r.ranToTheKill);
    QVERIFY2(r.dealsOver() >= 4, qPrintable(r.err));
    QCOMPARE(r.toldCannotSave(), 1);
    QVERIFY2(r.err.contains(QStringLiteral("No space left")), qPrintable(r.err));
}

// A named pipe in place of the settings, the statistics or the autosave: opening one waits for
// a writer, and the game used to hang there before its window. Each is now kept aside as a
// damaged file, and the game starts.
void TestDataFolder::pipesInPlaceOfFiles() {
#ifdef Q_OS_UNIX
    QTemporaryDir tmp;
    const QString home = tmp.filePath(QStringLiteral("home"));
    const QString config = home + QStringLiteral("/.config/rummygame.org");
    const QString data = home + QStringLiteral("/.local/share/rummy");
    QVERIFY(QDir().mkpath(config) && QDir().mkpath(data));
    const auto makePipe = [](const QString& path) {
        return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
    };
    const auto keptAside = [](const QString& path) {
        const QFileInfo info(path);
        return info.dir()
                   .entryList({info.fileName() + QStringLiteral(".*-*")},
                              QDir::AllEntries | QDir::System)
                   .size() == 1;
    };
    // The settings and the statistics: the game plays a deal (and counts it).
    const QString settings = config + QStringLiteral("/rummy.conf");
    const QString stats = data + QStringLiteral("/stats.json");
    if (!makePipe(settings) || !makePipe(stats)) QSKIP("this file system refuses named pipes");
    const Ran played = run(home, QStringLiteral(RUMMY_DESKTOP_PATH), gameArgs(), 1);
    QVERIFY2(played.ranToTheKill, qPrintable(played.err));
    QVERIFY2(played.dealsOver() >= 1, qPrintable(played.err));
    QVERIFY(keptAside(settings));
    QVERIFY(keptAside(stats));
    // The autosave: it is refused as a damaged save (the dialog that says so waits for the
    // player, so the run is only watched for a few seconds).
    const QString autosave = data + QStringLiteral("/autosave.rummy");
    QFile::remove(autosave);
    QVERIFY(makePipe(autosave));
    const Ran offered = run(home, QStringLiteral(RUMMY_DESKTOP_PATH), gameArgs(), 1, 4000);
    QVERIFY2(offered.ranToTheKill, qPrintable(offered.err));
    QVERIFY(keptAside(autosave));
#else
    QSKIP("named pipes are a Unix matter");
#endif
}

RUMMY_TEST_GUILESS_MAIN(TestDataFolder)

#include "test_data_folder.moc"

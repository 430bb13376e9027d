// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop's own files damaged in every way: the statistics (stats.json) and
// the settings (rummy.conf) cut at each byte, with bytes flipped, with wrong types and huge
// numbers, nested deep, and 100 MB large. Each must give a message naming the problem, keep the
// damaged file aside, never crash, and load fast. (Saves are game records:
// tests/core/test_damaged_records.cpp.)
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

#include "cards/rng.h"
#include "corpus_size.h"
#include "settings/settings_file.h"
#include "store/save_store.h"
#include "store/stats_store.h"
#include "test_registry.h"

using namespace rummy;

namespace {

constexpr qint64 kHundredMb = 100LL * 1024 * 1024;

// Statistics with something in every part, as the game writes them.
QByteArray realStats() {
    StatsStore s{QString()};
    s.recordDeal(MatchFormat::Points, {true, 0, true, true, false});
    s.recordDeal(MatchFormat::Points, {false, 42, false, false, true});
    s.recordDeal(MatchFormat::Pool101, {false, 80, true, false, false});
    s.recordMatch(MatchFormat::Pool101, false);
    s.recordDeal(MatchFormat::Deals3, {true, 0, true, true, false});
    s.recordMatch(MatchFormat::Deals3, true);
    s.recordGinHand({true, false, 31, true, false});
    s.recordGinHand({false, true, 12, false, false});
    s.recordGinGame(true, 130);
    s.markCounted(QStringLiteral("m-1"), 2);
    s.markCounted(QStringLiteral("m-2"), 1);
    return s.encode();
}

// Settings away from the defaults, as the game writes them.
QByteArray realSettings(const QString& folder) {
    AppSettings a;
    a.players = 3;
    a.names[1] = QStringLiteral("Zoya");
    a.names[2] = QStringLiteral("मीरा");
    a.levels[2] = BotLevel::Hard;
    a.rules = IndianRules::preset(MatchFormat::Pool201);
    a.tableColour = QColor(0x12, 0x34, 0x56);
    a.botDelayMs = 1234;
    a.language = QStringLiteral("hi");
    const QString path = folder + QStringLiteral("/real.conf");
    if (!SettingsFile::save(path, a)) qFatal("cannot write the settings");
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read the settings back");
    return f.readAll();
}

void write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// A 100 MB file that takes no room (a hole) unless it is read.
void makeHuge(const QString& path, const QByteArray& start) {
    write(path, start);
    QFile f(path);
    if (!f.resize(kHundredMb)) qFatal("cannot grow %s", qPrintable(path));
}

QStringList aside(const QString& path, const char* kind) {
    const QFileInfo info(path);
    return info.dir().entryList({info.fileName() + QLatin1String(kind) + QLatin1Char('*')},
                                QDir::Files);
}

void removeAside(const QString& path) {
    const QFileInfo info(path);
    for (const QString& name :
         info.dir().entryList({info.fileName() + QStringLiteral(".*")},
                              QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot))
        QFile::remove(info.dir().filePath(name));
}

}  // namespace

class TestDamagedFiles : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString statsPath() const { return dir_.filePath(QStringLiteral("stats.json")); }
    QString settingsPath() const { return dir_.filePath(QStringLiteral("rummy.conf")); }

    // Loads `bytes` as the statistics file: true when read; when refused, the notice names the
    // file and the reason and the file is kept aside (and the next load starts afresh).
    bool loadStats(const QByteArray& bytes) {
        write(statsPath(), bytes);
        StatsStore s(statsPath());
        const bool read = s.load();
        if (read) {
            if (!s.notice().isEmpty()) qFatal("a read file with a notice");
        } else {
            if (!s.notice().contains(QDir::toNativeSeparators(statsPath())))
                qFatal("the notice does not name the file: %s", qPrintable(s.notice()));
            if (QFile::exists(statsPath()) || aside(statsPath(), ".corrupt-").size() != 1)
                qFatal("the damaged file was not kept aside");
            removeAside(statsPath());
        }
        return read;
    }

    // Loads `bytes` as the settings file: problems are listed, and then the file is kept aside
    // and the last line says where; saved and loaded again, the settings are equal and clean.
    QStringList loadSettings(const QByteArray& bytes) {
        write(settingsPath(), bytes);
        QStringList problems;
        const AppSettings read = SettingsFile::load(settingsPath(), &problems);
        const QStringList kept = aside(settingsPath(), ".bad-");
        if (problems.isEmpty() != kept.isEmpty()) qFatal("a file with problems not kept aside");
        if (!kept.isEmpty() && !problems.last().contains(kept.first()))
            qFatal("the problems do not say where the file is kept");
        removeAside(settingsPath());
        const QString again = dir_.filePath(QStringLiteral("again.conf"));
        QFile::remove(again);
        if (!SettingsFile::save(again, read)) qFatal("cannot save the settings");
        QStringList more;
        if (!(SettingsFile::load(again, &more) == read) || !more.isEmpty())
            qFatal("repaired settings do not read back clean");
        return problems;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
    }

    void statsCutAtEveryByte() {
        const QByteArray full = realStats();
        QVERIFY(loadStats(full));
        const qsizetype end = full.trimmed().size();
        for (qsizetype n = 0; n < end; ++n)
            QVERIFY2(!loadStats(full.left(n)),
                     qPrintable(QStringLiteral("read when cut at %1").arg(n)));
    }

    void statsFlippedBytes() {
        const QByteArray base = realStats();
        Rng rng(15);
        int read = 0;
        for (int i = 0; i < test::corpusSize(1500); ++i) {
            QByteArray damaged = base;
            for (int k = 1 + static_cast<int>(rng.below(3)); k > 0; --k)
                damaged[static_cast<qsizetype>(
                    rng.below(static_cast<std::uint64_t>(base.size())))] ^=
                    static_cast<char>(1 + rng.below(255));
            read += loadStats(damaged);
        }
        QVERIFY(read < 1500);  // most flips break the file (and some hit only spaces)
    }

    void statsWrongTypesAndHugeNumbers_data() {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("named");
        const QString points = QStringLiteral("points are damaged");
        QTest::newRow("a string") << QByteArray("\"dealsPlayed\": 2")
                                  << QByteArray("\"dealsPlayed\": \"2\"") << points;
        QTest::newRow("a fraction")
            << QByteArray("\"dealsPlayed\": 2") << QByteArray("\"dealsPlayed\": 2.5") << points;
        QTest::newRow("negative") << QByteArray("\"dealsPlayed\": 2")
                                  << QByteArray("\"dealsPlayed\": -2") << points;
        QTest::newRow("huge") << QByteArray("\"dealsPlayed\": 2")
                              << QByteArray("\"dealsPlayed\": 1e300") << points;
        QTest::newRow("over int") << QByteArray("\"dealsPlayed\": 2")
                                  << QByteArray("\"dealsPlayed\": 99999999999999999999") << points;
        QTest::newRow("an array") << QByteArray("\"dealsPlayed\": 2")
                                  << QByteArray("\"dealsPlayed\": [2]") << points;
        QTest::newRow("null") << QByteArray("\"dealsPlayed\": 2")
                              << QByteArray("\"dealsPlayed\": null") << points;
        QTest::newRow("gin") << QByteArray("\"gins\": 1") << QByteArray("\"gins\": {}")
                             << QStringLiteral("Gin");
        QTest::newRow("ledger") << QByteArray("\"deal\": 2") << QByteArray("\"deal\": true")
                                << QStringLiteral("deals counted");
        QTest::newRow("version") << QByteArray("\"version\": 1") << QByteArray("\"version\": 1e9")
                                 << QStringLiteral("this version");
        QTest::newRow("not an object")
            << QByteArray("{") << QByteArray("[{") << QStringLiteral("JSON");
    }
    void statsWrongTypesAndHugeNumbers() {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, named);
        QByteArray text = realStats();
        const qsizetype at = text.indexOf(from);
        QVERIFY(at >= 0);
        text.replace(at, from.size(), to);
        write(statsPath(), text);
        StatsStore s(statsPath());
        QVERIFY(!s.load());
        QVERIFY2(s.notice().contains(named), qPrintable(s.notice()));
        removeAside(statsPath());
    }

    void statsDeepNesting() {
        QElapsedTimer t;
        t.start();
        QVERIFY(!loadStats(QByteArray(200000, '[')));
        QVERIFY(!loadStats("{\"version\":1,\"formats\":" + QByteArray(100000, '[') + "}"));
        QVERIFY(t.elapsed() < 2000);
    }

    // Refused unread: before the size cap the whole file was read and parsed.
    void statsHundredMegabytes() {
        makeHuge(statsPath(), realStats());
        QElapsedTimer t;
        t.start();
        StatsStore s(statsPath());
        QVERIFY(!s.load());
        QVERIFY(t.elapsed() < 1000);
        QVERIFY2(s.notice().contains(QStringLiteral("100.0 MB")), qPrintable(s.notice()));
        QCOMPARE(aside(statsPath(), ".corrupt-").size(), 1);
        QVERIFY(!QFile::exists(statsPath()));
        removeAside(statsPath());
    }

    void settingsCutAtEveryByte() {
        const QByteArray full = realSettings(dir_.path());
        QVERIFY(loadSettings(full).isEmpty());
        int withProblems = 0;
        for (qsizetype n = 0; n < full.size(); ++n)
            withProblems += !loadSettings(full.left(n)).isEmpty();
        QVERIFY(withProblems > 0);  // a value cut short is named (a line cut off is a default)
    }

    void settingsFlippedBytes() {
        const QByteArray base = realSettings(dir_.path());
        Rng rng(16);
        for (int i = 0; i < test::corpusSize(800); ++i) {
            QByteArray damaged = base;
            for (int k = 1 + static_cast<int>(rng.below(3)); k > 0; --k)
                damaged[static_cast<qsizetype>(
                    rng.below(static_cast<std::uint64_t>(base.size())))] ^=
                    static_cast<char>(1 + rng.below(255));
            (void)loadSettings(damaged);
        }
    }

    void settingsWrongTypesAndHugeNumbers_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("named");
        QTest::newRow("players huge") << QByteArray("[game]\nplayers=99999999999999999999\n")
                                      << QStringLiteral("game/players");
        QTest::newRow("players text")
            << QByteArray("[game]\nplayers=four\n") << QStringLiteral("game/players");
        QTest::newRow("delay huge")
            << QByteArray("[table]\nbotDelayMs=1e9\n") << QStringLiteral("table/botDelayMs");
        QTest::newRow("volume negative")
            << QByteArray("[table]\nsoundVolume=-5\n") << QStringLiteral("table/soundVolume");
        QTest::newRow("sound maybe")
            << QByteArray("[table]\nsound=maybe\n") << QStringLiteral("table/sound");
        QTest::newRow("colour") << QByteArray("[table]\ncolour=#zzzzzz\n")
                                << QStringLiteral("#zzzzzz");
        QTest::newRow("a list") << QByteArray("[game]\nplayers=3, 4\n")
                                << QStringLiteral("game/players");
        QTest::newRow("version") << QByteArray("[General]\nversion=99999999999\n")
                                 << QStringLiteral("another version");
    }
    void settingsWrongTypesAndHugeNumbers() {
        QFETCH(QByteArray, line);
        QFETCH(QString, named);
        const QStringList problems = loadSettings(line);
        QVERIFY(!problems.isEmpty());
        QVERIFY2(problems.first().contains(named), qPrintable(problems.join(QLatin1Char('|'))));
    }

    void settingsDeepNesting() {
        QByteArray deep = "[" + QByteArray(5000, 'a').replace('a', "a/") + "]\nkey=1\n";
        deep += QByteArray(20000, '[') + "\n";
        QElapsedTimer t;
        t.start();
        (void)loadSettings(deep);
        QVERIFY(t.elapsed() < 2000);
    }

    // Moved aside unread, the defaults apply and the player is told: before the cap QSettings
    // read and parsed the whole file as the game started.
    void settingsHundredMegabytes() {
        makeHuge(settingsPath(), realSettings(dir_.path()));
        QElapsedTimer t;
        t.start();
        QStringList problems;
        const AppSettings read = SettingsFile::load(settingsPath(), &problems);
        QVERIFY(t.elapsed() < 1000);
        QVERIFY(read == AppSettings{});
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().contains(QStringLiteral("100.0 MB")),
                 qPrintable(problems.first()));
        QVERIFY(!QFile::exists(settingsPath()));
        QCOMPARE(aside(settingsPath(), ".bad-").size(), 1);
        QVERIFY(problems.first().contains(aside(settingsPath(), ".bad-").first()));
        removeAside(settingsPath());
    }

    // Something other than a file in the settings' place (a folder; a named pipe, whose opening
    // would wait for a writer): never opened, moved aside whole, said, the defaults apply.
    void settingsNotAFile_data() {
        QTest::addColumn<bool>("pipe");
        QTest::newRow("folder") << false;
        QTest::newRow("named pipe") << true;
    }
    void settingsNotAFile() {
        QFETCH(bool, pipe);
        const QString path = settingsPath();
        if (pipe) {
#ifdef Q_OS_UNIX
            QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
#else
            QSKIP("named pipes are a Unix matter");
#endif
        } else {
            QVERIFY(QDir().mkpath(path));
        }
        QVERIFY(!SettingsFile::isSafeToOpen(path));
        QStringList problems;
        const AppSettings read = SettingsFile::load(path, &problems);
        QVERIFY(read == AppSettings{});
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().contains(QStringLiteral("not an ordinary file")),
                 qPrintable(problems.first()));
        QVERIFY(!QFileInfo::exists(path));
        const QFileInfo info(path);
        const QStringList kept = info.dir().entryList({info.fileName() + QStringLiteral(".bad-*")},
                                                      QDir::AllEntries | QDir::System);
        QCOMPARE(kept.size(), 1);
        QVERIFY(problems.first().contains(kept.first()));
        QVERIFY(SettingsFile::isSafeToOpen(path));
        const QString keptPath = info.dir().filePath(kept.first());
        QVERIFY(QFileInfo(keptPath).isDir() ? QDir(keptPath).removeRecursively()
                                            : QFile::remove(keptPath));
    }

    // A settings file the game may not read is reported as an unreadable autosave is, and kept.
    void settingsUnreadable() {
#ifdef Q_OS_UNIX
        if (::geteuid() == 0) QSKIP("root reads a file of mode 000 (the folder case runs as root)");
#endif
        write(settingsPath(), realSettings(dir_.path()));
        QVERIFY(QFile::setPermissions(settingsPath(), QFileDevice::Permissions{}));
        QVERIFY(!SettingsFile::isSafeToOpen(settingsPath()));
        QStringList problems;
        QVERIFY(SettingsFile::load(settingsPath(), &problems) == AppSettings{});
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().contains(QStringLiteral("could not be read")),
                 qPrintable(problems.first()));
        QCOMPARE(aside(settingsPath(), ".bad-").size(), 1);
        for (const QString& name : aside(settingsPath(), ".bad-"))
            QFile::setPermissions(dir_.filePath(name),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        removeAside(settingsPath());
    }

    // A named pipe as the statistics or the autosave: refused at once, without opening it.
    void pipesAsStatsAndAutosave() {
#ifdef Q_OS_UNIX
        QVERIFY(::mkfifo(QFile::encodeName(statsPath()).constData(), 0600) == 0);
        StatsStore stats(statsPath());
        QVERIFY(!stats.load());
        QVERIFY2(stats.notice().contains(QStringLiteral("not an ordinary file")),
                 qPrintable(stats.notice()));
        QVERIFY(!QFileInfo::exists(statsPath()));
        removeAside(statsPath());
        const QString autosave = dir_.filePath(QStringLiteral("autosave.rummy"));
        QVERIFY(::mkfifo(QFile::encodeName(autosave).constData(), 0600) == 0);
        const SaveStore::LoadResult loaded = SaveStore::load(autosave);
        QVERIFY(!loaded.indian());
        QVERIFY2(loaded.error.contains(QStringLiteral("not an ordinary file")),
                 qPrintable(loaded.error));
        QFile::remove(autosave);
#else
        QSKIP("named pipes are a Unix matter");
#endif
    }

    // The game asks SettingsFile for the path so as not to open the file: it must be the one
    // QSettings() opens.
    void settingsPathIsQSettings() {
        QCoreApplication::setApplicationName(QStringLiteral("rummy"));
        QCoreApplication::setOrganizationDomain(QStringLiteral("rummygame.org"));
        QCOMPARE(SettingsFile::defaultPath(), QSettings().fileName());
    }
};

RUMMY_TEST_GUILESS_MAIN(TestDamagedFiles)

#include "test_damaged_files.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The settings file of the desktop game: every field through a QSettings INI file and back,
// and damaged files (bad values, a wrong version, rules the table cannot deal, truncated files
// and random bytes) falling back part by part with a problem line. Every file is a temporary
// one: the player's own settings are never read or written.
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "desktop_test_support.h"
#include "settings/app_settings.h"
#include "settings/deck_catalog.h"
#include "settings/settings_dialog.h"
#include "settings_test_support.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

class TestSettings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QVERIFY(dir_.isValid()); }

    void everyFieldRoundTrips();
    void missingFileGivesDefaultsSilently();
    void badValuesFallBack_data();
    void badValuesFallBack();
    void unknownVersionGivesDefaults();
    void rulesTheTableCannotDealFallBack();
    void truncatedAndGarbageFiles();
    void optionsForTheController();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

void TestSettings::everyFieldRoundTrips() {
    QFile deck(path(QStringLiteral("mine.svg")));
    QVERIFY(deck.open(QIODevice::WriteOnly));
    deck.write(foreignDeck());
    deck.close();
    for (const QString& deckId : {QStringLiteral("4colour"), deck.fileName()}) {
        const AppSettings saved = unusual(deckId);
        QVERIFY(!(saved == AppSettings()));
        QVERIFY(saved.rules.validate(saved.players));
        const QString file = path(QStringLiteral("round.ini"));
        QFile::remove(file);
        {
            QSettings s(file, QSettings::IniFormat);
            saved.save(s);
        }
        QSettings s(file, QSettings::IniFormat);
        QStringList problems;
        const AppSettings loaded = AppSettings::load(s, &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        QCOMPARE(loaded.players, 3);
        QCOMPARE(loaded.rules, saved.rules);
        QCOMPARE(loaded.levels, saved.levels);
        QCOMPARE(loaded.names, saved.names);
        QCOMPARE(loaded.deck, deckId);
        QCOMPARE(loaded.tableColour, QColor(0x12, 0x34, 0x56));
        QVERIFY(loaded == saved);
        QCOMPARE(s.value(QStringLiteral("version")).toInt(), AppSettings::kVersion);
    }
}

void TestSettings::missingFileGivesDefaultsSilently() {
    QSettings s(path(QStringLiteral("absent.ini")), QSettings::IniFormat);
    QStringList problems;
    const AppSettings loaded = AppSettings::load(s, &problems);
    QVERIFY(problems.isEmpty());
    QVERIFY(loaded == AppSettings());
    QCOMPARE(loaded.players, 4);
    QCOMPARE(loaded.format(), MatchFormat::Points);
}

void TestSettings::badValuesFallBack_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::newRow("players not a number") << "game/players"
                                          << "seven";
    QTest::newRow("players out of range") << "game/players"
                                          << "9";
    QTest::newRow("format unknown") << "game/format"
                                    << "pool999";
    QTest::newRow("level unknown") << "game/seat2/level"
                                   << "genius";
    QTest::newRow("level not offered") << "game/seat2/level"
                                       << "random";
    QTest::newRow("name too long") << "game/seat1/name" << QString(300, u'x');
    QTest::newRow("expert too quick") << "game/expertMs"
                                      << "50";
    QTest::newRow("expert not a number") << "game/expertMs"
                                         << "1s";
    QTest::newRow("decks garbage") << "rules/decks"
                                   << "\x01\x02zz";
    QTest::newRow("decks too many") << "rules/decks"
                                    << "12";
    QTest::newRow("negative drop") << "rules/firstDrop"
                                   << "-20";
    QTest::newRow("huge number") << "rules/maxPoints"
                                 << "99999999999999999999";
    QTest::newRow("bool garbage") << "rules/wildJoker"
                                  << "maybe";
    QTest::newRow("colour garbage") << "table/colour"
                                    << "not a colour";
    QTest::newRow("back unknown") << "table/back"
                                  << "back-purple";
    QTest::newRow("animation unknown") << "table/animation"
                                       << "warp";
    QTest::newRow("delay negative") << "table/botDelayMs"
                                    << "-5";
    QTest::newRow("language unknown") << "table/language"
                                      << "xx";
    QTest::newRow("deck missing") << "table/deck"
                                  << "/nonexistent/deck.svgz";
}

void TestSettings::badValuesFallBack() {
    QFETCH(QString, key);
    QFETCH(QString, value);
    const QString file = path(QStringLiteral("bad.ini"));
    QFile::remove(file);
    const AppSettings saved = unusual(QStringLiteral("4colour"));
    {
        QSettings s(file, QSettings::IniFormat);
        saved.save(s);
        s.setValue(key, value);
    }
    QSettings s(file, QSettings::IniFormat);
    QStringList problems;
    const AppSettings loaded = AppSettings::load(s, &problems);
    QVERIFY(!problems.isEmpty());
    for (const QString& p : problems) QVERIFY(!p.trimmed().isEmpty());
    // The part with the bad value takes its default; the rest is as saved.
    const AppSettings defaults;
    const QString part = key.section(u'/', 0, 0);
    if (key == QLatin1String("game/players")) {
        QCOMPARE(loaded.players, defaults.players);
    } else if (key == QLatin1String("game/format")) {
        QCOMPARE(loaded.format(), MatchFormat::Points);
    } else if (key.endsWith(QLatin1String("level"))) {
        QCOMPARE(loaded.levels[2], BotLevel::Medium);
        QCOMPARE(loaded.levels[1], BotLevel::Easy);
    } else if (key == QLatin1String("game/expertMs")) {
        QCOMPARE(loaded.expertMs, defaults.expertMs);
        QCOMPARE(loaded.levels[3], BotLevel::Expert);
    } else if (key.endsWith(QLatin1String("name"))) {
        QCOMPARE(loaded.names[1], QString(AppSettings::kMaxNameLength, u'x'));
    } else if (part == QLatin1String("rules")) {
        QCOMPARE(loaded.rules, IndianRules::preset(MatchFormat::Pool201));
    } else if (key == QLatin1String("table/colour")) {
        QCOMPARE(loaded.tableColour, defaults.tableColour);
    } else if (key == QLatin1String("table/back")) {
        QCOMPARE(loaded.back, defaults.back);
    } else if (key == QLatin1String("table/animation")) {
        QCOMPARE(loaded.animation, MainWindow::AnimationSpeed::Normal);
    } else if (key == QLatin1String("table/botDelayMs")) {
        QCOMPARE(loaded.botDelayMs, 700);
    } else if (key == QLatin1String("table/language")) {
        QCOMPARE(loaded.language, QString());
    } else if (key == QLatin1String("table/deck")) {
        QCOMPARE(loaded.deck, QStringLiteral("2colour"));
    }
    if (part != QLatin1String("table")) QCOMPARE(loaded.back, QStringLiteral("back-blue"));
    if (part != QLatin1String("rules") && key != QLatin1String("game/format") &&
        key != QLatin1String("game/players"))
        QCOMPARE(loaded.rules, saved.rules);
    if (key != QLatin1String("table/language")) QCOMPARE(loaded.language, QStringLiteral("hi"));
    QVERIFY(loaded.rules.validate(loaded.players));
}

void TestSettings::unknownVersionGivesDefaults() {
    for (const char* version : {"99", "0", "two"}) {
        const QString file = path(QStringLiteral("version.ini"));
        QFile::remove(file);
        {
            QSettings s(file, QSettings::IniFormat);
            unusual(QStringLiteral("4colour")).save(s);
            s.setValue(QStringLiteral("version"), QString::fromLatin1(version));
        }
        QSettings s(file, QSettings::IniFormat);
        QStringList problems;
        const AppSettings loaded = AppSettings::load(s, &problems);
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.first().contains(QLatin1String(version)));
        QVERIFY(loaded == AppSettings());
    }
}

void TestSettings::rulesTheTableCannotDealFallBack() {
    const QString file = path(QStringLiteral("rules.ini"));
    QFile::remove(file);
    {
        // One deck without jokers is 52 cards; six hands of 13 alone take 78.
        QSettings s(file, QSettings::IniFormat);
        AppSettings a;
        a.players = 6;
        a.save(s);
        s.setValue(QStringLiteral("rules/decks"), 1);
        s.setValue(QStringLiteral("rules/printedJokers"), 0);
        s.setValue(QStringLiteral("rules/wrongDeclaration"), 66);
    }
    QSettings s(file, QSettings::IniFormat);
    QStringList problems;
    const AppSettings loaded = AppSettings::load(s, &problems);
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().contains(QLatin1String("6")));
    QCOMPARE(loaded.players, 6);
    QCOMPARE(loaded.rules.decks, 2);
    QCOMPARE(loaded.rules.wrongDeclaration, 80);  // the whole set went back to the standard
    QVERIFY(loaded.rules.validate(6));

    // A re-join limit at or above the pool limit.
    {
        QSettings w(file, QSettings::IniFormat);
        w.setValue(QStringLiteral("rules/decks"), 2);
        w.setValue(QStringLiteral("game/format"), QStringLiteral("pool101"));
        w.setValue(QStringLiteral("rules/rejoinMax"), 101);
    }
    QSettings again(file, QSettings::IniFormat);
    problems.clear();
    const AppSettings pool = AppSettings::load(again, &problems);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(pool.rules, IndianRules::preset(MatchFormat::Pool101));
}

void TestSettings::truncatedAndGarbageFiles() {
    const QString good = path(QStringLiteral("good.ini"));
    {
        QSettings s(good, QSettings::IniFormat);
        unusual(QStringLiteral("4colour")).save(s);
    }
    QFile in(good);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray whole = in.readAll();
    QVERIFY(whole.size() > 400);
    const QString file = path(QStringLiteral("cut.ini"));
    int withProblems = 0;
    // Every prefix of a good file, as a crash or a full disk would leave it.
    for (qsizetype n = 0; n <= whole.size(); n += 3) {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(whole.left(n));
        out.close();
        QSettings s(file, QSettings::IniFormat);
        QStringList problems;
        const AppSettings loaded = AppSettings::load(s, &problems);
        QVERIFY(loaded.rules.validate(loaded.players));
        QVERIFY(loaded.players >= 2 && loaded.players <= 6);
        if (!problems.isEmpty()) ++withProblems;
    }
    // A number or name cut in the middle is noticed at least sometimes.
    QVERIFY(withProblems > 0);
    // Random bytes, and a binary file.
    std::uint64_t x = 0x9e3779b97f4a7c15ULL;
    for (int round = 0; round < 50; ++round) {
        QByteArray junk;
        for (int i = 0; i < 600; ++i) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            // Mostly INI-looking characters, so that the parser gets past the first line.
            const char alphabet[] = "[]=/\n abcdefghijklmnopqrstuvwxyz0123456789-#\x01\xff";
            junk += alphabet[x % (sizeof alphabet - 1)];
        }
        if (round % 2) junk.prepend("[game]\nplayers=");
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(junk);
        out.close();
        QSettings s(file, QSettings::IniFormat);
        QStringList problems;
        const AppSettings loaded = AppSettings::load(s, &problems);
        QVERIFY(loaded.rules.validate(loaded.players));
    }
}

void TestSettings::optionsForTheController() {
    const AppSettings s = unusual(QStringLiteral("2colour"));
    const IndianController::Options o = s.toOptions(42);
    QCOMPARE(o.players, 3);
    QCOMPARE(o.format, MatchFormat::Pool201);
    QVERIFY(o.rules.has_value());
    QCOMPARE(*o.rules, s.rules);
    QCOMPARE(o.seed, std::uint64_t{42});
    QCOMPARE(o.levelOf(1), BotLevel::Easy);
    QCOMPARE(o.levelOf(2), BotLevel::Hard);
    QCOMPARE(o.seatNames.value(1), QStringLiteral("Zoya"));
    QCOMPARE(o.seatNames.value(0), QString());  // the human stays "You"
    QCOMPARE(o.botDelayMs, 1234 / 3);           // Fast
    QCOMPARE(o.expert.ms, 2500);
    QCOMPARE(o.expert.playouts, 0);
    QCOMPARE(s.toGinOptions(1).expert.ms, 2500);
    QCOMPARE(s.toTableGameOptions(1).expert.ms, 2500);
}

RUMMY_TEST_MAIN(TestSettings)

#include "test_settings.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Gin Rummy's settings, saves and statistics in the desktop game: every Gin option through the
// settings file and back, bad values falling back with a line, the Settings dialog showing
// only the chosen game's options, a saved Gin game loading into the Gin table identically, and
// the Gin figures of the statistics file. Every file is a temporary one.
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>

#include "gin_desktop_support.h"
#include "io/game_record.h"
#include "saves_test_support.h"
#include "settings/settings_gin_page.h"
#include "settings_test_support.h"
#include "store/gin_save_codec.h"
#include "store/gin_stats_recorder.h"
#include "store/save_store.h"
#include "store/stats_store.h"
#include "test_registry.h"
#include "windows/stats_dialog.h"

using namespace rummy;
using namespace rummy::test;

namespace {

// Every Gin option away from its default.
GinRules unusualGin() {
    GinRules r;
    r.knock = 7;
    r.oklahoma = true;
    r.aceUpcardGinOnly = false;
    r.spadesDouble = true;
    r.straightGin = true;
    r.ginBonus = 20;
    r.undercutBonus = 10;
    r.bigGinBonus = 0;
    r.tieIsUndercut = false;
    r.mayDiscardTakenCard = true;
    r.wall = GinWall::TakeToKnock;
    r.target = 250;
    r.gameBonus = 50;
    r.boxBonus = 20;
    r.shutoutDoubles = false;
    return r;
}

// Plays `moves` moves of the game with the simple bot for both seats (across hands).
void playMoves(GinGame& g, int moves) {
    for (int i = 0; i < moves && !g.isOver(); ++i) {
        if (g.round().isOver()) {
            QVERIFY(g.nextDeal());
            continue;
        }
        const PlayerView v = g.view(g.round().currentSeat());
        QVERIFY(g.apply(botMove(v)));
    }
}

}  // namespace

class TestGinSettings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void ginOptionsRoundTrip();
    void badGinValuesFallBack_data();
    void badGinValuesFallBack();
    void dialogShowsOnlyTheChosenGame();
    void ginSaveLoadsIdentically();
    void ginSaveThroughTheWindow();
    void ginStatistics();

private:
    QTemporaryDir dir_;
};

void TestGinSettings::ginOptionsRoundTrip() {
    AppSettings saved = unusual(QStringLiteral("4colour"));
    saved.game = Variant::Gin;
    saved.gin = unusualGin();
    QVERIFY(saved.gin.validate());
    const QString file = dir_.filePath(QStringLiteral("gin.ini"));
    {
        QSettings s(file, QSettings::IniFormat);
        saved.save(s);
    }
    QSettings s(file, QSettings::IniFormat);
    QCOMPARE(s.value(QStringLiteral("game/variant")).toString(), QStringLiteral("gin"));
    QCOMPARE(s.value(QStringLiteral("gin/wall")).toString(), QStringLiteral("take_to_knock"));
    QStringList problems;
    const AppSettings loaded = AppSettings::load(s, &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    QVERIFY(loaded.playsGin());
    QCOMPARE(loaded.gin, saved.gin);
    QVERIFY(loaded == saved);
    // The game's options for the controller: the rules and seat 1's level and name.
    const GinController::Options o = loaded.toGinOptions(99);
    QCOMPARE(o.rules, saved.gin);
    QCOMPARE(o.seed, std::uint64_t{99});
    QCOMPARE(o.level, saved.levels[1]);
    QCOMPARE(o.opponentName, saved.names[1]);
    QCOMPARE(o.botDelayMs, saved.effectiveBotDelay());
}

void TestGinSettings::badGinValuesFallBack_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expect");
    QTest::newRow("knock too high") << "gin/knock"
                                    << "42"
                                    << "gin/knock";
    QTest::newRow("knock not a number") << "gin/knock"
                                        << "ten"
                                        << "gin/knock";
    QTest::newRow("negative bonus") << "gin/gin_bonus"
                                    << "-5"
                                    << "gin/gin_bonus";
    QTest::newRow("target zero") << "gin/target"
                                 << "0"
                                 << "gin/target";
    QTest::newRow("not a switch") << "gin/oklahoma"
                                  << "maybe"
                                  << "gin/oklahoma";
    QTest::newRow("unknown wall") << "gin/wall"
                                  << "sometimes"
                                  << "sometimes";
    QTest::newRow("unknown game") << "game/variant"
                                  << "canasta"
                                  << "canasta";
}

// One bad Gin value: the Gin options go back to the standard ones (the other settings stay),
// with a line saying why.
void TestGinSettings::badGinValuesFallBack() {
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(QString, expect);
    const QString file = dir_.filePath(QStringLiteral("bad.ini"));
    QFile::remove(file);
    AppSettings saved;
    saved.game = Variant::Gin;
    saved.gin.target = 150;
    saved.back = QStringLiteral("back-blue");
    {
        QSettings s(file, QSettings::IniFormat);
        saved.save(s);
        s.setValue(key, value);
    }
    QSettings s(file, QSettings::IniFormat);
    QStringList problems;
    const AppSettings loaded = AppSettings::load(s, &problems);
    QVERIFY(!problems.isEmpty());
    QVERIFY2(problems.join(u'\n').contains(expect), qPrintable(problems.join(u'\n')));
    QCOMPARE(loaded.back, QStringLiteral("back-blue"));
    if (key == QLatin1String("game/variant")) {
        QVERIFY(!loaded.playsGin());
        QCOMPARE(loaded.gin.target, 150);
    } else {
        QVERIFY(loaded.playsGin());
        QCOMPARE(loaded.gin, GinRules{});
    }
}

void TestGinSettings::dialogShowsOnlyTheChosenGame() {
    AppSettings start;
    start.players = 5;
    SettingsDialog d(start);
    d.show();
    auto* game = child<QComboBox>(&d, "game");
    auto* players = child<QSpinBox>(&d, "players");
    auto* format = child<QComboBox>(&d, "format");
    auto* gin = d.findChild<SettingsGinPage*>();
    QVERIFY(game && players && format && gin);
    QVERIFY(players->isVisible());
    QVERIFY(format->isVisible());
    QVERIFY(child<QComboBox>(&d, "level4")->isVisible());
    selectData(game, QStringLiteral("gin"));
    // Gin: no format, no player count, one opponent; its options on the House rules tab.
    QVERIFY(!players->isVisible());
    QVERIFY(!format->isVisible());
    QVERIFY(child<QComboBox>(&d, "level1")->isVisible());
    QVERIFY(!child<QComboBox>(&d, "level2")->isVisible());
    QVERIFY(
        child<QLabel>(&d, "formatDescription")->text().startsWith(QStringLiteral("Two players")));
    d.tabs()->setCurrentIndex(1);
    QVERIFY(gin->isVisible());
    auto* knock = child<QSpinBox>(&d, "gin_knock");
    auto* oklahoma = child<QCheckBox>(&d, "gin_oklahoma");
    auto* spades = child<QCheckBox>(&d, "gin_spades_double");
    QVERIFY(knock && oklahoma && spades);
    QVERIFY(knock->isEnabled());
    QVERIFY(!spades->isEnabled());
    knock->setValue(8);
    oklahoma->setChecked(true);
    QVERIFY(!knock->isEnabled());  // the upcard decides it now
    QVERIFY(spades->isEnabled());
    spades->setChecked(true);
    selectData(child<QComboBox>(&d, "gin_wall"), QStringLiteral("take_to_knock"));
    QVERIFY(d.okButton()->isEnabled());
    if (const QByteArray shots = qgetenv("RUMMY_SHOT_DIR"); !shots.isEmpty()) {
        QTest::qWait(50);  // the layouts settle before the picture
        d.grab().save(
            QStringLiteral("%1/settings-gin-rules.png").arg(QString::fromLocal8Bit(shots)));
        d.tabs()->setCurrentIndex(0);
        QTest::qWait(50);
        d.grab().save(
            QStringLiteral("%1/settings-gin-game.png").arg(QString::fromLocal8Bit(shots)));
    }
    const AppSettings chosen = d.settings();
    QVERIFY(chosen.playsGin());
    QCOMPARE(chosen.players, 5);  // Indian Rummy's count is kept for when it is played again
    QCOMPARE(chosen.gin.knock, 8);
    QVERIFY(chosen.gin.oklahoma && chosen.gin.spadesDouble);
    QCOMPARE(chosen.gin.wall, GinWall::TakeToKnock);
    // Every Gin control has a tooltip and an accessible name.
    for (QWidget* w : gin->findChildren<QWidget*>()) {
        if (!w->objectName().startsWith(QLatin1String("gin_"))) continue;
        QVERIFY2(!w->toolTip().isEmpty(), qPrintable(w->objectName()));
        QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName()));
    }
    // Restore defaults on the House rules tab: Gin's standard options.
    d.tabs()->setCurrentIndex(1);
    d.restoreDefaults();
    QCOMPARE(d.settings().gin, GinRules{});
}

// A Gin game saved in the middle of its second hand loads as the very same game, and plays on
// alike.
void TestGinSettings::ginSaveLoadsIdentically() {
    GinGame g = GinGame::create(unusualGin(), 2, 1234).value();
    GinRules plain;
    plain.target = 60;
    g = GinGame::create(plain, 2, 1234).value();
    while (g.deals().empty()) playMoves(g, 1);
    QVERIFY(g.nextDeal());
    playMoves(g, 5);
    GinController::Options o = ginOptions(1234);
    o.rules = plain;
    o.level = BotLevel::Hard;
    o.opponentName = QStringLiteral("Zoya");
    o.botDelayMs = 321;
    const QByteArray bytes = GinSaveCodec::encode(g, o);
    // A game record: rummy-cli replays it.
    QVERIFY(bytes.contains("\"variant\": \"gin\""));
    const SaveStore::LoadResult loaded = SaveStore::decode(bytes);
    QVERIFY2(loaded, qPrintable(loaded.error));
    QVERIFY(loaded.gin() && !loaded.indian());
    QVERIFY(loaded.gin()->game == g);
    QCOMPARE(loaded.gin()->options.level, BotLevel::Hard);
    QCOMPARE(loaded.gin()->options.opponentName, QStringLiteral("Zoya"));
    QCOMPARE(loaded.gin()->options.botDelayMs, 321);
    QCOMPARE(loaded.gin()->options.rules, plain);
    GinGame copy = loaded.gin()->game;
    playMoves(g, 30);
    playMoves(copy, 30);
    QVERIFY(copy == g);
    // A hand that is over (the next not dealt yet) loads over, waiting for Next hand.
    GinGame between = GinGame::create(plain, 2, 77).value();
    while (between.deals().empty()) playMoves(between, 1);
    const auto reloaded = SaveStore::decode(GinSaveCodec::encode(between, o));
    QVERIFY(reloaded.gin() && reloaded.gin()->game == between);
    QVERIFY(reloaded.gin()->game.round().isOver());
}

// Game → Save… at the Gin table and Load… give back the same game on the Gin table; an
// Indian save loads back onto the Indian table.
void TestGinSettings::ginSaveThroughTheWindow() {
    auto w = openGinWindow(ginOptions(41));
    QVERIFY(w);
    GinController* c = w->ginController();
    c->play(moves::Pass{});
    QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn() || c->round().isOver(), 10000);
    const QString path = dir_.filePath(QStringLiteral("gin.rummy"));
    QVERIFY(w->saveGameTo(path));
    const GinGame saved = c->game();
    auto other = std::make_unique<MainWindow>(quickOptions(5));
    other->setShowResults(false);
    QVERIFY(other->loadGameFrom(path));
    QVERIFY(other->playingGin());
    QVERIFY(other->ginController()->game() == saved);
    QCOMPARE(other->ginController()->seatName(1), QStringLiteral("Asha"));
    // The autosave keeps the Gin game too.
    const QString autosave = dir_.filePath(QStringLiteral("autosave.rummy"));
    other->setAutosavePath(autosave);
    other->autosave();
    const auto back = SaveStore::load(autosave);
    QVERIFY(back.gin() && back.gin()->game == saved);
    auto third = std::make_unique<MainWindow>(quickOptions(6));
    third->setShowResults(false);
    third->setAutosavePath(autosave);
    QVERIFY(third->offerResume(MainWindow::ResumeAnswer::Resume));
    QVERIFY(third->playingGin());
    QVERIFY(third->ginController()->game() == saved);
}

// Hands and games the player played go into the statistics file under "gin"; the dialog shows
// them on its Gin page.
void TestGinSettings::ginStatistics() {
    const QString path = dir_.filePath(QStringLiteral("stats.json"));
    QFile::remove(path);
    GinRules quick;
    quick.target = 30;
    GinController::Options o = ginOptions(8);
    o.rules = quick;
    GinController c(o);
    GinStatsRecorder recorder(&c, nullptr, path);
    QSignalSpy recorded(&recorder, &GinStatsRecorder::recorded);
    int hands = 0, won = 0, gins = 0, undercuts = 0;
    while (!c.game().isOver()) {
        QTRY_VERIFY_WITH_TIMEOUT(c.humansTurn() || c.round().isOver(), 10000);
        if (c.round().isOver()) {
            const GinHandSummary s = GinStatsRecorder::summarize(c.round(), 0);
            ++hands;
            won += s.won;
            gins += s.gin;
            undercuts += s.undercut;
            if (!c.game().isOver()) c.nextHand();
            continue;
        }
        c.play(botMove(c.view()));  // the player plays as a Medium bot would
    }
    QCOMPARE(recorded.count(), hands);
    StatsStore store(path);
    QVERIFY(store.load());
    const GinStats& g = store.gin();
    QCOMPARE(g.handsPlayed, hands);
    QCOMPARE(g.handsWon, won);
    QCOMPARE(g.gins, gins);
    QCOMPARE(g.undercuts, undercuts);
    QCOMPARE(g.gamesPlayed, 1);
    QCOMPARE(g.gamesWon, c.game().winner() == 0 ? 1 : 0);
    if (c.game().winner() == 0) QCOMPARE(g.bestGame, c.game().totals().totals[0]);
    // The Indian figures are untouched.
    QCOMPARE(store.stats(MatchFormat::Points), FormatStats{});
    StatsDialog dialog(nullptr, MatchFormat::Points, path);
    dialog.showGin();
    QVERIFY(dialog.showsGin());
    bool found = false;
    for (int r = 0; r < dialog.table()->rowCount(); ++r)
        if (dialog.table()->item(r, 0)->text() == QStringLiteral("Hands played")) {
            QCOMPARE(dialog.table()->item(r, 1)->text(), QString::number(hands));
            found = true;
        }
    QVERIFY(found);
    // A damaged Gin entry sets the file aside like any other damage.
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    f.close();
    text.replace("\"handsPlayed\"", "\"handsPlayed\": -3, \"x\"");
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
    f.close();
    StatsStore damaged(path);
    QVERIFY(!damaged.load());
    QVERIFY(damaged.notice().contains(QStringLiteral("Gin")));
}

RUMMY_TEST_MAIN(TestGinSettings)

#include "test_gin_settings.moc"

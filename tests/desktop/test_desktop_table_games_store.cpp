// SPDX-License-Identifier: GPL-3.0-or-later
// The table games on the desktop, what outlives a hand: Settings pick each game and keep its
// options; a save, the autosave and a deal code bring a hand back; statistics count each hand
// once.
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

#include "bot.h"
#include "controller/autopilot.h"
#include "desktop_test_support.h"
#include "io/deal_code.h"
#include "saves_test_support.h"
#include "scene/card_item.h"
#include "scene/card_table_view.h"
#include "scene/table_game_scene.h"
#include "scene/table_game_texts.h"
#include "settings/settings_dialog.h"
#include "store/autosaver.h"
#include "store/save_store.h"
#include "store/stats_store.h"
#include "store/table_game_save_codec.h"
#include "store/table_game_stats_recorder.h"
#include "table_game_test_support.h"
#include "test_registry.h"
#include "text/desktop_text.h"

using namespace rummy;
using namespace rummy::test;

class TestDesktopTableGamesStore : public QObject {
    Q_OBJECT
private slots:
    void settingsPickEachGame();
    void settingsKeepTheOptions();
    void aSavedGameResumesAtTheSamePosition();
    void theAutosaveKeepsEveryMove();
    void handsAndGamesCountInTheStatistics();
    void aDealCodeDealsTheHandAgain();
    void theAutopilotPlaysTheSeatAsThePlayer();
};

void TestDesktopTableGamesStore::settingsPickEachGame() {
    for (Variant v : {Variant::Straight, Variant::Rummy500, Variant::Rummy51, Variant::Kaluki}) {
        SettingsDialog d{AppSettings()};
        auto* game = d.findChild<QComboBox*>(QStringLiteral("game"));
        QVERIFY(game);
        const int index = game->findData(QString::fromLatin1(variantId(v)));
        QVERIFY2(index >= 0, variantId(v));
        game->setCurrentIndex(index);
        auto* players = d.findChild<QSpinBox*>(QStringLiteral("players"));
        const TableRules preset = TableRules::preset(v);
        QCOMPARE(players->minimum(), preset.minSeats);
        QCOMPARE(players->maximum(), preset.maxSeats);
        players->setValue(preset.minSeats);
        auto* target = d.findChild<QSpinBox*>(QStringLiteral("target"));
        QVERIFY(target);
        QCOMPARE(target->value(), preset.target);
        target->setValue(preset.target + 50);
        // Only this game's options show: the 51 opening in 51 and Kaluki, 5-10 values in 500.
        QCOMPARE(!d.findChild<QSpinBox*>(QStringLiteral("opening"))->isHidden(),
                 v == Variant::Rummy51 || v == Variant::Kaluki);
        for (const char* key : {"floating", "unplayable_last_discard", "out_to_win"})
            QCOMPARE(!d.findChild<QCheckBox*>(QString::fromLatin1(key))->isHidden(),
                     v == Variant::Rummy500);
        // A set number of hands, in every table game, leaves the target out of play.
        auto* hands = d.findChild<QSpinBox*>(QStringLiteral("hands"));
        QVERIFY(hands && !hands->isHidden());
        QCOMPARE(hands->value(), 0);
        QVERIFY(target->isEnabled());
        hands->setValue(4);
        QVERIFY(!target->isEnabled());
        QCOMPARE(d.settings().table.hands, 4);
        hands->setValue(0);
        QVERIFY(target->isEnabled());
        QVERIFY(d.okButton()->isEnabled());
        if (const QString folder = qEnvironmentVariable("RUMMY_DOC_SHOTS"); !folder.isEmpty()) {
            for (int tab = 0; tab < 2; ++tab) {
                d.tabs()->setCurrentIndex(tab);
                QVERIFY(d.grab().save(QStringLiteral("%1/settings-%2-%3.png")
                                          .arg(folder, QString::fromLatin1(variantId(v)))
                                          .arg(tab)));
            }
        }
        const AppSettings s = d.settings();
        QCOMPARE(s.game, v);
        QVERIFY(s.playsTable());
        QCOMPARE(s.table.variant, v);
        QCOMPARE(s.table.target, preset.target + 50);
        QCOMPARE(s.tablePlayers, preset.minSeats);
        const TableGameController::Options o = s.toTableGameOptions(3);
        QCOMPARE(o.seats, preset.minSeats);
        QCOMPARE(o.rules.target, preset.target + 50);
    }
}

void TestDesktopTableGamesStore::settingsKeepTheOptions() {
    QTemporaryDir dir;
    QSettings file(dir.filePath(QStringLiteral("s.conf")), QSettings::IniFormat);
    AppSettings a;
    a.game = Variant::Rummy500;
    a.table = TableRules::rummy500();
    a.table.target = 750;
    a.table.fiveTenValues = true;
    a.table.floating = true;
    a.table.unplayableLastDiscard = true;
    a.table.outToWin = true;
    a.table.hands = 6;
    a.tablePlayers = 3;
    a.save(file);
    QStringList problems;
    const AppSettings b = AppSettings::load(file, &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(b.game, Variant::Rummy500);
    QCOMPARE(b.table.target, 750);
    QVERIFY(b.table.fiveTenValues);
    QVERIFY(b.table.floating && b.table.unplayableLastDiscard && b.table.outToWin);
    QCOMPARE(b.table.hands, 6);
    QCOMPARE(b.tablePlayers, 3);
    QVERIFY(b.table == a.table);
}

// A game saved mid-hand (bots in every seat, a few hands in) loads at the very same position,
// in the window too.
void TestDesktopTableGamesStore::aSavedGameResumesAtTheSamePosition() {
    for (Variant v : {Variant::Rummy500, Variant::Rummy51}) {
        const TableRules rules = TableRules::preset(v);
        auto w = openTableGameWindow(meldOptions(rules, 4, 21, true));
        QVERIFY(w);
        TableGameController* c = w->meldController();
        QTRY_VERIFY_WITH_TIMEOUT(c->round().isOver(), 60000);
        c->nextHand();
        QTRY_VERIFY_WITH_TIMEOUT(c->round().history().size() >= 9, 30000);
        c->setPaused(true);
        QTest::qWait(50);
        const TableGame saved = c->game();
        const QByteArray bytes = TableGameSaveCodec::encode(saved, c->options());
        const SaveStore::LoadResult loaded = SaveStore::decode(bytes);
        QVERIFY2((loaded.table() != nullptr), qPrintable(loaded.error));
        QVERIFY(loaded.table()->game == saved);
        QCOMPARE(loaded.table()->options.seats, 4);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("g.rummy"));
        QVERIFY(SaveStore::writeFile(path, bytes, nullptr));
        auto other = openTableGameWindow(meldOptions(TableRules::straight(), 2, 5));
        QVERIFY(other);
        QVERIFY(other->loadGameFrom(path));
        QVERIFY(other->playingTableGame());
        QVERIFY(other->meldController()->game() == saved);
        c->setPaused(false);
    }
}

// After every move the autosave holds the game on the table, and it resumes there.
void TestDesktopTableGamesStore::theAutosaveKeepsEveryMove() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.rummy"));
    auto w = openTableGameWindow(meldOptions(TableRules::straight(), 3, 9, true));
    QVERIFY(w);
    w->setAutosavePath(path);
    TableGameController* c = w->meldController();
    QTRY_VERIFY_WITH_TIMEOUT(c->round().history().size() >= 6, 20000);
    c->setPaused(true);
    QTest::qWait(50);
    w->autosaver()->flush();
    const SaveStore::LoadResult loaded = SaveStore::load(path);
    QVERIFY2((loaded.table() != nullptr), qPrintable(loaded.error));
    QVERIFY(loaded.table()->game == c->game());
    QCOMPARE(loaded.table()->options.matchId, c->options().matchId);
    c->setPaused(false);
}

// Each finished hand counts once in the game's own figures, and they survive the file.
void TestDesktopTableGamesStore::handsAndGamesCountInTheStatistics() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stats.json"));
    auto w = openTableGameWindow(meldOptions(TableRules::rummy500(), 3, 31, true));
    QVERIFY(w);
    TableGameController* c = w->meldController();
    QTRY_VERIFY_WITH_TIMEOUT(c->round().isOver(), 60000);
    const QString id = QStringLiteral("abcdef0123456789");
    QCOMPARE(TableGameStatsRecorder::record(path, c->game(), id).counting,
             StatsRecorder::Counting::Recorded);
    // Shown again: once.
    QCOMPARE(TableGameStatsRecorder::record(path, c->game(), id).counting,
             StatsRecorder::Counting::AlreadyCounted);
    StatsStore store(path);
    QVERIFY(store.load());
    const GinStats& t = store.table(Variant::Rummy500);
    QCOMPARE(t.handsPlayed, 1);
    const int winner = c->round().outcome().winner;
    QCOMPARE(t.handsWon, winner == 0 ? 1 : 0);
    QCOMPARE(store.table(Variant::Straight).handsPlayed, 0);
    QCOMPARE(store.gin().handsPlayed, 0);
    store.recordAbandonedTableGame(Variant::Kaluki);
    QVERIFY(store.save());
    StatsStore again(path);
    QVERIFY(again.load());
    QCOMPARE(again.table(Variant::Kaluki).gamesAbandoned, 1);
    QCOMPARE(again.table(Variant::Rummy500).handsPlayed, 1);
}

// A table game's hand code (STR-, R500-, R51-, KAL-) deals that hand again on the table games'
// table, at the code's table size: the code shown when a hand ends, played from the Game menu.
void TestDesktopTableGamesStore::aDealCodeDealsTheHandAgain() {
    TableGame g = TableGame::create(TableRules::rummy51(), 3, 2024).value();
    auto bot = Bot::create(Variant::Straight, BotLevel::Medium, 5);
    while (!g.round().isOver()) QVERIFY(g.apply(bot->decide(g.view(g.round().currentSeat())).move));
    QVERIFY(g.nextDeal());
    const QString code = QString::fromStdString(DealCode::of(g).toString());
    QVERIFY2(code.startsWith(QStringLiteral("R51-3-")), qPrintable(code));
    auto w = std::make_unique<MainWindow>(quickOptions(1));
    w->setShowResults(false);
    QVERIFY(w->playDealCode(code));
    QVERIFY(w->playingTableGame());
    const TableGameController* c = w->meldController();
    QCOMPARE(c->round().seats(), 3);
    QCOMPARE(c->round().rules().variant, Variant::Rummy51);
    for (int seat = 0; seat < 3; ++seat) QCOMPARE(c->round().hand(seat), g.round().hand(seat));
    QCOMPARE(c->round().dealer(), g.round().dealer());
    QCOMPARE(c->round().pile(), g.round().pile());
    QCOMPARE(c->game().seedDeal(c->game().currentDeal()), 1);
    // Seven seats cannot sit at any table game: refused with a message, the table unchanged.
    BoxAnswerer ok;
    QVERIFY(!w->playDealCode(QStringLiteral("KAL-7-4")));
    QCOMPARE(ok.texts.size(), 1);
    QCOMPARE(w->meldController()->round().hand(0), g.round().hand(0));
}

// rummy --autopilot at a table game: the player's seat is played through the player's own
// entry, the hands follow each other, and they count in the statistics as the player's.
void TestDesktopTableGamesStore::theAutopilotPlaysTheSeatAsThePlayer() {
    QTemporaryDir dir;
    TableRules rules = TableRules::rummy500();
    rules.hands = 2;
    auto w = openTableGameWindow(meldOptions(rules, 3, 77));
    QVERIFY(w);
    w->setStatsPath(dir.filePath(QStringLiteral("stats.json")));
    w->startAutopilot();
    auto* pilot = w->findChild<Autopilot*>();
    QVERIFY(pilot);
    pilot->setPauseMs(0);
    TableGameController* c = w->meldController();
    const QString first = c->options().matchId;
    // Two hands make the game; the autopilot then starts the next game.
    QTRY_VERIFY_WITH_TIMEOUT(c->options().matchId != first || c->game().deals().size() >= 2,
                             120000);
    pilot->stop();
    StatsStore stats(dir.filePath(QStringLiteral("stats.json")));
    QVERIFY(stats.load());
    QVERIFY(stats.table(Variant::Rummy500).handsPlayed >= 2);
    QCOMPARE(stats.table(Variant::Rummy500).gamesPlayed, 1);
}

RUMMY_TEST_MAIN(TestDesktopTableGamesStore)

#include "test_desktop_table_games_store.moc"

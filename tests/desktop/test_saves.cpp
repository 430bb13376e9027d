// SPDX-License-Identifier: GPL-3.0-or-later
// Saved games in the desktop game, offscreen: save and load mid-turn (the human's turn, and a
// bot's move under way) and play on identically, damaged files set aside with a message, the
// autosave on close and the offer to resume it. Files go to a temporary folder only; test mode
// keeps QStandardPaths away from the player's own folders as well. Deal codes: test_deal_codes.
#include <QDir>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "io/game_record.h"
#include "io/json.h"
#include "io/record_replay.h"
#include "io/serialization.h"
#include "saves_test_support.h"
#include "store/autosaver.h"
#include "store/save_store.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

// A valid save of a match a few moves in, as core Json.
Json validSave() {
    auto m = IndianMatch::create(IndianRules::preset(MatchFormat::Points), 4, 77).value();
    for (int i = 0; i < 6; ++i) {
        const auto actions = m.round().legalMoves();
        const auto it = std::find_if(actions.begin(), actions.end(), [](const Move& a) {
            return std::holds_alternative<moves::DrawClosed>(a) ||
                   std::holds_alternative<moves::Discard>(a);
        });
        if (it == actions.end() || !m.apply(*it)) return Json();
    }
    return Json::parse(SaveStore::encode(m, tableOptions(77)).toStdString()).value();
}

QStringList asideFiles(const QString& dir) {
    return QDir(dir).entryList({QStringLiteral("autosave.rummy.corrupt-*")}, QDir::Files);
}

}  // namespace

class TestSaves : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void saveOnHumansTurnLoadsIdentically();
    void saveWhileBotMovesLoadsIdentically();
    void damagedSavesAreSetAside_data();
    void damagedSavesAreSetAside();
    void autosaveOnCloseAndResume();
    void finishedMatchRemovesAutosave();
    void savesAreRecords();
    void legacySavesStillLoad();
    void saveOffersAFileName();
    void ownArrangementSurvivesAResume();

private:
    QTemporaryDir dir_;
    QString autosave_;
};

void TestSaves::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dir_.isValid());
    autosave_ = dir_.filePath(QStringLiteral("autosave.rummy"));
    // The default path is the real one only outside test mode; never written here.
    QVERIFY(SaveStore::defaultAutosavePath().endsWith(QStringLiteral("/autosave.rummy")));
}

void TestSaves::init() {
    for (const QString& f : QDir(dir_.path()).entryList(QDir::Files))
        QFile::remove(dir_.filePath(f));
}

void TestSaves::saveOnHumansTurnLoadsIdentically() {
    // A deal in which nobody declares or drops within the human's first turns.
    auto a = quietWindow(tableOptions(4245));
    QVERIFY(playHumanTurns(a->controller(), 3));
    QTRY_VERIFY_WITH_TIMEOUT(a->controller()->humansTurn() || a->controller()->round().isOver(),
                             20000);
    QVERIFY(a->controller()->humansTurn());
    const QString path = dir_.filePath(QStringLiteral("mid.rummy"));
    QVERIFY(a->saveGameTo(path));

    auto b = quietWindow(quickOptions(1));  // another deal, default seats
    QVERIFY(b->loadGameFrom(path));
    QVERIFY(b->controller()->match() == a->controller()->match());
    QVERIFY(b->controller()->match().events().size() >= 6);
    QVERIFY(b->controller()->humansTurn());
    for (int seat = 1; seat < 4; ++seat) {
        QCOMPARE(b->controller()->seatName(seat), a->controller()->seatName(seat));
        QVERIFY(b->controller()->seatLevel(seat) == tableOptions(0).seatLevels[seat]);
    }
    checkTableShows(*b);
    // The same human move in both, then the bots: they must decide alike.
    const Card first = a->controller()->round().hand(IndianController::kHumanSeat).back();
    a->controller()->play(moves::DrawClosed{});
    b->controller()->play(moves::DrawClosed{});
    a->controller()->play(moves::Discard{first});
    b->controller()->play(moves::Discard{first});
    QVERIFY(a->controller()->match() == b->controller()->match());
    playOnTogether(*a, *b);
}

void TestSaves::saveWhileBotMovesLoadsIdentically() {
    auto a = quietWindow(tableOptions(9001, 150));
    QVERIFY(playHumanTurns(a->controller(), 2));
    // Right after the human's discard the next seat, a bot, is thinking.
    QVERIFY(a->controller()->botThinking());
    QVERIFY(a->controller()->round().currentSeat() != IndianController::kHumanSeat);
    const QString path = dir_.filePath(QStringLiteral("bot.rummy"));
    QVERIFY(a->saveGameTo(path));
    auto loaded = SaveStore::load(path);
    QVERIFY2(loaded, qPrintable(loaded.error));
    QCOMPARE(loaded.indian()->options.botDelayMs, 150);

    auto b = quietWindow(quickOptions(2));
    QVERIFY(b->loadGameFrom(path));
    QVERIFY(b->controller()->match() == a->controller()->match());
    QVERIFY(b->controller()->botThinking());  // the bot goes on in the loaded game
    const int seat = b->controller()->round().currentSeat();
    QSignalSpy moved(b->controller(), &IndianController::moved);
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved.first().at(0).toInt(), seat);
    playOnTogether(*a, *b);
}

void TestSaves::damagedSavesAreSetAside_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expect");  // a word the message must hold
    const Json good = validSave();
    QVERIFY(good.isObject());
    const QByteArray text = QByteArray::fromStdString(good.dump(1));
    QVERIFY(SaveStore::decode(text));  // the base file itself is fine

    QTest::newRow("truncated") << text.left(text.size() * 2 / 3) << QStringLiteral("cut short");
    QByteArray garbage(600, '\0');
    QRandomGenerator rng(5);
    for (char& c : garbage) c = static_cast<char>(rng.bounded(256));
    QTest::newRow("garbage") << garbage << QStringLiteral("damaged");
    Json d = good["desktop"];
    d.set("version", SaveStore::kVersion + 1);
    Json v = good;
    v.set("desktop", d);
    QTest::newRow("newer version")
        << QByteArray::fromStdString(v.dump()) << QStringLiteral("newer");
    Json k = Json::object();
    k.set("kind", "rummy-stats");
    k.set("version", 1);
    QTest::newRow("wrong kind") << QByteArray::fromStdString(k.dump())
                                << QStringLiteral("not a Rummy saved game");
    // The first discard now throws a card that another seat was dealt: the replay refuses it.
    Json deal = good["deals"][0];
    Json::Array moves = deal["moves"].asArray();
    auto match = IndianMatch::create(IndianRules::preset(MatchFormat::Points), 4, 77).value();
    for (Json& mv : moves) {
        if (!mv["move"].asString().starts_with("discard ")) continue;
        // A face the discarding seat holds in no copy (its dealt hand and the card it drew).
        const int seat = static_cast<int>(mv["seat"].asInt());
        std::vector<Face> held = match.round().handFaces(seat);
        held.push_back(match.round().closedDeck().back().face());
        for (Card c : match.round().hand((seat + 1) % 4))
            if (std::find(held.begin(), held.end(), c.face()) == held.end()) {
                mv.set("move", "discard " + c.toString());
                break;
            }
        break;
    }
    deal.set("moves", Json(moves));
    Json illegal = good;
    illegal.set("deals", Json(Json::Array{deal}));
    QTest::newRow("illegal move") << QByteArray::fromStdString(illegal.dump())
                                  << text::errorReason(ErrorCode::CardNotInHand);
    Json s = good;
    Json noSeats = good["desktop"];
    noSeats.set("seats", Json::array());
    s.set("desktop", noSeats);
    QTest::newRow("seats missing")
        << QByteArray::fromStdString(s.dump()) << QStringLiteral("players' settings");
    // A record of a game no version knows (Gin loads: test_gin_settings; the table games:
    // test_desktop_table_games).
    const std::string canasta =
        R"({"record": 1, "variant": "canasta", "players": ["a", "b"], "seed": 3, "moves": []})";
    QTest::newRow("another game") << QByteArray::fromStdString(canasta)
                                  << QStringLiteral("unreadable");
    Json typo = good;
    typo.set("delaer", 1);
    QTest::newRow("unknown key") << QByteArray::fromStdString(typo.dump())
                                 << QStringLiteral("delaer");
}

void TestSaves::damagedSavesAreSetAside() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expect);
    {
        QFile f(autosave_);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    // A loaded file the player chose is left alone, and the match on the table goes on.
    auto w = quietWindow(tableOptions(31, 1'000'000));  // bots never move: the match stays fresh
    const IndianMatch fresh = w->controller()->match();
    {
        BoxAnswerer ok;
        QVERIFY(!w->loadGameFrom(autosave_));
        QCOMPARE(ok.texts.size(), 1);
        QVERIFY2(ok.texts[0].contains(expect), qPrintable(ok.texts[0]));
    }
    QVERIFY(QFile::exists(autosave_));
    QVERIFY(w->controller()->match() == fresh);

    // The autosave: message, the file kept aside byte for byte, a fresh game.
    w->setAutosavePath(autosave_);
    BoxAnswerer ok;
    QVERIFY(!w->offerResume(MainWindow::ResumeAnswer::Resume));
    QCOMPARE(ok.texts.size(), 1);
    QVERIFY2(ok.texts[0].contains(expect), qPrintable(ok.texts[0]));
    QVERIFY(!QFile::exists(autosave_));
    const QStringList aside = asideFiles(dir_.path());
    QCOMPARE(aside.size(), 1);
    QVERIFY(ok.texts[0].contains(aside[0]));
    QFile kept(dir_.filePath(aside[0]));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), bytes);
    QVERIFY(w->controller()->match() == fresh);
    QVERIFY(w->lastSaveMessage().contains(expect));
    // Nothing left to offer at the next start.
    QVERIFY(!w->offerResume(MainWindow::ResumeAnswer::Resume));
    QCOMPARE(ok.texts.size(), 1);
}

void TestSaves::autosaveOnCloseAndResume() {
    IndianMatch saved = IndianMatch::create(IndianRules::preset(MatchFormat::Points), 2, 1).value();
    {
        auto a = quietWindow(tableOptions(555));
        a->setAutosavePath(autosave_);
        a->show();
        QVERIFY(playHumanTurns(a->controller(), 2));
        QTRY_VERIFY_WITH_TIMEOUT(a->controller()->humansTurn(), 20000);
        saved = a->controller()->match();
        QVERIFY(a->close());
    }
    QVERIFY(QFile::exists(autosave_));

    // The next start asks; Resume puts exactly that position on the table.
    auto b = quietWindow(quickOptions(8));
    b->setAutosavePath(autosave_);
    b->show();
    {
        BoxAnswerer resume(QStringLiteral("Resume"));
        QVERIFY(b->offerResume());
        QCOMPARE(resume.texts.size(), 1);
        QVERIFY(resume.texts[0].contains(QStringLiteral("Resume your unfinished match?")));
    }
    QVERIFY(b->controller()->match() == saved);
    QVERIFY(b->controller()->humansTurn());
    QCOMPARE(b->controller()->seatName(2), QStringLiteral("Bala"));
    checkTableShows(*b);

    // New match: the autosave is dropped and the fresh deal stays.
    QVERIFY(b->close());
    QVERIFY(QFile::exists(autosave_));
    auto c = quietWindow(tableOptions(99, 1'000'000));
    const IndianMatch fresh = c->controller()->match();
    c->setAutosavePath(autosave_);
    c->show();
    {
        BoxAnswerer decline(QStringLiteral("New match"));
        QVERIFY(!c->offerResume());
        QCOMPARE(decline.texts.size(), 1);
    }
    QVERIFY(c->controller()->match() == fresh);
    c->autosaver()->flush();  // the removal is done on the autosave's own thread
    QVERIFY(!QFile::exists(autosave_));
    // An untouched match leaves nothing to resume.
    QVERIFY(c->close());
    QVERIFY(!QFile::exists(autosave_));
    // Without a path (every other test's windows) closing writes nothing anywhere.
    auto d = quietWindow(tableOptions(3));
    d->show();
    QVERIFY(playHumanTurns(d->controller(), 1));
    QVERIFY(d->close());
    QVERIFY(!QFile::exists(SaveStore::defaultAutosavePath()));
}

void TestSaves::finishedMatchRemovesAutosave() {
    IndianController::Options o = tableOptions(12);
    o.humanIsBot = true;  // a one-deal Points match played to its end
    auto w = quietWindow(o);
    {
        QFile f(autosave_);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(SaveStore::encode(w->controller()->match(), o));
    }
    w->setAutosavePath(autosave_);
    QSignalSpy over(w->controller(), &IndianController::dealEnded);
    QVERIFY(over.wait(60000));
    QVERIFY(w->controller()->match().isOver());
    w->autosaver()->flush();
    QVERIFY(!QFile::exists(autosave_));
    QVERIFY(w->close());
    QVERIFY(!QFile::exists(autosave_));
}

void TestSaves::savesAreRecords() {
    // A saved game is a game record: core reads it, and its replay gives the same scores.
    const Json save = validSave();
    const RecordParse read = parseRecord(save.dump());
    QVERIFY(read.record);
    QVERIFY(read.record->isMatch);
    QCOMPARE(read.record->players.front(), std::string("you"));
    QVERIFY(!replayRecord(*read.record).failure);
    // A plain record (no desktop member) loads too: the human at seat 0, bots by their names.
    Json plain = save;
    Json::Object members;
    for (const auto& [key, value] : save.asObject())
        if (key != "desktop") members.emplace_back(key, value);
    plain = Json(members);
    plain.set("players", Json(Json::Array{"me", "hard", "easy", "zed"}));
    const auto loaded = SaveStore::decode(QByteArray::fromStdString(plain.dump()));
    QVERIFY2(loaded, qPrintable(loaded.error));
    QCOMPARE(loaded.indian()->options.levelOf(1), BotLevel::Hard);
    QCOMPARE(loaded.indian()->options.levelOf(2), BotLevel::Easy);
    QCOMPARE(loaded.indian()->options.levelOf(3), BotLevel::Medium);
}

void TestSaves::saveOffersAFileName() {
    // A file in the documents folder, never the folder itself.
    const QString path = MainWindow::suggestedSavePath();
    QVERIFY2(path.endsWith(QStringLiteral(".rummy")), qPrintable(path));
    QVERIFY(QFileInfo(path).fileName().startsWith(QStringLiteral("rummy-")));
    const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QCOMPARE(QFileInfo(path).absolutePath(), docs.isEmpty() ? QDir::homePath() : docs);
}

void TestSaves::legacySavesStillLoad() {
    // The envelope 0.1.0 wrote around core's match file.
    auto m = IndianMatch::create(IndianRules::preset(MatchFormat::Pool101), 3, 9).value();
    QVERIFY(m.apply(moves::DrawClosed{}));
    QVERIFY(m.apply(moves::Discard{m.round().hand(m.round().currentSeat()).front()}));
    Json j = Json::object();
    j.set("kind", "rummy-desktop-save");
    j.set("version", 1);
    j.set("level", "hard");
    j.set("botDelayMs", 300);
    j.set("humanIsBot", false);
    Json seats = Json::array();
    for (int s = 0; s < 3; ++s) {
        Json seat = Json::object();
        seat.set("level", s == 2 ? "easy" : "hard");
        seat.set("name", s == 1 ? "Ravi" : "");
        seats.push(seat);
    }
    j.set("seats", seats);
    j.set("match", Json::parse(Serialization::saveMatch(m)).value());
    const auto loaded = SaveStore::decode(QByteArray::fromStdString(j.dump()));
    QVERIFY2(loaded, qPrintable(loaded.error));
    QVERIFY(loaded.indian()->match == m);
    QCOMPARE(loaded.indian()->options.botDelayMs, 300);
    QCOMPARE(loaded.indian()->options.seatNames.value(1), QStringLiteral("Ravi"));
    QCOMPARE(loaded.indian()->options.levelOf(2), BotLevel::Easy);
}

// The player's own grouping of the hand is part of the save: the resumed table shows the hand
// as it was left, and a save without one shows the automatic arrangement.
void TestSaves::ownArrangementSurvivesAResume() {
    auto a = quietWindow(tableOptions(4245));
    QTRY_VERIFY_WITH_TIMEOUT(a->controller()->humansTurn(), 20000);
    IndianScene* scene = a->scene();
    // Two cards the automatic arrangement keeps apart become a group of their own.
    const Card x = scene->arrangement().groups.front().cards.front();
    const Card y = scene->arrangement().groups.back().cards.back();
    emit itemOf(scene, x)->clicked(itemOf(scene, x));
    emit itemOf(scene, y)->clicked(itemOf(scene, y));
    QVERIFY(scene->groupSelected());
    std::vector<std::vector<Card>> own;
    for (const HandGroup& g : scene->arrangement().groups) own.push_back(g.cards);
    QCOMPARE(own.back(), (std::vector<Card>{x, y}));
    const QString path = dir_.filePath(QStringLiteral("arranged.rummy"));
    QVERIFY(a->saveGameTo(path));

    auto b = quietWindow(quickOptions(1));
    QVERIFY(b->loadGameFrom(path));
    std::vector<std::vector<Card>> resumed;
    for (const HandGroup& g : b->scene()->arrangement().groups) resumed.push_back(g.cards);
    QCOMPARE(resumed, own);

    // Sort brings back the automatic arrangement, and the next save has none.
    b->scene()->setHandOrder(HandOrder::Melds);
    QVERIFY(b->controller()->options().handGroups.empty());
    QVERIFY(b->saveGameTo(path));
    auto c = quietWindow(quickOptions(2));
    QVERIFY(c->loadGameFrom(path));
    std::vector<std::vector<Card>> automatic;
    for (const HandGroup& g : c->scene()->arrangement().groups) automatic.push_back(g.cards);
    QVERIFY(automatic != own);
}

RUMMY_TEST_MAIN(TestSaves)

#include "test_saves.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The table's sounds: which event asks for which effect, the setting that silences
// them, the sound files themselves, and the settings keys. The offscreen platform plays nothing
// aloud; SoundPlayer::requested says what would have played.
#include <QSettings>
#include <QSignalSpy>
#include <QSoundEffect>
#include <QTemporaryDir>
#include <QTest>

#include "desktop_test_support.h"
#include "settings/app_settings.h"
#include "sound/sound_player.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

namespace {

std::vector<Sound> soundsOf(const QSignalSpy& spy) {
    std::vector<Sound> out;
    for (const QList<QVariant>& args : spy) out.push_back(args.at(0).value<Sound>());
    return out;
}

bool has(const std::vector<Sound>& v, Sound s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

class TestSounds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { qRegisterMetaType<rummy::Sound>("rummy::Sound"); }

    // Every sound is a readable WAV in the resources.
    void everySoundIsInTheResources() {
        for (int i = 0; i < kSoundCount; ++i) {
            const QString url = SoundPlayer::resourceOf(static_cast<Sound>(i));
            QFile f(QStringLiteral(":") + url.mid(4));
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(url));
            const QByteArray head = f.read(12);
            QVERIFY(head.startsWith("RIFF"));
            QCOMPARE(head.mid(8, 4), QByteArray("WAVE"));
            QVERIFY(f.size() > 1000);
        }
    }

    // A turn at the table: the deal, the player's turn, the draw and the discard, and the end of
    // the deal each ask for their sound.
    void tableEventsAskForTheirSounds() {
        auto w = openWindow(41, QSize(1280, 720));
        QVERIFY(w);
        SoundPlayer* player = w->soundPlayer();
        QVERIFY(player);
        QVERIFY(!player->audible());  // offscreen: nobody listens
        QSignalSpy spy(player, &SoundPlayer::requested);
        IndianController* c = w->controller();
        c->newMatch();
        QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
        QVERIFY(has(soundsOf(spy), Sound::Deal));
        QVERIFY(has(soundsOf(spy), Sound::YourTurn));
        spy.clear();
        QVERIFY(c->play(moves::DrawClosed{}));
        QVERIFY(c->play(moves::Discard{c->round().hand(IndianController::kHumanSeat).back()}));
        const auto mine = soundsOf(spy);
        QVERIFY(mine.size() >= 2);
        QCOMPARE(mine[0], Sound::Draw);
        QCOMPARE(mine[1], Sound::Discard);
        spy.clear();
        c->setHumanIsBot(true);
        QTRY_VERIFY_WITH_TIMEOUT(c->round().isOver(), 30000);
        const bool won = c->round().result().winner == IndianController::kHumanSeat;
        QVERIFY(has(soundsOf(spy), won ? Sound::Win : Sound::Loss));
    }

    // Off in Settings: nothing is asked for.
    void soundsOffAreSilent() {
        auto w = openWindow(42, QSize(1280, 720));
        QVERIFY(w);
        AppSettings s;
        s.sound = false;
        w->applyTableOptions(s);
        QSignalSpy spy(w->soundPlayer(), &SoundPlayer::requested);
        IndianController* c = w->controller();
        c->newMatch();
        QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
        QVERIFY(c->play(moves::DrawClosed{}));
        QCOMPARE(spy.count(), 0);
        s.sound = true;
        s.soundVolume = 30;
        w->applyTableOptions(s);
        QCOMPARE(w->soundPlayer()->volume(), 30);
        QVERIFY(c->play(moves::Discard{c->round().hand(IndianController::kHumanSeat).back()}));
        QCOMPARE(spy.count(), 1);
    }

    // The turn clock's warning, once, a few seconds before the turn runs out.
    void theTurnClockWarnsOnce() {
        IndianController::Options o = quickOptions(43);
        o.players = 2;
        IndianRules rules = IndianRules::preset(MatchFormat::Points);
        rules.turnTimerSeconds = 6;
        o.rules = rules;
        auto w = openWindow(o, QSize(1280, 720));
        QVERIFY(w);
        QSignalSpy spy(w->soundPlayer(), &SoundPlayer::requested);
        IndianController* c = w->controller();
        QTRY_VERIFY_WITH_TIMEOUT(c->humansTurn(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(has(soundsOf(spy), Sound::TimerWarning), 4000);
        QTest::qWait(600);
        const auto heard = soundsOf(spy);
        QCOMPARE(std::count(heard.begin(), heard.end(), Sound::TimerWarning), 1L);
    }

    // The settings file keeps the sound switch and volume; a bad value is said and ignored.
    void settingsKeepTheSound() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        {
            QSettings file(path, QSettings::IniFormat);
            AppSettings s;
            s.sound = false;
            s.soundVolume = 25;
            s.save(file);
        }
        {
            QSettings file(path, QSettings::IniFormat);
            QStringList problems;
            const AppSettings s = AppSettings::load(file, &problems);
            QVERIFY(problems.isEmpty());
            QCOMPARE(s.sound, false);
            QCOMPARE(s.soundVolume, 25);
            file.setValue(QStringLiteral("table/soundVolume"), QStringLiteral("loud"));
            file.setValue(QStringLiteral("table/sound"), QStringLiteral("maybe"));
        }
        QSettings file(path, QSettings::IniFormat);
        QStringList problems;
        const AppSettings s = AppSettings::load(file, &problems);
        QCOMPARE(problems.size(), 2);
        QCOMPARE(s.sound, true);
        QCOMPARE(s.soundVolume, 70);
    }
};

RUMMY_TEST_MAIN(TestSounds)

#include "test_sounds.moc"

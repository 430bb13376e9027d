// SPDX-License-Identifier: GPL-3.0-or-later
// A data folder that cannot be written, in the window (offscreen): the player is told once,
// without a dialog, and play goes on; when the folder can be written again the autosave comes
// back and "Not saved" goes. The folder here cannot be made because a file stands where it
// should be, which holds for any user (root writes into read-only folders). The real
// executable with a read-only and with a full folder: test_data_folder.
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "controller/autopilot.h"
#include "saves_test_support.h"
#include "store/autosaver.h"
#include "store/save_store.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

class TestSaveFailures : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void toldOnceAndPlayGoesOn();
};

void TestSaveFailures::toldOnceAndPlayGoesOn() {
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("rummy"));
    {
        QFile f(blocker);  // a file where the data folder should be
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    const QString autosave = blocker + QStringLiteral("/autosave.rummy");
    IndianController::Options o = tableOptions(808);
    o.players = 2;  // Points: each deal a match, each a statistics write that fails too
    auto w = quietWindow(o);
    w->startAutopilot();
    w->findChild<Autopilot*>()->setPauseMs(0);
    w->setAutosavePath(autosave);
    w->setStatsPath(blocker + QStringLiteral("/stats.json"));
    w->show();
    QLabel* status = nullptr;
    for (QLabel* l : w->findChildren<QLabel*>())
        if (l->accessibleName() == QStringLiteral("Game status")) status = l;
    QVERIFY(status);
    int told = 0, lines = 0, dialogs = 0;
    QObject watcher;
    auto look = [&] {
        ++lines;
        told += status->text().contains(QStringLiteral("Play goes on, without saving"));
        dialogs += QApplication::activeModalWidget() != nullptr;
    };
    connect(w->controller(), &IndianController::stateChanged, &watcher, look);
    QSignalSpy over(w->controller(), &IndianController::dealEnded);
    QTRY_VERIFY_WITH_TIMEOUT(over.count() >= 3, 120000);  // three matches played on
    QCOMPARE(told, 1);
    QCOMPARE(dialogs, 0);
    QVERIFY(lines > 30);
    QVERIFY(w->autosaver()->failing());
    QVERIFY(w->showsNotSaved());
    QVERIFY2(w->notSavedText().contains(QStringLiteral("Play goes on")),
             qPrintable(w->notSavedText()));
    QVERIFY(w->lastSaveMessage().contains(QDir::toNativeSeparators(blocker)));
    QVERIFY(!QFile::exists(autosave));

    // The folder can be made again: the next move is saved, and the notice goes.
    QVERIFY(QFile::remove(blocker));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosave), 60000);
    QTRY_VERIFY(!w->autosaver()->failing());  // the write's result comes back from its thread
    QVERIFY(!w->showsNotSaved());
    QCOMPARE(told, 1);
}

RUMMY_TEST_MAIN(TestSaveFailures)

#include "test_save_failures.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The Settings dialog, offscreen, driven through its widgets: it sets up the next match, a
// format fills the house rules, Restore defaults, OK greyed out for a table the rules cannot
// deal, and the table options applied to the window at once.
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWheelEvent>

#include "desktop_test_support.h"
#include "settings/app_settings.h"
#include "settings/deck_catalog.h"
#include "settings/settings_dialog.h"
#include "settings/settings_rules_page.h"
#include "settings_test_support.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

class TestSettingsDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QVERIFY(dir_.isValid()); }

    void dialogSetsUpTheNextMatch();
    void formatFillsTheHouseRules();
    void restoreDefaults();
    void okIsDisabledForAnImpossibleTable();
    void tableOptionsApplyAtOnce();
    void wheelScrollsTheRulesPage();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

void TestSettingsDialog::dialogSetsUpTheNextMatch() {
    auto w = openWindow(5, QSize(1024, 700));
    QVERIFY(w);
    const QString file = path(QStringLiteral("window.ini"));
    QFile::remove(file);
    w->setSettingsFile(file);
    QCOMPARE(w->controller()->match().rules().format, MatchFormat::Points);
    bool drove = false;
    whenDialogOpens([&](SettingsDialog* d) {
        selectData(child<QComboBox>(d, "format"), QStringLiteral("pool201"));
        auto* players = child<QSpinBox>(d, "players");
        players->setFocus();
        players->selectAll();
        QTest::keyClicks(players, QStringLiteral("3"));
        QCOMPARE(players->value(), 3);
        // Seats beyond the third are not shown.
        QVERIFY(!child<QComboBox>(d, "level3")->isVisibleTo(d));
        QVERIFY(child<QComboBox>(d, "level2")->isVisibleTo(d));
        child<QLineEdit>(d, "name1")->setText(QStringLiteral("Zoya"));
        selectData(child<QComboBox>(d, "level2"), QStringLiteral("hard"));
        // Every seat offers the Expert, whose thinking time is one setting for all.
        QVERIFY(child<QComboBox>(d, "level1")->findData(QStringLiteral("expert")) >= 0);
        auto* expert = child<QDoubleSpinBox>(d, "expertTime");
        QCOMPARE(expert->value(), 1.0);
        QCOMPARE(expert->minimum(), 0.2);
        QCOMPARE(expert->maximum(), 5.0);
        expert->setValue(0.5);
        QVERIFY(d->okButton()->isEnabled());
        QTest::mouseClick(d->okButton(), Qt::LeftButton);
        drove = true;
    });
    w->openSettings();
    QVERIFY(drove);
    // The match under way goes on under its rules.
    QCOMPARE(w->controller()->match().rules().format, MatchFormat::Points);
    QCOMPARE(w->controller()->match().players(), 4);
    w->controller()->newMatch();
    QCOMPARE(w->controller()->match().rules().format, MatchFormat::Pool201);
    QCOMPARE(w->controller()->match().rules().poolLimit, 201);
    QCOMPARE(w->controller()->match().players(), 3);
    QCOMPARE(w->controller()->seatName(1), QStringLiteral("Zoya"));
    QCOMPARE(w->controller()->seatLevel(2), BotLevel::Hard);
    QCOMPARE(w->appSettings().expertMs, 500);
    // Saved to the test's file, and read back the same.
    QSettings s(file, QSettings::IniFormat);
    QCOMPARE(s.value(QStringLiteral("game/format")).toString(), QStringLiteral("pool201"));
    QStringList problems;
    QVERIFY(AppSettings::load(s, &problems) == w->appSettings());
    QVERIFY(problems.isEmpty());
}

void TestSettingsDialog::formatFillsTheHouseRules() {
    SettingsDialog d{AppSettings()};
    auto* firstDrop = child<QSpinBox>(&d, "firstDrop");
    auto* middleDrop = child<QSpinBox>(&d, "middleDrop");
    auto* poolLimit = child<QSpinBox>(&d, "poolLimit");
    auto* rejoinMax = child<QSpinBox>(&d, "rejoinMax");
    auto* chips = child<QSpinBox>(&d, "chipsPerDeal");
    auto* pointValue = child<QSpinBox>(&d, "pointValue");
    QVERIFY(firstDrop && middleDrop && poolLimit && rejoinMax && chips && pointValue);
    QCOMPARE(firstDrop->value(), 20);
    QVERIFY(!poolLimit->isEnabled());  // not a pool
    QVERIFY(pointValue->isEnabled());
    middleDrop->setValue(45);
    // docs/rules.md: Pool 201 drops cost 25 and 50, the limit is 201, re-join up to 174.
    selectData(child<QComboBox>(&d, "format"), QStringLiteral("pool201"));
    QCOMPARE(firstDrop->value(), 25);
    QCOMPARE(middleDrop->value(), 50);
    QCOMPARE(poolLimit->value(), 201);
    QCOMPARE(rejoinMax->value(), 174);
    QVERIFY(poolLimit->isEnabled());
    QVERIFY(!chips->isEnabled());
    QVERIFY(!pointValue->isEnabled());
    QVERIFY(firstDrop->toolTip().contains(QLatin1String("25")));
    QVERIFY(!child<QLabel>(&d, "formatDescription")->text().isEmpty());
    // Without re-joining, its limit does not apply.
    child<QCheckBox>(&d, "allowRejoin")->setChecked(false);
    QVERIFY(!rejoinMax->isEnabled());
    // Best of 2: no drops; chips count.
    selectData(child<QComboBox>(&d, "format"), QStringLiteral("deals2"));
    QVERIFY(!firstDrop->isEnabled());
    QVERIFY(chips->isEnabled());
    QCOMPARE(chips->value(), 80);
    QCOMPARE(d.settings().rules, IndianRules::preset(MatchFormat::Deals2));
    if (const QByteArray dir = qgetenv("RUMMY_SHOT_DIR"); !dir.isEmpty()) {
        for (int tab = 0; tab < d.tabs()->count(); ++tab) {
            d.tabs()->setCurrentIndex(tab);
            d.grab().save(
                QStringLiteral("%1/settings-%2.png").arg(QString::fromLocal8Bit(dir)).arg(tab));
        }
    }
    // Every IndianRules option the dialog offers has a tooltip and an accessible name.
    for (QWidget* wdg : d.findChildren<QWidget*>()) {
        if (!qobject_cast<QSpinBox*>(wdg) && !qobject_cast<QCheckBox*>(wdg) &&
            !qobject_cast<QComboBox*>(wdg))
            continue;
        QVERIFY2(!wdg->accessibleName().isEmpty(), qPrintable(wdg->objectName()));
        QVERIFY2(!wdg->toolTip().isEmpty() || wdg->objectName().isEmpty() ||
                     wdg->objectName() == QLatin1String("format"),
                 qPrintable(wdg->objectName()));
    }
}

void TestSettingsDialog::restoreDefaults() {
    AppSettings start;
    start.rules = IndianRules::preset(MatchFormat::Pool101);
    start.rules.firstDrop = 3;
    start.tableColour = QColor(200, 10, 10);
    start.back = QStringLiteral("back-green");
    SettingsDialog d(start);
    auto* firstDrop = child<QSpinBox>(&d, "firstDrop");
    QCOMPARE(firstDrop->value(), 3);
    child<QSpinBox>(&d, "wrongDeclaration")->setValue(12);
    QTest::mouseClick(child<QPushButton>(&d, "restoreRules"), Qt::LeftButton);
    QCOMPARE(d.settings().rules, IndianRules::preset(MatchFormat::Pool101));
    QCOMPARE(firstDrop->value(), 20);
    // The dialog's button resets the tab shown: the table here, the rules untouched.
    firstDrop->setValue(7);
    d.tabs()->setCurrentIndex(2);
    d.restoreDefaults();
    QCOMPARE(d.settings().tableColour, AppSettings::defaultTableColour());
    QCOMPARE(d.settings().back, QStringLiteral("back-red"));
    QCOMPARE(d.settings().rules.firstDrop, 7);
    // On the Game tab: the default format (Points) and its rules.
    d.tabs()->setCurrentIndex(0);
    d.restoreDefaults();
    QCOMPARE(d.settings().rules, IndianRules::preset(MatchFormat::Points));
    QCOMPARE(d.settings().players, 4);
}

void TestSettingsDialog::okIsDisabledForAnImpossibleTable() {
    SettingsDialog d{AppSettings()};
    QVERIFY(d.okButton()->isEnabled());
    QVERIFY(d.problem().isEmpty());
    child<QSpinBox>(&d, "players")->setValue(6);
    child<QSpinBox>(&d, "decks")->setValue(1);
    // 52 + 2 jokers cannot deal six hands and leave a deck to play from.
    QVERIFY(!d.okButton()->isEnabled());
    QVERIFY(d.problem().contains(QLatin1String("6")));
    QVERIFY(child<QLabel>(&d, "problem")->isVisibleTo(&d));
    child<QSpinBox>(&d, "players")->setValue(3);  // three hands fit in one deck
    QVERIFY(d.okButton()->isEnabled());
    QVERIFY(!child<QLabel>(&d, "problem")->isVisibleTo(&d));
    child<QSpinBox>(&d, "players")->setValue(6);
    QVERIFY(!d.okButton()->isEnabled());
    child<QSpinBox>(&d, "decks")->setValue(2);
    QVERIFY(d.okButton()->isEnabled());
    // Pool: re-joining must stop below the limit.
    selectData(child<QComboBox>(&d, "format"), QStringLiteral("pool101"));
    child<QSpinBox>(&d, "rejoinMax")->setValue(101);
    QVERIFY(!d.okButton()->isEnabled());
    QVERIFY(!d.problem().isEmpty());
    child<QSpinBox>(&d, "rejoinMax")->setValue(100);
    QVERIFY(d.okButton()->isEnabled());
}

void TestSettingsDialog::tableOptionsApplyAtOnce() {
    auto w = openWindow(6, QSize(1024, 700));
    QVERIFY(w);
    AppSettings s;
    s.back = QStringLiteral("back-blue");
    s.tableColour = QColor(90, 20, 20);
    s.deck = QStringLiteral("4colour");
    s.animation = MainWindow::AnimationSpeed::Off;
    QCOMPARE(w->setAppSettings(s), QString());
    QCOMPARE(w->scene()->backElement(), QStringLiteral("back-blue"));
    QCOMPARE(w->scene()->tableColour(), QColor(90, 20, 20));
    QCOMPARE(w->controller()->options().botDelayMs, 0);
    auto* off = w->findChild<QAction*>(
        QStringLiteral("speed%1").arg(static_cast<int>(MainWindow::AnimationSpeed::Off)));
    QVERIFY(off && off->isChecked());
    // The felt is painted in the chosen colour (the middle of the gradient).
    const QImage shot = w->view()->grab().toImage();
    const QColor corner = shot.pixelColor(4, shot.height() / 2);
    QVERIFY2(corner.red() > corner.green(), qPrintable(corner.name()));
    s.animation = MainWindow::AnimationSpeed::Normal;
    s.botDelayMs = 250;
    w->setAppSettings(s);
    QCOMPARE(w->controller()->options().botDelayMs, 250);
}

// The wheel over a field the player has not clicked scrolls the page and leaves the value
// alone; a field with the focus still takes the wheel.
void TestSettingsDialog::wheelScrollsTheRulesPage() {
    SettingsDialog d{AppSettings()};
    d.resize(520, 360);  // small enough that the House rules page scrolls
    auto* tabs = d.findChild<QTabWidget*>();
    QVERIFY(tabs);
    tabs->setCurrentIndex(1);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto* spin = d.findChild<QSpinBox*>(QStringLiteral("middleDrop"));
    // The Indian rules' page (the tab holds Gin's too, hidden).
    auto* rules = d.findChild<SettingsRulesPage*>();
    auto* scroll = rules ? rules->findChild<QScrollArea*>() : nullptr;
    QVERIFY(spin && scroll);
    QScrollBar* bar = scroll->verticalScrollBar();
    QVERIFY2(bar->maximum() > 0, "the page does not scroll at this size");
    bar->setValue(0);
    const int before = spin->value();
    const auto wheel = [&](QWidget* target) {
        const QPointF at(target->width() / 2.0, target->height() / 2.0);
        QWheelEvent e(at, target->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(target, &e);
    };
    QVERIFY(!spin->hasFocus());
    wheel(spin);
    QCOMPARE(spin->value(), before);
    QVERIFY2(bar->value() > 0, "the page did not scroll");
    // Clicked (focused), the field takes the wheel as usual.
    QApplication::setActiveWindow(&d);
    spin->setFocus(Qt::MouseFocusReason);
    if (!spin->hasFocus()) QSKIP("this platform gives no focus offscreen");
    wheel(spin);
    QVERIFY(spin->value() != before);
}

RUMMY_TEST_MAIN(TestSettingsDialog)

#include "test_settings_dialog.moc"

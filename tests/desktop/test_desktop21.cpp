// SPDX-License-Identifier: GPL-3.0-or-later
// 21-card Indian Rummy at the desktop table: chosen in the settings (file and dialog), its
// 22-card hand in one row inside the window at 1280x720 with value cards starred and the pure
// sequences counted, its result screen with the value-card settlement, and its statistics
// kept apart from the 13-card game's.
#include <QComboBox>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "desktop_test_support.h"
#include "indian/value_cards.h"
#include "scene/label_item.h"
#include "settings/app_settings.h"
#include "settings/settings_dialog.h"
#include "store/stats_store.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;

class TestDesktop21 : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void settingsFileKeepsTheGame();
    void settingsDialogSwitchesTheRules();
    void handFitsTheWindowWithValueCardsStarred();
    void resultShowsTheValueCards();
    void statisticsKeptPerGame();

private:
    static IndianController::Options options21(std::uint64_t seed, int players) {
        IndianController::Options o = quickOptions(seed);
        o.players = players;
        o.rules = IndianRules::preset(MatchFormat::Points, Variant::Indian21);
        return o;
    }
    QTemporaryDir dir_;
};

void TestDesktop21::settingsFileKeepsTheGame() {
    const QString file = dir_.filePath(QStringLiteral("s21.ini"));
    AppSettings chosen;
    chosen.game = Variant::Indian21;
    chosen.rules = IndianRules::preset(MatchFormat::Pool201, Variant::Indian21);
    chosen.rules.valueCards = ValueScheme::Adda52;
    chosen.rules.middleDrop = 70;
    {
        QSettings s(file, QSettings::IniFormat);
        chosen.save(s);
    }
    QSettings s(file, QSettings::IniFormat);
    QStringList problems;
    const AppSettings loaded = AppSettings::load(s, &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(loaded.game, Variant::Indian21);
    QCOMPARE(loaded.rules.variant, Variant::Indian21);
    QCOMPARE(loaded.rules.handSize, 21);
    QCOMPARE(loaded.rules.valueCards, ValueScheme::Adda52);
    QCOMPARE(loaded.rules.middleDrop, 70);
    QVERIFY(loaded == chosen);
    QCOMPARE(loaded.toOptions(5).effectiveRules(), chosen.rules);

    // Gin chosen afterwards: the Indian rules kept are still 21-card's.
    AppSettings gin = chosen;
    gin.game = Variant::Gin;
    const QString ginFile = dir_.filePath(QStringLiteral("gin.ini"));
    {
        QSettings g(ginFile, QSettings::IniFormat);
        gin.save(g);
    }
    QSettings g(ginFile, QSettings::IniFormat);
    const AppSettings back = AppSettings::load(g, &problems);
    QVERIFY(problems.isEmpty());
    QCOMPARE(back.game, Variant::Gin);
    QCOMPARE(back.rules.variant, Variant::Indian21);

    // An unknown scheme: said, and the standard rules of the game.
    s.setValue(QStringLiteral("rules/valueCards"), QStringLiteral("doubled"));
    s.sync();
    const AppSettings bad = AppSettings::load(s, &problems);
    QCOMPARE(problems.size(), 2);
    QVERIFY(problems.front().contains(QStringLiteral("doubled")));
    QCOMPARE(bad.rules, IndianRules::preset(MatchFormat::Pool201, Variant::Indian21));
}

void TestDesktop21::settingsDialogSwitchesTheRules() {
    SettingsDialog dialog{AppSettings()};
    auto* game = dialog.findChild<QComboBox*>(QStringLiteral("game"));
    auto* decks = dialog.findChild<QSpinBox*>(QStringLiteral("decks"));
    auto* values = dialog.findChild<QComboBox*>(QStringLiteral("valueCards"));
    QVERIFY(game && decks && values);
    QCOMPARE(decks->value(), 2);
    game->setCurrentIndex(game->findData(QStringLiteral("indian21")));
    QCOMPARE(decks->value(), 3);
    values->setCurrentIndex(values->findData(QStringLiteral("off")));
    AppSettings s = dialog.settings();
    QCOMPARE(s.game, Variant::Indian21);
    QCOMPARE(s.rules.variant, Variant::Indian21);
    QCOMPARE(s.rules.handSize, 21);
    QCOMPARE(s.rules.valueCards, ValueScheme::Off);
    QVERIFY(dialog.problem().isEmpty());
    // Back to 13 cards: that game's standard rules, no value cards.
    game->setCurrentIndex(game->findData(QStringLiteral("indian13")));
    s = dialog.settings();
    QCOMPARE(s.rules, IndianRules::preset(MatchFormat::Points));
}

void TestDesktop21::handFitsTheWindowWithValueCardsStarred() {
    // Seeds until the human's hand holds a value card (most deals do).
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        auto w = openWindow(options21(seed, 4), QSize(1280, 720));
        QVERIFY(w);
        QCoreApplication::processEvents();
        IndianScene* scene = w->scene();
        const IndianRound& round = w->controller()->round();
        QCOMPARE(static_cast<int>(round.hand(IndianController::kHumanSeat).size()), 21);
        const std::vector<CardItem*> hand = scene->handItems();
        QCOMPARE(hand.size(), std::size_t{21});
        QGraphicsView* view = scene->views().front();
        const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
        for (const CardItem* item : hand)
            QVERIFY2(visible.contains(item->sceneBoundingRect()),
                     qPrintable(text::cardName(item->card())));
        // Each card keeps a strip of its own wide enough for its corner.
        std::vector<qreal> lefts;
        for (const CardItem* item : hand) lefts.push_back(item->pos().x());
        std::sort(lefts.begin(), lefts.end());
        for (std::size_t i = 1; i < lefts.size(); ++i)
            QVERIFY(lefts[i] - lefts[i - 1] >= scene->cardWidth() * 0.25);

        const auto faces = valueCardFaces(round.wildCard()->face());
        QVERIFY(faces);
        int starred = 0, values = 0;
        for (const CardItem* item : hand) {
            const bool isValue =
                std::find(faces->begin(), faces->end(), item->card().face()) != faces->end();
            QCOMPARE(item->hasBadge(), isValue);
            starred += item->hasBadge();
            values += isValue;
        }
        QCOMPARE(starred, values);
        QString pills;
        for (QGraphicsItem* i : scene->items())
            if (auto* label = dynamic_cast<LabelItem*>(i); label && label->isVisible())
                pills += label->text() + QLatin1Char('\n');
        QVERIFY2(pills.contains(QStringLiteral("Value cards:")), qPrintable(pills));
        if (!scene->arrangement().valid)
            QVERIFY2(pills.contains(QStringLiteral("3 pure needed")), qPrintable(pills));
        if (values > 0) return;
    }
    QFAIL("no deal gave the player a value card");
}

void TestDesktop21::resultShowsTheValueCards() {
    IndianController controller(options21(3, 3));
    controller.setHumanIsBot(true);
    QTRY_VERIFY_WITH_TIMEOUT(controller.round().isOver(), 60000);
    const IndianMatch& match = controller.match();
    const RoundResult result = match.round().result();
    QCOMPARE(static_cast<int>(result.valueReceived.size()), 3);
    const QString html = ResultDialog::resultHtml(match);
    QVERIFY(html.contains(QStringLiteral("Value cards")));
    QVERIFY(html.contains(QStringLiteral("Net of the deal")));
    for (int seat = 0; seat < 3; ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        const QString net =
            (result.net[s] > 0 ? QStringLiteral("+") : QString()) + QString::number(result.net[s]);
        QVERIFY2(html.contains(QStringLiteral(">%1</td></tr>").arg(net)), qPrintable(net));
    }
}

void TestDesktop21::statisticsKeptPerGame() {
    const QString file = dir_.filePath(QStringLiteral("stats.json"));
    {
        StatsStore store(file);
        QVERIFY(store.load());
        store.recordDeal(MatchFormat::Points, {true, 0, true, true, false}, Variant::Indian21);
        store.recordDeal(MatchFormat::Points, {false, 40, false, false, true}, Variant::Indian13);
        store.recordMatch(MatchFormat::Points, true, Variant::Indian21);
        QVERIFY(store.save());
    }
    StatsStore store(file);
    QVERIFY(store.load());
    const FormatStats& s21 = store.stats(MatchFormat::Points, Variant::Indian21);
    const FormatStats& s13 = store.stats(MatchFormat::Points);
    QCOMPARE(s21.dealsPlayed, 1);
    QCOMPARE(s21.dealsWon, 1);
    QCOMPARE(s21.matchesWon, 1);
    QCOMPARE(s13.dealsPlayed, 1);
    QCOMPARE(s13.pointsLost, 40);
    QCOMPARE(s13.matchesPlayed, 0);
}

RUMMY_TEST_MAIN(TestDesktop21)

#include "test_desktop21.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Card decks from elsewhere: our element ids in the KDE / aisleriot naming, a small deck of
// that kind (written here, .svg and .svgz) rendered through the mapping, unreadable decks
// falling back to the built-in one, and the catalog of installed decks (in temporary folders:
// the test does not depend on what this machine has installed).
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

class TestSettingsDeck : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QVERIFY(dir_.isValid()); }

    void foreignElementNames();
    void foreignDeckRendersThroughTheMapping();
    void unreadableDeckFallsBack();
    void catalogFindsSystemDecks();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

void TestSettingsDeck::foreignElementNames() {
    const std::pair<const char*, const char*> cases[] = {
        {"AS", "1_spade"},      {"2C", "2_club"},       {"10H", "10_heart"},
        {"JD", "jack_diamond"}, {"QH", "queen_heart"},  {"KC", "king_club"},
        {"JK1", "red_joker"},   {"JK2", "black_joker"}, {"back-red", "back"},
        {"back-blue", "back"},  {"back-green", "back"}, {"XZ", "XZ"},
        {"1S", "1S"},           {"11H", "11H"},         {"", ""}};
    for (const auto& [ours, theirs] : cases)
        QCOMPARE(foreignElementId(QString::fromLatin1(ours)), QString::fromLatin1(theirs));
    // Every card of our deck has a name in theirs that is not our own.
    std::vector<Card> deck;
    for (int id = 0; id < 52; ++id) deck.push_back(Card::fromId(id));
    deck.push_back(Card::printedJoker(0));
    deck.push_back(Card::printedJoker(1));
    for (Card c : deck) {
        QVERIFY(foreignElementId(text::elementId(c)) != text::elementId(c));
    }
}

void TestSettingsDeck::foreignDeckRendersThroughTheMapping() {
    const QString file = path(QStringLiteral("foreign.svg"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(foreignDeck());
    out.close();
    CardCache cache;
    QString problem;
    QVERIFY(cache.setDeck(file, &problem));
    QVERIFY(problem.isEmpty());
    QCOMPARE(cache.deckId(), file);
    const QSize size(50, 70);
    QCOMPARE(centre(cache.pixmap(QStringLiteral("AS"), size, 1)), QColor(0xff, 0, 0));
    QCOMPARE(centre(cache.pixmap(QStringLiteral("10H"), size, 1)), QColor(0, 0xff, 0));
    QCOMPARE(centre(cache.pixmap(QStringLiteral("KC"), size, 1)), QColor(0, 0, 0xff));
    QCOMPARE(centre(cache.pixmap(QStringLiteral("JK1"), size, 1)), QColor(0xff, 0, 0xff));
    // One back for every back colour.
    QCOMPARE(centre(cache.pixmap(QStringLiteral("back-red"), size, 1)), QColor(0, 0xff, 0xff));
    QCOMPARE(centre(cache.pixmap(QStringLiteral("back-green"), size, 1)), QColor(0, 0xff, 0xff));
    // Back to the built-in deck: our own ids again.
    QVERIFY(cache.setDeck(QStringLiteral("2colour")));
    QCOMPARE(cache.deckId(), QStringLiteral("2colour"));
    QVERIFY(centre(cache.pixmap(QStringLiteral("AS"), size, 1)) != QColor(0xff, 0, 0));

    // The same deck gzip-compressed, as KDE installs it (.svgz), when gzip is at hand.
    QProcess gzip;
    gzip.start(QStringLiteral("gzip"), {QStringLiteral("-kf"), file});
    if (!gzip.waitForFinished(10000) || gzip.exitCode() != 0) QSKIP("gzip is not available");
    const QString svgz = path(QStringLiteral("foreign.svgz"));
    QVERIFY(QFile::rename(file + QStringLiteral(".gz"), svgz));
    QVERIFY(cache.setDeck(svgz));
    QCOMPARE(centre(cache.pixmap(QStringLiteral("AS"), size, 1)), QColor(0xff, 0, 0));
}

void TestSettingsDeck::unreadableDeckFallsBack() {
    const QString broken = path(QStringLiteral("broken.svgz"));
    QFile out(broken);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("\x1f\x8b not really gzip");
    out.close();
    const QString partial = path(QStringLiteral("partial.svg"));
    QFile part(partial);
    QVERIFY(part.open(QIODevice::WriteOnly));
    part.write(
        "<svg xmlns='http://www.w3.org/2000/svg'><rect id='1_spade' width='5' "
        "height='5'/></svg>");  // no other card, no back
    part.close();
    for (const QString& deck : {broken, partial, path(QStringLiteral("absent.svg"))}) {
        CardCache cache;
        QString problem;
        QVERIFY(!cache.setDeck(deck, &problem));
        QVERIFY(!problem.isEmpty());
        QCOMPARE(cache.deckId(), QStringLiteral("2colour"));
        QVERIFY(cache.hasDeck());
        QVERIFY(!cache.pixmap(QStringLiteral("AS"), QSize(50, 70), 1).isNull());
    }
    // Through the window: the table keeps the built-in deck and says why.
    auto w = openWindow(8, QSize(1024, 700));
    QVERIFY(w);
    AppSettings s;
    s.deck = broken;
    QVERIFY(!w->setAppSettings(s).isEmpty());
    QCOMPARE(w->appSettings().deck, QStringLiteral("2colour"));
}

void TestSettingsDeck::catalogFindsSystemDecks() {
    const QString kde = path(QStringLiteral("carddecks"));
    const QString aisleriot = path(QStringLiteral("aisleriot"));
    QVERIFY(QDir().mkpath(kde + QStringLiteral("/svg-test")));
    QVERIFY(QDir().mkpath(kde + QStringLiteral("/svg-empty")));
    QVERIFY(QDir().mkpath(kde + QStringLiteral("/not-a-deck")));
    QVERIFY(QDir().mkpath(aisleriot));
    const auto write = [](const QString& file, const QByteArray& data) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(data);
    };
    write(kde + QStringLiteral("/svg-test/index.desktop"),
          "[KDE Backdeck]\nName=Test Deck\nName[de]=Testblatt\nSVG=test.svgz\n");
    write(kde + QStringLiteral("/svg-test/test.svgz"), foreignDeck());
    write(kde + QStringLiteral("/svg-empty/index.desktop"), "[KDE Backdeck]\nName=Empty\n");
    write(kde + QStringLiteral("/not-a-deck/index.desktop"), "Name=Ignored\nSVG=x.svg\n");
    write(aisleriot + QStringLiteral("/paris.svg"), foreignDeck());
    const QList<DeckInfo> decks = DeckCatalog::system({kde}, {aisleriot});
    QCOMPARE(decks.size(), 2);
    QVERIFY(decks[0].name.contains(QLatin1String("Test Deck")));
    QVERIFY(!decks[0].name.contains(QLatin1String("Testblatt")));
    QCOMPARE(decks[0].file, kde + QStringLiteral("/svg-test/test.svgz"));
    QVERIFY(decks[1].name.contains(QLatin1String("Paris")));
    QVERIFY(!decks[0].builtIn && !decks[1].builtIn);
    QVERIFY(DeckCatalog::system({path(QStringLiteral("none"))}, {}).isEmpty());
    // The built-in decks are always offered and load.
    const QList<DeckInfo> own = DeckCatalog::builtIn();
    QCOMPARE(own.size(), 2);
    for (const DeckInfo& d : own) {
        CardCache cache;
        QVERIFY(cache.setDeck(d.id));
    }
}

RUMMY_TEST_MAIN(TestSettingsDeck)

#include "test_settings_deck.moc"

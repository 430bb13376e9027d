// SPDX-License-Identifier: GPL-3.0-or-later
// The table as a Hindi (and an English) player sees it, at 1280x720 and 1920x1080:
// the match header, the discard history and the result screen with its cards speak the
// player's language; none of the table's own words is left in English. With RUMMY_SHOT_DIR
// set, a picture of each (<lang>-table-WxH.png, <lang>-history-WxH.png, <lang>-result-WxH.png).
#include <QTextBrowser>
#include <QtTest>

#include "desktop_test_support.h"
#include "test_registry.h"
#include "text/translation_loader.h"
#include "windows/discard_history_dialog.h"
#include "windows/match_header.h"
#include "windows/result_dialog.h"

using namespace rummy;
using namespace rummy::test;

namespace {

bool hasDevanagari(const QString& s) {
    return std::any_of(s.begin(), s.end(),
                       [](QChar c) { return c.unicode() >= 0x0900 && c.unicode() <= 0x097F; });
}

void saveShot(QWidget& w, const QString& name) {
    if (const QByteArray dir = qgetenv("RUMMY_SHOT_DIR"); !dir.isEmpty())
        w.grab().save(QStringLiteral("%1/%2.png").arg(QString::fromLocal8Bit(dir), name));
}

QString textOf(const QWidget& w) {
    QString all;
    for (const QTextBrowser* b : w.findChildren<QTextBrowser*>()) all += b->toPlainText();
    return all;
}

}  // namespace

class TestDesktopLanguages : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { TranslationLoader::install(QStringLiteral("en")); }

    void headerHistoryAndResultSpeakTheLanguage_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QSize>("size");
        for (const char* lang : {"en", "hi"})
            for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)})
                QTest::newRow(qPrintable(QStringLiteral("%1-%2x%3")
                                             .arg(QLatin1String(lang))
                                             .arg(size.width())
                                             .arg(size.height())))
                    << QString::fromLatin1(lang) << size;
    }
    void headerHistoryAndResultSpeakTheLanguage() {
        QFETCH(QString, lang);
        QFETCH(QSize, size);
        const bool hindi = lang == QLatin1String("hi");
        if (hindi) QCOMPARE(TranslationLoader::install(lang), lang);
        IndianController::Options o = quickOptions(61);
        o.format = MatchFormat::Pool101;
        auto w = openWindow(o, size);
        QVERIFY(w);
        IndianController* c = w->controller();
        c->setHumanIsBot(true);
        QTRY_VERIFY_WITH_TIMEOUT(c->round().history().size() >= 24 || c->round().isOver(), 20000);
        c->setHumanIsBot(false);
        const QString tag =
            QStringLiteral("%1-%2x%3").arg(lang).arg(size.width()).arg(size.height());

        // The header: "Pool 101 · Deal 1 · 4 players" in the language of the table.
        const QString header = w->header()->text();
        QVERIFY2(!header.isEmpty(), "no match header");
        QCOMPARE(hasDevanagari(header), hindi);
        QCOMPARE(header.contains(QLatin1String("Deal")), !hindi);
        saveShot(*w, lang + QStringLiteral("-table-") + tag.section(u'-', 1));

        // The discard history: throws and takes in each player's column, in the language.
        DiscardHistoryDialog history(c, w.get());
        history.resize(size.width() / 2, size.height() * 2 / 3);
        history.show();
        QVERIFY(QTest::qWaitForWindowExposed(&history));
        const QStringList rows = history.rows();
        QVERIFY(!rows.isEmpty());
        const QString all = rows.join(u'\n');
        QCOMPARE(all.contains(QLatin1String("threw")), !hindi);
        QCOMPARE(hasDevanagari(all), hindi);
        saveShot(history, lang + QStringLiteral("-history-") + tag.section(u'-', 1));
        history.close();

        // The result screen, its groups drawn as cards.
        c->setHumanIsBot(true);
        QTRY_VERIFY_WITH_TIMEOUT(c->round().isOver(), 30000);
        QStringList names;
        for (int seat = 0; seat < c->match().players(); ++seat) names << c->seatName(seat);
        const QString html = ResultDialog::resultHtml(c->match(), names, true);
        QVERIFY(html.contains(QLatin1String("card:")));
        ResultDialog result(c->match(), w.get(), names, w->cardCache());
        result.resize(qMin(size.width() - 80, 1100), size.height() - 80);
        result.show();
        QVERIFY(QTest::qWaitForWindowExposed(&result));
        const QString shown = textOf(result);
        QVERIFY(!shown.isEmpty());
        QCOMPARE(hasDevanagari(shown), hindi);
        QCOMPARE(shown.contains(QLatin1String("Points")), !hindi);
        saveShot(result, lang + QStringLiteral("-result-") + tag.section(u'-', 1));
        result.close();
    }
};

RUMMY_TEST_MAIN(TestDesktopLanguages)

#include "test_desktop_languages.moc"

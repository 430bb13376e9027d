// SPDX-License-Identifier: GPL-3.0-or-later
// The embedded translations (translations/*.ts, built into :/translations): every language
// loads, answers every message of its .ts file with that file's translation (plural forms
// included), keeps the placeholders, and the language choice follows the setting and the
// system's languages.
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QPushButton>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

#include "test_registry.h"
#include "text/help_pages.h"
#include "text/translation_loader.h"

using rummy::TranslationLoader;

namespace {

const QStringList kLanguages = {QStringLiteral("bn"), QStringLiteral("de"), QStringLiteral("es"),
                                QStringLiteral("fr"), QStringLiteral("hi"), QStringLiteral("mr"),
                                QStringLiteral("ta"), QStringLiteral("te")};

struct Message {
    QString context;
    QString source;
    QStringList forms;  // one translation, or one per plural form
    bool numerus = false;
};

// Reads the messages of a .ts file the way the translators wrote them.
QList<Message> readTs(const QString& lang) {
    QFile file(QStringLiteral(RUMMY_TS_DIR "/rummy_%1.ts").arg(lang));
    if (!file.open(QIODevice::ReadOnly)) return {};
    QList<Message> out;
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message{context, {}, {}, xml.attributes().value("numerus") == QLatin1String("yes")};
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("translation") && !m.numerus) {
            m.forms = {xml.readElementText()};
            out << m;
        } else if (name == QLatin1String("numerusform")) {
            m.forms << xml.readElementText();
            if (m.forms.size() == 2) out << m;  // every language here has two forms
        }
    }
    return xml.hasError() ? QList<Message>{} : out;
}

QStringList placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();) out << it.next().captured();
    out.sort();
    return out;
}

QString translated(const Message& m, int n = -1) {
    return QCoreApplication::translate(m.context.toUtf8().constData(),
                                       m.source.toUtf8().constData(), nullptr, n);
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { TranslationLoader::install(QStringLiteral("en")); }

    void everyLanguageIsEmbedded() { QCOMPARE(TranslationLoader::bundledLanguages(), kLanguages); }

    void resolveFollowsTheChoiceThenTheSystem() {
        QCOMPARE(TranslationLoader::resolve(QStringLiteral("hi_IN"), {}), QStringLiteral("hi"));
        QCOMPARE(TranslationLoader::resolve(QStringLiteral("ta-IN"), {"de"}), QStringLiteral("ta"));
        QCOMPARE(TranslationLoader::resolve(QString(), {"de-AT", "en-US"}), QStringLiteral("de"));
        QCOMPARE(TranslationLoader::resolve(QString(), {"sv-SE", "bn-IN"}), QStringLiteral("bn"));
        // English first in the system's list wins over a bundled language after it.
        QCOMPARE(TranslationLoader::resolve(QString(), {"en-GB", "de"}), QString());
        QCOMPARE(TranslationLoader::resolve(QStringLiteral("en"), {"hi-IN"}), QString());
        // An unknown code (an old or hand-edited setting) falls back to the system.
        QCOMPARE(TranslationLoader::resolve(QStringLiteral("xx"), {"fr-CA"}), QStringLiteral("fr"));
        QCOMPARE(TranslationLoader::resolve(QStringLiteral("xx"), {"sv"}), QString());
    }

    void everyMessageIsTranslated_data() {
        QTest::addColumn<QString>("lang");
        for (const QString& l : kLanguages) QTest::newRow(qPrintable(l)) << l;
    }
    void everyMessageIsTranslated() {
        QFETCH(QString, lang);
        const QList<Message> messages = readTs(lang);
        QVERIFY2(messages.size() > 100, "the .ts file is missing, unreadable or nearly empty");
        QCOMPARE(TranslationLoader::install(lang), lang);
        int plurals = 0;
        for (const Message& m : messages) {
            const QByteArray where =
                (lang + QLatin1Char(' ') + m.context + QStringLiteral(": ") + m.source).toUtf8();
            for (const QString& form : m.forms) {
                QVERIFY2(!form.trimmed().isEmpty(), where.constData());
                // A plural form may spell the number out ("one card") instead of %n.
                QStringList want = placeholders(m.source), got = placeholders(form);
                if (m.numerus) {
                    want.removeAll(QStringLiteral("%n"));
                    got.removeAll(QStringLiteral("%n"));
                }
                QVERIFY2(got == want, where.constData());
            }
            if (!m.numerus) {
                // The embedded .qm answers with the .ts text: the build did not go stale.
                QVERIFY2(translated(m) == m.forms.at(0), where.constData());
                continue;
            }
            ++plurals;
            // 1 takes the first (singular) form and 5 the second in all these languages.
            QCOMPARE(translated(m, 1), QString(m.forms.at(0)).replace(QStringLiteral("%n"), "1"));
            QCOMPARE(translated(m, 5), QString(m.forms.at(1)).replace(QStringLiteral("%n"), "5"));
        }
        QVERIFY2(plurals > 0, "no plural message found");
    }

    void keyTermsAreTranslated_data() { everyMessageIsTranslated_data(); }
    void keyTermsAreTranslated() {
        QFETCH(QString, lang);
        QCOMPARE(TranslationLoader::install(lang), lang);
        const char* const terms[][2] = {{"rummy::text", "pure sequence"},
                                        {"rummy::text", "impure sequence"},
                                        {"rummy::IndianTexts", "Your turn: draw"},
                                        {"rummy::IndianFront", "Drop"},
                                        {"rummy::IndianTexts", "Open deck"}};
        for (const auto& t : terms) {
            const QString out = QCoreApplication::translate(t[0], t[1]);
            QVERIFY2(!out.isEmpty() && out != QLatin1String(t[1]), t[1]);
        }
        const QString cards =
            QCoreApplication::translate("rummy::IndianTexts", "%n cards", nullptr, 13);
        QVERIFY2(cards.contains(QLatin1String("13")) && cards != QLatin1String("13 cards"),
                 qPrintable(cards));
        // The dialog buttons speak the language too (Qt's own file for de/fr/es, ours for the
        // Indian languages, for which Qt ships none).
        QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        QVERIFY(box.button(QDialogButtonBox::Cancel)->text() != QLatin1String("Cancel"));
        QCOMPARE(QLocale().name().left(2), lang);
    }

    void englishRemovesTheTranslators() {
        QCOMPARE(TranslationLoader::install(QStringLiteral("hi")), QStringLiteral("hi"));
        QVERIFY(QCoreApplication::translate("rummy::text", "Joker") != QLatin1String("Joker"));
        QCOMPARE(TranslationLoader::install(QStringLiteral("en")), QString());
        QCOMPARE(QCoreApplication::translate("rummy::text", "Joker"), QStringLiteral("Joker"));
        QDialogButtonBox box(QDialogButtonBox::Cancel);
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Cancel"));
    }

    // Help → Rules in every language: each players' page translated, with the English page's
    // shape (its headings, list items and table rows), and shown in the language in use.
    void everyRulesPageIsTranslated_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("page");
        for (const QString& lang : kLanguages)
            for (const char* page :
                 {"indian13", "indian21", "gin", "straight", "rummy500", "rummy51"})
                QTest::newRow(qPrintable(lang + QLatin1Char('/') + QLatin1String(page)))
                    << lang << QString::fromLatin1(page);
    }
    void everyRulesPageIsTranslated() {
        QFETCH(QString, language);
        QFETCH(QString, page);
        const QString english = rummy::helpPageText(page, QString());
        const QString translated = rummy::helpPageText(page, language);
        QVERIFY(!english.isEmpty());
        QVERIFY2(translated != english, "no translated page is embedded");
        auto shape = [](const QString& text) {
            QStringList marks;
            for (const QString& line : text.split(QLatin1Char('\n'))) {
                const QString t = line.trimmed();
                if (t.startsWith(QLatin1Char('#')))
                    marks << t.section(QLatin1Char(' '), 0, 0);
                else if (t.startsWith(QLatin1String("- ")) || t.startsWith(QLatin1Char('|')) ||
                         QRegularExpression(QStringLiteral("^\\d+\\. ")).match(t).hasMatch())
                    marks << t.left(1);
            }
            return marks;
        };
        QCOMPARE(shape(translated), shape(english));
        TranslationLoader::install(language);
        QCOMPARE(rummy::helpPageText(page), translated);
    }
};

RUMMY_TEST_MAIN(TestTranslations)

#include "test_translations.moc"

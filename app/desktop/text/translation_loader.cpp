// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/translation_loader.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include "settings/settings_file.h"

namespace rummy {

namespace {

const QString kResourceDir = QStringLiteral(":/translations");
// The translators this class installed carry this name, so that a later call (the settings
// dialog switching language) finds and replaces them without owning global state.
const QString kTranslatorName = QStringLiteral("rummy-translator");

// "hi_IN", "hi-IN", "HI" -> "hi": the files are per language, not per region.
QString languagePart(const QString& name) {
    QString code = name.trimmed().toLower();
    code.replace(QLatin1Char('-'), QLatin1Char('_'));
    return code.section(QLatin1Char('_'), 0, 0);
}

void removeOurTranslators(QCoreApplication& app) {
    const auto ours = app.findChildren<QTranslator*>(kTranslatorName, Qt::FindDirectChildrenOnly);
    for (QTranslator* t : ours) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
}

bool installFile(QCoreApplication& app, const QString& file, const QString& dir) {
    auto* t = new QTranslator(&app);
    t->setObjectName(kTranslatorName);
    if (!t->load(file, dir) || !QCoreApplication::installTranslator(t)) {
        delete t;
        return false;
    }
    return true;
}

}  // namespace

QString TranslationLoader::settingKey() {
    return QStringLiteral("table/language");
}

QStringList TranslationLoader::bundledLanguages() {
    QStringList codes;
    const QStringList files =
        QDir(kResourceDir).entryList({QStringLiteral("rummy_*.qm")}, QDir::Files, QDir::Name);
    for (const QString& f : files) codes << f.mid(6, f.size() - 6 - 3);  // "rummy_" ... ".qm"
    codes.sort();
    return codes;
}

QString TranslationLoader::storedLanguage() {
    // Asked before the settings are loaded: a file too large to be settings, an unreadable one
    // or a named pipe (whose opening would wait) is left to SettingsFile::load, unread.
    if (!SettingsFile::isSafeToOpen(SettingsFile::defaultPath())) return {};
    return QSettings().value(settingKey()).toString();
}

QString TranslationLoader::resolve(const QString& requested, const QStringList& uiLanguages) {
    const QStringList bundled = bundledLanguages();
    const QString wanted = languagePart(requested);
    if (wanted == QLatin1String("en")) return {};
    if (bundled.contains(wanted)) return wanted;
    // The user's languages in order of preference: the first one the game speaks wins, and
    // English (the source language) counts as spoken, so "en-GB, de" stays English.
    for (const QString& ui : uiLanguages) {
        const QString code = languagePart(ui);
        if (code == QLatin1String("en")) return {};
        if (bundled.contains(code)) return code;
    }
    return {};
}

QString TranslationLoader::install(const QString& requested) {
    QCoreApplication* app = QCoreApplication::instance();
    if (!app) return {};
    removeOurTranslators(*app);
    const QString lang = resolve(requested, QLocale::system().uiLanguages());
    if (lang.isEmpty()) {
        // English asked for by name also formats numbers the English way; English because the
        // system's language is not bundled keeps the system's formats.
        const bool named = languagePart(requested) == QLatin1String("en");
        QLocale::setDefault(named ? QLocale(QLocale::English) : QLocale::system());
        return {};
    }
    // Qt's own first: translators are searched newest first, so the game's file, installed
    // last, answers for the few Qt strings it also carries (the dialog buttons).
    installFile(*app, QStringLiteral("qtbase_") + lang,
                QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (!installFile(*app, QStringLiteral("rummy_") + lang, kResourceDir)) return {};
    QLocale::setDefault(QLocale(lang));
    return lang;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace rummy {

// Chooses the language of the interface and installs the translators for it: the game's own
// (embedded as :/translations/rummy_<code>.qm) and Qt's (qtbase_<code>.qm from Qt's
// translations folder, when the system has it; Qt ships none for the Indian languages, so
// the standard dialog buttons come from the game's own files there, see
// qt_standard_strings.cpp). English is the source language and needs no translator.
class TranslationLoader {
public:
    // The QSettings key the settings dialog writes: "" = the system's language, "en" = English,
    // else a language code ("hi", "de").
    static QString settingKey();
    // The languages with an embedded translation, as codes ("bn", "de", ...), sorted.
    static QStringList bundledLanguages();
    // The stored choice (settingKey() in the default QSettings); "" when unset.
    static QString storedLanguage();
    // The bundled language for `requested` ("hi", "hi_IN", "de-AT"); when `requested` is empty
    // or not bundled, the first of the user's `uiLanguages` that is English or bundled decides.
    // "" means English.
    static QString resolve(const QString& requested, const QStringList& uiLanguages);
    // Installs the translators for `requested` (resolved as above against the system's
    // languages), replacing those of an earlier call, and makes that language's QLocale the
    // default. Needs a QCoreApplication. Returns the language in use ("" = English).
    static QString install(const QString& requested);
};

}  // namespace rummy

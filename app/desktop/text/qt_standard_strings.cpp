// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/qt_standard_strings.h"

#include <QtGlobal>

namespace rummy {

QStringList qtStandardButtonSources() {
    // The exact source texts of QPlatformTheme::defaultStandardButtonText() in Qt 6.4: a
    // translator answers only for the same context and text, so these must not be reworded.
    static const char* const texts[] = {
        QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    };
    QStringList out;
    for (const char* t : texts) out << QString::fromLatin1(t);
    return out;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/help_pages.h"

#include <QFile>
#include <QLocale>

namespace rummy {

namespace {
QString readPage(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}
}  // namespace

QString helpPageText(const QString& page, const QString& language) {
    if (!language.isEmpty() && language != QLatin1String("en")) {
        const QString translated =
            readPage(QStringLiteral(":/resources/help/%1/%2.md").arg(language, page));
        if (!translated.isEmpty()) return translated;
    }
    return readPage(QStringLiteral(":/resources/help/%1.md").arg(page));
}

QString helpPageText(const QString& page) {
    // "hi_IN" → "hi"; the C locale and English read the English page.
    return helpPageText(page, QLocale().name().section(QLatin1Char('_'), 0, 0));
}

}  // namespace rummy

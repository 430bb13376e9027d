// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/settings_file.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include "store/file_kind.h"

namespace rummy {

QString SettingsFile::defaultPath() {
    // QSettings' own rule on Unix for QSettings(): the organization's name, or failing that its
    // domain, under the configuration folder (tests/desktop/test_damaged_files.cpp checks that
    // this is QSettings().fileName()).
    const QString org = QCoreApplication::organizationName().isEmpty()
                            ? QCoreApplication::organizationDomain()
                            : QCoreApplication::organizationName();
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QLatin1Char('/') + org + QLatin1Char('/') + QCoreApplication::applicationName() +
           QStringLiteral(".conf");
}

bool SettingsFile::isSmallEnough(const QString& path) {
    const QFileInfo info(path);
    return !info.exists() || info.size() <= kMaxBytes;
}

bool SettingsFile::isSafeToOpen(const QString& path) {
    if (!isOrdinaryFileOrMissing(path) || !isSmallEnough(path)) return false;
    const QFileInfo info(path);
    return !info.exists() || info.isReadable();
}

QString SettingsFile::asideName(const QString& path) {
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = QStringLiteral("%1.bad-%2").arg(path, stamp);
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QStringLiteral("%1.bad-%2-%3").arg(path, stamp).arg(n);
    return target;
}

AppSettings SettingsFile::load(const QString& path, QStringList* problems) {
    QStringList found;
    const auto done = [&](const AppSettings& s) {
        if (problems) *problems << found;
        return s;
    };
    // Not an ordinary file, or one that cannot be opened: moved aside whole, as an unreadable
    // autosave is, so that the defaults can be written in its place.
    QString unreadable;
    if (!isOrdinaryFileOrMissing(path)) {
        unreadable = notOrdinaryFileReason();
    } else if (QFile file(path); file.exists() && !file.open(QIODevice::ReadOnly)) {
        unreadable = file.errorString();
    }
    if (!unreadable.isEmpty()) {
        const QString aside = asideName(path);
        found << (QDir().rename(path, aside)
                      ? tr("The settings file %1 could not be read (%2); it was kept as %3.")
                            .arg(QDir::toNativeSeparators(path), unreadable,
                                 QFileInfo(aside).fileName())
                      : tr("The settings file %1 could not be read (%2).")
                            .arg(QDir::toNativeSeparators(path), unreadable));
        return done(AppSettings{});
    }
    if (!isSmallEnough(path)) {
        const QString aside = asideName(path);
        const double mb = static_cast<double>(QFileInfo(path).size()) / (1024 * 1024);
        found << (QFile::rename(path, aside)
                      ? tr("The settings file %1 is %2 MB, far larger than settings are; it was "
                           "not read and was kept as %3.")
                            .arg(QDir::toNativeSeparators(path))
                            .arg(mb, 0, 'f', 1)
                            .arg(QFileInfo(aside).fileName())
                      : tr("The settings file %1 is %2 MB, far larger than settings are; it was "
                           "not read.")
                            .arg(QDir::toNativeSeparators(path))
                            .arg(mb, 0, 'f', 1));
        return done(AppSettings{});
    }
    QSettings store(path, QSettings::IniFormat);
    const AppSettings settings = AppSettings::load(store, &found);
    if (store.status() == QSettings::FormatError)
        found.prepend(tr("Some lines of the settings file %1 are not settings; they were skipped.")
                          .arg(QDir::toNativeSeparators(path)));
    if (!found.isEmpty()) {
        // A copy: the file stays where it is until the repaired settings are written over it.
        const QString aside = asideName(path);
        if (QFile::copy(path, aside))
            found << tr("The settings file as it was is kept as %1.")
                         .arg(QDir::toNativeSeparators(aside));
    }
    return done(settings);
}

bool SettingsFile::save(const QString& path, const AppSettings& settings) {
    QSettings store(path, QSettings::IniFormat);
    store.clear();
    settings.save(store);
    store.sync();
    return store.status() == QSettings::NoError;
}

}  // namespace rummy

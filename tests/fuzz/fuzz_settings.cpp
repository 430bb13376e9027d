// SPDX-License-Identifier: GPL-3.0-or-later
// The settings file (QSettings' INI file, settings/settings_file.h) as the desktop game reads it
// at start: any bytes give settings and a list of problems, never a crash; a file with problems
// is copied aside; the settings read, saved and read again are equal, with no problem left.
#include <QDir>
#include <QFile>
#include <QStringList>
#include <QTemporaryDir>

#include "fuzz_check.h"
#include "settings/settings_file.h"

using namespace rummy;

namespace {

// A folder for the files, in memory when the system has one: the fuzzer writes a file per input.
QTemporaryDir& folder() {
    static QTemporaryDir dir(QDir(QStringLiteral("/dev/shm")).exists()
                                 ? QStringLiteral("/dev/shm/rummy-fuzz-settings-XXXXXX")
                                 : QDir::tempPath() +
                                       QStringLiteral("/rummy-fuzz-settings-XXXXXX"));
    return dir;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // A new name for each input: QSettings keeps the files it read in a cache of its own, and a
    // file rewritten within the same instant could be served from it.
    static int n = 0;
    QDir dir(folder().path());
    const QString path = dir.filePath(QStringLiteral("in-%1.conf").arg(++n));
    const QString again = dir.filePath(QStringLiteral("out-%1.conf").arg(n));
    {
        QFile f(path);
        fuzz::expect(f.open(QIODevice::WriteOnly), "the input file can be written");
        f.write(reinterpret_cast<const char*>(data), static_cast<qint64>(size));
    }
    QStringList problems;
    const AppSettings read = SettingsFile::load(path, &problems);
    const QStringList aside = dir.entryList({QStringLiteral("in-%1.conf.bad-*").arg(n)});
    fuzz::expect(problems.isEmpty() == aside.isEmpty(), "a file with problems is kept aside");

    fuzz::expect(SettingsFile::save(again, read), "the settings can be saved");
    QStringList more;
    const AppSettings back = SettingsFile::load(again, &more);
    if (!more.isEmpty())
        fuzz::broken(qPrintable(QStringLiteral("saved settings have problems: ") +
                                more.join(QLatin1Char('|'))));
    fuzz::expect(back == read, "saved settings read back equal");

    for (const QString& name : dir.entryList(QDir::Files)) dir.remove(name);
    return 0;
}

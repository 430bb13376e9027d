// SPDX-License-Identifier: GPL-3.0-or-later
// The settings file (QSettings' INI file, settings/settings_file.h) as the desktop game reads it
// at start: any bytes give settings and a list of problems, never a crash; a file with problems
// is copied aside; the settings read, saved and read again are equal, with no problem left.
#include <QDateTime>
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
    // The same two names every time, each input with a modification time of its own: QSettings
    // keeps the files it read in a cache of its own and reads a file again only when its size or
    // time changed. (A new name per input made the cache grow and shrink at every input, which
    // had libFuzzer run a leak check after each one: 50 inputs a second instead of hundreds.)
    static qint64 n = 0;
    QDir dir(folder().path());
    const QString path = dir.filePath(QStringLiteral("in.conf"));
    const QString again = dir.filePath(QStringLiteral("out.conf"));
    {
        QFile f(path);
        fuzz::expect(f.open(QIODevice::WriteOnly), "the input file can be written");
        f.write(reinterpret_cast<const char*>(data), static_cast<qint64>(size));
        fuzz::expect(f.setFileTime(QDateTime::fromSecsSinceEpoch(1'000'000'000 + ++n),
                                   QFileDevice::FileModificationTime),
                     "the input file's time can be set");
    }
    QStringList problems;
    const AppSettings read = SettingsFile::load(path, &problems);
    const QStringList aside = dir.entryList({QStringLiteral("in.conf.bad-*")});
    fuzz::expect(problems.isEmpty() == aside.isEmpty(), "a file with problems is kept aside");

    fuzz::expect(SettingsFile::save(again, read), "the settings can be saved");
    QStringList more;
    const AppSettings back = SettingsFile::load(again, &more);
    fuzz::expect(more.isEmpty(), "saved settings have no problem");
    fuzz::expect(back == read, "saved settings read back equal");

    for (const QString& name : dir.entryList(QDir::Files)) dir.remove(name);
    return 0;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/atomic_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QThread>
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace rummy {

namespace {
FileChangeObserver& observer() {
    static FileChangeObserver o;
    return o;
}

// RUMMY_TEST_SAVE_PAUSE_MS, for the files named RUMMY_TEST_SAVE_PAUSE_FILE (all when unset).
int testPauseMs(const QString& fileName) {
    static const int ms = qEnvironmentVariableIntValue("RUMMY_TEST_SAVE_PAUSE_MS");
    static const QString only = qEnvironmentVariable("RUMMY_TEST_SAVE_PAUSE_FILE");
    return only.isEmpty() || only == fileName ? ms : 0;
}
}  // namespace

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* why) {
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        if (why)
            *why = QCoreApplication::translate("SaveStore", "the folder %1 cannot be created")
                       .arg(QDir::toNativeSeparators(info.absolutePath()));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (why) *why = file.errorString();
        return false;
    }
    // On a full disk Qt reports a failed flush as "Unknown error": the system's errno names the
    // problem ("No space left on device"), so it is read right after each step.
    errno = 0;
    const bool written = file.write(bytes) == bytes.size();
    const bool flushed = written && file.flush();
    const int writeErrno = errno;
    if (!flushed) {
        if (why)
            *why = writeErrno != 0 ? QString::fromLocal8Bit(std::strerror(writeErrno))
                                   : file.errorString();
        file.cancelWriting();
        return false;
    }
    if (const int pause = testPauseMs(info.fileName()); pause > 0) {
        std::fprintf(stderr, "rummy: save paused %s\n", qPrintable(info.fileName()));
        std::fflush(stderr);
        QThread::msleep(static_cast<unsigned long>(pause));
    }
    if (!file.commit()) {
        if (why) *why = file.errorString();
        return false;
    }
    if (observer()) observer()(path);
    return true;
}

void removeLeftovers(const QString& path) {
    const QFileInfo info(path);
    QDir dir = info.absoluteDir();
    const QString pattern = info.fileName() + QStringLiteral(".??????");
    for (const QString& name : dir.entryList({pattern}, QDir::Files | QDir::Hidden))
        dir.remove(name);
}

bool removeFile(const QString& path) {
    if (!QFile::exists(path)) return true;
    const bool removed = QFile::remove(path);
    if (removed && observer()) observer()(path);
    return removed;
}

void setFileChangeObserver(FileChangeObserver o) {
    observer() = std::move(o);
}

}  // namespace rummy

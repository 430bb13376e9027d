// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/file_kind.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace rummy {

bool isOrdinaryFileOrMissing(const QString& path) {
#ifdef Q_OS_UNIX
    // stat(), not QFileInfo: Qt files a named pipe, a socket and a device alike as "not a
    // directory", and its isFile() follows the same rule on every platform.
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) return true;  // nothing there
    return S_ISREG(st.st_mode);
#else
    const QFileInfo info(path);
    return !info.exists() || info.isFile();
#endif
}

QString notOrdinaryFileReason() {
    return QCoreApplication::translate("FileKind",
                                       "it is not an ordinary file (a folder, a pipe or a device)");
}

}  // namespace rummy

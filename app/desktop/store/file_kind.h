// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rummy {

// The desktop's own files (settings, autosave, statistics) are ordinary files. Anything else in
// their place (a folder, a named pipe, a socket, a device) is treated as a damaged file and
// never opened: opening a named pipe waits for a writer, and the game would hang before its
// window. True when `path` names nothing, or an ordinary file (through any symbolic links).
bool isOrdinaryFileOrMissing(const QString& path);

// Why such a file was not read, for the messages that report damaged files.
QString notOrdinaryFileReason();

}  // namespace rummy

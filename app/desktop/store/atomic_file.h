// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <functional>

namespace rummy {

// Writes a whole file so that a reader, or the next start after a crash, a kill -9 or a full
// disk, finds either the previous file or the new one, never a mix: QSaveFile writes a
// temporary file beside the target, syncs it to disk and renames it over the target. The
// folder is made when missing. On failure `why` gets the system's reason (for people, not
// translated by us) and the previous file is left as it was.
//
// For the kill test (docs/reliability.md): with RUMMY_TEST_SAVE_PAUSE_MS=N in the environment
// each write prints "rummy: save paused <file name>" to standard error once the temporary file
// is written, and waits N milliseconds before the rename, so that a test can kill the process
// in the middle of a save; with RUMMY_TEST_SAVE_PAUSE_FILE=<file name> only that file's
// writes pause (stats.json: the statistics).
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* why);

// Removes what a kill in the middle of a write may leave beside `path`: QSaveFile links its
// finished temporary file as <name>.XXXXXX for an instant before renaming it over <name>.
void removeLeftovers(const QString& path);

// Removes a file the stores keep (the autosave of a finished match); true when it is gone.
bool removeFile(const QString& path);

// For the tests that prove the order of the writes (test_stats_once): called after each write
// and removal above that changed a file, with its path. One observer; empty: none.
using FileChangeObserver = std::function<void(const QString& path)>;
void setFileChangeObserver(FileChangeObserver observer);

}  // namespace rummy

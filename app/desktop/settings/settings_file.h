// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "settings/app_settings.h"

namespace rummy {

// The file the settings live in (QSettings' INI file, ~/.config/rummygame.org/rummy.conf on
// Linux), guarded: a file far larger than settings are is not read at all (QSettings would read
// and parse all of it at start, in time and memory the size of the file), and a file that had
// to be repaired is first copied aside, so that the player's hand edits are not lost when the
// repaired settings are written over it. AppSettings::load says what was wrong, key by key.
class SettingsFile {
    Q_DECLARE_TR_FUNCTIONS(rummy::SettingsFile)
public:
    // The game writes about 2 KB.
    static constexpr qint64 kMaxBytes = 256 * 1024;

    // Where QSettings() keeps them, found without opening them (QSettings reads its file as it
    // is made).
    static QString defaultPath();
    // False when the file exists and is over kMaxBytes.
    static bool isSmallEnough(const QString& path);
    // True when QSettings may open `path` without waiting or failing: nothing there, or an
    // ordinary file that is readable and no larger than kMaxBytes (store/file_kind.h).
    static bool isSafeToOpen(const QString& path);
    // The settings in `path`, each problem a line of `problems`; a file over kMaxBytes, one that
    // cannot be read and anything that is not an ordinary file (a folder, a named pipe) is
    // moved aside unread (the defaults apply), a file with problems is copied aside, and a last
    // line says where.
    static AppSettings load(const QString& path, QStringList* problems);
    // Writes `settings` over the file (only what they hold: keys of older versions go). False
    // when the file could not be written.
    static bool save(const QString& path, const AppSettings& settings);
    // "<path>.bad-<time>", a name no file has yet.
    static QString asideName(const QString& path);
};

}  // namespace rummy

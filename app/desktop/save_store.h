// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>

#include "game_controller.h"
#include "match.h"

namespace rummy {

// The desktop's saved games: the autosave written when the window closes mid-match, and the
// files of Game → Save… / Load…. A file is one JSON document, an envelope around core's match
// record (Serialization::saveMatch, which replays every move through the rules on load) with
// what only the desktop knows: each seat's bot level and name and the bots' pace.
//
//   {"kind": "rummy-desktop-save", "version": 1, "level": "medium", "botDelayMs": 700,
//    "humanIsBot": false, "seats": [{"level": "medium", "name": ""}, ...],
//    "match": {"kind": "rummy-match", ...}}
//
// The envelope uses core's Json rather than QJsonDocument: the match record is core's Json,
// so it nests as a value (not a string inside a string) and is read back by the same strict
// parser (64-bit integers exact, duplicate keys and runaway nesting refused) that core uses.
class SaveStore {
    Q_DECLARE_TR_FUNCTIONS(SaveStore)
public:
    static constexpr const char* kKind = "rummy-desktop-save";
    static constexpr int kVersion = 1;
    // Nothing we write comes near this; a larger file is not ours, and is not read into memory.
    static constexpr qint64 kMaxBytes = 8 * 1024 * 1024;

    struct SavedGame {
        Match match;
        GameController::Options options;
    };
    struct LoadResult {
        std::optional<SavedGame> game;
        QString error;  // for people, when !game
        explicit operator bool() const { return game.has_value(); }
    };

    // <AppDataLocation>/autosave.rummy (the folder is made when the first save is written).
    static QString defaultAutosavePath();

    static QByteArray encode(const Match& match, const GameController::Options& options);
    static LoadResult decode(const QByteArray& bytes);

    // Atomic (QSaveFile): a crash or a full disk leaves the previous file as it was.
    static bool save(const QString& path, const GameController& controller,
                     QString* error = nullptr);
    static bool save(const QString& path, const Match& match,
                     const GameController::Options& options, QString* error = nullptr);
    static LoadResult load(const QString& path);
    // Moves a file that could not be loaded out of the way, to <name>.corrupt-<UTC time> in the
    // same folder, so that it is kept for a bug report but never offered again. Returns the new
    // path, or an empty string when the rename failed.
    static QString setAside(const QString& path);
};

}  // namespace rummy

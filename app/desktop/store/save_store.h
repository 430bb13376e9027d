// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>
#include <type_traits>
#include <variant>

#include "controller/gin_controller.h"
#include "controller/indian_controller.h"
#include "controller/table_game_controller.h"
#include "game/move_notation.h"
#include "gin/gin_game.h"
#include "io/game_record.h"
#include "io/json.h"
#include "match/match.h"

namespace rummy {

// The desktop's saved games: the autosave (Autosaver: after every move), and the
// files of Game → Save… / Load…. A saved game is a game record (core/game_record.h,
// docs/records.md), readable by `rummy-cli replay`, with what only the desktop knows under
// "desktop": each seat's bot level and name, the bots' pace, and which physical copy each
// written card was (so the loaded match is the very same, card for card), and which match it
// is for the statistics (controller/match_id.h):
//
//   {"record": 1, "variant": "indian13", "rules": {...}, "players": ["you", "hard", ...],
//    "seed": ..., "deals": [...],
//    "desktop": {"version": 2, "level": "medium", "botDelayMs": 700, "humanIsBot": false,
//                "seats": [{"level": "medium", "name": ""}, ...], "copies": [17, 60, ...],
//                "matchId": "3f9c0e5a7b21d468"}}
//
// Loading replays every move through the rules. Any record loads (one without "desktop" puts
// the human at seat 0), and so do the saves of version 0.1.0 (kind "rummy-desktop-save").
// A Gin game is saved the same way: its record (variant "gin", every hand with its seed and
// moves) with the same "desktop" member (no "copies": Gin has one deck); it loads into the
// Gin table (GinSaveCodec). The table games' saves are alike, with the copies (TableGameSaveCodec).
// What every save is made of, the record and its desktop member, is SaveRecord's.
class SaveStore {
    Q_DECLARE_TR_FUNCTIONS(SaveStore)
public:
    // Version 2: records. Version 1 (0.1.0): kind "rummy-desktop-save" around core's match file.
    static constexpr int kVersion = 2;
    static constexpr const char* kLegacyKind = "rummy-desktop-save";
    static constexpr int kLegacyVersion = 1;
    // Nothing we write comes near this; a larger file is not ours, and is not read into memory.
    static constexpr qint64 kMaxBytes = 8 * 1024 * 1024;

    struct SavedIndianGame {
        IndianMatch match;
        IndianController::Options options;
    };
    struct SavedGinGame {
        GinGame game;
        GinController::Options options;
    };
    struct SavedTableGame {
        TableGame game;
        TableGameController::Options options;
    };
    // What a file held: one saved game of whichever family, or nothing and why. One value
    // rather than an optional per family; the family's own part through indian(), gin() and
    // table() (nullptr for another family's).
    struct LoadResult {
        std::variant<std::monostate, SavedIndianGame, SavedGinGame, SavedTableGame> saved;
        QString error;  // for people, when nothing was loaded

        explicit operator bool() const { return saved.index() != 0; }
        const SavedIndianGame* indian() const { return std::get_if<SavedIndianGame>(&saved); }
        const SavedGinGame* gin() const { return std::get_if<SavedGinGame>(&saved); }
        const SavedTableGame* table() const { return std::get_if<SavedTableGame>(&saved); }
        SavedIndianGame* indian() { return std::get_if<SavedIndianGame>(&saved); }
        SavedGinGame* gin() { return std::get_if<SavedGinGame>(&saved); }
        SavedTableGame* table() { return std::get_if<SavedTableGame>(&saved); }
        // Of the game loaded (there must be one).
        QString& matchId() {
            return std::visit(
                [](auto& g) -> QString& {
                    if constexpr (std::is_same_v<std::decay_t<decltype(g)>, std::monostate>) {
                        static QString none;
                        return none;
                    } else {
                        return g.options.matchId;
                    }
                },
                saved);
        }
        bool isOver() const {
            if (const auto* g = indian()) return g->match.isOver();
            if (const auto* g = gin()) return g->game.isOver();
            if (const auto* g = table()) return g->game.isOver();
            return false;
        }
    };

    // <AppDataLocation>/autosave.rummy (the folder is made when the first save is written).
    static QString defaultAutosavePath();

    static QByteArray encode(const IndianMatch& match, const IndianController::Options& options);
    static LoadResult decode(const QByteArray& bytes);

    // The game on a table, whichever it is (the encodings below).
    static QByteArray encode(const GameController& table);
    // Atomic (QSaveFile): a crash or a full disk leaves the previous file as it was.
    static bool save(const QString& path, const GameController& table, QString* error = nullptr);
    static bool save(const QString& path, const IndianMatch& match,
                     const IndianController::Options& options, QString* error = nullptr);
    static LoadResult load(const QString& path);

private:
    static LoadResult decodeLegacy(const Json& j);

public:
    // Writes encoded bytes atomically (store/atomic_file.h); `error` for people.
    static bool writeFile(const QString& path, const QByteArray& bytes, QString* error);
    // Moves a file that could not be loaded out of the way, to <name>.corrupt-<UTC time> in the
    // same folder, so that it is kept for a bug report but never offered again. Returns the new
    // path, or an empty string when the rename failed.
    static QString setAside(const QString& path);
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

namespace rummy {

class GameController;
class GinController;

// Keeps the game on the table in the autosave file, so that a crash, a logout or kill -9 loses
// nothing but the move being applied (docs/reliability.md). The file is written atomically
// (writeFileAtomically: the old file or the new one, never half of one) each time the game's
// controller says its state changed: after every applied move and every match event (a deal
// over, the next deal, a re-join, a new match, a resume). A file is written only when its
// bytes differ from the last ones written, so a dialog opening over the table costs nothing.
//
// A match that is over is written like any other position, and its file is removed only once
// the statistics hold its last deal (settle(), from the recorders' `settled`): a kill between
// the two leaves a finished match in the autosave, whose last deal the next start counts (once:
// the statistics know which deals they counted) before it drops the file. A match nobody has
// moved in yet leaves no file: nothing to lose, and no question at the next start.
class Autosaver : public QObject {
    Q_OBJECT
public:
    explicit Autosaver(GameController* indian, QObject* parent = nullptr);

    void setGin(GinController* gin);  // once the Gin table exists
    // Empty (the default, and every test that does not set one): nothing is written.
    void setPath(const QString& path);
    const QString& path() const { return path_; }
    // The table shown: only its game is kept. Saves it at once.
    void setPlayingGin(bool gin);
    // While held (the start, until the player has answered whether to resume) nothing is
    // written or removed: the file on disk is the match being offered.
    void setHeld(bool held) { held_ = held; }
    // The last write failed (the folder is read-only, the disk is full...).
    bool failing() const { return failing_; }

public slots:
    // Writes the game on the table, or removes the file when nobody has moved in it yet.
    void save();
    // The finished deal of the game on the table (`gin`: the Gin table's) is in the
    // statistics: when its match is over, the autosave goes.
    void settle(bool gin);
    // Removes the file (the player declined to resume it).
    void discard();

signals:
    // A write failed after the previous one succeeded (or as the first); `why` for people.
    void failed(const QString& why);
    // A write succeeded after failures.
    void recovered();

private:
    void write(const QByteArray& bytes);

    GameController* indian_;
    GinController* gin_ = nullptr;
    QString path_;
    bool playingGin_ = false;
    bool held_ = false;
    bool failing_ = false;
    bool settled_ = false;  // the match on the table is over, counted, and its file gone
    QByteArray written_;    // what the file holds, when this object wrote it
};

}  // namespace rummy

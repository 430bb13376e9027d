// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <memory>

namespace rummy {

class GameController;
class WriteQueue;

// Keeps the game on the table in the autosave file, so that a crash, a logout or kill -9 loses
// nothing but the move being applied (docs/reliability.md). Each time the game's controller
// says its state changed (after every applied move and every match event: a deal over, the
// next deal, a re-join, a new match, a resume) the game is encoded here, on the GUI thread, and
// written on a thread of its own (WriteQueue) atomically (writeFileAtomically: the old file or
// the new one, never half of one; synced to the disk), so a move never waits for the disk.
// Bytes equal to the last ones written are not written again.
//
// A match that is over is written like any other position, and its file is removed only once
// the statistics hold its last deal (settle(), from the recorders' `settled`). The recorders
// call flush() before they write: the statistics never count a deal whose end is not on disk
// yet, and the removal, queued after their write, comes after it. A kill between any two of
// these writes leaves either a finished deal on disk that the next start counts (once: the
// statistics know which deals they counted), or one counted already. A match nobody has moved
// in yet leaves no file: nothing to lose, and no question at the next start.
class Autosaver : public QObject {
    Q_OBJECT
public:
    explicit Autosaver(QObject* parent = nullptr);
    ~Autosaver() override;  // waits for the writes under way

    // A table's controller, once the table exists: its changes are saved while it is shown.
    void watch(GameController* table);
    // Empty (the default, and every test that does not set one): nothing is written. A new
    // path's folder loses the temporary files a kill in the middle of a save may leave.
    void setPath(const QString& path);
    const QString& path() const { return path_; }
    // The table shown: only its game is kept. Saves it at once.
    void setPlaying(GameController* table);
    // While held (the start, until the player has answered whether to resume) nothing is
    // written or removed: the file on disk is the match being offered.
    void setHeld(bool held) { held_ = held; }
    // The last write failed (the folder is read-only, the disk is full...); known once its
    // result has come back to the GUI thread.
    bool failing() const { return failing_; }

public slots:
    // Writes the game on the table, or removes the file when nobody has moved in it yet.
    void save();
    // The finished deal of `table`'s game is in the statistics: when that game is the one on
    // the table and it is over, the autosave goes.
    void settle(const GameController* table);
    // Removes the file (the player declined to resume it).
    void discard();
    // Returns once every write and removal asked for so far is done.
    void flush();

signals:
    // A write failed after the previous one succeeded (or as the first); `why` for people.
    void failed(const QString& why);
    // A write succeeded after failures.
    void recovered();

private:
    void write(const QByteArray& bytes);
    void written(bool ok, const QString& error);  // on the GUI thread

    GameController* playing_ = nullptr;
    QString path_;
    bool held_ = false;
    bool failing_ = false;
    bool settled_ = false;  // the match on the table is over, counted, and its file gone
    bool removed_ = false;  // the last thing asked of the file was its removal
    QByteArray posted_;     // the bytes last given to the queue
    std::unique_ptr<WriteQueue> queue_;
};

}  // namespace rummy

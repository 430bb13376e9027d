// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include "settings/animation_speed.h"
#include "store/autosaver.h"
#include "store/save_store.h"

class QAction;
class QColor;
class QMainWindow;
class QToolBar;
class QWidget;

namespace rummy {

class CardCache;
class CardTableScene;
class CardTableView;
class MatchHeader;
class SoundPlayer;
class StatsDialog;
class StatsStore;
class GameController;
struct AppSettings;

// One kind of game's part of the window: its controller, its table (scene and view), its
// toolbar and status line, its questions before a move that cannot be undone, its statistics,
// rules and saves. The window holds one front per kind (IndianFront: 13- and 21-card Indian
// Rummy; GinFront; TableGameFront: Straight Rummy, 500, 51, Kaluki), shows one at a time, and asks
// the one on show; it never asks which game is played.
class GameFront : public QObject {
    Q_OBJECT
public:
    // What the window lends every front.
    struct Window {
        QMainWindow* window;
        CardCache* cache;
        Autosaver* autosaver;
        SoundPlayer* sounds;
        QAction* newGame;  // on every front's toolbar
    };

    explicit GameFront(const Window& window);
    ~GameFront() override;

    virtual GameController* controller() const = 0;
    // Once the front is made (MainWindow::adopt): the autosave watches its game, a change of
    // the game updates the status line, and its moves and turns are heard.
    void connectTable();
    CardTableView* view() const { return view_; }
    QToolBar* toolBar() const { return bar_; }

    // Shown (true) or left standing still behind another front's table (its clock and bots).
    void setShown(bool shown);
    bool shown() const { return shown_; }
    // The front was shown or hidden (its menu actions follow).
    virtual void shownChanged(bool) {}
    // The window's title while shown.
    virtual QString title() const = 0;
    // The strip above the table: what is played, or hidden.
    virtual void showHeader(MatchHeader* header) const = 0;
    // The status line (whose turn, what to do, the last move), `problem` first; the toolbar's
    // actions enabled for what the player may do now. `keyboard`: the player's last input was a
    // key, so the line speaks of keys.
    virtual QString statusLine(bool keyboard, const QString& problem) = 0;

    // The look and pace chosen in Settings.
    void setLook(const QString& backElement, const QColor& tableColour);
    void setPace(AnimationSpeed speed, int normalBotDelayMs);
    // The game the next New game (or this game's end) starts with.
    virtual void setNextOptions(const AppSettings& settings) = 0;
    virtual void newGame() = 0;

    // A game not over in which a move has been made, and what leaving it is called.
    bool underWay() const;
    virtual QString abandonQuestion() const = 0;
    virtual void recordAbandoned(StatsStore& store) const = 0;
    virtual void setStatsPath(const QString& path) = 0;
    virtual void showRules(QWidget* parent) = 0;
    virtual void showStatistics(StatsDialog& dialog) const = 0;

    // Plays on from a saved game of this kind (SavedGames reads the file).
    virtual void resume(const SaveStore::LoadResult& loaded) = 0;

signals:
    // For the status line: a problem (why a move was refused), said first; or the line is
    // out of date.
    void problem(const QString& text);
    void statusChanged();
    // The statistics could not be written.
    void cannotSave(const QString& why);

protected:
    // The recorder keeping this front's statistics: its notices, failures, and its order with
    // the autosave (the deal's end on disk before it is counted; the file gone after).
    template <typename Recorder>
    void connectRecorder(Recorder* recorder) {
        connect(recorder, &Recorder::notice, this, &GameFront::problem);
        connect(recorder, &Recorder::saveFailed, this, &GameFront::cannotSave);
        connect(recorder, &Recorder::aboutToRecord, w_.autosaver, &Autosaver::flush);
        connect(recorder, &Recorder::settled, this, [this] { w_.autosaver->settle(controller()); });
    }
    // The player's turn began (at the table shown): the Indian front's clock warning re-arms.
    virtual void turnStarted() {}
    // The winner of the deal just ended, -1 for none.
    virtual int dealWinner() const = 0;
    // The last move and the problem around a line about the turn.
    QString withMoves(QString line, const QString& problem) const;
    // The front's table, shown in a view made here: deleted with the front, before the
    // window's card cache goes (the scene's items hold its pixmaps).
    void setTable(CardTableScene* scene);
    // Makes the front's toolbar on the window, text only, hidden until the front is shown.
    QToolBar* makeToolBar(const QString& title, const char* objectName);

    Window w_;

private:
    void setAnimationMs(int ms);

    CardTableScene* scene_ = nullptr;
    CardTableView* view_ = nullptr;
    QToolBar* bar_ = nullptr;
    bool shown_ = true;    // a new table runs until another is shown over it
    bool myTurn_ = false;  // it was the player's turn at the last state change (its sound)
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include "store/save_store.h"

class QMenu;

namespace rummy {

class Autosaver;
class MainWindow;

// The window's saved games: the offer to resume the autosave at the start, Game → Save… and
// Load…, and Game → Play a deal by code…. A file or a code names a game of any kind; it is
// played on that kind's front (MainWindow::ginFront and the others, made when missing).
class SavedGames : public QObject {
    Q_OBJECT
public:
    SavedGames(MainWindow* window, Autosaver* autosaver);

    // Save…, Load…, Play a deal by code… on the Game menu.
    void addActions(QMenu* game);
    // What Save… offers: rummy-<date>.rummy in the documents folder (the home folder without one).
    static QString suggestedSavePath();

    // Startup: when an autosave exists, asks "Resume your unfinished match?" (Ask), or takes
    // the given answer without asking (tests, --autopilot). An unreadable autosave is set aside
    // with a message and the fresh match goes on. A deal that ended in it is counted in the
    // statistics first (unless counted already), whatever the answer; a match that ended in it
    // is resumed without asking, at its result. True when the saved match was resumed.
    enum class ResumeAnswer { Ask, Resume, NewMatch };
    bool offerResume(ResumeAnswer answer);
    bool saveTo(const QString& path);        // errors in a message box
    bool loadFrom(const QString& path);      // errors in a message box; the match goes on
    bool playDealCode(const QString& code);  // without the prompt
    // The last problem with a file shown (here, or the autosave's told by SaveNotice).
    QString lastMessage() const { return message_; }
    void setLastMessage(const QString& text) { message_ = text; }

private:
    void resumeLoaded(const SaveStore::LoadResult& loaded);  // on its kind's table
    void countFinishedDeal(const SaveStore::LoadResult& loaded);
    void showProblem(const QString& title, const QString& text);

    MainWindow* window_;
    Autosaver* autosaver_;
    QString message_;
};

}  // namespace rummy

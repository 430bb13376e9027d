// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <memory>
#include <vector>

#include "controller/gin_controller.h"
#include "controller/indian_controller.h"
#include "controller/table_game_controller.h"
#include "settings/animation_speed.h"
#include "windows/game_front.h"
#include "windows/saved_games.h"

class QAction;
class QLabel;
class QMenu;
class QStackedWidget;

namespace rummy {

class Autopilot;
class Autosaver;
class CardCache;
class CardTableView;
class GameFront;
class GinFront;
class GinTableScene;
class IndianFront;
class MatchHeader;
class TableGameFront;
class TableGameScene;
class SaveNotice;
class SoundPlayer;
class IndianScene;
struct AppSettings;

// The window: the Game and Help menus, the strip saying what is played (MatchHeader), the
// table of the game on show with its toolbar, and a status line a screen reader can read (whose
// turn, the last move, why a move was refused). Each kind of game is a front (GameFront): the
// Indian one from the start, Gin's and the table games' once first played; one is shown at a
// time, the others stand still behind it. New game starts the game chosen in Settings on its
// own table. Saved games and deal codes are SavedGames'.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const IndianController::Options& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    // The fronts: the one on show, and each kind's (null until first played).
    GameFront* shownFront() const { return shown_; }
    IndianFront* indianFront() const { return indian_; }
    GinFront* ginFront() const { return gin_; }
    TableGameFront* meldFront() const { return meld_; }
    // Each kind's front, made with `options` when it does not exist yet.
    GinFront* ginFront(const GinController::Options& options);
    TableGameFront* meldFront(const TableGameController::Options& options);
    // Puts the front's table on show (at the window's pace); the others stand still.
    void showFront(GameFront* front);

    IndianController* controller() const;
    CardCache* cardCache() const { return cache_.get(); }
    SoundPlayer* soundPlayer() const { return sounds_; }
    IndianScene* scene() const;
    CardTableView* view() const;
    GinController* ginController() const;
    GinTableScene* ginScene() const;
    CardTableView* ginView() const;
    bool playingGin() const;
    // Shows the Gin table or the Indian one.
    void showTable(bool gin);
    // Starts a Gin game with exactly these options (its seed) and shows the Gin table.
    void startGinGame(const GinController::Options& options);
    TableGameController* meldController() const;
    TableGameScene* meldScene() const;
    CardTableView* meldView() const;
    bool playingTableGame() const;
    // Starts a table game with exactly these options (its seed) and shows its table.
    void startTableGame(const TableGameController::Options& options);
    // Game → New game: the game chosen in Settings, on its own table.
    void newGame();
    // The New game action: asks "Abandon this match?" first while one is under way.
    void confirmNewGame();
    void recordAbandonedMatch();
    // A game on show, not over, in which a move has been made.
    bool matchUnderWay() const;
    MatchHeader* header() const { return header_; }
    QAction* dropAction() const;   // the Indian table's; its tooltip names the cost
    void setShowResults(bool on);  // off in tests: no modal dialog between deals
    // rummy --autopilot (controller/autopilot.h): a bot plays the player's seat as the player,
    // the table goes on by itself and no result dialog opens.
    void startAutopilot();

    // Card glides and the bots' pace.
    using AnimationSpeed = rummy::AnimationSpeed;
    void setAnimationSpeed(AnimationSpeed speed);

    // Game → Settings…. On OK the settings are saved and applied: the table options at once,
    // the game from the next match. They are saved to setSettingsFile()'s INI file when one is
    // set (tests), else to the user's QSettings. Both return why a chosen deck could not be
    // used (the built-in one is then), or "".
    QString setAppSettings(const AppSettings& settings);  // also applies the table options
    const AppSettings& appSettings() const { return *appSettings_; }
    void setSettingsFile(const QString& iniPath) { settingsFile_ = iniPath; }
    QString applyTableOptions(const AppSettings& settings);
    void applySettings(const AppSettings& settings);  // what OK does: save, apply, next match
    void openSettings();
    // Game → Review last deal: the player's decisions in the last deal that ended, graded
    // (ReviewDialog); a message when no deal has ended yet.
    void reviewLastDeal();

    // The autosave (Autosaver: after every move) is off until a path is set (main.cpp sets the
    // real one; tests a temporary one), so no test touches the player's files.
    void setAutosavePath(const QString& path);
    // Where the statistics are kept; like the autosave, nothing is recorded until main.cpp sets
    // the real path, so no test touches the player's figures.
    void setStatsPath(const QString& path);
    const QString& statsPath() const { return statsPath_; }
    QString autosavePath() const;
    Autosaver* autosaver() const { return autosaver_; }
    // Saved games and deal codes (SavedGames).
    using ResumeAnswer = SavedGames::ResumeAnswer;
    bool offerResume(ResumeAnswer answer = ResumeAnswer::Ask) {
        return saves_->offerResume(answer);
    }
    // Writes the game on the table to the autosave now, and waits for the disk (it is written
    // after every move anyway; this is for closing and quitting).
    void autosave();
    // The autosave or the statistics could not be written: said once (SaveNotice).
    void cannotSave(const QString& why);
    bool showsNotSaved() const;
    QString notSavedText() const;
    bool saveGameTo(const QString& path) { return saves_->saveTo(path); }
    static QString suggestedSavePath() { return SavedGames::suggestedSavePath(); }
    bool loadGameFrom(const QString& path) { return saves_->loadFrom(path); }
    bool playDealCode(const QString& code) { return saves_->playDealCode(code); }
    QString lastSaveMessage() const { return saves_->lastMessage(); }  // the last error shown
    // A problem for the status line, said first in its next update.
    void tell(const QString& problem);

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;
    void closeEvent(QCloseEvent* event) override;
    // A modal dialog over the window (WindowBlocked) pauses the table until it closes.
    bool event(QEvent* event) override;

private:
    void buildMenus();
    void showStatistics();
    void updateStatus();
    std::vector<GameFront*> fronts() const;  // those made so far
    GameFront::Window lent();                // what every front borrows from the window
    void adopt(GameFront* front);            // a new front: its table, signals, look and pace
    void watchInput(QWidget* w);

    std::unique_ptr<CardCache> cache_;
    std::unique_ptr<AppSettings> appSettings_;  // what the Settings dialog opens with
    QStackedWidget* stack_ = nullptr;
    MatchHeader* header_ = nullptr;
    QLabel* status_ = nullptr;
    SaveNotice* notSaved_ = nullptr;
    SoundPlayer* sounds_ = nullptr;
    Autosaver* autosaver_ = nullptr;
    Autopilot* autopilot_ = nullptr;
    SavedGames* saves_ = nullptr;
    QAction* newGameAction_ = nullptr;
    IndianFront* indian_ = nullptr;
    GinFront* gin_ = nullptr;
    TableGameFront* meld_ = nullptr;
    GameFront* shown_ = nullptr;
    QString lastProblem_;
    bool keyboardPlay_ = false;  // the player's last input was a key (the status speaks of keys)
    int normalBotDelay_ = 700;
    AnimationSpeed animation_ = AnimationSpeed::Normal;
    QString settingsFile_;
    QString statsPath_;  // empty: nothing is recorded (tests)
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <memory>
#include <optional>

#include "controller/game_controller.h"
#include "controller/gin_controller.h"
#include "controller/meld_game_controller.h"
#include "settings/animation_speed.h"
#include "store/save_store.h"

class QAction;
class QLabel;
class QMenu;
class QStackedWidget;
class QToolBar;

namespace rummy {

class MatchHeader;
class SoundPlayer;

struct AppSettings;
class Autopilot;
class Autosaver;
class CardCache;
class GinHintProvider;
class GinTableScene;
class GinTableView;
class MeldTableScene;
class MeldTableView;
class TableScene;
class IndianTableView;

// The window: the table, a toolbar (Sort, Discard, Finish, Drop, New game), a status line a
// screen reader can read (whose turn, the last move, why a move was refused), the Game and
// Help menus, and the result dialog between deals. It holds every game: the Indian table; once
// Gin is played, the Gin table (main_window_gin.cpp); once a table game (Straight Rummy, 500,
// 51, Kaluki) is played, its table (main_window_meld.cpp); each with its own toolbar. New game
// starts the game chosen in Settings and shows its table.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const GameController::Options& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* controller() const { return controller_; }
    CardCache* cardCache() const { return cache_.get(); }
    SoundPlayer* soundPlayer() const { return sounds_; }
    TableScene* scene() const { return scene_; }
    IndianTableView* view() const { return view_; }
    // The Gin side (main_window_gin.cpp): null until a Gin game is first started.
    GinController* ginController() const { return gin_; }
    GinTableScene* ginScene() const { return ginScene_; }
    GinTableView* ginView() const { return ginView_; }
    bool playingGin() const;
    // Shows the Gin table or the Indian one; the other stands still (clock and bots).
    void showTable(bool gin);
    // Starts a Gin game with exactly these options (its seed) and shows the Gin table.
    void startGinGame(const GinController::Options& options);
    // The table games' side (main_window_meld.cpp): null until one is first started.
    MeldGameController* meldController() const { return meld_; }
    MeldTableScene* meldScene() const { return meldScene_; }
    MeldTableView* meldView() const { return meldView_; }
    bool playingMeld() const;
    // Starts a table game with exactly these options (its seed) and shows its table.
    void startMeldGame(const MeldGameController::Options& options);
    // The Hint action: the Hard bot's move for the player, said and its cards selected.
    void showMeldHint();
    // Help → Rules at a table game: this table's rules, then the game's page (resources/help).
    void showMeldRules();
    // Game → New game: the game chosen in Settings, on its own table.
    void newGame();
    // The New game action: asks "Abandon this match?" first while one is under way.
    void confirmNewGame();
    void recordAbandonedMatch();
    // The Drop button and Ctrl+D: asks "Drop for 40 points?" first; a drop cannot be undone.
    void confirmDrop();
    // A match (or Gin game) not over in which a move has been made.
    bool matchUnderWay() const;
    // The header's Standings button: the match's running scores in a dialog.
    void showStandings();
    MatchHeader* header() const { return header_; }
    // The Knock button and the Knock target: asks "Knock, discarding 7♥? Deadwood 6" (or
    // "Gin!") and knocks on Yes. No card: the one that leaves least deadwood.
    void confirmKnock(std::optional<Card> card = std::nullopt);
    QAction* dropAction() const { return dropAction_; }  // its tooltip names the drop and cost
    void setShowResults(bool on) { showResults_ = on; }  // off in tests: no modal dialog
    // rummy --autopilot (controller/autopilot.h): a bot plays the player's seat as the player,
    // the table goes on by itself and no result dialog opens.
    void startAutopilot();

    // Card glides and the bots' pace.
    using AnimationSpeed = rummy::AnimationSpeed;
    void setAnimationSpeed(AnimationSpeed speed);

    // Game → Settings… (main_window_settings.cpp). On OK the settings are saved and applied:
    // the table options at once, the game from the next match. They are saved to
    // setSettingsFile()'s INI file when one is set (tests), else to the user's QSettings.
    // Both return why a chosen deck could not be used (the built-in one is then), or "".
    QString setAppSettings(const AppSettings& settings);  // also applies the table options
    const AppSettings& appSettings() const { return *appSettings_; }
    void setSettingsFile(const QString& iniPath) { settingsFile_ = iniPath; }
    QString applyTableOptions(const AppSettings& settings);
    void applySettings(const AppSettings& settings);  // what OK does: save, apply, next match
    void openSettings();

    // Saved games and deal codes (main_window_saves.cpp). The autosave (Autosaver: after every
    // move) is off until a path is set (main.cpp sets the real one; tests a temporary one), so
    // no test touches the player's files.
    void setAutosavePath(const QString& path);
    // Where the statistics are kept (main_window_stats.cpp); like the autosave, nothing is
    // recorded until main.cpp sets the real path, so no test touches the player's figures.
    void setStatsPath(const QString& path);
    QString autosavePath() const;
    Autosaver* autosaver() const { return autosaver_; }
    // Startup: when an autosave exists, asks "Resume your unfinished match?" (Ask), or takes
    // the given answer without asking (tests, --autopilot). An unreadable autosave is set aside
    // with a message and the fresh match goes on. A deal that ended in it is counted in the
    // statistics first (unless counted already), whatever the answer; a match that ended in it
    // is resumed without asking, at its result. True when the saved match was resumed.
    enum class ResumeAnswer { Ask, Resume, NewMatch };
    bool offerResume(ResumeAnswer answer = ResumeAnswer::Ask);
    // Writes the game on the table to the autosave now, and waits for the disk (it is written
    // after every move anyway; this is for closing and quitting).
    void autosave();
    // The autosave or the statistics could not be written: said once, in the status line and
    // for kToldMs beside it; then "Not saved" stays in the status bar while the autosave fails.
    // No dialog: play goes on.
    static constexpr int kToldMs = 20000;
    void cannotSave(const QString& why);
    bool showsNotSaved() const;
    QString notSavedText() const;
    bool saveGameTo(const QString& path);  // errors in a message box
    // What Save… offers: rummy-<date>.rummy in the documents folder (the home folder without one).
    static QString suggestedSavePath();
    bool loadGameFrom(const QString& path);  // errors in a message box; the match goes on
    bool playDealCode(const QString& code);  // Game → Play a deal by code…, without the prompt
    QString lastSaveMessage() const { return saveMessage_; }  // the last error shown

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;
    void closeEvent(QCloseEvent* event) override;
    // A modal dialog over the window (WindowBlocked) pauses the table until it closes.
    bool event(QEvent* event) override;

private:
    void addSaveActions(QMenu* game);
    void showSaveProblem(const QString& title, const QString& text);
    void buildActions();
    void addSettingsAction(QMenu* game);
    // Statistics, hints and the rules window (main_window_stats.cpp).
    void addStatsAction(QMenu* game);
    void addHintAction(QToolBar* bar);
    void updateStatus();
    void confirmFinish(Card card);
    void showResult();
    void showRules();
    // The Gin side (main_window_gin.cpp).
    void createGin(const GinController::Options& options);
    void buildGinActions();
    void updateGinStatus();
    void resumeGin(const GinGame& game, const GinController::Options& options);
    void applyGinPace();  // the animation speed on the Gin table and its bot
    // The table games' side (main_window_meld.cpp).
    void createMeld(const MeldGameController::Options& options);
    void buildMeldActions();
    void updateMeldStatus();
    void resumeMeld(const TableGame& game, const MeldGameController::Options& options);
    void applyMeldPace();
    void showMeldTable();
    void resumeLoaded(const SaveStore::LoadResult& loaded);       // either game, on its table
    void countFinishedDeal(const SaveStore::LoadResult& loaded);  // for offerResume

    std::unique_ptr<CardCache> cache_;
    GameController* controller_;
    TableScene* scene_;
    IndianTableView* view_;
    QLabel* status_;
    QAction* drawClosedAction_ = nullptr;
    QAction* drawOpenAction_ = nullptr;
    QAction* sortAction_ = nullptr;
    QAction* discardAction_ = nullptr;
    QAction* finishAction_ = nullptr;
    QAction* dropAction_ = nullptr;
    QAction* groupAction_ = nullptr;
    QAction* newGameAction_ = nullptr;
    QStackedWidget* stack_ = nullptr;
    QToolBar* movesBar_ = nullptr;
    // The Gin side.
    GinController* gin_ = nullptr;
    GinTableScene* ginScene_ = nullptr;
    GinTableView* ginView_ = nullptr;
    GinHintProvider* ginHints_ = nullptr;
    QToolBar* ginBar_ = nullptr;
    QAction* ginDraw_ = nullptr;
    QAction* ginTake_ = nullptr;
    QAction* ginPass_ = nullptr;
    QAction* ginDiscard_ = nullptr;
    QAction* ginKnock_ = nullptr;
    QAction* ginNext_ = nullptr;
    // The table games' side.
    MeldGameController* meld_ = nullptr;
    MeldTableScene* meldScene_ = nullptr;
    MeldTableView* meldView_ = nullptr;
    QToolBar* meldBar_ = nullptr;
    QAction* meldDraw_ = nullptr;
    QAction* meldTake_ = nullptr;
    QAction* meldMeld_ = nullptr;
    QAction* meldLayOff_ = nullptr;
    QAction* meldDiscard_ = nullptr;
    QAction* meldDone_ = nullptr;
    QAction* meldNext_ = nullptr;
    QAction* meldHint_ = nullptr;
    bool meldStill_ = false;
    QString lastProblem_;
    bool showResults_ = true;
    bool resultWaiting_ = false;  // a deal ended behind a dialog: its result shows after it
    // The table not shown stands still (its turn clock and bots), as behind a dialog: an
    // Indian match left behind the Gin table must not lose turns to its timer.
    MatchHeader* header_ = nullptr;
    // Sounds (main_window_sounds.cpp).
    SoundPlayer* sounds_ = nullptr;
    int soundDeal_ = -1;        // the deal whose dealing was last heard
    bool soundMyTurn_ = false;  // it was the player's turn at the last state change
    bool warnedThisTurn_ = false;
    void connectSounds();
    void connectGinSounds();
    void connectMeldSounds();  // the table games' draws, discards, turns and ends
    void applySoundOptions(const AppSettings& settings);
    QAction* discardHistoryAction_ = nullptr;  // Indian table only (Gin shows its pile)
    // The last deal's end as it was shown, for Game → Last deal's result.
    QAction* lastResultAction_ = nullptr;
    std::optional<Match> lastResult_;
    QStringList lastResultNames_;
    bool keyboardPlay_ = false;  // the player's last input was a key (the status speaks of keys)
    void watchInput(QWidget* w);
    bool indianStill_ = false;
    bool ginStill_ = false;
    int normalBotDelay_ = 700;
    AnimationSpeed animation_ = AnimationSpeed::Normal;
    std::unique_ptr<AppSettings> appSettings_;  // what the Settings dialog opens with
    QString settingsFile_;
    Autosaver* autosaver_ = nullptr;
    Autopilot* autopilot_ = nullptr;
    QLabel* notSaved_ = nullptr;
    bool toldCannotSave_ = false;
    QString statsPath_;  // empty: nothing is recorded (tests)
    QString saveMessage_;
};

}  // namespace rummy

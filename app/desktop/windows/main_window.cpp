// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/main_window.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include "controller/autopilot.h"
#include "io/game_record.h"
#include "scene/card_cache.h"
#include "scene/card_table_view.h"
#include "scene/indian_scene.h"
#include "settings/app_settings.h"
#include "settings/settings_dialog.h"
#include "settings/settings_game_page.h"
#include "sound/sound_player.h"
#include "store/atomic_file.h"
#include "store/autosaver.h"
#include "store/save_store.h"
#include "store/stats_store.h"
#include "windows/gin_front.h"
#include "windows/help_dialogs.h"
#include "windows/indian_front.h"
#include "windows/match_header.h"
#include "windows/review_dialog.h"
#include "windows/save_notice.h"
#include "windows/stats_dialog.h"
#include "windows/table_game_front.h"

namespace rummy {

MainWindow::MainWindow(const IndianController::Options& options, QWidget* parent)
    : QMainWindow(parent),
      cache_(std::make_unique<CardCache>()),
      appSettings_(std::make_unique<AppSettings>()) {
    normalBotDelay_ = options.botDelayMs;  // --bot-delay is the Normal pace
    setWindowTitle(tr("Rummy"));
    stack_ = new QStackedWidget;
    header_ = new MatchHeader;
    auto* central = new QWidget;
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(header_);
    column->addWidget(stack_, 1);
    setCentralWidget(central);
    status_ = new QLabel;
    status_->setAccessibleName(tr("Game status"));
    status_->setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    statusBar()->addWidget(status_, 1);
    notSaved_ = new SaveNotice;
    statusBar()->addPermanentWidget(notSaved_);
    sounds_ = new SoundPlayer(this);
    autosaver_ = new Autosaver(this);
    connect(autosaver_, &Autosaver::failed, this, &MainWindow::cannotSave);
    connect(autosaver_, &Autosaver::recovered, notSaved_, &SaveNotice::recovered);
    saves_ = new SavedGames(this, autosaver_);
    newGameAction_ = new QAction(tr("&New game"), this);
    newGameAction_->setObjectName(QStringLiteral("newGame"));
    newGameAction_->setShortcut(QKeySequence::New);
    newGameAction_->setToolTip(newGameAction_->text() +
                               QStringLiteral(" (%1)").arg(newGameAction_->shortcut().toString()));
    connect(newGameAction_, &QAction::triggered, this, &MainWindow::confirmNewGame);
    indian_ = new IndianFront(lent(), options);
    connect(header_, &MatchHeader::standingsRequested, indian_, &IndianFront::showStandings);
    buildMenus();
    adopt(indian_);
    showFront(indian_);
    // Most of the screen, never less than the smallest size the layout is made for.
    const QSize avail = screen() ? screen()->availableGeometry().size() : QSize(1280, 720);
    resize(QSize(1280, 800).boundedTo(avail * 0.9).expandedTo(QSize(1024, 640)));
}

MainWindow::~MainWindow() {
    // The fronts' tables hold pixmaps from the card cache: they go before it.
    delete meld_;
    delete gin_;
    delete indian_;
}

void MainWindow::buildMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(newGameAction_);
    game->addSeparator();
    saves_->addActions(game);
    game->addSeparator();
    // Quit from the menu or the session ending may bypass closeEvent.
    connect(qApp, &QCoreApplication::aboutToQuit, this, &MainWindow::autosave);
    QAction* settings = game->addAction(tr("&Settings…"), this, &MainWindow::openSettings);
    settings->setObjectName(QStringLiteral("settings"));
    settings->setMenuRole(QAction::PreferencesRole);
    // Not every platform has a standard key for preferences (offscreen has none).
    settings->setShortcut(QKeySequence(QKeySequence::Preferences).isEmpty()
                              ? QKeySequence(tr("Ctrl+,"))
                              : QKeySequence(QKeySequence::Preferences));
    QAction* stats = game->addAction(tr("&Statistics…"), this, &MainWindow::showStatistics);
    stats->setObjectName(QStringLiteral("statistics"));
    game->addAction(indian_->historyAction());
    game->addAction(indian_->lastResultAction());
    QAction* review = game->addAction(tr("Re&view last deal…"), this, &MainWindow::reviewLastDeal);
    review->setObjectName(QStringLiteral("reviewLastDeal"));
    QMenu* speed = game->addMenu(tr("&Animation speed"));
    auto* speeds = new QActionGroup(this);
    for (auto [name, value] : {std::pair{tr("&Normal"), AnimationSpeed::Normal},
                               std::pair{tr("&Fast"), AnimationSpeed::Fast},
                               std::pair{tr("&Off"), AnimationSpeed::Off}}) {
        QAction* a = speed->addAction(name, this, [this, v = value] {
            setAnimationSpeed(v);
            appSettings_->animation = v;  // the Settings dialog opens with the pace in use
        });
        a->setObjectName(QStringLiteral("speed%1").arg(static_cast<int>(value)));
        a->setCheckable(true);
        a->setChecked(value == AnimationSpeed::Normal);
        speeds->addAction(a);
    }
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), qApp, &QApplication::quit);
    // Some platforms (and offscreen) have no standard Quit key: fall back to Ctrl+Q.
    quit->setShortcut(QKeySequence(QKeySequence::Quit).isEmpty() ? QKeySequence(tr("Ctrl+Q"))
                                                                 : QKeySequence::Quit);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* rules = help->addAction(tr("&Rules"), this, [this] { shown_->showRules(this); });
    rules->setShortcut(QKeySequence::HelpContents);
    if (rules->shortcut().isEmpty()) rules->setShortcut(QKeySequence(Qt::Key_F1));
    help->addAction(tr("&Keyboard shortcuts"), this, [this] {
        ShortcutsDialog dialog(this);
        dialog.exec();
    });
    help->addSeparator();
    help->addAction(tr("&About Rummy"), this, [this] { showAboutDialog(this); });
}

void MainWindow::adopt(GameFront* front) {
    front->connectTable();
    watchInput(front->view());
    stack_->addWidget(front->view());
    front->setLook(appSettings_->back, indian_->scene()->tableColour());
    connect(front, &GameFront::statusChanged, this, &MainWindow::updateStatus);
    connect(front, &GameFront::problem, this, &MainWindow::tell);
    connect(front, &GameFront::cannotSave, this, &MainWindow::cannotSave);
    front->setStatsPath(statsPath_);
    // After the front's recorder: a deal the autopilot reports over is counted already.
    if (autopilot_) autopilot_->watch(front->controller());
}

GinFront* MainWindow::ginFront(const GinController::Options& options) {
    if (!gin_) {
        gin_ = new GinFront(lent(), options, statsPath_);
        adopt(gin_);
    }
    return gin_;
}

TableGameFront* MainWindow::meldFront(const TableGameController::Options& options) {
    if (!meld_) {
        meld_ = new TableGameFront(lent(), options, statsPath_);
        adopt(meld_);
    }
    return meld_;
}

void MainWindow::showFront(GameFront* front) {
    for (GameFront* f : fronts())
        if (f != front) {
            f->setShown(false);
            f->toolBar()->hide();
        }
    shown_ = front;
    front->setShown(true);
    front->setPace(animation_, normalBotDelay_);
    stack_->setCurrentWidget(front->view());
    front->toolBar()->show();
    setWindowTitle(front->title());
    autosaver_->setPlaying(front->controller());  // the game on the table is the one kept
    if (autopilot_) autopilot_->setPlaying(front->controller());
    front->view()->setFocus();
    updateStatus();
}

GameFront::Window MainWindow::lent() {
    return {this, cache_.get(), autosaver_, sounds_, newGameAction_};
}

std::vector<GameFront*> MainWindow::fronts() const {
    std::vector<GameFront*> out{indian_};
    if (gin_) out.push_back(gin_);
    if (meld_) out.push_back(meld_);
    return out;
}

IndianController* MainWindow::controller() const {
    return indian_->match();
}
IndianScene* MainWindow::scene() const {
    return indian_->scene();
}
CardTableView* MainWindow::view() const {
    return indian_->view();
}
GinController* MainWindow::ginController() const {
    return gin_ ? gin_->gin() : nullptr;
}
GinTableScene* MainWindow::ginScene() const {
    return gin_ ? gin_->scene() : nullptr;
}
CardTableView* MainWindow::ginView() const {
    return gin_ ? gin_->view() : nullptr;
}
TableGameController* MainWindow::meldController() const {
    return meld_ ? meld_->meld() : nullptr;
}
TableGameScene* MainWindow::meldScene() const {
    return meld_ ? meld_->scene() : nullptr;
}
CardTableView* MainWindow::meldView() const {
    return meld_ ? meld_->view() : nullptr;
}
bool MainWindow::playingGin() const {
    return gin_ && shown_ == gin_;
}
bool MainWindow::playingTableGame() const {
    return meld_ && shown_ == meld_;
}
QAction* MainWindow::dropAction() const {
    return indian_->dropAction();
}
void MainWindow::setShowResults(bool on) {
    indian_->setShowResults(on);
}

void MainWindow::showTable(bool gin) {
    if (gin && !gin_) return;
    showFront(gin ? static_cast<GameFront*>(gin_) : indian_);
}

void MainWindow::startGinGame(const GinController::Options& options) {
    const bool existed = gin_ != nullptr;
    GinFront* front = ginFront(options);
    if (existed) front->start(options);
    showFront(front);
}

void MainWindow::startTableGame(const TableGameController::Options& options) {
    const bool existed = meld_ != nullptr;
    TableGameFront* front = meldFront(options);
    if (existed) front->start(options);
    showFront(front);
}

void MainWindow::newGame() {
    const std::uint64_t seed = controller()->options().seed + 1;
    if (appSettings_->playsTable() && !meld_) {
        startTableGame(appSettings_->toTableGameOptions(seed));
        return;
    }
    if (appSettings_->playsGin() && !gin_) {
        startGinGame(appSettings_->toGinOptions(seed));
        return;
    }
    GameFront* front = appSettings_->playsTable() ? static_cast<GameFront*>(meld_)
                       : appSettings_->playsGin() ? static_cast<GameFront*>(gin_)
                                                  : indian_;
    showFront(front);
    front->newGame();
    front->setPace(animation_, normalBotDelay_);  // the new game's options carry a pace too
}

bool MainWindow::matchUnderWay() const {
    return shown_->underWay();
}

void MainWindow::confirmNewGame() {
    if (matchUnderWay()) {
        if (QMessageBox::question(this, tr("New game"), shown_->abandonQuestion(),
                                  QMessageBox::Yes | QMessageBox::No,
                                  QMessageBox::No) != QMessageBox::Yes)
            return;
        recordAbandonedMatch();
    }
    newGame();
}

// The match left behind counts in the statistics as abandoned (a bot's match for the player,
// an autopilot or a test without a statistics file, does not).
void MainWindow::recordAbandonedMatch() {
    if (statsPath_.isEmpty() || shown_->controller()->humanIsBot() || autopilot_) return;
    StatsStore store(statsPath_);
    if (!store.load()) lastProblem_ = store.notice();
    shown_->recordAbandoned(store);
    if (!store.save()) lastProblem_ = store.notice();
}

void MainWindow::showStatistics() {
    StatsDialog dialog(this, controller()->match().rules().format,
                       statsPath_.isEmpty() ? StatsStore::defaultPath() : statsPath_);
    shown_->showStatistics(dialog);
    dialog.exec();
}

void MainWindow::tell(const QString& problem) {
    lastProblem_ = problem;
    updateStatus();
}

void MainWindow::updateStatus() {
    if (!shown_) return;
    shown_->showHeader(header_);
    const QString line = shown_->statusLine(keyboardPlay_, lastProblem_);
    lastProblem_.clear();
    status_->setText(line);
    status_->setAccessibleDescription(line);
}

void MainWindow::setAnimationSpeed(AnimationSpeed speed) {
    animation_ = speed;
    for (GameFront* f : fronts()) f->setPace(speed, normalBotDelay_);
}

QString MainWindow::setAppSettings(const AppSettings& settings) {
    *appSettings_ = settings;
    return applyTableOptions(settings);
}

QString MainWindow::applyTableOptions(const AppSettings& settings) {
    QString problem;
    if (cache_->deckId() != settings.deck && !cache_->setDeck(settings.deck, &problem))
        appSettings_->deck = cache_->deckId();  // the dialog shows the deck in use
    for (GameFront* f : fronts())
        f->setLook(settings.back, settings.tableColour);  // redraws every card
    normalBotDelay_ = settings.botDelayMs;
    setAnimationSpeed(settings.animation);
    sounds_->setEnabled(settings.sound);
    sounds_->setVolume(settings.soundVolume);
    // Keep the Game → Animation speed menu in step with the dialog.
    for (QAction* a : findChildren<QAction*>(
             QStringLiteral("speed%1").arg(static_cast<int>(settings.animation))))
        a->setChecked(true);
    return problem;
}

void MainWindow::applySettings(const AppSettings& settings) {
    *appSettings_ = settings;
    std::unique_ptr<QSettings> store =
        settingsFile_.isEmpty() ? std::make_unique<QSettings>()
                                : std::make_unique<QSettings>(settingsFile_, QSettings::IniFormat);
    settings.save(*store);
    store->sync();
    if (store->status() != QSettings::NoError)
        QMessageBox::warning(this, tr("Settings"),
                             tr("The settings could not be saved; they apply until you quit."));
    if (const QString problem = applyTableOptions(settings); !problem.isEmpty())
        QMessageBox::warning(this, tr("Card deck"), problem);
    // The game under way keeps its rules; the next one (New game, or this one's end) starts
    // with the new ones.
    for (GameFront* f : fronts()) f->setNextOptions(settings);
}

void MainWindow::reviewLastDeal() {
    const GameController* c = shown_->controller();
    RecordParse parsed = parseRecord(SaveStore::encode(*c).toStdString());
    // The last deal that ended: the one on the table once it is over, else the one before it.
    const int deal = parsed.record
                         ? static_cast<int>(parsed.record->deals.size()) - (c->dealOver() ? 1 : 2)
                         : -1;
    if (deal < 0) {
        QMessageBox::information(this, tr("Review"),
                                 tr("No deal has ended yet: there is nothing to review."));
        return;
    }
    ReviewDialog dialog(std::move(*parsed.record), deal, this);
    dialog.exec();
}

void MainWindow::openSettings() {
    SettingsDialog dialog(*appSettings_, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const AppSettings chosen = dialog.settings();
    applySettings(chosen);
    // Another game was chosen: the table of the game under way cannot play it, so offer to
    // start it now rather than leave the player wondering where it is.
    if (chosen.game == shown_->controller()->variant()) return;
    const QString question =
        chosen.playsTable() ? tr("Start a game of %1 now? The game on the table ends.")
                                  .arg(SettingsGamePage::gameTitle(chosen.game))
        : chosen.playsGin() ? tr("Start a game of Gin Rummy now? The game on the table ends.")
        : chosen.game == Variant::Indian21
            ? tr("Start a match of Indian Rummy with 21 cards now? The game on the table ends.")
            : tr("Start a match of Indian Rummy now? The game on the table ends.");
    if (QMessageBox::question(this, tr("New game"), question, QMessageBox::Yes | QMessageBox::No,
                              QMessageBox::Yes) == QMessageBox::Yes)
        newGame();
}

void MainWindow::setAutosavePath(const QString& path) {
    autosaver_->setPath(path);
}

QString MainWindow::autosavePath() const {
    return autosaver_->path();
}

void MainWindow::setStatsPath(const QString& path) {
    statsPath_ = path;
    if (!path.isEmpty()) removeLeftovers(path);
    for (GameFront* f : fronts()) f->setStatsPath(path);
}

void MainWindow::autosave() {
    autosaver_->save();
    autosaver_->flush();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    autosave();
    QMainWindow::closeEvent(event);
}

void MainWindow::startAutopilot() {
    if (autopilot_) return;
    setShowResults(false);
    autopilot_ = new Autopilot(this);
    autopilot_->setPauseMs(normalBotDelay_);
    for (GameFront* f : fronts()) autopilot_->watch(f->controller());
    autopilot_->setPlaying(shown_->controller());
}

void MainWindow::cannotSave(const QString& why) {
    const QString told = notSaved_->tell(why, autosaver_->failing());
    if (told.isEmpty()) return;
    saves_->setLastMessage(told);
    lastProblem_ = told;  // the next status line starts with it
}

bool MainWindow::showsNotSaved() const {
    return !notSaved_->isHidden();
}

QString MainWindow::notSavedText() const {
    return notSaved_->text();
}

// The status line speaks of keys to a player using the keyboard and of clicks and drags to
// one using the mouse: whichever they used last.
bool MainWindow::eventFilter(QObject* watched, QEvent* e) {
    const QEvent::Type t = e->type();
    const bool key = t == QEvent::KeyPress || t == QEvent::ShortcutOverride;
    const bool mouse = t == QEvent::MouseButtonPress;
    if ((key || mouse) && keyboardPlay_ != key) {
        keyboardPlay_ = key;
        updateStatus();
    }
    return QMainWindow::eventFilter(watched, e);
}

void MainWindow::watchInput(QWidget* w) {
    w->installEventFilter(this);
    if (auto* area = qobject_cast<QAbstractScrollArea*>(w))
        area->viewport()->installEventFilter(this);
}

bool MainWindow::event(QEvent* e) {
    const bool blocked = e->type() == QEvent::WindowBlocked;
    if (blocked || e->type() == QEvent::WindowUnblocked) {
        for (GameFront* f : fronts()) f->controller()->setPaused(blocked);
        if (!blocked) indian_->showWaitingResult();
    }
    return QMainWindow::event(e);
}

}  // namespace rummy

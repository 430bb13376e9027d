// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's saved games and deal codes: the autosave (Autosaver) and the offer to resume it,
// Game → Save… / Load…, and Game → Play a deal by code….
#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <utility>

#include "controller/autopilot.h"
#include "controller/match_id.h"
#include "io/deal_code.h"
#include "settings/app_settings.h"
#include "settings/settings_game_page.h"
#include "store/autosaver.h"
#include "store/gin_stats_recorder.h"
#include "store/meld_stats_recorder.h"
#include "store/save_store.h"
#include "store/stats_recorder.h"
#include "table/table_scene.h"
#include "windows/main_window.h"

namespace rummy {

namespace {
QString startFolder() {
    const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return docs.isEmpty() ? QDir::homePath() : docs;
}
}  // namespace

QString MainWindow::suggestedSavePath() {
    // A file name, not a folder: given a folder, the dialog offers the folder's own name
    // ("Documents") as the name to save under.
    return QDir(startFolder())
        .filePath(QStringLiteral("rummy-%1.rummy").arg(QDate::currentDate().toString(Qt::ISODate)));
}

void MainWindow::addSaveActions(QMenu* game) {
    game->addSeparator();
    QAction* save = game->addAction(tr("&Save…"), this, [this] {
        QString path = QFileDialog::getSaveFileName(this, tr("Save the game"), suggestedSavePath(),
                                                    tr("Rummy saves (*.rummy)"));
        if (path.isEmpty()) return;
        if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".rummy");
        saveGameTo(path);
    });
    save->setShortcut(QKeySequence(tr("Ctrl+S")));
    QAction* load = game->addAction(tr("&Load…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Load a saved game"), startFolder(), tr("Rummy saves (*.rummy)"));
        if (!path.isEmpty()) loadGameFrom(path);
    });
    load->setShortcut(QKeySequence(tr("Ctrl+L")));
    game->addAction(tr("Play a &deal by code…"), this, [this] {
        bool ok = false;
        const QString code = QInputDialog::getText(
            this, tr("Play a deal by code"),
            tr("Deal code (shown at the end of every deal, e.g. PTS-4-1ZK3M9QX0A7TB):"),
            QLineEdit::Normal, QString(), &ok);
        if (ok && !code.trimmed().isEmpty()) playDealCode(code);
    });
    game->addSeparator();
    // Quit from the menu or the session ending may bypass closeEvent.
    connect(qApp, &QCoreApplication::aboutToQuit, this, &MainWindow::autosave);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    autosave();
    QMainWindow::closeEvent(event);
}

void MainWindow::setAutosavePath(const QString& path) {
    autosaver_->setPath(path);
}

QString MainWindow::autosavePath() const {
    return autosaver_->path();
}

void MainWindow::autosave() {
    autosaver_->save();
    autosaver_->flush();
}

void MainWindow::startAutopilot() {
    if (autopilot_) return;
    showResults_ = false;
    autopilot_ = new Autopilot(this);
    autopilot_->setPauseMs(normalBotDelay_);
    autopilot_->watch(controller_);
    if (gin_) autopilot_->watch(gin_);
    if (meld_) autopilot_->watch(meld_);
    autopilot_->setPlaying(playingMeld()  ? static_cast<TableController*>(meld_)
                           : playingGin() ? static_cast<TableController*>(gin_)
                                          : controller_);
}

void MainWindow::cannotSave(const QString& why) {
    notSaved_->setToolTip(why);
    if (autosaver_->failing()) notSaved_->show();
    // Said once: a message on every move (or deal) would drown the game's own status line.
    if (std::exchange(toldCannotSave_, true)) return;
    qWarning("rummy: %s", qPrintable(why));
    saveMessage_ = tr("%1. Play goes on, without saving.").arg(why);
    lastProblem_ = saveMessage_;  // the next status line starts with it
    // Beside the status line for a while, then only "Not saved" while the autosave fails.
    notSaved_->setText(saveMessage_);
    notSaved_->show();
    QTimer::singleShot(kToldMs, notSaved_, [this] {
        notSaved_->setText(tr("Not saved"));
        notSaved_->setVisible(autosaver_->failing());
    });
}

bool MainWindow::showsNotSaved() const {
    return !notSaved_->isHidden();
}

QString MainWindow::notSavedText() const {
    return notSaved_->text();
}

void MainWindow::countFinishedDeal(const SaveStore::LoadResult& loaded) {
    if (statsPath_.isEmpty()) return;
    StatsRecorder::Recording r;
    if (loaded.meld) {
        if (loaded.meld->options.humanIsBot) return;
        r = MeldStatsRecorder::record(statsPath_, loaded.meld->game, loaded.meld->options.matchId);
    } else if (loaded.gin) {
        const GinGame& game = loaded.gin->game;
        if (!game.round().isOver() || loaded.gin->options.humanIsBot) return;
        r = GinStatsRecorder::record(statsPath_, game, loaded.gin->options.matchId);
    } else {
        const Match& match = loaded.game->match;
        if (!match.round().isOver() || loaded.game->options.humanIsBot) return;
        r = StatsRecorder::record(statsPath_, match, loaded.game->options.matchId);
    }
    if (r.counting == StatsRecorder::Counting::Failed)
        cannotSave(r.notice);
    else if (!r.notice.isEmpty())
        lastProblem_ = r.notice;
}

bool MainWindow::offerResume(ResumeAnswer answer) {
    const QString path = autosaver_->path();
    if (path.isEmpty() || !QFileInfo::exists(path)) return false;
    SaveStore::LoadResult loaded = SaveStore::load(path);
    if (!loaded) {
        const QString aside = SaveStore::setAside(path);
        const QString where =
            aside.isEmpty()
                ? tr("The file %1 could not be moved aside.").arg(QDir::toNativeSeparators(path))
                : tr("The file was kept as %1.").arg(QDir::toNativeSeparators(aside));
        showSaveProblem(tr("Unfinished match not restored"),
                        tr("Your unfinished match could not be restored. %1\n\n%2 A new match "
                           "starts.")
                            .arg(loaded.error, where));
        return false;
    }
    // Saves from before match ids: one now, so that the deal counted below is this match's.
    QString& id = loaded.meld  ? loaded.meld->options.matchId
                  : loaded.gin ? loaded.gin->options.matchId
                               : loaded.game->options.matchId;
    if (id.isEmpty()) id = newMatchId();
    // A kill may have come between the autosave of a deal's end and the statistics: count that
    // deal now, whatever the answer (a deal counted already is not counted again).
    countFinishedDeal(loaded);
    // A match that ended has nothing to offer: it is shown at its result, and the next one
    // starts from there.
    if (loaded.meld  ? loaded.meld->game.isOver()
        : loaded.gin ? loaded.gin->game.isOver()
                     : loaded.game->match.isOver())
        answer = ResumeAnswer::Resume;
    bool resume = answer == ResumeAnswer::Resume;
    if (answer == ResumeAnswer::Ask) {
        // Until the player answers, the file on disk is the match offered: a bot's move on the
        // fresh table behind the question must not replace it.
        autosaver_->setHeld(true);
        QMessageBox box(this);
        box.setIcon(QMessageBox::Question);
        box.setWindowTitle(tr("Unfinished match"));
        box.setText(tr("Resume your unfinished match?"));
        if (loaded.meld) {
            const TableGame& g = loaded.meld->game;
            box.setInformativeText(tr("A game of %1; it stopped in hand %2.")
                                       .arg(SettingsGamePage::gameTitle(g.rules().variant))
                                       .arg(g.currentHand().number + 1));
        } else if (loaded.gin) {
            const GinGame& g = loaded.gin->game;
            box.setInformativeText(tr("A game of Gin Rummy; it stopped in hand %1, at %2 to %3.")
                                       .arg(g.currentHand().number + 1)
                                       .arg(g.scores()[0])
                                       .arg(g.scores()[1]));
        } else {
            const Match& m = loaded.game->match;
            box.setInformativeText(
                tr("It stopped in deal %1, with %n player(s) at the table.", "", m.players())
                    .arg(m.currentDeal().number + 1));
        }
        QPushButton* yes = box.addButton(tr("Resume"), QMessageBox::AcceptRole);
        box.addButton(tr("New match"), QMessageBox::RejectRole);
        box.setDefaultButton(yes);
        box.exec();
        autosaver_->setHeld(false);
        resume = box.clickedButton() == yes;
    }
    if (!resume) {
        autosaver_->discard();  // declined: it would only be offered again
        return false;
    }
    resumeLoaded(loaded);
    return true;
}

void MainWindow::resumeLoaded(const SaveStore::LoadResult& loaded) {
    // Switching tables would write (or drop) the autosave of the game leaving the table: the
    // file keeps the previous game until the loaded one replaces it.
    autosaver_->setHeld(true);
    if (loaded.meld) {
        resumeMeld(loaded.meld->game, loaded.meld->options);
    } else if (loaded.gin) {
        resumeGin(loaded.gin->game, loaded.gin->options);
    } else {
        showTable(false);
        controller_->resume(loaded.game->match, loaded.game->options);
        scene_->setOwnGroups(loaded.game->options.handGroups);
    }
    autosaver_->setHeld(false);
    autosaver_->save();
    // A match resumed at its end: counted, nothing to keep.
    autosaver_->settle(playingMeld()  ? static_cast<TableController*>(meld_)
                       : playingGin() ? static_cast<TableController*>(gin_)
                                      : controller_);
}

bool MainWindow::saveGameTo(const QString& path) {
    QString error;
    const TableController& shown = playingMeld()  ? static_cast<TableController&>(*meld_)
                                   : playingGin() ? static_cast<TableController&>(*gin_)
                                                  : *controller_;
    const bool saved = SaveStore::save(path, shown, &error);
    if (saved) return true;
    showSaveProblem(tr("Game not saved"), error);
    return false;
}

bool MainWindow::loadGameFrom(const QString& path) {
    SaveStore::LoadResult loaded = SaveStore::load(path);
    if (!loaded) {
        // The player chose this file: leave it where it is, and the match on the table goes on.
        showSaveProblem(
            tr("Game not loaded"),
            tr("%1 could not be loaded. %2").arg(QDir::toNativeSeparators(path), loaded.error));
        return false;
    }
    resumeLoaded(loaded);
    return true;
}

bool MainWindow::playDealCode(const QString& text) {
    const QString trimmed = text.trimmed();
    const auto code = DealCode::parse(trimmed.toStdString());
    if (!code) {
        showSaveProblem(tr("Not a deal code"),
                        code.error() == ErrorCode::BadRules
                            ? tr("The deal code %1 names a deal no table can have: a table "
                                 "seats 2 to 6 players, and at least two of them are dealt in, "
                                 "the dealer among them.")
                                  .arg(trimmed)
                            : tr("“%1” is not a deal code. A code looks like "
                                 "PTS-4-1ZK3M9QX0A7TB: the format, the number of players and the "
                                 "deal.")
                                  .arg(trimmed));
        return false;
    }
    if (code->isTableGame()) {
        // A table game that starts with the coded hand (its shuffle and dealer) at the code's
        // table size, under the player's options when Settings hold that game (options never
        // change the deal), else the game's standard rules.
        const TableRules rules =
            appSettings_->table.variant == code->variant ? appSettings_->table : code->tableRules();
        auto game = TableGame::create(rules, code->players, code->seed, code->dealer, code->deal);
        if (!game) {
            showSaveProblem(tr("Not a deal code"),
                            tr("The deal code %1 names a hand that cannot be dealt.").arg(trimmed));
            return false;
        }
        AppSettings settings = *appSettings_;
        settings.table = rules;
        settings.tablePlayers = code->players;
        resumeMeld(game.value(), settings.toMeldOptions(code->seed));
        return true;
    }
    if (code->variant == Variant::Gin) {
        // A Gin game that starts with the coded hand (its shuffle and dealer), under the
        // player's Gin options: a code names the cards, not the rules.
        auto game = GinGame::create(appSettings_->gin, code->seed, code->dealer, code->deal);
        if (!game) {
            showSaveProblem(tr("Not a deal code"),
                            tr("The deal code %1 names a hand that cannot be dealt.").arg(trimmed));
            return false;
        }
        resumeGin(game.value(), appSettings_->toGinOptions(code->seed));
        return true;
    }
    auto match = Match::create(code->rules(), code->players, code->seed, code->start());
    if (!match) {
        showSaveProblem(tr("Not a deal code"),
                        tr("The deal code %1 asks for a format that cannot be played with %2 "
                           "players.")
                            .arg(trimmed)
                            .arg(code->players));
        return false;
    }
    // A fresh match that starts with the coded deal (its shuffle, dealer and seats dealt in)
    // and goes on from there: resume() starts it with the bots seeded from it, as a new match
    // would be. Bot levels, names and pace stay the player's.
    GameController::Options options = controller_->options();
    options.rules = code->rules();  // the code's game (13 or 21 cards) and format, standard rules
    options.format = code->format;
    showTable(false);
    controller_->resume(match.value(), options);
    return true;
}

void MainWindow::showSaveProblem(const QString& title, const QString& text) {
    saveMessage_ = text;
    lastProblem_ = text;
    updateStatus();
    QMessageBox::warning(this, title, text);
}

}  // namespace rummy

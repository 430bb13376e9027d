// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/saved_games.h"

#include <QAction>
#include <QApplication>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>

#include "controller/match_id.h"
#include "io/deal_code.h"
#include "settings/app_settings.h"
#include "settings/settings_game_page.h"
#include "store/autosaver.h"
#include "store/gin_stats_recorder.h"
#include "store/stats_recorder.h"
#include "store/table_game_stats_recorder.h"
#include "windows/gin_front.h"
#include "windows/indian_front.h"
#include "windows/main_window.h"
#include "windows/table_game_front.h"

namespace rummy {

namespace {
QString startFolder() {
    const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return docs.isEmpty() ? QDir::homePath() : docs;
}
}  // namespace

SavedGames::SavedGames(MainWindow* window, Autosaver* autosaver)
    : QObject(window), window_(window), autosaver_(autosaver) {}

QString SavedGames::suggestedSavePath() {
    // A file name, not a folder: given a folder, the dialog offers the folder's own name
    // ("Documents") as the name to save under.
    return QDir(startFolder())
        .filePath(QStringLiteral("rummy-%1.rummy").arg(QDate::currentDate().toString(Qt::ISODate)));
}

void SavedGames::addActions(QMenu* game) {
    QAction* save = game->addAction(tr("&Save…"), this, [this] {
        QString path = QFileDialog::getSaveFileName(
            window_, tr("Save the game"), suggestedSavePath(), tr("Rummy saves (*.rummy)"));
        if (path.isEmpty()) return;
        if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".rummy");
        saveTo(path);
    });
    save->setShortcut(QKeySequence(tr("Ctrl+S")));
    QAction* load = game->addAction(tr("&Load…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            window_, tr("Load a saved game"), startFolder(), tr("Rummy saves (*.rummy)"));
        if (!path.isEmpty()) loadFrom(path);
    });
    load->setShortcut(QKeySequence(tr("Ctrl+L")));
    game->addAction(tr("Play a &deal by code…"), this, [this] {
        bool ok = false;
        const QString code = QInputDialog::getText(
            window_, tr("Play a deal by code"),
            tr("Deal code (shown at the end of every deal, e.g. PTS-4-1ZK3M9QX0A7TB):"),
            QLineEdit::Normal, QString(), &ok);
        if (ok && !code.trimmed().isEmpty()) playDealCode(code);
    });
}

void SavedGames::countFinishedDeal(const SaveStore::LoadResult& loaded) {
    const QString& path = window_->statsPath();
    if (path.isEmpty()) return;
    StatsRecorder::Recording r;
    if (loaded.table()) {
        if (loaded.table()->options.humanIsBot) return;
        r = TableGameStatsRecorder::record(path, loaded.table()->game,
                                           loaded.table()->options.matchId);
    } else if (loaded.gin()) {
        const GinGame& game = loaded.gin()->game;
        if (!game.round().isOver() || loaded.gin()->options.humanIsBot) return;
        r = GinStatsRecorder::record(path, game, loaded.gin()->options.matchId);
    } else {
        const IndianMatch& match = loaded.indian()->match;
        if (!match.round().isOver() || loaded.indian()->options.humanIsBot) return;
        r = StatsRecorder::record(path, match, loaded.indian()->options.matchId);
    }
    if (r.counting == StatsRecorder::Counting::Failed)
        window_->cannotSave(r.notice);
    else if (!r.notice.isEmpty())
        window_->tell(r.notice);
}

bool SavedGames::offerResume(ResumeAnswer answer) {
    const QString path = autosaver_->path();
    if (path.isEmpty() || !QFileInfo::exists(path)) return false;
    SaveStore::LoadResult loaded = SaveStore::load(path);
    if (!loaded) {
        const QString aside = SaveStore::setAside(path);
        const QString where =
            aside.isEmpty()
                ? tr("The file %1 could not be moved aside.").arg(QDir::toNativeSeparators(path))
                : tr("The file was kept as %1.").arg(QDir::toNativeSeparators(aside));
        showProblem(tr("Unfinished match not restored"),
                    tr("Your unfinished match could not be restored. %1\n\n%2 A new match "
                       "starts.")
                        .arg(loaded.error, where));
        return false;
    }
    // Saves from before match ids: one now, so that the deal counted below is this match's.
    if (loaded.matchId().isEmpty()) loaded.matchId() = newMatchId();
    // A kill may have come between the autosave of a deal's end and the statistics: count that
    // deal now, whatever the answer (a deal counted already is not counted again).
    countFinishedDeal(loaded);
    // A match that ended has nothing to offer: it is shown at its result, and the next one
    // starts from there.
    if (loaded.isOver()) answer = ResumeAnswer::Resume;
    bool resume = answer == ResumeAnswer::Resume;
    if (answer == ResumeAnswer::Ask) {
        // Until the player answers, the file on disk is the match offered: a bot's move on the
        // fresh table behind the question must not replace it.
        autosaver_->setHeld(true);
        QMessageBox box(window_);
        box.setIcon(QMessageBox::Question);
        box.setWindowTitle(tr("Unfinished match"));
        box.setText(tr("Resume your unfinished match?"));
        if (loaded.table()) {
            const TableGame& g = loaded.table()->game;
            box.setInformativeText(tr("A game of %1; it stopped in hand %2.")
                                       .arg(SettingsGamePage::gameTitle(g.rules().variant))
                                       .arg(g.currentDeal().number + 1));
        } else if (loaded.gin()) {
            const GinGame& g = loaded.gin()->game;
            box.setInformativeText(tr("A game of Gin Rummy; it stopped in hand %1, at %2 to %3.")
                                       .arg(g.currentDeal().number + 1)
                                       .arg(g.scores()[0])
                                       .arg(g.scores()[1]));
        } else {
            const IndianMatch& m = loaded.indian()->match;
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

void SavedGames::resumeLoaded(const SaveStore::LoadResult& loaded) {
    // Switching tables would write (or drop) the autosave of the game leaving the table: the
    // file keeps the previous game until the loaded one replaces it.
    autosaver_->setHeld(true);
    GameFront* front = window_->indianFront();
    if (loaded.table())
        front = window_->meldFront(loaded.table()->options);
    else if (loaded.gin())
        front = window_->ginFront(loaded.gin()->options);
    front->resume(loaded);
    window_->showFront(front);
    autosaver_->setHeld(false);
    autosaver_->save();
    // A match resumed at its end: counted, nothing to keep.
    autosaver_->settle(front->controller());
}

bool SavedGames::saveTo(const QString& path) {
    QString error;
    if (SaveStore::save(path, *window_->shownFront()->controller(), &error)) return true;
    showProblem(tr("Game not saved"), error);
    return false;
}

bool SavedGames::loadFrom(const QString& path) {
    SaveStore::LoadResult loaded = SaveStore::load(path);
    if (!loaded) {
        // The player chose this file: leave it where it is, and the match on the table goes on.
        showProblem(
            tr("Game not loaded"),
            tr("%1 could not be loaded. %2").arg(QDir::toNativeSeparators(path), loaded.error));
        return false;
    }
    resumeLoaded(loaded);
    return true;
}

bool SavedGames::playDealCode(const QString& text) {
    const QString trimmed = text.trimmed();
    const auto code = DealCode::parse(trimmed.toStdString());
    if (!code) {
        showProblem(tr("Not a deal code"),
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
    const AppSettings& mine = window_->appSettings();
    if (code->isTableGame()) {
        // A table game that starts with the coded hand (its shuffle and dealer) at the code's
        // table size, under the player's options when Settings hold that game (options never
        // change the deal), else the game's standard rules.
        const TableRules rules =
            mine.table.variant == code->variant ? mine.table : code->tableRules();
        auto game = TableGame::create(rules, code->players, code->seed,
                                      MatchStart{code->deal, code->dealer});
        if (!game) {
            showProblem(tr("Not a deal code"),
                        tr("The deal code %1 names a hand that cannot be dealt.").arg(trimmed));
            return false;
        }
        AppSettings settings = mine;
        settings.table = rules;
        settings.tablePlayers = code->players;
        const TableGameController::Options options = settings.toTableGameOptions(code->seed);
        TableGameFront* front = window_->meldFront(options);
        front->resumeGame(game.value(), options);
        window_->showFront(front);
        return true;
    }
    if (code->variant == Variant::Gin) {
        // A Gin game that starts with the coded hand (its shuffle and dealer), under the
        // player's Gin options: a code names the cards, not the rules.
        auto game = GinGame::create(mine.gin, 2, code->seed, MatchStart{code->deal, code->dealer});
        if (!game) {
            showProblem(tr("Not a deal code"),
                        tr("The deal code %1 names a hand that cannot be dealt.").arg(trimmed));
            return false;
        }
        const GinController::Options options = mine.toGinOptions(code->seed);
        GinFront* front = window_->ginFront(options);
        front->resumeGame(game.value(), options);
        window_->showFront(front);
        return true;
    }
    auto match = IndianMatch::create(code->rules(), code->players, code->seed, code->start());
    if (!match) {
        showProblem(tr("Not a deal code"),
                    tr("The deal code %1 asks for a format that cannot be played with %2 "
                       "players.")
                        .arg(trimmed)
                        .arg(code->players));
        return false;
    }
    // A fresh match that starts with the coded deal (its shuffle, dealer and seats dealt in)
    // and goes on from there: resume() starts it with the bots seeded from it, as a new match
    // would be. Bot levels, names and pace stay the player's.
    IndianFront* front = window_->indianFront();
    IndianController::Options options = front->match()->options();
    options.rules = code->rules();  // the code's game (13 or 21 cards) and format, standard rules
    options.format = code->format;
    window_->showFront(front);
    front->playMatch(match.value(), options);
    return true;
}

void SavedGames::showProblem(const QString& title, const QString& text) {
    message_ = text;
    window_->tell(text);
    QMessageBox::warning(window_, title, text);
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's statistics, hints and rules window: the recorder that keeps the statistics
// file up to date, Game > Statistics…, the Hint button and Help > Rules.
#include <QAction>
#include <QMenu>
#include <QToolBar>

#include "controller/hint_provider.h"
#include "store/atomic_file.h"
#include "store/autosaver.h"
#include "store/gin_stats_recorder.h"
#include "store/meld_stats_recorder.h"
#include "store/stats_recorder.h"
#include "windows/gin_rules_dialog.h"
#include "windows/main_window.h"
#include "windows/rules_dialog.h"
#include "windows/stats_dialog.h"

namespace rummy {

void MainWindow::addStatsAction(QMenu* game) {
    auto* recorder = new StatsRecorder(controller_, this, QString());
    connect(recorder, &StatsRecorder::notice, this, [this](const QString& text) {
        lastProblem_ = text;
        updateStatus();
    });
    connect(recorder, &StatsRecorder::saveFailed, this, &MainWindow::cannotSave);
    connect(recorder, &StatsRecorder::aboutToRecord, autosaver_, &Autosaver::flush);
    connect(recorder, &StatsRecorder::settled, autosaver_,
            [this] { autosaver_->settle(controller_); });
    QAction* stats = game->addAction(tr("&Statistics…"), this, [this] {
        const QString path = findChild<StatsRecorder*>()->path();
        StatsDialog dialog(this, controller_->match().rules().format,
                           path.isEmpty() ? StatsStore::defaultPath() : path);
        if (playingMeld())
            dialog.showTableGame(meld_->game().rules().variant);
        else if (playingGin())
            dialog.showGin();
        else
            dialog.setFormat(controller_->match().rules().format,
                             controller_->match().rules().variant);
        dialog.exec();
    });
    stats->setObjectName(QStringLiteral("statistics"));
}

void MainWindow::setStatsPath(const QString& path) {
    statsPath_ = path;
    if (!path.isEmpty()) removeLeftovers(path);
    findChild<StatsRecorder*>()->setPath(path);
    if (auto* gin = findChild<GinStatsRecorder*>()) gin->setPath(path);
    if (auto* meld = findChild<MeldStatsRecorder*>()) meld->setPath(path);
}

void MainWindow::addHintAction(QToolBar* bar) {
    auto* hints = new HintProvider(controller_, scene_, this);
    bar->addAction(hints->action());
    connect(hints, &HintProvider::message, this, [this](const QString& text) {
        lastProblem_ = text;
        updateStatus();
    });
}

void MainWindow::showRules() {
    if (playingMeld()) {
        showMeldRules();
        return;
    }
    if (playingGin()) {
        GinRulesDialog dialog(gin_->game().rules(), this);
        dialog.exec();
        return;
    }
    RulesDialog dialog(controller_->match().rules(), controller_->match().players(), this);
    dialog.exec();
}

}  // namespace rummy

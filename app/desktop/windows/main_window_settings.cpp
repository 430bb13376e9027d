// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's part of the settings: the Settings… action, the dialog, and applying what it
// returns (the table at once, the game from the next match).
#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <memory>

#include "settings/app_settings.h"
#include "settings/settings_dialog.h"
#include "settings/settings_game_page.h"
#include "table/card_cache.h"
#include "table/gin_table_scene.h"
#include "table/meld_table_scene.h"
#include "table/table_scene.h"
#include "windows/main_window.h"

namespace rummy {

void MainWindow::addSettingsAction(QMenu* game) {
    QAction* settings = game->addAction(tr("&Settings…"), this, &MainWindow::openSettings);
    settings->setObjectName(QStringLiteral("settings"));
    settings->setMenuRole(QAction::PreferencesRole);
    // Not every platform has a standard key for preferences (offscreen has none).
    settings->setShortcut(QKeySequence(QKeySequence::Preferences).isEmpty()
                              ? QKeySequence(tr("Ctrl+,"))
                              : QKeySequence(QKeySequence::Preferences));
}

QString MainWindow::setAppSettings(const AppSettings& settings) {
    *appSettings_ = settings;
    return applyTableOptions(settings);
}

QString MainWindow::applyTableOptions(const AppSettings& settings) {
    QString problem;
    if (cache_->deckId() != settings.deck && !cache_->setDeck(settings.deck, &problem))
        appSettings_->deck = cache_->deckId();  // the dialog shows the deck in use
    scene_->setBackElement(settings.back);      // redraws every card from the (new) deck
    scene_->setTableColour(settings.tableColour);
    if (ginScene_) {
        ginScene_->setBackElement(settings.back);
        ginScene_->setTableColour(settings.tableColour);
    }
    if (meldScene_) {
        meldScene_->setBackElement(settings.back);
        meldScene_->setTableColour(settings.tableColour);
    }
    normalBotDelay_ = settings.botDelayMs;
    setAnimationSpeed(settings.animation);
    applySoundOptions(settings);
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
    // The match under way keeps its rules; the next one (New game, or this one's end) starts
    // with the new ones, from the seed the controller would have used anyway.
    controller_->setNextMatchOptions(settings.toOptions(controller_->options().seed + 1));
    if (gin_) gin_->setNextGameOptions(settings.toGinOptions(gin_->options().seed + 1));
    if (meld_) meld_->setNextGameOptions(settings.toMeldOptions(meld_->options().seed + 1));
}

void MainWindow::openSettings() {
    SettingsDialog dialog(*appSettings_, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const AppSettings chosen = dialog.settings();
    applySettings(chosen);
    // Another game was chosen: the table of the game under way cannot play it, so offer to
    // start it now rather than leave the player wondering where it is.
    const Variant onTable = playingMeld()  ? meld_->options().rules.variant
                            : playingGin() ? Variant::Gin
                                           : controller_->match().rules().variant;
    if (chosen.game == onTable) return;
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

}  // namespace rummy

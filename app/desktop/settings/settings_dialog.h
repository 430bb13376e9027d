// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include "settings/app_settings.h"

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTabWidget;

namespace rummy {

class SettingsGamePage;
class SettingsGinPage;
class SettingsTableGamePage;
class SettingsRulesPage;
class SettingsTablePage;

// Settings: the Game, House rules and Table tabs. The House rules tab shows the options of the
// game chosen on the Game tab (Indian Rummy's rule set or Gin's options). Picking a format
// fills the house rules with that format's standard ones; a combination the engine cannot deal
// (IndianRules::validate fails for the number of players) greys out OK and says why. Restore
// defaults resets the tab shown.
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(const AppSettings& settings, QWidget* parent = nullptr);

    AppSettings settings() const;
    QPushButton* okButton() const;
    QTabWidget* tabs() const { return tabs_; }
    QString problem() const;  // why OK is greyed out; empty when it is not
    void restoreDefaults();   // the tab shown

    // Why these rules cannot be played by `players`, in words; empty when they can.
    static QString whyInvalid(const IndianRules& rules, int players);

private:
    void check();
    void showRulesOf(Variant game);  // the House rules page of that game

    AppSettings initial_;
    QTabWidget* tabs_;
    SettingsGamePage* game_;
    SettingsRulesPage* rules_;
    SettingsGinPage* gin_;
    SettingsTableGamePage* meld_;
    QStackedWidget* rulesStack_;
    SettingsTablePage* table_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
};

}  // namespace rummy

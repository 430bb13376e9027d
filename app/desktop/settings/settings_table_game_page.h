// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>
#include <utility>
#include <vector>

#include "settings/table_game_options.h"
#include "table/table_rules.h"

class QCheckBox;
class QFormLayout;
class QSpinBox;

namespace rummy {

// The Settings dialog's House rules tab when a table game (Straight Rummy, Rummy 500, Rummy 51,
// Kaluki) is chosen: a control for each option of settings/table_game_options.h that applies to
// that game, with a tooltip saying what it does and the preset's value. setRules() with another
// game's rules shows that game's options.
class SettingsTableGamePage : public QWidget {
    Q_OBJECT
public:
    explicit SettingsTableGamePage(QWidget* parent = nullptr);

    void setRules(const TableRules& rules);
    TableRules rules() const;  // the rules given, with the controls' values
    void restoreDefaults() { setRules(TableRules::preset(base_.variant)); }

    struct OptionText {
        OptionText(QString l = {}, QString h = {}, QString z = {})
            : label(std::move(l)), help(std::move(h)), zero(std::move(z)) {}
        QString label;
        QString help;
        QString zero;  // what a number's 0 means, shown instead of it (empty: shown as 0)
    };
    static OptionText optionText(const QString& key);

signals:
    void changed();

private:
    struct Control {
        const TableGameOption* option;
        QSpinBox* spin;
        QCheckBox* check;
    };

    TableRules base_;
    QFormLayout* form_;
    std::vector<Control> controls_;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>
#include <vector>

#include "gin/gin_rules.h"
#include "settings/gin_options.h"

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace rummy {

// The Settings dialog's House rules tab when Gin is the game: a control for every Gin option
// (settings/gin_options.h: its range), each with a tooltip that says what it does and its
// standard value. The Oklahoma options are greyed out without Oklahoma, and so is the knock
// value when Oklahoma or straight gin decides it; they keep their values.
class SettingsGinPage : public QWidget {
    Q_OBJECT
public:
    explicit SettingsGinPage(QWidget* parent = nullptr);

    void setRules(const GinRules& rules);
    GinRules rules() const;
    void restoreDefaults() { setRules(GinRules{}); }

    // The words of an option (by its key): its label with an accelerator, and what it does.
    struct OptionText {
        QString label;
        QString help;
    };
    static OptionText optionText(const QString& key);

signals:
    void changed();

private:
    struct Control {
        const GinOption* option;
        QSpinBox* spin;
        QCheckBox* check;
    };
    void updateEnabled();

    std::vector<Control> controls_;
    QComboBox* wall_;
};

}  // namespace rummy

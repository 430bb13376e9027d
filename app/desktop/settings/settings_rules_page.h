// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>
#include <vector>

#include "game/rule_set.h"

class QCheckBox;
class QFormLayout;
class QSpinBox;

namespace rummy {

// The Settings dialog's House rules tab: a control for every option of a RuleSet, each with
// a tooltip that says what it does and its standard value in the current format. Options the
// format does not use (the pool limit outside Pool, chips outside Deals...) are greyed out but
// keep their values.
class SettingsRulesPage : public QWidget {
    Q_OBJECT
public:
    explicit SettingsRulesPage(QWidget* parent = nullptr);

    void setRules(const RuleSet& rules);  // its format decides what is enabled
    RuleSet rules() const;
    // Another format: the controls it uses are enabled and the tooltips name its defaults;
    // the values stay (the dialog fills them from the preset).
    void setFormat(MatchFormat format);
    void restoreDefaults() { setRules(RuleSet::preset(format_)); }

signals:
    void changed();

private:
    struct IntControl {
        int RuleSet::*field;
        QSpinBox* spin;
        QString help;
    };
    struct BoolControl {
        bool RuleSet::*field;
        QCheckBox* check;
        QString help;
    };
    QSpinBox* addSpin(int RuleSet::*field, const char* key, const QString& label,
                      const QString& help, QFormLayout* form);
    QCheckBox* addCheck(bool RuleSet::*field, const char* key, const QString& label,
                        const QString& help, QFormLayout* form);
    void updateEnabled();
    void updateTooltips();

    MatchFormat format_ = MatchFormat::Points;
    RuleSet base_;  // fields without a control (hand size) pass through unchanged
    std::vector<IntControl> ints_;
    std::vector<BoolControl> bools_;
};

}  // namespace rummy

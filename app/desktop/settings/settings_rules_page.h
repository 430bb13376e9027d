// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>
#include <vector>

#include "game/rule_fields.h"
#include "indian/indian_rules.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QSpinBox;

namespace rummy {

// The Settings dialog's House rules tab: a control for every option of a IndianRules, each with
// a tooltip that says what it does and its standard value in the current format. Options the
// format does not use (the pool limit outside Pool, chips outside Deals...) are greyed out but
// keep their values. The controls are built from the table of rule fields (game/rule_fields.h):
// its range, section and position; only the words are this page's.
class SettingsRulesPage : public QWidget {
    Q_OBJECT
public:
    explicit SettingsRulesPage(QWidget* parent = nullptr);

    void setRules(const IndianRules& rules);  // its format decides what is enabled
    IndianRules rules() const;
    // Another format: the controls it uses are enabled and the tooltips name its defaults;
    // the values stay (the dialog fills them from the preset).
    void setFormat(MatchFormat format);
    void restoreDefaults() { setRules(IndianRules::preset(format_, base_.variant)); }

    // The words of a rule field: its label (with an accelerator), what it does, and for a
    // number the text shown at its minimum (empty: the number).
    struct RuleText {
        QString label;
        QString help;
        QString atMinimum;
    };
    static RuleText ruleText(RuleLabel label);
    static QString sectionTitle(RuleSection section);

signals:
    void changed();

private:
    // One control per field with a section; exactly one of spin and check is set.
    struct Control {
        const RuleField* field;
        QSpinBox* spin;
        QCheckBox* check;
        QString help;
    };
    void addControl(const RuleField& field, QFormLayout* form);
    // 21-card's value-card scheme: a choice among names, so no row of the table of fields.
    void addValueCards(QFormLayout* form);
    void updateEnabled();
    void updateTooltips();

    MatchFormat format_ = MatchFormat::Points;
    IndianRules base_;  // fields without a control (hand size, variant) pass through unchanged
    QFormLayout* scoringForm_ = nullptr;
    QComboBox* valueCards_ = nullptr;  // shown for 21-card only
    std::vector<Control> controls_;
};

}  // namespace rummy

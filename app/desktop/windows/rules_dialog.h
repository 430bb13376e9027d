// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QStringList>

#include "indian/indian_rules.h"

class QTextBrowser;

namespace rummy {

// Help > Rules (F1): the rules of the game (docs/rules.md, embedded), opened by a section on
// the house rules of the match being played, since those change from table to table.
class RulesDialog : public QDialog {
    Q_OBJECT
public:
    RulesDialog(const IndianRules& rules, int players, QWidget* parent = nullptr);

    // The house rules, one sentence each, in the order the section lists them.
    static QStringList houseRules(const IndianRules& rules, int players);
    QTextBrowser* browser() const { return browser_; }

private:
    QTextBrowser* browser_;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QStringList>

#include "gin/gin_rules.h"

class QTextBrowser;

namespace rummy {

// Help > Rules (F1) at the Gin table: how Gin is played (resources/help/gin.md, embedded),
// opened by the options of the game being played, since those change from table to table.
class GinRulesDialog : public QDialog {
    Q_OBJECT
public:
    explicit GinRulesDialog(const GinRules& rules, QWidget* parent = nullptr);

    // The game's options, one sentence each.
    static QStringList tableRules(const GinRules& rules);
    QTextBrowser* browser() const { return browser_; }

private:
    QTextBrowser* browser_;
};

}  // namespace rummy

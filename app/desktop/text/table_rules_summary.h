// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include "table/table_rules.h"

namespace rummy {

// The rules of the table being played, in a few lines of Markdown for the top of a table
// game's rules window: what the preset and the options make of the game the help page below
// describes (a Kaluki table reads its own deal, pile, jokers, ace and scoring here before the
// Rummy 51 page it shares).
class TableRulesSummary {
    Q_DECLARE_TR_FUNCTIONS(rummy::TableRulesSummary)
public:
    static QString markdown(const TableRules& rules, int players);
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

#include "match/match_fwd.h"

class QLineEdit;

namespace rummy {

// A line for the result screen: the deal code of the deal just played in selectable text, a
// Copy button, and how to replay it. The code (core/deal_code.h) is the format's preset, the
// table size, the match seed and, after a match's first deal, which deal it was, who dealt and
// who sat out, so it deals that very deal again; house rules are not part of it, and the line
// says so when the match was played under them.
class DealCodeBar : public QWidget {
    Q_OBJECT
public:
    explicit DealCodeBar(const IndianMatch& match, QWidget* parent = nullptr);
    static QString codeOf(const IndianMatch& match);
    QString code() const { return code_; }

private:
    QString code_;
    QLineEdit* field_;
};

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/deal_code_bar.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "io/deal_code.h"
#include "match/match.h"

namespace rummy {

QString DealCodeBar::codeOf(const IndianMatch& match) {
    return QString::fromStdString(DealCode::of(match).toString());
}

DealCodeBar::DealCodeBar(const IndianMatch& match, QWidget* parent)
    : QWidget(parent), code_(codeOf(match)), field_(new QLineEdit(code_)) {
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    auto* label = new QLabel(tr("Deal code:"));
    label->setBuddy(field_);
    field_->setObjectName(QStringLiteral("dealCode"));
    field_->setReadOnly(true);
    field_->setAccessibleName(tr("Deal code"));
    auto* copy = new QPushButton(tr("Copy"));
    copy->setObjectName(QStringLiteral("copyDealCode"));
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(code_); });
    row->addWidget(label);
    row->addWidget(field_, 1);
    row->addWidget(copy);
    column->addLayout(row);
    QString hint = tr("Replay it with Game → Play a deal by code…");
    if (match.rules() != IndianRules::preset(match.rules().format, match.rules().variant))
        hint += QLatin1Char(' ') + tr("The code keeps the standard rules of the format, not the "
                                      "house rules of this match.");
    auto* note = new QLabel(hint);
    note->setWordWrap(true);
    column->addWidget(note);
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/match_header.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

#include "controller/gin_controller.h"
#include "controller/indian_controller.h"
#include "controller/table_game_controller.h"
#include "settings/settings_game_page.h"
#include "text/desktop_text.h"

namespace rummy {

namespace {
const QString kDot = QStringLiteral(" · ");
}

MatchHeader::MatchHeader(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("matchHeader"));
    label_ = new QLabel(this);
    label_->setObjectName(QStringLiteral("matchHeaderText"));
    QFont f = label_->font();
    f.setBold(true);
    label_->setFont(f);
    label_->setAccessibleName(tr("What is being played"));
    standings_ = new QToolButton(this);
    standings_->setText(tr("Standings"));
    standings_->setToolTip(tr("The match's running scores"));
    standings_->setAutoRaise(true);
    connect(standings_, &QToolButton::clicked, this, &MatchHeader::standingsRequested);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(10, 2, 10, 2);
    row->addWidget(label_, 1);
    row->addWidget(standings_);
}

QString MatchHeader::indianText(const IndianMatch& match) {
    const IndianRules& rules = match.rules();
    const int deal = match.currentDeal().number + 1;
    QString dealText = rules.isDeals() ? tr("Deal %1 of %2").arg(deal).arg(rules.dealsCount())
                                       : tr("Deal %1").arg(deal);
    if (match.currentDeal().tieBreaker) dealText = tr("Deal %1 (tie-breaker)").arg(deal);
    const QString game = rules.variant == Variant::Indian21 ? tr("21 cards") + kDot : QString();
    return game + text::formatTitle(rules.format) + kDot + dealText + kDot +
           tr("%1 players").arg(match.players());
}

QString MatchHeader::ginText(const GinGame& game) {
    const int hand = game.currentDeal().number + 1;
    return tr("Gin Rummy") + kDot + tr("Hand %1").arg(hand) + kDot +
           tr("Game to %1").arg(game.rules().target);
}

QString MatchHeader::tableText(const TableGame& game) {
    const TableRules& rules = game.rules();
    const int hand = game.currentDeal().number + 1;
    const QString length =
        rules.hands > 0 ? tr("Hand %1 of %2").arg(hand).arg(rules.hands)
                        : tr("Hand %1").arg(hand) + kDot + tr("Game to %1").arg(rules.target);
    return SettingsGamePage::gameTitle(rules.variant) + kDot + length + kDot +
           tr("%1 players").arg(game.players());
}

void MatchHeader::showIndian(const IndianController* controller) {
    label_->setText(indianText(controller->match()));
    standings_->setVisible(true);
}

void MatchHeader::showGin(const GinController* controller) {
    label_->setText(ginText(controller->game()));
    standings_->setVisible(false);  // the Gin table keeps its score sheet in view
}

void MatchHeader::showTable(const TableGameController* controller) {
    label_->setText(tableText(controller->game()));
    standings_->setVisible(false);  // the table's seats and result panel carry the scores
}

QString MatchHeader::text() const {
    return label_->text();
}

}  // namespace rummy

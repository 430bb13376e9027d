// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/settings_rules_page.h"

#include "text/desktop_text.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include "settings/app_settings.h"
#include "settings/settings_game_page.h"

namespace rummy {

QSpinBox* SettingsRulesPage::addSpin(int RuleSet::*field, const char* key, const QString& label,
                                     const QString& help, QFormLayout* form) {
    auto* spin = new QSpinBox;
    spin->setObjectName(QString::fromLatin1(key));
    const AppSettings::Range range = AppSettings::rangeOf(field);
    spin->setRange(range.min, range.max);
    QString name = label;
    spin->setAccessibleName(name.remove(QLatin1Char('&')).remove(QLatin1Char(':')));
    form->addRow(label, spin);
    connect(spin, &QSpinBox::valueChanged, this, [this] {
        updateEnabled();
        emit changed();
    });
    ints_.push_back({field, spin, help});
    return spin;
}

QCheckBox* SettingsRulesPage::addCheck(bool RuleSet::*field, const char* key, const QString& label,
                                       const QString& help, QFormLayout* form) {
    auto* check = new QCheckBox(label);
    check->setObjectName(QString::fromLatin1(key));
    QString name = label;
    check->setAccessibleName(name.remove(QLatin1Char('&')));
    form->addRow(check);
    connect(check, &QCheckBox::toggled, this, [this] {
        updateEnabled();
        emit changed();
    });
    bools_.push_back({field, check, help});
    return check;
}

SettingsRulesPage::SettingsRulesPage(QWidget* parent) : QWidget(parent) {
    auto* inner = new QWidget;
    auto* column = new QVBoxLayout(inner);
    const auto group = [&](const QString& title) {
        auto* box = new QGroupBox(title);
        auto* form = new QFormLayout(box);
        column->addWidget(box);
        return form;
    };
    QFormLayout* shoe = group(tr("The shoe"));
    addSpin(&RuleSet::decks, "decks", tr("&Decks:"),
            tr("How many 52-card decks are shuffled together."), shoe);
    addSpin(&RuleSet::printedJokers, "printedJokers", tr("Printed &jokers:"),
            tr("Printed jokers in the whole shoe; each is wild."), shoe);
    addCheck(&RuleSet::wildJoker, "wildJoker", tr("&Wild card rank"),
             tr("A card is cut face up after the deal; every card of its rank is a joker."), shoe);

    QFormLayout* scoring = group(tr("Scoring"));
    addSpin(&RuleSet::firstDrop, "firstDrop", tr("&First drop:"),
            tr("Points for leaving the deal before one's first draw."), scoring);
    addSpin(&RuleSet::middleDrop, "middleDrop", tr("&Middle drop:"),
            tr("Points for leaving the deal after having drawn."), scoring);
    addSpin(&RuleSet::wrongDeclaration, "wrongDeclaration", tr("Wrong &declaration:"),
            tr("Points for declaring a hand that is not valid."), scoring);
    addSpin(&RuleSet::maxPoints, "maxPoints", tr("&Cap on a hand:"),
            tr("The most a losing hand can cost."), scoring);
    addSpin(&RuleSet::validUndeclared, "validUndeclared", tr("&Valid hand, not declared:"),
            tr("What a loser pays whose hand was already valid."), scoring);
    addCheck(&RuleSet::pureSequenceAlone, "pureSequenceAlone",
             tr("A pure sequence &alone lowers the count"),
             tr("A loser with a pure sequence but no second sequence does not pay for the "
                "cards of that pure sequence."),
             scoring);

    QFormLayout* play = group(tr("Play"));
    addCheck(&RuleSet::jokerFromOpenDeck, "jokerFromOpenDeck",
             tr("&Jokers may be taken from the open deck"),
             tr("When off, a joker thrown on the open deck stays there (the first open card "
                "may always be taken)."),
             play);
    addCheck(&RuleSet::invalidDeclarationEndsRound, "invalidDeclarationEndsRound",
             tr("A wrong declaration &ends the deal"),
             tr("When off, the player who declared wrongly pays and the others play on."), play);
    QSpinBox* timer =
        addSpin(&RuleSet::turnTimerSeconds, "turnTimerSeconds", tr("&Turn timer (seconds):"),
                tr("Seconds for each turn; 0 means no timer."), play);
    timer->setSpecialValueText(tr("No timer"));
    addSpin(&RuleSet::missedTurnsAsDrop, "missedTurnsAsDrop", tr("Missed turns &as a drop:"),
            tr("Turns in a row that run out of time before the player counts as a middle drop."),
            play);

    QFormLayout* pool = group(tr("Pool"));
    addSpin(&RuleSet::poolLimit, "poolLimit", tr("Pool &limit:"),
            tr("A player who reaches this score is out."), pool);
    addCheck(&RuleSet::allowRejoin, "allowRejoin", tr("Players who are out may &re-join"),
             tr("A player who is out may buy back in, at the highest remaining score plus one."),
             pool);
    addSpin(&RuleSet::rejoinMax, "rejoinMax", tr("Re-join &while the top score is at most:"),
            tr("Re-joining is allowed only while no remaining player has more than this."), pool);

    QFormLayout* stakes = group(tr("Stakes"));
    addSpin(&RuleSet::chipsPerDeal, "chipsPerDeal", tr("C&hips per deal:"),
            tr("Deals formats: each player starts with this many chips for every deal."), stakes);
    addSpin(&RuleSet::pointValue, "pointValue", tr("&Point value:"),
            tr("Points format: what one point is worth, for the result screen."), stakes);
    column->addStretch(1);

    auto* scroll = new QScrollArea;
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll, 1);
    auto* restore = new QPushButton(tr("Restore the format's standard rules"));
    restore->setObjectName(QStringLiteral("restoreRules"));
    restore->setToolTip(tr("Sets every house rule to the standard value of the chosen format."));
    connect(restore, &QPushButton::clicked, this, &SettingsRulesPage::restoreDefaults);
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(restore);
    layout->addLayout(row);
    setRules(RuleSet::preset(MatchFormat::Points));
}

void SettingsRulesPage::setRules(const RuleSet& rules) {
    base_ = rules;
    for (const IntControl& c : ints_) {
        const QSignalBlocker block(c.spin);
        c.spin->setValue(rules.*c.field);
    }
    for (const BoolControl& c : bools_) {
        const QSignalBlocker block(c.check);
        c.check->setChecked(rules.*c.field);
    }
    setFormat(rules.format);
    emit changed();
}

RuleSet SettingsRulesPage::rules() const {
    RuleSet r = base_;
    r.format = format_;
    for (const IntControl& c : ints_) r.*c.field = c.spin->value();
    for (const BoolControl& c : bools_) r.*c.field = c.check->isChecked();
    return r;
}

void SettingsRulesPage::setFormat(MatchFormat format) {
    format_ = format;
    updateEnabled();
    updateTooltips();
}

void SettingsRulesPage::updateEnabled() {
    const RuleSet r = rules();
    for (const IntControl& c : ints_) {
        bool on = true;
        if (c.field == &RuleSet::firstDrop || c.field == &RuleSet::middleDrop)
            on = r.dropAllowed();
        else if (c.field == &RuleSet::poolLimit)
            on = r.isPool();
        else if (c.field == &RuleSet::rejoinMax)
            on = r.isPool() && r.allowRejoin;
        else if (c.field == &RuleSet::chipsPerDeal)
            on = r.isDeals();
        else if (c.field == &RuleSet::pointValue)
            on = r.format == MatchFormat::Points;
        else if (c.field == &RuleSet::missedTurnsAsDrop)
            on = r.turnTimerSeconds > 0;
        c.spin->setEnabled(on);
    }
    for (const BoolControl& c : bools_)
        c.check->setEnabled(c.field != &RuleSet::allowRejoin || r.isPool());
}

void SettingsRulesPage::updateTooltips() {
    const RuleSet preset = RuleSet::preset(format_);
    const QString format = text::formatTitle(format_);
    for (const IntControl& c : ints_) {
        const QString tip =
            c.help + QLatin1Char(' ') + tr("Standard in %1: %2.").arg(format).arg(preset.*c.field);
        c.spin->setToolTip(tip);
        c.spin->setAccessibleDescription(tip);
    }
    for (const BoolControl& c : bools_) {
        const QString tip =
            c.help + QLatin1Char(' ') +
            tr("Standard in %1: %2.").arg(format, preset.*c.field ? tr("on") : tr("off"));
        c.check->setToolTip(tip);
        c.check->setAccessibleDescription(tip);
    }
}

}  // namespace rummy

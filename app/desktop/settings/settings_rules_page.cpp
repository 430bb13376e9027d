// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/settings_rules_page.h"

#include "text/desktop_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace rummy {

SettingsRulesPage::RuleText SettingsRulesPage::ruleText(RuleLabel label) {
    switch (label) {
        case RuleLabel::Decks:
            return {tr("&Decks:"), tr("How many 52-card decks are shuffled together."), {}};
        case RuleLabel::PrintedJokers:
            return {
                tr("Printed &jokers:"), tr("Printed jokers in the whole shoe; each is wild."), {}};
        case RuleLabel::HandSize:
            return {};  // the variant deals it; the player is never asked
        case RuleLabel::WildJoker:
            return {tr("&Wild card rank"),
                    tr("A card is cut face up after the deal; every card of its rank is a joker."),
                    {}};
        case RuleLabel::FirstDrop:
            return {
                tr("&First drop:"), tr("Points for leaving the deal before one's first draw."), {}};
        case RuleLabel::MiddleDrop:
            return {tr("&Middle drop:"), tr("Points for leaving the deal after having drawn."), {}};
        case RuleLabel::WrongDeclaration:
            return {tr("Wrong &declaration:"),
                    tr("Points for declaring a hand that is not valid."),
                    {}};
        case RuleLabel::MaxPoints:
            return {tr("&Cap on a hand:"), tr("The most a losing hand can cost."), {}};
        case RuleLabel::ValidUndeclared:
            return {tr("&Valid hand, not declared:"),
                    tr("What a loser pays whose hand was already valid."),
                    {}};
        case RuleLabel::PureSequenceAlone:
            return {tr("A pure sequence &alone lowers the count"),
                    tr("A loser with a pure sequence but no second sequence does not pay for the "
                       "cards of that pure sequence."),
                    {}};
        case RuleLabel::JokerFromOpenDeck:
            return {tr("&Jokers may be taken from the open deck"),
                    tr("When off, a joker thrown on the open deck stays there (the first open "
                       "card may always be taken)."),
                    {}};
        case RuleLabel::InvalidDeclarationEndsRound:
            return {tr("A wrong declaration &ends the deal"),
                    tr("When off, the player who declared wrongly pays and the others play on."),
                    {}};
        case RuleLabel::TurnTimerSeconds:
            return {tr("&Turn timer (seconds):"), tr("Seconds for each turn; 0 means no timer."),
                    tr("No timer")};
        case RuleLabel::MissedTurnsAsDrop:
            return {tr("Missed turns &as a drop:"),
                    tr("Turns in a row that run out of time before the player counts as a middle "
                       "drop."),
                    {}};
        case RuleLabel::PoolLimit:
            return {tr("Pool &limit:"), tr("A player who reaches this score is out."), {}};
        case RuleLabel::AllowRejoin:
            return {tr("Players who are out may &re-join"),
                    tr("A player who is out may buy back in, at the highest remaining score plus "
                       "one."),
                    {}};
        case RuleLabel::RejoinMax:
            return {tr("Re-join &while the top score is at most:"),
                    tr("Re-joining is allowed only while no remaining player has more than this."),
                    {}};
        case RuleLabel::ChipsPerDeal:
            return {tr("C&hips per deal:"),
                    tr("Deals formats: each player starts with this many chips for every deal."),
                    {}};
        case RuleLabel::PointValue:
            return {tr("&Point value:"),
                    tr("Points format: what one point is worth, for the result screen."),
                    {}};
    }
    return {};
}

QString SettingsRulesPage::sectionTitle(RuleSection section) {
    switch (section) {
        case RuleSection::None:
            break;
        case RuleSection::Shoe:
            return tr("The shoe");
        case RuleSection::Scoring:
            return tr("Scoring");
        case RuleSection::Play:
            return tr("Play");
        case RuleSection::Pool:
            return tr("Pool");
        case RuleSection::Stakes:
            return tr("Stakes");
    }
    return {};
}

void SettingsRulesPage::addControl(const RuleField& field, QFormLayout* form) {
    const RuleText text = ruleText(field.label);
    QString name = text.label;
    name.remove(QLatin1Char('&'));
    Control c{&field, nullptr, nullptr, text.help};
    QWidget* widget = nullptr;
    if (field.kind == RuleKind::Bool) {
        c.check = new QCheckBox(text.label);
        c.check->setAccessibleName(name);
        form->addRow(c.check);
        connect(c.check, &QCheckBox::toggled, this, [this] {
            updateEnabled();
            emit changed();
        });
        widget = c.check;
    } else {
        c.spin = new QSpinBox;
        c.spin->setRange(field.min, field.max);
        c.spin->setSpecialValueText(text.atMinimum);
        c.spin->setAccessibleName(name.remove(QLatin1Char(':')));
        form->addRow(text.label, c.spin);
        connect(c.spin, &QSpinBox::valueChanged, this, [this] {
            updateEnabled();
            emit changed();
        });
        widget = c.spin;
    }
    widget->setObjectName(QString::fromLatin1(field.key));  // tests find controls by key
    controls_.push_back(c);
}

void SettingsRulesPage::addValueCards(QFormLayout* form) {
    valueCards_ = new QComboBox;
    valueCards_->setObjectName(QStringLiteral("valueCards"));
    valueCards_->addItem(tr("Table: 10, 30, 50; a marriage 100"),
                         QString::fromLatin1(valueSchemeName(ValueScheme::Classic)));
    valueCards_->addItem(tr("Flat: 20 a card"),
                         QString::fromLatin1(valueSchemeName(ValueScheme::Adda52)));
    valueCards_->addItem(tr("Not paid"), QString::fromLatin1(valueSchemeName(ValueScheme::Off)));
    valueCards_->setAccessibleName(tr("Value cards"));
    const QString help =
        tr("21 cards: what every other player still in the deal pays a holder of value cards "
           "(the cut card's suit: its rank, one above and one below). Standard: the table.");
    valueCards_->setToolTip(help);
    valueCards_->setAccessibleDescription(help);
    form->addRow(tr("&Value cards:"), valueCards_);
    connect(valueCards_, &QComboBox::currentIndexChanged, this, &SettingsRulesPage::changed);
}

SettingsRulesPage::SettingsRulesPage(QWidget* parent) : QWidget(parent) {
    auto* inner = new QWidget;
    auto* column = new QVBoxLayout(inner);
    std::vector<const RuleField*> shown;
    for (const RuleField& field : ruleFields())
        if (field.section != RuleSection::None) shown.push_back(&field);
    std::stable_sort(shown.begin(), shown.end(), [](const RuleField* a, const RuleField* b) {
        return a->section != b->section ? a->section < b->section : a->position < b->position;
    });
    QFormLayout* form = nullptr;
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (i == 0 || shown[i]->section != shown[i - 1]->section) {
            auto* box = new QGroupBox(sectionTitle(shown[i]->section));
            form = new QFormLayout(box);
            column->addWidget(box);
        }
        addControl(*shown[i], form);
        if (shown[i]->section == RuleSection::Scoring) scoringForm_ = form;
    }
    if (scoringForm_) addValueCards(scoringForm_);
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
    setRules(IndianRules::preset(MatchFormat::Points));
}

void SettingsRulesPage::setRules(const IndianRules& rules) {
    base_ = rules;
    for (const Control& c : controls_) {
        if (c.check) {
            const QSignalBlocker block(c.check);
            c.check->setChecked(ruleValue(rules, *c.field) != 0);
        } else {
            const QSignalBlocker block(c.spin);
            c.spin->setValue(ruleValue(rules, *c.field));
        }
    }
    if (valueCards_) {
        const QSignalBlocker block(valueCards_);
        valueCards_->setCurrentIndex(
            valueCards_->findData(QString::fromLatin1(valueSchemeName(rules.valueCards))));
        scoringForm_->setRowVisible(valueCards_, rules.variant == Variant::Indian21);
    }
    setFormat(rules.format);
    emit changed();
}

IndianRules SettingsRulesPage::rules() const {
    IndianRules r = base_;
    r.format = format_;
    if (valueCards_)
        r.valueCards = parseValueScheme(valueCards_->currentData().toString().toStdString())
                           .value_or(ValueScheme::Classic);
    for (const Control& c : controls_)
        setRuleValue(r, *c.field, c.check ? int(c.check->isChecked()) : c.spin->value());
    return r;
}

void SettingsRulesPage::setFormat(MatchFormat format) {
    format_ = format;
    updateEnabled();
    updateTooltips();
}

void SettingsRulesPage::updateEnabled() {
    const IndianRules r = rules();
    for (const Control& c : controls_) {
        QWidget* widget = c.check ? static_cast<QWidget*>(c.check) : c.spin;
        widget->setEnabled(matters(*c.field, r));
    }
}

void SettingsRulesPage::updateTooltips() {
    const IndianRules preset = IndianRules::preset(format_, base_.variant);
    const QString format = text::formatTitle(format_);
    for (const Control& c : controls_) {
        const int standard = ruleValue(preset, *c.field);
        const QString tip =
            c.help + QLatin1Char(' ') +
            (c.check ? tr("Standard in %1: %2.").arg(format, standard ? tr("on") : tr("off"))
                     : tr("Standard in %1: %2.").arg(format).arg(standard));
        QWidget* widget = c.check ? static_cast<QWidget*>(c.check) : c.spin;
        widget->setToolTip(tip);
        widget->setAccessibleDescription(tip);
    }
}

}  // namespace rummy

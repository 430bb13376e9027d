// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/settings_table_game_page.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QSignalBlocker>
#include <QSpinBox>

namespace rummy {

SettingsTableGamePage::OptionText SettingsTableGamePage::optionText(const QString& key) {
    if (key == QLatin1String("target"))
        return {tr("Ga&me to:"), tr("The game ends when a player's total reaches this.")};
    if (key == QLatin1String("hands"))
        return {tr("&Hands in a game:"),
                tr("Play this many hands instead of to a target; the best total then wins."),
                tr("To the target")};
    if (key == QLatin1String("opening"))
        return {tr("&Opening points:"),
                tr("The least a player's first lay-down must be worth (0: no minimum).")};
    if (key == QLatin1String("rummy_doubles"))
        return {tr("Going out in one turn &doubles the hand"),
                tr("Laying the whole hand down at once (rummy) doubles what the others pay.")};
    if (key == QLatin1String("five_ten_values"))
        return {tr("Cards count &5 or 10"),
                tr("Two to nine and a low ace count 5, ten to king 10, a high ace 15.")};
    if (key == QLatin1String("pile_top_played"))
        return {tr("The top card taken must be &played at once"),
                tr("When on, even the pile's top card alone goes into a meld or onto one in the "
                   "same turn.")};
    if (key == QLatin1String("pile_deep_new_meld"))
        return {tr("The deepest card taken starts a &new meld"),
                tr("When on, the card that must be played goes into a new meld, not onto a meld "
                   "on the table.")};
    if (key == QLatin1String("floating"))
        return {tr("&Floating: meld every card, go out with a discard"),
                tr("When on, a player may lay down every card and wait for the next turn without "
                   "cards; the hand ends only with a discard.")};
    if (key == QLatin1String("unplayable_last_discard"))
        return {tr("The l&ast discard must fit no meld"),
                tr("When on, a last card that could be laid off must be laid off (the player then "
                   "floats) rather than thrown to go out.")};
    if (key == QLatin1String("out_to_win"))
        return {tr("Only the player who goes &out can win"),
                tr("When on, the game ends only when the player who went out has reached the "
                   "target; another player's higher total does not win.")};
    if (key == QLatin1String("lay_off_before_meld"))
        return {tr("&Lay off before one's own first meld"),
                tr("When off, a player must have laid a meld before adding to others.")};
    if (key == QLatin1String("discard_taken_card"))
        return {tr("The taken card may be th&rown back"),
                tr("When off, the card just taken from the pile may not be discarded in the "
                   "same turn.")};
    if (key == QLatin1String("discard_to_go_out"))
        return {tr("Going out needs a final d&iscard"),
                tr("When on, a player cannot go out by melding the last card.")};
    if (key == QLatin1String("joker_swap"))
        return {tr("S&wap a joker for the card it stands for"),
                tr("An opened player may give the natural card and take the joker.")};
    if (key == QLatin1String("take_from_meld"))
        return {tr("&Take a card from a meld of four or more"),
                tr("Instead of drawing, take a card from a meld and meld it at once.")};
    return {};
}

SettingsTableGamePage::SettingsTableGamePage(QWidget* parent) : QWidget(parent) {
    form_ = new QFormLayout(this);
    for (const TableGameOption& o : meldOptions()) {
        const OptionText text = optionText(QString::fromLatin1(o.key));
        QString name = text.label;
        name.remove(QLatin1Char('&')).remove(QLatin1Char(':'));
        Control c{&o, nullptr, nullptr};
        if (o.boolMember) {
            c.check = new QCheckBox(text.label);
            c.check->setObjectName(QString::fromLatin1(o.key));
            c.check->setToolTip(text.help);
            c.check->setAccessibleName(name);
            form_->addRow(c.check);
            connect(c.check, &QCheckBox::toggled, this, &SettingsTableGamePage::changed);
        } else {
            c.spin = new QSpinBox;
            c.spin->setObjectName(QString::fromLatin1(o.key));
            c.spin->setRange(o.min, o.max);
            c.spin->setSingleStep(o.step);
            c.spin->setToolTip(text.help);
            c.spin->setAccessibleName(name);
            if (!text.zero.isEmpty()) c.spin->setSpecialValueText(text.zero);
            form_->addRow(text.label, c.spin);
            connect(c.spin, &QSpinBox::valueChanged, this, &SettingsTableGamePage::changed);
        }
        controls_.push_back(c);
    }
    // A set number of hands leaves the target out of play.
    auto* target = findChild<QSpinBox*>(QStringLiteral("target"));
    auto* hands = findChild<QSpinBox*>(QStringLiteral("hands"));
    if (target && hands)
        connect(hands, &QSpinBox::valueChanged, target,
                [target](int n) { target->setEnabled(n == 0); });
    setRules(TableRules::straight());
}

void SettingsTableGamePage::setRules(const TableRules& rules) {
    base_ = rules;
    const TableRules preset = TableRules::preset(rules.variant);
    for (const Control& c : controls_) {
        const bool shown = appliesTo(*c.option, rules.variant);
        QWidget* w = c.check ? static_cast<QWidget*>(c.check) : c.spin;
        form_->setRowVisible(w, shown);
        const QString tip = optionText(QString::fromLatin1(c.option->key)).help;
        if (c.check) {
            const QSignalBlocker block(c.check);
            c.check->setChecked(rules.*c.option->boolMember);
            c.check->setToolTip(
                tip + QLatin1Char(' ') +
                tr("Standard: %1.").arg(preset.*c.option->boolMember ? tr("on") : tr("off")));
        } else {
            const QSignalBlocker block(c.spin);
            c.spin->setValue(rules.*c.option->intMember);
            c.spin->setToolTip(tip + QLatin1Char(' ') +
                               tr("Standard: %1.").arg(preset.*c.option->intMember));
        }
    }
    emit changed();
}

TableRules SettingsTableGamePage::rules() const {
    TableRules r = base_;
    for (const Control& c : controls_) {
        if (!appliesTo(*c.option, r.variant)) continue;
        if (c.check)
            r.*c.option->boolMember = c.check->isChecked();
        else
            r.*c.option->intMember = c.spin->value();
    }
    return r;
}

}  // namespace rummy

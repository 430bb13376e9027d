// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/settings_gin_page.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rummy {

namespace {
// Which box each option goes in: the knock, the hand's scoring, the game's scoring, play.
enum class Box { Knock, Hand, Game, Play };
Box boxOf(const QString& key) {
    if (key == QLatin1String("knock") || key == QLatin1String("oklahoma") ||
        key == QLatin1String("ace_upcard_gin_only") || key == QLatin1String("spades_double") ||
        key == QLatin1String("straight_gin"))
        return Box::Knock;
    if (key == QLatin1String("gin_bonus") || key == QLatin1String("undercut_bonus") ||
        key == QLatin1String("big_gin_bonus") || key == QLatin1String("tie_is_undercut"))
        return Box::Hand;
    if (key == QLatin1String("target") || key == QLatin1String("game_bonus") ||
        key == QLatin1String("box_bonus") || key == QLatin1String("shutout_doubles"))
        return Box::Game;
    return Box::Play;
}
}  // namespace

SettingsGinPage::OptionText SettingsGinPage::optionText(const QString& key) {
    if (key == QLatin1String("knock"))
        return {tr("&Knock value:"),
                tr("The most deadwood a player may hold when knocking (0: gin only).")};
    if (key == QLatin1String("oklahoma"))
        return {tr("&Oklahoma: the first upcard sets the knock value"),
                tr("Each hand's knock value is the value of its first upcard; a court card "
                   "counts 10.")};
    if (key == QLatin1String("ace_upcard_gin_only"))
        return {tr("An &ace turned up means gin only"),
                tr("Oklahoma: an ace as first upcard allows only gin (else a knock with 1).")};
    if (key == QLatin1String("spades_double"))
        return {tr("A &spade turned up doubles the hand"),
                tr("Oklahoma: a spade as first upcard doubles every point of the hand.")};
    if (key == QLatin1String("straight_gin"))
        return {tr("Straight gi&n: only gin ends a hand"),
                tr("Nobody may knock with deadwood; a hand ends with gin or at the wall.")};
    if (key == QLatin1String("gin_bonus"))
        return {tr("G&in bonus:"), tr("Added to the defender's deadwood when a player goes gin.")};
    if (key == QLatin1String("undercut_bonus"))
        return {tr("&Undercut bonus:"),
                tr("Added to the difference when the defender's deadwood is not higher than "
                   "the knocker's.")};
    if (key == QLatin1String("big_gin_bonus"))
        return {tr("&Big gin bonus:"),
                tr("For laying down all eleven cards in melds without a discard; 0: no big "
                   "gin.")};
    if (key == QLatin1String("target"))
        return {tr("Ga&me to:"), tr("The game ends when a player's hand points reach this.")};
    if (key == QLatin1String("game_bonus"))
        return {tr("Gam&e bonus:"), tr("Added to the winner's score at the end of the game.")};
    if (key == QLatin1String("box_bonus"))
        return {tr("Bo&x bonus:"), tr("Added at the end of the game for every hand a player won.")};
    if (key == QLatin1String("shutout_doubles"))
        return {tr("A shutout &doubles the winner's points"),
                tr("When the loser won no hand, the winner's hand points are doubled before the "
                   "bonuses.")};
    if (key == QLatin1String("discard_taken_card"))
        return {tr("The taken card may be th&rown back"),
                tr("When off, the card just taken from the discard pile may not be discarded "
                   "in the same turn.")};
    if (key == QLatin1String("tie_is_undercut"))
        return {tr("E&qual deadwood is an undercut"),
                tr("When off, equal counts win the hand for the knocker, for no points.")};
    if (key == QLatin1String(kWallKey))
        return {tr("At the &wall:"),
                tr("What happens when two cards are left in the stock and a player discards "
                   "without knocking.")};
    return {};
}

SettingsGinPage::SettingsGinPage(QWidget* parent) : QWidget(parent) {
    auto* inner = new QWidget;
    auto* column = new QVBoxLayout(inner);
    QFormLayout* forms[4] = {};
    const QString titles[4] = {tr("Knocking"), tr("Scoring a hand"), tr("The game"), tr("Play")};
    for (int b = 0; b < 4; ++b) {
        auto* box = new QGroupBox(titles[b]);
        forms[b] = new QFormLayout(box);
        column->addWidget(box);
    }
    const GinRules standard;
    for (const GinOption& o : ginOptions()) {
        const QString key = QString::fromLatin1(o.key);
        const OptionText text = optionText(key);
        QString name = text.label;
        name.remove(QLatin1Char('&')).remove(QLatin1Char(':'));
        QFormLayout* form = forms[static_cast<int>(boxOf(key))];
        Control c{&o, nullptr, nullptr};
        QWidget* widget = nullptr;
        QString tip = text.help + QLatin1Char(' ');
        if (o.boolMember) {
            c.check = new QCheckBox(text.label);
            form->addRow(c.check);
            connect(c.check, &QCheckBox::toggled, this, [this] {
                updateEnabled();
                emit changed();
            });
            widget = c.check;
            tip += tr("Standard: %1.").arg(standard.*o.boolMember ? tr("on") : tr("off"));
        } else {
            c.spin = new QSpinBox;
            c.spin->setRange(o.min, o.max);
            c.spin->setSingleStep(o.step);
            form->addRow(text.label, c.spin);
            connect(c.spin, &QSpinBox::valueChanged, this, [this] { emit changed(); });
            widget = c.spin;
            tip += tr("Standard: %1.").arg(standard.*o.intMember);
        }
        widget->setObjectName(QStringLiteral("gin_%1").arg(key));  // tests find them by key
        widget->setAccessibleName(name);
        widget->setToolTip(tip);
        widget->setAccessibleDescription(tip);
        controls_.push_back(c);
    }
    wall_ = new QComboBox;
    wall_->setObjectName(QStringLiteral("gin_wall"));
    wall_->addItem(tr("The hand is void"), ginWallName(GinWall::Void));
    wall_->addItem(tr("The other player may take the discard to knock"),
                   ginWallName(GinWall::TakeToKnock));
    const OptionText wallText = optionText(QString::fromLatin1(kWallKey));
    wall_->setToolTip(wallText.help + QLatin1Char(' ') +
                      tr("Standard: %1.").arg(wall_->itemText(0)));
    wall_->setAccessibleName(tr("At the wall"));
    forms[static_cast<int>(Box::Play)]->addRow(wallText.label, wall_);
    connect(wall_, &QComboBox::currentIndexChanged, this, [this] { emit changed(); });
    column->addStretch(1);

    auto* scroll = new QScrollArea;
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll, 1);
    auto* restore = new QPushButton(tr("Restore the standard Gin rules"));
    restore->setObjectName(QStringLiteral("restoreGinRules"));
    connect(restore, &QPushButton::clicked, this, &SettingsGinPage::restoreDefaults);
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(restore);
    layout->addLayout(row);
    setRules(GinRules{});
}

void SettingsGinPage::setRules(const GinRules& rules) {
    for (const Control& c : controls_) {
        if (c.check) {
            const QSignalBlocker block(c.check);
            c.check->setChecked(rules.*(c.option->boolMember));
        } else {
            const QSignalBlocker block(c.spin);
            c.spin->setValue(rules.*(c.option->intMember));
        }
    }
    {
        const QSignalBlocker block(wall_);
        wall_->setCurrentIndex(wall_->findData(ginWallName(rules.wall)));
    }
    updateEnabled();
    emit changed();
}

GinRules SettingsGinPage::rules() const {
    GinRules r;
    for (const Control& c : controls_) {
        if (c.check)
            r.*(c.option->boolMember) = c.check->isChecked();
        else
            r.*(c.option->intMember) = c.spin->value();
    }
    r.wall = wall_->currentData().toString() == ginWallName(GinWall::TakeToKnock)
                 ? GinWall::TakeToKnock
                 : GinWall::Void;
    return r;
}

void SettingsGinPage::updateEnabled() {
    const GinRules r = rules();
    for (const Control& c : controls_) {
        const QString key = QString::fromLatin1(c.option->key);
        bool on = true;
        if (key == QLatin1String("ace_upcard_gin_only") || key == QLatin1String("spades_double"))
            on = r.oklahoma && !r.straightGin;
        else if (key == QLatin1String("knock"))
            on = !r.oklahoma && !r.straightGin;
        else if (key == QLatin1String("oklahoma"))
            on = !r.straightGin;
        (c.check ? static_cast<QWidget*>(c.check) : c.spin)->setEnabled(on);
    }
}

}  // namespace rummy

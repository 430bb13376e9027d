// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/settings_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

#include "settings/settings_game_page.h"
#include "settings/settings_gin_page.h"
#include "settings/settings_rules_page.h"
#include "settings/settings_table_game_page.h"
#include "settings/settings_table_page.h"
#include "settings/wheel_guard.h"

namespace rummy {

SettingsDialog::SettingsDialog(const AppSettings& settings, QWidget* parent)
    : QDialog(parent), initial_(settings) {
    setWindowTitle(tr("Settings"));
    auto* layout = new QVBoxLayout(this);
    tabs_ = new QTabWidget;
    tabs_->setAccessibleName(tr("Settings pages"));
    game_ = new SettingsGamePage;
    rules_ = new SettingsRulesPage;
    gin_ = new SettingsGinPage;
    rulesStack_ = new QStackedWidget;
    rulesStack_->addWidget(rules_);
    rulesStack_->addWidget(gin_);
    meld_ = new SettingsTableGamePage;
    rulesStack_->addWidget(meld_);
    table_ = new SettingsTablePage;
    tabs_->addTab(game_, tr("&Game"));
    tabs_->addTab(rulesStack_, tr("&House rules"));
    tabs_->addTab(table_, tr("&Table"));
    layout->addWidget(tabs_, 1);
    WheelGuard::protect(tabs_);

    auto* note =
        new QLabel(tr("Rule changes apply from the next match; table options apply at "
                      "once."));
    note->setObjectName(QStringLiteral("note"));
    note->setWordWrap(true);
    layout->addWidget(note);
    problem_ = new QLabel;
    problem_->setObjectName(QStringLiteral("problem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    problem_->setAccessibleName(tr("Problem with these settings"));
    problem_->hide();
    layout->addWidget(problem_);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                    QDialogButtonBox::RestoreDefaults);
    buttons_->button(QDialogButtonBox::RestoreDefaults)
        ->setToolTip(tr("Resets the options of the tab shown to their defaults."));
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons_->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &SettingsDialog::restoreDefaults);
    layout->addWidget(buttons_);

    game_->load(settings);
    rules_->setRules(settings.rules);
    gin_->setRules(settings.gin);
    meld_->setRules(settings.table);
    showRulesOf(settings.game);
    table_->load(settings);
    // A new format brings its standard rules: the old format's house rules rarely fit it.
    connect(game_, &SettingsGamePage::formatChanged, this, [this](MatchFormat f) {
        rules_->setRules(IndianRules::preset(f, rules_->rules().variant));
    });
    connect(game_, &SettingsGamePage::playersChanged, this, &SettingsDialog::check);
    connect(game_, &SettingsGamePage::gameChanged, this, [this](Variant v) {
        showRulesOf(v);
        // A table game brings its own preset: the options of one rarely fit another.
        if (familyOf(v) == Family::Table && meld_->rules().variant != v)
            meld_->setRules(TableRules::preset(v));
        // 13 and 21 cards share the page but not the rules: the other game brings its own.
        if (familyOf(v) == Family::Indian && rules_->rules().variant != v)
            rules_->setRules(IndianRules::preset(game_->format(), v));
        check();
    });
    connect(gin_, &SettingsGinPage::changed, this, &SettingsDialog::check);
    connect(meld_, &SettingsTableGamePage::changed, this, &SettingsDialog::check);
    connect(rules_, &SettingsRulesPage::changed, this, &SettingsDialog::check);
    check();
    resize(560, 620);
}

AppSettings SettingsDialog::settings() const {
    AppSettings s = initial_;
    game_->store(s);
    s.rules = rules_->rules();
    s.gin = gin_->rules();
    if (s.playsTable()) s.table = meld_->rules();
    table_->store(s);
    return s;
}

QPushButton* SettingsDialog::okButton() const {
    return buttons_->button(QDialogButtonBox::Ok);
}

QString SettingsDialog::problem() const {
    return okButton()->isEnabled() ? QString() : problem_->text();
}

void SettingsDialog::restoreDefaults() {
    const AppSettings defaults;
    QWidget* page = tabs_->currentWidget();
    if (page == game_) {
        // The game's defaults include its format, and so that format's rules.
        game_->load(defaults);
        rules_->setRules(defaults.rules);
        gin_->setRules(defaults.gin);
        meld_->setRules(defaults.table);
        rulesStack_->setCurrentWidget(rules_);
    } else if (page == rulesStack_) {
        if (rulesStack_->currentWidget() == gin_)
            gin_->restoreDefaults();
        else if (rulesStack_->currentWidget() == meld_)
            meld_->restoreDefaults();
        else
            rules_->restoreDefaults();
    } else if (page == table_) {
        table_->load(defaults);
    }
    check();
}

QString SettingsDialog::whyInvalid(const IndianRules& r, int players) {
    if (r.validate(players)) return {};
    if (r.rejoinMax >= r.poolLimit)
        return tr("Re-joining must stop below the pool limit (%1): lower the re-join limit.")
            .arg(r.poolLimit);
    const int needed = players * r.handSize + 1 + (r.wildJoker ? 1 : 0) + players;
    if (r.shoeSize() < needed)
        return tr("%1 players need at least %2 cards, but %3 deck(s) and %4 printed jokers "
                  "make %5: add a deck.")
            .arg(players)
            .arg(needed)
            .arg(r.decks)
            .arg(r.printedJokers)
            .arg(r.shoeSize());
    return tr("These rules cannot be played by %1 players.").arg(players);
}

void SettingsDialog::showRulesOf(Variant game) {
    QWidget* page = game == Variant::Gin              ? static_cast<QWidget*>(gin_)
                    : familyOf(game) == Family::Table ? static_cast<QWidget*>(meld_)
                                                      : rules_;
    rulesStack_->setCurrentWidget(page);
}

void SettingsDialog::check() {
    if (familyOf(game_->game()) == Family::Table) {
        const bool ok = !meld_->rules().invalidField(game_->players()).has_value();
        const QString why = ok ? QString() : tr("These options cannot be played.");
        problem_->setText(why);
        problem_->setVisible(!ok);
        okButton()->setEnabled(ok);
        okButton()->setToolTip(why);
        return;
    }
    if (game_->game() == Variant::Gin) {
        // Every value the Gin page offers is in range; the Indian rules wait, unchecked.
        const bool ok = static_cast<bool>(gin_->rules().validate());
        const QString why = ok ? QString() : tr("These Gin options cannot be played.");
        problem_->setText(why);
        problem_->setVisible(!ok);
        okButton()->setEnabled(ok);
        okButton()->setToolTip(why);
        return;
    }
    IndianRules r = rules_->rules();
    r.format = game_->format();
    const QString why = whyInvalid(r, game_->players());
    problem_->setText(why);
    problem_->setVisible(!why.isEmpty());
    okButton()->setEnabled(why.isEmpty());
    okButton()->setToolTip(why);
}

}  // namespace rummy

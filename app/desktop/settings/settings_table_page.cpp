// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/settings_table_page.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>

#include "settings/deck_catalog.h"

namespace rummy {

QString SettingsTablePage::languageName(const QString& locale) {
    // Each language in its own script, so that a player can find theirs whatever the
    // current language is.
    static const std::pair<const char*, const char16_t*> names[] = {
        {"en", u"English"}, {"hi", u"हिन्दी"},    {"bn", u"বাংলা"},
        {"ta", u"தமிழ்"},    {"te", u"తెలుగు"},    {"mr", u"मराठी"},
        {"de", u"Deutsch"}, {"fr", u"Français"}, {"es", u"Español"}};
    if (locale.isEmpty()) return tr("System");
    for (const auto& [code, name] : names)
        if (locale == QLatin1String(code)) return QString::fromUtf16(name);
    return locale;
}

SettingsTablePage::SettingsTablePage(QWidget* parent) : QWidget(parent) {
    auto* form = new QFormLayout(this);
    deck_ = new QComboBox;
    deck_->setObjectName(QStringLiteral("deck"));
    for (const DeckInfo& d : DeckCatalog::all()) deck_->addItem(d.name, d.id);
    deck_->setAccessibleName(tr("Card deck"));
    deck_->setToolTip(
        tr("The card faces: the game's own decks, or an SVG deck installed by KDE "
           "or GNOME Aisleriot. Default: Standard (two colours)."));
    form->addRow(tr("&Deck:"), deck_);

    back_ = new QComboBox;
    back_->setObjectName(QStringLiteral("back"));
    const QString backNames[] = {tr("Red"), tr("Blue"), tr("Green")};
    for (int i = 0; i < AppSettings::backs().size(); ++i)
        back_->addItem(backNames[i], AppSettings::backs()[i]);
    back_->setAccessibleName(tr("Card back"));
    back_->setToolTip(
        tr("The back of the game's own decks; a KDE or Aisleriot deck has one back "
           "of its own. Default: Red."));
    form->addRow(tr("Card &back:"), back_);

    colourButton_ = new QPushButton;
    colourButton_->setObjectName(QStringLiteral("tableColour"));
    colourButton_->setAccessibleName(tr("Table colour"));
    colourButton_->setToolTip(tr("The colour of the felt. Default: green."));
    connect(colourButton_, &QPushButton::clicked, this, [this] {
        const QColor c = QColorDialog::getColor(colour_, this, tr("Table colour"));
        if (c.isValid()) setTableColour(c);
    });
    form->addRow(tr("Table &colour:"), colourButton_);

    animation_ = new QComboBox;
    animation_->setObjectName(QStringLiteral("animation"));
    animation_->addItem(tr("Normal"), static_cast<int>(AnimationSpeed::Normal));
    animation_->addItem(tr("Fast"), static_cast<int>(AnimationSpeed::Fast));
    animation_->addItem(tr("Off"), static_cast<int>(AnimationSpeed::Off));
    animation_->setAccessibleName(tr("Animation speed"));
    animation_->setToolTip(
        tr("How cards glide: Normal, Fast (bots think a third as long) or Off "
           "(cards jump, bots move at once). Default: Normal."));
    form->addRow(tr("&Animation:"), animation_);

    botDelay_ = new QSpinBox;
    botDelay_->setObjectName(QStringLiteral("botDelay"));
    botDelay_->setRange(0, AppSettings::kMaxBotDelayMs);
    botDelay_->setSingleStep(100);
    botDelay_->setSuffix(tr(" ms"));
    botDelay_->setAccessibleName(tr("Bot thinking time in milliseconds"));
    botDelay_->setToolTip(
        tr("How long a computer opponent seems to think at Normal speed; the "
           "bots decide at once whatever this says. Default: 700 ms."));
    form->addRow(tr("Bot &thinking time:"), botDelay_);

    sound_ = new QCheckBox(tr("Play sounds"));
    sound_->setObjectName(QStringLiteral("sound"));
    sound_->setAccessibleName(tr("Play sounds"));
    sound_->setToolTip(
        tr("Sounds for the deal, draws and discards, your turn, the turn clock "
           "running out, declarations, wins and losses. Default: on."));
    volume_ = new QSlider(Qt::Horizontal);
    volume_->setObjectName(QStringLiteral("soundVolume"));
    volume_->setRange(0, 100);
    volume_->setAccessibleName(tr("Sound volume"));
    volume_->setToolTip(tr("How loud the sounds are. Default: 70%."));
    connect(sound_, &QCheckBox::toggled, volume_, &QWidget::setEnabled);
    auto* soundRow = new QHBoxLayout;
    soundRow->addWidget(sound_);
    soundRow->addWidget(volume_, 1);
    // A row of two widgets has no buddy of its own: the label's shortcut goes to the switch.
    auto* soundLabel = new QLabel(tr("&Sounds:"));
    soundLabel->setBuddy(sound_);
    form->addRow(soundLabel, soundRow);

    language_ = new QComboBox;
    language_->setObjectName(QStringLiteral("language"));
    for (const QString& locale : AppSettings::languages())
        language_->addItem(languageName(locale), locale);
    language_->setAccessibleName(tr("Language, applies after a restart"));
    language_->setToolTip(tr("The language of the game. Default: the system's."));
    form->addRow(tr("&Language:"), language_);
    auto* restart = new QLabel(tr("The language applies after a restart."));
    restart->setWordWrap(true);
    form->addRow(QString(), restart);
    load(AppSettings());
}

void SettingsTablePage::load(const AppSettings& s) {
    int deck = deck_->findData(s.deck);
    if (deck < 0) {
        // A deck the catalog does not list now (a path given by hand): keep it choosable.
        deck_->addItem(QFileInfo(s.deck).completeBaseName(), s.deck);
        deck = deck_->count() - 1;
    }
    deck_->setCurrentIndex(deck);
    back_->setCurrentIndex(std::max(0, back_->findData(s.back)));
    setTableColour(s.tableColour);
    animation_->setCurrentIndex(std::max(0, animation_->findData(static_cast<int>(s.animation))));
    botDelay_->setValue(s.botDelayMs);
    sound_->setChecked(s.sound);
    volume_->setValue(s.soundVolume);
    volume_->setEnabled(s.sound);
    language_->setCurrentIndex(std::max(0, language_->findData(s.language)));
}

void SettingsTablePage::store(AppSettings& s) const {
    s.deck = deck_->currentData().toString();
    s.back = back_->currentData().toString();
    s.tableColour = colour_;
    s.animation = static_cast<AnimationSpeed>(animation_->currentData().toInt());
    s.botDelayMs = botDelay_->value();
    s.sound = sound_->isChecked();
    s.soundVolume = volume_->value();
    s.language = language_->currentData().toString();
}

void SettingsTablePage::setTableColour(const QColor& colour) {
    colour_ = colour;
    QPixmap swatch(32, 16);
    swatch.fill(colour);
    colourButton_->setIcon(QIcon(swatch));
    colourButton_->setText(colour.name(QColor::HexRgb));
    colourButton_->setAccessibleDescription(colour.name(QColor::HexRgb));
}

}  // namespace rummy

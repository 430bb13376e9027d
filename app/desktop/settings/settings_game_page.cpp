// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/settings_game_page.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "text/desktop_text.h"

namespace rummy {

namespace {
constexpr MatchFormat kFormats[] = {MatchFormat::Points, MatchFormat::Pool101, MatchFormat::Pool201,
                                    MatchFormat::Deals2, MatchFormat::Deals3,  MatchFormat::Deals6};
constexpr BotLevel kLevels[] = {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard, BotLevel::Expert};
}  // namespace

QString SettingsGamePage::formatDescription(MatchFormat format) {
    switch (format) {
        case MatchFormat::Points:
            return tr("A single deal: the losers pay the winner the points left in their hands.");
        case MatchFormat::Pool101:
            return tr(
                "Deal after deal; reaching 101 points puts a player out. The last one in "
                "wins.");
        case MatchFormat::Pool201:
            return tr(
                "Deal after deal; reaching 201 points puts a player out. Drops cost 25 "
                "and 50.");
        case MatchFormat::Deals2:
            return tr("Two deals played for chips; no dropping. Most chips at the end wins.");
        case MatchFormat::Deals3:
            return tr("Three deals played for chips; no dropping. Most chips at the end wins.");
        case MatchFormat::Deals6:
            return tr(
                "Six deals played for chips; dropping allowed. Most chips at the end "
                "wins.");
    }
    return {};
}

QString SettingsGamePage::gameTitle(Variant game) {
    switch (game) {
        case Variant::Gin:
            return tr("Gin Rummy");
        case Variant::Indian21:
            return tr("Indian Rummy (21 cards)");
        case Variant::Straight:
            return tr("Straight Rummy");
        case Variant::Rummy500:
            return tr("Rummy 500");
        case Variant::Rummy51:
            return tr("Rummy 51");
        case Variant::Kaluki:
            return tr("Kaluki");
        case Variant::Indian13:
            break;
    }
    return tr("Indian Rummy (13 cards)");
}

SettingsGamePage::SettingsGamePage(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    form_ = form;
    game_ = new QComboBox;
    game_->setObjectName(QStringLiteral("game"));
    for (Variant v : kVariants) game_->addItem(gameTitle(v), QString::fromLatin1(variantId(v)));
    game_->setAccessibleName(tr("Game"));
    game_->setToolTip(tr("Which rummy game the next game plays. Default: Indian Rummy."));
    form->addRow(tr("G&ame:"), game_);
    format_ = new QComboBox;
    format_->setObjectName(QStringLiteral("format"));
    for (MatchFormat f : kFormats)
        format_->addItem(text::formatTitle(f), QString::fromLatin1(formatName(f)));
    format_->setAccessibleName(tr("Match format"));
    form->addRow(tr("&Format:"), format_);
    description_ = new QLabel;
    description_->setObjectName(QStringLiteral("formatDescription"));
    description_->setWordWrap(true);
    form->addRow(QString(), description_);
    players_ = new QSpinBox;
    players_->setObjectName(QStringLiteral("players"));
    players_->setRange(2, AppSettings::kMaxSeats);
    players_->setAccessibleName(tr("Players at the table"));
    players_->setToolTip(tr("How many sit at the table, you included (2 to 6). Default: 4."));
    form->addRow(tr("&Players:"), players_);
    layout->addLayout(form);

    auto* box = new QGroupBox(tr("Computer opponents"));
    auto* grid = new QGridLayout(box);
    grid->addWidget(new QLabel(tr("Level")), 0, 1);
    grid->addWidget(new QLabel(tr("Name")), 0, 2);
    seats_.resize(AppSettings::kMaxSeats);
    for (int seat = 1; seat < AppSettings::kMaxSeats; ++seat) {
        SeatRow& row = seats_[static_cast<std::size_t>(seat)];
        row.label = new QLabel(tr("Seat %1").arg(seat + 1));
        row.level = new QComboBox;
        row.level->setObjectName(QStringLiteral("level%1").arg(seat));
        for (BotLevel l : kLevels)
            row.level->addItem(text::levelName(l), QString::fromLatin1(botLevelName(l)));
        row.level->setAccessibleName(tr("Level of seat %1").arg(seat + 1));
        row.level->setToolTip(
            tr("Easy makes plain moves, Hard remembers the open deck and plans its melds, "
               "Expert also looks ahead over the cards it cannot see. Default: Medium."));
        row.name = new QLineEdit;
        row.name->setObjectName(QStringLiteral("name%1").arg(seat));
        row.name->setMaxLength(AppSettings::kMaxNameLength);
        row.name->setPlaceholderText(text::seatName(seat));
        row.name->setAccessibleName(tr("Name of seat %1").arg(seat + 1));
        row.name->setToolTip(tr("Left empty, the seat is called %1.").arg(text::seatName(seat)));
        row.label->setBuddy(row.level);
        grid->addWidget(row.label, seat, 0);
        grid->addWidget(row.level, seat, 1);
        grid->addWidget(row.name, seat, 2);
    }
    // The Expert's thinking time, under the seats: it is every Expert seat's.
    expertTime_ = new QDoubleSpinBox;
    expertTime_->setObjectName(QStringLiteral("expertTime"));
    expertTime_->setRange(AppSettings::kMinExpertMs / 1000.0, AppSettings::kMaxExpertMs / 1000.0);
    expertTime_->setSingleStep(0.1);
    expertTime_->setDecimals(1);
    expertTime_->setSuffix(tr(" s"));
    expertTime_->setAccessibleName(tr("Expert thinking time in seconds"));
    expertTime_->setToolTip(
        tr("How long an Expert opponent thinks about each move: longer plays a little better. "
           "Default: 1 s."));
    auto* expertLabel = new QLabel(tr("E&xpert thinks:"));
    expertLabel->setBuddy(expertTime_);
    const int row = AppSettings::kMaxSeats;
    grid->addWidget(expertLabel, row, 0);
    grid->addWidget(expertTime_, row, 1);
    layout->addWidget(box);
    layout->addStretch(1);

    connect(game_, &QComboBox::currentIndexChanged, this, [this] {
        showGame();
        emit gameChanged(game());
    });
    connect(format_, &QComboBox::currentIndexChanged, this, [this] {
        showGame();
        emit formatChanged(format());
    });
    connect(players_, &QSpinBox::valueChanged, this, [this](int n) {
        (familyOf(game()) == Family::Table ? tablePlayers_ : indianPlayers_) = n;
        showSeats();
        emit playersChanged(n);
    });
    load(AppSettings());
}

void SettingsGamePage::load(const AppSettings& settings) {
    const QSignalBlocker blockGame(game_);
    game_->setCurrentIndex(game_->findData(QString::fromLatin1(variantId(settings.game))));
    const QSignalBlocker blockFormat(format_);
    const QSignalBlocker blockPlayers(players_);
    format_->setCurrentIndex(format_->findData(QString::fromLatin1(formatName(settings.format()))));
    tablePlayers_ = settings.tablePlayers;
    indianPlayers_ = settings.players;
    players_->setValue(settings.playsTable() ? settings.tablePlayers : settings.players);
    for (int seat = 1; seat < AppSettings::kMaxSeats; ++seat) {
        SeatRow& row = seats_[static_cast<std::size_t>(seat)];
        const BotLevel level = settings.levels[static_cast<std::size_t>(seat)];
        const int index = row.level->findData(QString::fromLatin1(botLevelName(level)));
        row.level->setCurrentIndex(index < 0 ? 1 : index);
        row.name->setText(settings.names.value(seat));
    }
    expertTime_->setValue(settings.expertMs / 1000.0);
    showGame();
}

void SettingsGamePage::store(AppSettings& settings) const {
    settings.game = game();
    // Gin seats two whatever the Indian table's count: that count is kept for Indian Rummy;
    // the table games keep a count of their own.
    const bool table = familyOf(game()) == Family::Table;
    settings.players = table ? indianPlayers_ : players_->value();
    settings.tablePlayers = table ? players_->value() : tablePlayers_;
    for (int seat = 1; seat < AppSettings::kMaxSeats; ++seat) {
        const SeatRow& row = seats_[static_cast<std::size_t>(seat)];
        if (auto l = parseBotLevel(row.level->currentData().toString().toStdString()))
            settings.levels[static_cast<std::size_t>(seat)] = *l;
        settings.names[seat] = row.name->text().trimmed();
    }
    settings.expertMs = std::clamp(static_cast<int>(std::lround(expertTime_->value() * 1000)),
                                   AppSettings::kMinExpertMs, AppSettings::kMaxExpertMs);
}

MatchFormat SettingsGamePage::format() const {
    return parseFormat(format_->currentData().toString().toStdString())
        .value_or(MatchFormat::Points);
}

int SettingsGamePage::players() const {
    return game() == Variant::Gin ? 2 : players_->value();
}

Variant SettingsGamePage::game() const {
    return parseVariant(game_->currentData().toString().toStdString()).value_or(Variant::Indian13);
}

void SettingsGamePage::showGame() {
    // Only the chosen game's options: Gin has no formats and always seats two.
    const bool gin = game() == Variant::Gin;
    const bool table = familyOf(game()) == Family::Table;
    form_->setRowVisible(format_, !gin && !table);
    form_->setRowVisible(players_, !gin);
    {
        // Each table game seats what its preset deals for; the Indian table two to six.
        const QSignalBlocker block(players_);
        const TableRules preset = TableRules::preset(game());
        players_->setRange(table ? preset.minSeats : 2,
                           table ? preset.maxSeats : AppSettings::kMaxSeats);
        if (table && shownTable_ != table) players_->setValue(tablePlayers_);
        if (!table && shownTable_ != table) players_->setValue(indianPlayers_);
        shownTable_ = table;
    }
    if (table) {
        description_->setText(tableDescription(game()));
        showSeats();
        return;
    }
    // One line says what is played: the format's, or Gin's. (A word-wrapped label in a row
    // shown again after being hidden gets no height in Qt 6.4, so this row always shows.)
    description_->setText(gin ? tr("Two players, ten cards each: meld your cards, knock when "
                                   "your deadwood is low, and be the first to 100 points. The "
                                   "House rules tab has Gin's options.")
                          : game() == Variant::Indian21
                              ? tr("21 cards each from three decks: three pure sequences "
                                   "to declare, and value cards paid by everyone. %1")
                                    .arg(formatDescription(format()))
                              : formatDescription(format()));
    showSeats();
}

QString SettingsGamePage::tableDescription(Variant game) {
    switch (game) {
        case Variant::Straight:
            return tr(
                "Meld sets and runs on the table, lay off on anyone's melds, and go out "
                "first: the others pay what they hold.");
        case Variant::Rummy500:
            return tr(
                "Take as deep into the discard pile as you can use: melds score for "
                "you, cards left in hand against you. First to 500 wins.");
        case Variant::Rummy51:
            return tr(
                "Two decks and jokers: your first lay-down must be worth 51 points. "
                "Lowest total when someone reaches the target wins.");
        case Variant::Kaluki:
            return tr(
                "Rummy 51's cousin: fifteen cards, the pile only after your opening, and "
                "whoever goes out collects from the others.");
        default:
            break;
    }
    return {};
}

void SettingsGamePage::showSeats() {
    const bool gin = game() == Variant::Gin;
    for (int seat = 1; seat < AppSettings::kMaxSeats; ++seat) {
        const bool used = seat < players();
        const SeatRow& row = seats_[static_cast<std::size_t>(seat)];
        // Gin's one opponent is named as such; the Indian table numbers its seats.
        row.label->setText(gin ? tr("Opponent") : tr("Seat %1").arg(seat + 1));
        row.label->setVisible(used);
        row.level->setVisible(used);
        row.name->setVisible(used);
    }
}

}  // namespace rummy

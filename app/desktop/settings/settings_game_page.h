// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>
#include <vector>

#include "settings/app_settings.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QDoubleSpinBox;
class QSpinBox;

namespace rummy {

// The Settings dialog's Game tab: the game (Indian Rummy or Gin) at the top; for Indian Rummy
// the match format (with a line saying what it is) and how many sit at the table; each
// computer opponent's level and name. Only the seats in use show: Gin has one opponent.
class SettingsGamePage : public QWidget {
    Q_OBJECT
public:
    explicit SettingsGamePage(QWidget* parent = nullptr);

    void load(const AppSettings& settings);
    // Writes the players, levels and names; the format goes into the rules by the dialog.
    void store(AppSettings& settings) const;
    MatchFormat format() const;
    int players() const;  // the number at the table: always 2 for Gin
    Variant game() const;
    static QString formatDescription(MatchFormat format);
    static QString gameTitle(Variant game);
    static QString tableDescription(Variant game);  // a table game in one line

signals:
    void gameChanged(rummy::Variant game);          // the player picked another game
    void formatChanged(rummy::MatchFormat format);  // the player picked another format
    void playersChanged(int players);

private:
    void showSeats();
    void showGame();

    QComboBox* game_;
    QFormLayout* form_;
    QComboBox* format_;
    QLabel* description_;
    QSpinBox* players_;
    struct SeatRow {
        QLabel* label = nullptr;
        QComboBox* level = nullptr;
        QLineEdit* name = nullptr;
    };
    std::vector<SeatRow> seats_;
    QDoubleSpinBox* expertTime_;  // seconds per decision of an Expert seat
    int tablePlayers_ = 4;        // the table games' count, kept while another game is shown
    int indianPlayers_ = 4;       // Indian Rummy's
    bool shownTable_ = false;     // by seat; [0], the player's own, has no row
};

}  // namespace rummy

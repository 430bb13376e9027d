// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QWidget>

#include "settings/app_settings.h"

class QCheckBox;
class QComboBox;
class QSlider;
class QPushButton;
class QSpinBox;

namespace rummy {

// The Settings dialog's Table tab: the card deck (built in, or one KDE / aisleriot installed),
// the back, the felt's colour, the animation speed, how long the bots seem to think, and the
// language (which takes effect at the next start).
class SettingsTablePage : public QWidget {
    Q_OBJECT
public:
    explicit SettingsTablePage(QWidget* parent = nullptr);

    void load(const AppSettings& settings);
    void store(AppSettings& settings) const;
    void setTableColour(const QColor& colour);  // also what the colour dialog does
    static QString languageName(const QString& locale);

private:
    QComboBox* deck_;
    QComboBox* back_;
    QPushButton* colourButton_;
    QColor colour_;
    QComboBox* animation_;
    QSpinBox* botDelay_;
    QComboBox* language_;
    QCheckBox* sound_;
    QSlider* volume_;
};

}  // namespace rummy

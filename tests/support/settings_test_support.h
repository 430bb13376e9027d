// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the settings tests: settings with every field away from its default, a
// small SVG deck named the KDE / aisleriot way, and the Settings dialog driven while modal.
#pragma once

#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QPixmap>
#include <QTest>
#include <QTimer>
#include <functional>

#include "settings/app_settings.h"
#include "settings/settings_dialog.h"

namespace rummy::test {

// Every field away from its default, so that a field the file loses shows up.
inline AppSettings unusual(const QString& deck) {
    AppSettings s;
    s.players = 3;
    s.levels = {BotLevel::Medium, BotLevel::Easy, BotLevel::Hard,
                BotLevel::Expert, BotLevel::Hard, BotLevel::Easy};
    s.expertMs = 2500;
    s.names = QStringList{
        QString(), QStringLiteral("Zoya"), QStringLiteral("Óscar"), QStringLiteral("मीरा"),
        QString(), QStringLiteral("Li")};
    IndianRules& r = s.rules;
    r.format = MatchFormat::Pool201;
    r.decks = 3;
    r.printedJokers = 4;
    r.wildJoker = false;
    r.firstDrop = 11;
    r.middleDrop = 33;
    r.wrongDeclaration = 70;
    r.maxPoints = 75;
    r.validUndeclared = 5;
    r.pureSequenceAlone = true;
    r.pointValue = 7;
    r.jokerFromOpenDeck = true;
    r.invalidDeclarationEndsRound = true;
    r.turnTimerSeconds = 30;
    r.missedTurnsAsDrop = 2;
    r.poolLimit = 250;
    r.rejoinMax = 200;
    r.allowRejoin = false;
    r.chipsPerDeal = 60;
    s.deck = deck;
    s.back = QStringLiteral("back-blue");
    s.tableColour = QColor(0x12, 0x34, 0x56);
    s.animation = MainWindow::AnimationSpeed::Fast;
    s.botDelayMs = 1234;
    s.language = QStringLiteral("hi");
    return s;
}

// A deck in the KDE / aisleriot naming: each element a plain rectangle of its own colour.
inline QByteArray foreignDeck() {
    QByteArray svg =
        "<svg xmlns='http://www.w3.org/2000/svg' width='400' height='140' viewBox='0 0 400 140'>";
    const char* elements[][2] = {{"1_spade", "#ff0000"},   {"10_heart", "#00ff00"},
                                 {"king_club", "#0000ff"}, {"queen_heart", "#ffff00"},
                                 {"red_joker", "#ff00ff"}, {"back", "#00ffff"}};
    int x = 0;
    for (const auto& e : elements) {
        svg += QByteArray("<rect id='") + e[0] + "' x='" + QByteArray::number(x) +
               "' y='0' width='50' height='70' fill='" + e[1] + "'/>";
        x += 60;
    }
    return svg + "</svg>";
}

inline QColor centre(const QPixmap& pm) {
    const QImage img = pm.toImage();
    return img.pixelColor(img.width() / 2, img.height() / 2);
}

// Runs `drive` on the Settings dialog once it is open (it is modal: exec() returns after).
inline void whenDialogOpens(const std::function<void(SettingsDialog*)>& drive) {
    QTimer::singleShot(0, [drive] {
        auto* dialog = qobject_cast<SettingsDialog*>(QApplication::activeModalWidget());
        if (!dialog) {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* d = qobject_cast<SettingsDialog*>(w); d && d->isVisible()) dialog = d;
        }
        QVERIFY(dialog);
        drive(dialog);
    });
}

template <typename T>
T* child(QWidget* dialog, const char* name) {
    T* w = dialog->findChild<T*>(QString::fromLatin1(name));
    if (!w) qWarning("no widget %s", name);
    return w;
}

inline void selectData(QComboBox* combo, const QString& data) {
    const int i = combo->findData(data);
    QVERIFY(i >= 0);
    combo->setCurrentIndex(i);
}

}  // namespace rummy::test

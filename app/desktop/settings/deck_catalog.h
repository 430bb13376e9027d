// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace rummy {

// The card decks the player can choose: the two built into the game, and the SVG decks that
// KDE (/usr/share/carddecks/svg-*/) and GNOME aisleriot (/usr/share/aisleriot/cards/) install.
// Both of those name their elements the same way ("1_club", "queen_heart", "red_joker",
// "back"), which foreignElementId() maps our own ids ("AS", "10H", "JK1", "back-red") to.
struct DeckInfo {
    QString id;    // what the settings store: "2colour", "4colour" or the SVG file's path
    QString name;  // for people
    QString file;  // the SVG (or .svgz) to read; a resource path for the built-in decks
    bool builtIn = false;
};

class DeckCatalog {
    Q_DECLARE_TR_FUNCTIONS(rummy::DeckCatalog)

public:
    static QList<DeckInfo> builtIn();
    // The decks found under these folders (the defaults are the system-wide ones). A folder
    // that does not exist or holds no readable deck adds nothing.
    static QList<DeckInfo> system(
        const QStringList& kdeRoots = {QStringLiteral("/usr/share/carddecks")},
        const QStringList& aisleriotRoots = {QStringLiteral("/usr/share/aisleriot/cards")});
    static QList<DeckInfo> all() { return builtIn() + system(); }
    static bool isBuiltIn(const QString& id);
    // The file to load for a stored id: the resource of a built-in deck, else the id itself.
    static QString fileOf(const QString& id);
};

// Our element id in the naming of the KDE / aisleriot decks: "AS" → "1_spade", "10H" →
// "10_heart", "QC" → "queen_club", "JK1" → "red_joker", "JK2" → "black_joker"; every back
// ("back-red", "back-blue", ...) → "back", since those decks have one. Unknown ids come back
// unchanged.
QString foreignElementId(const QString& ourId);

}  // namespace rummy

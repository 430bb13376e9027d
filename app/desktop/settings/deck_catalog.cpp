// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/deck_catalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace rummy {

namespace {

// KDE's index.desktop names the deck ("Name=") and its SVG file ("SVG="); the localised
// Name[xx]= lines are skipped. Read by hand: QSettings would trip over its group name.
DeckInfo readKdeDeck(const QDir& dir) {
    DeckInfo info;
    QFile index(dir.filePath(QStringLiteral("index.desktop")));
    if (!index.open(QIODevice::ReadOnly | QIODevice::Text)) return info;
    QString name;
    QString svg;
    while (!index.atEnd()) {
        const QString line = QString::fromUtf8(index.readLine()).trimmed();
        if (line.startsWith(QLatin1String("Name=")) && name.isEmpty())
            name = line.mid(5).trimmed();
        else if (line.startsWith(QLatin1String("SVG=")) && svg.isEmpty())
            svg = line.mid(4).trimmed();
    }
    if (svg.isEmpty()) {
        // Some decks leave the key out: take the one SVG in the folder.
        const QStringList files =
            dir.entryList({QStringLiteral("*.svgz"), QStringLiteral("*.svg")}, QDir::Files);
        if (!files.isEmpty()) svg = files.first();
    }
    const QString file = dir.filePath(svg);
    if (svg.isEmpty() || !QFileInfo(file).isFile()) return info;
    info.id = info.file = file;
    info.name = name.isEmpty() ? dir.dirName() : name;
    return info;
}

}  // namespace

QList<DeckInfo> DeckCatalog::builtIn() {
    return {
        {QStringLiteral("2colour"), tr("Standard (two colours)"),
         QStringLiteral(":/resources/cards/deck-2colour.svg"), true},
        {QStringLiteral("4colour"), tr("Four colours"),
         QStringLiteral(":/resources/cards/deck-4colour.svg"), true},
    };
}

QList<DeckInfo> DeckCatalog::system(const QStringList& kdeRoots,
                                    const QStringList& aisleriotRoots) {
    QList<DeckInfo> out;
    for (const QString& root : kdeRoots) {
        const QDir dir(root);
        for (const QString& sub : dir.entryList({QStringLiteral("svg-*")},
                                                QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            DeckInfo info = readKdeDeck(QDir(dir.filePath(sub)));
            if (info.id.isEmpty()) continue;
            info.name = tr("%1 (KDE)").arg(info.name);
            out << info;
        }
    }
    for (const QString& root : aisleriotRoots) {
        const QDir dir(root);
        for (const QFileInfo& f : dir.entryInfoList(
                 {QStringLiteral("*.svgz"), QStringLiteral("*.svg")}, QDir::Files, QDir::Name)) {
            DeckInfo info;
            info.id = info.file = f.absoluteFilePath();
            // "paris.svgz" → "Paris"
            QString name = f.completeBaseName().replace(QLatin1Char('_'), QLatin1Char(' '));
            if (!name.isEmpty()) name[0] = name[0].toUpper();
            info.name = tr("%1 (aisleriot)").arg(name);
            out << info;
        }
    }
    return out;
}

bool DeckCatalog::isBuiltIn(const QString& id) {
    for (const DeckInfo& d : builtIn())
        if (d.id == id) return true;
    return false;
}

QString DeckCatalog::fileOf(const QString& id) {
    for (const DeckInfo& d : builtIn())
        if (d.id == id) return d.file;
    return id;
}

QString foreignElementId(const QString& ourId) {
    if (ourId.startsWith(QLatin1String("back"))) return QStringLiteral("back");
    if (ourId == QLatin1String("JK1")) return QStringLiteral("red_joker");
    if (ourId == QLatin1String("JK2")) return QStringLiteral("black_joker");
    if (ourId.size() < 2) return ourId;
    const QString rank = ourId.chopped(1);
    QString suit;
    switch (ourId.back().unicode()) {
        case 'S':
            suit = QStringLiteral("spade");
            break;
        case 'H':
            suit = QStringLiteral("heart");
            break;
        case 'D':
            suit = QStringLiteral("diamond");
            break;
        case 'C':
            suit = QStringLiteral("club");
            break;
        default:
            return ourId;
    }
    QString r;
    if (rank == QLatin1String("A"))
        r = QStringLiteral("1");
    else if (rank == QLatin1String("J"))
        r = QStringLiteral("jack");
    else if (rank == QLatin1String("Q"))
        r = QStringLiteral("queen");
    else if (rank == QLatin1String("K"))
        r = QStringLiteral("king");
    else {
        bool ok = false;
        const int n = rank.toInt(&ok);
        if (!ok || n < 2 || n > 10) return ourId;
        r = rank;
    }
    return r + QLatin1Char('_') + suit;
}

}  // namespace rummy

// SPDX-License-Identifier: GPL-3.0-or-later
// rummy: Indian Rummy at a desktop table against computer opponents.
#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRandomGenerator>
#include <cstdio>
#include <memory>
#include <optional>

#include "game_controller.h"
#include "main_window.h"
#include "rule_set.h"
#include "save_store.h"

namespace {

constexpr auto kAppId = "org.rummygame.rummy";

void describe(QCoreApplication& app) {
    app.setApplicationName(QStringLiteral("rummy"));
    app.setApplicationVersion(QStringLiteral(RUMMY_VERSION));
    app.setOrganizationDomain(QStringLiteral("rummygame.org"));
}

// Parses the command line. std::nullopt with `exitCode` set: stop (help, version, error).
std::optional<rummy::GameController::Options> parse(const QStringList& args, int& exitCode) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Indian Rummy against computer opponents."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption seed(
        QStringLiteral("seed"),
        QCoreApplication::translate("main", "Deal deterministically from seed <N>."),
        QStringLiteral("N"));
    const QCommandLineOption players(
        QStringLiteral("players"),
        QCoreApplication::translate("main", "Players at the table, 2 to 6 (default 4)."),
        QStringLiteral("P"), QStringLiteral("4"));
    const QCommandLineOption format(
        QStringLiteral("format"),
        QCoreApplication::translate(
            "main", "Match format: points, pool101, pool201, deals2, deals3, deals6."),
        QStringLiteral("F"), QStringLiteral("points"));
    const QCommandLineOption delay(
        QStringLiteral("bot-delay"),
        QCoreApplication::translate("main", "Milliseconds a bot seems to think (default 700)."),
        QStringLiteral("MS"), QStringLiteral("700"));
    parser.addOptions({seed, players, format, delay});
    // QApplication's own options (-platform, -qwindowgeometry, -style...) are read by
    // QApplication later; the first parser must know them, or it stops at them.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    for (const char* name :
         {"platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry",
          "qwindowicon", "qwindowtitle", "display", "geometry", "style", "stylesheet", "session"}) {
        QCommandLineOption qt(QString::fromLatin1(name), QString(), QStringLiteral("value"));
        qt.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(qt);
    }
    for (const char* name : {"reverse", "widgetcount", "nograb", "dograb", "sync"}) {
        QCommandLineOption qt(QString::fromLatin1(name));
        qt.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(qt);
    }
    parser.process(args);  // --help and --version exit here, without a display

    rummy::GameController::Options o;
    bool ok = true;
    o.players = parser.value(players).toInt(&ok);
    if (!ok || o.players < 2 || o.players > 6) {
        std::fputs("rummy: --players takes a number from 2 to 6\n", stderr);
        exitCode = 2;
        return std::nullopt;
    }
    const auto f = rummy::parseFormat(parser.value(format).toStdString());
    if (!f) {
        std::fputs("rummy: unknown --format (points, pool101, pool201, deals2, deals3, deals6)\n",
                   stderr);
        exitCode = 2;
        return std::nullopt;
    }
    o.format = *f;
    if (!rummy::RuleSet::preset(o.format).validate(o.players)) {
        std::fputs("rummy: that format cannot be played at that many seats\n", stderr);
        exitCode = 2;
        return std::nullopt;
    }
    if (parser.isSet(seed)) {
        o.seed = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            std::fputs("rummy: --seed takes a non-negative number\n", stderr);
            exitCode = 2;
            return std::nullopt;
        }
    } else {
        o.seed = QRandomGenerator::global()->generate64();
    }
    o.botDelayMs = std::max(0, parser.value(delay).toInt());
    return o;
}

}  // namespace

int main(int argc, char** argv) {
    std::optional<rummy::GameController::Options> options;
    {
        // QApplication aborts without a display before it could print --help or --version:
        // parse with a QCoreApplication first (design.md §6).
        QCoreApplication core(argc, argv);
        describe(core);
        int exitCode = 0;
        options = parse(core.arguments(), exitCode);
        if (!options) return exitCode;
    }
    QApplication app(argc, argv);
    describe(app);
    QGuiApplication::setApplicationDisplayName(QObject::tr("Rummy"));
    QGuiApplication::setDesktopFileName(QString::fromLatin1(kAppId));
    rummy::MainWindow window(*options);
    window.setAutosavePath(rummy::SaveStore::defaultAutosavePath());
    window.show();
    window.offerResume();
    return app.exec();
}

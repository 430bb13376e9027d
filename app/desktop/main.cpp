// SPDX-License-Identifier: GPL-3.0-or-later
// rummy: Indian Rummy at a desktop table against computer opponents.
#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QMessageBox>
#include <QRandomGenerator>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>

#include "controller/indian_controller.h"
#include "game/variant.h"
#include "indian/indian_rules.h"
#include "settings/app_settings.h"
#include "settings/settings_file.h"
#include "store/save_store.h"
#include "store/stats_store.h"
#include "text/translation_loader.h"
#include "windows/main_window.h"

namespace {

constexpr auto kAppId = "org.rummygame.rummy";

void describe(QCoreApplication& app) {
    app.setApplicationName(QStringLiteral("rummy"));
    app.setApplicationVersion(QStringLiteral(RUMMY_VERSION));
    app.setOrganizationDomain(QStringLiteral("rummygame.org"));
}

// The game options the command line names: they win over the saved settings.
struct GivenOptions {
    bool players = false, format = false, delay = false, seed = false, variant = false;
    bool any() const { return players || format || delay || seed || variant; }
};
GivenOptions given;
rummy::Variant givenVariant = rummy::Variant::Indian13;  // --variant, when given
bool autoplayGiven = false;                              // --autoplay
bool autopilotGiven = false;                             // --autopilot

// The first match: the saved settings, with what the command line names on top. `settings`
// takes the command line's bot delay too, since the window applies its pace from there.
rummy::IndianController::Options firstMatch(rummy::AppSettings& settings,
                                            const rummy::IndianController::Options& cmd) {
    if (given.delay) settings.botDelayMs = cmd.botDelayMs;
    rummy::IndianController::Options o = settings.toOptions(cmd.seed);
    if (given.players) o.players = cmd.players;
    if (given.format) o.format = cmd.format;
    // The saved house rules go with the saved format; a format or seat count from the command
    // line they do not fit gets its standard rules (parse() checked those can be dealt).
    if (given.format || !settings.rules.validate(o.players))
        o.rules = rummy::IndianRules::preset(o.format, settings.rules.variant);
    return o;
}

// Parses the command line. std::nullopt with `exitCode` set: stop (help, version, error).
std::optional<rummy::IndianController::Options> parse(const QStringList& args, int& exitCode,
                                                      QString& language) {
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
    const QCommandLineOption variant(
        QStringLiteral("variant"),
        QCoreApplication::translate(
            "main",
            "The game: indian13, indian21, gin, straight, 500, 51 or kaluki (default: "
            "the settings)."),
        QStringLiteral("V"));
    parser.addOptions({seed, players, format, delay, variant});
    // For screenshots and demonstrations: a bot plays your seat too (nothing is counted in the
    // statistics); at Gin the table then stops at the first hand's result.
    QCommandLineOption autoplay(QStringLiteral("autoplay"));
    autoplay.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(autoplay);
    // For the kill test and soak runs (docs/reliability.md): a bot plays your seat as you
    // (saved and counted in the statistics as your games), an autosave is resumed without
    // asking, and the table goes on from deal to deal and match to match by itself.
    QCommandLineOption autopilot(QStringLiteral("autopilot"));
    autopilot.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(autopilot);
    // For screenshots and translators: overrides the language setting for this run.
    QCommandLineOption lang(QStringLiteral("lang"), QString(), QStringLiteral("code"));
    lang.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(lang);
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
    language = parser.value(lang);
    autoplayGiven = parser.isSet(autoplay);
    autopilotGiven = parser.isSet(autopilot);

    rummy::IndianController::Options o;
    given = {parser.isSet(players), parser.isSet(format), parser.isSet(delay), parser.isSet(seed),
             parser.isSet(variant)};
    bool ok = true;
    if (given.variant) {
        const auto v = rummy::parseVariant(parser.value(variant).toStdString());
        if (!v || !rummy::AppSettings::isGameOffered(*v)) {
            std::fputs(
                "rummy: --variant takes indian13, indian21, gin, straight, 500, 51 or kaluki\n",
                stderr);
            exitCode = 2;
            return std::nullopt;
        }
        givenVariant = *v;
    }
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
    if (!rummy::IndianRules::preset(o.format).validate(o.players)) {
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
    std::optional<rummy::IndianController::Options> options;
    QString language;  // --lang; empty: the setting, else the system's language
    {
        // QApplication aborts without a display before it could print --help or --version:
        // parse with a QCoreApplication first (design.md §6).
        QCoreApplication core(argc, argv);
        describe(core);
        int exitCode = 0;
        options = parse(core.arguments(), exitCode, language);
        if (!options) return exitCode;
    }
    QApplication app(argc, argv);
    describe(app);
    rummy::TranslationLoader::install(
        language.isEmpty() ? rummy::TranslationLoader::storedLanguage() : language);
    QGuiApplication::setApplicationDisplayName(QObject::tr("Rummy"));
    QGuiApplication::setDesktopFileName(QString::fromLatin1(kAppId));
    // Settings saved by the dialog (~/.config/rummygame.org/rummy.conf on Linux). A damaged
    // file never stops the game: each bad part falls back to its default and is listed, and the
    // file is kept aside (settings/settings_file.h).
    const QString settingsPath = rummy::SettingsFile::defaultPath();
    QStringList problems;
    rummy::AppSettings settings = rummy::SettingsFile::load(settingsPath, &problems);
    if (given.variant) {
        settings.game = givenVariant;
        // An Indian game named on the command line brings its own rules (21 cards need three
        // decks): the saved house rules are another game's.
        if (rummy::familyOf(givenVariant) == rummy::Family::Indian &&
            settings.rules.variant != givenVariant)
            settings.rules = rummy::IndianRules::preset(settings.format(), givenVariant);
        // A table game likewise, with the saved options only when they are that game's.
        if (rummy::familyOf(givenVariant) == rummy::Family::Table &&
            settings.table.variant != givenVariant)
            settings.table = rummy::TableRules::preset(givenVariant);
    }
    if (settings.playsTable() && given.players) {
        settings.tablePlayers =
            std::clamp(options->players, settings.table.minSeats, settings.table.maxSeats);
        if (settings.tablePlayers != options->players)
            std::fprintf(stderr, "rummy: %s is played by %d to %d players; seating %d\n",
                         rummy::variantId(settings.table.variant), settings.table.minSeats,
                         settings.table.maxSeats, settings.tablePlayers);
    }
    rummy::MainWindow window(firstMatch(settings, *options));
    if (const QString deck = window.setAppSettings(settings); !deck.isEmpty()) problems << deck;
    // Gin chosen in Settings (or on the command line): its table from the start.
    if (settings.playsGin()) {
        rummy::GinController::Options gin = settings.toGinOptions(options->seed);
        gin.humanIsBot = autoplayGiven;
        window.startGinGame(gin);
    } else if (settings.playsTable()) {
        rummy::TableGameController::Options table = settings.toTableGameOptions(options->seed);
        table.humanIsBot = autoplayGiven;
        window.startTableGame(table);
    } else if (autoplayGiven) {
        window.controller()->setHumanIsBot(true);
    }
    if (autopilotGiven) window.startAutopilot();
    window.setAutosavePath(rummy::SaveStore::defaultAutosavePath());
    window.setStatsPath(rummy::StatsStore::defaultPath());
    window.show();
    // Said once: the repaired settings are written back. Not when the command line sets up
    // the table (tests, screenshots), where nobody would be there to close the box.
    if (!problems.isEmpty() && !given.any()) {
        (void)rummy::SettingsFile::save(settingsPath, window.appSettings());
        auto* box = new QMessageBox(
            QMessageBox::Warning, QCoreApplication::translate("main", "Settings"),
            QCoreApplication::translate(
                "main", "Some saved settings could not be used; their defaults apply instead."),
            QMessageBox::Ok, &window);
        box->setInformativeText(problems.join(QLatin1Char('\n')));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    window.offerResume(autopilotGiven ? rummy::MainWindow::ResumeAnswer::Resume
                                      : rummy::MainWindow::ResumeAnswer::Ask);
    return app.exec();
}

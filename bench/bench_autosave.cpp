// SPDX-License-Identifier: GPL-3.0-or-later
// What the autosave after every move costs a move: bots play long matches at the
// desktop's controllers with an Autosaver writing into a folder, and the time the Autosaver
// adds to each state change on the GUI thread (encoding the game and handing the bytes to its
// writer thread) is timed apart from everything else. Then the writer thread's own work per
// file (QSaveFile's write, fdatasync and rename), which no move waits for, is timed on the
// largest file of each game. Printed, never asserted: the machine and the disk decide.
//
//   bench_autosave [FOLDER] [MOVES]    (default: a temporary folder in the system's temporary
//                                       directory, 2000 moves per game)
//
// How: on each controller's stateChanged a first slot starts a clock and a last one stops it,
// with the Autosaver's slot connected in between (Qt calls the slots of one signal in the
// order they were connected), so a sample is exactly the Autosaver's work for that move.
#include <sys/statfs.h>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "controller/gin_controller.h"
#include "controller/indian_controller.h"
#include "store/autosaver.h"
#include "store/gin_save_codec.h"
#include "store/save_store.h"

using namespace rummy;

namespace {

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

void print(const QString& what, const std::vector<double>& ms) {
    std::printf("%-44s n=%zu  median %.3f ms  p90 %.3f ms  p99 %.3f ms  max %.3f ms\n",
                qPrintable(what), ms.size(), percentile(ms, 0.5), percentile(ms, 0.9),
                percentile(ms, 0.99), ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()));
}

// The writer thread's work for one file of `bytes`, `n` times.
std::vector<double> diskTimes(const QString& path, const QByteArray& bytes, int n) {
    std::vector<double> ms;
    for (int i = 0; i < n; ++i) {
        QElapsedTimer t;
        t.start();
        QString error;
        if (!SaveStore::writeFile(path, bytes, &error)) std::printf("%s\n", qPrintable(error));
        ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    return ms;
}

// Times whatever is connected to `changed` between the two clock slots.
struct Clock {
    QElapsedTimer t;
    std::vector<double> samples;
    void start() { t.start(); }
    void stop() { samples.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6); }
};

// Bots play `moves` moves of 13-card matches of `options` (the next deal and the next match
// started as soon as one ends), with an Autosaver writing to `path` when `save`.
std::vector<double> playIndian(IndianController::Options options, const QString& path, int moves,
                               QByteArray* largest) {
    options.botDelayMs = 0;
    options.humanIsBot = true;
    IndianController c(options);
    Clock clock;
    QObject::connect(&c, &IndianController::stateChanged, [&] { clock.start(); });
    Autosaver saver;
    saver.watch(&c);
    saver.setPlaying(&c);
    saver.setPath(path);
    QObject::connect(&c, &IndianController::stateChanged, [&] {
        clock.stop();
        if (const QByteArray b = SaveStore::encode(c.match(), c.options());
            b.size() > largest->size())
            *largest = b;
        if (static_cast<int>(clock.samples.size()) >= moves) QCoreApplication::quit();
    });
    QObject::connect(&c, &IndianController::dealEnded,
                     [&] { QTimer::singleShot(0, &c, &IndianController::nextDeal); });
    QCoreApplication::exec();
    return clock.samples;
}

std::vector<double> playGin(GinController::Options options, const QString& path, int moves,
                            QByteArray* largest) {
    options.botDelayMs = 0;
    options.humanIsBot = true;
    GinController c(options);
    Clock clock;
    QObject::connect(&c, &GinController::stateChanged, [&] { clock.start(); });
    Autosaver saver;
    saver.watch(&c);
    saver.setPlaying(&c);
    saver.setPath(path);
    QObject::connect(&c, &GinController::stateChanged, [&] {
        clock.stop();
        if (const QByteArray b = GinSaveCodec::encode(c.game(), c.options());
            b.size() > largest->size())
            *largest = b;
        if (static_cast<int>(clock.samples.size()) >= moves) QCoreApplication::quit();
    });
    QObject::connect(&c, &GinController::dealEnded,
                     [&] { QTimer::singleShot(0, &c, &GinController::nextHand); });
    QCoreApplication::exec();
    return clock.samples;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTemporaryDir tmp;
    const QString folder = args.size() > 1 ? args[1] : tmp.path();
    const int moves = args.size() > 2 ? args[2].toInt() : 2000;
    const QString path = folder + QStringLiteral("/autosave.rummy");
    struct statfs fs {};
    statfs(folder.toLocal8Bit().constData(), &fs);
    std::printf("autosave into %s (filesystem type 0x%lx), %d moves per game\n", qPrintable(path),
                static_cast<unsigned long>(fs.f_type), moves);

    IndianController::Options pool;
    pool.players = 6;
    pool.format = MatchFormat::Pool201;  // the longest matches, the largest files
    pool.seed = 11;
    IndianController::Options points;
    points.players = 4;
    points.seed = 12;
    GinController::Options gin;
    gin.seed = 13;
    struct Game {
        QString name;
        std::vector<double> added;
        QByteArray largest;
    };
    std::vector<Game> games(3);
    games[0].name = QStringLiteral("13-card Pool 201, 6 players");
    games[0].added = playIndian(pool, path, moves, &games[0].largest);
    games[1].name = QStringLiteral("13-card Points, 4 players");
    games[1].added = playIndian(points, path, moves, &games[1].largest);
    games[2].name = QStringLiteral("Gin to 100");
    games[2].added = playGin(gin, path, moves, &games[2].largest);
    std::printf("added to each move, on the GUI thread (encode, hand to the writer):\n");
    std::vector<double> all;
    for (const Game& g : games) {
        print(QStringLiteral("  ") + g.name, g.added);
        all.insert(all.end(), g.added.begin(), g.added.end());
    }
    print(QStringLiteral("  all moves"), all);
    std::printf("the writer thread, per file (write, fdatasync, rename; no move waits):\n");
    for (const Game& g : games)
        print(QStringLiteral("  %1, %2 KB").arg(g.name).arg(g.largest.size() / 1024.0, 0, 'f', 1),
              diskTimes(path, g.largest, 200));
    return 0;
}

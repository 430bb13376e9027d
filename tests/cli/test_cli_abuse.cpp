// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli under abuse: output that cannot be written (a full device, a full disk, a closed
// pipe) ends every command with a message and exit 3, and leaves no partial file looking whole;
// input is bounded (long lines, large records, a directory, an endless device); the bot protocol
// checks the same fields and the same notation in every family. About 3 s.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_runner.h"
#include "test_registry.h"

using namespace rummy::test;

namespace {

QStringList words(const char* text) {
    return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// A shell script's standard output (or nothing when it could not run).
QByteArray shell(const QString& script, int* status = nullptr) {
    QProcess p;
    p.start(QStringLiteral("bash"), {QStringLiteral("-c"), script});
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    if (status) *status = p.exitCode();
    return p.readAllStandardOutput();
}

QString cli() {
    return QStringLiteral(RUMMY_CLI_PATH);
}

// A request of each family whose closed deck (stock) is -5.
const char* const kNegativeStock[] = {
    R"({"variant":"indian13","hand":["2H","3H","4H","5S","6S","7S","8D","9D","10D","JC","QC","KC","AS"],"open_deck":["5H"],"closed_deck":-5,"legal":["draw-closed","draw-open"]})",
    R"({"variant":"gin","hand":["2H","3H","4H","5S","6S","7S","8D","9D","10D","JC"],"pile":["5H"],"stock":-5,"legal":["draw-closed","draw-open"]})",
    R"({"variant":"straight","hand_sizes":[7,7],"hand":["2H","3H","4H","5S","6S","7S","8D"],"pile":["5H"],"stock":-5,"legal":["draw-closed","draw-open"]})",
};

}  // namespace

class TestCliAbuse : public QObject {
    Q_OBJECT
private slots:
    // Every command, its output on /dev/full (a device that is always full): one line that
    // names the standard output and the reason, exit 3.
    void everyCommandOnAFullDevice_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("--version") << "--version" << QByteArray();
        QTest::newRow("help") << "simulate --help" << QByteArray();
        QTest::newRow("eval") << "eval 2H 3H 4H 5S 6S 7S 8D 9D 10D JC QC KC AS" << QByteArray();
        QTest::newRow("eval --batch")
            << "eval --batch" << QByteArray("- 2H 3H 4H 5S 6S 7S 8D 9D 10D JC QC KC AS\n");
        QTest::newRow("deal") << "deal --seed 4" << QByteArray();
        QTest::newRow("simulate") << "simulate --variant gin --deals 3" << QByteArray();
        QTest::newRow("record") << "record --variant 51 --players 3 --seed 2" << QByteArray();
        QTest::newRow("replay") << "replay -"
                                << runCli({QStringLiteral("record"), QStringLiteral("--seed"),
                                           QStringLiteral("5")})
                                       .out;
        QTest::newRow("bot")
            << "bot"
            << QByteArray(
                   R"({"hand":["2H","3H","4H","5S","6S","7S","8D","9D","10D","JC","QC","KC","AS"],"open_deck":["5H"],"closed_deck":40,"legal":["draw-closed","draw-open"]})"
                   "\n");
    }
    void everyCommandOnAFullDevice() {
        QFETCH(QString, command);
        QFETCH(QByteArray, input);
        if (!QFile::exists(QStringLiteral("/dev/full"))) QSKIP("this system has no /dev/full");
        const CliRun r =
            runCli(command.split(QLatin1Char(' ')), input, QStringLiteral("/dev/full"));
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("cannot write the standard output"), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }

    // A record on a disk that fills up: exit 3, and the file holds what it held before the
    // command (appended to) or nothing (written afresh), never a cut record.
    void recordOnAFullDisk() {
        int probe = 1;
        shell(QStringLiteral("unshare --user --map-root-user --mount sh -c 'mount -t tmpfs -o "
                             "size=4k tmpfs /tmp'"),
              &probe);
        if (probe != 0) QSKIP("no tmpfs in a user and mount namespace here (unshare -rm)");
        QTemporaryDir dir;
        const QString script =
            QStringLiteral(
                R"(unshare --user --map-root-user --mount sh -c 'mount -t tmpfs -o size=16k tmpfs "$1" && )"
                R"(echo before > "$1/kept" && "$2" record --variant 500 --players 4 --seed 9 >> "$1/kept"; )"
                R"(echo "status $?"; cat "$1/kept"; "$2" record --variant 500 --players 4 --seed 9 > "$1/new"; )"
                R"(echo "status $?"; wc -c < "$1/new"' sh %1 %2)")
                .arg(dir.path(), cli());
        const QByteArray out = shell(script);
        QCOMPARE(out, QByteArray("status 3\nbefore\nstatus 3\n0\n"));
    }

    // A reader that goes away: the writer hears EPIPE, says so and stops (no silent death by
    // SIGPIPE, no endless work for nobody).
    void closedPipe() {
        const QString script =
            QStringLiteral(
                R"(for i in $(seq 30000); do echo "- 2H 3H 4H 5S 6S 7S 8D 9D 10D JC QC KC AS"; done | )"
                R"("%1" eval --batch 2>"%2" | head -c 10 >/dev/null; echo "${PIPESTATUS[1]}")")
                .arg(cli(), QDir::temp().filePath(QStringLiteral("rummy-epipe.err")));
        const QByteArray out = shell(script);
        QCOMPARE(out.trimmed(), QByteArray("3"));
        QFile err(QDir::temp().filePath(QStringLiteral("rummy-epipe.err")));
        QVERIFY(err.open(QIODevice::ReadOnly));
        QVERIFY(err.readAll().contains("Broken pipe"));
        err.remove();
    }

    // Lines without end, records without end, a directory: refused with exit 2 after reading
    // no more than the limit (4 MiB a line, 64 MiB a record).
    void boundedInput_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("said");
        QTest::newRow("bot") << "head -c 6000000 /dev/zero | tr '\\0' x | \"$0\" bot"
                             << "longer than 4 MiB";
        QTest::newRow("eval --batch")
            << "head -c 6000000 /dev/zero | tr '\\0' x | \"$0\" eval --batch"
            << "longer than 4 MiB";
        QTest::newRow("replay -") << "yes '[' | \"$0\" replay -"
                                  << "standard input is too large";
        QTest::newRow("replay device") << "\"$0\" replay /dev/zero"
                                       << "too large to be a game record";
        QTest::newRow("replay folder") << "\"$0\" replay /tmp"
                                       << "'/tmp' is a directory";
    }
    void boundedInput() {
        QFETCH(QString, command);
        QFETCH(QString, said);
        const QString script =
            QStringLiteral("set -o pipefail; ( %1 ) 2>&1 >/dev/null; echo \"status $?\"")
                .arg(command);
        QProcess p;
        p.start(QStringLiteral("bash"), {QStringLiteral("-c"), script, cli()});
        QVERIFY(p.waitForFinished(30000));
        const QByteArray out = p.readAllStandardOutput();
        QVERIFY2(out.contains(said.toUtf8()), out.constData());
        QVERIFY2(out.endsWith("status 2\n"), out.constData());
    }

    // The same field check in every family: a negative closed deck is refused alike.
    void sameFieldChecks() {
        for (const char* request : kNegativeStock) {
            const QJsonObject req = QJsonDocument::fromJson(request).object();
            const QString variant = req.value(QStringLiteral("variant")).toString();
            const CliRun r = runCli({QStringLiteral("bot"), QStringLiteral("--variant"), variant},
                                    QByteArray(request) + '\n');
            QCOMPARE(r.exitCode, 0);
            const QString error =
                QJsonDocument::fromJson(r.out).object().value(QStringLiteral("error")).toString();
            QVERIFY2(error.contains(QStringLiteral("must be a whole number from 0 to")),
                     qPrintable(variant + QStringLiteral(": ") + QString::fromUtf8(r.out)));
        }
    }

    // A move of another game's notation, refused by every game that does not have it with the
    // same message; the one game that has it answers.
    void sameNotationChecks() {
        const QByteArray table =
            R"({"id":1,"hand_sizes":[13,13],"hand":["9S","9D","4S","6C","QH","2H","AC","7S","JD","5H","3D","KS","10C"],"pile":["9H","2C"],"pile_by":[-1,0],"stock":24,"legal":["draw-closed","draw-open","draw-open 2"]})"
            "\n";
        const QByteArray indian =
            R"({"id":1,"hand":["2H","3H","4H","5S","6S","7S","8D","9D","10D","JC","QC","KC","AS"],"open_deck":["5H","6H"],"closed_deck":40,"legal":["draw-closed","draw-open 2"]})"
            "\n";
        const QByteArray gin =
            R"({"id":1,"hand":["2H","3H","4H","5S","6S","7S","8D","9D","10D","JC"],"pile":["5H","6H"],"legal":["draw-closed","draw-open 2"]})"
            "\n";
        const auto error = [](const char* variant, const QByteArray& request) {
            const CliRun r = runCli(
                {QStringLiteral("bot"), QStringLiteral("--variant"), QString::fromLatin1(variant)},
                request);
            return QJsonDocument::fromJson(r.out)
                .object()
                .value(QStringLiteral("error"))
                .toString();
        };
        for (const char* v : {"straight", "51", "kaluki"})
            QCOMPARE(error(v, table),
                     QStringLiteral("\"legal\" holds 'draw-open 2', which is not a move of ") +
                         QString::fromLatin1(v));
        QCOMPARE(error("indian13", indian),
                 QStringLiteral("\"legal\" holds 'draw-open 2', which is not a move of indian13"));
        QCOMPARE(error("gin", gin),
                 QStringLiteral("\"legal\" holds 'draw-open 2', which is not a move of gin"));
        const CliRun r500 = runCli(words("bot --variant 500"), table);
        QCOMPARE(
            QJsonDocument::fromJson(r500.out).object().value(QStringLiteral("move")).toString(),
            QStringLiteral("draw-open 2"));
        // A table game's word in a Gin request, and a Gin word in a table game's.
        QByteArray ginMeld = gin;
        ginMeld.replace("draw-open 2", "meld [2H 3H 4H]");
        QCOMPARE(error("gin", ginMeld),
                 QStringLiteral("\"legal\" holds 'meld [2H 3H 4H]', which is not a move of gin"));
        QByteArray tableKnock = table;
        tableKnock.replace("draw-open 2", "pass");
        QCOMPARE(error("straight", tableKnock),
                 QStringLiteral("\"legal\" holds 'pass', which is not a move of straight"));
    }
};

RUMMY_TEST_GUILESS_MAIN(TestCliAbuse)

#include "test_cli_abuse.moc"

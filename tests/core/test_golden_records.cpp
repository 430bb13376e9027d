// SPDX-License-Identifier: GPL-3.0-or-later
// The golden records (tests/data/records/, made by make_golden.sh before the engine was
// reshaped for the sister games): bot-played matches of every Indian format. Each must replay
// to exactly the scores recorded beside it, and the same bots on the same seed must play the
// same match again, move for move. A failure here means the 13-card game changed.
#include <QDir>
#include <QFile>
#include <QtTest>

#include "bot_match.h"
#include "io/game_record.h"
#include "io/record_replay.h"
#include "test_registry.h"

using namespace rummy;

namespace {

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString recordsDir() {
    return QStringLiteral(RUMMY_TEST_DATA_DIR "/records");
}

}  // namespace

class TestGoldenRecords : public QObject {
    Q_OBJECT

private slots:
    void records_data() {
        QTest::addColumn<QString>("name");
        const QStringList files =
            QDir(recordsDir())
                .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)
                .filter(QRegularExpression(QStringLiteral("^[^.]+\\.json$")));
        // Every Indian format, three seeds each, and two pool matches with re-joins.
        QVERIFY(files.size() >= 23);
        for (const QString& f : files) QTest::newRow(qPrintable(f)) << f.chopped(5);
    }

    void records() {
        QFETCH(QString, name);
        const QByteArray text = readFile(recordsDir() + QLatin1Char('/') + name + ".json");
        const QByteArray expected =
            readFile(recordsDir() + QLatin1Char('/') + name + ".result.json").trimmed();
        QVERIFY(!text.isEmpty() && !expected.isEmpty());

        const RecordParse parsed = parseRecord(text.toStdString());
        QVERIFY(parsed.record);
        const GameRecord& rec = *parsed.record;
        const Replay replay = replayRecord(rec);
        QVERIFY(!replay.failure);
        QVERIFY(replay.game && replay.game->indian() && replay.game->isOver());
        QCOMPARE(QByteArray::fromStdString(replay.summary.dump()), expected);

        // The same bots on the same seed: the same match, every move.
        for (const std::string& p : rec.players) QVERIFY(parseBotLevel(p));
        const auto again = playBotMatch(rec.rules, rec.players, *rec.seed);
        QVERIFY(again.ok());
        const GameRecord replayed = recordOfMatch(*again, rec.players);
        QCOMPARE(replayed.deals.size(), rec.deals.size());
        for (std::size_t d = 0; d < rec.deals.size(); ++d) {
            const auto& want = rec.deals[d].moves;
            const auto& got = replayed.deals[d].moves;
            for (std::size_t i = 0; i < std::min(want.size(), got.size()); ++i)
                if (!(want[i] == got[i]))
                    QFAIL(qPrintable(QStringLiteral("deal %1, move %2: recorded '%3', played '%4'")
                                         .arg(d)
                                         .arg(i)
                                         .arg(QString::fromStdString(want[i].move),
                                              QString::fromStdString(got[i].move))));
            QCOMPARE(got.size(), want.size());
        }
        QCOMPARE(QByteArray::fromStdString(writeRecord(replayed)), text);
    }
};

RUMMY_TEST_APPLESS_MAIN(TestGoldenRecords)

#include "test_golden_records.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The arena's counts for fixed seeds (tests/data/arena/, made by make_arena.sh): every Indian
// format (made before the engine was reshaped for the sister games), 21-card, Gin and the table
// games. Every level's wins, points, drops, knocks and lay-downs must come out the same, so every
// bot decision and every rule is as it was. Timing is the only part of a summary that may
// differ.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "cli_runner.h"
#include "test_registry.h"

using rummy::test::runCli;

namespace {

QString arenaDir() {
    return QStringLiteral(RUMMY_TEST_DATA_DIR "/arena");
}

QJsonObject withoutTiming(const QByteArray& json) {
    QJsonObject o = QJsonDocument::fromJson(json).object();
    o.remove(QStringLiteral("timing"));
    return o;
}

}  // namespace

class TestArenaGolden : public QObject {
    Q_OBJECT

private slots:
    void arenas_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("args");
        QFile list(arenaDir() + QStringLiteral("/arenas.txt"));
        QVERIFY(list.open(QIODevice::ReadOnly | QIODevice::Text));
        int rows = 0;
        while (!list.atEnd()) {
            const QString line = QString::fromUtf8(list.readLine()).trimmed();
            if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
            QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const QString name = words.takeFirst();
            QTest::newRow(qPrintable(name)) << name << words;
            ++rows;
        }
        QVERIFY(rows >= 16);  // every Indian format, 21-card, Gin and every table game
    }

    void arenas() {
        QFETCH(QString, name);
        QFETCH(QStringList, args);
        QFile expected(arenaDir() + QLatin1Char('/') + name + QStringLiteral(".json"));
        QVERIFY(expected.open(QIODevice::ReadOnly));
        const QJsonObject want = withoutTiming(expected.readAll());
        QVERIFY(!want.isEmpty());
        // Two threads: the counts must not depend on how the work is shared out either.
        const auto run = runCli(QStringList{QStringLiteral("simulate")} + args +
                                QStringList{QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject got = withoutTiming(run.out);
        if (got != want)
            QFAIL(qPrintable(
                QStringLiteral("arena %1 changed:\nwant %2\ngot  %3")
                    .arg(name,
                         QString::fromUtf8(QJsonDocument(want).toJson(QJsonDocument::Compact)),
                         QString::fromUtf8(QJsonDocument(got).toJson(QJsonDocument::Compact)))));
    }
};

RUMMY_TEST_GUILESS_MAIN(TestArenaGolden)

#include "test_arena_golden.moc"

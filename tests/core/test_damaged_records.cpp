// SPDX-License-Identifier: GPL-3.0-or-later
// Damaged records (and so damaged saves, which are records): cut at every byte, bytes flipped at
// random, wrong types, huge numbers, deep nesting. Each is read to a named error or to a record
// that replays; none crashes, and each is read quickly.
#include <QtTest>

#include <chrono>
#include <fstream>
#include <sstream>

#include "cards/rng.h"
#include "io/game_record.h"
#include "io/record_replay.h"
#include "test_registry.h"

using namespace rummy;

namespace {

std::string readData(const char* name) {
    std::ifstream in(std::string(RUMMY_TEST_DATA_DIR) + "/records/" + name, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

const char* kGinHand = R"({"record": 1, "variant": "gin", "players": ["a", "b"], "dealer": 1,
  "deck": ["AS", "AH", "2S", "2H", "3S", "3H", "4S", "4H", "5S", "5H", "6S", "6H", "7S", "7H",
           "8S", "8H", "9S", "9H", "10S", "10H", "KC", "AD"],
  "moves": [{"seat": 0, "move": "pass"}, {"seat": 1, "move": "pass"},
            {"seat": 0, "move": "draw-closed"}, {"seat": 0, "move": "knock AS"}]})";

// Reads `text`: a refusal must name its error; a record must replay (to its end or to a named
// refusal). Returns whether it read.
bool readOrRefuse(std::string_view text) {
    const RecordParse parsed = parseRecord(text);
    if (!parsed.record) {
        if (parsed.error.code == ErrorCode::None) qFatal("a refusal without a reason");
        return false;
    }
    const Replay replay = replayRecord(*parsed.record);
    if (replay.failure && replay.failure->code == ErrorCode::None)
        qFatal("a replay failure without a reason");
    return true;
}

}  // namespace

class TestDamagedRecords : public QObject {
    Q_OBJECT

private slots:
    void cutAtEveryByte_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("pool 101 match")
            << QByteArray::fromStdString(readData("pool101-4p-rejoin-7.json"));
        QTest::newRow("gin hand") << QByteArray(kGinHand);
    }
    void cutAtEveryByte() {
        QFETCH(QByteArray, text);
        const std::string full = text.toStdString();
        QVERIFY(readOrRefuse(full));
        // A cut record is refused, except where only closing whitespace was cut.
        std::size_t end = full.find_last_not_of(" \n\r\t") + 1;
        for (std::size_t n = 0; n < end; ++n)
            QVERIFY2(!readOrRefuse(std::string_view(full).substr(0, n)),
                     qPrintable(QStringLiteral("read when cut at byte %1").arg(n)));
    }

    void flippedBytes() {
        const std::string base = readData("deals3-3p-11.json");
        Rng rng(99);
        int read = 0;
        for (int i = 0; i < 3000; ++i) {
            std::string damaged = base;
            const int flips = 1 + static_cast<int>(rng.below(3));
            for (int f = 0; f < flips; ++f)
                damaged[rng.below(damaged.size())] = static_cast<char>(rng.below(256));
            read += readOrRefuse(damaged);
        }
        // Some flips land in a player's name or a digit of a seed and still read: fine, as long
        // as they replay or are refused by name.
        qInfo("%d of 3000 damaged copies still read", read);
    }

    void wrongTypesAndHugeNumbers_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("code");
        const QByteArray head = R"({"record": 1, "players": ["a", "b"], )";
        const int parse = int(ErrorCode::Parse);
        QTest::newRow("seed as float") << head + R"("seed": 1.5, "moves": []})" << parse;
        QTest::newRow("seed beyond 64 bits")
            << head + R"("seed": "123456789012345678901234567890", "moves": []})" << parse;
        QTest::newRow("seed negative") << head + R"("seed": -4, "moves": []})" << parse;
        QTest::newRow("huge dealer")
            << head + R"("seed": 1, "dealer": 99999999999, "moves": []})" << parse;
        QTest::newRow("integer overflow")
            << head + R"("seed": 99999999999999999999999, "moves": []})" << parse;
        QTest::newRow("players not strings")
            << QByteArray(R"({"record": 1, "players": [1, 2], "seed": 1})") << parse;
        QTest::newRow("moves an object") << head + R"("seed": 1, "moves": {}})" << parse;
        QTest::newRow("move a number")
            << head + R"("seed": 1, "moves": [{"seat": 0, "move": 5}]})" << parse;
        QTest::newRow("record 2") << QByteArray(
                                         R"({"record": 2, "players": ["a", "b"], "seed": 1})")
                                  << parse;
        QTest::newRow("rules a list") << head + R"("rules": [], "seed": 1, "moves": []})" << parse;
        QTest::newRow("gin rule a string")
            << QByteArray(
                   R"({"record": 1, "variant": "gin", "rules": {"knock": "10"}, "players": ["a", "b"], "seed": 1})")
            << parse;
        QTest::newRow("gin knock huge")
            << QByteArray(
                   R"({"record": 1, "variant": "gin", "rules": {"knock": 4000000000}, "players": ["a", "b"], "seed": 1})")
            << int(ErrorCode::BadRules);
    }
    void wrongTypesAndHugeNumbers() {
        QFETCH(QByteArray, text);
        QFETCH(int, code);
        const RecordParse parsed = parseRecord(text.toStdString());
        QVERIFY(!parsed.record);
        QCOMPARE(int(parsed.error.code), code);
    }

    // A move's count far beyond the pile is refused by the engine, not read as a number that
    // wraps.
    void hugeCountInAMove() {
        const std::string text = R"({"record": 1, "players": ["a", "b"], "seed": 1, "moves": [
            {"seat": 1, "move": "draw-open 99999999999999999999"}]})";
        const RecordParse parsed = parseRecord(text);
        QVERIFY(parsed.record);
        const Replay replay = replayRecord(*parsed.record);
        QVERIFY(replay.failure);
        QCOMPARE(replay.failure->code, ErrorCode::Parse);
        QCOMPARE(replay.failure->notation, MoveTextError::BadNumber);
    }

    // A million nested brackets: refused at the nesting limit, quickly, without exhausting the
    // stack.
    void deepNesting() {
        const auto start = std::chrono::steady_clock::now();
        std::string objects;
        for (int i = 0; i < 200'000; ++i) objects += "{\"a\":";
        for (const std::string& text : {std::string(1'000'000, '['), objects}) {
            const RecordParse parsed = parseRecord(text);
            QVERIFY(!parsed.record);
            QCOMPARE(parsed.error.json.code, JsonErrorCode::TooDeep);
        }
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        qInfo("two nestings of a million bytes refused in %.1f ms", ms);
    }
};

RUMMY_TEST_APPLESS_MAIN(TestDamagedRecords)

#include "test_damaged_records.moc"

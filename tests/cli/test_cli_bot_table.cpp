// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli bot for the table games (docs/bot-protocol.md): whole hands of Straight, 500, 51
// and Kaluki played line by line against the engine, each request written from the engine's
// own view as a host would, each answer among the legal moves and the very move the bot gives
// in process (the protocol plays as the arena); malformed requests answered with an error
// that does not stop the process.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include "bot.h"
#include "game/move_notation.h"
#include "game/player_view.h"
#include "table/table_round.h"
#include "test_registry.h"

#ifndef RUMMY_CLI_PATH
#error "RUMMY_CLI_PATH must name the rummy-cli executable"
#endif

using namespace rummy;

namespace {

QString str(const std::string& s) {
    return QString::fromStdString(s);
}

QJsonArray cardArray(const std::vector<Card>& cards) {
    QJsonArray a;
    for (const Card c : cards) a.append(str(c.toString()));
    return a;
}

QJsonArray intArray(const std::vector<int>& v) {
    QJsonArray a;
    for (int i : v) a.append(i);
    return a;
}

std::vector<int> seatsValues(const PlayerView& v, int SeatView::*field) {
    std::vector<int> out;
    for (const SeatView& s : v.seats) out.push_back(s.*field);
    return out;
}

std::vector<int> pileThrowers(const PlayerView& v) {
    std::vector<int> out;
    for (const OpenCard& o : v.pile) out.push_back(o.by);
    return out;
}

// The request a host writes for `v`.
QJsonObject requestOf(const PlayerView& v, int id) {
    QJsonObject o{{"id", id},
                  {"variant", variantId(v.table().rules.variant)},
                  {"seat", v.seat},
                  {"dealer", v.dealer},
                  {"hand", cardArray(v.hand)},
                  {"hand_sizes", intArray(seatsValues(v, &SeatView::cards))},
                  {"pile", cardArray(v.pileCards())},
                  {"pile_by", intArray(pileThrowers(v))},
                  {"stock", v.stock},
                  {"rebuilds", v.table().rebuilds},
                  {"turns", v.table().turns},
                  {"scores", intArray(seatsValues(v, &SeatView::score))}};
    QJsonArray opened;
    for (const SeatView& s : v.seats) opened.append(s.opened);
    o.insert("opened", opened);
    QJsonArray melds;
    for (const TableMeld& m : v.melds) {
        QJsonArray cards;
        for (const MeldCard& c : m.cards) {
            std::string text = c.card.toString();
            if (c.card.isPrintedJoker() && c.standsFor) {
                text += '=';
                text += c.standsFor->toString();
            }
            cards.append(str(text));
        }
        melds.append(
            QJsonObject{{"owner", m.owner}, {"cards", cards}, {"laid_by", intArray(m.laidBy)}});
    }
    o.insert("melds", melds);
    if (v.table().obligation)
        o.insert("obligation", QJsonObject{{"card", str(v.table().obligation->card.toString())},
                                           {"new_meld", v.table().obligation->newMeld}});
    if (v.takenFromPile) o.insert("taken_from_pile", str(v.takenFromPile->toString()));
    QJsonArray history;
    for (const PlayedMove& pm : v.history) {
        QJsonObject e{{"seat", pm.seat}, {"move", str(toString(pm.move))}};
        if (pm.card) e.insert("card", str(pm.card->toString()));
        history.append(e);
    }
    o.insert("history", history);
    QJsonArray legal;
    for (const Move& m : v.legal) legal.append(str(toString(m)));
    o.insert("legal", legal);
    return o;
}

struct BotProcess {
    QProcess p;
    BotProcess(const char* variant, const char* level, const char* seed) {
        p.start(QStringLiteral(RUMMY_CLI_PATH),
                {"bot", "--variant", variant, "--level", level, "--seed", seed});
        p.waitForStarted(10000);
    }
    QJsonObject ask(const QByteArray& line) {
        p.write(line + "\n");
        while (!p.canReadLine())
            if (!p.waitForReadyRead(10000)) return {};
        return QJsonDocument::fromJson(p.readLine()).object();
    }
    ~BotProcess() {
        p.write("{\"quit\": true}\n");
        p.closeWriteChannel();
        if (!p.waitForFinished(10000)) p.kill();
    }
};

}  // namespace

class TestCliBotTable : public QObject {
    Q_OBJECT
private slots:
    void playsWholeHandsAsInProcess_data() {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("level");
        for (Variant v : {Variant::Straight, Variant::Rummy500, Variant::Rummy51, Variant::Kaluki})
            for (const char* level : {"easy", "medium", "hard"})
                QTest::newRow((std::string(variantId(v)) + "/" + level).c_str())
                    << static_cast<int>(v) << QString(level);
    }
    void playsWholeHandsAsInProcess() {
        QFETCH(int, variant);
        QFETCH(QString, level);
        const auto v = static_cast<Variant>(variant);
        const std::string lv = level.toStdString();
        BotProcess cli(variantId(v), lv.c_str(), "7");
        QVERIFY(cli.p.state() == QProcess::Running);
        auto same = Bot::create(Variant::Straight, lv, 7);
        auto others = Bot::create(Variant::Straight, "medium", 9);
        TableRound round(TableRules::preset(v), 3, 2, 21);
        int asked = 0;
        for (int moves = 0; !round.isOver() && moves < 3000; ++moves) {
            const int seat = round.currentSeat();
            const PlayerView view = PlayerView::of(round, seat);
            Move move;
            if (seat == 0) {
                const QJsonObject answer =
                    cli.ask(QJsonDocument(requestOf(view, asked)).toJson(QJsonDocument::Compact));
                QCOMPARE(answer.value("id").toInt(), asked);
                QVERIFY2(answer.contains("move"),
                         qPrintable(QJsonDocument(answer).toJson(QJsonDocument::Compact)));
                QVERIFY(answer.value("reason").isString());
                const std::string text = answer.value("move").toString().toStdString();
                const auto it = std::find_if(view.legal.begin(), view.legal.end(),
                                             [&](const Move& m) { return toString(m) == text; });
                QVERIFY2(it != view.legal.end(), text.c_str());
                QCOMPARE(text, toString(same->decide(view).move));
                move = *it;
                ++asked;
            } else {
                move = others->decide(view).move;
            }
            QVERIFY(round.apply(move));
        }
        QVERIFY(round.isOver());
        QVERIFY(asked > 0);
    }

    void malformedRequestsGetErrors() {
        BotProcess cli("500", "hard", "1");
        const QByteArray bad[] = {
            "not json",
            "[1, 2]",
            R"({"id": 1, "hand": ["9S"], "legal": ["draw-closed"]})",
            R"({"id": 2, "hand_sizes": [7, 7], "legal": ["draw-closed"]})",
            R"({"id": 3, "hand_sizes": [7, 7], "hand": ["9S", "XX"], "legal": ["draw-closed"]})",
            R"({"id": 4, "hand_sizes": [7, 7], "hand": ["9S", "9S"], "legal": ["draw-closed"]})",
            R"({"id": 5, "hand_sizes": [7, 7], "hand": ["9S"], "legal": []})",
            R"({"id": 6, "hand_sizes": [7, 7], "hand": ["9S"], "legal": ["discard 8S"]})",
            R"({"id": 7, "hand_sizes": [7, 7], "hand": ["9S"], "legal": ["layoff 9S 1"]})",
            R"({"id": 8, "hand_sizes": [7, 7], "hand": ["9S"], "legal": ["knock 9S"]})",
            R"({"id": 9, "hand_sizes": [7, 7], "hand": ["9S"], "melds": [{"owner": 1,
                "cards": ["2S", "7H", "9D"]}], "legal": ["discard 9S"]})",
            R"({"id": 10, "hand_sizes": [7, 7], "hand": ["9S"], "legal": ["draw-open 3"]})",
            R"({"id": 11, "hand_sizes": [7, 7], "seat": 4, "hand": ["9S"], "legal": ["discard 9S"]})",
            R"({"id": 12, "hand_sizes": [7, 7], "hand": ["9S"], "rules": {"target": "x"},
                "legal": ["discard 9S"]})",
            R"({"id": 13, "variant": "51", "hand_sizes": [7, 7], "hand": ["9S"], "legal": ["done"]})",
            R"({"id": 14, "hand_sizes": [7, 7, 7, 7, 7, 7, 7], "hand": ["9S"], "legal": ["done"]})",
            R"({"id": 15, "hand_sizes": [7, 7], "hand": ["9S"], "obligation": {"card": "KD"},
                "legal": ["discard 9S"]})",
        };
        for (const QByteArray& line : bad) {
            QByteArray one = line;
            one.replace('\n', ' ');
            const QJsonObject answer = cli.ask(one);
            QVERIFY2(
                answer.value("error").isString() && !answer.value("error").toString().isEmpty(),
                line.constData());
        }
        // Still answering, and with the only legal move.
        const QJsonObject ok =
            cli.ask(R"({"id": 99, "hand_sizes": [1, 7], "hand": ["9S"], "legal": ["discard 9S"]})");
        QCOMPARE(ok.value("id").toInt(), 99);
        QCOMPARE(ok.value("move").toString(), QString("discard 9S"));
    }

    void aPositionOfTheDocs() {
        BotProcess cli("500", "hard", "1");
        const QJsonObject answer = cli.ask(
            QByteArray(
                R"({"id": 1, "seat": 1, "dealer": 0, "hand_sizes": [13, 13], "hand": ["9S", "9D",
            "4S", "6C", "QH", "2H", "AC", "7S", "JD", "5H", "3D", "KS", "10C"], "pile": ["9H",
            "2C"], "pile_by": [-1, 0], "stock": 24, "legal": ["draw-closed", "draw-open",
            "draw-open 2"]})")
                .simplified());
        QCOMPARE(answer.value("move").toString(), QString("draw-open 2"));
        QCOMPARE(answer.value("reason").toString(), QString("draw_open_completes"));
    }
};

RUMMY_TEST_GUILESS_MAIN(TestCliBotTable)

#include "test_cli_bot_table.moc"

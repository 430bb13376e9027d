// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli bot from the outside (docs/bot-protocol.md): a scripted session (ids echoed, events
// and blank lines unanswered, errors that do not stop the process, quit), whole hands played
// line by line against the engine with every answer among the legal moves, and the same answers
// for the same seed. Requests are written from the engine's own views, as a host would.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <algorithm>

#include "bot.h"
#include "game/move_notation.h"
#include "game/player_view.h"
#include "gin/gin_round.h"
#include "indian/indian_round.h"
#include "io/serialization.h"
#include "test_registry.h"

#ifndef RUMMY_CLI_PATH
#error "RUMMY_CLI_PATH must name the rummy-cli executable"
#endif

using namespace rummy;

namespace {

QJsonArray cardArray(const std::vector<Card>& cards) {
    QJsonArray a;
    for (const Card c : cards) a.append(QString::fromStdString(c.toString()));
    return a;
}

QJsonArray historyArray(const std::vector<PlayedMove>& history) {
    QJsonArray a;
    for (const PlayedMove& pm : history) {
        QJsonObject e{{"seat", pm.seat}, {"move", QString::fromStdString(toString(pm.move))}};
        if (pm.card) e.insert("card", QString::fromStdString(pm.card->toString()));
        a.append(e);
    }
    return a;
}

QJsonArray legalArray(const std::vector<Move>& legal) {
    QJsonArray a;
    for (const Move& m : legal) a.append(QString::fromStdString(toString(m)));
    return a;
}

// The request a host sends for the seat to play in a Gin hand.
QJsonObject ginRequest(const GinRound& r, int id) {
    const PlayerView v = PlayerView::of(r, r.currentSeat());
    const GinRules& g = v.gin().rules;
    QJsonObject rules{{"knock", g.knock},
                      {"gin_bonus", g.ginBonus},
                      {"undercut_bonus", g.undercutBonus},
                      {"oklahoma", g.oklahoma},
                      {"may_discard_taken_card", g.mayDiscardTakenCard},
                      {"wall", g.wall == GinWall::Void ? "void" : "take-to-knock"}};
    return {{"variant", "gin"},
            {"id", id},
            {"seat", v.seat},
            {"dealer", v.dealer},
            {"hand", cardArray(v.hand)},
            {"upcard", v.pile.empty()
                           ? QJsonValue()
                           : QJsonValue(QString::fromStdString(v.pile.back().card.toString()))},
            {"discards", cardArray(v.pileCards())},
            {"stock", v.stock},
            {"history", historyArray(v.history)},
            {"scores", QJsonArray{0, 0}},
            {"rules", rules},
            {"knock_limit", v.gin().knockLimit},
            {"legal", legalArray(v.legal)},
            {"some_field_a_newer_host_sends", "ignored"}};
}

// The request for the seat to play in a deal of 13 or 21 cards.
QJsonObject indianRequest(const IndianRound& r, int id) {
    const int seat = r.currentSeat();
    QJsonArray open;
    for (const OpenCard& o : r.openDeck())
        open.append(QJsonObject{{"card", QString::fromStdString(o.card.toString())}, {"by", o.by}});
    QJsonArray seats;
    for (int s = 0; s < r.seats(); ++s)
        seats.append(QJsonObject{{"cards", int(r.hand(s).size())},
                                 {"outcome", outcomeName(r.outcome(s))},
                                 {"has_drawn", r.hasDrawn(s)}});
    // Another seat's draw from the closed deck shows no card.
    std::vector<PlayedMove> history = r.history();
    for (PlayedMove& pm : history)
        if (pm.seat != seat && std::holds_alternative<moves::DrawClosed>(pm.move)) pm.card.reset();
    const QJsonObject rules =
        QJsonDocument::fromJson(
            QByteArray::fromStdString(Serialization::rulesToJson(r.rules()).dump()))
            .object();
    return {
        {"variant", variantId(r.rules().variant)},
        {"id", id},
        {"seat", seat},
        {"dealer", r.dealer()},
        {"hand", cardArray(r.hand(seat))},
        {"wild_card", r.wildCard() ? QJsonValue(QString::fromStdString(r.wildCard()->toString()))
                                   : QJsonValue()},
        {"open_deck", open},
        {"closed_deck", r.closedDeckSize()},
        {"seats", seats},
        {"history", historyArray(history)},
        {"rules", rules},
        {"legal", legalArray(r.legalMoves())}};
}

QByteArray line(const QJsonObject& o) {
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

// A bot process spoken to one line at a time.
class BotProcess {
public:
    explicit BotProcess(const QStringList& args) {
        p_.start(QStringLiteral(RUMMY_CLI_PATH), QStringList{"bot"} + args);
        p_.waitForStarted(10000);
    }
    ~BotProcess() {
        if (p_.state() != QProcess::NotRunning) {
            p_.kill();
            p_.waitForFinished();
        }
    }
    // Sends one line and waits for the answer line.
    QJsonObject ask(const QByteArray& request) {
        p_.write(request);
        while (!p_.canReadLine())
            if (!p_.waitForReadyRead(20000)) return {};
        return QJsonDocument::fromJson(p_.readLine()).object();
    }
    // Closes standard input and returns the exit code (-1: did not end normally).
    int finish() {
        p_.closeWriteChannel();
        if (!p_.waitForFinished(20000)) return -1;
        return p_.exitStatus() == QProcess::NormalExit ? p_.exitCode() : -1;
    }

private:
    QProcess p_;
};

// Every line of a batch run: the bot given all of `input` at once.
QList<QByteArray> runBatch(const QStringList& args, const QByteArray& input, int* exitCode) {
    QProcess p;
    p.start(QStringLiteral(RUMMY_CLI_PATH), QStringList{"bot"} + args);
    p.waitForStarted(10000);
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    QList<QByteArray> lines = p.readAllStandardOutput().split('\n');
    if (!lines.isEmpty() && lines.back().isEmpty()) lines.pop_back();
    return lines;
}

QStringList legalOf(const QJsonObject& request) {
    QStringList out;
    for (const auto& v : request.value("legal").toArray()) out << v.toString();
    return out;
}

// Requests from seeded Gin hands played by Medium, at every decision.
QList<QJsonObject> ginPositions(int hands, GinRules rules = {}) {
    QList<QJsonObject> out;
    for (int h = 0; h < hands; ++h) {
        GinRound r(rules, h % 2, std::uint64_t(100 + h));
        auto bot = Bot::create(Variant::Gin, "medium", std::uint64_t(h));
        while (!r.isOver()) {
            out << ginRequest(r, int(out.size()));
            if (!r.apply(bot->decide(PlayerView::of(r, r.currentSeat())).move)) break;
        }
    }
    return out;
}

const char* kGinHand = R"(["AS","2S","3S","7H","7D","7C","9S","10S","KD","QC"])";

}  // namespace

class TestCliBot : public QObject {
    Q_OBJECT
private slots:
    // One session: answers carry the request's id; events and blank lines get no answer;
    // malformed requests get an error on their line and the process goes on; quit ends it
    // with status 0 and nothing after it is read.
    void scriptedSession() {
        QByteArray in;
        in += QByteArray(R"({"variant":"gin","id":1,"seat":0,"dealer":1,"hand":)") + kGinHand +
              R"(,"upcard":"8S","discards":["8S"],"stock":31,"history":[],"knock_limit":10,)"
              R"("legal":["pass","draw-open"]})"
              "\n";
        in += R"({"event":"hand_over","winner":0})"
              "\n";
        in += "\n";
        in += "this is not JSON\n";
        in += R"({"variant":"gin","id":"no-legal","hand":["AS"]})"
              "\n";
        in += R"({"variant":"hearts","id":3,"legal":["pass"]})"
              "\n";
        in += QByteArray(R"({"variant":"gin","id":4,"hand":)") + kGinHand +
              R"(,"discards":["XX"],"legal":["draw-closed"]})"
              "\n";
        in += QByteArray(R"({"variant":"gin","id":5,"hand":)") + kGinHand +
              R"(,"discards":["4H"],"stock":20,"legal":["discard 4H"]})"
              "\n";
        in += QByteArray(R"({"variant":"gin","id":"b","seat":1,"dealer":0,"hand":)") + kGinHand +
              R"(,"discards":["8S"],"stock":25,"legal":["draw-closed","draw-open"]})"
              "\n";
        in += R"({"quit":true})"
              "\n";
        in += QByteArray(R"({"variant":"gin","id":99,"hand":)") + kGinHand +
              R"(,"legal":["draw-closed"]})"
              "\n";
        int code = -1;
        const QList<QByteArray> out = runBatch({"--variant", "gin", "--level", "hard"}, in, &code);
        QCOMPARE(code, 0);
        QCOMPARE(out.size(), 7);
        QList<QJsonObject> o;
        for (const QByteArray& l : out) o << QJsonDocument::fromJson(l).object();
        // 8♠ joins 9♠10♠: taken.
        QCOMPARE(o[0].keys(), (QStringList{"id", "move"}));
        QCOMPARE(o[0].value("id").toInt(), 1);
        QCOMPARE(o[0].value("move").toString(), QString("draw-open"));
        QVERIFY(o[1].value("error").toString().startsWith("not JSON"));
        QVERIFY(!o[1].contains("id"));
        QCOMPARE(o[2].value("id").toString(), QString("no-legal"));
        QVERIFY(o[2].value("error").toString().contains("legal"));
        QCOMPARE(o[3].value("id").toInt(), 3);
        QVERIFY(o[3].value("error").toString().contains("variant"));
        QCOMPARE(o[4].value("id").toInt(), 4);
        QVERIFY(o[4].value("error").toString().contains("XX"));
        QCOMPARE(o[5].value("id").toInt(), 5);  // discards listed, but the hand holds ten cards
        QVERIFY(o[5].value("error").toString().contains("11 cards"));
        QCOMPARE(o[6].value("id").toString(), QString("b"));
        QVERIFY(QStringList({"draw-closed", "draw-open"}).contains(o[6].value("move").toString()));
    }

    // End of input ends the process with status 0, and so does an empty input.
    void endOfInputExitsZero() {
        int code = -1;
        QVERIFY(runBatch({"--variant", "gin"}, "", &code).isEmpty());
        QCOMPARE(code, 0);
        QVERIFY(runBatch({"--variant", "indian13", "--level", "easy"}, "\n", &code).isEmpty());
        QCOMPARE(code, 0);
    }

    void badOptionsAreRefused() {
        int code = -1;
        runBatch({"--variant", "gin", "--level", "grandmaster"}, "", &code);
        QCOMPARE(code, 2);
        runBatch({"--variant", "canasta"}, "", &code);
        QCOMPARE(code, 2);
        runBatch({"--variant", "straight", "--level", "classic"}, "", &code);
        QCOMPARE(code, 2);
        runBatch({"--variant", "gin", "--seed", "-1"}, "", &code);
        QCOMPARE(code, 2);
    }

    // Every level answers every position of seeded hands (under two rule sets) with one of the
    // moves the request lists, written as the host wrote it.
    void everyAnswerIsLegal() {
        GinRules wall;
        wall.wall = GinWall::TakeToKnock;
        wall.mayDiscardTakenCard = true;
        QList<QJsonObject> requests = ginPositions(6) + ginPositions(4, wall);
        QByteArray in;
        for (const auto& r : requests) in += line(r);
        for (const char* level : {"random", "easy", "medium", "hard", "classic"}) {
            int code = -1;
            const QList<QByteArray> out =
                runBatch({"--variant", "gin", "--level", level}, in, &code);
            QCOMPARE(code, 0);
            QCOMPARE(out.size(), requests.size());
            for (int i = 0; i < out.size(); ++i) {
                const QJsonObject a = QJsonDocument::fromJson(out[i]).object();
                QCOMPARE(a.value("id").toInt(), requests[i].value("id").toInt());
                QVERIFY2(legalOf(requests[i]).contains(a.value("move").toString()),
                         out[i].constData());
            }
        }
    }

    // The same seed gives the same answers; the process keeps nothing between requests, so the
    // answers do not depend on what it was asked before either.
    void sameSeedSameAnswers() {
        const QList<QJsonObject> requests = ginPositions(3);
        QByteArray in, reversed;
        for (const auto& r : requests) in += line(r);
        for (auto it = requests.rbegin(); it != requests.rend(); ++it) reversed += line(*it);
        int code = -1;
        const QStringList args{"--variant", "gin", "--level", "random", "--seed", "5"};
        const QList<QByteArray> a = runBatch(args, in, &code);
        const QList<QByteArray> b = runBatch(args, in, &code);
        QCOMPARE(a, b);
        QList<QByteArray> c = runBatch(args, reversed, &code);
        std::reverse(c.begin(), c.end());
        QCOMPARE(a, c);
    }

    // Whole hands, the bot process playing seat 0 line by line against Medium in this process.
    void playsWholeGinHands() {
        BotProcess bot({"--variant", "gin", "--level", "hard", "--seed", "2"});
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            GinRules rules;
            if (seed % 2 == 0) rules.wall = GinWall::TakeToKnock;
            GinRound r(rules, int(seed % 2), seed);
            auto other = Bot::create(Variant::Gin, "medium", seed);
            int id = 0;
            while (!r.isOver()) {
                Move m;
                if (r.currentSeat() == 0) {
                    const QJsonObject req = ginRequest(r, ++id);
                    const QJsonObject a = bot.ask(line(req));
                    QCOMPARE(a.value("id").toInt(), id);
                    const QString text = a.value("move").toString();
                    QVERIFY2(legalOf(req).contains(text), qPrintable(text));
                    const auto& legal = r.legalMoves();
                    const auto it = std::find_if(legal.begin(), legal.end(), [&](const Move& l) {
                        return QString::fromStdString(toString(l)) == text;
                    });
                    QVERIFY(it != legal.end());
                    m = *it;
                } else {
                    m = other->decide(PlayerView::of(r, 1)).move;
                }
                QVERIFY(r.apply(m));
            }
            // The event is not answered: the next answer is the one to the line after it.
            const QJsonObject a = bot.ask(R"({"event":"hand_over"})"
                                          "\n"
                                          R"({"quit":false})"
                                          "\n");
            QVERIFY(a.value("error").toString().contains("legal"));
        }
        QCOMPARE(bot.finish(), 0);
    }

    // A 13-card and a 21-card deal to their end, the bot process playing seat 0 against Medium.
    void playsAnIndianDeal_data() {
        QTest::addColumn<QString>("variant");
        QTest::newRow("13 cards") << QStringLiteral("indian13");
        QTest::newRow("21 cards") << QStringLiteral("indian21");
    }
    void playsAnIndianDeal() {
        QFETCH(QString, variant);
        const Variant game = *parseVariant(variant.toStdString());
        BotProcess bot({"--variant", variant, "--level", "hard", "--seed", "4"});
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            IndianRound r(IndianRules::preset(MatchFormat::Points, game), 2 + int(seed), 1, seed);
            auto other = Bot::create(Variant::Indian13, BotLevel::Medium, seed);
            int id = 0;
            for (int moves = 0; !r.isOver() && moves < 1200; ++moves) {
                Move m;
                if (r.currentSeat() == 0) {
                    const QJsonObject req = indianRequest(r, ++id);
                    const QJsonObject a = bot.ask(line(req));
                    QCOMPARE(a.value("id").toInt(), id);
                    const QString text = a.value("move").toString();
                    QVERIFY2(legalOf(req).contains(text), qPrintable(text));
                    const MoveTextParse parsed = parseMoveText(text.toStdString());
                    QVERIFY(parsed.move);
                    auto move = indianMoveOf(*parsed.move, r.hand(0));
                    QVERIFY(move.ok());
                    m = move.value();
                } else {
                    m = other->decide(PlayerView::of(r, r.currentSeat())).move;
                }
                QVERIFY(r.apply(m));
            }
            QVERIFY(r.isOver());
        }
        QCOMPARE(bot.finish(), 0);
    }

    void indianErrors() {
        QByteArray in;
        in += R"({"variant":"indian13","id":1,"hand":["AS"],"legal":["draw-closed"]})"
              "\n";
        in +=
            R"({"variant":"indian13","id":2,"hand":["AS","AS","AS","2S","3S","4S","5S","6S","7S","8S","9S","10S","JS"],"legal":["draw-closed"]})"
            "\n";
        in += R"({"variant":"gin","id":3,"legal":["pass"]})"
              "\n";
        in +=
            R"({"id":4,"hand":["AS","2S","3S","4S","5S","6S","7S","8S","9S","10S","JS","QS","KS"],"open_deck":["5D"],"legal":["draw-closed","draw-open","drop"]})"
            "\n";
        int code = -1;
        const QList<QByteArray> out = runBatch({"--variant", "indian13"}, in, &code);
        QCOMPARE(code, 0);
        QCOMPARE(out.size(), 4);
        QVERIFY(QJsonDocument::fromJson(out[0]).object().value("error").toString().contains("13"));
        QVERIFY(QJsonDocument::fromJson(out[1]).object().value("error").toString().contains("AS"));
        QVERIFY(QJsonDocument::fromJson(out[2]).object().value("error").toString().contains("gin"));
        // No "variant": the process's own game. A run of thirteen spades: it draws, never drops.
        const QJsonObject ok = QJsonDocument::fromJson(out[3]).object();
        QCOMPARE(ok.value("id").toInt(), 4);
        QVERIFY(QStringList({"draw-closed", "draw-open"}).contains(ok.value("move").toString()));
    }

    // A 21-card bot: 21 cards (22 after drawing), three copies of a card, and no rules of
    // another game.
    void indian21Requests() {
        const QByteArray hand =
            R"(["AS","2S","3S","4D","5D","6D","9C","10C","JC","QH","QH","QH","7S","7D","7C","KS","KD","2H","5C","9S","JK"])";
        QByteArray in;
        in += R"({"id":1,"wild_card":"8H","players":3,"hand":)" + hand +
              R"(,"open_deck":["4C"],"closed_deck":95,"legal":["draw-closed","draw-open","drop"]})"
              "\n";
        in += R"({"id":2,"wild_card":"8H","hand":)" + hand +
              R"(,"rules":{"variant":"indian13"},"legal":["draw-closed"]})"
              "\n";
        in +=
            R"({"id":3,"hand":["AS","2S","3S","4D","5D","6D","9C","10C","JC","QH","QH","QH","7S","7D","7C","KS","KD","2H","5C","9S"],"legal":["draw-closed"]})"
            "\n";
        int code = -1;
        const QList<QByteArray> out = runBatch({"--variant", "indian21"}, in, &code);
        QCOMPARE(code, 0);
        QCOMPARE(out.size(), 3);
        const QJsonObject ok = QJsonDocument::fromJson(out[0]).object();
        QVERIFY2(QStringList({"draw-closed", "draw-open"}).contains(ok.value("move").toString()),
                 out[0].constData());
        QVERIFY(QJsonDocument::fromJson(out[1]).object().value("error").toString().contains(
            "indian21"));
        QVERIFY(QJsonDocument::fromJson(out[2]).object().value("error").toString().contains("21"));
    }
};

RUMMY_TEST_GUILESS_MAIN(TestCliBot)

#include "test_cli_bot.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Game review (ai/review): a hand-built position whose best move is known is graded with the
// right best move, loss and mark; a forced move is not graded; the luck of a draw has the sign of
// the card drawn; the marks and the ratings follow their thresholds; a record's review names each
// decision where replay counts it and refuses a record that does not replay. About 2 s.
#include <QtTest>

#include "bot.h"
#include "game/round.h"
#include "io/game_record.h"
#include "review/decision_grade.h"
#include "review/draw_luck.h"
#include "review/grading.h"
#include "review/record_review.h"
#include "scripted_deal.h"
#include "test_registry.h"

using namespace rummy;
using namespace rummy::test;
using namespace rummy::review;

namespace {

SearchBudget worlds(int n) {
    SearchBudget b;
    b.playouts = n;
    return b;
}

// 13-card Points, two seats, seat 1 deals so seat 0 plays first. Seat 0 holds a whole
// declaration (2-3-4♠, 5-6-7-8♥, 9♣ 9♦ 9♥, J-Q-K♦); seat 1 holds high cards in nothing (about
// 80 points). Aces are wild (the cut card A♣); the open card is 4♣; the closed deck gives
// `draw` first.
Round readyToDeclare(Card draw) {
    const IndianRules rules = IndianRules::preset(MatchFormat::Points);
    const std::vector<std::vector<Card>> hands{
        Cs({"2S", "3S", "4S", "5H", "6H", "7H", "8H", "9C", "9D", "9H", "JD", "QD", "KD"}),
        Cs({"KS", "KH", "QC", "QH", "JC", "JH", "10C", "10H", "8S", "8C", "7S", "7C", "6S"})};
    const auto shoe = stackShoe(rules, 1, hands, C("AC"), C("4C"), {draw});
    auto r = IndianRound::withShoe(rules, {true, true}, 1, shoe, 7);
    if (!r) qFatal("the stacked shoe does not deal");
    return Round(std::move(r).value());
}

std::optional<DecisionGrade> gradeAfterDrawing(const Move& played) {
    Round r = readyToDeclare(C("5C"));
    if (!r.apply(moves::DrawClosed{})) qFatal("cannot draw");
    DecisionGrader grader(Variant::Indian13, 1, worlds(24));
    return grader.grade(r.view(0), r.legalMoves(), played);
}

bool isFinish(const Move& m) {
    return kindOf(m) == MoveKind::Finish;
}

// A two-seat 13-card record played by bots (one deal: the Points format).
GameRecord botRecord(std::uint64_t seed) {
    auto created = IndianMatch::create(IndianRules::preset(MatchFormat::Points), 2, seed);
    if (!created) qFatal("no match");
    IndianMatch* m = &created.value();
    std::vector<std::unique_ptr<Bot>> bots;
    bots.push_back(Bot::create(Variant::Indian13, BotLevel::Hard, seed));
    bots.push_back(Bot::create(Variant::Indian13, BotLevel::Easy, seed + 1));
    while (!m->round().isOver()) {
        const int seat = m->round().currentSeat();
        const Decision d = bots[static_cast<std::size_t>(seat)]->decide(m->view(seat));
        if (!m->apply(d.move)) qFatal("a bot's move was refused");
    }
    return recordOfMatch(*m, {"hard", "easy"});
}

}  // namespace

class TestReview : public QObject {
    Q_OBJECT
private slots:
    // Holding a whole declaration after the draw, discarding a card of it instead of declaring
    // throws away a won deal: the engine's best is the declaration, and the loss is very bad.
    void declaringIsBest() {
        const Round before = [] {
            Round r = readyToDeclare(C("5C"));
            if (!r.apply(moves::DrawClosed{})) qFatal("cannot draw");
            return r;
        }();
        const std::vector<Move> legal = before.legalMoves();
        QVERIFY(std::any_of(legal.begin(), legal.end(), isFinish));

        const auto bad = gradeAfterDrawing(moves::Discard{C("2S")});
        QVERIFY(bad);
        QVERIFY2(isFinish(bad->best), toString(bad->best).c_str());
        QVERIFY2(bad->loss >= gradingOf(Variant::Indian13).veryBad, QByteArray::number(bad->loss));
        QCOMPARE(bad->mark, Mark::VeryBad);
        QVERIFY(isFinish(bad->candidates.front().move));
        QCOMPARE(bad->worlds, 24);
        // The loss is the difference of the two values the grade reports.
        const auto valueOf = [&](const Move& m) {
            for (const MoveValue& v : bad->candidates)
                if (v.move == m) return v.value;
            return -1e9;
        };
        QVERIFY(qAbs(valueOf(bad->best) - valueOf(bad->played) - bad->loss) < 1e-9);

        // Declaring itself loses nothing.
        const Move finish = *std::find_if(legal.begin(), legal.end(), isFinish);
        const auto good = gradeAfterDrawing(finish);
        QVERIFY(good);
        QCOMPARE(good->loss, 0.0);
        QCOMPARE(good->mark, Mark::None);
        QVERIFY(good->best == finish);
    }

    // A move with no alternative is not graded.
    void forcedMoveIsNotGraded() {
        Round r = readyToDeclare(C("5C"));
        DecisionGrader grader(Variant::Indian13, 1, worlds(4));
        const Move only = moves::DrawClosed{};
        QVERIFY(!grader.grade(r.view(0), {only}, only));
        QVERIFY(grader.grade(r.view(0), r.legalMoves(), only));
    }

    // Drawing the card that goes out is lucky; drawing one that fits nothing, unlucky. Anything
    // but a closed draw has no luck.
    void luckHasTheSignOfTheCard() {
        // Seat 0's hand with 8♥ swapped for 5♣: the 8♥ completes it again.
        const IndianRules rules = IndianRules::preset(MatchFormat::Points);
        const std::vector<std::vector<Card>> hands{
            Cs({"2S", "3S", "4S", "5H", "6H", "7H", "5C", "9C", "9D", "9H", "JD", "QD", "KD"}),
            Cs({"KS", "KH", "QC", "QH", "JC", "JH", "10C", "10H", "8S", "8C", "7S", "7C", "6S"})};
        const auto luckOf = [&](Card draw) {
            const auto shoe = stackShoe(rules, 1, hands, C("AC"), C("4C"), {draw});
            auto rs = IndianRound::withShoe(rules, {true, true}, 1, shoe, 7);
            if (!rs) qFatal("the stacked shoe does not deal");
            return drawLuck(Round(std::move(rs).value()), moves::DrawClosed{});
        };
        const auto lucky = luckOf(C("8H"));
        const auto unlucky = luckOf(C("KC"));
        QVERIFY(lucky && unlucky);
        QVERIFY2(*lucky > 0, QByteArray::number(*lucky));
        QVERIFY2(*unlucky < 0, QByteArray::number(*unlucky));
        QVERIFY(!drawLuck(readyToDeclare(C("5C")), moves::DrawOpen{}));
    }

    // Each game's marks grow 1 : 2 : 4 and its ratings go from "master" to "beginner" as the
    // mean loss grows.
    void marksAndRatingsFollowTheThresholds() {
        for (Variant v : kVariants) {
            const Grading& g = gradingOf(v);
            QVERIFY(g.doubtful > 0);
            QCOMPARE(markOf(v, 0), Mark::None);
            QCOMPARE(markOf(v, g.doubtful * 0.99), Mark::None);
            QCOMPARE(markOf(v, g.doubtful), Mark::Doubtful);
            QCOMPARE(markOf(v, g.bad), Mark::Bad);
            QCOMPARE(markOf(v, g.veryBad * 1.5), Mark::VeryBad);
            QCOMPARE(luckMarkOf(v, g.luck), LuckMark::Lucky);
            QCOMPARE(luckMarkOf(v, -g.luck), LuckMark::Unlucky);
            QCOMPARE(luckMarkOf(v, 0), LuckMark::None);
            QCOMPARE(QString(ratingOf(v, 0)), QStringLiteral("master"));
            QCOMPARE(QString(ratingOf(v, g.veryBad)), QStringLiteral("beginner"));
            for (std::size_t i = 1; i < 5; ++i) QVERIFY(g.bands[i] > g.bands[i - 1]);
        }
    }

    // A bot-played record: every graded decision is a move of the record, at the deal and index
    // replay gives it, by the seat that made it; the seats' counts add up; --seat keeps one.
    void recordReviewNamesEachDecision() {
        const GameRecord rec = botRecord(4);
        ReviewOptions o;
        o.budget = worlds(4);
        const RecordReview all = reviewRecord(rec, o);
        QVERIFY(!all.failure);
        QCOMPARE(all.seats.size(), std::size_t{2});
        int graded = 0;
        for (const SeatReview& s : all.seats) graded += s.decisions;
        QCOMPARE(graded, static_cast<int>(all.decisions.size()));
        QVERIFY(graded > 0);
        for (const ReviewedDecision& d : all.decisions) {
            const RecordMove& m = rec.deals[static_cast<std::size_t>(d.deal)]
                                      .moves[static_cast<std::size_t>(d.index)];
            QCOMPARE(d.seat, m.seat);
            QCOMPARE(toString(d.grade.played), m.move);
        }
        o.seat = 1;
        const RecordReview one = reviewRecord(rec, o);
        QCOMPARE(one.seats.size(), std::size_t{1});
        for (const ReviewedDecision& d : one.decisions) QCOMPARE(d.seat, 1);

        // Stopped by its caller after five moves: it keeps what it graded, and stops there.
        int calls = 0;
        o.progress = [&](int done, int total) {
            ++calls;
            return done < 5 && total > 5;
        };
        const RecordReview stopped = reviewRecord(rec, o);
        QCOMPARE(calls, 5);
        for (const ReviewedDecision& d : stopped.decisions) QVERIFY(d.index < 5);
    }

    // A record whose move is not the rules' is refused, with replay's own failure.
    void tamperedRecordIsRefused() {
        GameRecord rec = botRecord(4);
        rec.deals[0].moves[2].move = "discard JK";
        ReviewOptions o;
        o.budget = worlds(2);
        const RecordReview r = reviewRecord(rec, o);
        QVERIFY(r.failure);
        QCOMPARE(r.failure->move, 2);
        QVERIFY(r.decisions.empty());
    }
};

RUMMY_TEST_APPLESS_MAIN(TestReview)

#include "test_review.moc"

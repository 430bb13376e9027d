// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_analyze.h"

#include "cli_common.h"
#include "cli_record_input.h"
#include "json_writer.h"
#include "review/record_review.h"

namespace rummy::cli {

namespace {

struct AnalyzeOptions {
    std::string file;
    std::optional<int> seat;
    SearchBudget budget{0, kAnalyzeDefaultPlayouts};
};

std::optional<std::string> readOptions(const std::vector<std::string>& args, AnalyzeOptions& o) {
    bool timeGiven = false, playoutsGiven = false;
    std::vector<std::string> files;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string name, value;
        auto takesValue = [](const std::string& n) { return n.starts_with("--"); };
        if (!readOption(args, i, takesValue, name, value)) return name + " needs a value";
        if (!name.starts_with("--") || name == "-") {
            files.push_back(name);
        } else if (name == "--seat") {
            const auto s = parseNumber<int>(value);
            if (!s || *s < 0 || *s > 5)
                return "bad --seat '" + displayToken(value) + "' (a seat number from 0)";
            o.seat = *s;
        } else if (std::string problem; readExpertOption(name, value, o.budget, problem)) {
            if (!problem.empty()) return problem;
            (name == "--expert-ms" ? timeGiven : playoutsGiven) = true;
        } else {
            return "unknown option '" + displayToken(name) + "' for analyze";
        }
    }
    if (timeGiven && playoutsGiven) return "give --expert-ms or --expert-playouts, not both";
    if (timeGiven) o.budget.playouts = 0;
    if (files.size() != 1) return "analyze needs one record file (or - for stdin)";
    o.file = files[0];
    return std::nullopt;
}

void writeMove(JsonWriter& w, const Move& m) {
    w.value(toString(m));
}

// A mark's or a rating's name, or null for none.
void writeMark(JsonWriter& w, const char* name) {
    if (name)
        w.value(name);
    else
        w.null();
}

void writeSeat(JsonWriter& w, Variant variant, const review::SeatReview& s) {
    w.beginObject();
    w.key("seat").value(s.seat);
    w.key("decisions").value(s.decisions);
    w.key("mean_loss").value(s.meanLoss(), 2);
    w.key("total_loss").value(s.totalLoss, 2);
    w.key("marks").beginObject();
    w.key("doubtful").value(s.marks[0]);
    w.key("bad").value(s.marks[1]);
    w.key("very_bad").value(s.marks[2]);
    w.endObject();
    w.key("rating");
    writeMark(w, s.decisions > 0 ? review::ratingOf(variant, s.meanLoss()) : nullptr);
    w.key("luck").value(s.luck, 2);
    w.endObject();
}

void writeDecision(JsonWriter& w, const review::ReviewedDecision& d) {
    const review::DecisionGrade& g = d.grade;
    w.beginObject();
    w.key("deal").value(d.deal);
    w.key("index").value(d.index);
    w.key("seat").value(d.seat);
    w.key("played");
    writeMove(w, g.played);
    w.key("best");
    writeMove(w, g.best);
    w.key("loss").value(g.loss, 2);
    w.key("mark");
    writeMark(w, review::markName(g.mark));
    w.key("worlds").value(g.worlds);
    w.key("candidates").beginArray();
    for (const review::MoveValue& c : g.candidates) {
        w.beginObject();
        w.key("move");
        writeMove(w, c.move);
        w.key("value").value(c.value, 2);
        w.key("worlds").value(c.worlds);
        w.endObject();
    }
    w.endArray();
    w.endObject();
}

void writeLuck(JsonWriter& w, const review::DealLuck& l) {
    w.beginObject();
    w.key("deal").value(l.deal);
    w.key("seat").value(l.seat);
    w.key("draws").value(l.draws);
    w.key("luck").value(l.luck, 2);
    w.key("mark");
    writeMark(w, review::luckMarkName(l.mark));
    w.endObject();
}

}  // namespace

int runAnalyze(const std::vector<std::string>& args, Input& in, Output& out) {
    AnalyzeOptions opt;
    if (auto problem = readOptions(args, opt)) return usageError(*problem);
    int status = kExitOk;
    const std::optional<GameRecord> record = loadRecord(opt.file, in, status);
    if (!record) return status;
    const int players = static_cast<int>(record->players.size());
    if (opt.seat && *opt.seat >= players) {
        return usageError("--seat " + std::to_string(*opt.seat) + ": the record has " +
                          std::to_string(players) + " seats (0 to " + std::to_string(players - 1) +
                          ")");
    }
    review::ReviewOptions ro;
    ro.seat = opt.seat;
    ro.budget = opt.budget;
    const review::RecordReview r = review::reviewRecord(*record, ro);
    if (r.failure) {
        Replay refused;
        refused.failure = r.failure;
        refused.summary = r.replaySummary;
        return reportReplayFailure(refused, out);
    }
    std::string text;
    JsonWriter w(text);
    w.beginObject();
    w.key("variant").value(variantId(r.variant));
    w.key("budget").beginObject();
    if (opt.budget.playouts > 0)
        w.key("playouts").value(opt.budget.playouts);
    else
        w.key("ms").value(opt.budget.ms);
    w.endObject();
    w.key("seats").beginArray();
    for (const review::SeatReview& s : r.seats) writeSeat(w, r.variant, s);
    w.endArray();
    w.key("decisions").beginArray();
    for (const review::ReviewedDecision& d : r.decisions) writeDecision(w, d);
    w.endArray();
    w.key("luck").beginArray();
    for (const review::DealLuck& l : r.luck) writeLuck(w, l);
    w.endArray();
    w.endObject();
    out << text << '\n';
    return kExitOk;
}

}  // namespace rummy::cli

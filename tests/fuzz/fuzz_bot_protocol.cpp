// SPDX-License-Identifier: GPL-3.0-or-later
// The bot protocol (docs/bot-protocol.md, rummy-cli bot): any line, read as a request of the
// 13-card game, of Gin and of the table games (Rummy 500 and Rummy 51 stand for the family),
// is blank, an event, a quit, a clear one-line error, or a position;
// every bot level then answers a position with one of its legal moves, and every answer line
// is JSON that reads back to what was meant. The input is read as the command reads it, line by
// line through its bounded reader (cli_io.h): the lines put back together are the input.
#include <unistd.h>

#include <algorithm>
#include <memory>
#include <string>

#include "bot.h"
#include "bot_protocol.h"
#include "cli_io.h"
#include "fuzz_check.h"

using namespace rummy;
using namespace rummy::cli;

namespace {

// The answer line reads back as an object with the request's id and `key` equal to `value`.
void expectAnswer(const std::string& line, const BotRequest& req, const char* key,
                  const std::string& value) {
    fuzz::expect(line.find('\n') == std::string::npos, "an answer is one line");
    const auto back = Json::parse(line);
    fuzz::expect(back && back->isObject(), "an answer is a JSON object");
    const Json* v = back->find(key);
    fuzz::expect(v && v->isString() && v->asString() == value, "an answer says what was meant");
    const Json* id = back->find("id");
    fuzz::expect(req.id ? id && *id == *req.id : id == nullptr, "an answer echoes the id");
}

void answerEveryLevel(const BotRequest& req, Variant variant, std::uint64_t seed) {
    fuzz::expect(!req.legal.empty(), "a position has legal moves");
    auto answer = [&](const Decision& d) {
        const auto text = legalTextFor(d.move, req.legal);
        const std::string move = text ? *text : req.legal.front().text;
        bool listed = false;
        for (const LegalMove& l : req.legal) listed = listed || l.text == move;
        fuzz::expect(listed, "the answer is one of the legal moves");
        expectAnswer(moveAnswer(req.id, move), req, "move", move);
    };
    if (variant == Variant::Gin) {
        for (const auto name : Bot::names(Variant::Gin))
            if (name != "expert") answer(Bot::create(Variant::Gin, name, seed)->decide(req.view));
        return;
    }
    if (familyOf(variant) == Family::Table) {
        for (const auto name : Bot::names(variant))
            if (name != "expert") answer(Bot::create(variant, name, seed)->decide(req.view));
        return;
    }
    for (BotLevel level : {BotLevel::Random, BotLevel::Easy, BotLevel::Medium, BotLevel::Hard})
        answer(Bot::create(variant, level, seed)->decide(req.view));
}

}  // namespace

namespace {

void readOneLine(std::string_view line) {
    for (Variant variant : {Variant::Indian13, Variant::Indian21, Variant::Gin, Variant::Straight,
                            Variant::Rummy500, Variant::Rummy51, Variant::Kaluki}) {
        const BotRequest req = readBotRequest(line, variant);
        switch (req.kind) {
            case BotRequest::Kind::Blank:
                fuzz::expect(line.find_first_not_of(" \t\r") == std::string_view::npos,
                             "only a blank line is blank");
                break;
            case BotRequest::Kind::Event:
            case BotRequest::Kind::Quit:
                break;
            case BotRequest::Kind::Error:
                fuzz::expect(!req.error.empty() && req.error.find('\n') == std::string::npos,
                             "an error says what is wrong, in one line");
                expectAnswer(errorAnswer(req.id, req.error), req, "error", req.error);
                break;
            case BotRequest::Kind::Gin:
            case BotRequest::Kind::Indian:
            case BotRequest::Kind::Table:
                fuzz::expect((req.kind == BotRequest::Kind::Gin) == (variant == Variant::Gin) &&
                                 (req.kind == BotRequest::Kind::Table) ==
                                     (familyOf(variant) == Family::Table),
                             "a position of the game the process plays");
                fuzz::expect(req.view.stock >= 0, "a stock is never negative");
                answerEveryLevel(req, variant, line.size());
                break;
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // Through a pipe, as rummy-cli bot reads its standard input (a pipe holds 64 KB at once;
    // a fuzz input is far smaller).
    const std::string_view input = fuzz::text(data, std::min<std::size_t>(size, 60000));
    int fds[2];
    if (::pipe(fds) != 0) return 0;
    writeAll(fds[1], input);
    ::close(fds[1]);
    Input in(fds[0]);
    std::string line, again;
    int lines = 0;
    while (lines < 4) {  // a few lines are enough; each is read by seven games
        const Input::Line got = in.getline(line);
        if (got == Input::Line::End) break;
        fuzz::expect(got == Input::Line::Read, "a short input has no line over the limit");
        fuzz::expect(line.find('\n') == std::string::npos, "a line holds no newline");
        again += line;
        again += '\n';
        readOneLine(line);
        ++lines;
    }
    ::close(fds[0]);
    if (lines < 4) {
        fuzz::expect(again.substr(0, input.size()) == input &&
                         (again.size() == input.size() || again.size() == input.size() + 1),
                     "the lines put back together are the input");
    }
    return 0;
}

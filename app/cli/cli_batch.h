// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>
#include <string_view>

namespace rummy::cli {

// The lines of an `eval --batch` run and the answers to them. Input is read and answers are
// written in large blocks, but every answer is written out (and flushed) before the reader waits
// for more input: a program that sends one line at a time through a pipe gets each answer as
// soon as it sends its question, and a file of hands costs no write() per hand (flushing every
// line cost a fifth of a Gin hand's time).
class BatchLines {
public:
    BatchLines(std::istream& in, std::ostream& out);
    BatchLines(const BatchLines&) = delete;
    BatchLines& operator=(const BatchLines&) = delete;

    // The next line, without its newline or a trailing '\r' (files from Windows); false at the
    // end of the input. The view stays valid until the next call.
    bool next(std::string_view& line);
    // Where the answer to the current line goes (one line, without its newline).
    std::string& answers() { return answers_; }
    // Ends the current answer's line.
    void endAnswer();
    // Writes every answer out and flushes the stream.
    void flush();

private:
    void refill();
    void writeOut();

    static constexpr std::size_t kBlock = 1 << 16;
    std::istream& in_;
    std::ostream& out_;
    std::string buffer_;  // input read, from pos_ on not yet handed out
    std::size_t pos_ = 0;
    bool ended_ = false;  // the input has no more
    std::string answers_;
};

// The status of a batch run: 0, or 1 after reporting on standard error how many lines were bad.
int batchStatus(long lines, long bad);

// Runs a batch: answer(line, out) appends the answer to one line (a JSON object) to `out` and
// returns false for a bad line.
template <typename Answer>
int runBatch(std::istream& in, std::ostream& out, Answer&& answer) {
    BatchLines batch(in, out);
    long lines = 0, bad = 0;
    std::string_view line;
    while (batch.next(line)) {
        ++lines;
        if (!answer(line, batch.answers())) ++bad;
        batch.endAnswer();
    }
    batch.flush();
    return batchStatus(lines, bad);
}

}  // namespace rummy::cli

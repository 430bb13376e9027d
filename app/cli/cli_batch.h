// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "cli_io.h"

namespace rummy::cli {

// The lines of an `eval --batch` run and the answers to them, on the standard descriptors (no
// stream: cli_io.h). Input is read and answers are written in large blocks, but every answer
// is written out before the next read, which is where the reader may wait: a program that sends
// one line at a time through a pipe gets each answer as soon as it sends its question, and a
// file of hands costs one write() per block of input, not per hand (a write per line cost a
// fifth of a Gin hand's time).
class BatchLines {
public:
    BatchLines(int in, int out) : in_(in), out_(out) { answers_.reserve(kBlock); }
    BatchLines(const BatchLines&) = delete;
    BatchLines& operator=(const BatchLines&) = delete;

    // The next line, without its newline or a trailing '\r' (files from Windows); false at the
    // end of the input, or at a line longer than kMaxLineBytes (tooLong(), nothing more read).
    // The view stays valid until the next call.
    bool next(std::string_view& line);
    bool tooLong() const { return tooLong_; }
    // Where the answer to the current line goes (one line, without its newline).
    std::string& answers() { return answers_; }
    // Ends the current answer's line.
    void endAnswer();
    // Writes every answer out.
    void flush();

private:
    void refill();

    static constexpr std::size_t kBlock = 1 << 16;
    int in_;
    int out_;
    // Input read: [pos_, end_) not yet handed out. Not zeroed: its pages are touched only as
    // input fills them (a page touched for the first time is dear on a virtual machine).
    std::unique_ptr<char[]> buffer_;
    std::size_t capacity_ = 0;
    std::size_t pos_ = 0;
    std::size_t end_ = 0;
    bool ended_ = false;  // the input has no more
    bool tooLong_ = false;
    std::string answers_;
};

// The status of a batch run: 0, or 1 after reporting on standard error how many lines were bad.
int batchStatus(long lines, long bad);

// Runs a batch from standard input to standard output: answer(line, out) appends the answer to
// one line (a JSON object) to `out` and returns false for a bad line.
template <typename Answer>
int runBatch(Answer&& answer) {
    BatchLines batch(0, 1);
    long lines = 0, bad = 0;
    std::string_view line;
    while (!standardOutputFailed() && batch.next(line)) {
        ++lines;
        if (!answer(line, batch.answers())) ++bad;
        batch.endAnswer();
    }
    batch.flush();
    if (batch.tooLong()) return lineTooLong();
    return batchStatus(lines, bad);
}

}  // namespace rummy::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace rummy::cli {

// rummy-cli's input and output, on the standard descriptors and without iostreams. A program
// with a file that includes <iostream> builds libstdc++'s eight standard streams and its locale
// before main, and one that uses any stream links the locale machinery, whose relocations every
// start then pays: together two thirds of a millisecond of each one-line command (--version, a
// one-hand eval) on a virtual machine. Every command prints JSON lines, which need neither.

// What a command reads is bounded (docs/reliability.md, "Input limits"): a line of eval --batch
// or of the bot protocol, and a game record from a file or standard input. Anything longer is
// refused, having read no more than the limit and a block.
inline constexpr std::size_t kMaxLineBytes = std::size_t{4} << 20;
inline constexpr std::size_t kMaxRecordBytes = std::size_t{64} << 20;

// Refuses an input line longer than kMaxLineBytes: one line on standard error, kExitUsage.
int lineTooLong();

// Reads what descriptor `fd` has ready, at most `size` bytes, waiting only while it has none:
// the count, 0 at the end of the input (or on an error).
std::size_t readSome(int fd, char* data, std::size_t size);
// Writes all of `text` to descriptor `fd` (1 standard output, 2 standard error). A write that
// fails (a full disk, a closed pipe, an I/O error) is remembered for the standard output, whose
// later writes are then dropped: finishStandardOutput() reports it. Returns false on failure.
bool writeAll(int fd, std::string_view text);

// Called first in main: notes where the standard output starts when it is a regular file, and
// lets a closed pipe fail a write (EPIPE) instead of killing the process without a word.
void prepareStandardOutput();
// Called last in main: writes out what is buffered; if any write to the standard output failed,
// cuts a regular file back to where it started (a short output must not pass for a complete
// one), says so in one line on standard error and returns kExitOutput; otherwise `status`.
int finishStandardOutput(int status);
// True once a write to the standard output failed (long runs stop early).
bool standardOutputFailed();

// Text for a descriptor, written out when a block has gathered, on flush() and when the object
// goes (the standard output's at the end of the program).
class Output {
public:
    explicit Output(int fd) : fd_(fd) {}
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;
    ~Output() { flush(); }

    Output& operator<<(std::string_view text) {
        buffer_.append(text);
        if (buffer_.size() >= kBlock) flush();
        return *this;
    }
    Output& operator<<(char c) {
        buffer_ += c;
        return *this;
    }
    void flush() {
        if (!buffer_.empty()) writeAll(fd_, buffer_);
        buffer_.clear();
    }

private:
    static constexpr std::size_t kBlock = 1 << 16;
    int fd_;
    std::string buffer_;
};

// Lines, or the whole text, from a descriptor; reads only what it needs (a driver that sends
// one line at a time is answered before the next is read).
class Input {
public:
    explicit Input(int fd) : fd_(fd) {}
    Input(const Input&) = delete;
    Input& operator=(const Input&) = delete;

    enum class Line { Read, End, TooLong };
    // The next line without its newline, as std::getline gives it; End at the end of the
    // input, TooLong (nothing more read) for a line longer than kMaxLineBytes.
    Line getline(std::string& line);
    // Everything left, or nothing when it is more than `limit` bytes (then at most the limit
    // and a block have been read).
    std::optional<std::string> readAll(std::size_t limit);

private:
    bool fill();  // false at the end of the input

    int fd_;
    std::string buffer_;  // read, from pos_ on not yet handed out
    std::size_t pos_ = 0;
};

// The standard output and input of the commands that print much (deal, simulate, replay,
// record, bot), made on first use.
Output& standardOutput();
Input& standardInput();

}  // namespace rummy::cli

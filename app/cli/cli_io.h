// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace rummy::cli {

// rummy-cli's input and output, on the standard descriptors and without iostreams. A program
// with a file that includes <iostream> builds libstdc++'s eight standard streams and its locale
// before main, and one that uses any stream links the locale machinery, whose relocations every
// start then pays: together two thirds of a millisecond of each one-line command (--version, a
// one-hand eval) on a virtual machine. Every command prints JSON lines, which need neither.

// Reads what descriptor `fd` has ready, at most `size` bytes, waiting only while it has none:
// the count, 0 at the end of the input (or on an error).
std::size_t readSome(int fd, char* data, std::size_t size);
// Writes all of `text` to descriptor `fd` (1 standard output, 2 standard error).
void writeAll(int fd, std::string_view text);

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
        writeAll(fd_, buffer_);
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

    // The next line without its newline, as std::getline gives it; false at the end.
    bool getline(std::string& line);
    // Everything left.
    std::string readAll();

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

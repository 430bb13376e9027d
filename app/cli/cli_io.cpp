// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_io.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <string>

#include "cli_common.h"

#ifdef _WIN32
#include <io.h>
#else
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace rummy::cli {

namespace {

long readFd(int fd, char* data, std::size_t size) {
#ifdef _WIN32
    return _read(fd, data, static_cast<unsigned>(size));
#else
    return static_cast<long>(::read(fd, data, size));
#endif
}

long writeFd(int fd, const char* data, std::size_t size) {
#ifdef _WIN32
    return _write(fd, data, static_cast<unsigned>(size));
#else
    return static_cast<long>(::write(fd, data, size));
#endif
}

constexpr std::size_t kReadBlock = 1 << 16;

// The standard output's state: the first failed write's errno (0: none), and where a regular
// file started (-1: not a regular file, or not known).
int outputError = 0;
long long outputStart = -1;

}  // namespace

std::size_t readSome(int fd, char* data, std::size_t size) {
    while (true) {
        const long got = readFd(fd, data, size);
        if (got >= 0) return static_cast<std::size_t>(got);
        if (errno != EINTR) return 0;
    }
}

bool writeAll(int fd, std::string_view text) {
    if (fd == 1 && outputError != 0) return false;  // already failed: the output is lost
    while (!text.empty()) {
        const long put = writeFd(fd, text.data(), text.size());
        if (put < 0 && errno == EINTR) continue;
        if (put <= 0) {
            // A full disk, a closed pipe, an I/O error (a write of nothing is one too).
            if (fd == 1) outputError = put < 0 ? errno : EIO;
            return false;
        }
        text.remove_prefix(static_cast<std::size_t>(put));
    }
    return true;
}

int lineTooLong() {
    return usageError("a line of the standard input is longer than " +
                      std::to_string(kMaxLineBytes >> 20) + " MiB; nothing after it was read");
}

void prepareStandardOutput() {
#ifndef _WIN32
    std::signal(SIGPIPE, SIG_IGN);
    struct stat st {};
    if (::fstat(1, &st) == 0 && S_ISREG(st.st_mode)) {
        // Appending (>>) writes at the end whatever the offset says: the file starts at its size.
        const int flags = ::fcntl(1, F_GETFL);
        outputStart = flags >= 0 && (flags & O_APPEND) ? st.st_size : ::lseek(1, 0, SEEK_CUR);
    }
#endif
}

bool standardOutputFailed() {
    return outputError != 0;
}

int finishStandardOutput(int status) {
    standardOutput().flush();
    if (outputError == 0) return status;
#ifndef _WIN32
    // A regular file keeps only what it held before this command: nothing that looks whole.
    if (outputStart >= 0 && ::ftruncate(1, static_cast<off_t>(outputStart)) != 0) outputStart = -1;
#endif
    std::string message = "rummy-cli: cannot write the standard output: ";
    message += std::strerror(outputError);
    message += outputStart >= 0 ? " (the file is left as it was before)\n" : "\n";
    writeAll(2, message);
    return kExitOutput;
}

bool Input::fill() {
    buffer_.erase(0, pos_);
    pos_ = 0;
    const std::size_t old = buffer_.size();
    buffer_.resize(old + kReadBlock);
    const std::size_t got = readSome(fd_, buffer_.data() + old, kReadBlock);
    buffer_.resize(old + got);
    return got > 0;
}

Input::Line Input::getline(std::string& line) {
    std::size_t searched = pos_;
    while (true) {
        const void* at = searched < buffer_.size() ? std::memchr(buffer_.data() + searched, '\n',
                                                                 buffer_.size() - searched)
                                                   : nullptr;
        if (at) {
            const auto end =
                static_cast<std::size_t>(static_cast<const char*>(at) - buffer_.data());
            if (end - pos_ > kMaxLineBytes) return Line::TooLong;
            line.assign(buffer_, pos_, end - pos_);
            pos_ = end + 1;
            return Line::Read;
        }
        if (buffer_.size() - pos_ > kMaxLineBytes) return Line::TooLong;
        searched = buffer_.size() - pos_;  // after fill() the unread part starts at 0
        if (!fill()) {
            if (buffer_.empty()) return Line::End;
            line = buffer_;  // a last line without its newline
            buffer_.clear();
            return Line::Read;
        }
    }
}

std::optional<std::string> Input::readAll(std::size_t limit) {
    while (buffer_.size() - pos_ <= limit && fill()) {
    }
    if (buffer_.size() - pos_ > limit) return std::nullopt;
    std::string all = buffer_.substr(pos_);
    buffer_.clear();
    pos_ = 0;
    return all;
}

Output& standardOutput() {
    static Output out(1);
    return out;
}

Input& standardInput() {
    static Input in(0);
    return in;
}

}  // namespace rummy::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_io.h"

#include <cerrno>
#include <cstring>

#ifdef _WIN32
#include <io.h>
#else
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

}  // namespace

std::size_t readSome(int fd, char* data, std::size_t size) {
    while (true) {
        const long got = readFd(fd, data, size);
        if (got >= 0) return static_cast<std::size_t>(got);
        if (errno != EINTR) return 0;
    }
}

void writeAll(int fd, std::string_view text) {
    while (!text.empty()) {
        const long put = writeFd(fd, text.data(), text.size());
        if (put < 0) {
            if (errno == EINTR) continue;
            return;  // a closed pipe or a full disk: nothing more can be said
        }
        text.remove_prefix(static_cast<std::size_t>(put));
    }
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

bool Input::getline(std::string& line) {
    std::size_t searched = pos_;
    while (true) {
        const void* at = searched < buffer_.size() ? std::memchr(buffer_.data() + searched, '\n',
                                                                 buffer_.size() - searched)
                                                   : nullptr;
        if (at) {
            const auto end =
                static_cast<std::size_t>(static_cast<const char*>(at) - buffer_.data());
            line.assign(buffer_, pos_, end - pos_);
            pos_ = end + 1;
            return true;
        }
        searched = buffer_.size() - pos_;  // after fill() the unread part starts at 0
        if (!fill()) {
            if (buffer_.empty()) return false;
            line = buffer_;  // a last line without its newline
            buffer_.clear();
            return true;
        }
    }
}

std::string Input::readAll() {
    while (fill()) {
    }
    std::string all = std::move(buffer_);
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

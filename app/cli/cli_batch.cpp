// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_batch.h"

#include <algorithm>
#include <cstring>
#include <iostream>

#include "cli_common.h"

namespace rummy::cli {

BatchLines::BatchLines(std::istream& in, std::ostream& out) : in_(in), out_(out) {
    buffer_.reserve(kBlock);
    answers_.reserve(kBlock);
}

bool BatchLines::next(std::string_view& line) {
    while (true) {
        const char* start = buffer_.data() + pos_;
        const auto* newline =
            static_cast<const char*>(std::memchr(start, '\n', buffer_.size() - pos_));
        std::size_t length = 0;
        if (newline) {
            length = static_cast<std::size_t>(newline - start);
            pos_ += length + 1;
        } else if (ended_) {
            if (pos_ == buffer_.size()) return false;
            length = buffer_.size() - pos_;  // a last line without its newline
            pos_ = buffer_.size();
        } else {
            refill();
            continue;
        }
        line = std::string_view(start, length);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        return true;
    }
}

// Reads what the input has ready, at most a block; when nothing is ready, first writes the
// answers out, then waits for at least one character.
void BatchLines::refill() {
    buffer_.erase(0, pos_);
    pos_ = 0;
    std::streambuf* source = in_.rdbuf();
    std::streamsize ready = source ? source->in_avail() : -1;
    if (ready <= 0) {
        flush();
        if (!source || source->sgetc() == std::char_traits<char>::eof()) {
            ended_ = true;
            return;
        }
        ready = std::max<std::streamsize>(source->in_avail(), 1);
    }
    const std::size_t want = std::min<std::size_t>(static_cast<std::size_t>(ready), kBlock);
    const std::size_t old = buffer_.size();
    buffer_.resize(old + want);
    const std::streamsize got =
        source->sgetn(buffer_.data() + old, static_cast<std::streamsize>(want));
    buffer_.resize(old + static_cast<std::size_t>(std::max<std::streamsize>(got, 0)));
    if (got <= 0) ended_ = true;
}

void BatchLines::endAnswer() {
    answers_ += '\n';
    if (answers_.size() >= kBlock) writeOut();
}

void BatchLines::writeOut() {
    out_.write(answers_.data(), static_cast<std::streamsize>(answers_.size()));
    answers_.clear();
}

void BatchLines::flush() {
    writeOut();
    out_.flush();
}

int batchStatus(long lines, long bad) {
    if (bad == 0) return kExitOk;
    std::cerr << "rummy-cli: " << bad << " of " << lines << " lines had errors\n";
    return kExitBadLines;
}

}  // namespace rummy::cli

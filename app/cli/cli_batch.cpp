// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_batch.h"

#include <algorithm>
#include <cstring>

#include "cli_common.h"
#include "cli_io.h"

namespace rummy::cli {

bool BatchLines::next(std::string_view& line) {
    while (true) {
        const char* start = buffer_.get() + pos_;
        const auto* newline =
            end_ > pos_ ? static_cast<const char*>(std::memchr(start, '\n', end_ - pos_)) : nullptr;
        std::size_t length = 0;
        if (newline) {
            length = static_cast<std::size_t>(newline - start);
            pos_ += length + 1;
        } else if (ended_) {
            if (pos_ == end_) return false;
            length = end_ - pos_;  // a last line without its newline
            pos_ = end_;
        } else if (end_ - pos_ > kMaxLineBytes) {
            tooLong_ = true;
            return false;
        } else {
            refill();
            continue;
        }
        line = std::string_view(start, length);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        return true;
    }
}

// Writes the answers out, then reads what the input has ready (at most a block): the read is
// where the program may wait for its driver's next line.
void BatchLines::refill() {
    if (capacity_ < end_ - pos_ + kBlock) {  // the first block, or a line longer than a block
        capacity_ = std::max(2 * capacity_, end_ - pos_ + kBlock);
        auto bigger = std::make_unique_for_overwrite<char[]>(capacity_);
        if (buffer_) std::memcpy(bigger.get(), buffer_.get() + pos_, end_ - pos_);
        buffer_ = std::move(bigger);
    } else {
        std::memmove(buffer_.get(), buffer_.get() + pos_, end_ - pos_);
    }
    end_ -= pos_;
    pos_ = 0;
    flush();
    const std::size_t got = readSome(in_, buffer_.get() + end_, kBlock);
    end_ += got;
    if (got == 0) ended_ = true;
}

void BatchLines::endAnswer() {
    answers_ += '\n';
    if (answers_.size() >= kBlock) flush();
}

void BatchLines::flush() {
    writeAll(out_, answers_);
    answers_.clear();
}

int batchStatus(long lines, long bad) {
    if (bad == 0) return kExitOk;
    writeAll(2, "rummy-cli: " + std::to_string(bad) + " of " + std::to_string(lines) +
                    " lines had errors\n");
    return kExitBadLines;
}

}  // namespace rummy::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string_view>

namespace rummy::cli {

// The process's standard streams, made on first use. A program with a file that includes
// <iostream> builds libstdc++'s eight standard streams and its locale before main, a third of a
// millisecond that every one-line command paid (--version, a one-hand eval). No file of
// rummy-cli includes <iostream>: the commands that print much (deal, simulate, replay, record,
// bot) take these streams, and eval, --version and the usage errors write to the descriptors
// directly (a stream of any kind builds the locale).
std::istream& standardIn();
std::ostream& standardOut();
std::ostream& standardErr();  // unbuffered

// Reads what descriptor `fd` has ready, at most `size` bytes, waiting only while it has none:
// the count, 0 at the end of the input (or on an error).
std::size_t readSome(int fd, char* data, std::size_t size);
// Writes all of `text` to descriptor `fd` (1 standard output, 2 standard error).
void writeAll(int fd, std::string_view text);

}  // namespace rummy::cli

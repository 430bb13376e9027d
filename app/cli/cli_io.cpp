// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_io.h"

#include <cerrno>
#include <istream>
#include <ostream>
#include <streambuf>
#include <type_traits>

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

// A stream buffer over a descriptor, as libstdc++'s own standard streams are with
// sync_with_stdio(false): input read in blocks of what is ready, output written when the
// buffer fills or the stream is flushed (and when the program ends).
class DescriptorBuffer : public std::streambuf {
public:
    explicit DescriptorBuffer(int fd, bool buffered = true) : fd_(fd) {
        setg(buffer_, buffer_, buffer_);
        if (buffered) setp(buffer_, buffer_ + kSize);
    }
    DescriptorBuffer(const DescriptorBuffer&) = delete;
    DescriptorBuffer& operator=(const DescriptorBuffer&) = delete;
    ~DescriptorBuffer() override { sync(); }

protected:
    int_type underflow() override {
        const std::size_t got = readSome(fd_, buffer_, kSize);
        if (got == 0) return traits_type::eof();
        setg(buffer_, buffer_, buffer_ + got);
        return traits_type::to_int_type(buffer_[0]);
    }
    int_type overflow(int_type c) override {
        writeOut();
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        const char ch = traits_type::to_char_type(c);
        if (pbase() == nullptr) {
            writeAll(fd_, std::string_view(&ch, 1));  // unbuffered
        } else {
            *pptr() = ch;
            pbump(1);
        }
        return c;
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        if (pbase() == nullptr || n > epptr() - pptr()) {
            writeOut();
            writeAll(fd_, std::string_view(s, static_cast<std::size_t>(n)));
            return n;
        }
        traits_type::copy(pptr(), s, static_cast<std::size_t>(n));
        pbump(static_cast<int>(n));
        return n;
    }
    int sync() override {
        writeOut();
        return 0;
    }

private:
    void writeOut() {
        if (pbase() == nullptr || pptr() == pbase()) return;
        writeAll(fd_, std::string_view(pbase(), static_cast<std::size_t>(pptr() - pbase())));
        setp(buffer_, buffer_ + kSize);
    }

    static constexpr std::size_t kSize = 1 << 16;
    int fd_;
    char buffer_[kSize];  // the input's or the output's: a buffer serves one direction
};

// A stream with its buffer, flushed when the program ends.
template <typename Stream>
struct Standard {
    explicit Standard(int fd, bool buffered = true) : buffer(fd, buffered), stream(&buffer) {}
    ~Standard() {
        if constexpr (std::is_base_of_v<std::ostream, Stream>) stream.flush();
    }
    DescriptorBuffer buffer;
    Stream stream;
};

}  // namespace

std::istream& standardIn() {
    static Standard<std::istream> in(0);
    return in.stream;
}

std::ostream& standardOut() {
    static Standard<std::ostream> out(1);
    return out.stream;
}

std::ostream& standardErr() {
    static Standard<std::ostream> err(2, false);
    return err.stream;
}

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
            return;  // a closed pipe: nothing more can be said
        }
        text.remove_prefix(static_cast<std::size_t>(put));
    }
}

}  // namespace rummy::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON parser (io/json_parser.h), kept apart from the value type and writer in json.cpp.
#include "io/json_parser.h"

#include <algorithm>
#include <limits>

namespace rummy {

const char* jsonErrorName(JsonErrorCode code) {
    switch (code) {
        case JsonErrorCode::None:
            return "none";
        case JsonErrorCode::UnexpectedEnd:
            return "unexpected_end";
        case JsonErrorCode::UnexpectedCharacter:
            return "unexpected_character";
        case JsonErrorCode::InvalidNumber:
            return "invalid_number";
        case JsonErrorCode::NumberOutOfRange:
            return "number_out_of_range";
        case JsonErrorCode::FloatNotSupported:
            return "float_not_supported";
        case JsonErrorCode::InvalidEscape:
            return "invalid_escape";
        case JsonErrorCode::InvalidUtf8:
            return "invalid_utf8";
        case JsonErrorCode::ControlCharacter:
            return "control_character";
        case JsonErrorCode::TooDeep:
            return "too_deep";
        case JsonErrorCode::TrailingCharacters:
            return "trailing_characters";
        case JsonErrorCode::DuplicateKey:
            return "duplicate_key";
    }
    return "unknown";
}

namespace {

void appendUtf8(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

class Parser {
public:
    Parser(std::string_view text, int maxDepth) : s_(text), maxDepth_(maxDepth) {}

    bool parseDocument(Json& out) {
        skipSpace();
        if (!parseValue(out, 0)) return false;
        skipSpace();
        if (pos_ != s_.size()) return fail(JsonErrorCode::TrailingCharacters);
        return true;
    }

    JsonError error() const {
        JsonError e{code_, pos_, 1, 1};
        for (std::size_t i = 0; i < pos_ && i < s_.size(); ++i) {
            if (s_[i] == '\n') {
                ++e.line;
                e.column = 1;
            } else {
                ++e.column;
            }
        }
        return e;
    }

private:
    bool fail(JsonErrorCode c) {
        code_ = c;
        return false;
    }
    bool atEnd() const { return pos_ >= s_.size(); }
    unsigned char peek() const { return static_cast<unsigned char>(s_[pos_]); }

    void skipSpace() {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            ++pos_;
    }

    bool literal(std::string_view word) {
        for (char c : word) {
            if (atEnd()) return fail(JsonErrorCode::UnexpectedEnd);
            if (s_[pos_] != c) return fail(JsonErrorCode::UnexpectedCharacter);
            ++pos_;
        }
        return true;
    }

    bool parseValue(Json& out, int depth) {
        if (atEnd()) return fail(JsonErrorCode::UnexpectedEnd);
        switch (peek()) {
            case 'n':
                out = Json();
                return literal("null");
            case 't':
                out = Json(true);
                return literal("true");
            case 'f':
                out = Json(false);
                return literal("false");
            case '"': {
                std::string str;
                if (!parseString(str)) return false;
                out = Json(std::move(str));
                return true;
            }
            case '[':
                return parseArray(out, depth + 1);
            case '{':
                return parseObject(out, depth + 1);
            default:
                if (peek() == '-' || (peek() >= '0' && peek() <= '9')) return parseNumber(out);
                return fail(JsonErrorCode::UnexpectedCharacter);
        }
    }

    bool isDigit() const { return !atEnd() && peek() >= '0' && peek() <= '9'; }

    bool parseNumber(Json& out) {
        const std::size_t start = pos_;
        const bool negative = peek() == '-';
        if (negative) ++pos_;
        if (atEnd()) return fail(JsonErrorCode::UnexpectedEnd);
        if (!isDigit()) return fail(JsonErrorCode::InvalidNumber);
        // Accumulate as a negative number: the int64 range has one more negative value.
        constexpr std::int64_t kMin = std::numeric_limits<std::int64_t>::min();
        std::int64_t acc = 0;
        bool overflow = false;
        if (peek() == '0') {
            ++pos_;
            if (isDigit()) return fail(JsonErrorCode::InvalidNumber);  // leading zero
        } else {
            while (isDigit()) {
                const int d = peek() - '0';
                if (acc < (kMin + d) / 10) overflow = true;
                if (!overflow) acc = acc * 10 - d;
                ++pos_;
            }
        }
        if (!atEnd() && (peek() == '.' || peek() == 'e' || peek() == 'E')) {
            // Check the rest of the grammar first, so "1." reports a malformed number.
            if (peek() == '.') {
                ++pos_;
                if (!isDigit())
                    return fail(atEnd() ? JsonErrorCode::UnexpectedEnd
                                        : JsonErrorCode::InvalidNumber);
                while (isDigit()) ++pos_;
            }
            if (!atEnd() && (peek() == 'e' || peek() == 'E')) {
                ++pos_;
                if (!atEnd() && (peek() == '+' || peek() == '-')) ++pos_;
                if (!isDigit())
                    return fail(atEnd() ? JsonErrorCode::UnexpectedEnd
                                        : JsonErrorCode::InvalidNumber);
                while (isDigit()) ++pos_;
            }
            pos_ = start;
            return fail(JsonErrorCode::FloatNotSupported);
        }
        if (!overflow && !negative && acc == kMin) overflow = true;
        if (overflow) {
            pos_ = start;
            return fail(JsonErrorCode::NumberOutOfRange);
        }
        out = Json(negative ? acc : -acc);
        return true;
    }

    bool hex4(std::uint32_t& v) {
        v = 0;
        for (int i = 0; i < 4; ++i) {
            if (atEnd()) return fail(JsonErrorCode::UnexpectedEnd);
            const unsigned char c = peek();
            unsigned d;
            if (c >= '0' && c <= '9')
                d = c - '0';
            else if (c >= 'a' && c <= 'f')
                d = c - 'a' + 10;
            else if (c >= 'A' && c <= 'F')
                d = c - 'A' + 10;
            else
                return fail(JsonErrorCode::InvalidEscape);
            v = v * 16 + d;
            ++pos_;
        }
        return true;
    }

    bool parseEscape(std::string& out) {
        const std::size_t start = pos_;  // at the backslash
        ++pos_;
        if (atEnd()) return fail(JsonErrorCode::UnexpectedEnd);
        const char c = static_cast<char>(peek());
        ++pos_;
        switch (c) {
            case '"':
                out += '"';
                return true;
            case '\\':
                out += '\\';
                return true;
            case '/':
                out += '/';
                return true;
            case 'b':
                out += '\b';
                return true;
            case 'f':
                out += '\f';
                return true;
            case 'n':
                out += '\n';
                return true;
            case 'r':
                out += '\r';
                return true;
            case 't':
                out += '\t';
                return true;
            case 'u':
                break;
            default:
                pos_ = start;
                return fail(JsonErrorCode::InvalidEscape);
        }
        std::uint32_t cp;
        if (!hex4(cp)) return false;
        if (cp >= 0xDC00 && cp <= 0xDFFF) {
            pos_ = start;
            return fail(JsonErrorCode::InvalidEscape);  // low surrogate first
        }
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            if (s_.substr(pos_, 2) != "\\u") {
                // The text may simply stop where the low half should begin.
                if (atEnd() || s_.substr(pos_) == "\\") return fail(JsonErrorCode::UnexpectedEnd);
                pos_ = start;
                return fail(JsonErrorCode::InvalidEscape);  // lone high surrogate
            }
            pos_ += 2;
            std::uint32_t low;
            if (!hex4(low)) return false;
            if (low < 0xDC00 || low > 0xDFFF) {
                pos_ = start;
                return fail(JsonErrorCode::InvalidEscape);
            }
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        }
        appendUtf8(out, cp);
        return true;
    }

    // Copies one well-formed UTF-8 sequence (RFC 3629: no overlongs, no surrogates, at most
    // U+10FFFF), so every string we accept can be written back out unchanged.
    bool copyUtf8(std::string& out) {
        const std::size_t start = pos_;
        const unsigned char b0 = peek();
        int extra;
        std::uint32_t cp;
        if (b0 >= 0xC2 && b0 <= 0xDF)
            extra = 1, cp = b0 & 0x1F;
        else if (b0 >= 0xE0 && b0 <= 0xEF)
            extra = 2, cp = b0 & 0x0F;
        else if (b0 >= 0xF0 && b0 <= 0xF4)
            extra = 3, cp = b0 & 0x07;
        else
            return fail(JsonErrorCode::InvalidUtf8);
        ++pos_;
        for (int i = 0; i < extra; ++i) {
            if (atEnd()) return fail(JsonErrorCode::UnexpectedEnd);
            if ((peek() & 0xC0) != 0x80) return fail(JsonErrorCode::InvalidUtf8);
            cp = (cp << 6) | (peek() & 0x3F);
            ++pos_;
        }
        const bool overlong = (extra == 2 && cp < 0x800) || (extra == 3 && cp < 0x10000);
        if (overlong || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
            pos_ = start;
            return fail(JsonErrorCode::InvalidUtf8);
        }
        out.append(s_.substr(start, pos_ - start));
        return true;
    }

    bool parseString(std::string& out) {
        ++pos_;  // opening quote
        while (true) {
            if (atEnd()) return fail(JsonErrorCode::UnexpectedEnd);
            const unsigned char c = peek();
            if (c == '"') {
                ++pos_;
                return true;
            }
            if (c == '\\') {
                if (!parseEscape(out)) return false;
            } else if (c < 0x20) {
                return fail(JsonErrorCode::ControlCharacter);
            } else if (c < 0x80) {
                out += static_cast<char>(c);
                ++pos_;
            } else if (!copyUtf8(out)) {
                return false;
            }
        }
    }

    bool parseArray(Json& out, int depth) {
        if (depth > maxDepth_) return fail(JsonErrorCode::TooDeep);
        ++pos_;  // '['
        Json::Array items;
        skipSpace();
        if (!atEnd() && peek() == ']') {
            ++pos_;
            out = Json(std::move(items));
            return true;
        }
        while (true) {
            skipSpace();
            Json item;
            if (!parseValue(item, depth)) return false;
            items.push_back(std::move(item));
            skipSpace();
            if (atEnd()) return fail(JsonErrorCode::UnexpectedEnd);
            if (peek() == ']') {
                ++pos_;
                out = Json(std::move(items));
                return true;
            }
            if (peek() != ',') return fail(JsonErrorCode::UnexpectedCharacter);
            ++pos_;
        }
    }

    bool parseObject(Json& out, int depth) {
        if (depth > maxDepth_) return fail(JsonErrorCode::TooDeep);
        ++pos_;  // '{'
        Json::Object members;
        std::vector<std::pair<std::string_view, std::size_t>> keys;  // key, offset for errors
        skipSpace();
        if (!atEnd() && peek() == '}') {
            ++pos_;
            out = Json(std::move(members));
            return true;
        }
        while (true) {
            skipSpace();
            if (atEnd()) return fail(JsonErrorCode::UnexpectedEnd);
            if (peek() != '"') return fail(JsonErrorCode::UnexpectedCharacter);
            const std::size_t keyOffset = pos_;
            std::string key;
            if (!parseString(key)) return false;
            skipSpace();
            if (atEnd()) return fail(JsonErrorCode::UnexpectedEnd);
            if (peek() != ':') return fail(JsonErrorCode::UnexpectedCharacter);
            ++pos_;
            skipSpace();
            Json value;
            if (!parseValue(value, depth)) return false;
            members.emplace_back(std::move(key), std::move(value));
            keys.emplace_back(std::string_view(), keyOffset);
            skipSpace();
            if (atEnd()) return fail(JsonErrorCode::UnexpectedEnd);
            if (peek() == '}') break;
            if (peek() != ',') return fail(JsonErrorCode::UnexpectedCharacter);
            ++pos_;
        }
        // Duplicates are checked once the member vector stops moving, by sorting views of the
        // keys: O(n log n) even for hostile objects with many keys.
        for (std::size_t i = 0; i < members.size(); ++i) keys[i].first = members[i].first;
        std::sort(keys.begin(), keys.end(), [](const auto& a, const auto& b) {
            return a.first != b.first ? a.first < b.first : a.second < b.second;
        });
        for (std::size_t i = 1; i < keys.size(); ++i) {
            if (keys[i].first == keys[i - 1].first) {
                pos_ = keys[i].second;
                return fail(JsonErrorCode::DuplicateKey);
            }
        }
        ++pos_;  // '}'
        out = Json(std::move(members));
        return true;
    }

    std::string_view s_;
    std::size_t pos_ = 0;
    int maxDepth_;
    JsonErrorCode code_ = JsonErrorCode::None;
};

}  // namespace

Result<Json> parseJsonText(std::string_view text, JsonError* error, int maxDepth) {
    Parser p(text, maxDepth);
    Json out;
    const bool ok = p.parseDocument(out);
    if (error) *error = ok ? JsonError{} : p.error();
    if (!ok) return ErrorCode::Parse;
    return out;
}

}  // namespace rummy

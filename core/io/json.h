// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/result.h"

namespace rummy {

// Why a text is not JSON the parser accepts. Stable names through jsonErrorName().
enum class JsonErrorCode : std::uint8_t {
    None = 0,
    UnexpectedEnd,        // the text stops inside a value
    UnexpectedCharacter,  // a character no JSON value can continue with
    InvalidNumber,        // e.g. "-", "01", "1e"
    NumberOutOfRange,     // an integer outside int64
    FloatNotSupported,    // a fraction or exponent: the project's files hold integers only
    InvalidEscape,        // unknown \x, bad \uXXXX, lone surrogate
    InvalidUtf8,          // a string holds bytes that are not well-formed UTF-8
    ControlCharacter,     // a raw control character (< 0x20) inside a string
    TooDeep,              // arrays/objects nested deeper than the limit
    TrailingCharacters,   // something other than whitespace after the value
    DuplicateKey,         // an object names the same key twice
};

const char* jsonErrorName(JsonErrorCode code);  // "unexpected_end", ...

// Where and why parsing stopped. `offset` is a 0-based byte offset into the text; line and
// column (1-based, column counted in bytes) are derived from it for messages.
struct JsonError {
    JsonErrorCode code = JsonErrorCode::None;
    std::size_t offset = 0;
    std::size_t line = 1;
    std::size_t column = 1;
};

// A small JSON value for the project's own files and the CLI: null, bool, 64-bit integer,
// string, array, and object with keys kept in insertion order (so saved files read in a
// stable, human-friendly order). Floats are deliberately absent: nothing in a game of rummy
// needs them and integers round-trip exactly. Strings are UTF-8 byte strings.
//
// Accessors never throw or abort: asking a value for the wrong type returns an empty
// default (false, 0, "", empty array/object, a null value), so code reading untrusted input
// can check types with isX() where it matters and otherwise degrade gracefully.
class Json {
public:
    enum class Type : std::uint8_t { Null, Bool, Int, String, Array, Object };
    using Array = std::vector<Json>;
    using Member = std::pair<std::string, Json>;
    using Object = std::vector<Member>;

    // Nesting limit of parse() by default: far beyond any file of ours, and small enough that
    // the recursive parser cannot exhaust the stack on hostile input.
    static constexpr int kDefaultMaxDepth = 128;

    Json() = default;
    Json(std::nullptr_t) {}
    Json(bool b) : type_(Type::Bool), int_(b ? 1 : 0) {}
    template <std::integral T>
    requires(!std::same_as<T, bool>) Json(T v)
        : type_(Type::Int), int_(static_cast<std::int64_t>(v)) {}
    Json(const char* s) : type_(Type::String), str_(s) {}
    Json(std::string_view s) : type_(Type::String), str_(s) {}
    Json(std::string s) : type_(Type::String), str_(std::move(s)) {}
    Json(Array a) : type_(Type::Array), arr_(std::move(a)) {}
    Json(Object o) : type_(Type::Object), obj_(std::move(o)) {}

    static Json array() { return Json(Array{}); }
    static Json object() { return Json(Object{}); }

    Type type() const { return type_; }
    bool isNull() const { return type_ == Type::Null; }
    bool isBool() const { return type_ == Type::Bool; }
    bool isInt() const { return type_ == Type::Int; }
    bool isString() const { return type_ == Type::String; }
    bool isArray() const { return type_ == Type::Array; }
    bool isObject() const { return type_ == Type::Object; }

    bool asBool() const { return type_ == Type::Bool && int_ != 0; }
    std::int64_t asInt() const { return type_ == Type::Int ? int_ : 0; }
    const std::string& asString() const;
    const Array& asArray() const;
    const Object& asObject() const;

    // Array: element count; object: member count; otherwise 0.
    std::size_t size() const;
    // Array element, or a null value when out of range or not an array.
    const Json& operator[](std::size_t i) const;
    // Without this, a literal 0 would be ambiguous with the const char* key overload.
    const Json& operator[](int i) const {
        return i < 0 ? (*this)[size()] : (*this)[static_cast<std::size_t>(i)];
    }
    // Object member, or nullptr when absent or not an object.
    const Json* find(std::string_view key) const;
    bool contains(std::string_view key) const { return find(key) != nullptr; }
    // Object member, or a null value when absent.
    const Json& operator[](std::string_view key) const;
    const Json& operator[](const char* key) const { return (*this)[std::string_view(key)]; }

    // Mutation. push() turns a null into an array; set() turns a null into an object and
    // replaces an existing key in place (keeping its position). On other types they do nothing.
    Json& push(Json v);
    Json& set(std::string_view key, Json v);

    // Compact text: no spaces, no newlines.
    std::string dump() const;
    // Indented text: `indent` spaces per level, one member or element per line; empty
    // arrays and objects stay "[]" and "{}". indent <= 0 gives the compact form.
    std::string dump(int indent) const;

    // Parses one JSON value (RFC 8259 grammar, integers only, see JsonErrorCode) surrounded by
    // optional whitespace. On failure returns ErrorCode::Parse and, when `error` is given,
    // fills it with the position and reason. Never throws on malformed input.
    static Result<Json> parse(std::string_view text, JsonError* error = nullptr,
                              int maxDepth = kDefaultMaxDepth);

    // Objects compare member by member in order.
    friend bool operator==(const Json& a, const Json& b);

private:
    Type type_ = Type::Null;
    std::int64_t int_ = 0;  // Bool (0/1) and Int
    std::string str_;
    Array arr_;
    Object obj_;
};

// Appends `s` as a JSON string literal (with quotes) to `out`: '"' and '\\' escaped, control
// characters as \n \t ... or \u00XX, everything else (UTF-8 included) passed through.
void appendJsonString(std::string& out, std::string_view s);

}  // namespace rummy

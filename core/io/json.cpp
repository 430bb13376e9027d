// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/json.h"

#include "io/json_parser.h"

namespace rummy {

namespace {

// Shared empties let the const accessors return references for any type without allocating.
const std::string kEmptyString;
const Json::Array kEmptyArray;
const Json::Object kEmptyObject;
const Json kNull;

void appendHex4(std::string& out, unsigned v) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4) out += kHex[(v >> shift) & 0xF];
}

void newline(std::string& out, int indent, int depth) {
    out += '\n';
    out.append(static_cast<std::size_t>(indent) * static_cast<std::size_t>(depth), ' ');
}

void write(const Json& v, std::string& out, int indent, int depth) {
    switch (v.type()) {
        case Json::Type::Null:
            out += "null";
            return;
        case Json::Type::Bool:
            out += v.asBool() ? "true" : "false";
            return;
        case Json::Type::Int:
            out += std::to_string(v.asInt());
            return;
        case Json::Type::String:
            appendJsonString(out, v.asString());
            return;
        case Json::Type::Array: {
            const auto& a = v.asArray();
            out += '[';
            for (std::size_t i = 0; i < a.size(); ++i) {
                if (i) out += ',';
                if (indent > 0) newline(out, indent, depth + 1);
                write(a[i], out, indent, depth + 1);
            }
            if (indent > 0 && !a.empty()) newline(out, indent, depth);
            out += ']';
            return;
        }
        case Json::Type::Object: {
            const auto& o = v.asObject();
            out += '{';
            for (std::size_t i = 0; i < o.size(); ++i) {
                if (i) out += ',';
                if (indent > 0) newline(out, indent, depth + 1);
                appendJsonString(out, o[i].first);
                out += indent > 0 ? ": " : ":";
                write(o[i].second, out, indent, depth + 1);
            }
            if (indent > 0 && !o.empty()) newline(out, indent, depth);
            out += '}';
            return;
        }
    }
}

// A recursive-descent parser. Recursion is bounded by maxDepth, every read checks the end of
}  // namespace

void appendJsonString(std::string& out, std::string_view s) {
    out += '"';
    for (char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\b':
                out += "\\b";
                break;
            case '\f':
                out += "\\f";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                // DEL is legal raw JSON but invisible in a terminal; escape it with the rest.
                if (c < 0x20 || c == 0x7F)
                    appendHex4(out, c);
                else
                    out += ch;
        }
    }
    out += '"';
}

const std::string& Json::asString() const {
    return type_ == Type::String ? str_ : kEmptyString;
}
const Json::Array& Json::asArray() const {
    return type_ == Type::Array ? arr_ : kEmptyArray;
}
const Json::Object& Json::asObject() const {
    return type_ == Type::Object ? obj_ : kEmptyObject;
}

std::size_t Json::size() const {
    if (type_ == Type::Array) return arr_.size();
    if (type_ == Type::Object) return obj_.size();
    return 0;
}

const Json& Json::operator[](std::size_t i) const {
    return type_ == Type::Array && i < arr_.size() ? arr_[i] : kNull;
}

const Json* Json::find(std::string_view key) const {
    if (type_ != Type::Object) return nullptr;
    for (const auto& m : obj_)
        if (m.first == key) return &m.second;
    return nullptr;
}

const Json& Json::operator[](std::string_view key) const {
    const Json* v = find(key);
    return v ? *v : kNull;
}

Json& Json::push(Json v) {
    if (type_ == Type::Null) type_ = Type::Array;
    if (type_ == Type::Array) arr_.push_back(std::move(v));
    return *this;
}

Json& Json::set(std::string_view key, Json v) {
    if (type_ == Type::Null) type_ = Type::Object;
    if (type_ != Type::Object) return *this;
    for (auto& m : obj_) {
        if (m.first == key) {
            m.second = std::move(v);
            return *this;
        }
    }
    obj_.emplace_back(std::string(key), std::move(v));
    return *this;
}

Result<Json> Json::parse(std::string_view text, JsonError* error, int maxDepth) {
    return parseJsonText(text, error, maxDepth);
}

std::string Json::dump() const {
    return dump(0);
}

std::string Json::dump(int indent) const {
    std::string out;
    write(*this, out, indent, 0);
    return out;
}

bool operator==(const Json& a, const Json& b) {
    if (a.type_ != b.type_) return false;
    switch (a.type_) {
        case Json::Type::Null:
            return true;
        case Json::Type::Bool:
        case Json::Type::Int:
            return a.int_ == b.int_;
        case Json::Type::String:
            return a.str_ == b.str_;
        case Json::Type::Array:
            return a.arr_ == b.arr_;
        case Json::Type::Object:
            return a.obj_ == b.obj_;
    }
    return false;
}

}  // namespace rummy

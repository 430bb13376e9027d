// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <charconv>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "cards/card.h"
#include "io/json.h"

namespace rummy::cli {

// Compact JSON appended straight to a string, byte for byte what Json::dump() writes for the same
// value: for the answers the eval commands print per hand, which built a tree of Json values and
// small strings first and then wrote it out (a third of a Gin hand's time). Keys and values in
// the order given; the caller pairs every begin with its end.
class JsonWriter {
public:
    explicit JsonWriter(std::string& out) : out_(out) {}

    JsonWriter& beginObject() { return open('{'); }
    JsonWriter& endObject() { return close('}'); }
    JsonWriter& beginArray() { return open('['); }
    JsonWriter& endArray() { return close(']'); }
    // A key is one of the program's own names, plain ASCII that needs no escaping.
    JsonWriter& key(std::string_view k) {
        item();
        out_ += '"';
        out_.append(k);
        out_.append("\":", 2);
        afterKey_ = true;
        return *this;
    }
    JsonWriter& null() {
        item();
        out_ += "null";
        return *this;
    }
    JsonWriter& value(bool b) {
        item();
        out_ += b ? "true" : "false";
        return *this;
    }
    JsonWriter& value(int n) {
        item();
        char buf[16];
        const auto end = std::to_chars(buf, buf + sizeof buf, n).ptr;
        out_.append(buf, end);
        return *this;
    }
    JsonWriter& value(std::string_view s) {
        item();
        appendJsonString(out_, s);
        return *this;
    }
    JsonWriter& value(const char* s) { return value(std::string_view(s)); }
    // A number with `decimals` digits after the point ("3.25"; "-0.00" is written "0.00").
    JsonWriter& value(double v, int decimals) {
        item();
        char buf[48];
        if (v > -0.5 * kMinStep[decimals] && v < 0.5 * kMinStep[decimals]) v = 0;
        const auto end =
            std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, decimals).ptr;
        out_.append(buf, end);
        return *this;
    }
    // A card in the card notation ("10H", "JK"), which never needs escaping.
    JsonWriter& value(Face f) {
        item();
        out_ += '"';
        f.appendTo(out_);
        out_ += '"';
        return *this;
    }
    JsonWriter& cards(std::span<const Face> faces) {
        beginArray();
        for (const Face f : faces) value(f);
        return endArray();
    }

private:
    static constexpr double kMinStep[4] = {1, 0.1, 0.01, 0.001};  // decimals 0 to 3

    // A comma before every item of an object or array but its first; none after a key.
    void item() {
        if (afterKey_) {
            afterKey_ = false;
            return;
        }
        if (depth_ == 0) return;
        const std::uint64_t bit = std::uint64_t{1} << depth_;
        if (started_ & bit) out_ += ',';
        started_ |= bit;
    }
    JsonWriter& open(char c) {
        item();
        out_ += c;
        ++depth_;
        started_ &= ~(std::uint64_t{1} << depth_);
        return *this;
    }
    JsonWriter& close(char c) {
        out_ += c;
        --depth_;
        return *this;
    }

    std::string& out_;
    std::uint64_t started_ = 0;  // bit d: the open value at depth d has an item already
    int depth_ = 0;              // at most 63
    bool afterKey_ = false;
};

}  // namespace rummy::cli

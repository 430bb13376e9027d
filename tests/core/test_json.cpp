// SPDX-License-Identifier: GPL-3.0-or-later
// The project's JSON value: writer output pinned by hand, round-trips, and a parser that
// answers every malformed text with an error code and position instead of crashing.
#include <QTest>

#include <cstdint>
#include <limits>
#include <string>

#include "io/json.h"
#include "test_registry.h"

using rummy::Json;
using rummy::JsonError;
using rummy::JsonErrorCode;

Q_DECLARE_METATYPE(JsonErrorCode)

namespace {

JsonError parseError(const std::string& text, int maxDepth = Json::kDefaultMaxDepth) {
    JsonError e;
    const auto r = Json::parse(text, &e, maxDepth);
    if (r.ok()) e.code = JsonErrorCode::None;
    return e;
}

}  // namespace

class TestJson : public QObject {
    Q_OBJECT

private slots:
    void writesScalars() {
        QCOMPARE(Json().dump(), std::string("null"));
        QCOMPARE(Json(true).dump(), std::string("true"));
        QCOMPARE(Json(false).dump(), std::string("false"));
        QCOMPARE(Json(0).dump(), std::string("0"));
        QCOMPARE(Json(-42).dump(), std::string("-42"));
        QCOMPARE(Json(std::numeric_limits<std::int64_t>::min()).dump(),
                 std::string("-9223372036854775808"));
        QCOMPARE(Json("AS").dump(), std::string("\"AS\""));
    }

    void writesContainersInInsertionOrder() {
        // Keys stay in the order they were set, not sorted: "z" before "a".
        Json o = Json::object();
        o.set("z", 1).set("a", Json::array());
        o.set("m", Json(Json::Array{Json("x"), Json(nullptr), Json(false)}));
        QCOMPARE(o.dump(), std::string(R"({"z":1,"a":[],"m":["x",null,false]})"));
        // Setting an existing key replaces it where it stands.
        o.set("z", 2);
        QCOMPARE(o.dump(), std::string(R"({"z":2,"a":[],"m":["x",null,false]})"));
    }

    void writesIndented() {
        Json o;
        o.set("a", Json(Json::Array{Json(1), Json(2)})).set("b", Json::object());
        const std::string expected =
            "{\n"
            "  \"a\": [\n"
            "    1,\n"
            "    2\n"
            "  ],\n"
            "  \"b\": {}\n"
            "}";
        QCOMPARE(o.dump(2), expected);
        QCOMPARE(o.dump(0), o.dump());
    }

    void escapesStrings() {
        // Quote and backslash escaped; the short forms for \b \f \n \r \t; other control
        // characters and DEL as \u00XX; UTF-8 (here "♠" = E2 99 A0) passes through unchanged.
        const std::string raw = std::string("q\"b\\n\nt\tc") + '\x01' + '\x1f' + '\x7f' + "\b\f\r" +
                                "\xE2\x99\xA0" + '/';
        const std::string expected =
            R"("q\"b\\n\nt\tc\u0001\u001f\u007f\b\f\r)" + std::string("\xE2\x99\xA0") + "/\"";
        QCOMPARE(Json(raw).dump(), expected);
        // An embedded NUL is data, not the end of the string.
        QCOMPARE(Json(std::string("a\0b", 3)).dump(), std::string(R"("a\u0000b")"));
    }

    void roundTrips_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("null") << QByteArray("null");
        QTest::newRow("int max") << QByteArray("9223372036854775807");
        QTest::newRow("int min") << QByteArray("-9223372036854775808");
        QTest::newRow("nested") << QByteArray(R"({"a":[1,{"b":[[],{}]},"c"],"d":{"e":null}})");
        QTest::newRow("escapes") << QByteArray("[\"\\\"\\\\\\n\\t\\u0001\",\"\\u00e9\"]");
        QTest::newRow("utf8") << QByteArray("[\"\xE2\x99\xA5\xF0\x9F\x83\x8F\"]");
        QTest::newRow("empty key") << QByteArray(R"({"":true})");
    }
    void roundTrips() {
        QFETCH(QByteArray, text);
        JsonError e;
        const auto first = Json::parse(text.toStdString(), &e);
        QVERIFY2(first.ok(), rummy::jsonErrorName(e.code));
        // Both writers produce text that parses back to the same value.
        for (int indent : {0, 4}) {
            const auto again = Json::parse(first->dump(indent));
            QVERIFY(again.ok());
            QVERIFY(*again == *first);
        }
    }

    void parsesValues() {
        const auto r = Json::parse(
            " \t\r\n{ \"n\" : -7 , \"s\":\"\\u00e9\\ud83c\\udccf\", "
            "\"a\":[true,false,null] }\n");
        QVERIFY(r.ok());
        const Json& v = *r;
        QVERIFY(v.isObject());
        QCOMPARE(v.size(), std::size_t(3));
        QCOMPARE(v["n"].asInt(), std::int64_t(-7));
        // U+00E9 is C3 A9 in UTF-8; the surrogate pair D83C DCCF is U+1F0CF (F0 9F 83 8F).
        QCOMPARE(v["s"].asString(), std::string("\xC3\xA9\xF0\x9F\x83\x8F"));
        QCOMPARE(v["a"].size(), std::size_t(3));
        QVERIFY(v["a"][0].asBool());
        QVERIFY(v["a"][1].isBool() && !v["a"][1].asBool());
        QVERIFY(v["a"][2].isNull());
        QCOMPARE(v.asObject()[1].first, std::string("s"));  // insertion order kept
    }

    void wrongTypeAccessIsHarmless() {
        const Json n(5);
        QCOMPARE(n.asString(), std::string());
        QVERIFY(!n.asBool());
        QCOMPARE(n.size(), std::size_t(0));
        QVERIFY(n[3].isNull());
        QVERIFY(n["x"].isNull());
        QVERIFY(n.find("x") == nullptr);
        QCOMPARE(Json("7").asInt(), std::int64_t(0));
        Json s("text");
        s.push(1).set("k", 2);  // neither applies to a string
        QCOMPARE(s.dump(), std::string("\"text\""));
    }

    void rejectsMalformed_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<JsonErrorCode>("code");
        QTest::addColumn<int>("offset");
        using C = JsonErrorCode;
        QTest::newRow("empty") << QByteArray("") << C::UnexpectedEnd << 0;
        QTest::newRow("spaces") << QByteArray("   ") << C::UnexpectedEnd << 3;
        QTest::newRow("truncated object") << QByteArray(R"({"a":1)") << C::UnexpectedEnd << 6;
        QTest::newRow("truncated key") << QByteArray("{\"a") << C::UnexpectedEnd << 3;
        QTest::newRow("truncated array") << QByteArray("[1,") << C::UnexpectedEnd << 3;
        QTest::newRow("truncated literal") << QByteArray("tru") << C::UnexpectedEnd << 3;
        QTest::newRow("truncated escape") << QByteArray("\"\\u12") << C::UnexpectedEnd << 5;
        QTest::newRow("bad literal") << QByteArray("nul1") << C::UnexpectedCharacter << 3;
        QTest::newRow("garbage") << QByteArray("@") << C::UnexpectedCharacter << 0;
        QTest::newRow("trailing") << QByteArray("[1] x") << C::TrailingCharacters << 4;
        QTest::newRow("two values") << QByteArray("1 2") << C::TrailingCharacters << 2;
        QTest::newRow("trailing comma") << QByteArray("[1,]") << C::UnexpectedCharacter << 3;
        QTest::newRow("missing colon") << QByteArray(R"({"a" 1})") << C::UnexpectedCharacter << 5;
        QTest::newRow("unquoted key") << QByteArray("{a:1}") << C::UnexpectedCharacter << 1;
        QTest::newRow("single quotes") << QByteArray("'a'") << C::UnexpectedCharacter << 0;
        QTest::newRow("leading zero") << QByteArray("01") << C::InvalidNumber << 1;
        QTest::newRow("lone minus") << QByteArray("-x") << C::InvalidNumber << 1;
        QTest::newRow("plus sign") << QByteArray("+1") << C::UnexpectedCharacter << 0;
        QTest::newRow("fraction") << QByteArray("[1.5]") << C::FloatNotSupported << 1;
        QTest::newRow("exponent") << QByteArray("1e3") << C::FloatNotSupported << 0;
        QTest::newRow("bad fraction") << QByteArray("1.x") << C::InvalidNumber << 2;
        // int64 max is 9223372036854775807: one more overflows, and so does min - 1.
        QTest::newRow("overflow") << QByteArray("9223372036854775808") << C::NumberOutOfRange << 0;
        QTest::newRow("underflow")
            << QByteArray("[-9223372036854775809]") << C::NumberOutOfRange << 1;
        QTest::newRow("huge") << QByteArray(400, '9') << C::NumberOutOfRange << 0;
        QTest::newRow("bad escape") << QByteArray(R"("\x")") << C::InvalidEscape << 1;
        QTest::newRow("bad hex") << QByteArray(R"("\u12g4")") << C::InvalidEscape << 5;
        QTest::newRow("lone low surrogate") << QByteArray(R"("\udc00")") << C::InvalidEscape << 1;
        QTest::newRow("lone high surrogate") << QByteArray(R"("\ud800x")") << C::InvalidEscape << 1;
        QTest::newRow("raw newline") << QByteArray("\"a\nb\"") << C::ControlCharacter << 2;
        QTest::newRow("bad utf8 lead") << QByteArray("\"\xFF\"") << C::InvalidUtf8 << 1;
        QTest::newRow("overlong utf8") << QByteArray("\"\xC0\xAF\"") << C::InvalidUtf8 << 1;
        QTest::newRow("utf8 surrogate") << QByteArray("\"\xED\xA0\x80\"") << C::InvalidUtf8 << 1;
        QTest::newRow("cut utf8") << QByteArray("\"\xE2\x99\"") << C::InvalidUtf8 << 3;
        QTest::newRow("duplicate key")
            << QByteArray(R"({"a":1,"b":2,"a":3})") << C::DuplicateKey << 13;
        QTest::newRow("nul byte") << QByteArray("[1,\0 2]", 7) << C::UnexpectedCharacter << 3;
    }
    void rejectsMalformed() {
        QFETCH(QByteArray, text);
        QFETCH(JsonErrorCode, code);
        QFETCH(int, offset);
        const JsonError e = parseError(text.toStdString());
        QCOMPARE(rummy::jsonErrorName(e.code), rummy::jsonErrorName(code));
        QCOMPARE(e.offset, std::size_t(offset));
        QVERIFY(!Json::parse(text.toStdString()).ok());
    }

    void reportsLineAndColumn() {
        // The 'x' is the third byte of the second line.
        const JsonError e = parseError("[1,\n  x]");
        QCOMPARE(e.code, JsonErrorCode::UnexpectedCharacter);
        QCOMPARE(e.line, std::size_t(2));
        QCOMPARE(e.column, std::size_t(3));
    }

    void boundsNesting() {
        // 128 levels is the default limit: exactly 128 parse, 129 do not, and a million
        // opening brackets fail fast with TooDeep rather than overflowing the stack.
        const auto nested = [](int n) { return std::string(n, '[') + std::string(n, ']'); };
        QVERIFY(Json::parse(nested(128)).ok());
        JsonError e = parseError(nested(129));
        QCOMPARE(e.code, JsonErrorCode::TooDeep);
        QCOMPARE(e.offset, std::size_t(128));
        e = parseError(std::string(1000000, '['));
        QCOMPARE(e.code, JsonErrorCode::TooDeep);
        std::string objects;
        for (int i = 0; i < 5000; ++i) objects += "{\"a\":";
        QCOMPARE(parseError(objects).code, JsonErrorCode::TooDeep);
        // A caller may lower the limit.
        QCOMPARE(parseError("[[[1]]]", 2).code, JsonErrorCode::TooDeep);
        QVERIFY(Json::parse("[[[1]]]", nullptr, 3).ok());
    }

    void survivesEveryPrefix() {
        // Every proper prefix of a valid document is incomplete: the parser must say so, and
        // flipping each byte must never crash it.
        const std::string doc = R"({"k":[1,-2,"s\u00e9\n",true,false,null,{"x":{}}]})";
        QVERIFY(Json::parse(doc).ok());
        for (std::size_t n = 0; n < doc.size(); ++n)
            QCOMPARE(parseError(doc.substr(0, n)).code, JsonErrorCode::UnexpectedEnd);
        for (std::size_t i = 0; i < doc.size(); ++i) {
            for (int b : {0x00, 0x22, 0x5C, 0x7B, 0x5D, 0x80, 0xFF}) {
                std::string mutated = doc;
                mutated[i] = static_cast<char>(b);
                (void)Json::parse(mutated);
            }
        }
    }
};

RUMMY_TEST_APPLESS_MAIN(TestJson)

#include "test_json.moc"

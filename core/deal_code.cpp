// SPDX-License-Identifier: GPL-3.0-or-later
#include "deal_code.h"

#include <array>
#include <cctype>

namespace rummy {

namespace {
constexpr std::string_view kDigits = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

struct FormatTag {
    MatchFormat format;
    std::string_view tag;
};
constexpr std::array<FormatTag, 6> kTags{{
    {MatchFormat::Points, "PTS"},
    {MatchFormat::Pool101, "P101"},
    {MatchFormat::Pool201, "P201"},
    {MatchFormat::Deals2, "D2"},
    {MatchFormat::Deals3, "D3"},
    {MatchFormat::Deals6, "D6"},
}};

int digitValue(char c) {
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (c == 'I' || c == 'L') return 1;
    if (c == 'O') return 0;
    const auto pos = kDigits.find(c);
    return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::toupper(static_cast<unsigned char>(a[i])) !=
            std::toupper(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}
}  // namespace

std::string DealCode::toString() const {
    std::string tag = "?";
    for (const auto& t : kTags)
        if (t.format == format) tag = std::string(t.tag);
    std::string digits;
    std::uint64_t v = seed;
    do {
        digits.insert(digits.begin(), kDigits[v % 32]);
        v /= 32;
    } while (v != 0);
    return tag + "-" + std::to_string(players) + "-" + digits;
}

Result<DealCode> DealCode::parse(std::string_view text) {
    const auto dash1 = text.find('-');
    if (dash1 == std::string_view::npos) return ErrorCode::Parse;
    const auto dash2 = text.find('-', dash1 + 1);
    if (dash2 == std::string_view::npos) return ErrorCode::Parse;
    const std::string_view tag = text.substr(0, dash1);
    const std::string_view players = text.substr(dash1 + 1, dash2 - dash1 - 1);
    const std::string_view seed = text.substr(dash2 + 1);

    DealCode code;
    bool known = false;
    for (const auto& t : kTags)
        if (equalsIgnoreCase(tag, t.tag)) code.format = t.format, known = true;
    if (!known) return ErrorCode::Parse;
    if (players.size() != 1 || !std::isdigit(static_cast<unsigned char>(players[0])))
        return ErrorCode::Parse;
    code.players = players[0] - '0';
    if (code.players < 2 || code.players > 6) return ErrorCode::BadRules;
    // 13 base-32 digits hold 65 bits: the first of 13 carries bits 60..64, so at most 15.
    if (seed.empty() || seed.size() > 13) return ErrorCode::Parse;
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < seed.size(); ++i) {
        const int d = digitValue(seed[i]);
        if (d < 0) return ErrorCode::Parse;
        if (seed.size() == 13 && i == 0 && d > 15) return ErrorCode::Parse;
        v = v * 32 + static_cast<std::uint64_t>(d);
    }
    code.seed = v;
    return code;
}

}  // namespace rummy

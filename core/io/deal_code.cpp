// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/deal_code.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace rummy {

namespace {
constexpr std::string_view kDigits = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

struct FormatTag {
    MatchFormat format;
    std::string_view tag;
};
constexpr std::string_view kGinTag = "GIN";
constexpr std::string_view kIndian21Tag = "I21";
struct GameTag {
    Variant variant;
    std::string_view tag;
};
constexpr std::array<GameTag, 4> kTableTags{{
    {Variant::Straight, "STR"},
    {Variant::Rummy500, "R500"},
    {Variant::Rummy51, "R51"},
    {Variant::Kaluki, "KAL"},
}};
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

std::string toDigits(std::uint64_t v, std::size_t width = 1) {
    std::string digits;  // least significant first, then turned round
    do {
        digits.push_back(kDigits[v % 32]);
        v /= 32;
    } while (v != 0 || digits.size() < width);
    std::reverse(digits.begin(), digits.end());
    return digits;
}

// Base-32 digits to a number; -1 when a character is not a digit. At most 6 digits here.
long fromDigits(std::string_view text) {
    long v = 0;
    for (char c : text) {
        const int d = digitValue(c);
        if (d < 0) return -1;
        v = v * 32 + d;
    }
    return v;
}

// The fourth group (see deal_code.h) into `code`, whose players are already known.
ErrorCode parseStart(std::string_view group, DealCode& code) {
    if (group.size() < 4 || group.size() > 6) return ErrorCode::Parse;
    const long deal = fromDigits(group.substr(0, group.size() - 3));
    const long dealer = fromDigits(group.substr(group.size() - 3, 1));
    const long out = fromDigits(group.substr(group.size() - 2));
    if (deal < 0 || dealer < 0 || out < 0) return ErrorCode::Parse;
    if (deal < 1 || deal > MatchStart::kMaxDeal + 1) return ErrorCode::BadRules;
    if (dealer > code.players || out >= (1L << code.players)) return ErrorCode::BadRules;
    code.deal = static_cast<int>(deal - 1);
    code.dealer = static_cast<int>(dealer - 1);
    if (out != 0) {
        code.inPlay.assign(static_cast<std::size_t>(code.players), true);
        for (int s = 0; s < code.players; ++s)
            if (out & (1L << s)) code.inPlay[static_cast<std::size_t>(s)] = false;
        if (std::count(code.inPlay.begin(), code.inPlay.end(), true) < 2)
            return ErrorCode::BadRules;
        if (code.dealer >= 0 && !code.inPlay[static_cast<std::size_t>(code.dealer)])
            return ErrorCode::BadRules;
    }
    return ErrorCode::None;
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

namespace {
// A Gin or table game's current hand. A game's first hand, dealt as the seed's draw set it up,
// keeps the short code.
template <class Game>
DealCode handCode(const Game& game, Variant variant) {
    DealCode code;
    code.variant = variant;
    code.players = game.players();
    code.seed = game.seed();
    code.deal = game.seedDeal(game.currentDeal());
    if (code.deal != 0 || game.currentDeal().dealer != game.tossDealer())
        code.dealer = game.currentDeal().dealer;
    return code;
}
}  // namespace

DealCode DealCode::of(const GinGame& game) {
    return handCode(game, Variant::Gin);
}

DealCode DealCode::of(const TableGame& game) {
    return handCode(game, game.rules().variant);
}

DealCode DealCode::of(const IndianMatch& match) {
    const DealRecord& d = match.currentDeal();
    DealCode code{match.rules().format, match.players(), match.seed()};
    code.variant = match.rules().variant;
    code.deal = match.seedDeal(d);
    const bool everyone = std::count(d.inPlay.begin(), d.inPlay.end(), false) == 0;
    if (!everyone) code.inPlay = d.inPlay;
    // A first deal as the toss set it up keeps the short code.
    if (code.deal != 0 || !everyone || d.dealer != match.tossDealer()) code.dealer = d.dealer;
    return code;
}

std::string DealCode::toString() const {
    std::string tag = "?";
    for (const auto& t : kTags)
        if (t.format == format) tag = std::string(t.tag);
    if (variant == Variant::Gin) tag = kGinTag;
    for (const auto& t : kTableTags)
        if (t.variant == variant) tag = std::string(t.tag);
    if (variant == Variant::Indian21) tag = std::string(kIndian21Tag) + "-" + tag;
    std::string text = tag + "-" + std::to_string(players) + "-" + toDigits(seed);
    std::uint64_t out = 0;
    for (std::size_t s = 0; s < inPlay.size(); ++s)
        if (!inPlay[s]) out |= 1ULL << s;
    if (deal != 0 || dealer >= 0 || out != 0) {
        // Appended piece by piece: GCC 12 misreads `"-" + std::string` (-Wrestrict).
        text += '-';
        text += toDigits(static_cast<std::uint64_t>(deal) + 1);
        text += toDigits(static_cast<std::uint64_t>(dealer + 1));
        text += toDigits(out, 2);
    }
    return text;
}

Result<DealCode> DealCode::parse(std::string_view text) {
    // A 21-card code is a 13-card code after its game's tag.
    bool indian21 = false;
    if (const auto dash = text.find('-');
        dash != std::string_view::npos && equalsIgnoreCase(text.substr(0, dash), kIndian21Tag)) {
        indian21 = true;
        text.remove_prefix(dash + 1);
    }
    const auto dash1 = text.find('-');
    if (dash1 == std::string_view::npos) return ErrorCode::Parse;
    const auto dash2 = text.find('-', dash1 + 1);
    if (dash2 == std::string_view::npos) return ErrorCode::Parse;
    const std::string_view tag = text.substr(0, dash1);
    const std::string_view players = text.substr(dash1 + 1, dash2 - dash1 - 1);
    const auto dash3 = text.find('-', dash2 + 1);
    const std::string_view seed = dash3 == std::string_view::npos
                                      ? text.substr(dash2 + 1)
                                      : text.substr(dash2 + 1, dash3 - dash2 - 1);

    DealCode code;
    bool known = false;
    for (const auto& t : kTags)
        if (equalsIgnoreCase(tag, t.tag)) code.format = t.format, known = true;
    // "I21-GIN" names no game.
    if (equalsIgnoreCase(tag, kGinTag)) code.variant = Variant::Gin, known = !indian21;
    for (const auto& t : kTableTags)
        if (equalsIgnoreCase(tag, t.tag)) code.variant = t.variant, known = !indian21;
    if (!known) return ErrorCode::Parse;
    if (indian21) code.variant = Variant::Indian21;
    if (players.size() != 1 || !std::isdigit(static_cast<unsigned char>(players[0])))
        return ErrorCode::Parse;
    code.players = players[0] - '0';
    if (code.players < 2 || code.players > 6) return ErrorCode::BadRules;
    if (code.variant == Variant::Gin && code.players != GinRound::kSeats)
        return ErrorCode::BadRules;
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
    if (dash3 != std::string_view::npos)
        if (const ErrorCode e = parseStart(text.substr(dash3 + 1), code); e != ErrorCode::None)
            return e;
    // In Gin nobody sits out, and hands go up to the game's own limit.
    if (code.variant == Variant::Gin && (!code.inPlay.empty() || code.deal > MatchStart::kMaxDeal))
        return ErrorCode::BadRules;
    // Nor in the table games, whose presets say how many can sit.
    if (code.isTableGame() && (!code.inPlay.empty() || code.deal > MatchStart::kMaxDeal ||
                               code.tableRules().invalidField(code.players)))
        return ErrorCode::BadRules;
    return code;
}

}  // namespace rummy

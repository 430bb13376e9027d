// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_common.h"

#include "bot.h"
#include "cli_io.h"

#include <array>

#include "game/variant.h"
#include "indian/indian_rules.h"

namespace rummy::cli {

int usageError(const std::string& message) {
    writeAll(2, "rummy-cli: " + message + '\n');
    return kExitUsage;
}

std::string displayToken(std::string_view token) {
    constexpr std::size_t kMax = 24;
    std::string out;
    std::size_t i = 0;
    while (i < token.size() && out.size() < kMax) {
        const auto b = static_cast<unsigned char>(token[i]);
        std::size_t len = 0;
        if (b >= 0x20 && b < 0x7F)
            len = 1;
        else if (b >= 0xC2 && b <= 0xDF)
            len = 2;
        else if (b >= 0xE0 && b <= 0xEF)
            len = 3;
        else if (b >= 0xF0 && b <= 0xF4)
            len = 4;
        bool ok = len > 0 && i + len <= token.size();
        for (std::size_t k = 1; ok && k < len; ++k)
            ok = (static_cast<unsigned char>(token[i + k]) & 0xC0) == 0x80;
        // Reject the overlong and surrogate forms the lead-byte ranges above let through.
        if (ok && len == 3) {
            const auto b1 = static_cast<unsigned char>(token[i + 1]);
            ok = !(b == 0xE0 && b1 < 0xA0) && !(b == 0xED && b1 >= 0xA0);
        } else if (ok && len == 4) {
            const auto b1 = static_cast<unsigned char>(token[i + 1]);
            ok = !(b == 0xF0 && b1 < 0x90) && !(b == 0xF4 && b1 >= 0x90);
        }
        if (ok) {
            out.append(token.substr(i, len));
            i += len;
        } else {
            out += '?';
            ++i;
        }
    }
    if (i < token.size()) out += "...";
    return out;
}

std::optional<WildRank> parseWild(std::string_view token) {
    if (token == "-" || token == "none") return WildRank{};
    std::string folded(token);
    for (char& c : folded)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    // A printed joker as the cut card makes every ace wild.
    if (folded == "jk" || folded == "joker") return WildRank{Rank::Ace};
    if (const auto rank = parseRank(token)) return WildRank{*rank};
    return std::nullopt;
}

std::optional<std::string> parseHand(std::span<const std::string_view> tokens,
                                     std::vector<Face>& hand) {
    hand.clear();
    for (const auto& token : tokens) {
        const auto face = parseFace(token);
        if (!face) return "unknown card '" + displayToken(token) + "'";
        hand.push_back(*face);
    }
    static const IndianRules shoe;  // the default shoe: 2 decks, 2 printed jokers
    const int size = shoe.handSize;
    if (static_cast<int>(hand.size()) != size && static_cast<int>(hand.size()) != size + 1) {
        return "expected " + std::to_string(size) + " or " + std::to_string(size + 1) +
               " cards, got " + std::to_string(hand.size());
    }
    std::array<int, Face::kCount> copies{};
    for (const Face f : hand) ++copies[static_cast<std::size_t>(f.index())];
    for (const Face f : hand) {
        const int held = copies[static_cast<std::size_t>(f.index())];
        const int limit = f.isPrintedJoker() ? shoe.printedJokers : shoe.decks;
        if (held > limit) {
            return "card " + f.toString() + " appears " + std::to_string(held) +
                   " times but the shoe holds only " + std::to_string(limit);
        }
    }
    return std::nullopt;
}

void splitWords(std::string_view line, std::vector<std::string_view>& words) {
    words.clear();
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
        if (i > start) words.push_back(line.substr(start, i - start));
    }
}

std::vector<std::string_view> viewsOf(const std::vector<std::string>& words) {
    return {words.begin(), words.end()};
}

std::optional<std::string> checkVariant(const std::string& id,
                                        std::initializer_list<Variant> alsoAccepted) {
    if (const auto v = parseVariant(id)) {
        if (isPlayable(*v)) return std::nullopt;
        for (const Variant accepted : alsoAccepted)
            if (accepted == *v) return std::nullopt;
        std::string playable;
        for (Variant p : kVariants)
            if (isPlayable(p)) playable += std::string(playable.empty() ? "" : ", ") + variantId(p);
        return "variant '" + id + "' is not playable in this version yet (" + playable + " are)";
    }
    std::string ids;
    for (Variant v : kVariants) {
        if (!ids.empty()) ids += ", ";
        ids += variantId(v);
    }
    return "unknown variant '" + displayToken(id) + "' (" + ids + ")";
}

std::optional<std::string> notYet(const char* command, Variant variant,
                                  std::initializer_list<Variant> plays) {
    for (Variant v : plays)
        if (v == variant) return std::nullopt;
    return std::string(command) + " does not play variant '" + variantId(variant) +
           "' in this version yet";
}

std::vector<std::string> parseSeats(const std::string& text) {
    std::vector<std::string> names;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        names.push_back(
            text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return names;
}

std::string botNames(Variant variant) {
    std::string s;
    for (const std::string_view n : Bot::names(variant)) {
        if (!s.empty()) s += ", ";
        s += n;
    }
    return s;
}

std::optional<std::string> checkSeats(const TableOptions& options) {
    for (const std::string& name : options.seats) {
        if (!Bot::create(options.variant, name, 0)) {
            return "unknown bot '" + displayToken(name) + "' in --seats for " +
                   variantId(options.variant) + " (" + botNames(options.variant) + ")";
        }
    }
    if (static_cast<int>(options.seats.size()) > options.players) {
        return "--seats names " + std::to_string(options.seats.size()) + " bots for " +
               std::to_string(options.players) + " players";
    }
    return std::nullopt;
}

std::vector<std::string> seatNames(const TableOptions& options) {
    std::vector<std::string> out;
    for (int s = 0; s < options.players; ++s)
        out.push_back(options.seats[static_cast<std::size_t>(s) % options.seats.size()]);
    return out;
}

bool readExpertOption(const std::string& name, const std::string& value, SearchBudget& budget,
                      std::string& problem) {
    if (name == "--expert-ms") {
        const auto t = parseNumber<int>(value);
        if (t && *t >= 1 && *t <= 60000)
            budget.ms = *t;
        else
            problem = "bad --expert-ms '" + displayToken(value) + "' (1 to 60000 milliseconds)";
    } else if (name == "--expert-playouts") {
        const auto n = parseNumber<int>(value);
        if (n && *n >= 1 && *n <= 100000)
            budget.playouts = *n;
        else
            problem = "bad --expert-playouts '" + displayToken(value) + "' (1 to 100000)";
    } else {
        return false;
    }
    return true;
}

bool readTableOption(const std::string& name, const std::string& value, TableOptions& options,
                     std::string& problem) {
    problem.clear();
    if (name == "--variant") {
        if (auto bad = checkVariant(value))
            problem = *bad;
        else
            options.variant = *parseVariant(value);
    } else if (name == "--format") {
        if (const auto f = parseFormat(value))
            options.format = *f;
        else
            problem = "unknown format '" + displayToken(value) +
                      "' (points, pool101, pool201, deals2, deals3, deals6)";
    } else if (name == "--players") {
        const auto p = parseNumber<int>(value);
        if (p && *p >= 2 && *p <= 6)
            options.players = *p;
        else
            problem = "bad player count '" + displayToken(value) + "' (2 to 6)";
    } else if (name == "--seats") {
        options.seats = parseSeats(value);
    } else if (readExpertOption(name, value, options.expert, problem)) {
    } else if (name == "--seed") {
        options.seed = parseNumber<std::uint64_t>(value);
        if (!options.seed)
            problem = "bad seed '" + displayToken(value) +
                      "' (expected a whole number from 0 to 18446744073709551615)";
    } else {
        return false;
    }
    return true;
}

}  // namespace rummy::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards/card.h"

#include <cctype>
#include <string>

namespace rummy {

namespace {

// Lower-cases ASCII letters; multi-byte suit symbols pass through untouched.
std::string foldCase(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::optional<Suit> parseSuit(std::string_view s) {
    if (s == "s" || s == "\u2660" || s == "\u2664") return Suit::Spades;
    if (s == "h" || s == "\u2665" || s == "\u2661") return Suit::Hearts;
    if (s == "d" || s == "\u2666" || s == "\u2662") return Suit::Diamonds;
    if (s == "c" || s == "\u2663" || s == "\u2667") return Suit::Clubs;
    return std::nullopt;
}

std::optional<Rank> parseFoldedRank(std::string_view r) {
    if (r == "a") return Rank::Ace;
    if (r == "j") return Rank::Jack;
    if (r == "q") return Rank::Queen;
    if (r == "k") return Rank::King;
    if (r == "t" || r == "10") return Rank::Ten;
    if (r.size() == 1 && r[0] >= '2' && r[0] <= '9') return static_cast<Rank>(r[0] - '0');
    return std::nullopt;
}

}  // namespace

std::optional<Rank> parseRank(std::string_view text) {
    return parseFoldedRank(foldCase(text));
}

std::string rankToString(Rank r) {
    switch (r) {
        case Rank::Ace:
            return "A";
        case Rank::Jack:
            return "J";
        case Rank::Queen:
            return "Q";
        case Rank::King:
            return "K";
        default:
            return std::to_string(static_cast<int>(r));
    }
}

char suitToChar(Suit s) {
    static constexpr char kLetters[] = {'S', 'H', 'D', 'C'};
    return kLetters[static_cast<int>(s)];
}

std::string Face::toString() const {
    if (isPrintedJoker()) return "JK";
    return rankToString(rank()) + suitToChar(suit());
}

std::optional<Face> parseFace(std::string_view text) {
    const std::string folded = foldCase(text);
    if (folded == "jk" || folded == "joker") return Face::joker();
    // The suit is the last ASCII letter, or a trailing 3-byte UTF-8 symbol.
    for (std::size_t suitLen : {std::size_t{1}, std::size_t{3}}) {
        if (folded.size() <= suitLen) continue;
        const auto suit = parseSuit(std::string_view(folded).substr(folded.size() - suitLen));
        if (!suit) continue;
        const auto rank =
            parseFoldedRank(std::string_view(folded).substr(0, folded.size() - suitLen));
        if (!rank) return std::nullopt;
        return Face(*rank, *suit);
    }
    return std::nullopt;
}

}  // namespace rummy

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

void Face::appendTo(std::string& out) const {
    if (isPrintedJoker()) {
        out.append("JK", 2);
        return;
    }
    static constexpr char kRanks[] = "A234567891JQK";
    const int rank = index() % 13;
    char text[3] = {kRanks[rank], '0', suitToChar(suit())};
    if (rank == 9) {
        out.append(text, 3);  // "10" and the suit
    } else {
        text[1] = text[2];
        out.append(text, 2);
    }
}

namespace {

// The common spelling of a card, in one pass: ASCII rank (A 2..9 10 T J Q K) and suit letter, any
// case. Anything else (jokers, suit symbols, a bad token) is left to parseFace's general path.
std::optional<Face> parseAsciiFace(std::string_view text) {
    if (text.size() < 2 || text.size() > 3) return std::nullopt;
    int suit = 0;
    switch (text.back() | 0x20) {
        case 's':
            suit = 0;
            break;
        case 'h':
            suit = 1;
            break;
        case 'd':
            suit = 2;
            break;
        case 'c':
            suit = 3;
            break;
        default:
            return std::nullopt;
    }
    int rank = 0;
    if (text.size() == 3) {
        if (text[0] != '1' || text[1] != '0') return std::nullopt;
        rank = 10;
    } else if (text[0] >= '2' && text[0] <= '9') {
        rank = text[0] - '0';
    } else {
        switch (text[0] | 0x20) {
            case 'a':
                rank = 1;
                break;
            case 't':
                rank = 10;
                break;
            case 'j':
                rank = 11;
                break;
            case 'q':
                rank = 12;
                break;
            case 'k':
                rank = 13;
                break;
            default:
                return std::nullopt;
        }
    }
    return Face(static_cast<Rank>(rank), static_cast<Suit>(suit));
}

}  // namespace

std::optional<Face> parseFace(std::string_view text) {
    if (const auto face = parseAsciiFace(text)) return face;
    // No card's notation is longer than "joker" or "10" and a 3-byte suit symbol: a longer token
    // is none, and a short one is folded on the stack (a batch parses every card of every line).
    constexpr std::size_t kLongest = 5;
    if (text.size() > kLongest) return std::nullopt;
    char buffer[kLongest];
    for (std::size_t i = 0; i < text.size(); ++i)
        buffer[i] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
    const std::string_view folded(buffer, text.size());
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

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rummy {

// Suit order is also the toss tie-break order: spades beat hearts beat diamonds beat clubs.
enum class Suit : std::uint8_t { Spades = 0, Hearts = 1, Diamonds = 2, Clubs = 3 };
inline constexpr int kSuitCount = 4;
inline constexpr int kRankCount = 13;

// Ranks are numbered as printed: Ace = 1 ... King = 13. Whether an ace plays low or high is
// a property of a sequence, not of the card.
enum class Rank : std::uint8_t {
    Ace = 1,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King
};

// A Face is what is printed on a card, ignoring which deck it came from: 0..51 for the
// natural cards (suit * 13 + rank - 1) and 52 for a printed joker. The solver and the
// notation work on faces; the round tracks physical cards.
class Face {
public:
    static constexpr std::uint8_t kJokerIndex = 52;
    static constexpr int kCount = 53;

    constexpr Face() = default;
    constexpr Face(Rank r, Suit s)
        : index_(static_cast<std::uint8_t>(static_cast<int>(s) * 13 + static_cast<int>(r) - 1)) {}
    static constexpr Face joker() { return fromIndex(kJokerIndex); }
    static constexpr Face fromIndex(int i) {
        Face f;
        f.index_ = static_cast<std::uint8_t>(i);
        return f;
    }

    constexpr int index() const { return index_; }
    constexpr bool isPrintedJoker() const { return index_ == kJokerIndex; }
    // Only meaningful for natural cards.
    constexpr Suit suit() const { return static_cast<Suit>(index_ / 13); }
    constexpr Rank rank() const { return static_cast<Rank>(index_ % 13 + 1); }

    // Deadwood value in the Indian games: ace and court cards 10, pip cards their number,
    // printed joker 0. (A card of the wild rank also scores 0; that depends on the deal, see
    // WildRank.) Other games' values are CardValues (melds/card_values.h); this one stays a
    // constant because the 13-card solver reads it on its hot path.
    constexpr int pointValue() const {
        if (isPrintedJoker()) return 0;
        const int r = static_cast<int>(rank());
        return (r == 1 || r > 10) ? 10 : r;
    }

    std::string toString() const;  // "10H", "AS", "JK"
    // Appends toString()'s text to `out`, without a string of its own (answers print many).
    void appendTo(std::string& out) const;

    friend constexpr bool operator==(Face a, Face b) { return a.index_ == b.index_; }
    friend constexpr auto operator<=>(Face a, Face b) { return a.index_ <=> b.index_; }

private:
    std::uint8_t index_ = 0;
};

// Parses one card in the project's notation: rank A 2..10 J Q K (T for 10), suit S H D C or
// the symbols ♠ ♥ ♦ ♣, any case; "JK" (or "joker") for a printed joker. Returns nothing on
// malformed input.
std::optional<Face> parseFace(std::string_view text);
std::optional<Rank> parseRank(std::string_view text);
std::string rankToString(Rank r);
char suitToChar(Suit s);

// A physical card in the shoe: its face plus which copy it is. Ids are stable and part of the
// save format: deck d (0-based), suit s, rank r -> d * 52 + s * 13 + (r - 1) for natural cards
// (ids 0..155 for up to three decks); printed joker k (0-based) -> 156 + k (up to four).
class Card {
public:
    static constexpr int kFirstJokerId = 156;
    static constexpr int kMaxId = 160;  // exclusive

    constexpr Card() = default;
    static constexpr Card fromId(int id) {
        Card c;
        c.id_ = static_cast<std::uint8_t>(id);
        return c;
    }
    static constexpr Card natural(int deck, Face f) { return fromId(deck * 52 + f.index()); }
    static constexpr Card printedJoker(int k) { return fromId(kFirstJokerId + k); }

    constexpr int id() const { return id_; }
    constexpr bool isPrintedJoker() const { return id_ >= kFirstJokerId; }
    constexpr Face face() const {
        return isPrintedJoker() ? Face::joker() : Face::fromIndex(id_ % 52);
    }
    constexpr int copy() const { return isPrintedJoker() ? id_ - kFirstJokerId : id_ / 52; }
    std::string toString() const { return face().toString(); }

    friend constexpr bool operator==(Card a, Card b) { return a.id_ == b.id_; }
    friend constexpr auto operator<=>(Card a, Card b) { return a.id_ <=> b.id_; }

private:
    std::uint8_t id_ = 0;
};

// The wild rank of a deal: every card of this rank, in any suit, is a joker (and may still
// stand as itself). When the cut card is a printed joker the aces are wild. No value means
// only printed jokers are wild.
struct WildRank {
    std::optional<Rank> rank;

    constexpr bool isJoker(Face f) const {
        return f.isPrintedJoker() || (rank && f.rank() == *rank);
    }
    constexpr int pointValue(Face f) const { return isJoker(f) ? 0 : f.pointValue(); }
    friend constexpr bool operator==(WildRank, WildRank) = default;
};

}  // namespace rummy

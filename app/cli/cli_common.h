// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <charconv>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "bot.h"
#include "cards/card.h"
#include "game/variant.h"
#include "indian/indian_rules.h"

namespace rummy::cli {

// Exit statuses, part of the command-line contract (documented in --help).
inline constexpr int kExitOk = 0;
inline constexpr int kExitBadLines = 1;  // eval --batch: some lines were bad, the rest done
inline constexpr int kExitUsage = 2;     // bad option or bad input on the command line
inline constexpr int kExitOutput = 3;    // the output could not be written (full disk, closed pipe)

// Reports a usage or input error: one line on stderr, and the status to exit with.
int usageError(const std::string& message);

// A user-supplied token made safe to echo in one line of text or JSON: at most 24 bytes,
// well-formed UTF-8 kept (so "10♠" reads as typed), anything else shown as '?'.
std::string displayToken(std::string_view token);

// "JK" or "joker" (the cut card was a printed joker: aces are wild), a rank in the card
// notation (A 2..10 J Q K, T for 10, any case), or "-" / "none" for no wild rank.
std::optional<WildRank> parseWild(std::string_view token);

// Parses a hand given as card tokens and checks it: every token a card, 13 or 14 cards, and
// no card more often than the default shoe holds (2 decks and 2 printed jokers). Returns the
// problem as one line of English, or nothing when the hand is fine.
std::optional<std::string> parseHand(std::span<const std::string_view> tokens,
                                     std::vector<Face>& hand);

// A --variant value: nothing when this build plays it (or it is one of `alsoAccepted`, games a
// command serves before they are playable), else the problem as one line (an unknown id, or a
// game not playable yet).
std::optional<std::string> checkVariant(const std::string& id,
                                        std::initializer_list<Variant> alsoAccepted = {});

// "hard,medium,...": the names, as written (checkSeats checks them against the game).
std::vector<std::string> parseSeats(const std::string& text);

// What to play, from the options deal, simulate and record share: --variant, --format,
// --players, --seats, --seed.
struct TableOptions {
    Variant variant = Variant::Indian13;
    MatchFormat format = MatchFormat::Points;
    int players = 2;
    std::vector<std::string> seats{"medium"};
    std::optional<std::uint64_t> seed;
    SearchBudget expert;  // --expert-ms, --expert-playouts
};

// --expert-ms T (1 to 60000) or --expert-playouts N (1 to 100000): how long an Expert seat
// thinks. True when `name` is one of them (then `problem` says what is wrong with `value`).
bool readExpertOption(const std::string& name, const std::string& value, SearchBudget& budget,
                      std::string& problem);

// The bot names the variant knows, as one line ("random, easy, medium, hard, classic").
std::string botNames(Variant variant);
// The problem with --seats for the chosen game and table (an unknown bot, more names than
// seats) as one line, or nothing.
std::optional<std::string> checkSeats(const TableOptions& options);
// One name per seat: a shorter --seats list repeated round the table.
std::vector<std::string> seatNames(const TableOptions& options);

// True when `name` is one of those options (then `problem` says what is wrong with its value,
// or stays empty).
bool readTableOption(const std::string& name, const std::string& value, TableOptions& options,
                     std::string& problem);

// For a command that does not play `variant` yet: the problem as one line, else nothing.
std::optional<std::string> notYet(const char* command, Variant variant,
                                  std::initializer_list<Variant> plays);

// Splits on spaces and tabs into `words` (views into `line`), which is cleared first: a batch
// reuses one vector for every line.
void splitWords(std::string_view line, std::vector<std::string_view>& words);
// The command line's words as views, for the parsers the batch lines share.
std::vector<std::string_view> viewsOf(const std::vector<std::string>& words);

// Reads args[i] as an option: "--name=value", or "--name value" when takesValue(name) (then
// i moves past the value). Anything else comes back as a name with an empty value. Returns
// false when the value is missing at the end of the arguments.
template <typename TakesValue>
bool readOption(const std::vector<std::string>& args, std::size_t& i, TakesValue takesValue,
                std::string& name, std::string& value) {
    name = args[i];
    value.clear();
    if (const auto eq = name.find('='); name.starts_with("--") && eq != std::string::npos) {
        value = name.substr(eq + 1);
        name.resize(eq);
    } else if (takesValue(name)) {
        if (i + 1 == args.size()) return false;
        value = args[++i];
    }
    return true;
}

// A whole decimal number of type T, nothing else: no sign for unsigned types, no spaces, no
// trailing characters, no overflow.
template <typename T>
std::optional<T> parseNumber(const std::string& text) {
    T value{};
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || text.empty()) return std::nullopt;
    return value;
}

}  // namespace rummy::cli

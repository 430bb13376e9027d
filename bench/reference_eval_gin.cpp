// SPDX-License-Identifier: GPL-3.0-or-later
// A plain exact deadwood search for Gin hands: the yardstick that bench/eval_compare.py runs
// beside `rummy-cli eval --variant gin --batch`. It shares no code with the engine, reads the
// same lines (10 or 11 distinct cards) and prints, per line, {"deadwood": int[, "discard": CARD]}.
//
// Gin's melds: sets of three or four cards of a rank, runs of three or more in one suit with the
// ace low only; each card in at most one meld. Deadwood is the value of the cards in no meld
// (ace 1, courts 10). From 11 cards the discard is the card whose removal leaves the least
// deadwood; among equals the higher card (by value), then the lower face (suits S H D C, aces
// first), as docs/gin.md has it.
//
// The search lists every meld of the hand, then takes the lowest card left: deadwood, or one of
// the melds holding it whose other cards are all left; the least deadwood of each set of cards
// left is memoised (per line, shared by the eleven hands of ten).
#include <array>
#include <cctype>
#include <cstdint>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

const char* const kRanks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
const char kSuits[] = {'S', 'H', 'D', 'C'};

std::optional<int> parseCard(std::string t) {
    for (char& c : t) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (t.size() < 2) return std::nullopt;
    const char s = t.back();
    t.pop_back();
    if (t == "T") t = "10";
    int suit = -1, rank = -1;
    for (int i = 0; i < 4; ++i)
        if (kSuits[i] == s) suit = i;
    for (int i = 0; i < 13; ++i)
        if (t == kRanks[i]) rank = i;
    if (suit < 0 || rank < 0) return std::nullopt;
    return suit * 13 + rank;
}

int valueOf(int f) {
    return std::min(f % 13 + 1, 10);
}

class Solver {
public:
    explicit Solver(std::uint64_t hand) {
        // Every meld of the hand as a set of cards: runs of 3.. in a suit, sets of 3 and 4.
        for (int s = 0; s < 4; ++s)
            for (int lo = 0; lo < 13; ++lo) {
                std::uint64_t run = 0;
                for (int hi = lo; hi < 13 && (hand >> (s * 13 + hi) & 1); ++hi) {
                    run |= std::uint64_t{1} << (s * 13 + hi);
                    if (hi - lo >= 2) melds_.push_back(run);
                }
            }
        for (int r = 0; r < 13; ++r) {
            std::uint64_t all = 0;
            for (int s = 0; s < 4; ++s) all |= std::uint64_t{1} << (s * 13 + r);
            all &= hand;
            const int n = __builtin_popcountll(all);
            if (n == 4)
                for (int s = 0; s < 4; ++s)
                    melds_.push_back(all & ~(std::uint64_t{1} << (s * 13 + r)));
            if (n >= 3) melds_.push_back(all);
        }
    }

    int deadwood(std::uint64_t left) {
        if (left == 0) return 0;
        if (const auto it = memo_.find(left); it != memo_.end()) return it->second;
        const int low = __builtin_ctzll(left);
        const std::uint64_t bit = std::uint64_t{1} << low;
        int best = valueOf(low) + deadwood(left & ~bit);
        for (const std::uint64_t m : melds_)
            if ((m & bit) && (m & left) == m) best = std::min(best, deadwood(left & ~m));
        memo_.emplace(left, best);
        return best;
    }

private:
    std::vector<std::uint64_t> melds_;
    std::unordered_map<std::uint64_t, int> memo_;
};

std::string evaluate(const std::string& line) {
    std::istringstream words(line);
    std::string token;
    std::uint64_t hand = 0;
    int n = 0;
    while (words >> token) {
        const auto c = parseCard(token);
        if (!c || (hand >> *c & 1)) return "{\"error\":\"bad card\"}";
        hand |= std::uint64_t{1} << *c;
        ++n;
    }
    if (n != 10 && n != 11) return "{\"error\":\"bad size\"}";
    Solver solver(hand);
    if (n == 10) return "{\"deadwood\":" + std::to_string(solver.deadwood(hand)) + "}";
    int best = 1 << 30, discard = -1;
    for (std::uint64_t m = hand; m != 0; m &= m - 1) {
        const int f = __builtin_ctzll(m);
        const int d = solver.deadwood(hand & ~(std::uint64_t{1} << f));
        // Cards come by face index: a later card replaces only a strictly better or a higher one.
        if (d < best || (d == best && valueOf(f) > valueOf(discard))) {
            best = d;
            discard = f;
        }
    }
    return "{\"deadwood\":" + std::to_string(best) + ",\"discard\":\"" + kRanks[discard % 13] +
           kSuits[discard / 13] + "\"}";
}

}  // namespace

int main() {
    std::ios::sync_with_stdio(false);
    std::string line;
    while (std::getline(std::cin, line)) std::cout << evaluate(line) << '\n';
    return 0;
}

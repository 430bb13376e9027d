// SPDX-License-Identifier: GPL-3.0-or-later
// A plain memoised exact search for 21-card Indian Rummy hands: the yardstick that
// bench/eval_compare.py runs beside `rummy-cli eval --variant indian21 --batch`. It shares no
// code with the engine (its own card parsing, rules and search), reads the same "CUT CARD..."
// lines and prints, per line, {"valid": bool, "points": int[, "finish": CARD]}.
//
// The rules, as docs/rules.md gives them: the cut rank is wild in every suit, and so are the
// cut suit's cards one rank either side (ranks wrap; a cut printed joker stands for the ace of
// spades) and the printed jokers. A wild card counts 0 and may stand for any card, or play as
// itself (in its own place in a pure run, or three identical ones as a tunnela; three printed
// jokers are a tunnela too). Runs of one suit, the ace low or high, never both; sets of
// distinct suits, three cards at least; a tunnela counts as a pure run. A hand with three pure
// runs scores the natural cards in no meld, else every card; capped at 120. With 22 cards the
// finish card is one whose removal leaves the fewest points.
//
// The search: take the lowest natural card left (suit by suit, ace first); it is deadwood, or
// the lowest natural card of a meld (a tunnela, a set with higher suits, a run possibly with wild
// cards in their own places below it); once no natural card is left, the wild cards make
// tunnelas and pure runs of their own and the rest pay for the jokers the melds borrowed. The
// value of a state (natural and wild cards left, jokers owed, pure runs made) is memoised per
// line. No meld needs more than five cards: a longer one splits into two that count as much.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

constexpr int kInf = 1 << 20;
constexpr int kJoker = 52;  // a printed joker; faces 0..51 are suit * 13 + rank (ace 0)
const char* const kRanks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
const char kSuits[] = {'S', 'H', 'D', 'C'};

std::optional<int> parseCard(std::string t) {
    for (char& c : t) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (t == "JK") return kJoker;
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

std::string cardName(int f) {
    if (f == kJoker) return "JK";
    return std::string(kRanks[f % 13]) + kSuits[f / 13];
}

int valueOf(int f) {
    const int rank = f % 13;
    return rank == 0 || rank >= 10 ? 10 : rank + 1;
}

struct Key {
    std::uint64_t lo, hi;
    bool operator==(const Key&) const = default;
};
struct KeyHash {
    std::size_t operator()(const Key& k) const {
        return std::hash<std::uint64_t>()(k.lo * 0x9E3779B97F4A7C15ull ^ k.hi);
    }
};

class Solver {
public:
    // `wild`: the faces that are wild in the deal (the printed joker's among them).
    explicit Solver(const std::array<bool, 53>& wild) : wild_(wild) {
        for (int f = 0; f < 53; ++f)
            if (wild[f]) {
                slot_[f] = static_cast<int>(wildList_.size());
                wildList_.push_back(f);
            }
    }

    // Points of the hand (counts per face 0..52), uncapped: the least deadwood over
    // arrangements with three pure melds, or every card when there is none. With `freeOne`,
    // one card of the hand is set aside first (the finish slot), the one that leaves least.
    int points(const std::array<int, 53>& hand, bool freeOne, bool& qualifies) {
        natural_.fill(0);
        wildLeft_.fill(0);
        packed_ = {0, 0};
        wildCount_ = 0;
        int total = 0, most = 0;
        for (int f = 0; f < 53; ++f) {
            if (wild_[f]) {
                wildLeft_[f] = hand[f];
                wildCount_ += hand[f];
                packed_.hi += std::uint64_t(hand[f]) << (40 + 2 * slot_[f]);
            } else {
                natural_[f] = hand[f];
                total += hand[f] * valueOf(f);
                if (hand[f] > 0) most = std::max(most, valueOf(f));
                packed_.lo += f < 32 ? std::uint64_t(hand[f]) << (2 * f) : 0;
                packed_.hi += f < 32 ? 0 : std::uint64_t(hand[f]) << (2 * (f - 32));
            }
        }
        const int best = search(0, 0, 0, freeOne ? 0 : 1);
        // Without three pure runs every card counts (but the one set aside, the most valuable).
        const int loose = freeOne ? total - most : total;
        qualifies = best < kInf;
        return std::min(best, loose);
    }

private:
    void takeNatural(int f, int n) {
        natural_[f] -= n;
        (f < 32 ? packed_.lo : packed_.hi) -= std::uint64_t(n) << (2 * (f < 32 ? f : f - 32));
    }
    void takeWild(int f, int n) {
        wildLeft_[f] -= n;
        wildCount_ -= n;
        packed_.hi -= std::uint64_t(n) << (40 + 2 * slot_[f]);
    }

    // The least deadwood of the natural cards left, from face `from` on, or kInf when no
    // arrangement makes three pure melds. `freed`: the card for the finish slot is chosen.
    int search(int from, int owed, int pure, int freed) {
        while (from < 52 && natural_[from] == 0) ++from;
        if (from == 52) return finish(owed, pure, freed);
        const Key k{packed_.lo, packed_.hi | std::uint64_t(owed) << 56 | std::uint64_t(pure) << 61 |
                                    std::uint64_t(freed) << 63};
        if (const auto it = memo_.find(k); it != memo_.end()) return it->second;
        const int f = from, suit = f / 13, rank = f % 13;
        int best = kInf;
        // Deadwood, or the card set aside.
        takeNatural(f, 1);
        best = std::min(best, valueOf(f) + search(f, owed, pure, freed));
        if (!freed) best = std::min(best, search(f, owed, pure, 1));
        takeNatural(f, -1);
        // A tunnela.
        if (natural_[f] >= 3) {
            takeNatural(f, 3);
            best = std::min(best, search(f, owed, std::min(pure + 1, 3), freed));
            takeNatural(f, -3);
        }
        // Sets: f and cards of its rank in higher suits (lower suits are done), topped up with
        // jokers to three.
        for (int mask = 1; mask < 8; ++mask) {
            std::array<int, 3> members{};
            int count = 0;
            bool ok = true;
            for (int b = 0; b < 3 && ok; ++b) {
                if (!(mask >> b & 1)) continue;
                const int s = suit + 1 + b;
                if (s > 3 || natural_[s * 13 + rank] == 0)
                    ok = false;
                else
                    members[count++] = s * 13 + rank;
            }
            if (!ok) continue;
            const int jokers = std::max(0, 2 - count);  // f and `count` more, three at least
            if (owed + jokers > wildCount_) continue;
            takeNatural(f, 1);
            for (int m = 0; m < count; ++m) takeNatural(members[m], 1);
            best = std::min(best, search(f, owed + jokers, pure, freed));
            takeNatural(f, -1);
            for (int m = 0; m < count; ++m) takeNatural(members[m], -1);
        }
        // Runs in f's suit with f their lowest natural card: positions 0 (ace low) .. 13 (ace
        // high). Below f only wild cards or jokers (the lower natural cards are done); an ace
        // may instead top a run above the king.
        for (const int p : {rank, rank == 0 ? 13 : -1}) {
            if (p < 0) continue;
            for (int lo = std::max(p - 4, p == 13 ? 9 : 0); lo <= p; ++lo)
                for (int hi = std::max(p, lo + 2); hi <= std::min(lo + 4, p == 0 ? 12 : 13); ++hi) {
                    takeNatural(f, 1);
                    Run run{suit, lo, hi, p, freed};
                    fill(run, lo, owed, 0, pure, best);
                    takeNatural(f, -1);
                }
        }
        memo_.emplace(k, best);
        return best;
    }

    struct Run {
        int suit, lo, hi, own, freed;
    };

    // Fills positions pos..hi of a run (f stands at `own`) with a natural card, a wild card as
    // itself, or a generic joker; then goes on with the rest of the hand.
    void fill(const Run& run, int pos, int owed, int generic, int pure, int& best) {
        if (pos > run.hi) {
            const int nextPure = generic == 0 ? std::min(pure + 1, 3) : pure;
            const int from = run.suit * 13 + (run.own == 13 ? 0 : run.own);
            best = std::min(best, search(from, owed, nextPure, run.freed));
            return;
        }
        if (pos == run.own) {
            fill(run, pos + 1, owed, generic, pure, best);
            return;
        }
        const int face = run.suit * 13 + (pos == 13 ? 0 : pos);
        // Below f's own position no natural card of the suit is left (the ace, at position 0,
        // is f itself when it tops a run).
        if (natural_[face] > 0) {
            takeNatural(face, 1);
            fill(run, pos + 1, owed, generic, pure, best);
            takeNatural(face, -1);
        }
        if (wild_[face] && wildLeft_[face] > 0 && owed < wildCount_) {
            takeWild(face, 1);
            fill(run, pos + 1, owed, generic, pure, best);
            takeWild(face, -1);
        }
        // A generic joker: only while the hand has wild cards to pay for it, and never at the
        // end of a run longer than three (the run without it is as good and owes one less).
        const bool end = (pos == run.lo || pos == run.hi) && run.hi - run.lo + 1 > 3;
        if (!end && owed + 1 <= wildCount_) fill(run, pos + 1, owed + 1, generic + 1, pure, best);
    }

    // No natural card left: 0 when the wild cards can make the pure melds still missing (of
    // their own: tunnelas of three identical ones, three printed jokers, runs of wild cards in
    // their places) and the rest stand for the jokers owed and, when no card is set aside yet,
    // one goes to the finish slot; else kInf.
    int finish(int owed, int pure, int freed) {
        if (wildCount_ < owed + (freed ? 0 : 1)) return kInf;
        if (pure >= 3) return 0;
        for (const int f : wildList_) {
            if (wildLeft_[f] == 0) continue;
            int found = kInf;
            if (wildLeft_[f] >= 3) {
                takeWild(f, 3);
                found = finish(owed, pure + 1, freed);
                takeWild(f, -3);
            }
            if (found == 0) return 0;
            if (f == kJoker) continue;
            // Runs of three wild cards in their places, f the lowest (or an ace above a king).
            const int suit = f / 13, rank = f % 13;
            for (const int low : {rank, rank == 0 ? 11 : -1}) {
                if (low < 0 || low > 11) continue;
                std::array<int, 3> faces{};
                bool ok = true;
                for (int k = 0; k < 3; ++k) {
                    const int pos = low + k;
                    faces[k] = suit * 13 + (pos == 13 ? 0 : pos);
                    ok = ok && wild_[faces[k]] && wildLeft_[faces[k]] > 0;
                }
                if (!ok) continue;
                for (const int g : faces) takeWild(g, 1);
                found = finish(owed, pure + 1, freed);
                for (const int g : faces) takeWild(g, -1);
                if (found == 0) return 0;
            }
        }
        return kInf;
    }

    std::array<bool, 53> wild_;
    std::array<int, 53> slot_{};  // a wild face's two bits in the key
    std::vector<int> wildList_;
    std::array<int, 53> natural_{};
    std::array<int, 53> wildLeft_{};
    int wildCount_ = 0;  // the wild cards left, not yet playing as themselves
    Key packed_{0, 0};   // natural_ and wildLeft_ two bits a face, as the memo keys them
    std::unordered_map<Key, int, KeyHash> memo_;
};

std::string evaluate(const std::string& line) {
    std::istringstream words(line);
    std::string token;
    std::vector<int> cards;
    while (words >> token) {
        const auto c = parseCard(token);
        if (!c) return "{\"error\":\"bad card\"}";
        cards.push_back(*c);
    }
    if (cards.size() != 22 && cards.size() != 23) return "{\"error\":\"bad size\"}";
    const int cut = cards.front() == kJoker ? 0 : cards.front();  // a joker stands for AS
    std::array<bool, 53> wild{};
    wild[kJoker] = true;
    for (int s = 0; s < 4; ++s) wild[s * 13 + cut % 13] = true;
    wild[cut / 13 * 13 + (cut % 13 + 1) % 13] = true;
    wild[cut / 13 * 13 + (cut % 13 + 12) % 13] = true;
    std::array<int, 53> hand{};
    for (std::size_t i = 1; i < cards.size(); ++i) ++hand[cards[i]];
    Solver solver(wild);
    bool qualifies = false;
    int finish = -1;
    const bool over = cards.size() == 23;
    const int points = solver.points(hand, over, qualifies);
    int mostValuable = -1;
    for (int f = 0; f < 52; ++f)
        if (hand[f] > 0 && !wild[f] && (mostValuable < 0 || valueOf(f) > valueOf(mostValuable)))
            mostValuable = f;
    int total = 0;
    for (int f = 0; f < 52; ++f) total += wild[f] ? 0 : hand[f] * valueOf(f);
    if (over && mostValuable >= 0 && points == total - valueOf(mostValuable)) {
        finish = mostValuable;  // shedding the most valuable card leaves no more
    } else if (over) {
        // The card whose removal leaves `points`: of the cards in turn, the most valuable
        // first.
        std::vector<int> order;
        for (int f = 0; f < 53; ++f)
            if (hand[f] > 0) order.push_back(f);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return (wild[a] ? 0 : valueOf(a)) > (wild[b] ? 0 : valueOf(b));
        });
        for (const int f : order) {
            --hand[f];
            bool q = false;
            const int rest = solver.points(hand, false, q);
            ++hand[f];
            if (rest == points) {
                finish = f;
                qualifies = q;
                break;
            }
        }
    }
    std::string out = "{\"valid\":";
    out += qualifies && points == 0 ? "true" : "false";
    out += ",\"points\":" + std::to_string(std::min(points, 120));
    if (finish >= 0) out += ",\"finish\":\"" + cardName(finish) + "\"";
    return out + "}";
}

}  // namespace

int main() {
    std::ios::sync_with_stdio(false);
    std::string line;
    while (std::getline(std::cin, line)) std::cout << evaluate(line) << '\n';
    return 0;
}

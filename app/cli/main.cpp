// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli: a thin command-line front end over the rules engine. Subcommands live in their
// own files (cli_eval.cpp, cli_deal.cpp, cli_simulate.cpp, cli_simulate_gin.cpp,
// cli_records.cpp, cli_bot.cpp); this file only dispatches and documents them.
#include <algorithm>
#include <string>
#include <vector>

#include "cli_bot.h"
#include "cli_common.h"
#include "cli_deal.h"
#include "cli_eval.h"
#include "cli_io.h"
#include "cli_records.h"
#include "cli_simulate.h"

#ifndef RUMMY_VERSION
#define RUMMY_VERSION "unknown"
#endif

namespace {

constexpr const char* kHelp = R"(Usage: rummy-cli COMMAND [OPTIONS]

Rummy from the command line. Every command takes --variant V, the game: indian13 (13-card
Indian Rummy, the default), indian21 (21-card Indian Rummy: three decks, 21 cards, value
cards), gin (Gin Rummy), and the table games straight (Straight Rummy), 500 (Rummy 500), 51
(Rummy 51) and kaluki (Rummy 51's Kaluki preset). A record names its own variant.

Commands:
  eval [--wild W] CARD...   Evaluate one hand of 13 or 14 cards and print one JSON object:
                              {"valid": bool, "points": int,
                               "groups": [{"type": "pure"|"impure"|"set"|"none",
                                           "cards": [CARD...]}...],
                               "finish": CARD}
                            "none" holds the cards left out of every meld. With 14 cards
                            "finish" is the best card to put on the finish slot, and the rest
                            describes the 13 cards left.
      --wild W              The wild rank: A 2..10 J Q K (T for 10, any case), JK when the cut
                            card was a printed joker (then every ace is wild), or - for none.
                            Without --wild only printed jokers are wild.
  eval --batch              Read lines "WILD CARD..." from standard input (WILD as for --wild,
                            - for none) and print one JSON object per line, in order. A bad
                            line prints {"error": "..."} on its line and the run goes on.
  eval --variant indian21 [--batch] CUT CARD...
                            A 21-card Indian Rummy hand: CUT is the card cut for the wild cards
                            (8H: every 8 and the value cards 7H and 9H; JK: every ace, 2S and
                            KS), then 21 or 22 cards, each at most 3 times. The same JSON as
                            for 13 cards, with "tunnela" (three identical cards) among the
                            types; points are capped at 120, and a hand needs three pure
                            sequences (tunnelas count). With --batch, one "CUT CARD..." line
                            per hand from standard input.
  eval --variant straight|500|51|kaluki [--batch] CARD...
                            A hand of a table game (JK for a joker), as one JSON object:
                              {"melds": [[CARD...]...], "meld_value": int,
                               "left": [CARD...], "left_value": int}
                            the non-overlapping melds worth most under the game's default rules
                            (among equals, the least left in hand). straight: one deck, no
                            jokers, ace low, A 1. 500: ace low or high, jokers wild, A and JK 15.
                            51: ace 1 low, 11 high or in a set, one joker a meld worth the card
                            it stands for; "opens" says whether meld_value reaches 51; in hand
                            A 11, JK 20. kaluki: as 51 with A 15 wherever it lies, up to four
                            jokers a meld and JK 25 in hand; "opens" too. 500, 51 and kaluki
                            take up to two of a card and four jokers. With --batch, one hand
                            per line from standard input.
  deal --seed N [--players P] [--format F] [--variant V]
                            Print the first deal of the match started from seed N, as one JSON
                            object: the deal code, the toss, dealer, first player, every hand,
                            the wild card and rank, the open card and the closed deck size.
                            indian21 adds "variant" and "value_cards" (the cut suit's card of
                            the cut rank, the upper and the lower), and its codes start I21-.
                            gin and the table games print "variant", the dealer, the first
                            player, every hand, the discard "pile" and the "stock" size; their
                            codes start GIN-, STR-, R500-, R51- and KAL-.
      --seed N              Any whole number from 0 to 18446744073709551615.
      --players P           Seats at the table, 2 to 6 (default 2).
      --format F            Rule preset: points (default), pool101, pool201, deals2, deals3,
                            deals6.
  deal --code CODE          The deal a deal code names, as printed in "code" (preset, players
                            and seed in one word, e.g. PTS-2-1ZK3M9QX0A7TB; a later deal of a
                            match adds its deal, dealer and seats out: P101-4-1ZK3M9QX0A7TB-3208;
                            21-card: I21-PTS-4-1ZK3M9QX0A7TB; Gin: GIN-2-1ZK3M9QX0A7TB).
  simulate [OPTIONS]        Let bots play each other and print one JSON summary object (see
                            docs/bots.md). Every shuffle is played once per rotation of the
                            seats (duplicate deals), so every level holds every seat on the
                            same cards and the luck of the deal cancels.
      --deals N             Games to play (default 1000): deals in the points format, whole
                            matches in the pool and deals formats (their deal count is in the
                            output). Rounded up to a multiple of the player count.
      --players P           Seats at the table, 2 to 6 (default 2).
      --seats L,L,...       Bot level per seat: random, easy, medium, hard (default medium).
                            A shorter list is repeated round the table: hard,medium with
                            --players 6 seats hard, medium, hard, medium, hard, medium.
      --format F            Rule preset, as for deal (default points).
      --seed S              Run seed, 0 to 18446744073709551615 (default 1). The same seed
                            gives the same summary.
      --threads T           Worker threads, 1 to 256 (default 1). Only "timing" depends on it.
      --turn-limit A        Actions after which a deal is given up and counted in
                            "turn_limit_deals" (default 2000; it should never happen).
                            Output: the settings, "deals" (of the table), "void_deals" (no
                            winner), and per level ("levels"): "deals" it sat in, "won",
                            "early_wins" (declared within its first three turns),
                            "win_rate" with its 95% Wilson interval "win_rate_ci95",
                            "mean_points_lost", "drops", "invalid_declarations",
                            "illegal_moves" (refused moves, replaced so play goes on),
                            "deals_by_seat"; for matches also "matches", "matches_won",
                            "match_win_rate"; with --variant indian21 also "mean_net" (points
                            won + value cards received - paid, per deal) and "mean_value_net".
                            Fractions are decimal strings ("0.5512"). "timing" holds threads,
                            seconds and deals per second.
  replay FILE               Check every move of a game record (docs/records.md; FILE - reads
                            standard input) and print one JSON object: "deals" with each deal's
                            "points", "outcomes", "winner" and cumulative "scores" ("chips" in
                            the deals formats), then "totals", "over" and "winner". A 21-card
                            deal adds "value_received", "value_paid" and "net" per seat, and
                            the top "net_totals". At the
                            first illegal move: {"error": "illegal move", "deal": D, "index": I,
                            "move": "...", "reason": "..."} (D and I counted from 0), exit 1.
  record [OPTIONS]          Bots play a whole match; print its game record.
      --variant V --format F --players P --seats L,L,... --seed S
                            As for simulate (defaults indian13, points, 2, medium, 1).
  simulate --variant gin [--deals N] [--seats A,B] [--seed S] [--threads T] [--time]
           [--knock K] [--oklahoma] [--wall void|take-to-knock]
                            Two Gin bots play hands (random, easy, medium, hard, or classic:
                            the classic heuristic, a yardstick). Every deal is played twice
                            with the seats swapped; N hands, rounded up to even (default 1000).
                            Output: per bot "won", "lost", "win_rate" (of the hands not void)
                            with its 95% Wilson interval "win_rate_ci95", "win_rate_all_hands",
                            gins, undercuts, points; "void_hands"; "timing" (hands per second,
                            and with --time each bot's median and p99 decision in microseconds).
  simulate --variant straight|500|51|kaluki [--players P] [--seats L,L,...] [--deals N]
           [--seed S] [--threads T] [--turn-limit A]
                            The table bots play hands of the game's preset rules, each shuffle
                            once per rotation of the seats; N hands, rounded up to a multiple
                            of P (default 1000). Output: "deals" (shuffles), "hands",
                            "decided_hands", "block_hands" (nobody went out),
                            "turn_limit_hands", "moves", "illegal_moves", and per bot level
                            ("bots") "won", "win_rate" with "win_rate_ci95", "fair_share",
                            "went_out", "points" and "mean_points_per_seat_hand"; "timing".
  bot [--variant V] [--level L] [--seed N]
                            Play as a bot over standard input and output: one JSON request per
                            line (a position and its legal moves), one JSON answer per line,
                            {"move": "..."}, flushed at once (docs/bot-protocol.md). V is any
                            variant (default indian13); L random, easy, medium (default), hard,
                            and for gin classic. A bad request is answered {"error": "..."} and
                            the bot goes on; {"quit": true} or the end of input ends it (0).
  --help, -h                Show this help.
  --version                 Show the version.

Cards: rank A 2 3 4 5 6 7 8 9 10 J Q K (T for 10) followed by a suit S H D C (or one of
the symbols of spades, hearts, diamonds, clubs), any case; JK for a printed joker. Output
always uses 10, upper case and letters: 10H AS JK. A hand may hold each card at most as
often as the default shoe (2 decks and 2 printed jokers): each card twice, JK twice.

Moves are written in the move notation of docs/records.md: draw-closed, draw-open [N],
discard C, finish C [G] [G]..., drop, miss-turn, pass, knock C [M]..., meld [M]...,
layoff C T, swap C T, take C T, done.

Exit status: 0 success; 1 eval --batch met bad lines, or replay met an illegal move; 2 bad
option or bad input (a record that is not one, an unknown card, a card more often than the
shoe holds, not 13 or 14 cards, an unknown bot level or variant, more --seats than
players), reported as one line on standard error.
)";

}  // namespace

int main(int argc, char** argv) {
    using rummy::cli::standardInput;
    using rummy::cli::standardOutput;
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) return rummy::cli::usageError("missing command (see rummy-cli --help)");
    const std::string& command = args[0];
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    // "--help" anywhere (e.g. "rummy-cli eval --help") asks for help, never for evaluation.
    const bool help = command == "help" ||
                      std::find(args.begin(), args.end(), "--help") != args.end() ||
                      std::find(args.begin(), args.end(), "-h") != args.end();
    // Help, the version and eval write to the descriptors; the other commands take the
    // standard input and output, made when first asked for (cli_io.h).
    if (help) {
        rummy::cli::writeAll(1, kHelp);
        return rummy::cli::kExitOk;
    }
    if (command == "--version") {
        rummy::cli::writeAll(1, "rummy-cli " RUMMY_VERSION "\n");
        return rummy::cli::kExitOk;
    }
    if (command == "eval") return rummy::cli::runEval(rest);
    if (command == "deal") return rummy::cli::runDeal(rest, standardOutput());
    if (command == "simulate") return rummy::cli::runSimulate(rest, standardOutput());
    if (command == "replay") return rummy::cli::runReplay(rest, standardInput(), standardOutput());
    if (command == "record") return rummy::cli::runRecord(rest, standardOutput());
    if (command == "bot") return rummy::cli::runBot(rest, standardInput(), standardOutput());
    return rummy::cli::usageError("unknown command '" + rummy::cli::displayToken(command) +
                                  "' (see rummy-cli --help)");
}

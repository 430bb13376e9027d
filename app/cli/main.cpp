// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli: a thin command-line front end over the rules engine. Subcommands live in their
// own files (cli_eval.cpp, cli_deal.cpp); this file only dispatches and documents them.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "cli_common.h"
#include "cli_deal.h"
#include "cli_eval.h"

#ifndef RUMMY_VERSION
#define RUMMY_VERSION "unknown"
#endif

namespace {

constexpr const char* kHelp = R"(Usage: rummy-cli COMMAND [OPTIONS]

13-card Indian Rummy from the command line.

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
  deal --seed N [--players P] [--format F]
                            Print the first deal of the match started from seed N, as one JSON
                            object: the deal code, the toss, dealer, first player, every hand,
                            the wild card and rank, the open card and the closed deck size.
      --seed N              Any whole number from 0 to 18446744073709551615.
      --players P           Seats at the table, 2 to 6 (default 2).
      --format F            Rule preset: points (default), pool101, pool201, deals2, deals3,
                            deals6.
  deal --code CODE          The same, from a deal code as printed in "code" (preset, players
                            and seed in one word, e.g. PTS-2-1ZK3M9QX0A7TB).
  --help, -h                Show this help.
  --version                 Show the version.

Cards: rank A 2 3 4 5 6 7 8 9 10 J Q K (T for 10) followed by a suit S H D C (or one of
the symbols of spades, hearts, diamonds, clubs), any case; JK for a printed joker. Output
always uses 10, upper case and letters: 10H AS JK. A hand may hold each card at most as
often as the default shoe (2 decks and 2 printed jokers): each card twice, JK twice.

Exit status: 0 success; 1 eval --batch met bad lines; 2 bad option or bad input (an
unknown card, a card more often than the shoe holds, not 13 or 14 cards), reported as
one line on standard error.
)";

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) return rummy::cli::usageError("missing command (see rummy-cli --help)");
    const std::string& command = args[0];
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    // "--help" anywhere (e.g. "rummy-cli eval --help") asks for help, never for evaluation.
    const bool help = command == "help" ||
                      std::find(args.begin(), args.end(), "--help") != args.end() ||
                      std::find(args.begin(), args.end(), "-h") != args.end();
    if (help) {
        std::cout << kHelp;
        return rummy::cli::kExitOk;
    }
    if (command == "--version") {
        std::cout << "rummy-cli " << RUMMY_VERSION << '\n';
        return rummy::cli::kExitOk;
    }
    if (command == "eval") return rummy::cli::runEval(rest, std::cin, std::cout);
    if (command == "deal") return rummy::cli::runDeal(rest, std::cout);
    return rummy::cli::usageError("unknown command '" + rummy::cli::displayToken(command) +
                                  "' (see rummy-cli --help)");
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_help.h"

#include <array>

namespace rummy::cli {

namespace {

// The overview: what rummy-cli is and its commands, a line each (kCommon follows it).
constexpr const char* kOverview = R"(Usage: rummy-cli COMMAND [OPTIONS]

Rummy from the command line. Every command takes --variant V, the game: indian13 (13-card
Indian Rummy, the default), indian21 (21-card Indian Rummy: three decks, 21 cards, value
cards), gin (Gin Rummy), and the table games straight (Straight Rummy), 500 (Rummy 500), 51
(Rummy 51) and kaluki (Rummy 51's Kaluki preset). A record names its own variant.

Commands (rummy-cli COMMAND --help shows a command's options and output):
  eval       the best arrangement of a hand, and its points (every game)
  deal       a reproducible deal from a seed or a deal code, as JSON
  simulate   bots play each other; one JSON summary (the arena)
  replay     check every move of a game record, print its scores
  analyze    grade every decision of a game record with the Expert's search
  record     bots play a whole match; print its game record
  bot        play as a bot over standard input and output (the bot protocol)
  --help, -h this help; rummy-cli COMMAND --help, that command's
  --version  the version
)";

// What every command's help ends with: the notations and the exit statuses.
constexpr const char* kCommon = R"(
Cards: rank A 2 3 4 5 6 7 8 9 10 J Q K (T for 10) followed by a suit S H D C (or one of
the symbols of spades, hearts, diamonds, clubs), any case; JK for a printed joker. Output
always uses 10, upper case and letters: 10H AS JK. A hand may hold each card at most as
often as the default shoe (2 decks and 2 printed jokers): each card twice, JK twice.

Moves are written in the move notation of docs/records.md: draw-closed, draw-open [N],
discard C, finish C [G] [G]..., drop, miss-turn, pass, knock C [M]..., meld [M]...,
layoff C T, swap C T, take C T, done.

Exit status: 0 success; 1 eval --batch met bad lines, or replay or analyze met an illegal
move; 2 bad
option or bad input (a record that is not one, an unknown card, a card more often than the
shoe holds, not 13 or 14 cards, an unknown bot level or variant, more --seats than
players, an input line over 4 MiB, a record over 64 MiB); 3 the output could not be written
(a full disk, a closed pipe, an I/O error: when standard output is a file, it is cut back to
what it held before the command). Each is reported as one line on standard error.
)";

struct CommandHelp {
    const char* name;
    const char* text;
};

// Each command's options and output, one entry a command.
constexpr std::array<CommandHelp, 7> kCommands{{
    {"eval", R"(Usage: rummy-cli eval [OPTIONS]

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
)"},
    {"deal", R"(Usage: rummy-cli deal [OPTIONS]

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
)"},
    {"simulate", R"(Usage: rummy-cli simulate [OPTIONS]

  simulate [OPTIONS]        Let bots of any game play each other and print one JSON summary
                            object, the same keys for every game (docs/bots.md). Every shuffle
                            is played once per rotation of the seats (duplicate deals), so every
                            bot holds every seat on the same cards and the luck cancels.
      --variant V           The game (default indian13).
      --deals N             Games to play (default 1000): deals (a Gin or table-game hand is a
                            deal), or whole matches in the Indian pool and deals formats.
                            Rounded up to a multiple of the player count.
      --players P           Seats at the table, 2 to 6 (default 2; Gin: 2).
      --seats B,B,...       Bot per seat: random, easy, medium, hard, expert (the searching
                            level), and for gin classic (the classic heuristic, a yardstick);
                            default medium. A shorter list is repeated round the table:
                            hard,medium with --players 6 seats hard, medium, hard, medium,
                            hard, medium.
      --expert-ms T         How long an expert seat thinks per decision, 1 to 60000
                            milliseconds (default 1000).
      --expert-playouts N   Instead of a time, N sampled worlds per decision (1 to 100000):
                            the same seed and N give the same moves.
      --format F            The Indian games' rule preset, as for deal (default points).
      --knock K, --oklahoma, --wall void|take-to-knock
                            Gin's rules: the most deadwood a knock may leave (0 to 10, default
                            10), the knock value set by the first upcard, the wall's rule.
      --seed S              Run seed, 0 to 18446744073709551615 (default 1). The same seed
                            gives the same summary.
      --threads T           Worker threads, 1 to 256 (default 1). Only "timing" depends on it.
      --turn-limit A        Moves after which a deal is given up and counted in
                            "turn_limit_deals" (1 to 1000000; default 2000 in the Indian games,
                            400 in Gin, 20000 in the table games; it should never happen).
      --time                Time every decision ("timing"."decisions": median, p99, maximum).
                            Output: "variant", "players", "seats", "seed", "games", "deals",
                            "void_deals" (nobody won), "turn_limit_deals", "moves",
                            "illegal_moves", "points_sense" ("against" or "for"), and per bot
                            ("levels"): "level", "seats", "deals", "seat_deals",
                            "decided_deals", "won", "win_rate" (of the decided deals) with its
                            95% Wilson interval "win_rate_ci95", "fair_share", "points",
                            "mean_points", "illegal_moves", "deals_by_seat", then the game's
                            own: Indian drops, early wins and invalid declarations (matches and
                            re-joins in the match formats, nets in indian21), Gin's knocks,
                            gins and undercuts, the table games' "went_out" and "block_deals".
                            Fractions are decimal strings ("0.5512"). "timing" holds threads,
                            seconds and deals per second.
)"},
    {"replay", R"(Usage: rummy-cli replay [OPTIONS]

  replay FILE               Check every move of a game record (docs/records.md; FILE - reads
                            standard input) and print one JSON object: "deals" with each deal's
                            "points", "outcomes", "winner" and cumulative "scores" ("chips" in
                            the deals formats), then "totals", "over" and "winner". A 21-card
                            deal adds "value_received", "value_paid" and "net" per seat, and
                            the top "net_totals". At the
                            first illegal move: {"error": "illegal move", "deal": D, "index": I,
                            "move": "...", "reason": "..."} (D and I counted from 0), exit 1.
)"},
    {"analyze", R"(Usage: rummy-cli analyze [OPTIONS] FILE

  analyze FILE              Grade every decision of a game record (FILE - reads standard
                            input) from the deciding seat's view alone, with the Expert's search
                            (docs/review.md). One JSON object: "seats" (per seat "decisions",
                            "mean_loss", "total_loss", "marks" {"doubtful", "bad", "very_bad"},
                            "rating", "luck"), "decisions" (per graded decision "deal", "index"
                            as replay counts them from 0, "seat", "played", "best", "loss",
                            "mark", "candidates" [{"move", "value"}...]) and "luck" (per deal
                            and seat, what the closed-deck draws did: "luck", "mark" lucky or
                            unlucky). Losses and values are the game's points from the seat's
                            side. A forced move is not graded. A record that does not replay is
                            refused as replay refuses it (exit 1).
      --seat N              Only seat N's decisions (seats count from 0).
      --expert-ms T         Think T milliseconds per decision (1 to 60000) ...
      --expert-playouts N   ... or play N worlds per decision (1 to 100000; default 128, so
                            that the same record always gets the same grades).
)"},
    {"record", R"(Usage: rummy-cli record [OPTIONS]

  record [OPTIONS]          Bots play a whole match (Gin: a game to 100; a table game: to its
                            target); print its game record.
      --variant V --format F --players P --seats B,B,... --seed S
      --expert-ms T --expert-playouts N
                            As for simulate (defaults indian13, points, 2, medium, 1, 1000).
)"},
    {"bot", R"(Usage: rummy-cli bot [OPTIONS]

  bot [--variant V] [--level L] [--seed N] [--expert-ms T | --expert-playouts N]
                            Play as a bot over standard input and output: one JSON request per
                            line (a position and its legal moves), one JSON answer per line,
                            {"move": "..."}, flushed at once (docs/bot-protocol.md). V is any
                            variant (default indian13); L random, easy, medium (default), hard,
                            expert (thinking T ms, default 1000, or N worlds, as for simulate),
                            and for gin classic. A bad request is answered {"error": "..."} and
                            the bot goes on; {"quit": true} or the end of input ends it (0).
)"},
}};

}  // namespace

std::string overviewHelp() {
    return std::string(kOverview) + kCommon;
}

std::optional<std::string> commandHelp(std::string_view command) {
    for (const CommandHelp& c : kCommands)
        if (command == c.name) return std::string(c.text) + kCommon;
    return std::nullopt;
}

}  // namespace rummy::cli

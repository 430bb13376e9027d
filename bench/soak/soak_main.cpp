// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-soak: bots play deal after deal of every game, format and level with the engine's
// random-play invariants checked at every step (soak_play.h), and the tallies come out as
// JSON (docs/reliability.md). The work is cut into chunks, each played in a child process
// (one at a time), so that a crash or a sanitizer report is counted and named, and the run
// goes on.
//
//   rummy-soak [--deals N] [--seed S] [--chunk K] [--variant
//   indian13|indian21|gin|straight|500|51|kaluki|all]
//              [--save-every K] [--from-chunk K] [--no-fork] [--progress]
//
// A failure names its chunk's seed, S * 1000003 + K: --seed S --chunk (the same) --from-chunk K
// --deals (the chunk size) plays that chunk again, alone.
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "bot.h"
#include "soak_play.h"
#include "table/table_rules.h"

using namespace rummy;
using namespace rummy::soak;

namespace {

struct Options {
    std::int64_t deals = 300;
    std::uint64_t seed = 1;
    std::int64_t chunk = 100;
    std::int64_t fromChunk = 0;  // the first chunk's number: a failure's chunk replays alone
    std::string variant = "all";
    int saveEvery = 8;
    bool fork = true;
    bool progress = false;
};

struct Game {
    Variant variant;
    MatchFormat format;
    std::string key() const {
        return familyOf(variant) == Family::Indian
                   ? std::string(variantId(variant)) + "/" + formatName(format)
                   : std::string(variantId(variant));
    }
};

constexpr std::array<const char*, 4> kIndianLevels{"random", "easy", "medium", "hard"};
constexpr std::array<MatchFormat, 6> kFormats{MatchFormat::Points,  MatchFormat::Pool101,
                                              MatchFormat::Pool201, MatchFormat::Deals2,
                                              MatchFormat::Deals3,  MatchFormat::Deals6};

// Every game the engine plays with bots: each Indian variant in each format it has a preset
// for, Gin, and the table games (each hand a deal of its own: their games are sums of hands).
std::vector<Game> games(const std::string& which) {
    std::vector<Game> out;
    for (Variant v : {Variant::Indian13, Variant::Indian21}) {
        if (which != "all" && which != variantId(v)) continue;
        for (MatchFormat f : kFormats)
            for (int p = 2; p <= 6; ++p)
                if (IndianRules::preset(f, v).validate(p)) {
                    out.push_back({v, f});
                    break;
                }
    }
    if (which == "all" || which == "gin") out.push_back({Variant::Gin, MatchFormat::Points});
    for (Variant v : {Variant::Straight, Variant::Rummy500, Variant::Rummy51, Variant::Kaluki})
        if (which == "all" || which == variantId(v)) out.push_back({v, MatchFormat::Points});
    return out;
}

// Chunk k: the games in turn; within a game, the table size and the seats' levels move on
// with each round of the games, so that every level sits in every seat at every table size.
SoakChunk chunkOf(const Options& o, const std::vector<Game>& list, std::int64_t k,
                  std::int64_t deals) {
    const Game& g = list[static_cast<std::size_t>(k) % list.size()];
    const auto round = static_cast<std::size_t>(k / static_cast<std::int64_t>(list.size()));
    SoakChunk c;
    c.variant = g.variant;
    c.format = g.format;
    c.deals = deals;
    c.seed = o.seed * 1'000'003ULL + static_cast<std::uint64_t>(k);
    c.saveEvery = o.saveEvery;
    if (g.variant == Variant::Gin) {
        // The heuristic bots: the search level thinks a second a move, the soak plays millions.
        std::vector<std::string_view> names = Bot::names(Variant::Gin);
        std::erase(names, std::string_view("expert"));
        c.players = 2;
        // Every bot within three rounds, every ordered pair within 25.
        const std::size_t n = names.size(), a = (2 * round) % n;
        c.seats = {std::string(names[a]), std::string(names[(a + 1 + round / n) % n])};
        return c;
    }
    if (familyOf(g.variant) == Family::Table) {
        const TableRules rules = TableRules::preset(g.variant);
        const int sizes = rules.maxSeats - rules.minSeats + 1;
        c.players = rules.minSeats + static_cast<int>(round % static_cast<std::size_t>(sizes));
        for (int s = 0; s < c.players; ++s)
            c.seats.push_back(kIndianLevels[(static_cast<std::size_t>(s) + round) % 4]);
        return c;
    }
    for (int i = 0; i < 5; ++i) {
        c.players = 2 + static_cast<int>((round + static_cast<std::size_t>(i)) % 5);
        if (IndianRules::preset(g.format, g.variant).validate(c.players)) break;
    }
    for (int s = 0; s < c.players; ++s)
        c.seats.push_back(kIndianLevels[(static_cast<std::size_t>(s) + round) % 4]);
    return c;
}

// Plays `c` in a child process; a child that dies is counted as a crash.
SoakCounts playIsolated(const SoakChunk& c) {
    int fds[2];
    if (pipe(fds) != 0) {
        std::perror("rummy-soak: pipe");
        std::exit(2);
    }
    std::fflush(nullptr);
    const pid_t pid = fork();
    if (pid < 0) {
        std::perror("rummy-soak: fork");
        std::exit(2);
    }
    if (pid == 0) {
        close(fds[0]);
        const std::string text = play(c).toJson().dump();
        for (std::size_t done = 0; done < text.size();) {
            const ssize_t n = write(fds[1], text.data() + done, text.size() - done);
            if (n <= 0) std::_Exit(3);
            done += static_cast<std::size_t>(n);
        }
        close(fds[1]);
        std::exit(0);  // through exit(): LeakSanitizer checks the child too
    }
    close(fds[1]);
    std::string text;
    char buf[4096];
    for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) > 0;)
        text.append(buf, static_cast<std::size_t>(n));
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    const auto parsed = Json::parse(text);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0 && parsed)
        return SoakCounts::fromJson(*parsed);
    SoakCounts crashed;
    crashed.crashes = 1;
    crashed.fail(c.describe() + ": the process " +
                 (WIFSIGNALED(status) ? "died of signal " + std::to_string(WTERMSIG(status))
                                      : "exited with " + std::to_string(WEXITSTATUS(status))));
    return crashed;
}

bool readOptions(int argc, char** argv, Options& o) {
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool hasValue = i + 1 < argc;
        auto number = [&](auto& out) {
            if (!hasValue) return false;
            char* end = nullptr;
            const long long v = std::strtoll(argv[++i], &end, 10);
            if (!end || *end || v < 0) return false;
            out = static_cast<std::remove_reference_t<decltype(out)>>(v);
            return true;
        };
        bool ok = true;
        if (a == "--deals")
            ok = number(o.deals) && o.deals > 0;
        else if (a == "--seed")
            ok = number(o.seed);
        else if (a == "--chunk")
            ok = number(o.chunk) && o.chunk > 0;
        else if (a == "--from-chunk")
            ok = number(o.fromChunk);
        else if (a == "--save-every")
            ok = number(o.saveEvery);
        else if (a == "--variant" && hasValue)
            o.variant = argv[++i];
        else if (a == "--no-fork")
            o.fork = false;
        else if (a == "--progress")
            o.progress = true;
        else
            ok = false;
        if (!ok) {
            std::cerr << "rummy-soak: bad argument '" << a << "'\n"
                      << "usage: rummy-soak [--deals N] [--seed S] [--chunk K] [--variant "
                         "indian13|indian21|gin|straight|500|51|kaluki|all] [--save-every K] "
                         "[--from-chunk K] "
                         "[--no-fork] [--progress]\n";
            return false;
        }
    }
    return true;
}

}  // namespace

std::string SoakChunk::describe() const {
    std::string s =
        variant == Variant::Gin ? std::string("gin")
        : familyOf(variant) == Family::Table
            ? std::string(variantId(variant)) + " " + std::to_string(players) + " players"
            : std::string(variantId(variant)) + " " + formatName(format) + " " +
                  std::to_string(players) + " players";
    s += " [";
    for (std::size_t i = 0; i < seats.size(); ++i) s += (i ? "," : "") + seats[i];
    return s + "] seed " + std::to_string(seed);
}

int main(int argc, char** argv) {
    Options o;
    if (!readOptions(argc, argv, o)) return 2;
    const std::vector<Game> list = games(o.variant);
    if (list.empty()) {
        std::cerr << "rummy-soak: unknown --variant '" << o.variant << "'\n";
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    SoakCounts total;
    std::map<std::string, SoakCounts> byGame;
    std::int64_t planned = 0;
    for (std::int64_t k = o.fromChunk; planned < o.deals; ++k) {
        const std::int64_t n = std::min(o.chunk, o.deals - planned);
        planned += n;
        const SoakChunk c = chunkOf(o, list, k, n);
        const SoakCounts got = o.fork ? playIsolated(c) : play(c);
        total.merge(got);
        byGame[list[static_cast<std::size_t>(k) % list.size()].key()].merge(got);
        if (o.progress)
            std::cerr << "chunk " << k << " " << c.describe() << ": " << got.deals << " deals, "
                      << got.problems() << " problems; total " << total.deals << "\n";
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    Json out = total.toJson();
    out.set("seed", std::to_string(o.seed));
    out.set("chunk", o.chunk);
    out.set("save_every", o.saveEvery);
    Json games = Json::object();
    for (const auto& [key, c] : byGame) {
        Json g = Json::object();
        g.set("deals", c.deals);
        g.set("actions", c.actions);
        g.set("problems", c.problems());
        games.set(key, std::move(g));
    }
    out.set("games", std::move(games));
    out.set("seconds", static_cast<std::int64_t>(seconds + 0.5));
    out.set("deals_per_second", static_cast<std::int64_t>(
                                    seconds > 0 ? static_cast<double>(total.deals) / seconds : 0));
    std::cout << out.dump(2) << '\n';
    return total.problems() == 0 ? 0 : 1;
}

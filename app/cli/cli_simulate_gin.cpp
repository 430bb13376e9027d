// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_simulate_gin.h"

#include "cli_common.h"
#include "cli_io.h"
#include "gin/gin_arena.h"

namespace rummy::cli {

namespace {

constexpr std::int64_t kMaxHands = 1'000'000'000;
constexpr int kMaxThreads = 256;
constexpr int kMaxTurnLimit = 100'000;

std::string botNames() {
    std::string s;
    for (const auto n : GinBot::names()) {
        if (!s.empty()) s += ", ";
        s += n;
    }
    return s;
}

// "hard,classic": one or two names; one name plays itself.
bool parseGinSeats(const std::string& text, std::array<std::string, 2>& seats, std::string& bad) {
    const auto comma = text.find(',');
    seats[0] = text.substr(0, comma);
    seats[1] = comma == std::string::npos ? seats[0] : text.substr(comma + 1);
    for (const auto& s : seats) {
        if (!GinBot::create(s, 0)) {
            bad = s;
            return false;
        }
    }
    return true;
}

}  // namespace

bool namesGin(const std::vector<std::string>& args) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--variant=gin") return true;
        if (args[i] == "--variant" && i + 1 < args.size() && args[i + 1] == "gin") return true;
    }
    return false;
}

int runSimulateGin(const std::vector<std::string>& args, Output& out) {
    GinArenaConfig cfg;
    cfg.hands = 1000;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string name, value;
        auto takesValue = [](const std::string& n) {
            return n != "--time" && n != "--oklahoma" && n.starts_with("--");
        };
        if (!readOption(args, i, takesValue, name, value))
            return usageError(name + " needs a value");
        if (name == "--variant") {
            if (value != "gin") return usageError("--variant must be gin here");
        } else if (name == "--deals" || name == "--hands") {
            const auto n = parseNumber<std::int64_t>(value);
            if (!n || *n < 1 || *n > kMaxHands)
                return usageError("bad hand count '" + displayToken(value) + "' (1 to 1000000000)");
            cfg.hands = *n;
        } else if (name == "--seats") {
            std::string bad;
            if (!parseGinSeats(value, cfg.bots, bad))
                return usageError("unknown Gin bot '" + displayToken(bad) + "' in --seats (" +
                                  botNames() + ")");
        } else if (name == "--seed") {
            const auto s = parseNumber<std::uint64_t>(value);
            if (!s)
                return usageError("bad seed '" + displayToken(value) +
                                  "' (expected a whole number from 0 to 18446744073709551615)");
            cfg.seed = *s;
        } else if (name == "--threads") {
            const auto t = parseNumber<int>(value);
            if (!t || *t < 1 || *t > kMaxThreads)
                return usageError("bad thread count '" + displayToken(value) + "' (1 to 256)");
            cfg.threads = *t;
        } else if (name == "--turn-limit") {
            const auto t = parseNumber<int>(value);
            if (!t || *t < 1 || *t > kMaxTurnLimit)
                return usageError("bad turn limit '" + displayToken(value) + "' (1 to 100000)");
            cfg.turnLimit = *t;
        } else if (name == "--time") {
            cfg.timeDecisions = true;
        } else if (name == "--knock") {
            const auto k = parseNumber<int>(value);
            if (!k || *k < 0 || *k > 10)
                return usageError("bad knock value '" + displayToken(value) + "' (0 to 10)");
            cfg.rules.knock = *k;
        } else if (name == "--oklahoma") {
            cfg.rules.oklahoma = true;
        } else if (name == "--wall") {
            if (value == "void")
                cfg.rules.wall = GinWall::Void;
            else if (value == "take-to-knock")
                cfg.rules.wall = GinWall::TakeToKnock;
            else
                return usageError("bad wall rule '" + displayToken(value) +
                                  "' (void, take-to-knock)");
        } else if (name == "--players") {
            if (value != "2") return usageError("Gin is played by two players");
        } else {
            return usageError("unknown argument '" + displayToken(name) +
                              "' for simulate --variant gin");
        }
    }
    const auto summary = GinArena::run(cfg);
    if (!summary) {
        return usageError(std::string("cannot simulate with these settings: ") +
                          errorCodeName(summary.error()));
    }
    out << summary->toJson().dump() << '\n';
    return kExitOk;
}

}  // namespace rummy::cli

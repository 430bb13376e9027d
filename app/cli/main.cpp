// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli: a thin command-line front end over the rules engine. Subcommands live in their
// own files (cli_eval.cpp, cli_deal.cpp, cli_simulate.cpp,
// cli_records.cpp, cli_analyze.cpp, cli_bot.cpp) and their help in cli_help.cpp; this file only
// dispatches.
#include <algorithm>
#include <string>
#include <vector>

#include "cli_analyze.h"
#include "cli_bot.h"
#include "cli_common.h"
#include "cli_deal.h"
#include "cli_eval.h"
#include "cli_help.h"
#include "cli_io.h"
#include "cli_records.h"
#include "cli_simulate.h"

#ifndef RUMMY_VERSION
#define RUMMY_VERSION "unknown"
#endif

namespace {

int run(const std::vector<std::string>& args) {
    using rummy::cli::standardInput;
    using rummy::cli::standardOutput;
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
        if (const auto text = rummy::cli::commandHelp(command))
            rummy::cli::writeAll(1, *text);
        else
            rummy::cli::writeAll(1, rummy::cli::overviewHelp());
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
    if (command == "analyze")
        return rummy::cli::runAnalyze(rest, standardInput(), standardOutput());
    if (command == "bot") return rummy::cli::runBot(rest, standardInput(), standardOutput());
    return rummy::cli::usageError("unknown command '" + rummy::cli::displayToken(command) +
                                  "' (see rummy-cli --help)");
}

}  // namespace

int main(int argc, char** argv) {
    rummy::cli::prepareStandardOutput();
    const int status = run(std::vector<std::string>(argv + 1, argv + argc));
    return rummy::cli::finishStandardOutput(status);
}

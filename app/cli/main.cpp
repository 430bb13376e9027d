// SPDX-License-Identifier: GPL-3.0-or-later
// rummy-cli: a thin command-line front end over the rules engine. Subcommands live in their
// own files (cli_eval.cpp, cli_deal.cpp, cli_simulate.cpp,
// cli_records.cpp, cli_bot.cpp) and their help in cli_help.cpp; this file only dispatches.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "cli_bot.h"
#include "cli_common.h"
#include "cli_deal.h"
#include "cli_eval.h"
#include "cli_help.h"
#include "cli_records.h"
#include "cli_simulate.h"

#ifndef RUMMY_VERSION
#define RUMMY_VERSION "unknown"
#endif

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
        if (const auto text = rummy::cli::commandHelp(command))
            std::cout << *text;
        else
            std::cout << rummy::cli::overviewHelp();
        return rummy::cli::kExitOk;
    }
    if (command == "--version") {
        std::cout << "rummy-cli " << RUMMY_VERSION << '\n';
        return rummy::cli::kExitOk;
    }
    if (command == "eval") return rummy::cli::runEval(rest, std::cin, std::cout);
    if (command == "deal") return rummy::cli::runDeal(rest, std::cout);
    if (command == "simulate") return rummy::cli::runSimulate(rest, std::cout);
    if (command == "replay") return rummy::cli::runReplay(rest, std::cin, std::cout);
    if (command == "record") return rummy::cli::runRecord(rest, std::cout);
    if (command == "bot") return rummy::cli::runBot(rest, std::cin, std::cout);
    return rummy::cli::usageError("unknown command '" + rummy::cli::displayToken(command) +
                                  "' (see rummy-cli --help)");
}

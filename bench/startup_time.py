#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Start-up time of rummy-cli's one-shot commands against /bin/true, as medians of many runs.

    bench/startup_time.py [--build build] [--runs 300] [--extra "CMD ARGS" ...]

Runs /bin/true, `rummy-cli --version` and a one-hand `eval` of every family (13 and 14 cards,
21 and 22 cards, Gin 10 and 11, a table game), each --runs times. The commands take turns, one
run of each per round, so that a machine whose load changes during the measurement (another
build, say) slows every command alike; the figure is each command's median wall time
(fork, exec and wait included) and its difference from /bin/true's. Goals: --version within
1 ms of /bin/true, every eval within 3 ms.
"""
import argparse
import os
import statistics
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# One hand of each family, the kind a user types (fixed, so that runs compare).
HANDS = [
    ("eval 13 cards", ["eval", "--wild", "5", "5S", "6S", "7S", "8H", "9H", "10H", "JD", "QD",
                       "KD", "AC", "2C", "3C", "JK"]),
    ("eval 14 cards", ["eval", "--wild", "7", "5S", "6S", "7S", "8H", "9H", "10H", "JD", "QD",
                       "KD", "AC", "2C", "3C", "JK", "4D"]),
    ("eval indian21 21 cards", ["eval", "--variant", "indian21", "8H", "7H", "9H", "4S", "5S",
                                "6S", "7S", "QD", "QD", "QD", "2C", "3C", "4C", "JK", "8D", "KH",
                                "KS", "KC", "10D", "JD", "5H", "AC"]),
    ("eval indian21 22 cards", ["eval", "--variant", "indian21", "8H", "9D", "7S", "QD", "9D", "9S",
                                "5S", "7D", "6H", "9D", "QC", "3H", "9C", "5C", "2D", "JK", "QC",
                                "4H", "2D", "JK", "3C", "AS"]),
    # The slowest of 2,000 dense hands: one suit of sixteen cards in three copies and five jokers.
    ("eval indian21 22 cards, worst", ["eval", "--variant", "indian21", "6H", "6S", "7C", "9C",
                                        "7C", "6S", "6S", "6C", "9C", "JC", "JC", "QC", "8C", "QC",
                                        "10C", "JC", "8C", "10C", "9C", "8C", "7C", "6C", "5D"]),
    ("eval gin 10 cards", ["eval", "--variant", "gin", "AS", "2S", "3S", "7H", "7D", "7C", "KH",
                           "QD", "9C", "4H"]),
    ("eval gin 11 cards", ["eval", "--variant", "gin", "AS", "2S", "3S", "7H", "7D", "7C", "KH",
                           "QD", "9C", "4H", "5H"]),
    ("eval straight", ["eval", "--variant", "straight", "5S", "6S", "7S", "8H", "9H", "10H", "JD",
                       "QD", "KD", "AC"]),
]


def run_once(cmd):
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--cli", help="the rummy-cli to time (default: BUILD/bin/rummy-cli)")
    args = parser.parse_args()
    cli = args.cli or os.path.join(args.build, "bin", "rummy-cli")
    commands = [("/bin/true", ["/bin/true"]), ("rummy-cli --version", [cli, "--version"])]
    commands += [(name, [cli] + words) for name, words in HANDS]
    for _, cmd in commands:  # warm the page cache and check that each command works
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
    times = {name: [] for name, _ in commands}
    for _ in range(args.runs):
        for name, cmd in commands:
            times[name].append(run_once(cmd))
    base = statistics.median(times["/bin/true"])
    print(f"{'command':<34} {'median ms':>10} {'- /bin/true':>12}   goal ({args.runs} runs each)")
    for name, _ in commands:
        med = statistics.median(times[name])
        goal = "" if name == "/bin/true" else ("<= 1 ms" if "version" in name else "<= 3 ms")
        verdict = ""
        if goal:
            verdict = "ok" if (med - base) * 1000 <= float(goal.split()[1]) else "MISSED"
        print(f"{name:<34} {med * 1000:10.2f} {(med - base) * 1000:+12.2f}   {goal} {verdict}")


if __name__ == "__main__":
    main()

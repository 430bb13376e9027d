#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Does game review rank the bot levels? Mean loss per decision by level, per game.

    bench/review_levels.py [--build build] [--records 50] [--playouts 128] [--games all]
                           [--record-playouts 16] [--jobs 2]

For each game and each level (easy, medium, hard, expert) it has `rummy-cli record` play
--records two-seat records with both seats at that level (seeds 1..N; an Expert seat searches
--record-playouts worlds a decision), reviews every one with `rummy-cli analyze` at
--playouts worlds a decision, and prints, per game, each level's decisions, mean loss per
decision (the seats' total loss over their decisions), the share marked doubtful or worse,
and the rating of that mean; then whether the means fall Easy > Medium > Hard > Expert, and the
time analyze took per record. docs/review.md has its figures.
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import time

LEVELS = ["easy", "medium", "hard", "expert"]
GAMES = ["indian13", "indian21", "gin", "straight", "500", "51", "kaluki"]


def one(cli, game, level, seed, playouts, record_playouts):
    rec = subprocess.run(
        [cli, "record", "--variant", game, "--players", "2", "--seats", f"{level},{level}",
         "--seed", str(seed), "--expert-playouts", str(record_playouts)],
        check=True, capture_output=True, text=True).stdout
    start = time.perf_counter()
    out = subprocess.run([cli, "analyze", "-", "--expert-playouts", str(playouts)], input=rec,
                         check=True, capture_output=True, text=True).stdout
    seconds = time.perf_counter() - start
    a = json.loads(out)
    decisions = sum(s["decisions"] for s in a["seats"])
    loss = sum(s["total_loss"] for s in a["seats"])
    marked = sum(sum(s["marks"].values()) for s in a["seats"])
    return decisions, loss, marked, seconds, a


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--build", default="build")
    p.add_argument("--records", type=int, default=50)
    p.add_argument("--playouts", type=int, default=128)
    p.add_argument("--record-playouts", type=int, default=16)
    p.add_argument("--games", default="all")
    p.add_argument("--jobs", type=int, default=2)
    o = p.parse_args()
    cli = os.path.join(o.build, "bin", "rummy-cli")
    games = GAMES if o.games == "all" else o.games.split(",")
    ok_all = True
    for game in games:
        print(f"== {game}: {o.records} records per level, {o.playouts} worlds a decision")
        means = []
        with concurrent.futures.ThreadPoolExecutor(o.jobs) as pool:
            for level in LEVELS:
                runs = list(pool.map(
                    lambda s: one(cli, game, level, s, o.playouts, o.record_playouts),
                    range(1, o.records + 1)))
                d = sum(r[0] for r in runs)
                loss = sum(r[1] for r in runs)
                marked = sum(r[2] for r in runs)
                secs = sorted(r[3] for r in runs)
                mean = loss / d if d else 0.0
                means.append(mean)
                rating = runs[0][4]["seats"][0]["rating"] if runs else None
                print(f"  {level:7s} decisions {d:6d}  mean loss {mean:7.3f}  marked "
                      f"{100.0 * marked / max(d, 1):5.1f}%  analyze per record median "
                      f"{secs[len(secs) // 2]:.2f} s, max {secs[-1]:.2f} s")
        ranked = all(a > b for a, b in zip(means, means[1:]))
        ok_all = ok_all and ranked
        print(f"  ranked easy > medium > hard > expert: {'yes' if ranked else 'no'}")
    return 0 if ok_all else 1


if __name__ == "__main__":
    sys.exit(main())

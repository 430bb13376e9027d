#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""rummy-cli eval --batch against plain exact searches, end to end, on corpora of distinct hands.

    bench/eval_compare.py [--build build] [--count 20000] [--runs 5] [--seed S] [--game both]

For 21-card Indian Rummy it runs `rummy-cli eval --variant indian21 --batch` and
bench/reference_eval21 (a plain memoised exact search, built with the benchmarks) on the same
corpus of distinct hands (bench/eval_corpus.py), checks that they agree (points and validity of
every hand; for 22 cards, that the rest after rummy-cli's finish card is worth the reference's
points, by asking the reference about it), and prints each one's wall time per hand and the
ratio. For Gin it does the same with bench/reference_eval_gin (deadwood, and the discard, which
Gin's tie rule makes unique).

Each program reads the corpus from a file and writes to a file, as a user would; the figure is
the median of --runs whole runs (process start included), wall clock, with the CPU time
(user + system) beside it. Run it on a quiet machine: a busy one slows both sides.
"""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import eval_corpus  # noqa: E402


def timed(cmd, stdin_path, stdout_path):
    """Runs cmd once; returns (wall seconds, cpu seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(stdin_path, "rb") as fin, open(stdout_path, "wb") as fout:
        start = time.perf_counter()
        proc = subprocess.run(cmd, stdin=fin, stdout=fout, stderr=subprocess.PIPE)
        wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({proc.returncode}): {proc.stderr.decode()[:500]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def measure(name, cmd, corpus, out, runs, hands):
    walls, cpus = [], []
    for _ in range(runs):
        wall, cpu = timed(cmd, corpus, out)
        walls.append(wall)
        cpus.append(cpu)
    wall = statistics.median(walls) / hands * 1e6
    cpu = statistics.median(cpus) / hands * 1e6
    print(f"  {name:<34} {wall:9.1f} us/hand wall   {cpu:9.1f} us/hand cpu"
          f"   (runs {', '.join(f'{w:.3f}' for w in walls)} s)")
    return wall, cpu


def read_json_lines(path):
    with open(path) as f:
        return [json.loads(line) for line in f]


def compare21(cli, reference, count, runs, seed, tmp):
    lines = eval_corpus.corpus21(eval_corpus.random.Random(seed), count)
    corpus = os.path.join(tmp, "hands21.txt")
    with open(corpus, "w") as f:
        f.write("\n".join(lines) + "\n")
    ours_out = os.path.join(tmp, "ours21.jsonl")
    ref_out = os.path.join(tmp, "ref21.jsonl")
    print(f"21-card Indian Rummy: {len(lines)} distinct hands (seed {seed})")
    ours = measure("rummy-cli eval --variant indian21", [cli, "eval", "--variant", "indian21",
                                                        "--batch"], corpus, ours_out, runs,
                   len(lines))
    ref = measure("reference_eval21", [reference], corpus, ref_out, runs, len(lines))
    a, b = read_json_lines(ours_out), read_json_lines(ref_out)
    bad = [i for i, (x, y) in enumerate(zip(a, b))
           if len(a) != len(b) or x["points"] != y["points"] or x["valid"] != y["valid"]
           or ("finish" in x) != ("finish" in y)]
    if len(a) != len(lines) or len(b) != len(lines):
        bad.append(-1)
    # A finish card is right when the rest is worth the best points: ask the reference about
    # the 21 cards left after ours (ties between finish cards are the solver's to break).
    rests, which = [], []
    for i, (x, y) in enumerate(zip(a, b)):
        if "finish" in x and x.get("finish") != y.get("finish"):
            words = lines[i].split()
            words.pop(words.index(x["finish"], 1))  # the cut card (word 0) stays
            rests.append(" ".join(words))
            which.append(i)
    if rests:
        rest_in = os.path.join(tmp, "rests21.txt")
        rest_out = os.path.join(tmp, "rests21.jsonl")
        with open(rest_in, "w") as f:
            f.write("\n".join(rests) + "\n")
        timed([reference], rest_in, rest_out)
        for i, r in zip(which, read_json_lines(rest_out)):
            if r["points"] != b[i]["points"]:
                bad.append(i)
    print(f"  answers: {len(lines) - len(bad)} of {len(lines)} agree"
          f" ({len(rests)} finish cards differ from the reference's and leave as little)")
    for i in bad[:5]:
        print(f"    line {i + 1}: {lines[i] if i >= 0 else ''}\n      ours {a[i] if i >= 0 else ''}"
              f"\n      reference {b[i] if i >= 0 else ''}")
    print(f"  ratio (ours / reference), wall: {ours[0] / ref[0]:.3f}   cpu: {ours[1] / ref[1]:.3f}"
          "   (goal <= 0.5)")
    return not bad


def compare_gin(cli, reference, count, runs, seed, tmp):
    lines = eval_corpus.corpus_gin(eval_corpus.random.Random(seed), count)
    corpus = os.path.join(tmp, "gin.txt")
    with open(corpus, "w") as f:
        f.write("\n".join(lines) + "\n")
    ours_out = os.path.join(tmp, "oursgin.jsonl")
    ref_out = os.path.join(tmp, "refgin.jsonl")
    print(f"Gin: {len(lines)} distinct hands of 10 and 11 cards (seed {seed})")
    ours = measure("rummy-cli eval --variant gin", [cli, "eval", "--variant", "gin", "--batch"],
                   corpus, ours_out, runs, len(lines))
    ref = measure("reference_eval_gin", [reference], corpus, ref_out, runs, len(lines))
    a, b = read_json_lines(ours_out), read_json_lines(ref_out)
    bad = [i for i, (x, y) in enumerate(zip(a, b))
           if x["deadwood"] != y["deadwood"] or x.get("discard") != y.get("discard")]
    if len(a) != len(lines) or len(b) != len(lines):
        bad.append(-1)
    print(f"  answers: {len(lines) - len(bad)} of {len(lines)} agree")
    for i in bad[:5]:
        print(f"    line {i + 1}: {lines[i] if i >= 0 else ''}")
    print(f"  ours: {ours[0]:.2f} us/hand (goal <= 7);  ratio to the reference {ours[0] / ref[0]:.3f}")
    return not bad


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    parser.add_argument("--count", type=int, default=20000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=20240621)
    parser.add_argument("--game", choices=["both", "indian21", "gin"], default="both")
    args = parser.parse_args()
    binary = lambda name: os.path.join(args.build, "bin", name)  # noqa: E731
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        if args.game in ("both", "indian21"):
            ok &= compare21(binary("rummy-cli"), binary("reference_eval21"), args.count,
                            args.runs, args.seed, tmp)
        if args.game in ("both", "gin"):
            ok &= compare_gin(binary("rummy-cli"), binary("reference_eval_gin"), args.count,
                              args.runs, args.seed, tmp)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()

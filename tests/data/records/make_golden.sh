#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the golden game records: bot-played matches of every Indian format, three seeds
# each, and what `rummy-cli replay` says of each. They were made before the engine was
# reshaped for the sister games and must never change: test_golden_records plays
# every match again and compares every move and score. Run it only to add records, never to
# "fix" a failing test.
#   tests/data/records/make_golden.sh build/bin/rummy-cli
set -euo pipefail
cli=${1:?usage: make_golden.sh PATH/TO/rummy-cli}
dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
make() {  # name format players seats seed
    "$cli" record --format "$2" --players "$3" --seats "$4" --seed "$5" >"$dir/$1.json"
    "$cli" replay "$dir/$1.json" >"$dir/$1.result.json"
}
for seed in 11 12 13; do
    make "points-2p-$seed" points 2 hard,medium "$seed"
    make "points-6p-$seed" points 6 hard,medium,easy,random,medium,hard "$seed"
    make "pool101-4p-$seed" pool101 4 hard,medium,easy,medium "$seed"
    make "pool201-3p-$seed" pool201 3 hard,easy,medium "$seed"
    make "deals2-2p-$seed" deals2 2 medium,hard "$seed"
    make "deals3-3p-$seed" deals3 3 easy,hard,medium "$seed"
    make "deals6-5p-$seed" deals6 5 hard,medium,easy,medium,random "$seed"
done
# Pool matches in which a knocked-out seat re-joins.
make pool101-4p-rejoin-7 pool101 4 hard,medium,easy,medium 7
make pool201-3p-rejoin-20 pool201 3 hard,easy,medium 20

#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Arena summaries for fixed seeds, made before the engine was reshaped for the sister games
# (issue 11). test_arena_golden runs the same arenas and wants the same counts (timing aside):
# wins, points, drops, early wins, per level. Never regenerate them to make the test pass.
#   tests/data/arena/make_arena.sh build/bin/rummy-cli
set -euo pipefail
cli=${1:?usage: make_arena.sh PATH/TO/rummy-cli}
dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
while read -r name args; do
    [[ -z $name || $name == \#* ]] && continue
    # shellcheck disable=SC2086
    "$cli" simulate $args --threads 1 >"$dir/$name.json"
done <"$dir/arenas.txt"

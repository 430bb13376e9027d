#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Arena summaries for fixed seeds, one per line of arenas.txt: every Indian format (made before
# the engine was reshaped for the sister games), 21-card, Gin and the four table games.
# test_arena_golden runs the same arenas and wants the same summaries (timing aside): wins,
# points, drops, knocks, per level. Never regenerate them to make the test pass. When the
# summary's schema changes, regenerate them only after checking, with the old and the new
# rummy-cli side by side, that every count of every arena is the same (the schema change of
# the one arena for every game was checked so: counts of all sixteen arenas equal).
#   tests/data/arena/make_arena.sh build/bin/rummy-cli
set -euo pipefail
cli=${1:?usage: make_arena.sh PATH/TO/rummy-cli}
dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
while read -r name args; do
    [[ -z $name || $name == \#* ]] && continue
    # shellcheck disable=SC2086
    "$cli" simulate $args --threads 1 >"$dir/$name.json"
done <"$dir/arenas.txt"

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The desktop game left to play bot-only matches (rummy --autopilot) for MINUTES minutes on a
# virtual X screen: its resident memory (VmRSS) is sampled every SAMPLE seconds and printed, with
# the deals played, so that a leak shows as a rising column.
#
# Usage: bench/desktop_hour.sh RUMMY [MINUTES] [SAMPLE] [ARGS...]
#        e.g. bench/desktop_hour.sh build/bin/rummy 60 60 --variant indian13 --players 4
# Prints one line per sample: "minute  rss_kib  deals", then a summary line:
#   "rss start <KiB> end <KiB> max <KiB> growth <percent> deals <n> minutes <m>".
set -u
rummy=${1:?usage: desktop_hour.sh RUMMY [MINUTES] [SAMPLE] [ARGS...]}
minutes=${2:-60}
sample=${3:-60}
shift $(($# < 3 ? $# : 3))
data=$(mktemp -d)
log="$data/autopilot.log"
trap 'kill $pid 2>/dev/null; rm -rf "$data"' EXIT
# A fresh data folder: no resume question, no player's statistics touched. The bots think for
# 300 ms and the cards glide as in play, so the hour is an hour of real table work.
HOME="$data" XDG_DATA_HOME="$data/share" XDG_CONFIG_HOME="$data/config" \
    xvfb-run -a -s "-screen 0 1280x720x24" "$rummy" --autopilot --bot-delay 300 \
    -qwindowgeometry 1280x720+0+0 "$@" >"$log" 2>/dev/null &
xvfb=$!
# The game is the child of xvfb-run's shell; wait for it to appear.
pid=
for _ in $(seq 100); do
    pid=$(pgrep -n -f "^$rummy --autopilot" || true)
    [ -n "$pid" ] && break
    sleep 0.1
done
[ -n "$pid" ] || { echo "desktop_hour: the game did not start" >&2; exit 1; }
rss() { awk '/^VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null; }
sleep 5  # let the window and the deck's pixmaps settle: the start is the table in play
start=$(rss)
max=$start
end=$start
echo "minute rss_kib deals"
elapsed=0
while [ $elapsed -lt $((minutes * 60)) ]; do
    sleep "$sample"
    elapsed=$((elapsed + sample))
    now=$(rss)
    [ -n "$now" ] || { echo "desktop_hour: the game exited after $elapsed s" >&2; exit 1; }
    end=$now
    [ "$now" -gt "$max" ] && max=$now
    echo "$((elapsed / 60)) $now $(grep -c ' over$' "$log")"
done
deals=$(grep -c ' over$' "$log")
growth=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", (b - a) * 100 / a }')
echo "rss start $start end $end max $max growth $growth% deals $deals minutes $minutes"
kill "$pid" 2>/dev/null
wait $xvfb 2>/dev/null

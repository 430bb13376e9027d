#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Starts the real game (build/bin/rummy) on a virtual X screen at each size given, saves a
# screenshot of the whole screen into OUTDIR/table-WxH.png and checks it is a picture of a
# table, not a blank screen. Run by CTest; exits 77 (skipped) when xvfb-run or ImageMagick's
# import / identify are missing, so that a machine without them does not fail the suite.
#
# Usage: screenshots.sh RUMMY OUTDIR SIZE...      (SIZE as 1280x720, or 1280x720:hi for the
#                                                  game in that language: table-1280x720-hi.png,
#                                                  or 1280x720/gin for the Gin table:
#                                                  table-1280x720-gin.png)
#        screenshots.sh --inner RUMMY FILE SIZE [LANG] [VARIANT]  (internal: inside xvfb-run)
set -u

SKIP=77
# A blank or half-drawn screen has a handful of colours; the table with its cards, labels and
# anti-aliased text has thousands. 256 separates the two with a wide margin.
MIN_COLOURS=256
# How long to wait for the window, in tenths of a second.
WAIT_TENTHS=100
# How many times a size is started when the game never showed its window.
START_ATTEMPTS=3

colours() { identify -format '%k' "$1" 2>/dev/null || echo 0; }

if [ "${1:-}" = "--inner" ]; then
    rummy=$2 file=$3 size=$4 lang=${5:-} variant=${6:-}
    # The game autosaves after every move: into a folder of its own, never the user's (whose
    # autosave would also put a "Resume?" question over the table).
    data=$(mktemp -d)
    XDG_DATA_HOME=$data "$rummy" --seed 7 --bot-delay 0 ${lang:+--lang "$lang"} ${variant:+--variant "$variant"} \
        -qwindowgeometry "${size}+0+0" &
    pid=$!
    # The window is up when the screen stops being the empty root (one colour). Poll, then
    # give the deck's pixmaps and the bots' first moves a moment to settle, and shoot again.
    tenths=0
    status=1
    while [ $tenths -lt $WAIT_TENTHS ]; do
        if ! kill -0 $pid 2>/dev/null; then
            echo "screenshots: rummy exited before its window came up" >&2
            break
        fi
        if import -window root "$file" 2>/dev/null && [ "$(colours "$file")" -ge $MIN_COLOURS ]; then
            sleep 1
            import -window root "$file" && status=0
            break
        fi
        sleep 0.1
        tenths=$((tenths + 1))
    done
    kill $pid 2>/dev/null
    wait $pid 2>/dev/null
    rm -rf "$data"
    exit $status
fi

if [ $# -lt 3 ]; then
    echo "usage: $0 RUMMY OUTDIR SIZE..." >&2
    exit 2
fi
rummy=$1 outdir=$2
shift 2
for tool in xvfb-run import identify; do
    if ! command -v $tool >/dev/null 2>&1; then
        echo "screenshots: $tool is missing (install xvfb and imagemagick); skipped"
        exit $SKIP
    fi
done
mkdir -p "$outdir" || exit 1

failed=0
for spec in "$@"; do
    variant=
    case "$spec" in
    */*)
        variant=${spec#*/}
        spec=${spec%%/*}
        ;;
    esac
    size=${spec%%:*} lang=
    [ "$size" = "$spec" ] || lang=${spec#*:}
    file="$outdir/table-$size${lang:+-$lang}${variant:+-$variant}.png"
    rm -f "$file"
    # Qt must use X here, whatever the caller's environment says (CTest sets offscreen for
    # the Qt Test executables). A virtual X server now and then is not reachable when the game
    # starts (seen on a loaded 2-core CI machine: "could not connect to display :99"), which
    # says nothing about the game: such a start is tried again, with the server's own log shown.
    attempt=1
    while :; do
        xvfb_log="$outdir/xvfb-$size${lang:+-$lang}${variant:+-$variant}.log"
        QT_QPA_PLATFORM=xcb xvfb-run -a -e "$xvfb_log" -s "-screen 0 ${size}x24" \
            "$0" --inner "$rummy" "$file" "$size" "$lang" "$variant" && break
        [ $attempt -lt $START_ATTEMPTS ] || break
        echo "screenshots: $spec attempt $attempt failed; the X server said:" >&2
        cat "$xvfb_log" >&2 2>/dev/null
        attempt=$((attempt + 1))
        sleep 1
    done
    if [ ! -s "$file" ]; then
        echo "FAIL $size: no screenshot" >&2
        failed=1
        continue
    fi
    geometry=$(identify -format '%wx%h' "$file")
    count=$(colours "$file")
    if [ "$geometry" != "$size" ]; then
        echo "FAIL $size: the screenshot is $geometry" >&2
        failed=1
    elif [ "$count" -lt $MIN_COLOURS ]; then
        echo "FAIL $size: only $count colours, the table was not drawn" >&2
        failed=1
    else
        echo "ok   $size: $file ($count colours)"
    fi
done
exit $failed

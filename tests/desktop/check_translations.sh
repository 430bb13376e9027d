#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a translation file is behind the sources: an unfinished entry, an obsolete
# (vanished) one, or a tr() string of the sources that is missing from it. lupdate runs over
# the sources into scratch copies of the .ts files: a string it has to add comes out
# unfinished there, and one that left the sources comes out vanished, so the copies must have
# neither. Run by CTest; exits 77 (skipped) when lupdate is missing.
#
# Usage: check_translations.sh LUPDATE SOURCE_DIR TS_FILE...
set -u

if [ $# -lt 3 ]; then
    echo "usage: $0 LUPDATE SOURCE_DIR TS_FILE..." >&2
    exit 2
fi
lupdate=$1 sources=$2
shift 2
if ! [ -x "$lupdate" ] && ! command -v "$lupdate" >/dev/null 2>&1; then
    echo "check_translations: $lupdate is missing (install qt6-l10n-tools); skipped"
    exit 77
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/rummy-ts.XXXXXX") || exit 1
trap 'rm -rf "$scratch"' EXIT INT TERM

# Counts the lines of FILE that match PATTERN (grep -c prints 0 and fails on none).
count() { grep -c -e "$2" "$1" 2>/dev/null || true; }

failed=0
for ts in "$@"; do
    name=$(basename "$ts")
    if [ ! -s "$ts" ]; then
        echo "FAIL $name: missing or empty" >&2
        failed=1
        continue
    fi
    unfinished=$(count "$ts" 'type="unfinished"')
    stale=$(count "$ts" 'type="\(vanished\|obsolete\)"')
    empty=$(count "$ts" '<translation></translation>\|<numerusform></numerusform>')
    copy="$scratch/$name"
    cp "$ts" "$copy"
    # The options of the update_translations target (app/desktop/CMakeLists.txt), but
    # keeping obsolete entries, so that a string that left the sources shows as vanished.
    if ! "$lupdate" -silent -locations none -source-language en "$sources" -ts "$copy" \
        >"$scratch/lupdate.log" 2>&1; then
        echo "FAIL $name: lupdate failed:" >&2
        cat "$scratch/lupdate.log" >&2
        failed=1
        continue
    fi
    new=$(($(count "$copy" 'type="unfinished"') - unfinished))
    vanished=$(count "$copy" 'type="\(vanished\|obsolete\)"')
    if [ "$unfinished" -ne 0 ] || [ "$stale" -ne 0 ] || [ "$empty" -ne 0 ] ||
        [ "$new" -ne 0 ] || [ "$vanished" -ne 0 ]; then
        echo "FAIL $name: $unfinished unfinished, $empty empty, $stale obsolete;" \
            "the sources add $new and dropped $vanished" >&2
        # Name the strings, so that the message says what to translate.
        grep -B2 'type="unfinished"\|type="vanished"\|type="obsolete"' "$copy" |
            grep '<source>' | sed 's/^ *<source>/    /; s/<\/source>$//' | head -n 20 >&2
        failed=1
    else
        echo "ok   $name"
    fi
done
if [ $failed -ne 0 ]; then
    echo "Update with: cmake --build <build> --target update_translations &&" \
        "python3 translations/fill_ts.py (translations/README.md)" >&2
fi
exit $failed

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# desktop-file-validate on the desktop file: errors and warnings fail, hints are shown.
# Exits 77 (skipped) without desktop-file-validate (Debian: desktop-file-utils).
#
# Usage: desktop_file.sh FILE.desktop
set -u
if ! command -v desktop-file-validate >/dev/null 2>&1; then
    echo "desktop-file-validate is missing (install desktop-file-utils); skipped"
    exit 77
fi
out=$(desktop-file-validate "$1" 2>&1)
status=$?
[ -n "$out" ] && printf '%s\n' "$out"
if [ $status -ne 0 ] || printf '%s\n' "$out" | grep -q 'error:\|warning:'; then
    echo "FAIL: desktop-file-validate does not accept $1" >&2
    exit 1
fi
echo "ok: desktop-file-validate accepts $1"

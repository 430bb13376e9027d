#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# lintian on the .deb that build_deb.sh made: any error or warning fails; informational tags
# are shown. Exits 77 (skipped) without lintian or without the .deb (no dpkg-dev).
#
# Usage: lintian_deb.sh OUTDIR
set -u
if ! command -v lintian >/dev/null 2>&1; then
    echo "lintian is missing (install lintian); skipped"
    exit 77
fi
set -- "$1"/*.deb
if [ ! -f "$1" ]; then
    echo "no .deb was made (see the package_deb test); skipped"
    exit 77
fi
echo "lintian $1"
lintian --fail-on error,warning --display-info --tag-display-limit 0 "$1" || {
    echo "FAIL: lintian reports errors or warnings on $1" >&2
    exit 1
}
echo "ok: no lintian errors or warnings"

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the .deb from the build tree under test (cpack -G DEB into OUTDIR), for the tests that
# lint and unpack it (a CTest fixture). The tree is the one just built and tested: its flags
# already carry Debian's hardening (packaging/hardening.cmake), so no second build is needed.
# Exits 77 (skipped) without dpkg-deb or dpkg-shlibdeps (Debian: dpkg, dpkg-dev).
#
# Usage: build_deb.sh CPACK BUILD_DIR OUTDIR
set -u
cpack=$1 build=$2 out=$3
for tool in dpkg-deb dpkg-shlibdeps; do
    if ! command -v $tool >/dev/null 2>&1; then
        echo "$tool is missing (install dpkg-dev); no .deb made, the .deb tests skip"
        rm -rf "$out"
        exit 77
    fi
done
rm -rf "$out"
"$cpack" --config "$build/CPackConfig.cmake" -G DEB -B "$out" || {
    echo "FAIL: cpack -G DEB failed" >&2
    exit 1
}
set -- "$out"/*.deb
if [ $# -ne 1 ] || [ ! -s "$1" ]; then
    echo "FAIL: cpack made no single .deb in $out" >&2
    exit 1
fi
echo "ok: $1"

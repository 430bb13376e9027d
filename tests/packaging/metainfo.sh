#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# appstreamcli validate --no-net on the AppStream metainfo: errors and warnings fail (its exit
# status); pedantic notes are only shown. Exits 77 (skipped) without appstreamcli (Debian:
# appstream).
#
# Usage: metainfo.sh FILE.metainfo.xml
set -u
if ! command -v appstreamcli >/dev/null 2>&1; then
    echo "appstreamcli is missing (install appstream); skipped"
    exit 77
fi
appstreamcli validate --no-net --pedantic "$1" || {
    echo "FAIL: appstreamcli does not accept $1" >&2
    exit 1
}

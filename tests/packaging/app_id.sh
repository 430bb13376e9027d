#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# One application id everywhere: the desktop file is named after it and names its
# icon by it, the icon exists under that name, the metainfo carries it as its id and launches
# that desktop file, the game sets it as its desktop file name, and the Flatpak builds it.
#
# Usage: app_id.sh SOURCE_DIR APP_ID
set -u
src=$1 id=$2
failed=0
fail() {
    echo "FAIL: $*" >&2
    failed=1
}
desktop=$src/resources/$id.desktop
metainfo=$src/resources/$id.metainfo.xml
[ -f "$desktop" ] || fail "no desktop file $desktop"
[ -f "$metainfo" ] || fail "no metainfo $metainfo"
[ -f "$src/resources/icons/$id.svg" ] || fail "no icon resources/icons/$id.svg"
[ "$(sed -n 's/^Icon=//p' "$desktop")" = "$id" ] || fail "the desktop file's Icon= is not $id"
grep -q "^Exec=rummy\( \|$\)" "$desktop" || fail "the desktop file does not start rummy"
grep -q "<id>$id</id>" "$metainfo" || fail "the metainfo id is not $id"
grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo" ||
    fail "the metainfo does not launch $id.desktop"
grep -q "\"$id\"" "$src/app/desktop/main.cpp" || fail "app/desktop/main.cpp does not use $id"
grep -q "^id: $id\$" "$src/packaging/flatpak/$id.yml" || fail "the Flatpak manifest's id is not $id"
[ $failed = 0 ] && echo "ok: $id in the desktop file, icon, metainfo, main.cpp and Flatpak manifest"
exit $failed

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Unpacks the .deb into a scratch root and checks what a user gets: the games in usr/games
# answer --version with the project's version (with and without a display: --version must not
# need one), and the desktop file, metainfo, icons, man pages and copyright are where the
# desktop and the tools look for them. Exits 77 (skipped) without dpkg-deb or the .deb.
#
# Usage: deb_root.sh OUTDIR SCRATCH VERSION APP_ID
set -u
out=$1 root=$2 version=$3 id=$4
if ! command -v dpkg-deb >/dev/null 2>&1; then
    echo "dpkg-deb is missing; skipped"
    exit 77
fi
set -- "$out"/*.deb
if [ ! -f "$1" ]; then
    echo "no .deb was made (see the package_deb test); skipped"
    exit 77
fi
deb=$1
rm -rf "$root"
dpkg-deb -x "$deb" "$root" || exit 1
failed=0
fail() {
    echo "FAIL: $*" >&2
    failed=1
}

for game in rummy rummy-cli; do
    bin=$root/usr/games/$game
    [ -x "$bin" ] || {
        fail "no executable usr/games/$game"
        continue
    }
    want="$game $version"
    got=$(QT_QPA_PLATFORM=offscreen "$bin" --version 2>&1) || fail "$game --version failed: $got"
    [ "$got" = "$want" ] || fail "$game --version (offscreen) says '$got', not '$want'"
    got=$(env -u QT_QPA_PLATFORM -u DISPLAY -u WAYLAND_DISPLAY "$bin" --version 2>&1) ||
        fail "$game --version without a display failed: $got"
    [ "$got" = "$want" ] || fail "$game --version (no display) says '$got', not '$want'"
done

share=$root/usr/share
for f in applications/$id.desktop metainfo/$id.metainfo.xml \
    icons/hicolor/scalable/apps/$id.svg man/man6/rummy.6.gz man/man6/rummy-cli.6.gz \
    doc/rummy/copyright doc/rummy/changelog.Debian.gz; do
    [ -s "$share/$f" ] || fail "usr/share/$f is missing"
done
for size in 16 22 24 32 48 64 128 256 512; do
    png=$share/icons/hicolor/${size}x$size/apps/$id.png
    # A PNG's width and height are the big-endian words at bytes 16 and 20.
    dims=$(od -An -tu1 -j16 -N8 "$png" 2>/dev/null | awk '{print $3*256+$4 "x" $7*256+$8}')
    [ "$dims" = "${size}x$size" ] || fail "icon ${size}x$size is '$dims'"
done
depends=$(dpkg-deb -f "$deb" Depends)
case ", $depends," in
*", qt6-qpa-plugins,"*) ;;
*) fail "Depends lacks qt6-qpa-plugins: $depends" ;;
esac
case "$depends" in
*libqt6widgets6*) ;;
*) fail "Depends lacks the Qt libraries (shlibdeps): $depends" ;;
esac
[ "$(dpkg-deb -f "$deb" Section)" = games ] || fail "Section is not games"

[ $failed = 0 ] && echo "ok: $deb unpacked into $root, rummy and rummy-cli say '$version'"
exit $failed

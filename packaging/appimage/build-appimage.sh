#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds Rummy-<version>-x86_64.AppImage with linuxdeploy and its Qt plugin, which copy the Qt
# libraries and plugins (platforms, image formats, Wayland) the game needs into the AppDir.
# Run from anywhere; the result lands in the current directory. See packaging/README.md.
#
# Needs: the build dependencies of ./build.sh, and linuxdeploy-x86_64.AppImage and
# linuxdeploy-plugin-qt-x86_64.AppImage on PATH or in $LINUXDEPLOY_DIR (downloaded from
# https://github.com/linuxdeploy/linuxdeploy/releases and
#  https://github.com/linuxdeploy/linuxdeploy-plugin-qt/releases; this script downloads nothing).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
WORK=${APPIMAGE_WORK:-$ROOT/build-appimage}
TOOLS=${LINUXDEPLOY_DIR:-}
ID=org.rummygame.rummy

tool() {
    if [[ -n $TOOLS && -x $TOOLS/$1 ]]; then
        echo "$TOOLS/$1"
    elif command -v "$1" >/dev/null 2>&1; then
        command -v "$1"
    else
        echo "build-appimage.sh: $1 not found (set LINUXDEPLOY_DIR)" >&2
        exit 1
    fi
}
linuxdeploy=$(tool linuxdeploy-x86_64.AppImage)
tool linuxdeploy-plugin-qt-x86_64.AppImage >/dev/null
# linuxdeploy finds its plugins next to itself or on PATH.
export PATH="$(dirname "$linuxdeploy"):$PATH"

# Inside an AppImage the usual prefix is /usr with the games in usr/bin, where AppRun looks.
cmake -S "$ROOT" -B "$WORK/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX=/usr -DRUMMY_INSTALL_GAMESDIR=bin \
    -DRUMMY_BUILD_TESTS=OFF -DRUMMY_BUILD_BENCH=OFF
cmake --build "$WORK/build"
rm -rf "$WORK/AppDir"
DESTDIR="$WORK/AppDir" cmake --install "$WORK/build"

# The Qt plugin asks qmake where Qt lives; Debian installs Qt 6's qmake as qmake6.
export QMAKE=${QMAKE:-$(command -v qmake6 || echo /usr/lib/qt6/bin/qmake)}
# Wayland as well as X11 (xcb, which the plugin always deploys); QtSvg, which the game links,
# named so that its image-format and icon-engine plugins come along too.
export EXTRA_PLATFORM_PLUGINS=${EXTRA_PLATFORM_PLUGINS:-libqwayland-generic.so}
export EXTRA_QT_MODULES=${EXTRA_QT_MODULES:-svg}
export VERSION=${VERSION:-$(sed -n 's/^project(rummy VERSION \([0-9.]*\).*/\1/p' "$ROOT/CMakeLists.txt")}
"$linuxdeploy" --appdir "$WORK/AppDir" --plugin qt --output appimage \
    --desktop-file "$WORK/AppDir/usr/share/applications/$ID.desktop" \
    --icon-file "$WORK/AppDir/usr/share/icons/hicolor/256x256/apps/$ID.png"

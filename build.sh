#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# One entry point for newcomers and CI alike: installs the Debian packages the project needs
# (only those that are missing), configures, builds, and then plays or tests.
#
#   ./build.sh play     build and launch the game
#   ./build.sh test     build and run the whole test suite
#   ./build.sh build    configure and build only
#   ./build.sh package  build, then make the DEB, RPM and TGZ packages and lint the .deb
#   ./build.sh help     this text
#
# Environment:
#   BUILD_DIR            build directory (default: build, relative to the repository root)
#   CI                   when set (and not "false"/"0"), warnings are errors (-DRUMMY_WERROR=ON)
#   RUMMY_WERROR         ON/OFF, overrides what CI implies
#   RUMMY_SKIP_DEPS      set to 1 to skip the package check (non-Debian systems, offline work)
#   JOBS                 parallel build jobs (default: nproc)
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$ROOT"
BUILD_DIR=${BUILD_DIR:-build}
case "$BUILD_DIR" in
/*) ;;
*) BUILD_DIR="$ROOT/$BUILD_DIR" ;;
esac

# What a bare Debian 12 needs. qt6-base-dev already pulls in what find_package(Qt6 Gui) requires
# (libgl-dev, libglx-dev, libopengl-dev, libvulkan-dev); XKB is optional for Qt's CMake config, so
# libxkbcommon-dev is not listed. On Debian 12 the Qt SVG development package is qt6-svg-dev.
# qt6-qpa-plugins (the xcb platform the game runs on) is named although qt6-base-dev pulls it in:
# the game needs it at run time. xvfb, xauth and imagemagick (import, identify) are for the
# screenshot tests of the desktop game, fonts-dejavu-core so that a bare machine draws text,
# clang-format for the style check. fonts-noto-core draws Devanagari, Bengali, Tamil and Telugu
# (the translations and the Hindi screenshot); qt6-translations-l10n is Qt's own translations
# (file dialogs and Qt's other texts in German, French and Spanish).
PACKAGES=(
    cmake
    ninja-build
    g++
    pkg-config
    qt6-base-dev
    qt6-svg-dev
    qt6-tools-dev
    qt6-tools-dev-tools
    qt6-l10n-tools
    libgl-dev
    qt6-qpa-plugins
    fonts-dejavu-core
    fonts-noto-core
    qt6-translations-l10n
    xvfb
    xauth
    imagemagick
    clang-format
)
# The packaging tests (tests/packaging/) run the validators and lintian, and make a .deb with
# dpkg-shlibdeps (dpkg-dev); ./build.sh package also makes the RPM (rpmbuild, in rpm).
TEST_PACKAGES=(lintian desktop-file-utils appstream dpkg-dev)
PACKAGE_PACKAGES=("${TEST_PACKAGES[@]}" rpm)

say() { printf '==> %s\n' "$*"; }
die() {
    printf 'build.sh: error: %s\n' "$*" >&2
    exit 1
}

usage() {
    cat <<'EOF'
Usage: ./build.sh COMMAND

Commands:
  play    install missing packages, configure, build, then launch the game
          (build/bin/rummy; until the desktop game exists, a rummy-cli demo)
  test    install missing packages, configure, build, run the whole test suite (CTest)
  build   configure and build only (no package installation)
  package install missing packages, build, then make the DEB, RPM and TGZ packages
          into build/packages/ (CPack) and check the .deb with lintian
  help    show this text

Environment:
  BUILD_DIR=DIR      build directory (default: build)
  CI=true            treat compiler warnings as errors (-DRUMMY_WERROR=ON)
  RUMMY_WERROR=ON    same, without CI; OFF to force it off
  RUMMY_SKIP_DEPS=1  do not check or install Debian packages
  JOBS=N             parallel build jobs (default: number of cores)

Packages are installed with apt-get, and only when missing; root or sudo is needed then.
EOF
}

is_installed() {
    local status
    status=$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null) || return 1
    [[ $status == "install ok installed" ]]
}

install_deps() {
    if [[ ${RUMMY_SKIP_DEPS:-0} == 1 ]]; then
        say "Skipping the package check (RUMMY_SKIP_DEPS=1)"
        return
    fi
    if ! command -v dpkg-query >/dev/null 2>&1; then
        say "Not a Debian system: install the equivalents of these yourself: ${PACKAGES[*]} $*"
        return
    fi

    local missing=() p
    for p in "${PACKAGES[@]}" "$@"; do
        is_installed "$p" || missing+=("$p")
    done
    if ((${#missing[@]} == 0)); then
        say "All required packages are installed"
        return
    fi

    local as_root=()
    if ((EUID != 0)); then
        command -v sudo >/dev/null 2>&1 ||
            die "missing packages (${missing[*]}) and neither root nor sudo to install them;" \
                "run: apt-get install ${missing[*]} as root"
        # Without a terminal sudo cannot ask for a password: fail instead of hanging.
        if [[ -t 0 ]]; then as_root=(sudo); else as_root=(sudo -n); fi
    fi

    local log
    log=$(mktemp "${TMPDIR:-/tmp}/rummy-apt.XXXXXX.log")
    say "Installing missing packages: ${missing[*]} (log: $log)"
    local apt=("${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q -y
        -o DPkg::Lock::Timeout=300)
    if ! "${apt[@]}" update >"$log" 2>&1 ||
        ! "${apt[@]}" install --no-install-recommends "${missing[@]}" >>"$log" 2>&1; then
        echo "---- last lines of $log ----" >&2
        tail -n 40 "$log" >&2
        die "package installation failed (full log: $log)"
    fi
    for p in "${missing[@]}"; do
        is_installed "$p" || die "package $p is still not installed after apt-get (log: $log)"
    done
    rm -f "$log"
}

werror_setting() {
    if [[ -n ${RUMMY_WERROR:-} ]]; then
        echo "$RUMMY_WERROR"
    elif [[ -n ${CI:-} && ${CI,,} != false && $CI != 0 ]]; then
        echo ON
    else
        echo OFF
    fi
}

configure() {
    local cache="$BUILD_DIR/CMakeCache.txt"
    if [[ -f $cache ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$cache"; then
        die "$BUILD_DIR was configured with another generator; remove it or set BUILD_DIR"
    fi
    local werror
    werror=$(werror_setting)
    say "Configuring in $BUILD_DIR (Release, RUMMY_WERROR=$werror)"
    mkdir -p "$BUILD_DIR"
    local log="$BUILD_DIR/configure.log"
    cmake -S "$ROOT" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DRUMMY_WERROR="$werror" >"$log" 2>&1 || {
        cat "$log" >&2
        die "cmake configure failed (log: $log)"
    }
}

build() {
    configure
    say "Building"
    cmake --build "$BUILD_DIR" -j"${JOBS:-$(nproc)}"
}

run_tests() {
    say "Running the test suite"
    # --no-tests=error: an empty suite is a broken build, not a green one.
    ctest --test-dir "$BUILD_DIR" --output-on-failure -j2 --no-tests=error
}

# The packages come from the tree just built: its flags already carry Debian's hardening
# (packaging/hardening.cmake), so a second build only for packaging would compile the same.
make_packages() {
    local out="$BUILD_DIR/packages"
    say "Making the packages into $out"
    rm -rf "$out"
    cpack --config "$BUILD_DIR/CPackConfig.cmake" -B "$out" || die "cpack failed"
    local deb
    for deb in "$out"/*.deb; do
        [[ -f $deb ]] || die "cpack made no .deb"
        if ! command -v lintian >/dev/null 2>&1; then
            say "lintian is missing: $deb was not checked"
            continue
        fi
        say "lintian $deb"
        lintian --fail-on error,warning --display-info "$deb" || die "lintian rejects $deb"
    done
    say "Packages:"
    ls -l "$out"/*.deb "$out"/*.rpm "$out"/*.tar.gz 2>/dev/null || true
}

random_seed() {
    od -An -N4 -tu4 /dev/urandom 2>/dev/null | tr -d ' ' || echo $((RANDOM * 32768 + RANDOM))
}

play() {
    local game="$BUILD_DIR/bin/rummy" cli="$BUILD_DIR/bin/rummy-cli"
    if [[ -x $game ]]; then
        if [[ -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} && -z ${QT_QPA_PLATFORM:-} ]]; then
            say "No display found (DISPLAY/WAYLAND_DISPLAY unset); the game needs a desktop session"
        fi
        say "Launching $game"
        exec "$game" "$@"
    fi
    [[ -x $cli ]] || die "neither $game nor $cli was built"

    # Until the desktop game exists, show what the engine already does.
    local seed
    seed=$(random_seed)
    say "The desktop game is not built yet; here is the engine at work through rummy-cli."
    say "A deal: rummy-cli deal --seed $seed"
    "$cli" deal --seed "$seed"
    echo
    # 3H-6H pure; JC 7D KC impure (7D is wild and stands for QC); 9S 9H 9C set; QS QD JK set.
    local valid=(3H 4H 5H 6H JC 7D KC 9S 9H 9C QS QD JK)
    say "A winning hand (wild rank 7): rummy-cli eval --wild 7 ${valid[*]}"
    "$cli" eval --wild 7 "${valid[@]}"
    echo
    # 5S-7S pure; 9D 3C JD impure (3C is wild); KD KH KC set: only 2C 4H 9H AH count.
    local losing=(5S 6S 7S 9D 3C JD KD KH KC 2C 4H 9H AH)
    say "A losing hand (wild rank 3): rummy-cli eval --wild 3 ${losing[*]}"
    "$cli" eval --wild 3 "${losing[@]}"
    echo
    say "More: $cli --help"
}

main() {
    local cmd=${1:-help}
    if (($# > 0)); then shift; fi
    case "$cmd" in
    play)
        install_deps
        build
        play "$@"
        ;;
    test)
        install_deps "${TEST_PACKAGES[@]}"
        build
        run_tests
        ;;
    package)
        install_deps "${PACKAGE_PACKAGES[@]}"
        build
        make_packages
        ;;
    build) build ;;
    help | -h | --help) usage ;;
    *)
        usage >&2
        exit 2
        ;;
    esac
}

# Sourcing the script (for testing its functions) defines them without running anything.
if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
    main "$@"
fi

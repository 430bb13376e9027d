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
#   ./build.sh sanitize build in build-sanitize/ with ASan and UBSan, run the whole test suite
#   ./build.sh tsan     build without Qt in build-tsan/ with TSan, run the threaded arena and
#                       the solver from several threads
#   ./build.sh help     this text
#
# Environment:
#   BUILD_DIR            build directory (default: build, relative to the repository root;
#                        sanitize and tsan use build-sanitize and build-tsan, BUILD_DIR aside)
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
# (file dialogs and Qt's other texts in German, French and Spanish). qt6-multimedia-dev plays the
# table's sound effects (QSoundEffect).
PACKAGES=(
    cmake
    ninja-build
    g++
    pkg-config
    qt6-base-dev
    qt6-svg-dev
    qt6-multimedia-dev
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
# ./build.sh tsan builds without Qt: the compiler (whose package brings the sanitizer runtimes),
# the build tools, and clang-format for the style check that runs there too.
NOQT_PACKAGES=(cmake ninja-build g++ clang-format)
# ./build.sh fuzz: Clang and its runtimes (libFuzzer, the sanitizers), and Qt's Core and Gui for
# the harnesses of the desktop's settings and statistics files (no desktop game is built).
FUZZ_PACKAGES=(cmake ninja-build clang libclang-rt-14-dev clang-format qt6-base-dev libgl-dev)
FUZZ_HARNESSES=(cards moves records deal_codes json bot_protocol settings stats)

# The sanitizer runs. halt_on_error: the first report ends the process with an error, so the
# test fails (the code is also built with -fno-sanitize-recover=all). LeakSanitizer stays on;
# tests/sanitizer/lsan.supp names each known leak it is told to pass over, and why.
SANITIZER_DIR=$ROOT/tests/sanitizer
ASAN_ENV=(
    ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:check_initialization_order=1:strict_init_order=1:detect_stack_use_after_return=1
    UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
    "LSAN_OPTIONS=suppressions=$SANITIZER_DIR/lsan.supp:print_suppressions=0"
    # Qt Test ends a test function after 300 s, a limit meant for hangs. Under ASan the heaviest
    # functions run 5 to 14 times slower than in Release (10,000 random games took 275 s in CI,
    # 20 s in Release), so the sanitize run allows 15 minutes; CTest's own limits still apply.
    QTEST_FUNCTION_TIMEOUT=900000
)
TSAN_ENV=(TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1)
# CTest labels the sanitize run leaves out, each run by the normal ./build.sh test: "packaging"
# makes and lints a .deb of the tree just built, which a sanitizer build (no hardening flags, ASan
# runtime) is not meant to be; "screenshots" photographs the real game under xvfb-run (its
# picture is the point, not the memory); "format" reads the sources with clang-format, which
# says the same in every tree; "kill" kills the real game at moments chosen by the clock, which
# a sanitized game, several times slower, reaches too seldom (the saves it resumes are checked
# under the sanitizers by test_autosave, test_saves and test_stats_once).
SANITIZE_EXCLUDE_LABELS='packaging|screenshots|format|kill'
# The TSan run leaves out the same checks of the sources, and the soak (below).
TSAN_EXCLUDE_LABELS='soak|format'


say() { printf '==> %s\n' "$*"; }
die() {
    printf 'build.sh: error: %s\n' "$*" >&2
    exit 1
}

usage() {
    cat <<'EOF'
Usage: ./build.sh COMMAND

Commands:
  play     install missing packages, configure, build, then launch the game
           (build/bin/rummy; until the desktop game exists, a rummy-cli demo)
  test     install missing packages, configure, build, run the whole test suite (CTest)
  build    configure and build only (no package installation)
  package  install missing packages, build, then make the DEB, RPM and TGZ packages
           into build/packages/ (CPack) and check the .deb with lintian
  sanitize install missing packages, build everything but the benchmarks in build-sanitize/
           with AddressSanitizer and UndefinedBehaviorSanitizer
           (-DRUMMY_SANITIZE=address,undefined, RelWithDebInfo) and run the test suite there;
           the first report fails its test (the packaging, screenshot, format and kill
           tests are left out; long corpora run a sixteenth of their seeds)
  tsan     build in build-tsan/ without Qt (-DRUMMY_DESKTOP=OFF) with ThreadSanitizer
           (-DRUMMY_SANITIZE=thread) and run the threaded arena (rummy-cli simulate
           --threads 2, points and pool 101) and the solver from 4 threads (solver_threads)
           under it, then the no-Qt test suite
  fuzz [SECONDS]
           build the libFuzzer harnesses alone with Clang, AddressSanitizer and UBSan in
           build-fuzz/ (no desktop game; Qt Core for the settings and statistics
           harnesses) and run each for SECONDS (default 60) from its corpus
           (tests/fuzz/corpus/NAME), two at a time; a crash stops with the input saved
           in build-fuzz/artifacts/ (docs/fuzzing.md)
  help     show this text

Environment:
  BUILD_DIR=DIR      build directory of play, test, build and package (default: build)
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

# The project's packages (PACKAGES) and those named as arguments.
install_deps() {
    install_packages "${PACKAGES[@]}" "$@"
}

# Installs those of the named packages that are missing.
install_packages() {
    if [[ ${RUMMY_SKIP_DEPS:-0} == 1 ]]; then
        say "Skipping the package check (RUMMY_SKIP_DEPS=1)"
        return
    fi
    if ! command -v dpkg-query >/dev/null 2>&1; then
        say "Not a Debian system: install the equivalents of these yourself: $*"
        return
    fi

    local missing=() p
    for p in "$@"; do
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

# configure [DIR BUILD_TYPE [CMAKE_ARG...]]: the main tree (BUILD_DIR, Release) by default.
configure() {
    local dir=${1:-$BUILD_DIR} type=${2:-Release}
    if (($# >= 2)); then shift 2; else set --; fi
    local cache="$dir/CMakeCache.txt"
    if [[ -f $cache ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$cache"; then
        die "$dir was configured with another generator; remove it or set BUILD_DIR"
    fi
    local werror
    werror=$(werror_setting)
    say "Configuring in $dir ($type, RUMMY_WERROR=$werror${*:+, $*})"
    mkdir -p "$dir"
    local log="$dir/configure.log"
    cmake -S "$ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE="$type" \
        -DRUMMY_WERROR="$werror" "$@" >"$log" 2>&1 || {
        cat "$log" >&2
        die "cmake configure failed (log: $log)"
    }
}

# build [DIR BUILD_TYPE [CMAKE_ARG...]]: configure as above, then build every target.
build() {
    configure "$@"
    say "Building"
    cmake --build "${1:-$BUILD_DIR}" -j"${JOBS:-$(nproc)}"
}

# run_tests [DIR [CTEST_ARG...]]
run_tests() {
    local dir=${1:-$BUILD_DIR}
    if (($# > 0)); then shift; fi
    say "Running the test suite${*:+ ($*)}"
    # --no-tests=error: an empty suite is a broken build, not a green one.
    ctest --test-dir "$dir" --output-on-failure -j2 --no-tests=error "$@"
}

# RelWithDebInfo: -O2 keeps the heavy suites (10,000 random games, 10,000 bot deals) within
# CI's time under the sanitizers, where -O0 would make them several times slower; -g with
# -fno-omit-frame-pointer gives reports with file and line. The NDEBUG it brings costs
# nothing here: the project's code has no assert() (its checks are tests and error returns).
# No benchmarks (they print figures; the soak, which is a test, is built with the tests).
sanitize() {
    local dir=$ROOT/build-sanitize
    build "$dir" RelWithDebInfo -DRUMMY_SANITIZE=address,undefined -DRUMMY_BUILD_BENCH=OFF
    say "Sanitizer options: ${ASAN_ENV[*]}"
    env "${ASAN_ENV[@]}" ctest --test-dir "$dir" --output-on-failure -j2 --no-tests=error \
        --label-exclude "$SANITIZE_EXCLUDE_LABELS" || die "the test suite fails under ASan/UBSan"
}

# Each harness for SECONDS from a copy of its corpus (new inputs go to the copy; the repository's
# corpus is read only), two at a time on a machine of two cores or more. A crash, a sanitizer
# report, a leak or a timeout ends the run with the input in build-fuzz/artifacts/;
# tests/fuzz/corpus/NAME/ is where it then belongs, as a test. Only the harnesses are built.
fuzz() {
    local seconds=${1:-60}
    [[ $seconds =~ ^[0-9]+$ ]] || die "fuzz SECONDS: a whole number, not '$seconds'"
    local dir=$ROOT/build-fuzz
    CC=clang CXX=clang++ configure "$dir" RelWithDebInfo -DRUMMY_FUZZ=ON \
        -DRUMMY_SANITIZE=address,undefined -DRUMMY_DESKTOP=OFF -DRUMMY_BUILD_BENCH=OFF
    say "Building the fuzz harnesses"
    cmake --build "$dir" -j"${JOBS:-$(nproc)}" --target "${FUZZ_HARNESSES[@]/#/fuzz_}"
    mkdir -p "$dir/artifacts"
    local parallel=$(($(nproc) >= 2 ? 2 : 1))
    local name pids=() names=() failed=()
    for name in "${FUZZ_HARNESSES[@]}"; do
        say "Fuzzing $name for ${seconds}s"
        fuzz_one "$dir" "$name" "$seconds" &
        pids+=($!)
        names+=("$name")
        if ((${#pids[@]} == parallel)); then
            fuzz_wait || true
        fi
    done
    while ((${#pids[@]})); do fuzz_wait || true; done
    ((${#failed[@]} == 0)) || die "fuzzing found a problem in: ${failed[*]} (inputs in $dir/artifacts/)"
}

# One harness: its log in build-fuzz/fuzz-NAME.log, its summary on one line.
fuzz_one() {
    local dir=$1 name=$2 seconds=$3
    local work=$dir/corpus/$name log=$dir/fuzz-$name.log
    mkdir -p "$work"
    if ! env "${ASAN_ENV[@]}" "$dir/bin/fuzz_$name" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$dir/artifacts/$name-" "$work" "$ROOT/tests/fuzz/corpus/$name" \
        >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        printf 'build.sh: error: fuzz_%s found a problem (log %s)\n' "$name" "$log" >&2
        return 1
    fi
    say "  $name: $(grep -m1 'stat::number_of_executed_units' "$log" | grep -o '[0-9]*$')" \
        "executions, $(find "$work" -type f | wc -l) inputs in the corpus"
}

# Waits for the oldest harness of fuzz()'s pids, noting its name in failed when it failed.
fuzz_wait() {
    local status=0
    wait "${pids[0]}" || status=$?
    ((status == 0)) || failed+=("${names[0]}")
    pids=("${pids[@]:1}")
    names=("${names[@]:1}")
    return $status
}

# The no-Qt configuration under ThreadSanitizer: CMAKE_DISABLE_FIND_PACKAGE_Qt6 makes the
# configure fail if anything still looks for Qt, so this also keeps -DRUMMY_DESKTOP=OFF honest.
tsan() {
    local dir=$ROOT/build-tsan
    build "$dir" RelWithDebInfo -DRUMMY_SANITIZE=thread -DRUMMY_DESKTOP=OFF \
        -DRUMMY_BUILD_BENCH=OFF -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON --no-warn-unused-cli
    local cli=$dir/bin/rummy-cli
    export "${TSAN_ENV[@]}"
    say "TSan: ${TSAN_ENV[*]}"
    local run
    local runs=(
        "simulate --deals 600 --players 3 --seats hard,medium,easy --threads 2 --seed 5"
        "simulate --deals 300 --players 3 --seats hard,medium,easy --format pool101 --threads 2 --seed 5"
    )
    for run in "${runs[@]}"; do
        say "rummy-cli $run"
        # shellcheck disable=SC2086 # the words of the run are the arguments
        "$cli" $run >"$dir/tsan-arena.json" || die "rummy-cli $run fails under TSan"
        say "  $(head -c 160 "$dir/tsan-arena.json")..."
    done
    # The suite of the no-Qt build: solver_threads (the solver from 4 threads against one) and
    # the fuzz corpora. The soak (label soak) is left out: it plays on one thread, where TSan has
    # nothing to find and would only slow it down; the sanitize run has it under ASan and UBSan.
    # So is the format check, which the Release suite runs.
    run_tests "$dir" --label-exclude "$TSAN_EXCLUDE_LABELS"
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
    sanitize)
        install_deps "${TEST_PACKAGES[@]}"
        sanitize
        ;;
    tsan)
        install_packages "${NOQT_PACKAGES[@]}"
        tsan
        ;;
    fuzz)
        install_packages "${FUZZ_PACKAGES[@]}"
        fuzz "$@"
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

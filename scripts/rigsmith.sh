#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# One entry point for a fresh Debian 12 machine:
#   scripts/rigsmith.sh run [FILE]   install what is missing, build, start the app
#   scripts/rigsmith.sh test         install what is missing, build, run the whole suite headless
# Both are idempotent: a second run installs nothing and rebuilds only what changed.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="${RIGSMITH_BUILD_DIR:-$root/build}"
verb="${1:-}"
[ $# -gt 0 ] && shift

install_packages() {
    local wanted missing=()
    wanted=$(grep -Ev '^\s*(#|$)' "$root/scripts/debian-packages.txt")
    for p in $wanted; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "Installing: ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build_all() {
    if [ ! -f "$build/CMakeCache.txt" ]; then
        cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
    fi
    cmake --build "$build" --parallel "$(nproc)"
}

case "$verb" in
run)
    install_packages
    build_all
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
        echo "No display found: run this from a desktop session (or under xvfb-run)." >&2
        exit 1
    fi
    exec "$build/bin/rigsmith" "$@"
    ;;
test)
    install_packages
    build_all
    export QT_QPA_PLATFORM=offscreen
    # Benchmarks first, with their figures shown (they never fail on time), then the suite.
    ctest --test-dir "$build" -L benchmark --output-on-failure -V | grep -E '^[0-9]+: BENCH' || true
    ctest --test-dir "$build" -LE benchmark --output-on-failure --parallel "$(nproc)" "$@"
    ;;
*)
    echo "usage: $0 run [FILE] | test" >&2
    exit 2
    ;;
esac

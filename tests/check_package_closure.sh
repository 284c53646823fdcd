#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Does installing the package list on a fresh Debian 12 (apt-get install --no-install-recommends)
# bring every CMake package the configured build used? For each <Name>_DIR in the build's
# CMakeCache.txt, the Debian package that owns the directory's <Name>Config.cmake (or, without one,
# the directory) must be in the list's dependency closure without recommends, computed from the
# package index (apt-cache depends --recurse), never from what this machine happens to have.
#   check_package_closure.sh CMAKECACHE LIST                   exit 0 covered, 1 missing (named)
#   check_package_closure.sh --without PKG CMAKECACHE LIST     the list less PKG must miss PKG
# Exit 77 (a skipped test) when the package index is not there to ask (run apt-get update).
set -u
without=""
if [ "${1:-}" = "--without" ]; then without=$2; shift 2; fi
cache=${1:?CMakeCache.txt}
list=${2:?package list}
[ -f "$cache" ] || { echo "no $cache: configure first" >&2; exit 2; }
[ -f "$list" ] || { echo "no $list" >&2; exit 2; }

wanted=$(grep -Ev '^\s*(#|$)' "$list" | grep -vx -- "$without" | tr '\n' ' ')
closure=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances $wanted 2>/dev/null | grep -v '^ ' | sed 's/:.*//' | sort -u)
if [ -z "$closure" ]; then
    echo "SKIP: apt-cache gave no dependency closure (no package index: run apt-get update)"
    exit 77
fi

owners_of() { # the packages that own a path, one a line
    dpkg-query -S "$1" 2>/dev/null | head -1 | sed 's/: .*//' | tr ',' '\n' | sed 's/^ *//; s/:.*//'
}

missing=0
checked=0
while IFS='=' read -r key dir; do
    name=${key%%_DIR:PATH}
    [ -d "$dir" ] || continue
    config=""
    for f in "$dir/${name}Config.cmake" "$dir/$(echo "$name" | tr 'A-Z' 'a-z')-config.cmake"; do
        [ -f "$f" ] && { config=$f; break; }
    done
    owners=$(owners_of "${config:-$dir}")
    [ -n "$owners" ] || continue # not from a package (built by hand): nothing to install
    checked=$((checked + 1))
    covered=0
    for owner in $owners; do
        printf '%s\n' "$closure" | grep -qx -- "$owner" && covered=1
    done
    if [ "$covered" = 0 ]; then
        echo "MISSING: $(echo $owners | tr ' ' ',') (owns ${config:-$dir}) is not installed by the list"
        missing=1
    fi
done < <(grep -E '^[A-Za-z0-9_]+_DIR:PATH=/' "$cache")

if [ -n "$without" ]; then
    if [ "$missing" = 1 ]; then
        echo "as expected: without $without the list misses a package the build needs"
        exit 0
    fi
    echo "FAIL: the list without $without still covers the build: the check would not notice"
    exit 1
fi
[ "$missing" = 0 ] && echo "the package list covers all $checked CMake packages the build found"
exit $missing

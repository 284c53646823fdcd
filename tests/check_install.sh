#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# An installed Rigsmith runs on its own: no path back into the source or build tree.
#   check_install.sh tree SOURCE_DIR BUILD_DIR   cmake --install, then the tree copied elsewhere
#   check_install.sh deb  SOURCE_DIR BUILD_DIR   cpack -G DEB, unpacked with dpkg-deb -x
# The copy runs rigsmith-cli catalog and validate and rigsmith --screenshot in a mount namespace
# where the source and build folders are hidden under empty tmpfs mounts. Exit 77 (skipped) where
# this machine cannot make such a namespace (unshare needs root).
set -euo pipefail
mode=$1 src=$(realpath "$2") build=$(realpath "$3")
tmp=$(mktemp -d /tmp/rigsmith-install-check.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

case "$mode" in
tree)
    cmake --install "$build" --prefix "$tmp/stage" --strip >/dev/null
    cp -a "$tmp/stage" "$tmp/moved" # relocated: nothing may depend on the prefix it was built for
    rm -rf "$tmp/stage"
    root=$tmp/moved
    ;;
deb)
    (cd "$build" && cpack -G DEB -B "$tmp/cpack" >/dev/null)
    deb=$(ls "$tmp"/cpack/*.deb)
    echo "package: $(basename "$deb")"
    dpkg-deb -x "$deb" "$tmp/unpacked"
    root=$tmp/unpacked/usr
    # Depends names the package of every shared library the executables load.
    depends=$(dpkg-deb -f "$deb" Depends)
    echo "Depends: $depends"
    for bin in "$root"/bin/*; do
        for lib in $(objdump -p "$bin" | awk '/NEEDED/ {print $2}'); do
            # awk reads ldconfig's whole list (no early exit): under pipefail, a reader that stops
            # early can kill the writer with SIGPIPE and end the script without a word.
            path=$(ldconfig -p | awk -v l="$lib" '$1 == l && /x86-64|x86_64/ && !p {p = $NF} END {print p}')
            [ -n "$path" ] || path=$(ldconfig -p | awk -v l="$lib" '$1 == l && !p {p = $NF} END {print p}')
            [ -n "$path" ] || fail "$lib (needed by $(basename "$bin")) is not on this machine"
            # /lib and /usr/lib are one folder on Debian 12; dpkg knows a file by either name.
            owner=$( (dpkg-query -S "$path" || dpkg-query -S "$(realpath "$path")") 2>/dev/null |
                head -1 | cut -d: -f1 || true)
            [ -n "$owner" ] || fail "no package owns $path"
            grep -qx "$owner" <<<"$(printf '%s\n' "$depends" | tr ',' '\n' | sed 's/^ *//; s/ .*//')" ||
                fail "$(basename "$bin") needs $lib from $owner, which Depends does not name"
        done
    done
    ;;
*) echo "usage: $0 tree|deb SOURCE_DIR BUILD_DIR" >&2; exit 2 ;;
esac

for f in bin/rigsmith bin/rigsmith-cli share/rigsmith/rigsmith-catalog.sqlite \
    share/applications/org.rigsmith.Rigsmith.desktop share/metainfo/org.rigsmith.Rigsmith.metainfo.xml \
    share/icons/hicolor/scalable/apps/org.rigsmith.Rigsmith.svg share/mime/packages/org.rigsmith.Rigsmith.xml; do
    [ -e "$root/$f" ] || fail "$f is not installed"
done
cp "$src/resources/builds/guide-4x-blower.rigsmith" "$tmp/box.rigsmith"
mkdir -p "$tmp/home" && chmod 700 "$tmp/home"

if ! unshare -m true 2>/dev/null; then
    echo "SKIP: cannot make a mount namespace here (unshare -m needs root)"
    exit 77
fi
hide="mount -t tmpfs none '$src'"
case "$build/" in "$src"/*) ;; *) hide="$hide && mount -t tmpfs none '$build'" ;; esac
unshare -m --propagation private bash -c "$hide && cd '$tmp' && exec env -i PATH=/usr/bin:/bin \
    HOME='$tmp/home' XDG_CONFIG_HOME='$tmp/home/config' XDG_DATA_HOME='$tmp/home/data' \
    XDG_RUNTIME_DIR='$tmp/home' QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 RIGSMITH_NO_DIALOGS=1 \
    bash -c '
        set -e
        [ ! -e \"$src/CMakeLists.txt\" ] || { echo \"FAIL: the source tree is still in reach\"; exit 1; }
        \"$root/bin/rigsmith-cli\" catalog > catalog.txt
        grep -q \"$root/share/rigsmith/rigsmith-catalog.sqlite\" catalog.txt ||
            { echo \"FAIL: the catalog is not the installed one:\"; cat catalog.txt; exit 1; }
        set +e
        \"$root/bin/rigsmith-cli\" validate box.rigsmith > validate.txt
        status=\$?
        set -e
        [ \$status -le 1 ] || { echo \"FAIL: validate exited \$status\"; cat validate.txt; exit 1; }
        grep -q POWER validate.txt || { echo \"FAIL: validate found nothing\"; cat validate.txt; exit 1; }
        \"$root/bin/rigsmith\" --screenshot shot.png box.rigsmith
        [ \$(stat -c %s shot.png) -gt 20000 ] || { echo \"FAIL: the screenshot is empty\"; exit 1; }
        echo \"ran from $root: catalog, validate (exit \$status) and a screenshot, with no source or build tree\"
    '"

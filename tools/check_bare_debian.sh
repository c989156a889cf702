#!/usr/bin/env bash
# Maintainer tool, not run in CI (it needs root, debootstrap, a Debian mirror and ~1 GB of disk):
# checks that README's Debian package list is enough to start the game on a bare Debian 12 under
# Qt's xcb platform. It builds a minbase bookworm chroot, installs ONLY python3, python3-venv and
# the README's packages (without recommends, so nothing comes in by accident), installs the
# project's wheel into a venv there and runs `mahjong-desktop --demo --screenshot` against an Xvfb
# display of the host (the chroot shares /tmp/.X11-unix).
#
#   sudo tools/check_bare_debian.sh [ROOT]     # default ROOT: /tmp/mahjong-bare-debian
#   env: MIRROR (default: the first deb.debian.org-style URI of this machine's apt sources),
#        PYTHON (to build the wheel; default python3, needs the `build` module),
#        DEBS (override the package list), DISPLAY_NUM (default 55), KEEP=1 (keep ROOT).
# Prints the ldd "not found" libraries of Qt's xcb plugin inside the chroot, and exits 0 when the
# demo wrote its screenshot (copied to $SCREENSHOT, default /tmp/bare-debian-screenshot.png).
set -euo pipefail
cd "$(dirname "$0")/.."
root=${1:-/tmp/mahjong-bare-debian}
# README "Linux" / CONTRIBUTING.md "Setting up": keep this list and their apt lines the same.
default_debs="libegl1 libgl1 libglib2.0-0 libfontconfig1 libdbus-1-3 libxkbcommon-x11-0
  libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 fonts-noto-cjk"
read -r -a debs <<<"$(echo ${DEBS:-$default_debs})"
display=:${DISPLAY_NUM:-55}
python=${PYTHON:-python3}
if [ -z "${MIRROR:-}" ]; then
  MIRROR=$( (cat /etc/apt/sources.list /etc/apt/sources.list.d/*.sources 2>/dev/null || true) \
    | grep -E '^(URIs:|deb )' | grep -oE 'https?://[^ ]+' | grep -v security | head -1)
fi
[ "$(id -u)" = 0 ] || { echo "run as root (debootstrap, chroot, mount)" >&2; exit 2; }
command -v debootstrap >/dev/null || apt-get install -y -qq debootstrap
command -v Xvfb >/dev/null || apt-get install -y -qq xvfb

work=$(mktemp -d)
"$python" -m build --wheel --outdir "$work" >/dev/null
wheel=$(ls "$work"/*.whl)

[ -x "$root/usr/bin/apt-get" ] || debootstrap --variant=minbase bookworm "$root" "$MIRROR"
xvfb_pid=""
cleanup() {
  for m in tmp/.X11-unix dev proc; do mountpoint -q "$root/$m" && umount "$root/$m"; done
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
  rm -rf "$work"
  if [ "${KEEP:-0}" != 1 ]; then rm -rf "$root"; fi
}
trap cleanup EXIT
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
mkdir -p "$root/tmp/.X11-unix" && mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
cp /etc/resolv.conf "$root/etc/resolv.conf"
# Trust what this machine trusts (a TLS-inspecting proxy's CA), so pip in the chroot reaches PyPI.
if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
  mkdir -p "$root/usr/local/share/ca-certificates"
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
fi
inside() { chroot "$root" env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin "$@"; }
inside apt-get update -qq
inside env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  python3 python3-venv ca-certificates "${debs[@]}" >/dev/null
inside update-ca-certificates >/dev/null
cp "$wheel" "$root/root/"
inside sh -c "rm -rf /opt/mj && python3 -m venv /opt/mj && /opt/mj/bin/pip install -q /root/$(basename "$wheel")"

qt=$(inside /opt/mj/bin/python -c 'import os, PySide6; print(os.path.dirname(PySide6.__file__))')
echo "libraries Qt's xcb plugin misses (none is good):"
inside bash -c "ldd $qt/Qt/plugins/platforms/libqxcb.so $qt/Qt/plugins/xcbglintegrations/*.so $qt/Qt/lib/libQt6{Core,Gui,Widgets,XcbQpa,DBus}.so.6 | grep 'not found' | sort -u" || true

if ! [ -e "/tmp/.X11-unix/X${display#:}" ]; then
  Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  sleep 2
fi
rm -f "$root/tmp/bare-debian.png"
inside env DISPLAY="$display" QT_QPA_PLATFORM=xcb QT_DEBUG_PLUGINS="${QT_DEBUG_PLUGINS:-0}" \
  timeout 300 /opt/mj/bin/mahjong-desktop --demo --seed 1 --screenshot /tmp/bare-debian.png
if [ -s "$root/tmp/bare-debian.png" ]; then
  cp "$root/tmp/bare-debian.png" "${SCREENSHOT:-/tmp/bare-debian-screenshot.png}"
  echo "OK: the game started under xcb on bare Debian 12 with: python3 python3-venv ${debs[*]}"
else
  echo "FAILED: no screenshot" >&2
  exit 1
fi

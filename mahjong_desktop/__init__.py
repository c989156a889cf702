"""Mahjong Desktop (地方麻将): regional Chinese mahjong against three computer players."""

from importlib.metadata import PackageNotFoundError, version

# The reverse-DNS id shared by the Linux menu entry (its file name), the AppStream metainfo, the
# macOS bundle identifier and the running window (Qt's desktop file name, which Wayland
# compositors use to find the entry's icon).
APP_ID = "io.github.mahjong_desktop.MahjongDesktop"

# The one version source is pyproject.toml; the installed metadata (or, in the frozen app, the
# METADATA the PyInstaller spec writes from pyproject.toml) carries it here.
try:
    __version__ = version("mahjong-desktop")
except PackageNotFoundError:  # running from a checkout that was never installed
    __version__ = "0.0.0+unknown"

"""Mahjong Desktop (地方麻将): regional Chinese mahjong against three computer players."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("mahjong-desktop")
except PackageNotFoundError:  # running from a checkout that was never installed
    __version__ = "0.0.0+unknown"

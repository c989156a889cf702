"""What the macOS app bundle says about itself, and how it is signed: one place for the spec.

The spec imports this module the way it imports ``qt_trim`` (plain Python, no PyInstaller), so the
unit tests check on Linux what a Mac build would write; nothing here can be run on a Mac from this
project's own machines.

- :data:`BUNDLE_ID`: Apple's ``CFBundleIdentifier`` allows only ``A-Z a-z 0-9 . -``, so the Mac id
  spells the project's reverse-DNS name with a hyphen. Linux keeps
  ``io.github.mahjong_desktop.MahjongDesktop`` (AppStream allows ``_``, and the menu entry, icons
  and metainfo players already installed carry that name).
- :func:`minimum_macos_version`: ``LSMinimumSystemVersion``. The bundle carries the Qt of the
  installed PySide6 wheel, whose platform tag (``macosx_13_0_universal2``, say) names the oldest
  macOS that Qt runs on. Without the key, Finder would start the app on an older Mac and Qt would
  die while loading instead of macOS saying plainly that the system is too old.
- :data:`ENTITLEMENTS` and :data:`CODESIGN_IDENTITY_VARIABLE`: PyInstaller signs every binary it
  collects with the identity and entitlements given to ``EXE`` (hardened runtime on when an
  identity is given), which is what notarisation needs; the bundle is then sealed without
  ``--deep`` (docs/building.md "macOS", release.yml).
"""

from __future__ import annotations

import importlib.metadata
import os
import platform
import re
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

BUNDLE_ID = "io.github.mahjong-desktop.MahjongDesktop"
# Apple: "The bundle ID string must contain only alphanumeric characters (A–Z, a–z, and 0–9),
# hyphens (-), and periods (.)" — reverse-DNS, so at least two parts, none empty.
APPLE_BUNDLE_ID = re.compile(r"[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")

# The wheels whose compiled code sets the floor: Qt itself comes in PySide6-Essentials (or the
# full PySide6), its Python bindings in shiboken6. The highest of their minimums wins.
QT_DISTRIBUTIONS: tuple[str, ...] = ("PySide6-Essentials", "PySide6", "shiboken6")
# Used when no installed wheel names a macOS version (PySide6 built from source, or a conda
# build, whose WHEEL file has no macosx tag): PySide6 6.8–6.11, the versions pyproject allows on
# Python 3.11, are built for macOS 12 and 13; the higher keeps a too-old Mac from starting an app
# that cannot run there. The build prints which of the two ways the value came.
FALLBACK_MINIMUM = "13.0"

ENTITLEMENTS = Path(__file__).resolve().parent / "macos" / "entitlements.plist"
# The release workflow exports the keychain identity's hash in this variable; unset or empty
# means PyInstaller's ad-hoc signature (enough to start on the build Mac, not to notarise).
CODESIGN_IDENTITY_VARIABLE = "MAHJONG_CODESIGN_IDENTITY"

_MACOS_TAG = re.compile(r"macosx_(\d+)_(\d+)_(\w+)")
# Which binary architectures a wheel's tag covers (PEP 425 / packaging.tags' macOS names).
_TAG_ARCHES: dict[str, frozenset[str]] = {
    "universal2": frozenset({"arm64", "x86_64"}),
    "universal": frozenset({"x86_64", "i386", "ppc", "ppc64"}),
    "intel": frozenset({"x86_64", "i386"}),
    "fat64": frozenset({"x86_64", "ppc64"}),
    "fat3": frozenset({"x86_64", "i386", "ppc"}),
    "fat32": frozenset({"i386", "ppc"}),
}


def is_apple_bundle_id(identifier: str) -> bool:
    """True when ``identifier`` is a CFBundleIdentifier Apple accepts."""
    return APPLE_BUNDLE_ID.fullmatch(identifier) is not None


def minimum_from_tags(tags: Iterable[str], machine: str) -> str | None:
    """The oldest macOS the tags allow on ``machine`` ("arm64" or "x86_64"), as "13.0"; None when
    no tag is a macOS one for that machine. A tag may be compressed (``a.b`` platform parts) and
    a WHEEL file may list several; the highest minimum among those that fit is the floor."""
    found: list[tuple[int, int]] = []
    for tag in tags:
        for major, minor, arch in _MACOS_TAG.findall(tag):
            if arch == machine or machine in _TAG_ARCHES.get(arch, frozenset()):
                found.append((int(major), int(minor)))
    if not found:
        return None
    major, minor = max(found)
    return f"{major}.{minor}"


def wheel_tags(distribution: str) -> list[str]:
    """The ``Tag:`` lines of an installed distribution's WHEEL file; [] when it is not
    installed or was not installed from a wheel."""
    try:
        text = importlib.metadata.distribution(distribution).read_text("WHEEL")
    except importlib.metadata.PackageNotFoundError:
        return []
    return [
        line.split(":", 1)[1].strip()
        for line in (text or "").splitlines()
        if line.lower().startswith("tag:")
    ]


def minimum_macos_version(
    machine: str | None = None,
    distributions: Iterable[str] = QT_DISTRIBUTIONS,
    read_tags: Callable[[str], list[str]] | None = None,
) -> tuple[str, str]:
    """``(version, where it came from)`` for LSMinimumSystemVersion: the highest minimum of the
    installed Qt wheels' macOS tags for this machine, else :data:`FALLBACK_MINIMUM`.
    ``read_tags`` defaults to :func:`wheel_tags`."""
    machine = machine or platform.machine()
    read_tags = read_tags or wheel_tags
    versions: list[tuple[tuple[int, ...], str, str]] = []
    for name in distributions:
        tags = read_tags(name)
        minimum = minimum_from_tags(tags, machine)
        if minimum is not None:
            key = tuple(int(part) for part in minimum.split("."))
            versions.append((key, minimum, f"{name} wheel tag {', '.join(tags)}"))
    if not versions:
        return FALLBACK_MINIMUM, (
            f"fallback: no installed {' / '.join(distributions)} wheel has a macOS tag for "
            f"{machine}"
        )
    # On a tie the first distribution named (Qt itself) is the one reported.
    _, minimum, source = max(versions, key=lambda found: found[0])
    return minimum, source


def codesign_identity(environ: Mapping[str, str] = os.environ) -> str | None:
    """The signing identity for PyInstaller's ``EXE(codesign_identity=...)``; None = ad hoc."""
    return environ.get(CODESIGN_IDENTITY_VARIABLE, "").strip() or None


def info_plist(version: str, minimum_system: str) -> dict[str, object]:
    """The keys the spec gives ``BUNDLE(info_plist=...)``; PyInstaller adds its own defaults
    (executable, icon, package type) under them."""
    return {
        "CFBundleName": "Mahjong Desktop",
        "CFBundleDisplayName": "Mahjong Desktop",
        "CFBundleVersion": version,
        "CFBundleShortVersionString": version,
        "LSMinimumSystemVersion": minimum_system,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "NSHighResolutionCapable": True,
        "NSHumanReadableCopyright": "GPL-3.0-or-later",
        # The languages the game speaks, so the parts of the UI that macOS itself draws
        # (standard menus and dialogs) follow a Chinese system instead of staying English.
        "CFBundleLocalizations": ["zh_CN", "en"],
        "CFBundleDevelopmentRegion": "en",
    }

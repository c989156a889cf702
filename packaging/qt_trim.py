"""Which parts of Qt the frozen game leaves out: one list for the spec and its QtGui hook.

The game draws with QtCore, QtGui and QtWidgets only. PyInstaller's Qt hooks collect every plugin of
the kinds QtGui *may* load, and the libraries those plugins link (the touch-input plugin alone pulls
in QtNetwork). The plugins are filtered in a hook, before PyInstaller follows their links, so the
libraries that only a dropped plugin needed never enter the bundle.

This module is plain Python (no PyInstaller import) so the unit tests can check it quickly.
"""

from __future__ import annotations

from collections.abc import Iterable
from fnmatch import fnmatch
from pathlib import PurePosixPath

# Plugin paths (below Qt's plugins folder; file names differ per system, hence the wildcards) that
# a windowed desktop game never loads. What stays, and why: platforms/xcb and wayland draw the
# window on Linux (offscreen serves headless runs and tests), windows/cocoa on the other systems;
# platformthemes/xdgdesktopportal gives sandbox-friendly file dialogs; platforminputcontexts let
# ibus and compose keys work; iconengines and imageformats/svg draw the desktop's icon theme in
# dialogs; the wayland-* and xcbglintegrations plugins are what the two Linux platforms load.
DROP_PLUGINS: tuple[str, ...] = (
    # framebuffer, embedded and remote-display platforms
    "platforms/*eglfs*",
    "platforms/*linuxfb*",
    "platforms/*vnc*",
    "platforms/*minimal*",
    "platforms/*vkkhrdisplay*",
    "platforms/*direct2d*",
    "egldeviceintegrations/*",  # only eglfs loads these
    "generic/*",  # evdev/tuio touch input for kiosks; tuio pulls in QtNetwork
    "platforminputcontexts/*virtualkeyboard*",  # a QtQuick keyboard
    # The GTK theme would load the system's GTK against the cairo/pango copies bundled with it,
    # a version mix that can crash on newer distributions; Qt's own style serves the game.
    "platformthemes/*gtk3*",
    # The game's images are PNG, which QtGui reads without a plugin. pdf pulls in QtPdf.
    "imageformats/*pdf*",
    "imageformats/*tiff*",
    "imageformats/*webp*",
    "imageformats/*tga*",
    "imageformats/*wbmp*",
    "imageformats/*icns*",
    "imageformats/*gif*",
    "imageformats/*jpeg*",
    "imageformats/*heif*",
    "imageformats/*jp2*",
    # kinds that belong to modules the game does not use
    "networkinformation/*",
    "tls/*",
    "qmltooling/*",
    "sqldrivers/*",
    "designer/*",
    "printsupport/*",
    "multimedia/*",
    "position/*",
    "sensors/*",
    "texttospeech/*",
)


def qt_translations_to_keep(app_languages: Iterable[str]) -> frozenset[str]:
    """Qt's own translation files worth shipping: qtbase (standard buttons such as OK/Cancel) for
    each language the game itself is translated into; the app loads ``qtbase_<lang>``."""
    return frozenset(f"qtbase_{lang}.qm" for lang in app_languages)


def qt_relative(bundle_path: str) -> PurePosixPath | None:
    """The part of a bundle path below PySide6's Qt folder, or None outside PySide6.

    Linux and macOS wheels keep Qt under ``PySide6/Qt/``; the Windows wheel puts ``plugins/`` and
    ``translations/`` straight under ``PySide6/``.
    """
    parts = PurePosixPath(bundle_path.replace("\\", "/")).parts
    if "PySide6" not in parts:
        return None
    rest = parts[parts.index("PySide6") + 1 :]
    if rest and rest[0] == "Qt":
        rest = rest[1:]
    return PurePosixPath(*rest) if rest else None


def keep(bundle_path: str, translations: frozenset[str] | None = None) -> bool:
    """Whether a file at ``bundle_path`` (e.g. ``PySide6/Qt/plugins/platforms/libqvnc.so``) stays.

    ``translations`` is the set from :func:`qt_translations_to_keep`; None keeps all of them.
    """
    rel = qt_relative(bundle_path)
    if rel is None or len(rel.parts) < 2:
        return True
    if rel.parts[0] == "plugins":
        plugin = PurePosixPath(*rel.parts[1:]).as_posix()
        return not any(fnmatch(plugin, pattern) for pattern in DROP_PLUGINS)
    if rel.parts[0] == "translations" and translations is not None:
        return rel.name in translations
    return True

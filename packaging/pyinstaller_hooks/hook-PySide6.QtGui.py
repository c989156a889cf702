"""Replaces PyInstaller's own PySide6.QtGui hook (hooks in ``hookspath`` take precedence).

It collects the same things, minus the plugins in ``qt_trim.DROP_PLUGINS``. Filtering here, rather
than in the spec afterwards, keeps out the libraries that only those plugins link (QtNetwork,
the eglfs support libraries, the GTK stack): PyInstaller follows a binary's links only for what a
hook hands it. The spec puts ``packaging/`` on ``sys.path`` so ``qt_trim`` imports.
"""

from pathlib import Path

from PyInstaller.utils.hooks.qt import add_qt6_dependencies
from qt_trim import keep

hiddenimports, _binaries, datas = add_qt6_dependencies(__file__)
# Entries are (source file, destination folder in the bundle).
binaries = [(source, dest) for source, dest in _binaries if keep(f"{dest}/{Path(source).name}")]

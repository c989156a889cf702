"""The modules the frozen app leaves out (the spec's ``excludes``), as one importable list.

The spec imports this file; ``tests/packaging/test_excludes.py`` imports every module of the game
with these modules made unimportable, exactly as in the frozen app, and reads every import
statement of the game. An exclusion that the game needs fails there, not on a player's machine:
``sqlite3`` stood here after the kept games moved to sqlite, and every packaged app died at start.
"""

from __future__ import annotations

from pathlib import Path

# The PySide6 binding modules the game imports; every other one stays out.
KEEP_QT: frozenset[str] = frozenset({"QtCore", "QtGui", "QtWidgets"})

# The big bindings by name as well, in case the full PySide6 (Addons) is installed.
KNOWN_QT_BINDINGS: frozenset[str] = frozenset({
    "Qt3DCore", "QtMultimedia", "QtNetwork", "QtQml", "QtQuick", "QtQuick3D", "QtQuickWidgets",
    "QtWebEngineCore", "QtWebEngineWidgets", "QtWebEngineQuick", "QtCharts", "QtDataVisualization",
    "QtPdf", "QtSql", "QtTest", "QtDesigner", "QtUiTools", "QtOpenGL", "QtOpenGLWidgets",
    "QtPrintSupport", "QtDBus", "QtSvg", "QtSvgWidgets", "QtXml", "QtHelp", "QtConcurrent",
})  # fmt: skip

# Standard library parts the game never imports (tkinter also drags in Tcl/Tk).
UNUSED_STDLIB: tuple[str, ...] = (
    "tkinter", "_tkinter", "unittest", "pydoc", "pydoc_data", "doctest", "lib2to3", "idlelib",
    "ensurepip", "venv", "distutils", "xmlrpc", "curses",
)  # fmt: skip

# Build-time and test-time tools that may be importable on the build machine.
BUILD_TOOLS: tuple[str, ...] = (
    "PIL", "setuptools", "pkg_resources", "pip", "pytest", "hypothesis", "PyInstaller",
)  # fmt: skip

# OpenSSL-backed hashing and TLS (libcrypto, ~5 MB): the game needs neither TLS nor digests.
# hashlib tries _hashlib and falls back to its built-in digests when it is missing.
OPENSSL: tuple[str, ...] = ("_hashlib", "_ssl", "ssl")


def installed_qt_bindings() -> set[str]:
    """The binding modules of the installed PySide6, so a newer wheel's new ones stay out too."""
    try:
        import PySide6
    except ImportError:  # the build fails later with a clearer message
        return set()
    folder = Path(PySide6.__file__).parent
    return {p.name.split(".")[0] for p in folder.glob("Qt*.*") if p.suffix != ".pyi"}


def excluded(qt_bindings: set[str]) -> list[str]:
    """Everything the spec leaves out: every PySide6 binding in ``qt_bindings`` or known by name
    but the three the game imports, and the lists above."""
    return [
        *sorted(f"PySide6.{name}" for name in (qt_bindings | KNOWN_QT_BINDINGS) - KEEP_QT),
        *UNUSED_STDLIB,
        *BUILD_TOOLS,
        *OPENSSL,
    ]

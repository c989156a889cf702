"""Which language the app speaks, and the Qt translators that make it speak it.

Source strings are English; ``resources/i18n/mahjong_zh_CN.qm`` holds the Chinese. Rule terms are
not translated here: they come from the ruleset files in both languages. Qt's own words (standard
buttons, the file dialog) come from Qt's ``qtbase_<lang>.qm``, completed by our
``qt_extra_<lang>.qm`` where Qt's leaves some in English; and the default locale follows the
language, so what Qt words through it (the file dialog's file types) does too. The file dialog's
sizes and dates Qt writes through the system's locale, which cannot be changed once read: the
game's dialogs write those through the default locale instead (``ui/shell/file_dialog.py``).
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from importlib import resources

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from mahjong_desktop.storage.settings import Language

_RESOURCES = "mahjong_desktop.resources"
# Set (to anything but "" or "0"), each switch of language prints which translations were loaded
# and how Qt's own "Cancel" reads then: the packaged app's smoke check (packaging/smoke_check.py)
# starts the frozen app in Chinese with it, to see Qt's translation load there, not only ship.
SHOW_ENV = "MAHJONG_DESKTOP_SHOW_TRANSLATIONS"
# Qt's own string asked then (context, text); not written as a literal call, which lupdate would
# take into our translation, where it would read Chinese even without Qt's.
_QT_CANCEL = ("QPlatformTheme", "Cancel")


def resolve_language(choice: Language, system: QLocale | None = None) -> str:
    """``"zh_CN"`` or ``"en"``: AUTO picks Chinese on a Chinese system, English elsewhere."""
    # Read while ``choice`` may be any Language: mypy knows that value is text, but types the
    # value of the members left after the test below as Any.
    locale_name = choice.value
    if choice is not Language.AUTO:
        return locale_name
    locale = system if system is not None else QLocale.system()
    return "zh_CN" if locale.language() == QLocale.Language.Chinese else "en"


def app_translation_bytes(language: str, name: str = "mahjong") -> bytes | None:
    """The compiled translation of the app for ``language``. English is the source language,
    but its ``mahjong_en.qm`` holds the plural forms of "%n" strings ("1 step", "2 steps").
    ``name="qt_extra"``: our Chinese for Qt's strings that Qt's own translation lacks."""
    entry = resources.files(_RESOURCES).joinpath("i18n", f"{name}_{language}.qm")
    if not entry.is_file():
        return None
    return entry.read_bytes()


def locale_for(language: str, system: QLocale | None = None) -> QLocale:
    """The default locale while the app speaks ``language``: the system's when it is of that
    language and script (its regional formats kept: en_GB dates stay British), else the
    language's own — an English system's file dialog would otherwise word file types in English
    beside Chinese buttons, a Taiwanese one in traditional characters."""
    system = system if system is not None else QLocale.system()
    wanted = QLocale(language)
    same = (system.language(), system.script()) == (wanted.language(), wanted.script())
    return system if same else wanted


@dataclass(slots=True)
class Translations:
    """The translators installed on one application; switching language replaces them."""

    app: QCoreApplication
    language: str = "en"
    _installed: list[QTranslator] = field(default_factory=list)
    # QTranslator.load(bytes) does not copy the data: it must live as long as the translator.
    # The translators have no Qt parent, so both die with this object (a destroyed QTranslator
    # removes itself from the application) and no translator outlives its data.
    _data: list[bytes] = field(default_factory=list)
    # The translations installed now, by name ("mahjong_zh_CN", "qtbase_zh_CN", …).
    loaded: list[str] = field(default_factory=list)

    def install(self, language: str) -> bool:
        """Switch to ``language``; False when its translation file is missing (English shows)."""
        ok = self._install(language)
        if os.environ.get(SHOW_ENV, "0") not in ("", "0"):
            cancel = QCoreApplication.translate(*_QT_CANCEL)
            names = ", ".join(self.loaded) or "none"
            print(
                f"mahjong-desktop: translations {language}: {names}; Qt's Cancel reads {cancel}",
                file=sys.stderr,
                flush=True,
            )
        return ok

    def _install(self, language: str) -> bool:
        for translator in self._installed:
            self.app.removeTranslator(translator)
        self._installed.clear()
        self._data.clear()
        self.loaded.clear()
        self.language = language
        QLocale.setDefault(locale_for(language))
        ok = language == "en"  # the source strings are English: they show even without a file
        if self._load_ours(language, "mahjong"):
            ok = True
        if language == "en":
            return ok
        # Qt's own strings (OK / Cancel in standard buttons, the file dialog) from the Qt
        # installation (the frozen build ships qtbase_<lang>.qm: packaging/qt_trim.py).
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_translator = QTranslator()
        if qt_translator.load(f"qtbase_{language}", qt_dir):
            self._keep(qt_translator, f"qtbase_{language}")
        # Installed last, so asked first: the few of Qt's strings its translation leaves English.
        self._load_ours(language, "qt_extra")
        return ok

    def _load_ours(self, language: str, name: str) -> bool:
        data = app_translation_bytes(language, name)
        if data is None:
            return False
        translator = QTranslator()
        if not translator.load(data):
            return False
        self._data.append(data)
        self._keep(translator, f"{name}_{language}")
        return True

    def _keep(self, translator: QTranslator, name: str) -> None:
        self.app.installTranslator(translator)
        self._installed.append(translator)
        self.loaded.append(name)

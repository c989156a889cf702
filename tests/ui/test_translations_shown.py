"""Which translations the app loaded, as the frozen app's smoke check asks it to say
(``MAHJONG_DESKTOP_SHOW_TRANSLATIONS``, ``ui/shell/i18n.py``; packaging/smoke_check.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from mahjong_desktop.ui.shell.i18n import SHOW_ENV, Translations, app_translation_bytes


def test_the_translations_loaded_are_named_and_said_when_asked(
    qapp: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(SHOW_ENV, "1")
    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    try:
        assert translations.install("zh_CN")
        assert translations.loaded == ["mahjong_zh_CN", "qtbase_zh_CN", "qt_extra_zh_CN"]
    finally:
        translations.install("en")
    assert translations.loaded == ["mahjong_en"]
    said = capsys.readouterr().err.splitlines()
    assert said == [
        "mahjong-desktop: translations zh_CN: mahjong_zh_CN, qtbase_zh_CN, qt_extra_zh_CN; "
        "Qt's Cancel reads 取消",
        "mahjong-desktop: translations en: mahjong_en; Qt's Cancel reads Cancel",
    ]


def test_nothing_is_said_unless_asked(
    qapp: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv(SHOW_ENV, raising=False)
    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    translations.install("en")
    assert capsys.readouterr().err == ""


def test_our_translations_leave_qts_cancel_to_qt(qapp: object) -> None:
    """The word the smoke check reads must come from Qt's translation alone: were it in ours
    (lupdate takes every literal translate() call), a frozen app without Qt's would pass."""
    for name in ("mahjong", "qt_extra"):
        data = app_translation_bytes("zh_CN", name)
        assert data is not None
        translator = QTranslator()
        assert translator.load(data)
        assert translator.translate("QPlatformTheme", "Cancel") == ""

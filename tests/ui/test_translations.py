"""The Chinese translation is complete and up to date with the source strings."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "i18n" / "mahjong_zh_CN.ts"
# Shown only when Chinese cannot be drawn, so left in English on purpose (see ui/shell/fonts.py).
ENGLISH_ON_PURPOSE = {"FontNotice"}


def messages(path: Path) -> dict[tuple[str, str], ET.Element]:
    out: dict[tuple[str, str], ET.Element] = {}
    for context in ET.parse(path).getroot():
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            out[(name, message.findtext("source") or "")] = message
    return out


def _translated_text(message: ET.Element) -> str:
    """The translation, or for a %n plural its numerus forms joined (each must be filled)."""
    translation = message.find("translation")
    if translation is None:
        return ""
    forms = translation.findall("numerusform")
    if forms:
        texts = [(f.text or "").strip() for f in forms]
        return "" if not all(texts) else " | ".join(texts)
    return (translation.text or "").strip()


def _kind(message: ET.Element) -> str | None:
    """The translation's ``type`` (``unfinished``, ``vanished`` …); None for a finished one."""
    translation = message.find("translation")
    assert translation is not None, f"no <translation> for {message.findtext('source')!r}"
    return translation.get("type")


def test_every_string_has_a_chinese_translation() -> None:
    missing = [
        key
        for key, message in messages(TS).items()
        if key[0] not in ENGLISH_ON_PURPOSE
        and (
            (message.find("translation") is None)
            or _kind(message) in ("unfinished", "vanished", "obsolete")
            or not _translated_text(message)
        )
    ]
    assert missing == []


def test_the_translation_file_lists_every_string_of_the_code(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists():
        found = shutil.which("pyside6-lupdate")
        if found is None:
            pytest.skip("pyside6-lupdate is not installed")
        lupdate = Path(found)
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p) for p in (ROOT / "mahjong_desktop" / "ui").rglob("*.py"))
    subprocess.run([str(lupdate), *sources, "-ts", str(fresh)], check=True, capture_output=True)
    in_code = set(messages(fresh))
    shipped = {k for k, m in messages(TS).items() if _kind(m) != "vanished"}
    assert in_code - shipped == set(), "run pyside6-lupdate (see resources/i18n)"


def test_the_compiled_translation_has_the_new_strings() -> None:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(TS.with_suffix(".qm")))
    assert translator.translate("MainWindow", "&Let the computer play (托管)") == "托管(&L)"
    assert translator.translate("Hints", "self-draw only: %1") == "只能自摸：%1"


def test_english_counts_take_the_right_plural_form(qapp: object) -> None:
    """ "1 unseen tiles" and "4 tile(s)": English has plural forms too, from mahjong_en.qm."""
    from PySide6.QtCore import QCoreApplication

    from mahjong_desktop.ui.shell.i18n import Translations

    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    assert translations.install("en")
    try:
        one = QCoreApplication.translate("Hints", "%n step(s)", "", 1)
        two = QCoreApplication.translate("Hints", "%n step(s)", "", 2)
        assert (one, two) == ("1 step", "2 steps")
    finally:
        for translator in translations._installed:
            QCoreApplication.removeTranslator(translator)


def test_translations_are_up_to_date_with_the_tool(tmp_path: Path) -> None:
    """Every "%n" string is a plural message in both files (tools/translations.py makes them)."""
    for path in (TS, TS.with_name("mahjong_en.ts")):
        for (_context, source), message in messages(path).items():
            if "%n" in source:
                assert message.get("numerus") == "yes", (path.name, source)

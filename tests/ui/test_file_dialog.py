"""The game's file dialogs list sizes and dates in the game's language (issue 31, point 4): Qt's
file system model writes them through the system's locale, which the game cannot change, so a
proxy writes them through the default locale the language sets (``ui/shell/file_dialog.py``)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QModelIndex
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QTreeView
from pytestqt.qtbot import QtBot

from mahjong_desktop.ui.shell.file_dialog import DATE_COLUMN, SIZE_COLUMN, file_dialog
from mahjong_desktop.ui.shell.i18n import Translations

# 2026-01-02 03:04:05 UTC: a fixed time, so the expected date is the model's own.
MODIFIED = 1_767_323_045


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    kept = tmp_path / "saves"
    kept.mkdir()
    save = kept / "game.mjsave"
    save.write_bytes(b"x" * 1536)
    os.utime(save, (MODIFIED, MODIFIED))
    return kept


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    assert translations.install(request.param)
    try:
        yield request.param
    finally:
        translations.install("en")


def listed(qtbot: QtBot, dialog: QFileDialog, name: str) -> tuple[str, str]:
    """The size and date the dialog shows for ``name``, once its folder is read."""
    model = dialog.proxyModel()
    assert model is not None

    def row() -> QModelIndex | None:
        source = model.sourceModel()
        assert isinstance(source, QFileSystemModel)  # the proxy sits on Qt's file system model
        index = source.index(str(Path(dialog.directory().absolutePath()) / name))
        return model.mapFromSource(index) if index.isValid() else None

    qtbot.waitUntil(lambda: row() is not None, timeout=20_000)  # read in Qt's own thread
    found = row()
    assert found is not None
    size = model.index(found.row(), SIZE_COLUMN, found.parent()).data()
    date = model.index(found.row(), DATE_COLUMN, found.parent()).data()
    return str(size), str(date)


@pytest.mark.parametrize("language", ["zh_CN", "en"], indirect=True)
def test_sizes_and_dates_are_written_in_the_games_language(
    qtbot: QtBot, folder: Path, language: str
) -> None:
    dialog = file_dialog(None, "", str(folder), "*.mjsave", save=False)
    qtbot.addWidget(dialog)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.show()
    size, date = listed(qtbot, dialog, "game.mjsave")
    locale = QLocale(language)
    modified = QDateTime.fromSecsSinceEpoch(MODIFIED)
    assert size == locale.formattedDataSize(1536)
    assert date == locale.toString(modified, QLocale.FormatType.ShortFormat)
    # What the dialog's own model writes (the system's locale): where the system speaks another
    # language than the game, the two differ, and the list shows the game's.
    model = dialog.proxyModel()
    assert model is not None
    views = dialog.findChildren(QTreeView)
    assert views and all(view.model() is model for view in views)
    if language == "zh_CN" and QLocale.system().language() != QLocale.Language.Chinese:
        source = model.sourceModel()
        assert isinstance(source, QFileSystemModel)
        own = source.index(str(folder / "game.mjsave"), DATE_COLUMN).data()
        assert own != date


def test_a_save_dialog_starts_on_the_name_given(qtbot: QtBot, folder: Path) -> None:
    dialog = file_dialog(None, "", str(folder / "mahjong-hands.json"), "JSON (*.json)", save=True)
    qtbot.addWidget(dialog)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    assert dialog.acceptMode() is QFileDialog.AcceptMode.AcceptSave
    assert Path(dialog.directory().absolutePath()) == folder
    assert [Path(f).name for f in dialog.selectedFiles()] == ["mahjong-hands.json"]

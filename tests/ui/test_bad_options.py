"""Issue 22: option values the rules refuse never reach a saved file or a silent New game."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QSpinBox
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.settings import Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.dialogs.settings import SettingsDialog
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.app import build


def linan_dialog(qtbot: QtBot) -> SettingsDialog:
    dialog = SettingsDialog(Settings(region="linan"), RulesetCatalog(), "en")
    qtbot.addWidget(dialog)
    return dialog


def test_linan_cap_of_150_is_refused_by_ok_with_the_reason(qtbot: QtBot) -> None:
    """临安 辣子封顶 "须为 100 的倍数": OK keeps the dialog open and says why."""
    dialog = linan_dialog(qtbot)
    assert dialog.option_form is not None
    cap = dialog.option_form.editors["cap"]
    assert isinstance(cap, QSpinBox)
    cap.setValue(150)
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert not dialog.options_problem.isHidden()
    text = dialog.options_problem.text()
    assert "cap" in text and "150" in text and "multiple of 100" in text


def test_linan_cap_spin_box_steps_by_100(qtbot: QtBot) -> None:
    dialog = linan_dialog(qtbot)
    assert dialog.option_form is not None
    cap = dialog.option_form.editors["cap"]
    assert isinstance(cap, QSpinBox)
    assert cap.singleStep() == 100
    cap.setValue(800)
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.result_settings().options_for("linan") == {"cap": 800}


def test_a_saved_cap_of_150_is_reported_when_the_settings_are_read(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    store.save(Settings(region="linan").with_options("linan", {"cap": 150}))
    result = store.load()
    assert result.settings.options_for("linan") == {}
    (problem,) = result.problems
    assert problem.key == "region_options.linan.cap"
    assert "multiple of 100" in problem.detail


def test_new_game_with_options_the_rules_refuse_says_why(
    qtbot: QtBot, tmp_path: Path, capsys
) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    parts = build(["test"], store, RulesetCatalog(), cjk_font_available=True)
    qtbot.addWidget(parts.window)
    window = parts.window
    window.interactive = False
    # As if the file had been edited after loading: the window holds options the rules refuse.
    window.settings = Settings(region="linan").with_options("linan", {"cap": 150})
    assert window.start_game(seed=1) is False
    assert "multiple of 100" in capsys.readouterr().err

"""Issue 22: the settings dialog lists a player's ruleset as its own variant ("兰州 (my rules: …)")
and a broken one greyed out with its message; New game says why a broken one cannot be played."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.player_rulesets import RulesetLibrary
from mahjong_desktop.storage.settings import Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.dialogs.settings import SettingsDialog
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.app import build


def shipped(region: str) -> str:
    return resources.files("mahjong_desktop.rulesets").joinpath(f"{region}.toml").read_text("utf-8")


def library(tmp_path: Path) -> RulesetLibrary:
    folder = tmp_path / "rulesets"
    folder.mkdir()
    (folder / "home.toml").write_text(shipped("lanzhou"), encoding="utf-8")
    bad = shipped("linan").replace("wall_reserve = 16", "wall_reserve = 200", 1)
    (folder / "broken.toml").write_text(bad, encoding="utf-8")
    return RulesetLibrary(folder)


def items(dialog: SettingsDialog) -> dict[str, tuple[str, bool]]:
    combo = dialog.region_combo
    model = combo.model()
    return {
        combo.itemData(i): (combo.itemText(i), model.item(i).isEnabled())  # type: ignore[attr-defined]
        for i in range(combo.count())
    }


def test_player_rulesets_are_listed_as_variants(qtbot: QtBot, tmp_path: Path) -> None:
    catalog = RulesetCatalog.of(library(tmp_path))
    dialog = SettingsDialog(Settings(), catalog, "en")
    qtbot.addWidget(dialog)
    listed = items(dialog)
    assert listed["lanzhou"][1]  # the shipped region is there as before
    assert listed["my:home"] == (f"{listed['lanzhou'][0]} (my rules: home)", True)
    assert listed["my:broken"] == ("broken.toml (cannot be used)", False)
    problems = dialog.ruleset_problems.text()
    assert "broken.toml" in problems and "tables.wall_reserve: 200" in problems
    assert not dialog.ruleset_problems.isHidden()


def test_a_variant_keeps_its_own_options(qtbot: QtBot, tmp_path: Path) -> None:
    catalog = RulesetCatalog.of(library(tmp_path))
    dialog = SettingsDialog(Settings(region="my:home"), catalog, "en")
    qtbot.addWidget(dialog)
    assert dialog.current_region() == "my:home"
    form = dialog.option_form
    assert form is not None and form.ruleset.key == "my:home"
    form.editors["base"].setValue(5)  # type: ignore[union-attr]
    dialog.accept()
    result = dialog.result_settings()
    assert result.region == "my:home"
    assert result.options_for("my:home") == {"base": 5}
    assert result.options_for("lanzhou") == {}


def test_new_game_with_a_broken_variant_says_why(qtbot: QtBot, tmp_path: Path, capsys) -> None:
    lib = library(tmp_path)
    store = SettingsStore(tmp_path / "settings.json", load_ruleset=lib.load)
    parts = build(["test"], store, RulesetCatalog.of(lib), cjk_font_available=True)
    qtbot.addWidget(parts.window)
    parts.window.interactive = False
    parts.window.settings = Settings(region="my:broken")
    assert parts.window.start_game(seed=1) is False
    err = capsys.readouterr().err
    assert "cannot be used" in err and "wall_reserve" in err

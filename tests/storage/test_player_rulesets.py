"""Issue 22: a player's own ruleset in <config>/rulesets is a variant of its region; a broken one
is reported and never touches the shipped rules or the player's saved options."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest

from mahjong_desktop.rules.linan import LinanRules
from mahjong_desktop.rules.ruleset import RulesetError, UnknownRegion
from mahjong_desktop.storage.player_rulesets import RulesetLibrary
from mahjong_desktop.storage.settings import Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.session.game_setup import new_game


def shipped(region: str) -> str:
    return resources.files("mahjong_desktop.rulesets").joinpath(f"{region}.toml").read_text("utf-8")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    path = tmp_path / "rulesets"
    path.mkdir()
    return path


def test_a_copied_file_is_a_variant_of_its_region(folder: Path) -> None:
    (folder / "home.toml").write_text(shipped("lanzhou"), encoding="utf-8")
    library = RulesetLibrary(folder)
    assert library.ids()[-1] == "my:home"
    ruleset = library.load("my:home")
    assert (ruleset.region, ruleset.key) == ("lanzhou", "my:home")
    assert library.problems() == {}


def test_an_edited_value_is_what_a_new_game_plays_with(folder: Path) -> None:
    text = shipped("linan").replace("base_hu = 20", "base_hu = 40", 1)
    (folder / "strict.toml").write_text(text, encoding="utf-8")
    library = RulesetLibrary(folder)
    ruleset = library.load("my:strict")
    settings = Settings(region="my:strict").with_options("my:strict", {"cap": 800})
    setup = new_game(settings, ruleset, seed=3, human=False)
    rules = setup.session.region
    assert isinstance(rules, LinanRules)
    assert rules.base_hu == 40 and rules.cap == 800


def test_a_broken_file_is_reported_and_the_shipped_rules_still_load(folder: Path) -> None:
    text = shipped("linan").replace("round_to = 100", "round_to = 0", 1)
    (folder / "bad.toml").write_text(text, encoding="utf-8")
    library = RulesetLibrary(folder)
    problems = library.problems()
    assert list(problems) == ["my:bad"]
    assert str(folder / "bad.toml") in problems["my:bad"]
    assert "tables.round_to: 0 is not a whole number from 1" in problems["my:bad"]
    assert library.load("linan").region == "linan"


def test_a_file_whose_hand_could_overflow_the_kept_games_is_listed_as_a_problem(
    folder: Path,
) -> None:
    # Issue 35 point 12: 底分 up to 2³¹ − 1 passes the option's own bound, but a hand of 兰州
    # would then be worth more than the journal holds; the variant is refused by name.
    text = shipped("lanzhou").replace(
        "minimum = 1\nmaximum = 1000", "minimum = 1\nmaximum = 2147483647", 1
    )
    (folder / "huge.toml").write_text(text, encoding="utf-8")
    library = RulesetLibrary(folder)
    problems = library.problems()
    assert list(problems) == ["my:huge"]
    assert str(folder / "huge.toml") in problems["my:huge"]
    assert "options.base.maximum = 2,147,483,647" in problems["my:huge"]
    assert "one hand could be worth" in problems["my:huge"]
    assert library.load("lanzhou").region == "lanzhou"


def test_a_file_for_a_region_without_rules_is_refused(folder: Path) -> None:
    text = shipped("lincang").replace('id = "lincang"', 'id = "atlantis"', 1)
    (folder / "x.toml").write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError, match=r"region\.id: 'atlantis' is not one of"):
        RulesetLibrary(folder).load("my:x")


def test_an_edit_is_read_again_without_restarting(folder: Path) -> None:
    path = folder / "home.toml"
    path.write_text(shipped("linan").replace("round_to = 100", "round_to = 0", 1), "utf-8")
    library = RulesetLibrary(folder)
    with pytest.raises(RulesetError):
        library.load("my:home")
    path.write_text(shipped("linan") + "\n", encoding="utf-8")
    assert library.load("my:home").region == "linan"


def test_names_outside_the_folder_are_not_loaded(folder: Path) -> None:
    with pytest.raises(UnknownRegion):
        RulesetLibrary(folder).load("my:../settings")


def test_saved_options_of_a_broken_variant_are_kept_for_when_it_is_fixed(
    folder: Path, tmp_path: Path
) -> None:
    path = folder / "home.toml"
    path.write_text(shipped("linan"), encoding="utf-8")
    library = RulesetLibrary(folder)
    store = SettingsStore(tmp_path / "settings.json", load_ruleset=library.load)
    store.load()
    chosen = Settings(region="my:home").with_options("my:home", {"cap": 800})
    store.save(chosen.with_options("linan", {"cap": 300}))
    path.write_text(shipped("linan").replace("round_to = 100", "round_to = 0", 1), "utf-8")
    result = store.load()
    assert result.settings.options_for("my:home") == {"cap": 800}
    assert result.settings.options_for("linan") == {"cap": 300}
    assert any("kept unchecked" in p.detail for p in result.problems)
    store.save(result.settings)
    saved = json.loads(store.path.read_text(encoding="utf-8"))
    assert saved["region_options"]["my:home"] == {"cap": 800}


def test_a_broken_shipped_file_does_not_drop_the_players_options(tmp_path: Path) -> None:
    def broken_linan(region: str):
        if region == "linan":
            raise RulesetError("rulesets/linan.toml", "tables.round_to", 0, "a whole number from 1")
        return RulesetLibrary(None).load(region)

    store = SettingsStore(tmp_path / "settings.json", load_ruleset=broken_linan)
    store.path.write_text(json.dumps({"region_options": {"linan": {"cap": 800}}}), "utf-8")
    result = store.load()
    assert result.settings.options_for("linan") == {"cap": 800}


def test_an_older_copy_gets_names_added_since_from_its_regions_shipped_file(folder: Path) -> None:
    """A player's 临安 copy made before "其他付一半" (the share of those who did not deal in,
    issue 29 point 9) was named shows the name, not the identifier; its own names still win."""
    lines = shipped("linan").splitlines()
    older = [line for line in lines if not line.startswith("discard_win_other")]
    text = "\n".join(older).replace('discard_win = { zh = "放铳"', 'discard_win = { zh = "放炮"')
    (folder / "old.toml").write_text(text, encoding="utf-8")
    ruleset = RulesetLibrary(folder).load("my:old")
    assert ruleset.term("discard_win_other", "zh") == "其他付一半"
    assert ruleset.term("discard_win", "zh") == "放炮"
